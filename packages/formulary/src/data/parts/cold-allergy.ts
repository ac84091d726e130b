import type { FormularyPart } from '../../types.js';
import { sedatingAntihistamineProducts } from './cold-allergy/antihistamines.js';
import { coughProducts } from './cold-allergy/cough.js';
import { decongestantProducts } from './cold-allergy/decongestants.js';
import { coldAllergyIngredients } from './cold-allergy/ingredients.js';
import { multiSymptomProducts } from './cold-allergy/multi-symptom.js';
import { nonDrowsyAntihistamineProducts } from './cold-allergy/non-drowsy.js';

/**
 * Allergy, cold, cough and sleep-aid medicines: antihistamines, decongestants, cough suppressants,
 * expectorants and multi-symptom combinations. Class-level facts live in drug-classes.ts.
 */
export const part: FormularyPart = {
  ingredients: coldAllergyIngredients,
  medications: [
    ...sedatingAntihistamineProducts,
    ...nonDrowsyAntihistamineProducts,
    ...decongestantProducts,
    ...coughProducts,
    ...multiSymptomProducts,
  ],
};
