import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadFormulary } from './load/load-content.js';
import type { Formulary } from './types.js';

/** The shipped content folder (packages/formulary/content), from src/ in tests and dist/ when built. */
export const CONTENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'content');

/** The whole shipped knowledge base, read from the YAML files once, when first imported. */
export const formulary: Formulary = loadFormulary(CONTENT_DIR);
