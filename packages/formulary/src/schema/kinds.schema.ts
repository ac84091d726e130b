import { z } from 'zod';
import {
  idSchema,
  labelFactsSchema,
  labelListsSchema,
  reviewSchema,
  sourceRefSchema,
  textListSchema,
  textSchema,
} from './common.schema.js';

// Every item starts with its id and ends with its review trail: the order its file is written in (--fix keeps it).
const id = idSchema;
const review = reviewSchema;

function isRegularExpression(pattern: string): boolean {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
}

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
  labelLists: labelListsSchema.optional().describe('For an OTC ingredient: its label’s lists, line by line'),
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

export const symptomSchema = z.strictObject({
  id,
  name: textSchema,
  synonyms: textListSchema,
  usualSupplements: z
    .array(idSchema)
    .optional()
    .describe(
      'Supplement ids search offers for this symptom beside the medicines, because they are the usual choice for it (each lists the symptom in its uses, from its fact sheet): melatonin for jet lag',
    ),
  review,
});

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

/** One row of a label's directions table: who it is for and what to do. Ages in years, `fromYears` inclusive. */
export const directionBandSchema = z
  .strictObject({
    fromYears: z.number().nonnegative().optional().describe('Lowest age of this row, in years; missing means birth'),
    belowYears: z.number().positive().optional().describe('The row stops before this age; missing means no upper age'),
    weight: textSchema.optional().describe('The label chart’s weight for this row, e.g. "24 to 35 lb"'),
    action: z
      .enum(['dose', 'ask-a-doctor', 'do-not-use'])
      .describe('dose: the label gives a dose; ask-a-doctor / do-not-use: what the label says for this age'),
    amount: textSchema.optional().describe('With action dose: how much at a time, e.g. "5 mL" or "2 caplets"'),
    text: textSchema.optional().describe('How often and the most in 24 hours, in the label’s terms, plain words'),
  })
  .refine((b) => (b.action === 'dose') === (b.amount !== undefined), {
    message: 'a dose row needs an amount, and only a dose row has one',
    path: ['amount'],
  });

export const directionsSchema = z
  .strictObject({
    source: sourceRefSchema.describe('Usually `label`: the Drug Facts label of the presentation'),
    bands: z.array(directionBandSchema).min(1).describe('The label’s rows from youngest to oldest, covering every age'),
  })
  .describe('The label’s directions by age (and weight where its chart gives one)');

