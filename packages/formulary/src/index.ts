export type * from './types.js';
export { formulary } from './formulary.js';
export { validateFormulary } from './validate.js';
export * as sources from './data/sources.js';
