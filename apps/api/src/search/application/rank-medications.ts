import type { Medication } from '@otc/formulary';
import { formulationKeyOf, representatives } from '@otc/safety-engine';
import { isChildrensProduct } from '../domain/child-mention.js';

/**
 * Orders the medicines a search found: those named outright first; then adults' products before children's
 * (children's first when the words name a child); within each, those treating the most of the symptoms asked
 * about; then those whose primary use matches (the position of the symptom among the label's uses); then those
 * with fewer active ingredients (a product that treats only what was asked); then by the name each is listed
 * under. Within each audience, coverage and position of the use, one product per mix of active ingredients comes before a second
 * product of the same mix, so the first results show the different choices (every laxative kind, not three
 * sennas) rather than one choice in several strengths.
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
        group: madeForChildren(shown) === childrenFirst ? 0 : 1,
        covered: positions.length,
        best: positions.length ? Math.min(...positions) : Infinity,
        plain: preferred(shown) ? 0 : 1,
        ingredients: shown.activeIngredients.length,
      };
    })
    .filter((s) => s.covered > 0 || everyMatches)
    .sort(
      (a, b) =>
        a.group - b.group ||
        b.covered - a.covered ||
        a.best - b.best ||
        a.plain - b.plain ||
        a.ingredients - b.ingredients ||
        a.m.name.localeCompare(b.m.name),
    );
  const listed = withoutRepeats(
    scored.map((s) => s.m),
    named,
  );
  const tierOf = new Map(scored.map((s) => [s.m, `${s.group}:${s.covered}:${s.best}`]));
  return [...named, ...choicesFirst(listed, (m) => tierOf.get(m)!)];
}

/**
 * A children's product: its name says so (Children's Motrin), or its label gives no adult dose (Pedia-Lax:
 * "12 years and over: use an adult laxative").
 */
function madeForChildren(m: Medication): boolean {
  if (isChildrensProduct(m.name)) return true;
  const bands = m.directions?.bands ?? [];
  const ADULT = 30;
  return (
    bands.length > 0 &&
    !bands.some((b) => b.action === 'dose' && b.fromYears <= ADULT && (b.belowYears === null || b.belowYears > ADULT))
  );
}

/** Within each tier (kept in order), the first product of each mix of ingredients, then the others. */
function choicesFirst(ranked: Medication[], tierOf: (m: Medication) => string): Medication[] {
  const mixOf = (m: Medication) => [...new Set(m.activeIngredients.map((a) => a.ingredientId))].sort().join('+');
  const out: Medication[] = [];
  for (let start = 0; start < ranked.length;) {
    let end = start;
    while (end < ranked.length && tierOf(ranked[end]!) === tierOf(ranked[start]!)) end++;
    const tier = ranked.slice(start, end);
    const seen = new Set<string>();
    const firsts = tier.filter((m) => !seen.has(mixOf(m)) && seen.add(mixOf(m)));
    out.push(...firsts, ...tier.filter((m) => !firsts.includes(m)));
    start = end;
  }
  return out;
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
