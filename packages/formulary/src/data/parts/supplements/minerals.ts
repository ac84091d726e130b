import type { Supplement } from '../../../types.js';
import { S, supplement } from './shared.js';

const calciumBasis = {
  summary:
    'ODS: getting enough calcium together with vitamin D throughout life helps build and keep strong bones and lowers the risk of osteoporosis.',
  source: S.calcium,
};

const calciumKidneyStones = {
  conditionId: 'kidney-stones',
  severity: 'caution' as const,
  message:
    'You have had kidney stones; calcium supplements (unlike calcium from food) may raise the chance of another stone.',
  source: S.calcium,
};

const magnesiumChildLimit = {
  belowYears: 9,
  severity: 'avoid' as const,
  message: 'This strength is above the safe upper limit of supplemental magnesium for children under 9.',
  source: S.magnesium,
};

/** Calcium and magnesium products. */
export const calciumMagnesiumSupplements: Supplement[] = [
  supplement({
    id: 'calcium-600-d3',
    name: 'Calcium 600 mg + Vitamin D3',
    ingredient: 'Calcium (as calcium carbonate) 600 mg with vitamin D3 800 IU (20 mcg)',
    ingredientIds: ['calcium', 'vitamin-d'],
    categoryIds: ['minerals', 'joint-bone'],
    uses: ['bone-health'],
    age_group: 'Adults 18+',
    summary: 'Tops up calcium and vitamin D for bone strength when your diet does not provide enough.',
    evidence_strength: 'Strong',
    evidenceBasis: calciumBasis,
    dosage:
      '1 tablet once or twice daily with food (calcium carbonate needs food to absorb well); take no more than about 500 to 600 mg at a time. Adults need 1,000 to 1,200 mg a day from food and supplements; upper limit 2,500 mg (age 19 to 50) or 2,000 mg (51+).',
    interactions: [
      'Levothyroxine, bisphosphonates and quinolone or tetracycline antibiotics: take several hours apart.',
      'Thiazide water pills: can raise blood calcium too high.',
    ],
    contraindications: ['High blood calcium.', 'Kidney stones: ask a doctor.'],
    side_effects: ['Gas, bloating and constipation.'],
    warnings: [
      'Count calcium from food, antacids and multivitamins; more than the upper limit raises the risk of kidney stones.',
    ],
    source: S.calcium,
    label: { conditions: [calciumKidneyStones] },
  }),
  supplement({
    id: 'calcium-citrate-d3',
    name: 'Calcium Citrate + Vitamin D3',
    ingredient: 'Calcium (as calcium citrate) 315 mg with vitamin D3 500 IU (12.5 mcg) per 2 caplets',
    ingredientIds: ['calcium', 'vitamin-d'],
    categoryIds: ['minerals', 'joint-bone'],
    uses: ['bone-health'],
    age_group: 'Adults 18+',
    summary: 'A form of calcium that absorbs well with or without food, including for people who take acid reducers.',
    evidence_strength: 'Strong',
    evidenceBasis: calciumBasis,
    dosage:
      '2 caplets once or twice daily, with or without food. Adults need 1,000 to 1,200 mg a day from all sources; upper limit 2,500 mg (19 to 50) or 2,000 mg (51+).',
    interactions: [
      'Levothyroxine, bisphosphonates and quinolone or tetracycline antibiotics: take several hours apart.',
      'Thiazide water pills: can raise blood calcium too high.',
    ],
    contraindications: ['High blood calcium.', 'Kidney stones: ask a doctor.'],
    side_effects: ['Less gas and constipation than calcium carbonate, but still possible.'],
    warnings: ['Count calcium from food, antacids and multivitamins toward your daily total.'],
    source: S.calcium,
    label: { conditions: [calciumKidneyStones] },
  }),
  supplement({
    id: 'calcium-magnesium-zinc-d3',
    name: 'Calcium Magnesium Zinc + D3',
    ingredient: 'Calcium 1,000 mg, magnesium 400 mg, zinc 15 mg and vitamin D3 per 3 tablets',
    ingredientIds: ['calcium', 'magnesium', 'zinc', 'vitamin-d'],
    categoryIds: ['minerals', 'joint-bone'],
    uses: ['bone-health'],
    age_group: 'Adults 18+',
    summary:
      'Combines calcium and vitamin D for bones with magnesium and zinc; the calcium and vitamin D carry most of the evidence.',
    evidence_strength: 'Moderate',
    evidenceBasis: {
      summary: `${calciumBasis.summary} Evidence that added magnesium or zinc improves bone health is limited.`,
      source: S.calcium,
    },
    dosage:
      'Up to 3 tablets daily in divided doses with meals. The full dose gives 400 mg of magnesium, above the 350 mg upper limit for supplemental magnesium; 2 tablets a day stays within it.',
    interactions: [
      'Levothyroxine, bisphosphonates and quinolone or tetracycline antibiotics: take several hours apart.',
      'Thiazide water pills: can raise blood calcium too high.',
    ],
    contraindications: ['Kidney disease.', 'High blood calcium.'],
    side_effects: ['Diarrhea (magnesium) or constipation (calcium)', 'Stomach upset.'],
    warnings: ['Large tablets: swallow with plenty of water.'],
    source: S.calcium,
    label: { conditions: [calciumKidneyStones], ages: [magnesiumChildLimit] },
  }),
  supplement({
    id: 'magnesium-glycinate',
    name: 'Magnesium Glycinate',
    ingredient: 'Magnesium (as magnesium glycinate) 200 mg per 2 capsules',
    ingredientIds: ['magnesium'],
    categoryIds: ['minerals', 'sleep-relaxation'],
    uses: ['leg-cramps', 'insomnia'],
    age_group: 'Adults 18+',
    summary:
      'A gentle form of magnesium people take for sleep and muscle cramps; it mainly helps if your diet is low in magnesium.',
    evidence_strength: 'Weak',
    evidenceBasis: {
      summary:
        'ODS: many people get less magnesium than recommended, but there is little good evidence that supplements improve sleep or ease leg cramps in people who are not deficient.',
      source: S.magnesium,
    },
    dosage:
      '2 capsules daily, often in the evening. Adults need 310 to 420 mg a day from food and supplements; upper limit for supplements 350 mg a day.',
    interactions: [
      'Bisphosphonates and quinolone or tetracycline antibiotics: take several hours apart.',
      'Some water pills and acid reducers (PPIs) lower magnesium levels.',
    ],
    contraindications: ['Kidney disease.'],
    side_effects: ['Diarrhea, nausea and cramps (less common with glycinate than with other forms).'],
    warnings: ['Very high doses can cause magnesium toxicity, especially with poor kidney function.'],
    source: S.magnesium,
    label: { ages: [magnesiumChildLimit] },
  }),
  supplement({
    id: 'magnesium-250',
    name: 'Magnesium 250 mg',
    ingredient: 'Magnesium (as magnesium oxide) 250 mg',
    ingredientIds: ['magnesium'],
    categoryIds: ['minerals', 'headache-migraine'],
    uses: ['migraine', 'leg-cramps'],
    age_group: 'Adults 18+',
    summary: 'A basic magnesium tablet; taken daily, magnesium may modestly reduce how often migraines happen.',
    evidence_strength: 'Mixed',
    evidenceBasis: {
      summary:
        "ODS: some studies show magnesium supplements can modestly reduce migraine frequency, but results vary; use for migraine with a doctor's guidance.",
      source: S.magnesium,
    },
    dosage: '1 tablet daily with food. Upper limit for supplemental magnesium: 350 mg a day for adults.',
    interactions: ['Bisphosphonates and quinolone or tetracycline antibiotics: take several hours apart.'],
    contraindications: ['Kidney disease.'],
    side_effects: ['Diarrhea (common with magnesium oxide), nausea, stomach cramps.'],
    warnings: ['See a doctor for frequent or severe headaches.'],
    source: S.magnesium,
    label: { ages: [magnesiumChildLimit] },
  }),
];
