import type { Formulary } from './types.js';
import { medications } from './data/medications.js';
import { conditions, drugClasses, ingredients, symptoms } from './data/vocabulary.js';

/** The whole shipped knowledge base. Loaded once; callers search it in memory. */
export const formulary: Formulary = { ingredients, drugClasses, conditions, symptoms, medications };
