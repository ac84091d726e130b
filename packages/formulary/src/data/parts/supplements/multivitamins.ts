import type { Supplement } from '../../../types.js';
import { S, ironPoisoningWarning, supplement } from './shared.js';

const mvmsBasis = {
  summary:
    'ODS: multivitamins help people fill gaps in their diet, but for most healthy people they have not been shown to prevent heart disease, cancer or other chronic disease.',
  source: S.mvms,
};

/** Multivitamin/mineral products. Their ingredient lists carry the per-nutrient facts (vitamin K with warfarin, iron, calcium). */
export const multivitaminSupplements: Supplement[] = [
  supplement({
    id: 'womens-multivitamin',
    name: "Women's Multivitamin with Iron",
    ingredient:
      'Vitamins A, C, D, E, K and B vitamins including folic acid, with iron 18 mg, calcium, magnesium, zinc, selenium and iodine',
    ingredientIds: [
      'vitamin-a',
      'vitamin-c',
      'vitamin-d',
      'vitamin-e',
      'vitamin-k',
      'vitamin-b6',
      'vitamin-b12',
      'folic-acid',
      'iron',
      'calcium',
      'magnesium',
      'zinc',
      'selenium',
      'iodine',
    ],
    categoryIds: ['vitamins', 'minerals', 'womens-health'],
    uses: ['fatigue', 'low-iron'],
    age_group: 'Women 18 to 50',
    summary: 'A daily multivitamin with the extra iron and folic acid that women who menstruate need.',
    evidence_strength: 'Weak',
    evidenceBasis: mvmsBasis,
    dosage: '1 tablet daily with food. Women 19 to 50 need 18 mg of iron a day; upper limit 45 mg.',
    interactions: [
      'Warfarin: contains vitamin K; tell your doctor.',
      'Levothyroxine, bisphosphonates and quinolone or tetracycline antibiotics: take several hours apart (iron, calcium, magnesium, zinc bind them).',
    ],
    contraindications: [
      'Iron overload (hemochromatosis).',
      'Kidney disease: ask your doctor which multivitamin to use.',
    ],
    side_effects: ['Nausea or constipation from iron', 'Dark stools.'],
    warnings: [
      ironPoisoningWarning,
      'If you are pregnant or planning pregnancy, a prenatal vitamin is usually a better choice.',
    ],
    source: S.mvms,
    label: {},
  }),
  supplement({
    id: 'mens-multivitamin',
    name: "Men's Multivitamin",
    ingredient: 'Vitamins A, C, D, E, K and B vitamins, with calcium, magnesium, zinc and selenium; iron-free',
    ingredientIds: [
      'vitamin-a',
      'vitamin-c',
      'vitamin-d',
      'vitamin-e',
      'vitamin-k',
      'vitamin-b6',
      'vitamin-b12',
      'folic-acid',
      'calcium',
      'magnesium',
      'zinc',
      'selenium',
    ],
    categoryIds: ['vitamins', 'minerals', 'mens-health'],
    uses: ['fatigue'],
    age_group: 'Men 18+',
    summary: 'A daily iron-free multivitamin for men, whose iron needs are usually met by food.',
    evidence_strength: 'Weak',
    evidenceBasis: mvmsBasis,
    dosage:
      '1 tablet daily with food. Do not add other products with the same vitamins without checking the upper limits.',
    interactions: [
      'Warfarin: contains vitamin K; tell your doctor.',
      'Levothyroxine, bisphosphonates and quinolone or tetracycline antibiotics: take several hours apart.',
    ],
    contraindications: ['Kidney disease: ask your doctor which multivitamin to use.'],
    side_effects: ['Mild stomach upset', 'Bright yellow urine (harmless).'],
    warnings: ['Smokers should avoid multivitamins with large amounts of beta-carotene.'],
    source: S.mvms,
    label: {},
  }),
  supplement({
    id: 'multivitamin-50-plus',
    name: 'Multivitamin 50+',
    ingredient:
      'Vitamins A, C, D, E, K and B vitamins with extra B12 and vitamin D, calcium, magnesium, zinc and selenium; low or no iron',
    ingredientIds: [
      'vitamin-a',
      'vitamin-c',
      'vitamin-d',
      'vitamin-e',
      'vitamin-k',
      'vitamin-b6',
      'vitamin-b12',
      'folic-acid',
      'calcium',
      'magnesium',
      'zinc',
      'selenium',
    ],
    categoryIds: ['vitamins', 'minerals', 'joint-bone'],
    uses: ['fatigue', 'bone-health'],
    age_group: 'Adults 50+',
    summary:
      'A multivitamin for older adults, with more of the B12 and vitamin D that many people over 50 run short of.',
    evidence_strength: 'Weak',
    evidenceBasis: {
      summary: `${mvmsBasis.summary} Adults over 50 absorb less B12 from food, so ODS advises getting it from supplements or fortified foods.`,
      source: S.mvms,
    },
    dosage: '1 tablet daily with food.',
    interactions: [
      'Warfarin: contains vitamin K; tell your doctor.',
      'Levothyroxine, bisphosphonates and quinolone or tetracycline antibiotics: take several hours apart.',
    ],
    contraindications: ['Kidney disease: ask your doctor which multivitamin to use.', 'High blood calcium.'],
    side_effects: ['Mild stomach upset.'],
    warnings: ['Check vitamin D and calcium from other supplements so you stay under the upper limits.'],
    source: S.mvms,
    label: {},
  }),
  supplement({
    id: 'prenatal-multivitamin',
    name: 'Prenatal Multivitamin',
    ingredient: 'Folic acid 400 to 800 mcg, iron 27 mg, iodine 150 mcg, vitamin D, calcium, B6, B12 and choline',
    ingredientIds: ['folic-acid', 'iron', 'iodine', 'vitamin-d', 'calcium', 'vitamin-b6', 'vitamin-b12', 'choline'],
    categoryIds: ['vitamins', 'minerals', 'womens-health'],
    uses: ['prenatal', 'low-iron'],
    age_group: 'Women planning pregnancy, pregnant or breastfeeding',
    summary: 'Supplies the folic acid, iron and iodine that pregnancy needs more of, starting before conception.',
    evidence_strength: 'Strong',
    evidenceBasis: {
      summary:
        'ODS: folic acid before and in early pregnancy prevents neural tube defects, pregnancy iron needs rise to 27 mg a day, and pregnant and breastfeeding women are advised to take 150 mcg of iodine daily.',
      source: S.folate,
    },
    dosage:
      '1 tablet daily, ideally starting a month before conception and continuing through breastfeeding, or as your prenatal provider directs.',
    interactions: [
      'Levothyroxine: take several hours apart (iron and calcium block it).',
      'Methotrexate and some seizure medicines interact with folic acid; ask your doctor.',
    ],
    contraindications: ['Iron overload (hemochromatosis).'],
    side_effects: ['Nausea and constipation (often from iron)', 'Dark stools.'],
    warnings: [
      ironPoisoningWarning,
      'Do not add separate vitamin A supplements in pregnancy; too much preformed vitamin A can cause birth defects.',
    ],
    source: S.folate,
    label: {},
  }),
  supplement({
    id: 'childrens-multivitamin-gummies',
    name: "Children's Multivitamin Gummies",
    ingredient: 'Vitamins A, C, D, E, B6, B12 and folic acid, iron-free',
    ingredientIds: ['vitamin-a', 'vitamin-c', 'vitamin-d', 'vitamin-e', 'vitamin-b6', 'vitamin-b12', 'folic-acid'],
    categoryIds: ['vitamins'],
    uses: [],
    age_group: 'Children 4+',
    summary:
      'A chewable daily vitamin for children who are picky eaters; most children who eat a varied diet do not need one.',
    evidence_strength: 'Weak',
    evidenceBasis: {
      summary:
        'ODS: multivitamins can fill gaps for children with limited diets, but there is no evidence they benefit children who eat well.',
      source: S.mvms,
    },
    dosage: "As the label directs for the child's age, usually 1 to 2 gummies a day. Do not give more than directed.",
    interactions: ['Give other vitamin products only after checking the totals.'],
    contraindications: ['None known at labelled amounts.'],
    side_effects: ['Stomach upset if too many are eaten.'],
    warnings: [
      "Gummies look like candy: store them out of children's reach; eating many at once can cause vitamin overdose.",
      "Iron-containing children's vitamins are a poisoning risk; this one is iron-free.",
    ],
    source: S.mvms,
    label: {},
  }),
];
