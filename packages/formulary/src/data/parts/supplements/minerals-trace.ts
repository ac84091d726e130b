import type { Supplement } from '../../../types.js';
import { S, ironPoisoningWarning, supplement } from './shared.js';

const ironBasis = {
  summary:
    'ODS: iron supplements correct iron deficiency and iron-deficiency anemia; people who are not low in iron do not benefit.',
  source: S.iron,
};

const ironInteractions = [
  'Levothyroxine and levodopa: iron lowers their absorption; take several hours apart.',
  'Quinolone and tetracycline antibiotics: take several hours apart.',
  'Acid reducers (PPIs) lower iron absorption.',
];

const zincChildLimit = {
  belowYears: 14,
  severity: 'avoid' as const,
  message: 'This amount of zinc is above the safe upper limit for children under 14.',
  source: S.zinc,
};

/** Iron, zinc and the other trace minerals. */
export const traceMineralSupplements: Supplement[] = [
  supplement({
    id: 'iron-ferrous-sulfate-325',
    name: 'Iron 65 mg (Ferrous Sulfate 325 mg)',
    ingredient: 'Ferrous sulfate 325 mg (65 mg elemental iron)',
    ingredientIds: ['iron'],
    categoryIds: ['minerals', 'energy', 'womens-health'],
    uses: ['low-iron', 'fatigue'],
    age_group: 'Adults 18+ with iron deficiency',
    summary: 'The standard iron tablet for treating iron deficiency and iron-deficiency anemia.',
    evidence_strength: 'Strong',
    evidenceBasis: ironBasis,
    dosage:
      '1 tablet daily or as your doctor directs, ideally on an empty stomach or with vitamin C. Adults need 8 to 18 mg a day; the upper limit is 45 mg, so this treatment dose is for confirmed deficiency.',
    interactions: ironInteractions,
    contraindications: [
      'Iron overload (hemochromatosis).',
      'Anemia not caused by low iron: have the cause checked first.',
    ],
    side_effects: ['Constipation, nausea, stomach pain', 'Dark or black stools.'],
    warnings: [ironPoisoningWarning, 'Taking with food reduces stomach upset but also absorption.'],
    source: S.iron,
    label: {
      ages: [
        {
          belowYears: 18,
          severity: 'avoid',
          message:
            "This is an adult treatment strength, above the safe upper limit for children; a child's iron dose should be set by a doctor.",
          source: S.iron,
        },
      ],
    },
  }),
  supplement({
    id: 'gentle-iron-bisglycinate',
    name: 'Gentle Iron (Iron Bisglycinate 25 mg)',
    ingredient: 'Iron (as iron bisglycinate chelate) 25 mg',
    ingredientIds: ['iron'],
    categoryIds: ['minerals', 'womens-health'],
    uses: ['low-iron', 'fatigue'],
    age_group: 'Adults 18+',
    summary: 'A lower-dose iron form that many people find easier on the stomach.',
    evidence_strength: 'Strong',
    evidenceBasis: ironBasis,
    dosage: '1 capsule daily, with or without food. Upper limit for adults: 45 mg of iron a day from all supplements.',
    interactions: ironInteractions,
    contraindications: ['Iron overload (hemochromatosis).'],
    side_effects: ['Constipation or nausea (usually milder than ferrous sulfate)', 'Dark stools.'],
    warnings: [ironPoisoningWarning],
    source: S.iron,
    label: {},
  }),
  supplement({
    id: 'iron-with-vitamin-c',
    name: 'Iron 28 mg with Vitamin C',
    ingredient: 'Iron (as ferrous fumarate) 28 mg with vitamin C 250 mg',
    ingredientIds: ['iron', 'vitamin-c'],
    categoryIds: ['minerals', 'energy'],
    uses: ['low-iron', 'fatigue'],
    age_group: 'Adults 18+',
    summary: 'Pairs iron with vitamin C, which helps your body absorb it.',
    evidence_strength: 'Strong',
    evidenceBasis: ironBasis,
    dosage: '1 tablet daily. Upper limit for adults: 45 mg of iron a day from all supplements.',
    interactions: ironInteractions,
    contraindications: ['Iron overload (hemochromatosis).'],
    side_effects: ['Constipation, nausea', 'Dark stools.'],
    warnings: [ironPoisoningWarning],
    source: S.iron,
    label: {},
  }),
  supplement({
    id: 'zinc-30',
    name: 'Zinc 30 mg',
    ingredient: 'Zinc (as zinc gluconate) 30 mg',
    ingredientIds: ['zinc'],
    categoryIds: ['minerals', 'immune-support', 'hair-skin-nails', 'mens-health'],
    uses: ['frequent-colds'],
    age_group: 'Adults 18+',
    summary:
      'Zinc is needed for immune function and wound healing; daily supplements help mainly if your diet is low in zinc.',
    evidence_strength: 'Weak',
    evidenceBasis: {
      summary:
        'ODS: zinc is essential for immunity, but there is little evidence that daily zinc tablets prevent infections in people who get enough.',
      source: S.zinc,
    },
    dosage: '1 tablet daily with food. Adults need 8 to 11 mg a day; upper limit 40 mg a day from all sources.',
    interactions: [
      'Quinolone and tetracycline antibiotics and penicillamine: take several hours apart.',
      'Thiazide water pills increase zinc loss.',
    ],
    contraindications: ['None at this dose; avoid long-term amounts over 40 mg a day.'],
    side_effects: ['Nausea, stomach upset, especially on an empty stomach.'],
    warnings: ['Long-term use above 40 mg a day can cause copper deficiency and weaken the immune system.'],
    source: S.zinc,
    label: { ages: [zincChildLimit] },
  }),
  supplement({
    id: 'zinc-lozenges',
    name: 'Zinc Lozenges',
    ingredient: 'Zinc (as zinc acetate or gluconate) about 13 mg per lozenge',
    ingredientIds: ['zinc'],
    categoryIds: ['minerals', 'immune-support'],
    uses: ['common-cold'],
    age_group: 'Adults 18+',
    summary: 'Dissolved in the mouth at the first sign of a cold, zinc lozenges may shorten it by a day or so.',
    evidence_strength: 'Mixed',
    evidenceBasis: {
      summary:
        'ODS: zinc lozenges started soon after a cold begins may shorten it, but studies disagree and the best dose and form are unclear.',
      source: S.zinc,
    },
    dosage:
      'Dissolve 1 lozenge in the mouth every 2 to 3 hours while awake, starting within a day of symptoms, for no more than a few days. This briefly exceeds the 40 mg upper limit; do not use long term.',
    interactions: ['Quinolone and tetracycline antibiotics: take several hours apart.'],
    contraindications: ['None known for short use.'],
    side_effects: ['Bad taste, nausea, mouth irritation.'],
    warnings: ['Do not use zinc nasal sprays or gels: they have caused permanent loss of smell.'],
    source: S.zinc,
    label: { ages: [zincChildLimit] },
  }),
  supplement({
    id: 'selenium-200',
    name: 'Selenium 200 mcg',
    ingredient: 'Selenium (as selenomethionine) 200 mcg',
    ingredientIds: ['selenium'],
    categoryIds: ['minerals', 'mens-health'],
    uses: [],
    age_group: 'Adults 18+',
    summary:
      'An antioxidant mineral; most people get enough from food, and supplements have not been shown to prevent cancer or heart disease.',
    evidence_strength: 'Weak',
    evidenceBasis: {
      summary:
        'ODS: large trials found selenium supplements did not prevent prostate or other cancers, heart disease or cognitive decline.',
      source: S.selenium,
    },
    dosage: '1 capsule daily. Adults need 55 mcg a day; upper limit 400 mcg a day from all sources.',
    interactions: ['Cisplatin (a cancer drug) can lower selenium levels.'],
    contraindications: ['None known at this dose.'],
    side_effects: ['Too much: garlic breath, metallic taste, hair and nail loss or brittleness, skin rash.'],
    warnings: ['Brazil nuts are very high in selenium; count them toward your total.'],
    source: S.selenium,
    label: {
      ages: [
        {
          belowYears: 9,
          severity: 'avoid',
          message: 'This strength is above the safe upper limit of selenium for children under 9.',
          source: S.selenium,
        },
      ],
    },
  }),
  supplement({
    id: 'potassium-99',
    name: 'Potassium 99 mg',
    ingredient: 'Potassium (as potassium gluconate) 99 mg',
    ingredientIds: ['potassium'],
    categoryIds: ['minerals', 'heart-health'],
    uses: [],
    age_group: 'Adults 18+',
    summary:
      'A small potassium top-up; fruits and vegetables supply far more, and potassium-rich diets are linked to lower blood pressure.',
    evidence_strength: 'Weak',
    evidenceBasis: {
      summary:
        'ODS: diets rich in potassium are linked to lower blood pressure and stroke risk; over-the-counter supplements contain only up to 99 mg, a small fraction of daily needs.',
      source: S.potassium,
    },
    dosage: '1 tablet daily with food. Adequate intake is 2,600 mg (women) to 3,400 mg (men) a day, mostly from food.',
    interactions: [
      'ACE inhibitors, ARBs and potassium-sparing water pills raise potassium: do not take without your doctor.',
      'Salt substitutes often contain potassium.',
    ],
    contraindications: ['Kidney disease.', 'High blood potassium.'],
    side_effects: ['Stomach upset.'],
    warnings: ['Too much potassium can cause dangerous heart rhythms in people whose kidneys cannot clear it.'],
    source: S.potassium,
    label: {},
  }),
  supplement({
    id: 'iodine-150',
    name: 'Iodine 150 mcg',
    ingredient: 'Iodine (as potassium iodide) 150 mcg',
    ingredientIds: ['iodine'],
    categoryIds: ['minerals', 'womens-health'],
    uses: ['prenatal'],
    age_group: 'Adults 18+, especially pregnant or breastfeeding women',
    summary:
      "Iodine is needed for thyroid hormones and a baby's brain development; a daily supplement is advised in pregnancy and breastfeeding.",
    evidence_strength: 'Moderate',
    evidenceBasis: {
      summary:
        'ODS: experts advise pregnant and breastfeeding women to take 150 mcg of iodine daily; the benefit in mildly low-iodine pregnancies is still being studied.',
      source: S.iodine,
    },
    dosage:
      '1 tablet daily. Adults need 150 mcg (220 mcg in pregnancy, 290 mcg breastfeeding) from all sources; upper limit 1,100 mcg a day.',
    interactions: ['Antithyroid medicines (methimazole): extra iodine can interfere; ask your doctor.'],
    contraindications: ['Thyroid disease: check the dose with your doctor.'],
    side_effects: ['Too much can cause thyroid problems, metallic taste, stomach upset.'],
    warnings: ['Many prenatal vitamins already contain 150 mcg of iodine; check before adding this.'],
    source: S.iodine,
    label: {},
  }),
  supplement({
    id: 'chromium-picolinate-200',
    name: 'Chromium Picolinate 200 mcg',
    ingredient: 'Chromium (as chromium picolinate) 200 mcg',
    ingredientIds: ['chromium'],
    categoryIds: ['minerals', 'blood-sugar-metabolism'],
    uses: [],
    age_group: 'Adults 18+',
    summary: 'Sold for blood sugar and weight control; studies show little or no benefit.',
    evidence_strength: 'Weak',
    evidenceBasis: {
      summary:
        'ODS: studies of chromium for blood sugar control in diabetes and for weight loss show small or no effects.',
      source: S.chromium,
    },
    dosage: '1 tablet daily. Adequate intake is 25 to 35 mcg a day; no upper limit has been set.',
    interactions: [
      'Insulin and diabetes medicines: may add to blood-sugar lowering.',
      'Levothyroxine: take several hours apart.',
    ],
    contraindications: ['Kidney or liver disease: ask a doctor (rare reports of harm at high doses).'],
    side_effects: ['Rare: stomach upset, headache.'],
    warnings: ['Do not replace diabetes treatment with chromium.'],
    source: S.chromium,
    label: {},
  }),
];
