import type { Gender } from '@otc/safety-engine';

/** A corpus error: the case file itself is wrong. Fails the run loudly, with the case id, before any figure. */
export class CorpusError extends Error {}

/** The person as a case describes them, in plain words (apps/api/eval/search format v1). */
export interface CaseProfile {
  age?: number;
  gender?: Gender;
  pregnant?: boolean;
  breastfeeding?: boolean;
  allergies?: string[];
  conditions?: string[];
  medications?: string[];
}

/** One search evaluation case (format: apps/api/eval/search/*.yaml). */
export interface EvalCase {
  id: string;
  /** The file's kind: names, misspellings, lay-symptoms, sentences, constraints, context, red-flags, ... */
  kind: string;
  query: string;
  profile: CaseProfile | null;
  include: string[];
  exclude: string[];
  redFlag: boolean;
  poisonControl: boolean | null;
  hideList: boolean | null;
  empty: boolean;
}

const PROFILE_KEYS = ['age', 'gender', 'pregnant', 'breastfeeding', 'allergies', 'conditions', 'medications'];

/** Reads one raw case of a kind's file, refusing anything the format does not allow (named by case id). */
export function parseCase(kind: string, raw: unknown, index: number): EvalCase {
  if (typeof raw !== 'object' || raw === null) throw new CorpusError(`${kind}.yaml case #${index + 1}: not a mapping`);
  const r = raw as Record<string, unknown>;
  const id = typeof r.id === 'string' && r.id.trim() ? r.id.trim() : `${kind}.yaml case #${index + 1}`;
  const fail = (why: string) => new CorpusError(`case ${id} (${kind}.yaml): ${why}`);
  if (typeof r.id !== 'string' || !r.id.trim()) throw fail('needs an id');
  if (typeof r.query !== 'string') throw fail('needs a query (text)');
  if (typeof r.redFlag !== 'boolean') throw fail('needs redFlag: true or false');
  const list = (field: string): string[] => {
    const value = r[field];
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value) || !value.every((v) => typeof v === 'string'))
      throw fail(`${field} must be a list of names`);
    return value;
  };
  const flag = (field: string): boolean | null => {
    const value = r[field];
    if (value === undefined || value === null) return null;
    if (typeof value !== 'boolean') throw fail(`${field} must be true or false`);
    return value;
  };
  const poisonControl = flag('poisonControl');
  const hideList = flag('hideList');
  if ((poisonControl !== null || hideList !== null) && !r.redFlag)
    throw fail('poisonControl and hideList are only allowed with redFlag: true');
  return {
    id,
    kind,
    query: r.query,
    profile: parseProfile(r.profile, fail),
    include: list('include'),
    exclude: list('exclude'),
    redFlag: r.redFlag,
    poisonControl,
    hideList,
    empty: flag('empty') === true,
  };
}

function parseProfile(value: unknown, fail: (why: string) => Error): CaseProfile | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) throw fail('profile must be a mapping');
  const unknown = Object.keys(value).filter((k) => !PROFILE_KEYS.includes(k));
  if (unknown.length) throw fail(`profile has unknown fields: ${unknown.join(', ')}`);
  return value as CaseProfile;
}
