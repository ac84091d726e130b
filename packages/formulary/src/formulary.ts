import { parts } from './data/parts/index.js';
import { cfrPregnancyStatement } from './data/sources.js';
import { allergens } from './data/vocabulary/allergens.js';
import { conditions } from './data/vocabulary/conditions.js';
import { drugClasses } from './data/vocabulary/drug-classes.js';
import { symptoms } from './data/vocabulary/symptoms.js';
import type { Formulary, FormularyPart } from './types.js';

type Lists = Required<FormularyPart>;
const collect = <K extends keyof Lists>(key: K): Lists[K] =>
  parts.flatMap((p) => (p[key] ?? []) as unknown[]) as Lists[K];

/** The whole shipped knowledge base: shared vocabularies plus every content module. Loaded once. */
export const formulary: Formulary = {
  drugClasses: [...drugClasses, ...collect('drugClasses')],
  ingredients: collect('ingredients'),
  conditions: [...conditions, ...collect('conditions')],
  allergens: [...allergens, ...collect('allergens')],
  symptoms: [...symptoms, ...collect('symptoms')],
  medications: collect('medications'),
  supplementCategories: collect('supplementCategories'),
  supplements: collect('supplements'),
  general: {
    pregnancyOrBreastfeeding: {
      message: 'If you are pregnant or breast-feeding, ask a health professional before using this product.',
      source: cfrPregnancyStatement,
    },
  },
};
