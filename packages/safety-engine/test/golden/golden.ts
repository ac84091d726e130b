import { evaluateProducts, type Knowledge, type Reason } from '../../src/index.js';
import { goldenProfiles } from './profiles.js';

/** Every verdict of every product for every golden profile, in a form that diffs line by line. */
export function recordVerdicts(knowledge: Knowledge): Record<string, Record<string, string[]>> {
  const ids = [...knowledge.products.keys()].sort();
  const line = (kind: string, r: Reason) => `${kind} ${r.code}: ${r.message} <${r.source.url}>`;
  const out: Record<string, Record<string, string[]>> = {};
  for (const [name, profile] of Object.entries(goldenProfiles)) {
    const verdicts = evaluateProducts(profile, ids, knowledge);
    out[name] = Object.fromEntries(
      ids.map((id) => {
        const v = verdicts.get(id)!;
        return [
          id,
          [v.verdict, ...v.reasons.map((r) => line('reason', r)), ...v.cautions.map((r) => line('caution', r))],
        ];
      }),
    );
  }
  return out;
}
