import type { Supplement } from '../../../types.js';
import { S, supplement } from './shared.js';

const vitaminDBone =
  'ODS: getting enough vitamin D together with calcium helps keep bones strong and lowers the risk of osteoporosis; extra amounts above need have not shown added benefit.';

/** Single vitamins. */
export const vitaminSupplements: Supplement[] = [
  supplement({
    id: 'vitamin-d3-1000',
    name: 'Vitamin D3 1,000 IU',
    ingredient: 'Cholecalciferol (vitamin D3) 1,000 IU (25 mcg)',
    ingredientIds: ['vitamin-d'],
    categoryIds: ['vitamins', 'joint-bone'],
    uses: ['bone-health'],
    age_group: 'Adults 18+',
    summary:
      'Helps your body absorb calcium to keep bones strong; useful if you get little sun or little vitamin D from food.',
    evidence_strength: 'Strong',
    evidenceBasis: { summary: vitaminDBone, source: S.vitaminD },
    dosage:
      '1 softgel (1,000 IU) daily with a meal. Recommended intake is 600 IU a day for adults up to 70 and 800 IU from 71; do not exceed the upper limit of 4,000 IU (100 mcg) a day from all sources unless a doctor advises.',
    interactions: [
      'Thiazide water pills: together they can raise blood calcium too high.',
      'Orlistat, some cholesterol drugs and steroid medicines such as prednisone can lower vitamin D levels.',
    ],
    contraindications: [
      'High blood calcium or conditions that raise it (e.g. sarcoidosis, overactive parathyroid): ask a doctor first.',
    ],
    side_effects: [
      'Rare at this dose; too much over time can cause nausea, weakness, confusion and kidney stones from high calcium.',
    ],
    warnings: ['Count vitamin D from multivitamins and calcium + D products toward your daily total.'],
    source: S.vitaminD,
    label: {},
  }),
  supplement({
    id: 'vitamin-d3-2000',
    name: 'Vitamin D3 2,000 IU',
    ingredient: 'Cholecalciferol (vitamin D3) 2,000 IU (50 mcg)',
    ingredientIds: ['vitamin-d'],
    categoryIds: ['vitamins', 'joint-bone'],
    uses: ['bone-health'],
    age_group: 'Adults 18+',
    summary: 'A higher-strength vitamin D3 for people who get little sun or have been told their vitamin D is low.',
    evidence_strength: 'Strong',
    evidenceBasis: { summary: vitaminDBone, source: S.vitaminD },
    dosage:
      '1 softgel (2,000 IU) daily with a meal, or as your doctor directs. Upper limit for adults: 4,000 IU (100 mcg) a day from all sources.',
    interactions: [
      'Thiazide water pills: together they can raise blood calcium too high.',
      'Orlistat, some cholesterol drugs and steroid medicines such as prednisone can lower vitamin D levels.',
    ],
    contraindications: [
      'High blood calcium or conditions that raise it (e.g. sarcoidosis, overactive parathyroid): ask a doctor first.',
    ],
    side_effects: [
      'Rare at this dose; too much over time can cause nausea, weakness, confusion and kidney stones from high calcium.',
    ],
    warnings: ['Count vitamin D from multivitamins and calcium + D products toward the 4,000 IU daily upper limit.'],
    source: S.vitaminD,
    label: {
      ages: [
        {
          belowYears: 1,
          severity: 'avoid',
          message:
            'This strength is above the safe upper limit for babies under 1 year; use infant vitamin D drops instead.',
          source: S.vitaminD,
        },
      ],
    },
  }),
  supplement({
    id: 'vitamin-d2-1000',
    name: 'Vitamin D2 (Ergocalciferol) 1,000 IU',
    ingredient: 'Ergocalciferol (vitamin D2) 1,000 IU (25 mcg), plant-derived',
    ingredientIds: ['vitamin-d'],
    categoryIds: ['vitamins', 'joint-bone'],
    uses: ['bone-health'],
    age_group: 'Adults 18+',
    summary: 'A vegan form of vitamin D that supports calcium absorption and bone health.',
    evidence_strength: 'Strong',
    evidenceBasis: {
      summary: `${vitaminDBone} Both D2 and D3 raise blood vitamin D, though D3 may raise it a little more and keep it up longer.`,
      source: S.vitaminD,
    },
    dosage:
      '1 capsule (1,000 IU) daily with a meal. Upper limit for adults: 4,000 IU (100 mcg) a day from all sources.',
    interactions: ['Thiazide water pills: together they can raise blood calcium too high.'],
    contraindications: ['High blood calcium or conditions that raise it: ask a doctor first.'],
    side_effects: [
      'Rare at this dose; too much over time causes high blood calcium (nausea, weakness, kidney stones).',
    ],
    warnings: ['Count vitamin D from other supplements toward your daily total.'],
    source: S.vitaminD,
    label: {},
  }),
  supplement({
    id: 'vitamin-d3-infant-drops',
    name: 'Vitamin D3 Infant Drops 400 IU',
    ingredient: 'Cholecalciferol (vitamin D3) 400 IU (10 mcg) per drop or dropperful',
    ingredientIds: ['vitamin-d'],
    categoryIds: ['vitamins', 'joint-bone'],
    uses: ['bone-health'],
    age_group: 'Infants from birth to 12 months',
    summary:
      'Gives breastfed and partly breastfed babies the vitamin D that breast milk alone does not supply, to prevent rickets.',
    evidence_strength: 'Strong',
    evidenceBasis: {
      summary:
        'ODS: breast milk is low in vitamin D, so breastfed infants are advised to get a 400 IU daily supplement; it prevents rickets.',
      source: S.vitaminD,
    },
    dosage:
      '400 IU once a day exactly as the package directs (one drop or one dropperful depending on the product). Infant upper limit: 1,000 IU a day up to 6 months, 1,500 IU at 6 to 12 months.',
    interactions: ['Formula already contains vitamin D; ask your pediatrician whether a formula-fed baby needs drops.'],
    contraindications: ['Babies with high blood calcium or kidney problems: only as a doctor directs.'],
    side_effects: ['None expected at the labelled dose.'],
    warnings: ['Use only the dropper that comes with the product; products differ in how much liquid makes 400 IU.'],
    source: S.vitaminD,
    label: {},
  }),
  supplement({
    id: 'vitamin-d3-k2',
    name: 'Vitamin D3 + K2',
    ingredient: 'Cholecalciferol (vitamin D3) 1,000 IU (25 mcg) with menaquinone-7 (vitamin K2) 90 mcg',
    ingredientIds: ['vitamin-d', 'vitamin-k'],
    categoryIds: ['vitamins', 'joint-bone'],
    uses: ['bone-health'],
    age_group: 'Adults 18+',
    summary: 'Combines vitamin D for calcium absorption with vitamin K2, which the body uses to build bone proteins.',
    evidence_strength: 'Moderate',
    evidenceBasis: {
      summary:
        'ODS: vitamin D (with calcium) supports bone health; studies of vitamin K supplements on bone density and fractures give conflicting results, so the K2 adds little proven benefit.',
      source: S.vitaminK,
    },
    dosage:
      '1 softgel daily with a meal. Vitamin D upper limit for adults: 4,000 IU a day from all sources; vitamin K has no set upper limit.',
    interactions: [
      'Warfarin: vitamin K works against it; do not start without your doctor.',
      'Thiazide water pills: with vitamin D, blood calcium can rise too high.',
    ],
    contraindications: ['Taking warfarin (ask your doctor).', 'High blood calcium.'],
    side_effects: ['Rare at these amounts.'],
    warnings: ['If you take warfarin, keep your vitamin K intake steady and tell your doctor before any change.'],
    source: S.vitaminK,
    label: {},
  }),
  supplement({
    id: 'vitamin-k2-mk7',
    name: 'Vitamin K2 (MK-7) 100 mcg',
    ingredient: 'Menaquinone-7 (vitamin K2) 100 mcg',
    ingredientIds: ['vitamin-k'],
    categoryIds: ['vitamins', 'joint-bone'],
    uses: ['bone-health'],
    age_group: 'Adults 18+',
    summary: 'Vitamin K helps blood clot normally and helps make proteins in bone; most people get enough from food.',
    evidence_strength: 'Mixed',
    evidenceBasis: {
      summary:
        'ODS: research on whether vitamin K supplements prevent bone loss or fractures has produced mixed results.',
      source: S.vitaminK,
    },
    dosage:
      '1 capsule daily with a meal containing fat. Adequate intake is 120 mcg a day for men and 90 mcg for women; no upper limit has been set.',
    interactions: [
      'Warfarin: vitamin K works against it; change your intake only with your doctor.',
      'Long-term antibiotics, bile acid binders and orlistat can lower vitamin K levels.',
    ],
    contraindications: ['Taking warfarin (ask your doctor first).'],
    side_effects: ['No known harm from vitamin K from food or supplements at these amounts.'],
    warnings: ['If you take warfarin, a sudden increase in vitamin K can stop it working.'],
    source: S.vitaminK,
    label: {},
  }),
  supplement({
    id: 'vitamin-b12-cyanocobalamin',
    name: 'Vitamin B12 1,000 mcg (Cyanocobalamin)',
    ingredient: 'Cyanocobalamin (vitamin B12) 1,000 mcg',
    ingredientIds: ['vitamin-b12'],
    categoryIds: ['vitamins', 'energy', 'brain-memory'],
    uses: ['fatigue'],
    age_group: 'Adults 18+; especially adults over 50, vegans and vegetarians',
    summary:
      'Treats or prevents low B12, which causes tiredness, anemia and nerve problems; it does not boost energy if your B12 is normal.',
    evidence_strength: 'Strong',
    evidenceBasis: {
      summary:
        'ODS: B12 supplements reliably correct and prevent deficiency, common in older adults, vegans and people taking metformin or acid reducers; no benefit for energy when levels are normal.',
      source: S.vitaminB12,
    },
    dosage:
      '1 tablet daily. Adults need 2.4 mcg a day; only a small share of a large dose is absorbed. No upper limit has been set.',
    interactions: [
      'Metformin and acid reducers (PPIs, H2 blockers) can lower B12 absorption: a reason to check levels, not a harm.',
    ],
    contraindications: ['None known at usual doses.'],
    side_effects: ['Rare; B12 has low potential for harm.'],
    warnings: ['Tiredness has many causes; see a doctor if it lasts more than a few weeks.'],
    source: S.vitaminB12,
    label: {},
  }),
  supplement({
    id: 'vitamin-b12-methylcobalamin',
    name: 'Vitamin B12 (Methylcobalamin) Sublingual',
    ingredient: 'Methylcobalamin (vitamin B12) 1,000 mcg, dissolves under the tongue',
    ingredientIds: ['vitamin-b12'],
    categoryIds: ['vitamins', 'energy'],
    uses: ['fatigue'],
    age_group: 'Adults 18+; especially adults over 50, vegans and vegetarians',
    summary: 'A dissolving B12 tablet to prevent or correct low B12; methylcobalamin and cyanocobalamin both work.',
    evidence_strength: 'Strong',
    evidenceBasis: {
      summary:
        'ODS: B12 supplements correct deficiency; there is no strong evidence that one form or under-the-tongue use works better than another.',
      source: S.vitaminB12,
    },
    dosage: 'Dissolve 1 tablet under the tongue daily. Adults need 2.4 mcg a day; no upper limit has been set.',
    interactions: ['Metformin and acid reducers can lower B12 absorption.'],
    contraindications: ['None known at usual doses.'],
    side_effects: ['Rare.'],
    warnings: ['Tiredness has many causes; see a doctor if it lasts.'],
    source: S.vitaminB12,
    label: {},
  }),
  supplement({
    id: 'vitamin-b6-50',
    name: 'Vitamin B6 50 mg',
    ingredient: 'Pyridoxine hydrochloride (vitamin B6) 50 mg',
    ingredientIds: ['vitamin-b6'],
    categoryIds: ['vitamins', 'womens-health'],
    uses: ['nausea'],
    age_group: 'Adults 18+',
    summary:
      "Vitamin B6 is used for nausea and vomiting in pregnancy on a doctor's advice; most people get enough from food.",
    evidence_strength: 'Moderate',
    evidenceBasis: {
      summary:
        'ODS: several trials found vitamin B6 eases nausea in pregnancy (vomiting less clearly); evidence for other uses such as PMS is weak.',
      source: S.vitaminB6,
    },
    dosage:
      'For pregnancy nausea, only as your prenatal provider directs. Adults need 1.3 to 1.7 mg a day; upper limit 100 mg a day. Long-term high doses can damage nerves.',
    interactions: [
      'Some seizure medicines (phenytoin, valproate, carbamazepine) and theophylline lower B6 levels; high-dose B6 may affect seizure medicine levels.',
    ],
    contraindications: ['Numbness or tingling in hands or feet: stop and see a doctor.'],
    side_effects: [
      'Long-term use above 100 mg a day: nerve damage with numbness and loss of control of body movements, skin patches, sensitivity to sunlight, nausea.',
    ],
    warnings: ['Count B6 from B-complex and multivitamin products toward the 100 mg upper limit.'],
    source: S.vitaminB6,
    label: {
      ages: [
        {
          belowYears: 9,
          severity: 'avoid',
          message: 'This strength is above the safe upper limit of vitamin B6 for children under 9.',
          source: S.vitaminB6,
        },
      ],
    },
  }),
  supplement({
    id: 'folic-acid-400',
    name: 'Folic Acid 400 mcg',
    ingredient: 'Folic acid 400 mcg (680 mcg DFE)',
    ingredientIds: ['folic-acid'],
    categoryIds: ['vitamins', 'womens-health'],
    uses: ['prenatal'],
    age_group: 'Women who could become pregnant, and pregnant women',
    summary:
      'Taken before and in early pregnancy, folic acid lowers the chance of neural tube defects such as spina bifida.',
    evidence_strength: 'Strong',
    evidenceBasis: {
      summary:
        'ODS: taking 400 mcg of folic acid daily before conception and in early pregnancy reduces the risk of neural tube defects.',
      source: S.folate,
    },
    dosage:
      '1 tablet (400 mcg) daily, starting at least a month before pregnancy. Upper limit for adults: 1,000 mcg a day of folic acid from supplements and fortified foods.',
    interactions: [
      'Methotrexate: folic acid can change how it works; take it only as your doctor advises.',
      'Some seizure medicines (phenytoin, carbamazepine, valproate) and sulfasalazine: folate and these drugs affect each other.',
    ],
    contraindications: ['Untreated vitamin B12 deficiency: ask a doctor first.'],
    side_effects: ['Rare at this dose.'],
    warnings: [
      'High doses of folic acid can hide vitamin B12 deficiency, which can then damage nerves; have B12 checked if you are at risk.',
    ],
    source: S.folate,
    label: {},
  }),
];
