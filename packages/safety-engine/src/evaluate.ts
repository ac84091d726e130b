import type { Knowledge } from './knowledge.js';
import { resolveProfile, type ResolvedProfile } from './resolve-profile.js';
import { ageRule } from './rules/age.rule.js';
import { allergyRule } from './rules/allergy.rule.js';
import { conditionRule } from './rules/condition.rule.js';
import { interactionRule } from './rules/interaction.rule.js';
import { breastfeedingRule, pregnancyRule } from './rules/pregnancy.rule.js';
import type { Findings } from './rules/rule.js';
import type { HealthProfile, PreparedProduct, Reason, ReasonLevel, Verdict } from './types.js';

const rules = [allergyRule, conditionRule, interactionRule, pregnancyRule, breastfeedingRule, ageRule];

// Two facts can say the same thing (a class fact reaching two ingredients); show each once.
const distinct = (reasons: Reason[]) => [...new Map(reasons.map((r) => [`${r.code}|${r.message}`, r])).values()];

/** The strictest level among the reasons: one 'do-not-use' outweighs any 'ask-first'; none when safe. */
const strictest = (reasons: Reason[]): ReasonLevel | null =>
  reasons.some((r) => r.level === 'do-not-use') ? 'do-not-use' : reasons.length > 0 ? 'ask-first' : null;

export function productOrThrow(productId: string, knowledge: Knowledge): PreparedProduct {
  const product = knowledge.products.get(productId);
  if (!product) throw new Error(`Unknown product id '${productId}'`);
  return product;
}

/** Runs every rule over one product into `out` and gives the verdict they add up to. */
export function runRules(
  person: ResolvedProfile,
  product: PreparedProduct,
  knowledge: Knowledge,
  out: Findings,
): Verdict {
  for (const rule of rules) rule(person, product, knowledge, out);
  // Most products are safe with nothing to say for most people.
  if (out.reasons.length === 0 && out.cautions.length === 0)
    return { verdict: 'safe', level: null, reasons: [], cautions: [] };
  const reasons = distinct(out.reasons);
  // A caution worded like a reason already given adds nothing to read.
  const said = new Set(reasons.map((r) => `${r.code}|${r.message}`));
  const cautions = distinct(out.cautions).filter((c) => !said.has(`${c.code}|${c.message}`));
  return { verdict: reasons.length > 0 ? 'avoid' : 'safe', level: strictest(reasons), reasons, cautions };
}

/** Judges one product (by id) for a profile already resolved against the knowledge. */
export function evaluateResolved(person: ResolvedProfile, productId: string, knowledge: Knowledge): Verdict {
  return runRules(person, productOrThrow(productId, knowledge), knowledge, { reasons: [], cautions: [] });
}

/** Judges one product for one person. Clinical outcomes are values, never exceptions. */
export function evaluateProduct(profile: HealthProfile, productId: string, knowledge: Knowledge): Verdict {
  return evaluateResolved(resolveProfile(profile, knowledge), productId, knowledge);
}

/** Judges many products for one person, resolving the profile once. */
export function evaluateProducts(
  profile: HealthProfile,
  productIds: readonly string[],
  knowledge: Knowledge,
): Map<string, Verdict> {
  const person = resolveProfile(profile, knowledge);
  return new Map(productIds.map((id) => [id, evaluateResolved(person, id, knowledge)]));
}
