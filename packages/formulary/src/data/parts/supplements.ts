import type { FormularyPart } from '../../types.js';
import { heartSupplements } from './supplements/heart.js';
import { immuneDigestiveSupplements } from './supplements/immune-digestive.js';
import { botanicalIngredients } from './supplements/ingredients-botanicals.js';
import { herbIngredients } from './supplements/ingredients-herbs.js';
import { nutrientIngredients } from './supplements/ingredients-nutrients.js';
import { otherIngredients } from './supplements/ingredients-other.js';
import { jointBrainEnergySupplements } from './supplements/joint-brain-energy.js';
import { calciumMagnesiumSupplements } from './supplements/minerals.js';
import { traceMineralSupplements } from './supplements/minerals-trace.js';
import { multivitaminSupplements } from './supplements/multivitamins.js';
import { sleepMoodSupplements } from './supplements/sleep-mood.js';
import { vitaminSupplements } from './supplements/vitamins.js';
import { moreVitaminSupplements } from './supplements/vitamins-more.js';
import { conditions, drugClasses, supplementCategories, symptoms } from './supplements/vocabulary.js';
import { womenMenEyeSupplements } from './supplements/women-men-eye.js';

/**
 * Vitamins and supplements: categories for the app's grid, supplement ingredients (kind 'supplement') with the facts
 * that hold for every product containing them, and the supplements themselves. Sources: NIH ODS and NCCIH fact sheets,
 * NIH LactMed.
 */
export const part: FormularyPart = {
  supplementCategories,
  drugClasses,
  conditions,
  symptoms,
  ingredients: [...nutrientIngredients, ...otherIngredients, ...botanicalIngredients, ...herbIngredients],
  supplements: [
    ...vitaminSupplements,
    ...moreVitaminSupplements,
    ...multivitaminSupplements,
    ...calciumMagnesiumSupplements,
    ...traceMineralSupplements,
    ...heartSupplements,
    ...immuneDigestiveSupplements,
    ...sleepMoodSupplements,
    ...jointBrainEnergySupplements,
    ...womenMenEyeSupplements,
  ],
};
