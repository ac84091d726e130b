import type { LabelFactsFile, SignOff } from '../schema/common.schema.js';
import type { Fact, Formulary, LabelFacts, Medication, Review, Source, Supplement } from '../types.js';
import { buildCategoryLists } from './build-category-lists.js';
import { buildRedFlags } from './build-red-flags.js';
import { fingerprintOf } from './fingerprint.js';
import type { Problem } from './problem.js';
import type { Located, RawContent } from './read-content.js';

/** The snippet every systemic OTC product's pregnancy/breast-feeding statement comes from. */
export const GENERAL_PREGNANCY_SNIPPET = 'otc-pregnancy-breastfeeding-statement';

/** The latest sign-off that still matches the item; an edit after it leaves the item unreviewed. */
export function currentReview(item: { review: SignOff[] }): Review {
  const latest = item.review.at(-1);
  if (!latest || latest.fingerprint !== fingerprintOf(item)) return { reviewedBy: null, reviewedAt: null, label: null };
  return { reviewedBy: latest.by, reviewedAt: latest.on, label: latest.label };
}

type Where = Pick<Located<unknown>, 'file' | 'lineOf'>;

/** Turns validated files into the engine's in-memory formulary, resolving source and snippet ids. */
export function buildFormulary(content: RawContent): { formulary: Formulary; problems: Problem[] } {
  const problems: Problem[] = [];
  const sources = new Map(content.sources.map(({ item }) => [item.id, { title: item.title, url: item.url }]));
  const snippets = new Map(content.snippets.map(({ item }) => [item.id, item]));

  const source = (id: string, at: Where, path: (string | number)[], label?: Source): Source => {
    if (id === 'label') {
      if (label) return label;
      problems.push({ file: at.file, line: at.lineOf(path), message: '`label` is a source only inside a formulation' });
    } else {
      const found = sources.get(id);
      if (found) return found;
      problems.push({ file: at.file, line: at.lineOf(path), message: `unknown source '${id}'` });
    }
    return { title: '', url: '' };
  };
  const wording = (fact: { message?: string; snippet?: string }, at: Where, path: (string | number)[]) => {
    if (fact.message !== undefined) return fact.message;
    const found = snippets.get(fact.snippet!);
    if (found) return found.text;
    problems.push({
      file: at.file,
      line: at.lineOf([...path, 'snippet']),
      message: `unknown snippet '${fact.snippet}'`,
    });
    return '';
  };
  // Resolves one fact's wording and source, keeping its other fields (severity, targetId, ages...).
  const resolveFact = <T extends { message?: string; snippet?: string; source: string }>(
    fact: T,
    at: Where,
    path: (string | number)[],
    label?: Source,
  ) => {
    const { message: _m, snippet: _s, source: ref, ...rest } = fact;
    return { ...rest, message: wording(fact, at, path), source: source(ref, at, [...path, 'source'], label) };
  };
  const facts = (raw: LabelFactsFile | undefined, at: Where, base: (string | number)[], label?: Source) => {
    if (!raw) return undefined;
    const out: LabelFacts = {};
    const list = <K extends 'conditions' | 'interactions' | 'ages' | 'allergyAlerts'>(key: K) =>
      raw[key]?.map((f, i) => resolveFact(f, at, [...base, key, i], label)) as LabelFacts[K];
    if (raw.conditions) out.conditions = list('conditions');
    if (raw.interactions) out.interactions = list('interactions');
    if (raw.ages) out.ages = list('ages');
    if (raw.allergyAlerts) out.allergyAlerts = list('allergyAlerts');
    // A no-data marker records that nothing is known; the engine sees no fact.
    if (raw.pregnancy && !('noData' in raw.pregnancy))
      out.pregnancy = resolveFact(raw.pregnancy, at, [...base, 'pregnancy'], label) as Fact;
    if (raw.breastfeeding && !('noData' in raw.breastfeeding))
      out.breastfeeding = resolveFact(raw.breastfeeding, at, [...base, 'breastfeeding'], label) as Fact;
    return out;
  };

  const medications: Medication[] = content.formulations.flatMap((at) => {
    const { item: f } = at;
    const review = currentReview(f);
    return f.presentations.map((p, i): Medication => {
      const label = source(p.source, at, ['presentations', i, 'source']);
      return {
        id: p.id,
        name: p.name,
        className: f.className,
        categories: f.categories,
        activeIngredients: f.activeIngredients,
        uses: f.uses,
        dose: f.dose,
        ...(f.directions
          ? {
              directions: {
                bands: f.directions.bands.map((b) => ({
                  fromYears: b.fromYears ?? 0,
                  belowYears: b.belowYears ?? null,
                  action: b.action,
                  weight: b.weight ?? null,
                  amount: b.amount ?? null,
                  text: b.text ?? null,
                })),
                source: source(f.directions.source, at, ['directions', 'source'], label),
              },
            }
          : {}),
        summary: p.summary ?? f.summary ?? '',
        mechanism: f.mechanism,
        warnings: f.warnings,
        sideEffects: f.sideEffects,
        interactions: f.interactions,
        contraindications: f.contraindications,
        brandNames: p.searchNames,
        ...(f.allergenIds ? { allergenIds: f.allergenIds } : {}),
        ...(f.localUse !== undefined ? { localUse: f.localUse } : {}),
        ...(p.buyUrl ? { buyUrl: p.buyUrl } : {}),
        source: label,
        label: facts(f.label, at, ['label'], label) ?? {},
        review,
      };
    });
  });

  const supplements: Supplement[] = content.supplements.map((at) => {
    const { review: _r, source: ref, evidenceBasis, label, allergenIds, buyUrl, ...rest } = at.item;
    return {
      ...rest,
      evidenceBasis: { summary: evidenceBasis.summary, source: source(evidenceBasis.source, at, ['evidenceBasis']) },
      ...(allergenIds ? { allergenIds } : {}),
      ...(buyUrl ? { buyUrl } : {}),
      source: source(ref, at, ['source']),
      label: facts(label, at, ['label']) ?? {},
      review: currentReview(at.item),
    };
  });

  const redFlags = buildRedFlags(content['red-flags'], { source, snippets, problems });
  const lists = buildCategoryLists(content.categories, content.symptoms, problems);

  const general = snippets.get(GENERAL_PREGNANCY_SNIPPET);
  if (!general?.source)
    problems.push({
      file: 'snippets',
      line: 1,
      message: `${GENERAL_PREGNANCY_SNIPPET}.yaml with a source is required`,
    });
  const generalAt = content.snippets.find((s) => s.item.id === GENERAL_PREGNANCY_SNIPPET);

  const formulary: Formulary = {
    drugClasses: content.classes.map((at) => {
      const { review: _r, facts: raw, parentIds, ...rest } = at.item;
      const resolved = facts(raw, at, ['facts']);
      return { ...rest, ...(parentIds ? { parentIds } : {}), ...(resolved ? { facts: resolved } : {}) };
    }),
    ingredients: content.ingredients.map((at) => {
      const { review: _r, labelLists: _l, facts: raw, source: ref, brandNames, componentIds, ...rest } = at.item;
      const resolved = facts(raw, at, ['facts']);
      return {
        ...rest,
        ...(brandNames ? { brandNames } : {}),
        ...(componentIds ? { componentIds } : {}),
        ...(resolved ? { facts: resolved } : {}),
        source: source(ref, at, ['source']),
      };
    }),
    conditions: content.conditions.map(({ item: { review: _r, parentIds, ...rest } }) => ({
      ...rest,
      ...(parentIds ? { parentIds } : {}),
    })),
    allergens: content.allergens.map(({ item: { review: _r, classIds, ingredientIds, ...rest } }) => ({
      ...rest,
      ...(classIds ? { classIds } : {}),
      ...(ingredientIds ? { ingredientIds } : {}),
    })),
    symptoms: content.symptoms.map(({ item: { review: _r, ...rest } }) => rest),
    lexicon: {
      sensations: content.lexicon.flatMap(({ item }) => item.sensations ?? []),
      sites: content.lexicon.flatMap(({ item }) => item.sites ?? []),
      phrases: content.lexicon.flatMap(({ item }) =>
        (item.phrases ?? []).map((p) => ({ symptomId: p.symptom, words: p.words })),
      ),
    },
    medications,
    supplementCategories: content['supplement-categories'].map(({ item: { review: _r, ...rest } }) => rest),
    supplements,
    redFlags,
    ...lists,
    nothingToCheck: content['profile-words'].flatMap(({ item }) =>
      item.id === 'nothing-to-check' ? item.phrases : [],
    ),
    general: {
      pregnancyOrBreastfeeding: {
        message: general?.text ?? '',
        source: general?.source && generalAt ? source(general.source, generalAt, ['source']) : { title: '', url: '' },
      },
    },
  };
  // A formulation's facts are resolved once per presentation: report each problem once.
  const unique = [...new Map(problems.map((p) => [`${p.file}:${p.line}:${p.message}`, p])).values()];
  return { formulary, problems: unique };
}
