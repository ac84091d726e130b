import { productOrThrow, runRules } from './evaluate.js';
import type { Knowledge } from './knowledge.js';
import { resolveProfile } from './resolve-profile.js';
import type { WeighedFact } from './rules/rule.js';
import type { HealthProfile, ProductKind, Unrecognised, Verdict } from './types.js';

export type ExplainedFact = WeighedFact;

/** Why a product's verdict is what it is: every fact the rules weighed, which fired and from where. */
export interface Explanation {
  product: { id: string; name: string; kind: ProductKind };
  /**
   * Every written fact that reaches the product (its own label, its ingredients', their classes' and
   * ancestors'), fired or not, plus what the engine found itself (an allergy to an ingredient, the same
   * ingredient twice, a taken medicine's own warning) when it fired.
   */
  facts: ExplainedFact[];
  /** The same verdict evaluateProduct gives. */
  verdict: Verdict;
  /** Profile entries the engine could not place: no fact was weighed against them. */
  unrecognised: Unrecognised;
}

/** Explains one product's verdict for one person, from the same rule run that gives the verdict. */
export function explainProduct(profile: HealthProfile, productId: string, knowledge: Knowledge): Explanation {
  const product = productOrThrow(productId, knowledge);
  const weighed: WeighedFact[] = [];
  const person = resolveProfile(profile, knowledge);
  const verdict = runRules(person, product, knowledge, {
    reasons: [],
    cautions: [],
    weighed,
  });
  return {
    product: { id: product.id, name: product.name, kind: product.kind },
    facts: weighed,
    verdict,
    unrecognised: person.unrecognised,
  };
}
