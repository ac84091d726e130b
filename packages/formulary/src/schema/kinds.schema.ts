import { z } from 'zod';
import {
  idSchema,
  labelFactsSchema,
  reviewSchema,
  sourceRefSchema,
  textListSchema,
  textSchema,
} from './common.schema.js';

// Every item starts with its id and ends with its review trail: the order its file is written in (--fix keeps it).
const id = idSchema;
const review = reviewSchema;

export const sourceSchema = z
  .strictObject({
    id,
    title: textSchema,
    url: z.url({ protocol: /^https$/ }).describe('An https address of the label, monograph or fact sheet'),
    review,
  })
  .describe('A public, authoritative source that facts cite by id');

export const snippetSchema = z
  .strictObject({ id, text: textSchema, source: sourceRefSchema.optional(), review })
  .describe('Wording shared by several facts: edit it here and every fact using it changes');

export const drugClassSchema = z.strictObject({
  id,
  name: textSchema,
  synonyms: textListSchema,
  parentIds: z.array(idSchema).optional().describe('Broader classes: their facts and interactions reach this one'),
  allergyCrossReactive: z.boolean().describe('An allergy to one member means avoiding the others too'),
  facts: labelFactsSchema.optional(),
  review,
});

export const ingredientSchema = z.strictObject({
  id,
  name: textSchema,
  kind: z.enum(['otc', 'rx', 'supplement']),
  classIds: z.array(idSchema),
  synonyms: textListSchema.describe('International names, abbreviations, common misspellings'),
  brandNames: textListSchema.optional().describe('Brands whose only active ingredient this is'),
  componentIds: z.array(idSchema).optional().describe('For a combination sold under one name: what is inside'),
  facts: labelFactsSchema.optional(),
  source: sourceRefSchema,
  review,
});

export const conditionSchema = z.strictObject({
  id,
  name: textSchema,
  synonyms: textListSchema,
  parentIds: z.array(idSchema).optional().describe('Broader conditions this is a case of: their warnings apply too'),
  review,
});

export const allergenSchema = z.strictObject({
  id,
  name: textSchema,
  synonyms: textListSchema,
  classIds: z.array(idSchema).optional(),
  ingredientIds: z.array(idSchema).optional(),
  review,
});

export const symptomSchema = z.strictObject({ id, name: textSchema, synonyms: textListSchema, review });

export const productCategorySchema = z.enum([
  'pain-relief',
  'cold-flu',
  'allergies',
  'digestive',
  'sleep',
  'skin',
  'eye-ear',
  'oral',
  'smoking-cessation',
  'womens-health',
  'first-aid',
]);

export const presentationSchema = z.strictObject({
  id: idSchema,
  name: textSchema.describe('As the package says it, e.g. "Advil" or "Ibuprofen 200 mg"'),
  searchNames: textListSchema.describe('Other names a shopper types for this very product'),
  summary: textSchema.optional().describe('Overrides the formulation summary for this presentation'),
  source: sourceRefSchema.describe('This presentation’s Drug Facts label; facts citing `label` cite it'),
  buyUrl: z.url().optional(),
});

export const formulationSchema = z
  .strictObject({
    id,
    className: textSchema.describe('Shown as the card’s class'),
    categories: z.array(productCategorySchema).min(1),
    activeIngredients: z.array(z.strictObject({ ingredientId: idSchema, strength: textSchema })).min(1),
    uses: z.array(idSchema).describe('Symptom ids, most important first'),
    dose: z.strictObject({ adult: textSchema, pediatric: textSchema }),
    summary: textSchema.optional(),
    mechanism: textSchema,
    warnings: textListSchema,
    sideEffects: textListSchema,
    interactions: textListSchema,
    contraindications: textListSchema,
    allergenIds: z.array(idSchema).optional().describe('Allergens among the inactive ingredients, where known'),
    localUse: z
      .boolean()
      .optional()
      .describe('Used on skin, eye, ear or mouth: its ingredients’ swallowed-medicine warnings do not apply'),
    label: labelFactsSchema.describe('Facts of this formulation’s label'),
    presentations: z.array(presentationSchema).min(1),
    review,
  })
  .describe('One clinical product and the brands and store brands that sell it');

export const supplementCategorySchema = z.strictObject({ id, name: textSchema, description: textSchema, review });

export const supplementSchema = z.strictObject({
  id,
  name: textSchema,
  ingredient: textSchema,
  ingredientIds: z.array(idSchema).min(1),
  categoryIds: z.array(idSchema),
  uses: z.array(idSchema),
  age_group: textSchema,
  summary: textSchema,
  evidence_strength: z.enum(['Strong', 'Moderate', 'Weak', 'Mixed']),
  evidenceBasis: z.strictObject({ summary: textSchema, source: sourceRefSchema }),
  dosage: textSchema,
  interactions: textListSchema,
  contraindications: textListSchema,
  side_effects: textListSchema,
  warnings: textListSchema,
  allergenIds: z.array(idSchema).optional(),
  buyUrl: z.url().optional(),
  source: sourceRefSchema,
  label: labelFactsSchema,
  review,
});

export type SourceFile = z.infer<typeof sourceSchema>;
export type SnippetFile = z.infer<typeof snippetSchema>;
export type DrugClassFile = z.infer<typeof drugClassSchema>;
export type IngredientFile = z.infer<typeof ingredientSchema>;
export type ConditionFile = z.infer<typeof conditionSchema>;
export type AllergenFile = z.infer<typeof allergenSchema>;
export type SymptomFile = z.infer<typeof symptomSchema>;
export type FormulationFile = z.infer<typeof formulationSchema>;
export type PresentationEntry = z.infer<typeof presentationSchema>;
export type SupplementCategoryFile = z.infer<typeof supplementCategorySchema>;
export type SupplementFile = z.infer<typeof supplementSchema>;
