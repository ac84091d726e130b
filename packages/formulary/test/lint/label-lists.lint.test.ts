import { describe, expect, it } from 'vitest';
import { edit, INGREDIENT, problemsOf } from './support.js';

const EMPTY_LISTS = '  doNotUse: []\n  askDoctor: []\n  askDoctorOrPharmacist: []\n';

/** The clean examplol with its label lists replaced (YAML under `labelLists:`, after `source:`). */
const lists = (yaml: string) => edit(INGREDIENT, EMPTY_LISTS, yaml);
const line = (says: string, covers: string, why = '') =>
  `    - says: ${says}\n      covers: ${covers}\n${why ? `      why: ${why}\n` : ''}`;

describe('the label-lists linter', () => {
  it('asks every OTC ingredient for its label lists, and no prescription one', () => {
    const without = edit(INGREDIENT, `labelLists:\n  source: dailymed-example\n${EMPTY_LISTS}`, '');
    expect(problemsOf('label-lists', without)).toEqual([
      `${INGREDIENT}:3: [label-lists] error: an OTC ingredient transcribes its Drug Facts label: add \`labelLists\` with its doNotUse, askDoctor and askDoctorOrPharmacist lines`,
    ]);
    const rx = { [INGREDIENT]: without[INGREDIENT]!.replace('kind: otc', 'kind: rx') };
    expect(problemsOf('label-lists', rx)).toEqual([]);
  });

  it('accepts a line carried by a fact at the list’s level, and a line that is no profile fact', () => {
    const changes = lists(
      `  doNotUse:\n${line('if you are allergic to examplol', 'allergy:examplol')}${line('more than 4 a day', 'not-a-profile-fact', 'a rule for the dose')}  askDoctor:\n${line('children under 12', 'age:under-12')}  askDoctorOrPharmacist: []\n`,
    );
    expect(problemsOf('label-lists', changes)).toEqual([]);
  });

  it('names the products no fact reaches, so a missed line is never silent', () => {
    const changes = lists(
      `  doNotUse: []\n  askDoctor:\n${line('asthma', 'condition:asthma')}  askDoctorOrPharmacist: []\n`,
    );
    const asthma = { 'conditions/asthma.yaml': 'id: asthma\nname: Asthma\nsynonyms: []\nreview: []\n' };
    expect(problemsOf('label-lists', { ...changes, ...asthma })).toEqual([
      `${INGREDIENT}:18: [label-lists] error: condition:asthma ("asthma"): no such fact reaches examplol-200-mg: write it on the ingredient, its class, or the label of each product`,
    ]);
  });

  it('refuses a fact at a milder or stricter level than the list says', () => {
    const changes = lists(
      `  doNotUse:\n${line('children under 12', 'age:under-12')}  askDoctor: []\n  askDoctorOrPharmacist: []\n`,
    );
    expect(problemsOf('label-lists', changes)).toEqual([
      `${INGREDIENT}:17: [label-lists] error: age:under-12 ("children under 12"): the fact is ask-first, but a doNotUse line needs do-not-use`,
    ]);
  });

  it('says when a line names no such condition, or a formulation that does not contain the ingredient', () => {
    const changes = lists(
      `  formulations: [examplol-200-mg, other-thing]\n  doNotUse:\n${line('gout', 'condition:gout')}  askDoctor: []\n  askDoctorOrPharmacist: []\n`,
    );
    expect(problemsOf('label-lists', changes)).toEqual([
      `${INGREDIENT}:15: [label-lists] error: 'other-thing' is no formulation containing examplol`,
      `${INGREDIENT}:18: [label-lists] error: condition:gout: 'gout' names no condition`,
    ]);
  });

  it('needs a why exactly when a line is no profile fact', () => {
    const noWhy = lists(
      `  doNotUse:\n${line('in the eyes', 'not-a-profile-fact')}  askDoctor: []\n  askDoctorOrPharmacist: []\n`,
    );
    expect(problemsOf('load', noWhy)).toEqual([expect.stringContaining('labelLists.doNotUse.0.why')]);
    const whyTooMany = lists(
      `  doNotUse:\n${line('allergy', 'allergy:examplol', 'because')}  askDoctor: []\n  askDoctorOrPharmacist: []\n`,
    );
    expect(problemsOf('load', whyTooMany)).toEqual([expect.stringContaining('labelLists.doNotUse.0.why')]);
  });
});
