import type { Finding, Linter } from './linter.js';

// Accents are optional in what people type: "estómago" and "estomago" are one word.
const key = (word: string) =>
  word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * The lexicon's body sites name sensations that exist and symptoms that exist, and no word is both a site and
 * a sensation or belongs to two of either (the matcher could not tell which one is meant).
 */
export const lexiconLinter: Linter = {
  name: 'lexicon',
  severity: 'error',
  description:
    'lexicon body sites name existing sensations and symptoms; no site or sensation word is listed twice; a usual supplement lists its symptom in its uses',
  run: ({ content, fileIds }) => {
    const findings: Finding[] = [];
    const sensationIds = new Set(content.lexicon.flatMap(({ item }) => (item.sensations ?? []).map((s) => s.id)));
    const owner = new Map<string, string>();
    const claim = (word: string, who: string, at: { file: string; line: number }) => {
      const k = key(word);
      const previous = owner.get(k);
      if (previous && previous !== who)
        findings.push({ ...at, message: `'${word}' is listed for both ${previous} and ${who}` });
      else owner.set(k, who);
    };
    for (const { item, file, lineOf } of content.lexicon) {
      (item.sensations ?? []).forEach((s, i) =>
        s.words.forEach((w, j) => claim(w, `sensation ${s.id}`, { file, line: lineOf(['sensations', i, 'words', j]) })),
      );
      (item.sites ?? []).forEach((site, i) => {
        site.words.forEach((w, j) => claim(w, `site ${site.id}`, { file, line: lineOf(['sites', i, 'words', j]) }));
        for (const [sensation, symptom] of Object.entries(site.feels)) {
          const line = lineOf(['sites', i, 'feels', sensation]);
          if (!sensationIds.has(sensation))
            findings.push({ file, line, message: `'${sensation}' names no sensation of content/lexicon` });
          if (!fileIds.symptoms.has(symptom))
            findings.push({ file, line, message: `'${symptom}' names no symptom of content/symptoms` });
        }
      });
    }
    // A supplement offered for a symptom is one its fact sheet says is taken for it.
    const uses = new Map(content.supplements.map(({ item }) => [item.id, item.uses]));
    for (const { item, file, lineOf } of content.symptoms)
      (item.usualSupplements ?? []).forEach((id, i) => {
        if (uses.has(id) && !uses.get(id)!.includes(item.id))
          findings.push({
            file,
            line: lineOf(['usualSupplements', i]),
            message: `supplement '${id}' does not list '${item.id}' in its uses`,
          });
      });
    return findings;
  },
};
