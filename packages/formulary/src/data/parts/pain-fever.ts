import type { FormularyPart } from '../../types.js';
import { acetaminophenProducts } from './pain-fever/acetaminophen.js';
import { aspirinTopicalProducts } from './pain-fever/aspirin-topical.js';
import { ibuprofenNaproxenProducts } from './pain-fever/ibuprofen-naproxen.js';
import { painIngredients } from './pain-fever/ingredients.js';

/**
 * Pain relievers and fever reducers: acetaminophen, the NSAIDs (ibuprofen, naproxen, aspirin, topical
 * diclofenac) and caffeine combinations. Class-level facts (nsaid, salicylate) live in drug-classes.ts.
 */
export const part: FormularyPart = {
  ingredients: painIngredients,
  medications: [...acetaminophenProducts, ...ibuprofenNaproxenProducts, ...aspirinTopicalProducts],
};
