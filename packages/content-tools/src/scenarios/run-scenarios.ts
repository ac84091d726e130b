import type { LocatedScenario, ScenarioSet } from '@otc/formulary';
import { evaluateProduct, findProduct, normaliseProfile, type Knowledge, type Verdict } from '@otc/safety-engine';

export type ScenarioStatus = 'pass' | 'fail' | 'known-gap' | 'gap-closed';

export interface ScenarioOutcome extends LocatedScenario {
  status: ScenarioStatus;
  /** What the engine said, in one line; null when the product was not found. */
  got: Verdict | null;
  productName: string | null;
  /** Why it does not match (empty when it does). */
  mismatches: string[];
}

function mismatchesOf(expect: LocatedScenario['scenario']['expect'], got: Verdict | null): string[] {
  if (!got) return ['the product is not found'];
  const out: string[] = [];
  if (got.verdict !== expect.verdict) out.push(`expected ${expect.verdict}, engine says ${got.verdict}`);
  const reasons = new Set(got.reasons.map((r) => r.code));
  const missing = (expect.codes ?? []).filter((c) => !reasons.has(c));
  if (got.verdict === expect.verdict && missing.length > 0) out.push(`no ${missing.join(', ')} reason`);
  // Both levels are avoid: a level is checked only once the verdict itself is right.
  if (got.verdict === 'avoid' && expect.verdict === 'avoid' && expect.level && got.level !== expect.level)
    out.push(`expected ${expect.level}, engine says ${got.level}`);
  const cautions = new Set(got.cautions.map((r) => r.code));
  const missingCautions = (expect.cautions ?? []).filter((c) => !cautions.has(c));
  if (missingCautions.length > 0) out.push(`no ${missingCautions.join(', ')} caution`);
  return out;
}

/**
 * Runs each scenario through the engine. A scenario listed as a known gap is expected to fail; one that passes
 * is reported as closed so the list only ever shrinks.
 */
export function runScenarios(knowledge: Knowledge, set: ScenarioSet): ScenarioOutcome[] {
  const gaps = new Set(set.knownGaps.map((g) => g.id));
  return set.scenarios.map((located) => {
    const { scenario } = located;
    const product = findProduct(knowledge, scenario.product);
    const got = product ? evaluateProduct(normaliseProfile(scenario.profile), product.id, knowledge) : null;
    const mismatches = mismatchesOf(scenario.expect, got);
    const known = gaps.has(scenario.id);
    const status: ScenarioStatus =
      mismatches.length === 0 ? (known ? 'gap-closed' : 'pass') : known ? 'known-gap' : 'fail';
    return { ...located, status, got, productName: product?.name ?? null, mismatches };
  });
}
