import type { Located, RawContent } from '../load/read-content.js';
import type { ContentKind } from '../schema/content-kinds.js';

export type Path = (string | number)[];

/** Any content item with where it came from; linters read items generically by path. */
export type AnyLocated = Located<{ id: string } & Record<string, unknown>>;

/** Every item of every kind, in kind and file order. */
export const eachItem = (content: RawContent): [ContentKind, AnyLocated][] =>
  (Object.entries(content) as [ContentKind, AnyLocated[]][]).flatMap(([kind, items]) =>
    items.map((at): [ContentKind, AnyLocated] => [kind, at]),
  );

/** Every value at a dotted pattern in an item, `*` standing for each entry of a list: `facts.interactions.*.targetId`. */
export function valuesAt(item: unknown, pattern: string): { value: unknown; path: Path }[] {
  let found: { value: unknown; path: Path }[] = [{ value: item, path: [] }];
  for (const step of pattern.split('.')) {
    found = found.flatMap(({ value, path }) => {
      if (step === '*') return Array.isArray(value) ? value.map((v, i) => ({ value: v, path: [...path, i] })) : [];
      if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
      const next = (value as Record<string, unknown>)[step];
      return next === undefined ? [] : [{ value: next, path: [...path, step] }];
    });
  }
  return found;
}

/** Where each kind keeps its label facts (the warnings that drive verdicts). */
const FACTS_KEY: Partial<Record<ContentKind, string>> = {
  classes: 'facts',
  ingredients: 'facts',
  formulations: 'label',
  supplements: 'label',
};

/** A fact as written: its wording (message or snippet) and source, or a no-data marker. */
interface RawFact {
  source: string;
  /** Absent on allergy alerts and no-data markers. */
  severity?: 'avoid' | 'caution';
  level?: 'do-not-use' | 'ask-first';
  message?: string;
  snippet?: string;
  noData?: true;
}

export interface FactAt {
  kind: ContentKind;
  at: AnyLocated;
  path: Path;
  fact: RawFact;
}

const FACT_PATTERNS = [
  'conditions.*',
  'interactions.*',
  'ages.*',
  'allergyAlerts.*',
  'pregnancy',
  'breastfeeding',
] as const;

/** Every label fact of every item (conditions, interactions, ages, allergy alerts, pregnancy, breastfeeding). */
export function eachFact(content: RawContent): FactAt[] {
  return eachItem(content).flatMap(([kind, at]) => {
    const key = FACTS_KEY[kind];
    if (!key) return [];
    return FACT_PATTERNS.flatMap((pattern) =>
      valuesAt(at.item, `${key}.${pattern}`).map(({ value, path }) => ({ kind, at, path, fact: value as RawFact })),
    );
  });
}

/** A place where a file names a source id. */
export interface SourceRef {
  kind: ContentKind;
  at: AnyLocated;
  path: Path;
  id: string;
  /** `label` (the presentation's own Drug Facts label) may stand here: a formulation's label facts. */
  labelAllowed: boolean;
}

const OWN_SOURCE_PATTERNS: Partial<Record<ContentKind, string[]>> = {
  snippets: ['source'],
  ingredients: ['source', 'labelLists.source'],
  formulations: ['presentations.*.source'],
  supplements: ['source', 'evidenceBasis.source'],
  'red-flags': ['source'],
};

/** Every source id named anywhere: by facts and no-data markers, and by items and presentations themselves. */
export function eachSourceRef(content: RawContent): SourceRef[] {
  const own = eachItem(content).flatMap(([kind, at]) =>
    (OWN_SOURCE_PATTERNS[kind] ?? []).flatMap((pattern) =>
      valuesAt(at.item, pattern).map(({ value, path }) => ({
        kind,
        at,
        path,
        id: value as string,
        labelAllowed: false,
      })),
    ),
  );
  const ofFacts = eachFact(content).map(({ kind, at, path, fact }) => ({
    kind,
    at,
    path: [...path, 'source'],
    id: fact.source,
    labelAllowed: kind === 'formulations',
  }));
  return [...own, ...ofFacts];
}
