export type * from './types.js';
export {
  AGE_MAX,
  AGE_MESSAGE,
  AGE_MIN,
  AGE_TEXT_PATTERN,
  canBePregnant,
  DEFAULT_DOSAGE,
  ENTRY_MAX_LENGTH,
  GENDERS,
  isGender,
  LIST_MAX,
  PREGNANCY_GENDERS,
  PROFILE_FIELDS,
  validateHealthProfile,
  type ProfileProblem,
  type ProfileValidation,
} from './profile/health-profile-schema.js';
export { emptyProfile, normaliseList, normaliseProfile } from './normalise-profile.js';
export { normaliseText, termsIn } from './text.js';
export { buildKnowledge, productsOf, type Knowledge, type Referent } from './knowledge.js';
export {
  resolveProfile,
  saysNothing,
  unrecognisedEntries,
  type NamedBy,
  type ResolvedProfile,
} from './resolve-profile.js';
export { evaluateProduct, evaluateProducts, evaluateResolved } from './evaluate.js';
export { explainProduct, type ExplainedFact, type Explanation } from './explain-product.js';
export { compareVerdicts, type VerdictChange } from './compare-verdicts.js';
export { findProduct } from './find-product.js';
export { formulationKeyOf, representatives } from './formulation-key.js';
export { evidenceRank, sortByEvidence } from './evidence-sort.js';
export { MAX_SAFER_OPTIONS, saferOptions, saferOptionsResolved, type SaferOption } from './safer-options.js';
export { bandFor, directionsFor, lowestDoseAge, type DirectionsForAge } from './directions-for.js';
export {
  editDistance,
  prefixDistance,
  nameDistance,
  nameKeyDistance,
  nameKeyOf,
  nameTypoBudget,
  soundKey,
  typoBudget,
  type NameKey,
} from './names/edit-distance.js';
export { NameIndex, nameIndexOf, type NameEntry, type NameKind, type NameMatch } from './names/name-index.js';
export { NotCarriedNames, notCarriedOf, type NotCarried } from './names/not-carried.js';
