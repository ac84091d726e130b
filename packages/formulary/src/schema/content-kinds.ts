import type { z } from 'zod';
import {
  allergenSchema,
  categorySchema,
  conditionSchema,
  drugClassSchema,
  formulationSchema,
  lexiconSchema,
  ingredientSchema,
  profileWordsSchema,
  redFlagSchema,
  snippetSchema,
  sourceSchema,
  supplementCategorySchema,
  supplementSchema,
  symptomSchema,
} from './kinds.schema.js';

/** Each kind of content: its folder under content/ and the schema every file in it must satisfy. */
export const CONTENT_KINDS = {
  sources: sourceSchema,
  snippets: snippetSchema,
  classes: drugClassSchema,
  ingredients: ingredientSchema,
  conditions: conditionSchema,
  allergens: allergenSchema,
  symptoms: symptomSchema,
  formulations: formulationSchema,
  'supplement-categories': supplementCategorySchema,
  supplements: supplementSchema,
  'red-flags': redFlagSchema,
  categories: categorySchema,
  'profile-words': profileWordsSchema,
  lexicon: lexiconSchema,
} as const satisfies Record<string, z.ZodType>;

export type ContentKind = keyof typeof CONTENT_KINDS;
export type ContentItem<K extends ContentKind> = z.infer<(typeof CONTENT_KINDS)[K]>;

/** The schema file a YAML file of this kind names in its yaml-language-server header. */
export const schemaFileName = (kind: ContentKind) => `${kind}.schema.json`;
