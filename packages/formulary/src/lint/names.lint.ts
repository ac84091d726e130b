import type { ContentKind } from '../schema/content-kinds.js';
import { valuesAt } from './content-walk.js';
import { LINT_EXCEPTIONS_FILE } from './lint-exceptions.js';
import type { Finding, Linter } from './linter.js';
import { searchKey } from './search-key.js';

/**
 * The names a shopper may type, per vocabulary: a name must lead to one item. Within an item a name may repeat
 * (a generic presentation listing its brand); across items it would make a look-up a coin toss.
 */
const VOCABULARIES: { name: string; fields: Partial<Record<ContentKind, string[]>> }[] = [
  {
    name: 'product name',
    fields: {
      formulations: ['presentations.*.name', 'presentations.*.searchNames.*'],
      supplements: ['name', 'searchNames.*'],
    },
  },
  { name: 'symptom name', fields: { symptoms: ['id', 'name', 'synonyms.*'] } },
  { name: 'condition name', fields: { conditions: ['id', 'name', 'synonyms.*'] } },
  {
    // What a person takes or is allergic to: ingredients, drug classes and allergens share one look-up.
    name: 'substance name',
    fields: {
      ingredients: ['id', 'name', 'synonyms.*', 'brandNames.*'],
      classes: ['id', 'name', 'synonyms.*'],
      allergens: ['id', 'name', 'synonyms.*'],
    },
  },
];

/**
 * No two items claim the same search name (compared as the engine compares: case and punctuation ignored),
 * except names lint-exceptions.yaml accepts for now with a reason.
 */
export const namesLinter: Linter = {
  name: 'names',
  severity: 'error',
  description:
    'no two items claim the same product, symptom, condition or substance name once case and punctuation are ignored',
  run: ({ content, exceptions }) => {
    const findings: Finding[] = [];
    const excepted = new Map(exceptions.names.flatMap((e) => e.values.map((v) => [searchKey(v.value), v] as const)));
    const sharedKeys = new Set<string>();
    for (const vocabulary of VOCABULARIES) {
      const claims = new Map<string, { file: string; term: string; line: number }[]>();
      for (const [kind, patterns] of Object.entries(vocabulary.fields) as [ContentKind, string[]][])
        for (const at of content[kind])
          for (const pattern of patterns)
            for (const { value, path } of valuesAt(at.item, pattern)) {
              const term = String(value);
              const key = searchKey(term);
              if (key) claims.set(key, [...(claims.get(key) ?? []), { file: at.file, term, line: at.lineOf(path) }]);
            }
      for (const [key, list] of claims) {
        const [first] = list;
        const others = list.filter((c) => c.file !== first!.file);
        if (others.length === 0) continue;
        sharedKeys.add(key);
        if (excepted.has(key)) continue;
        for (const claim of others)
          findings.push({
            file: claim.file,
            line: claim.line,
            message: `${vocabulary.name} '${claim.term}' is also claimed by ${first!.file}${first!.term === claim.term ? '' : ` ('${first!.term}')`}: a search for it must lead to one item`,
          });
      }
    }
    // Keep the exceptions honest: each must still name a shared name.
    for (const [key, { value, line }] of excepted)
      if (!sharedKeys.has(key))
        findings.push({
          file: LINT_EXCEPTIONS_FILE,
          line,
          message: `'${value}' is claimed by one item only now: remove it from the exceptions`,
        });
    return findings;
  },
};
