import { file, type Rule } from './rule.js';

export const interactionRule: Rule = (person, product, knowledge, out) => {
  const { ingredientIds, classIds } = person.taking;
  const covered = new Set<string>();
  for (const fact of product.facts.interactions) {
    if (ingredientIds.has(fact.targetId) || classIds.has(fact.targetId)) {
      // A label line about taking its own ingredient twice is a duplicate, whatever words it uses.
      file(out, product.ingredientIds.includes(fact.targetId) ? 'duplicate-ingredient' : 'interaction', fact);
      covered.add(fact.targetId);
    }
  }
  // The other way round: what the person takes may warn against this product (St. John's wort taken,
  // dextromethorphan considered), even when this product's own label is silent about it.
  const own = new Set(product.facts.interactions);
  for (const takenId of ingredientIds) {
    for (const fact of knowledge.interactionsOfIngredient.get(takenId) ?? []) {
      if (own.has(fact) || product.ingredientIds.includes(takenId)) continue;
      const target = product.ingredientIds.includes(fact.targetId)
        ? knowledge.ingredientNames.get(fact.targetId)
        : product.classIds.has(fact.targetId)
          ? knowledge.classNames.get(fact.targetId)
          : undefined;
      if (!target) continue;
      const taken = knowledge.ingredientNames.get(takenId) ?? takenId;
      const inSentence = /^[A-Z][a-z]/.test(target) ? target.charAt(0).toLowerCase() + target.slice(1) : target;
      file(out, 'interaction', {
        severity: fact.severity,
        message: `You take ${taken}; its own warnings advise against combining it with ${inSentence}, which this product contains.`,
        source: fact.source,
      });
    }
  }
  // The same ingredient twice, often hidden in a combination product, risks an overdose. Where the label
  // already says so about this ingredient, its own words are kept instead of a second, generic line.
  for (const id of product.ingredientIds) {
    if (ingredientIds.has(id) && !covered.has(id)) {
      out.reasons.push({
        code: 'duplicate-ingredient',
        message: `You already take a medicine containing ${knowledge.ingredientNames.get(id) ?? id}; taking both could mean too much.`,
        source: product.source,
      });
    }
  }
};
