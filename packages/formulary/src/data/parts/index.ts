import type { FormularyPart } from '../../types.js';
import { part as coldAllergy } from './cold-allergy.js';
import { part as digestive } from './digestive.js';
import { part as otherOtc } from './other-otc.js';
import { part as painFever } from './pain-fever.js';
import { part as prescription } from './prescription.js';
import { part as skinTopical } from './skin-topical.js';
import { part as supplements } from './supplements.js';

/** Every content module. A new module is added here and nowhere else. */
export const parts: FormularyPart[] = [
  painFever,
  coldAllergy,
  digestive,
  skinTopical,
  otherOtc,
  prescription,
  supplements,
];
