import type { FormularyPart } from '../../types.js';
import { antifungalProducts } from './skin-topical/antifungal.js';
import { skinClasses, skinIngredients } from './skin-topical/ingredients.js';
import { itchProducts } from './skin-topical/itch.js';
import { otherSkinProducts } from './skin-topical/other.js';

/** Itch, hemorrhoids, fungal infections, mouth pain, cold sores, acne and hair regrowth. */
export const part: FormularyPart = {
  drugClasses: skinClasses,
  symptoms: [
    {
      id: 'hereditary-hair-loss',
      name: 'Hereditary hair loss',
      synonyms: [
        'male pattern baldness',
        'female pattern hair loss',
        'pattern baldness',
        'androgenetic alopecia',
        'balding',
        'going bald',
        'receding hairline',
      ],
    },
  ],
  ingredients: skinIngredients,
  medications: [...itchProducts, ...antifungalProducts, ...otherSkinProducts],
};
