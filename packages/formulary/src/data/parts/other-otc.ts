import type { FormularyPart } from '../../types.js';
import { eyeEarUrinaryProducts } from './other-otc/eye-ear-urinary.js';
import { otherClasses, otherIngredients } from './other-otc/ingredients.js';
import { nicotineProducts } from './other-otc/nicotine.js';

/** Stop-smoking aids, eye drops, earwax drops and urinary pain relief. */
export const part: FormularyPart = {
  drugClasses: otherClasses,
  conditions: [
    {
      id: 'ear-drum-problem',
      name: 'Perforated eardrum, ear tubes or recent ear surgery',
      synonyms: [
        'perforated eardrum',
        'perforated ear drum',
        'ruptured eardrum',
        'burst eardrum',
        'hole in eardrum',
        'ear tubes',
        'grommets',
        'ear surgery',
      ],
    },
  ],
  symptoms: [
    {
      id: 'urinary-pain',
      name: 'Painful or burning urination',
      synonyms: [
        'painful urination',
        'burning urination',
        'burning when peeing',
        'burning when urinating',
        'pain when peeing',
        'dysuria',
        'urinary pain',
        'bladder pain',
        'uti',
        'uti symptoms',
        'urinary tract infection',
        'bladder infection',
      ],
    },
  ],
  ingredients: otherIngredients,
  medications: [...nicotineProducts, ...eyeEarUrinaryProducts],
};
