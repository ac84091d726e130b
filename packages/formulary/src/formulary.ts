import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadFormulary } from './load/load-content.js';
import type { Formulary } from './types.js';

/** The shipped content folder (packages/formulary/content), from src/ in tests and dist/ when built. */
export const CONTENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'content');

// OTC_CONTENT_DIR runs the app on another copy of the content (a pharmacist's working copy, a test's broken one).
const contentDir = process.env.OTC_CONTENT_DIR ? path.resolve(process.env.OTC_CONTENT_DIR) : CONTENT_DIR;

/** The whole shipped knowledge base, read from the YAML files once, when first imported. */
export const formulary: Formulary = loadFormulary(contentDir);
