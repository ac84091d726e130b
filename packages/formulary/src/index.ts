export type * from './types.js';
export { formulary } from './formulary.js';