export const formulationSchema = z
  .strictObject({
    id,
    className: textSchema.describe('Shown as the card’s class'),
    categories: z.array(productCategorySchema).min(1),
    activeIngredients: z.array(z.strictObject({ ingredientId: idSchema, strength: textSchema })).min(1),
    uses: z.array(idSchema).describe('Symptom ids, most important first'),
    dose: z.strictObject({ adult: textSchema, pediatric: textSchema }),
    directions: directionsSchema.optional(),
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
  searchNames: textListSchema
    .optional()
    .describe('Other names a shopper types for this very product: a brand (Caltrate 600+D) or the form on the bottle'),
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

/** What the shopper may be describing: an emergency no OTC medicine should be offered for in silence. */
export const redFlagSchema = z
  .strictObject({
    id,
    order: z.int().positive().describe('When several flags apply they are shown lowest first: the most urgent first'),
    message: textSchema.describe(
      'What the shopper reads: the danger in plain words (and what to do, unless `advice` says it)',
    ),
    advice: idSchema
      .optional()
      .describe('The id of shared advice in content/snippets (e.g. call-911-now), read after the message'),
    source: sourceRefSchema.describe('Where the warning signs and the advice come from'),
    holdList: z
      .boolean()
      .optional()
      .describe(
        'True when the advice is not to treat it yourself (every emergency: 911, 988 or Poison Control): the page holds the medicine list back until the shopper asks for it',
      ),
    patterns: z
      .array(z.string().refine(isRegularExpression, 'not a valid regular expression').describe('A regular expression'))
      .min(1)
      .describe(
        'Regular expressions tried on the query lower-cased, accents dropped ("tragó" is "trago"), apostrophes dropped ("can\'t" is "cant") and other punctuation as single spaces; any match raises the flag, negated or not',
      ),
    review,
  })
  .describe('A red flag: phrases that mean "get help now" (911, 988, Poison Control), with that advice');

/** The lists the API knows, and what each entry of them names. */
export const CATEGORY_LISTS = {
  'search-filter': 'productCategory',
  'common-symptoms': 'symptomId',
  'quick-searches': 'symptomId',
} as const;

const categoryEntrySchema = z
  .strictObject({
    productCategory: productCategorySchema.optional().describe('Choosing it shows only products of this category'),
    symptomId: idSchema.optional().describe('A symptom id from content/symptoms: choosing it searches for it'),
    label: textSchema.optional().describe('What the shopper sees; a symptom’s defaults to its name'),
  })
  .refine((e) => (e.productCategory === undefined) !== (e.symptomId === undefined), {
    message: 'give either productCategory or symptomId',
  })
  .refine((e) => e.productCategory === undefined || e.label !== undefined, {
    message: 'a product category needs a label',
    path: ['label'],
  });

export const categorySchema = z
  .strictObject({
    id: z
      .enum(Object.keys(CATEGORY_LISTS) as [keyof typeof CATEGORY_LISTS])
      .describe(
        'search-filter: the search page’s category filter; common-symptoms: under an empty search box; quick-searches: the search page before any search',
      ),
    entries: z.array(categoryEntrySchema).min(1).describe('In the order shoppers see them'),
    review,
  })
  .describe('A list shoppers pick from instead of typing: product categories or symptoms');

/** The lists of words the engine reads profile entries with, and what each holds. */
export const PROFILE_WORD_LISTS = {
  'nothing-to-check': 'Whole entries that say there is nothing to check ("none", "n/a", "no allergies")',
} as const;

export const profileWordsSchema = z
  .strictObject({
    id: z.enum(Object.keys(PROFILE_WORD_LISTS) as [keyof typeof PROFILE_WORD_LISTS]).describe(
      Object.entries(PROFILE_WORD_LISTS)
        .map(([k, v]) => `${k}: ${v}`)
        .join('; '),
    ),
    phrases: textListSchema
      .min(1)
      .describe('Compared with a whole entry, ignoring case, punctuation and spacing ("N/A" is "n a")'),
    review,
  })
  .describe('Words a person writes in a health profile that name no medicine, allergy or condition');

/** A word list of the lay lexicon: the words people use rather than a label's. */
const lexiconWordsSchema = z
  .array(textSchema)
  .min(1)
  .describe('Compared as whole words, ignoring case, accents and punctuation ("estómago" is "estomago")');

export const lexiconSchema = z
  .strictObject({
    id,
    sensations: z
      .array(
        z.strictObject({
          id: idSchema.describe('Named by a body site’s `feels`'),
          words: lexiconWordsSchema.describe('Every form of the word: burn, burns, burning, burned; arde, ardor'),
        }),
      )
      .optional()
      .describe('What a body part feels like (burning, pain, itch), each alone meaning no one symptom'),
    sites: z
      .array(
        z.strictObject({
          id: idSchema,
          words: lexiconWordsSchema.describe('The body site as people name it: stomach, tummy, belly, estómago'),
          feels: z
            .record(idSchema, idSchema)
            .describe('A sensation id (content/lexicon) to the symptom id it means at this site: burning: heartburn'),
        }),
      )
      .optional()
      .describe('Body sites: a site and a sensation in the same clause mean a symptom ("my stomach burns")'),
    phrases: z
      .array(
        z.strictObject({
          symptom: idSchema.describe('A symptom id from content/symptoms'),
          words: lexiconWordsSchema.describe('Whole phrases people type for it: "the runs", "dolor de cabeza"'),
        }),
      )
      .optional()
      .describe('Idioms and other languages’ phrases that name a symptom outright'),
    review,
  })
  .describe('Lay language: idioms, body sites and sensations, and other languages’ words for the symptoms');

export type SourceFile = z.infer<typeof sourceSchema>;
export type SnippetFile = z.infer<typeof snippetSchema>;
export type DrugClassFile = z.infer<typeof drugClassSchema>;
export type IngredientFile = z.infer<typeof ingredientSchema>;
export type ConditionFile = z.infer<typeof conditionSchema>;
export type AllergenFile = z.infer<typeof allergenSchema>;
export type SymptomFile = z.infer<typeof symptomSchema>;
export type FormulationFile = z.infer<typeof formulationSchema>;
export type DirectionsFile = z.infer<typeof directionsSchema>;
export type PresentationEntry = z.infer<typeof presentationSchema>;
export type SupplementCategoryFile = z.infer<typeof supplementCategorySchema>;
export type SupplementFile = z.infer<typeof supplementSchema>;
export type RedFlagFile = z.infer<typeof redFlagSchema>;
export type CategoryFile = z.infer<typeof categorySchema>;
export type ProfileWordsFile = z.infer<typeof profileWordsSchema>;
export type LexiconFile = z.infer<typeof lexiconSchema>;
