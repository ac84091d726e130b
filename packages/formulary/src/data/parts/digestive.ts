import type { FormularyPart } from '../../types.js';
import { acidReducerProducts } from './digestive/acid-reducers.js';
import { antacidProducts } from './digestive/antacids.js';
import { bowelProducts } from './digestive/bowel.js';
import { ingredients } from './digestive/ingredients.js';
import { bowelIngredients } from './digestive/ingredients-bowel.js';
import { nauseaProducts } from './digestive/nausea.js';

/** Heartburn, antacids, gas, diarrhea, constipation and nausea: ingredients, products and the terms they need. */
export const part: FormularyPart = {
  conditions: [
    {
      id: 'irritable-bowel-syndrome',
      name: 'Irritable bowel syndrome (IBS)',
      synonyms: ['ibs', 'irritable bowel', 'spastic colon', 'ibs-c', 'ibs-d'],
    },
    {
      id: 'hereditary-fructose-intolerance',
      name: 'Hereditary fructose intolerance',
      synonyms: ['hfi', 'fructose intolerance', 'fructosemia'],
    },
  ],
  ingredients: [...ingredients, ...bowelIngredients],
  medications: [...acidReducerProducts, ...antacidProducts, ...bowelProducts, ...nauseaProducts],
};
