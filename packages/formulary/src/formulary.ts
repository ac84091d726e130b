import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadFormularyCached } from './load/cached-formulary.js';
import type { Formulary } from './types.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The shipped content folder (packages/formulary/content), from src/ in tests and dist/ when built. */
export const CONTENT_DIR = path.resolve(here, '..', 'content');

// OTC_CONTENT_DIR runs the app on another copy of the content (a pharmacist's working copy, a test's broken one).
const contentDir = process.env.OTC_CONTENT_DIR ? path.resolve(process.env.OTC_CONTENT_DIR) : CONTENT_DIR;

// Kept inside this package's own tree (never a shared temp folder another user could write a doctored file to).
const cacheDir = path.resolve(here, '..', 'node_modules', '.cache', 'formulary');

/** The whole shipped knowledge base, read from the YAML files (or their cached build) once, when first imported. */
export const formulary: Formulary = loadFormularyCached(contentDir, here, cacheDir);
