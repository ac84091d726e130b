import { describe, expect, it } from 'vitest';
import { edit, FORMULATION, INGREDIENT, problemsOf } from './support.js';

const interaction = (targetId: string, key = 'interactions') =>
  edit(
    FORMULATION,
    'label:\n',
    `label:\n  ${key}:\n    - targetId: ${targetId}\n${key === 'interactions' ? '      severity: avoid\n' : ''}      message: Not with it.\n      source: label\n`,
  );
const allergen = {
  'allergens/sulfite.yaml': 'id: sulfite\nname: Sulfites\nsynonyms: []\nreview: []\n',
};

describe('the references linter', () => {
  it('names the unknown id, the field and the kind it expected', () => {
    expect(problemsOf('references', edit(INGREDIENT, 'classIds: []', 'classIds: [nsaid]'))).toEqual([
      `${INGREDIENT}:4: [references] error: classIds 'nsaid' names no class: expected the id of a file in content/classes`,
    ]);
  });

  it('checks a formulation’s active ingredients, uses and allergens', () => {
    const changes = edit(FORMULATION, 'ingredientId: examplol', 'ingredientId: examplo');
    changes[FORMULATION] = changes[FORMULATION]!.replace('uses: [headache]', 'uses: [head-ache]').replace(
      'label:',
      'allergenIds: [peanut]\nlabel:',
    );
    expect(problemsOf('references', changes).map((p) => p.replace(/:.*error: /, ': '))).toEqual([
      `${FORMULATION}: ingredientId 'examplo' names no ingredient: expected the id of a file in content/ingredients`,
      `${FORMULATION}: uses 'head-ache' names no symptom: expected the id of a file in content/symptoms`,
      `${FORMULATION}: allergenIds 'peanut' names no allergen: expected the id of a file in content/allergens`,
    ]);
  });

  it('expects an interaction to name an ingredient or class', () => {
    expect(problemsOf('references', interaction('warfarn'))).toEqual([
      `${FORMULATION}:19: [references] error: targetId 'warfarn' names no ingredient or class: expected the id of a file in content/ingredients, content/classes`,
    ]);
    expect(problemsOf('references', interaction('examplol'))).toEqual([]);
  });

  it('lets an allergy alert, and only an allergy alert, name an allergen', () => {
    expect(problemsOf('references', { ...allergen, ...interaction('sulfite', 'allergyAlerts') })).toEqual([]);
    expect(problemsOf('references', { ...allergen, ...interaction('sulfite') })).toEqual([
      expect.stringContaining("targetId 'sulfite' names no ingredient or class"),
    ]);
  });

  it('checks the condition and snippet a fact names', () => {
    const changes = edit(FORMULATION, 'snippet: under-twelve', 'snippet: under-ten');
    changes[FORMULATION] = changes[FORMULATION]!.replace(
      'label:\n',
      'label:\n  conditions:\n    - conditionId: asthma\n      severity: avoid\n      message: Not with asthma.\n      source: label\n',
    );
    expect(problemsOf('references', changes).map((p) => p.replace(/^.*error: /, ''))).toEqual([
      "conditionId 'asthma' names no condition: expected the id of a file in content/conditions",
      "snippet 'under-ten' names no snippet: expected the id of a file in content/snippets",
    ]);
  });

  it('checks a supplement’s category ids', () => {
    const supplement = `id: fish-oil
name: Fish oil
ingredient: Omega-3
ingredientIds: [examplol]
categoryIds: [heart]
uses: []
age_group: Adults
summary: Oil.
evidence_strength: Weak
evidenceBasis: { summary: Some., source: dailymed-example }
dosage: 1 g
interactions: []
contraindications: []
side_effects: []
warnings: []
source: dailymed-example
label: {}
review: []
`;
    expect(problemsOf('references', { 'supplements/fish-oil.yaml': supplement })).toEqual([
      "supplements/fish-oil.yaml:5: [references] error: categoryIds 'heart' names no supplement category: expected the id of a file in content/supplement-categories",
    ]);
  });

  it('refuses an id that is both an ingredient and a class, since a targetId could mean either', () => {
    const klass = 'id: examplol\nname: Examplols\nsynonyms: []\nallergyCrossReactive: false\nreview: []\n';
    expect(problemsOf('references', { 'classes/examplol.yaml': klass })).toEqual([
      `${INGREDIENT}:1: [references] error: id 'examplol' is also a class id: a reference to it would be ambiguous`,
    ]);
  });

  it('refuses a presentation id that another formulation also uses', () => {
    const other = edit(FORMULATION, 'id: examplol-200-mg\nclassName', 'id: examplol-400-mg\nclassName')[
      FORMULATION
    ]!.replace('  - id: examplol-200-mg', '  - id: examplol-400-mg');
    expect(problemsOf('references', { 'formulations/examplol-400-mg.yaml': other })).toEqual([
      "formulations/examplol-400-mg.yaml:29: [references] error: presentation id 'brand-examplol' is also the id of a product in formulations/examplol-200-mg.yaml",
    ]);
  });
});
