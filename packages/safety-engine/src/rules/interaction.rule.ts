import { PRESCRIPTION_MEDICINE_CLASS } from '../knowledge.js';
import { factFinding, listTrigger, weigh, type Rule } from './rule.js';

export const interactionRule: Rule = (person, product, knowledge, out) => {
  const { ingredientIds, classIds } = person.taking;
  const trigger = (entry: string | undefined) => listTrigger('currentMedications', entry);
  for (const fact of product.facts.interactions) {
    const entry = ingredientIds.get(fact.targetId) ?? classIds.get(fact.targetId);
    // A label line about taking its own ingredient twice is a duplicate, whatever words it uses.
    const code = product.ingredientIds.includes(fact.targetId) ? 'duplicate-ingredient' : 'interaction';
    // "Taking a prescription drug" names no medicine: the reason says which of the person's it was.
    const said =
      entry !== undefined && fact.targetId === PRESCRIPTION_MEDICINE_CLASS
        ? { ...fact, message: `You take a prescription medicine (${entry}). ${fact.message}` }
        : fact;
    weigh(out, factFinding(code, said, `currentMedications: ${fact.targetId}`), trigger(entry));
  }
  // The other way round: what the person takes may warn against this product (St. John's wort taken,
  // dextromethorphan considered), even when this product's own label is silent about it. Found through the
  // profile, so listed only when it fires.
  const own = new Set(product.facts.interactions);
  for (const [takenId, entry] of ingredientIds) {
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
      const message = `You take ${taken}; its own warnings advise against combining it with ${inSentence}, which this product contains.`;
      weigh(out, factFinding('interaction', { ...fact, message }, `currentMedications: ${takenId}`), trigger(entry));
    }
  }
  // The same ingredient twice, often hidden in a combination product, risks an overdose. Where the label
  // already says so about this ingredient (a fact naming it, which then fired above), its own words are kept
  // instead of a second, generic line.
  for (const id of product.ingredientIds) {
    const entry = ingredientIds.get(id);
    if (entry === undefined || product.facts.interactions.some((f) => f.targetId === id)) continue;
    const name = knowledge.ingredientNames.get(id) ?? id;
    const message = `You already take a medicine containing ${name}; taking both could mean too much.`;
    // Labels say "do not use with any other product containing" their ingredient.
    const reason = {
      code: 'duplicate-ingredient' as const,
      level: 'do-not-use' as const,
      message,
      source: product.source,
      origin: { kind: 'ingredient' as const, id, name },
    };
    weigh(out, { reason, severity: 'avoid', appliesWhen: `currentMedications: ${id}` }, trigger(entry));
  }
};
