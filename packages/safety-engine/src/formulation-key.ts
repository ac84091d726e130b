import type { Medication } from '@otc/formulary';

/**
 * What makes two medicines one choice for a shopper: the same ingredients at the same strengths, used the same way
 * (Advil, Motrin IB and store-brand ibuprofen 200 mg). A search and the safer options list each such group once.
 */
export const formulationKeyOf = (m: Pick<Medication, 'activeIngredients' | 'localUse'>): string =>
  m.activeIngredients
    .map((a) => `${a.ingredientId}:${a.strength.toLowerCase().replace(/\s+/g, '')}`)
    .sort()
    .join('+') + (m.localUse ? ':local' : '');

/**
 * The medicine that stands for each group, by medicine id: the group's first as the content lists it, which is
 * the formulation's first presentation (the brand: Vicks DayQuil, not the store brand that sorts first by name).
 */
export function representatives(medications: readonly Medication[]): Map<string, Medication> {
  const first = new Map<string, Medication>();
  const out = new Map<string, Medication>();
  for (const m of medications) {
    const key = formulationKeyOf(m);
    if (!first.has(key)) first.set(key, m);
    out.set(m.id, first.get(key)!);
  }
  return out;
}
