import { z } from 'zod';

export const idSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'an id is lower-case words joined by hyphens, e.g. ibuprofen-200-mg');

const text = z.string().trim().min(1, 'must not be empty');
export const textSchema = text;
export const textListSchema = z.array(text);

/** A pharmacist's sign-off: who, when, which label version, and a fingerprint of what they read. */
export const signOffSchema = z.strictObject({
  by: text.describe('Name and credential of the pharmacist, e.g. "A. Rivera, PharmD"'),
  on: z.iso.date().describe('The date of the review, YYYY-MM-DD'),
  label: text.describe('The label or source version read, e.g. "DailyMed setid ... version 12" or "LactMed 2024-05"'),
  fingerprint: z
    .string()
    .regex(/^[0-9a-f]{12}$/)
    .describe('Written by `content review`: the item as it was signed off; a later edit makes it unreviewed again'),
});

/** Every content file carries its review trail; an empty list means no pharmacist has signed it off yet. */
export const reviewSchema = z.array(signOffSchema).describe('Sign-offs, oldest first; `pnpm content review` adds one');

/** A source id, or `label` for "the Drug Facts label of the presentation being judged". */
export const sourceRefSchema = idSchema.describe('A source id from content/sources, or `label` in a formulation');

const worded = {
  message: text.optional().describe('What the shopper reads, in plain words'),
  snippet: idSchema.optional().describe('Instead of message: the id of shared wording in content/snippets'),
  source: sourceRefSchema,
};
const exactlyOneWording = (fact: { message?: string | undefined; snippet?: string | undefined }) =>
  (fact.message === undefined) !== (fact.snippet === undefined);
const wordingError = { message: 'give either message or snippet, not both and not neither' };

const severity = z
  .enum(['avoid', 'caution'])
  .describe('avoid: the product is marked avoid; caution: shown, the product stays safe');

/** How strongly an avoid fact says no; the `levels` linter asks every avoid fact for one and no caution. */
export const levelSchema = z
  .enum(['do-not-use', 'ask-first'])
  .describe(
    'Only on an avoid fact. do-not-use: a label "Do not use" line or a clear contraindication; ask-first: a label "Ask a doctor (or pharmacist) before use" line, a LactMed caution, Beers, or a source that says to check first',
  );
const graded = { severity, level: levelSchema.optional() };

export const factSchema = z.strictObject({ ...graded, ...worded }).refine(exactlyOneWording, wordingError);

/** An explicit "nothing is known": the pregnancy-data linter accepts it in place of a fact; the engine sees none. */
export const noDataSchema = z
  .strictObject({
    noData: z.literal(true),
    source: sourceRefSchema.describe('Where it was looked up and found to say nothing, e.g. the LactMed entry'),
  })
  .describe('Checked: the source has no data on this; no fact is shown');

export const labelFactsSchema = z
  .strictObject({
    conditions: z
      .array(z.strictObject({ conditionId: idSchema, ...graded, ...worded }).refine(exactlyOneWording, wordingError))
      .optional(),
    interactions: z
      .array(
        z
          .strictObject({
            targetId: idSchema.describe('An ingredient or drug class id (a class also matches its subclasses)'),
            ...graded,
            ...worded,
          })
          .refine(exactlyOneWording, wordingError),
      )
      .optional(),
    ages: z
      .array(
        z
          .strictObject({
            belowYears: z.number().positive().optional(),
            fromYears: z.number().positive().optional(),
            ...graded,
            ...worded,
          })
          .refine(exactlyOneWording, wordingError)
          .refine((a) => (a.belowYears === undefined) !== (a.fromYears === undefined), {
            message: 'give either belowYears or fromYears',
          }),
      )
      .optional(),
    pregnancy: z.union([factSchema, noDataSchema]).optional(),
    breastfeeding: z.union([factSchema, noDataSchema]).optional(),
    allergyAlerts: z
      .array(z.strictObject({ targetId: idSchema, ...worded }).refine(exactlyOneWording, wordingError))
      .optional(),
  })
  .describe('Warnings as data; each drives verdicts and cites a source');

/** The three lists of a Drug Facts label that name who should not use the product, and the level each means. */
export const LABEL_LISTS = {
  doNotUse: 'do-not-use',
  askDoctor: 'ask-first',
  askDoctorOrPharmacist: 'ask-first',
} as const;
export type LabelListName = keyof typeof LABEL_LISTS;

/** A line that is no fact of a profile: said with a `why`. */
export const NOT_A_PROFILE_FACT = 'not-a-profile-fact';

/**
 * What makes the engine act on a label line: `condition:<id>`, `interaction:<ingredient or class id>`,
 * `allergy:<ingredient, class or allergen id>`, `age:under-<years>`, `age:from-<years>`, `pregnancy`,
 * `breastfeeding`, or `not-a-profile-fact`.
 */
export const COVER_PATTERN =
  /^(?:(?:condition|interaction|allergy):[a-z0-9]+(?:-[a-z0-9]+)*|age:(?:under|from)-\d+(?:\.\d+)?|pregnancy|breastfeeding|not-a-profile-fact)$/;

const labelLineSchema = z
  .strictObject({
    says: text.describe('The label line, in brief and in plain words'),
    covers: z
      .string()
      .regex(
        COVER_PATTERN,
        'write condition:<id>, interaction:<id>, allergy:<id>, age:under-<years>, age:from-<years>, pregnancy, breastfeeding or not-a-profile-fact',
      )
      .describe(
        'The fact that makes the engine act on this line: condition:<id>, interaction:<id>, allergy:<id>, age:under-<years>, age:from-<years>, pregnancy, breastfeeding; or not-a-profile-fact (then say why)',
      ),
    why: text
      .optional()
      .describe('Only with not-a-profile-fact: why no profile fact can carry it, e.g. "a symptom at the time of use"'),
  })
  .refine((l) => (l.covers === NOT_A_PROFILE_FACT) === (l.why !== undefined), {
    message: 'give a why exactly when the line is not-a-profile-fact',
    path: ['why'],
  });

/**
 * An OTC ingredient's standard Drug Facts label (the single-ingredient monograph label), its three lists line by
 * line, each naming the fact that carries it: the label-lists linter checks that every line became a fact.
 */
export const labelListsSchema = z
  .strictObject({
    source: sourceRefSchema.describe('The label transcribed: a DailyMed label or the CFR monograph'),
    formulations: z
      .array(idSchema)
      .min(1)
      .optional()
      .describe(
        'Where the ingredient is sold under different labels (gum and patch): the formulations that carry this one. Default: every product containing it, but a cream or drop (`localUse`) only when nothing else contains it',
      ),
    doNotUse: z.array(labelLineSchema).describe('"Do not use": each line needs a do-not-use fact; [] if none'),
    askDoctor: z.array(labelLineSchema).describe('"Ask a doctor before use if you have": ask-first facts; [] if none'),
    askDoctorOrPharmacist: z
      .array(labelLineSchema)
      .describe('"Ask a doctor or pharmacist before use if you are taking": ask-first facts; [] if none'),
  })
  .describe('The label’s "Do not use" and "Ask a doctor" lists, each line with the fact that carries it');

export type FactFile = z.infer<typeof factSchema>;
export type LabelListsFile = z.infer<typeof labelListsSchema>;
export type LabelLineFile = z.infer<typeof labelLineSchema>;
export type LevelFile = z.infer<typeof levelSchema>;
export type NoDataFile = z.infer<typeof noDataSchema>;
export type LabelFactsFile = z.infer<typeof labelFactsSchema>;
export type SignOff = z.infer<typeof signOffSchema>;
