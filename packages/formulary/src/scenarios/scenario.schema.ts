import { z } from 'zod';
import { idSchema, textSchema } from '../schema/common.schema.js';

/** The reason codes the safety engine gives; a scenario names the ones it expects. */
export const REASON_CODES = [
  'allergy',
  'condition',
  'interaction',
  'duplicate-ingredient',
  'pregnancy',
  'breastfeeding',
  'age',
] as const;
const reasonCode = z.enum(REASON_CODES);

const medication = z.union([
  textSchema,
  z.strictObject({ name: textSchema, dosage: z.string().optional(), frequency: z.string().optional() }),
]);

/** A health profile as a person fills it in (the spec's fields); every field may be left out. */
const scenarioProfileSchema = z.strictObject({
  age: z.number().int().min(1).max(120).optional(),
  gender: z.enum(['male', 'female', 'other', 'prefer-not-to-say']).optional(),
  allergies: z.array(textSchema).optional(),
  medicalConditions: z.array(textSchema).optional(),
  currentMedications: z.array(medication).optional(),
  isPregnant: z.boolean().optional(),
  isBreastfeeding: z.boolean().optional(),
});

export const scenarioSchema = z
  .strictObject({
    id: idSchema.describe('Unique across every scenario file'),
    profile: scenarioProfileSchema,
    product: textSchema.describe('The product as a shopper types it: a brand, a generic or a supplement name'),
    expect: z.strictObject({
      verdict: z.enum(['safe', 'avoid']),
      level: z
        .enum(['do-not-use', 'ask-first'])
        .optional()
        .describe('For avoid: a label "Do not use" or "Ask a doctor before use" (checked once the engine grades)'),
      codes: z.array(reasonCode).optional().describe('Reason codes that must be among the reasons given (for avoid)'),
      cautions: z.array(reasonCode).optional().describe('Caution codes that must be among the cautions given'),
      because: textSchema.describe('Why, in the writer’s own words, from the source'),
    }),
    source: z.strictObject({ title: textSchema, url: z.url({ protocol: /^https$/ }) }),
  })
  .refine((s) => s.expect.verdict === 'avoid' || (s.expect.level === undefined && !s.expect.codes?.length), {
    message: 'a safe scenario has no level and no reason codes',
    path: ['expect'],
  });

/** A scenario file: a list of cases written from the labels and LactMed/ODS/Beers, never from the engine. */
export const scenarioFileSchema = z.strictObject({ scenarios: z.array(scenarioSchema).min(1) });

/** The scenarios the engine is known to get wrong today, each with why; a case that passes must leave the list. */
export const knownGapsSchema = z.strictObject({
  gaps: z.array(z.strictObject({ id: idSchema, why: textSchema })),
});

export type Scenario = z.infer<typeof scenarioSchema>;
export type ScenarioProfile = z.infer<typeof scenarioProfileSchema>;
export type KnownGap = z.infer<typeof knownGapsSchema>['gaps'][number];
