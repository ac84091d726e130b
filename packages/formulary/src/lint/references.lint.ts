import type { ContentKind } from '../schema/content-kinds.js';
import { eachFact, eachItem, valuesAt } from './content-walk.js';
import type { Finding, Linter } from './linter.js';

type Target = Exclude<ContentKind, 'sources'>;

// What a kind is called in a message ("names no ingredient or class").
const NOUN: Record<Target, string> = {
  snippets: 'snippet',
  classes: 'class',
  ingredients: 'ingredient',
  conditions: 'condition',
  allergens: 'allergen',
  symptoms: 'symptom',
  formulations: 'formulation',
  'supplement-categories': 'supplement category',
  supplements: 'supplement',
  'red-flags': 'red flag',
  categories: 'category list',
  'profile-words': 'profile word list',
  lexicon: 'lexicon',
};

/** The id fields of each kind and what they must name. Sources are the `sources` linter's concern. */
const ITEM_REFERENCES: Partial<Record<ContentKind, [pattern: string, targets: Target[]][]>> = {
  classes: [['parentIds.*', ['classes']]],
  ingredients: [
    ['classIds.*', ['classes']],
    ['componentIds.*', ['ingredients']],
  ],
  conditions: [['parentIds.*', ['conditions']]],
  allergens: [
    ['classIds.*', ['classes']],
    ['ingredientIds.*', ['ingredients']],
  ],
  formulations: [
    ['activeIngredients.*.ingredientId', ['ingredients']],
    ['uses.*', ['symptoms']],
    ['allergenIds.*', ['allergens']],
  ],
  supplements: [
    ['ingredientIds.*', ['ingredients']],
    ['categoryIds.*', ['supplement-categories']],
    ['uses.*', ['symptoms']],
    ['allergenIds.*', ['allergens']],
  ],
  'red-flags': [['advice', ['snippets']]],
  categories: [['entries.*.symptomId', ['symptoms']]],
  lexicon: [['phrases.*.symptom', ['symptoms']]],
  symptoms: [['usualSupplements.*', ['supplements']]],
};

/** The id fields of a label fact, relative to the fact. */
const FACT_REFERENCES: [pattern: string, targets: Target[]][] = [
  ['conditionId', ['conditions']],
  ['targetId', ['ingredients', 'classes']],
  ['snippet', ['snippets']],
];
// An allergy alert may also name an allergen (e.g. sulfites); an interaction may not.
const ALLERGY_ALERT_TARGETS: Target[] = ['ingredients', 'classes', 'allergens'];

const orList = (words: string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;

/** Every id a file names resolves to an item of the kind that field expects, and no id means two things. */
export const referencesLinter: Linter = {
  name: 'references',
  severity: 'error',
  description:
    'every id a file names (classes, ingredients, conditions, symptoms, allergens, snippets, categories) exists, with the kind the field expects',
  run: ({ content, fileIds }) => {
    const findings: Finding[] = [];
    const check = (
      at: { file: string; lineOf: (p: (string | number)[]) => number },
      path: (string | number)[],
      value: unknown,
      targets: Target[],
    ) => {
      const id = String(value);
      if (targets.some((kind) => fileIds[kind].has(id))) return;
      const field = path.filter((p) => typeof p === 'string').at(-1);
      const expected = orList(targets.map((t) => NOUN[t]));
      const folders = targets.map((t) => `content/${t}`).join(', ');
      findings.push({
        file: at.file,
        line: at.lineOf(path),
        message: `${field} '${id}' names no ${expected}: expected the id of a file in ${folders}`,
      });
    };

    for (const [kind, at] of eachItem(content))
      for (const [pattern, targets] of ITEM_REFERENCES[kind] ?? [])
        for (const { value, path } of valuesAt(at.item, pattern)) check(at, path, value, targets);

    for (const { at, path, fact } of eachFact(content)) {
      const isAllergyAlert = path.includes('allergyAlerts');
      for (const [field, targets] of FACT_REFERENCES)
        for (const found of valuesAt(fact, field))
          check(
            at,
            [...path, ...found.path],
            found.value,
            field === 'targetId' && isAllergyAlert ? ALLERGY_ALERT_TARGETS : targets,
          );
    }

    // A targetId or allergy id that is both an ingredient and a class (or allergen) would be read two ways.
    const ambiguous: [Target, Target[]][] = [
      ['ingredients', ['classes']],
      ['allergens', ['classes', 'ingredients']],
    ];
    for (const [kind, others] of ambiguous)
      for (const at of content[kind])
        for (const other of others)
          if (fileIds[other].has(at.item.id))
            findings.push({
              file: at.file,
              line: at.lineOf(['id']),
              message: `id '${at.item.id}' is also a${other === 'ingredients' ? 'n' : ''} ${NOUN[other]} id: a reference to it would be ambiguous`,
            });

    // Products are found by id: a presentation id must name one product only.
    const productIds = new Map<string, string>();
    for (const at of content.supplements) productIds.set(at.item.id, at.file);
    for (const at of content.formulations)
      at.item.presentations.forEach((p, i) => {
        const other = productIds.get(p.id);
        if (other && other !== at.file)
          findings.push({
            file: at.file,
            line: at.lineOf(['presentations', i, 'id']),
            message: `presentation id '${p.id}' is also the id of a product in ${other}`,
          });
        else if (other)
          findings.push({
            file: at.file,
            line: at.lineOf(['presentations', i, 'id']),
            message: `presentation id '${p.id}' is used twice in this file`,
          });
        productIds.set(p.id, at.file);
      });
    return findings;
  },
};
