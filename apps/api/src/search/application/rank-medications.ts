import type { Medication } from '@otc/formulary';
import { formulationKeyOf, representatives } from '@otc/safety-engine';
import { isChildrensProduct } from '../domain/child-mention.js';

/**
 * Orders the medicines a search found: those named outright first; then adults' products before children's
 * (children's first when the words name a child); within each, those treating the most of the symptoms asked
 * about; then those whose primary use matches (the position of the symptom among the label's uses); then by the
 * name each is listed under.
 */
export function rankMedications(
  medications: readonly Medication[],
  symptomIds: string[],
  namedIds: string[],
  childrenFirst = false,
  /** Nothing but constraints was asked ("nasal spray"): every medicine given is a match. */
  everyMatches = false,
  /** Listed before the others of the same standing: a product all of the kind asked for (plain docusate first). */
  preferred: (m: Medication) => boolean = () => false,
): Medication[] {
  const named = namedIds
    .map((id) => medications.find((m) => m.id === id))
    .filter((m): m is Medication => m !== undefined);
  // The same formulation sold under several names (Advil, Motrin IB, store-brand ibuprofen 200 mg) is one
  // choice for the shopper: a symptom search lists it once, under its first presentation as the content lists it
  // (the brand); the card lists the other brands. A product named outright is always listed as named.
  const shownAs = representatives(medications);
  const scored = medications
    .filter((m) => !namedIds.includes(m.id))
    .map((m) => {
      const positions = symptomIds.map((s) => m.uses.indexOf(s)).filter((i) => i >= 0);
      const shown = shownAs.get(m.id) ?? m;
      return {
        m: shown,
        group: isChildrensProduct(shown.name) === childrenFirst ? 0 : 1,
        covered: positions.length,
        best: positions.length ? Math.min(...positions) : Infinity,
        plain: preferred(shown) ? 0 : 1,
      };
    })
    .filter((s) => s.covered > 0 || everyMatches)
    .sort(
      (a, b) =>
        a.group - b.group ||
        b.covered - a.covered ||
        a.best - b.best ||
        a.plain - b.plain ||
        a.m.name.localeCompare(b.m.name),
    );
  return [
    ...named,
    ...withoutRepeats(
      scored.map((s) => s.m),
      named,
    ),
  ];
}

function withoutRepeats(ranked: Medication[], named: Medication[]): Medication[] {
  const seen = new Set(named.map(formulationKeyOf));
  return ranked.filter((m) => {
    const key = formulationKeyOf(m);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
