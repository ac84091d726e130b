// The shipped catalogue over the whole grid of profile ages: every children's product gives exactly one row for
// every age, no dose below the label's lowest dose age, and "ask a doctor" / "do not use" where its label says.
import type { DirectionBand, Medication } from '@otc/formulary';
import { describe, expect, it } from 'vitest';
import { directionsFor, lowestDoseAge } from '../src/index.js';
import { knowledge } from './fixtures.js';

const AGES = Array.from({ length: 120 }, (_, i) => i + 1);
const CHILDRENS_NAME = /\b(children'?s|childrens|infants'?|junior)\b/i;

const medications = knowledge.formulary.medications;
/** A presentation sold for children: named so, or whose label gives a dose to a child under 12. */
const forChildren = (m: Medication) =>
  CHILDRENS_NAME.test(m.name) ||
  m.brandNames.some((n) => CHILDRENS_NAME.test(n)) ||
  (m.directions?.bands.some((b) => b.action === 'dose' && b.fromYears < 12) ?? false);
const childrens = medications.filter(forChildren);

const covering = (m: Medication, age: number): DirectionBand[] =>
  m.directions!.bands.filter((b) => age >= b.fromYears && (b.belowYears === null || age < b.belowYears));

/**
 * The ages the dose text itself puts under "ask a doctor" or "do not use", in its own sentence ("Children under 6
 * years: ask a doctor."), read independently of the directions table.
 */
function labelSaysNoDose(m: Medication): { below: number; doNotUse: boolean }[] {
  const text = `${m.dose.adult} ${m.dose.pediatric}`;
  const found = [];
  for (const match of text.matchAll(
    /(?:^|\.\s)(?:Children |Infants )?under (\d+) years?(?: \([^)]*\))?: (ask a doctor|do not use)/gi,
  ))
    found.push({ below: Number(match[1]), doNotUse: match[2]!.toLowerCase() === 'do not use' });
  return found;
}

describe('directions over every age 1 to 120', () => {
  it('finds the children’s products (named so, or with a dose under 12)', () => {
    expect(childrens.length).toBeGreaterThan(20);
    for (const name of ["Children's Ibuprofen Oral Suspension 100 mg/5 mL", "Infants' Tylenol"])
      expect(childrens.map((m) => m.name)).toContain(name);
  });

  it('gives every product a directions table', () => {
    expect(medications.filter((m) => !m.directions).map((m) => m.id)).toEqual([]);
  });

  it.each(childrens.map((m) => [m.id, m] as const))('%s: exactly one row applies at every age', (_id, m) => {
    for (const age of AGES) expect(covering(m, age).length, `age ${age}`).toBe(1);
    for (const age of AGES) expect(directionsFor(m, age).kind, `age ${age}`).toBe('for-age');
  });

  it.each(childrens.map((m) => [m.id, m] as const))(
    '%s: no dose below the lowest labelled dose age, and none where its age facts say avoid',
    (_id, m) => {
      const lowest = lowestDoseAge(m.directions!);
      const avoid = (m.label.ages ?? []).filter((f) => f.severity === 'avoid');
      for (const age of AGES) {
        const result = directionsFor(m, age);
        if (result.kind !== 'for-age') throw new Error(`no row for age ${age}`);
        const { band } = result;
        if (lowest === null || age < lowest) expect(band.action, `age ${age}`).not.toBe('dose');
        for (const fact of avoid) {
          const applies = age < (fact.belowYears ?? 0) || age >= (fact.fromYears ?? Infinity);
          if (!applies) continue;
          expect(band.action, `age ${age}: ${fact.message}`).not.toBe('dose');
          if (fact.level === 'do-not-use') expect(band.action, `age ${age}: ${fact.message}`).toBe('do-not-use');
        }
      }
    },
  );

  it('reads an age limit from the dose text of most children’s products (so the next check is not empty)', () => {
    expect(childrens.filter((m) => labelSaysNoDose(m).length > 0).length).toBeGreaterThan(childrens.length / 2);
  });

  it.each(childrens.map((m) => [m.id, m] as const))(
    '%s: "ask a doctor" / "do not use" where the dose text says so for an age',
    (_id, m) => {
      for (const { below, doNotUse } of labelSaysNoDose(m))
        for (const age of AGES.filter((a) => a < below)) {
          const result = directionsFor(m, age);
          const action = result.kind === 'for-age' ? result.band.action : result.kind;
          if (doNotUse) expect(action, `age ${age}`).toBe('do-not-use');
          else expect(['ask-a-doctor', 'do-not-use'], `age ${age}`).toContain(action);
        }
    },
  );
});
