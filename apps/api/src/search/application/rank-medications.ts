import type { Medication } from '@otc/formulary';
import { isChildrensProduct } from '../domain/child-mention.js';

/**
 * Orders the medicines a search found: those named outright first; then adults' products before children's
 * (children's first when the words name a child); within each, those treating the most of the symptoms asked
 * about; then those whose primary use matches (the position of the symptom among the label's uses); then by
 * name.
 */
export function rankMedications(
  medications: readonly Medication[],
  symptomIds: string[],
  namedIds: string[],
  childrenFirst = false,
  /** Nothing but constraints was asked ("nasal spray"): every medicine given is a match. */
  everyMatches = false,
): Medication[] {
  const named = namedIds
    .map((id) => medications.find((m) => m.id === id))
    .filter((m): m is Medication => m !== undefined);
  const scored = medications
    .filter((m) => !namedIds.includes(m.id))
    .map((m) => {
      const positions = symptomIds.map((s) => m.uses.indexOf(s)).filter((i) => i >= 0);
      const group = isChildrensProduct(m.name) === childrenFirst ? 0 : 1;
      return { m, group, covered: positions.length, best: positions.length ? Math.min(...positions) : Infinity };
    })
    .filter((s) => s.covered > 0 || everyMatches)
    .sort((a, b) => a.group - b.group || b.covered - a.covered || a.best - b.best || a.m.name.localeCompare(b.m.name));
  return [
    ...named,
    ...withoutRepeats(
      scored.map((s) => s.m),
      named,
    ),
  ];
}

// The same formulation sold under several names (Advil, Motrin IB, store-brand ibuprofen 200 mg) is one
// choice for the shopper: a symptom search lists it once, under its best-ranked name; the card lists the
// other brands. A product named outright is always listed.
function withoutRepeats(ranked: Medication[], named: Medication[]): Medication[] {
  const formulation = (m: Medication) =>
    m.activeIngredients
      .map((a) => `${a.ingredientId}:${a.strength.toLowerCase().replace(/\s+/g, '')}`)
      .sort()
      .join('+') + (m.localUse ? ':local' : '');
  const seen = new Set(named.map(formulation));
  return ranked.filter((m) => {
    const key = formulation(m);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
