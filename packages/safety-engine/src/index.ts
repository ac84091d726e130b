export type * from './types.js';
export { emptyProfile, normaliseList, normaliseProfile } from './normalise-profile.js';
export { buildKnowledge, normaliseText, termsIn, type Knowledge } from './knowledge.js';
export { evaluateMedication } from './evaluate.js';
export { evidenceRank, sortByEvidence } from './evidence-sort.js';
