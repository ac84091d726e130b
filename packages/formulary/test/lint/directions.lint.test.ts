import { describe, expect, it } from 'vitest';
import { cleanFiles, DIRECTIONS, edit, FORMULATION, INGREDIENT, problemsOf } from './support.js';

/** The clean formulation with its directions replaced by these rows (YAML list items under `bands:`). */
const withBands = (rows: string) => ({
  [FORMULATION]: cleanFiles[FORMULATION]!.replace(DIRECTIONS, `directions:\n  source: label\n  bands:\n${rows}`),
});
const row = (fields: string) => `    - ${fields.split(', ').join('\n      ')}\n`;
const ASK_UNDER_12 = row('belowYears: 12, action: ask-a-doctor');
const DOSE_FROM_12 = row('fromYears: 12, action: dose, amount: 1 tablet');
const messages = (changes: Record<string, string>) =>
  problemsOf('directions', changes).map((p) => p.replace(/^[^ ]+ \[directions\] error: /, ''));

describe('the directions linter', () => {
  it('accepts rows from birth, youngest first, the last open-ended, with no dose where the label says avoid', () => {
    expect(problemsOf('directions', {})).toEqual([]);
    expect(
      messages(
        withBands(
          ASK_UNDER_12 +
            row('fromYears: 12, belowYears: 65, action: dose, amount: 1 tablet') +
            row('fromYears: 65, action: ask-a-doctor'),
        ),
      ),
    ).toEqual([]);
  });

  it('asks every formulation for directions, at its dose line', () => {
    expect(problemsOf('directions', edit(FORMULATION, DIRECTIONS, ''))).toEqual([
      `${FORMULATION}:9: [directions] error: no directions by age: write \`directions\` from the label (see childrens-acetaminophen-suspension.yaml)`,
    ]);
  });

  it('refuses a first row that does not start at birth', () => {
    expect(messages(withBands(row('fromYears: 2, belowYears: 12, action: ask-a-doctor') + DOSE_FROM_12))).toEqual([
      'the first row starts at 2: start at birth (leave fromYears out), so every age has a row',
    ]);
  });

  it('refuses a gap between rows', () => {
    expect(messages(withBands(row('belowYears: 6, action: ask-a-doctor') + DOSE_FROM_12))).toEqual([
      'no row covers ages 6 to under 12: start this row at 6',
    ]);
  });

  it('refuses overlapping or out-of-order rows', () => {
    const overlap = withBands(ASK_UNDER_12 + row('fromYears: 10, action: ask-a-doctor'));
    expect(messages(overlap)).toEqual([
      'this row overlaps the rows before (which run to under 12): start it at 12, youngest first',
    ]);
    const backwards = withBands(
      row('belowYears: 12, action: ask-a-doctor') +
        row('fromYears: 12, belowYears: 6, action: ask-a-doctor') +
        row('fromYears: 6, action: ask-a-doctor'),
    );
    expect(messages(backwards)).toEqual([
      'row 2 stops (6) before it starts (12)',
      'this row overlaps the rows before (which run to under 12): start it at 12, youngest first',
    ]);
  });

  it('wants the last row open-ended and only the last', () => {
    expect(
      messages(withBands(ASK_UNDER_12 + row('fromYears: 12, belowYears: 65, action: dose, amount: 1 tablet'))),
    ).toEqual(['the last row stops before 65: leave belowYears out so it covers every older age']);
    expect(messages(withBands(row('action: ask-a-doctor') + DOSE_FROM_12))).toEqual([
      'only the last row may be open-ended: say where row 1 stops',
    ]);
  });

  it('refuses a dose at an age the formulation’s own age fact says to avoid', () => {
    const doseAt6 = withBands(
      row('belowYears: 6, action: ask-a-doctor') + row('fromYears: 6, action: dose, amount: 1 tablet'),
    );
    expect(messages(doseAt6)).toEqual([
      'a dose for ages 6 and over, but its label facts say to avoid it under 12 (ask-first): make this row ask-a-doctor or do-not-use, or correct the fact',
    ]);
  });

  it('accepts the label\'s adult dose beside an older-adult fact, e.g. Beers or "ask a doctor from 65"', () => {
    const from65 = edit(
      FORMULATION,
      '  ages:\n',
      '  ages:\n    - fromYears: 65\n      severity: avoid\n      level: ask-first\n      message: Ask a doctor at 65 and over.\n      source: label\n',
    );
    expect(messages(from65)).toEqual([]);
  });

  it('refuses "ask a doctor" where the label says do not use, but accepts do-not-use where it says ask first', () => {
    const doNotUse = edit(FORMULATION, 'level: ask-first', 'level: do-not-use');
    expect(messages(doNotUse)).toEqual([
      '"ask a doctor" for ages 0 to under 12, but its label facts say do not use under 12: make this row do-not-use, or correct the fact',
    ]);
    expect(messages(withBands(row('belowYears: 12, action: do-not-use') + DOSE_FROM_12))).toEqual([]);
  });

  it('reads the ingredients’ age facts too, except for a product used on the skin', () => {
    const ingredientUnder18 = edit(
      INGREDIENT,
      'facts:\n',
      'facts:\n  ages:\n    - belowYears: 18\n      severity: avoid\n      level: ask-first\n      message: Adults only.\n      source: dailymed-example\n',
    );
    expect(messages(ingredientUnder18)).toEqual([
      'a dose for ages 12 and over, but ingredient examplol say to avoid it under 18 (ask-first): make this row ask-a-doctor or do-not-use, or correct the fact',
    ]);
    const onTheSkin = { ...ingredientUnder18, ...edit(FORMULATION, 'label:\n', 'localUse: true\nlabel:\n') };
    expect(messages(onTheSkin)).toEqual([]);
  });

  it('ignores cautions: they do not stop a dose', () => {
    const caution = edit(FORMULATION, '      severity: avoid\n      level: ask-first\n', '      severity: caution\n');
    expect(messages(caution)).toEqual([]);
  });
});
