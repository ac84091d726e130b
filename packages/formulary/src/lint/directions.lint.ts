import type { FormulationFile } from '../schema/kinds.schema.js';
import type { Finding, Linter } from './linter.js';

type Band = NonNullable<FormulationFile['directions']>['bands'][number];

/** An avoid age fact as written: below an age or from an age, with how strongly it says no. */
interface AgeLimit {
  belowYears?: number | undefined;
  fromYears?: number | undefined;
  level?: 'do-not-use' | 'ask-first' | undefined;
  /** Where it is written, for the message: 'label' or 'ingredient <id>'. */
  where: string;
}

const from = (b: Band) => b.fromYears ?? 0;
const below = (b: Band) => b.belowYears ?? Infinity;
const ageText = (b: Band) =>
  b.belowYears === undefined ? `${from(b)} and over` : `${from(b)} to under ${b.belowYears}`;
const limitText = (l: AgeLimit) => (l.belowYears !== undefined ? `under ${l.belowYears}` : `${l.fromYears} and over`);

// A band [from, below) meets a fact "under X" when it starts below X, a fact "X and over" when it ends after X.
const meets = (b: Band, l: AgeLimit) =>
  l.belowYears !== undefined ? from(b) < l.belowYears : below(b) > (l.fromYears ?? Infinity);

/** The rows must cover every age once: from birth, youngest first, each starting where the rows before stopped. */
function shapeFindings(bands: Band[], report: (i: number, key: string, message: string) => void) {
  // The oldest age the rows so far reach (exclusive); a gap or an overlap is a row starting off it.
  let reach = 0;
  bands.forEach((b, i) => {
    if (b.belowYears !== undefined && b.belowYears <= from(b))
      report(i, 'belowYears', `row ${i + 1} stops (${b.belowYears}) before it starts (${from(b)})`);
    if (i === 0 && from(b) !== 0)
      report(
        i,
        'fromYears',
        `the first row starts at ${from(b)}: start at birth (leave fromYears out), so every age has a row`,
      );
    else if (i > 0 && from(b) > reach)
      report(i, 'fromYears', `no row covers ages ${reach} to under ${from(b)}: start this row at ${reach}`);
    else if (i > 0 && from(b) < reach && reach !== Infinity)
      report(
        i,
        'fromYears',
        `this row overlaps the rows before (which run to under ${reach}): start it at ${reach}, youngest first`,
      );
    reach = Math.max(reach, below(b));
    const last = i === bands.length - 1;
    if (last && b.belowYears !== undefined)
      report(
        i,
        'belowYears',
        `the last row stops before ${b.belowYears}: leave belowYears out so it covers every older age`,
      );
    if (!last && b.belowYears === undefined)
      report(i, 'belowYears', `only the last row may be open-ended: say where row ${i + 1} stops`);
  });
}

/**
 * A formulation's directions by age agree with themselves and with its age facts: every formulation has them; the
 * rows cover every age from birth once, youngest first, the last open-ended; and no row gives a dose below an age its
 * own label facts (or, for a swallowed product, its ingredients' facts) say to avoid under, nor says only "ask a doctor"
 * where they say "do not use". The card shows these rows to a person of that age, so a gap or a dose at a
 * forbidden age is a wrong answer on screen.
 */
export const directionsLinter: Linter = {
  name: 'directions',
  severity: 'error',
  description:
    'every formulation has directions by age: rows from birth, youngest first, no gaps or overlaps, the last open-ended; no dose row at an age its own age facts say to avoid, no "ask a doctor" row where they say do not use',
  run: ({ content }) => {
    const findings: Finding[] = [];
    const ingredientAges = new Map(content.ingredients.map((at) => [at.item.id, at.item.facts?.ages ?? []] as const));
    for (const at of content.formulations) {
      const f = at.item;
      const report = (path: (string | number)[], message: string) =>
        findings.push({ file: at.file, line: at.lineOf(path), message });
      if (!f.directions) {
        report(
          ['dose'],
          'no directions by age: write `directions` from the label (see childrens-acetaminophen-suspension.yaml)',
        );
        continue;
      }
      const bands = f.directions.bands;
      shapeFindings(bands, (i, key, message) =>
        report(['directions', 'bands', i, ...(key in bands[i]! ? [key] : [])], message),
      );

      // Ingredient facts do not reach a product used on the skin, eye or mouth (the engine skips them too).
      const limits: AgeLimit[] = [
        ...(f.label?.ages ?? []).map((a) => ({ ...a, where: 'its label facts' })),
        ...(f.localUse
          ? []
          : f.activeIngredients.flatMap(({ ingredientId }) =>
              (ingredientAges.get(ingredientId) ?? []).map((a) => ({ ...a, where: `ingredient ${ingredientId}` })),
            )),
        // Only the label's lowest ages bind its table: an older-adult fact (Beers from 65, the NSAID "60 or older"
        // line) asks the person to check first, and the card says so beside the label's adult dose.
      ].filter((a) => a.severity === 'avoid' && a.belowYears !== undefined);
      bands.forEach((b, i) => {
        for (const limit of limits.filter((l) => meets(b, l))) {
          if (b.action === 'dose')
            report(
              ['directions', 'bands', i, 'action'],
              `a dose for ages ${ageText(b)}, but ${limit.where} say to avoid it ${limitText(limit)} (${limit.level ?? 'no level'}): make this row ask-a-doctor or do-not-use, or correct the fact`,
            );
          else if (b.action === 'ask-a-doctor' && limit.level === 'do-not-use')
            report(
              ['directions', 'bands', i, 'action'],
              `"ask a doctor" for ages ${ageText(b)}, but ${limit.where} say do not use ${limitText(limit)}: make this row do-not-use, or correct the fact`,
            );
        }
      });
    }
    return findings;
  },
};
