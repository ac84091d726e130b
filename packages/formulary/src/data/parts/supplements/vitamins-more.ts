import type { Supplement } from '../../../types.js';
import { S, supplement } from './shared.js';

/** More single vitamins and vitamin pairs. */
export const moreVitaminSupplements: Supplement[] = [
  supplement({
    id: 'vitamin-b-complex',
    name: 'Vitamin B Complex',
    ingredient:
      'B1 (thiamin), B2 (riboflavin), B3 (niacinamide), B5, B6, folic acid, B7 (biotin) and B12 in one tablet',
    ingredientIds: [
      'thiamin',
      'riboflavin',
      'niacin',
      'pantothenic-acid',
      'vitamin-b6',
      'folic-acid',
      'biotin',
      'vitamin-b12',
    ],
    categoryIds: ['vitamins', 'energy'],
    uses: ['fatigue'],
    age_group: 'Adults 18+',
    summary: 'Supplies the eight B vitamins, which help turn food into energy; it helps only if your diet falls short.',
    evidence_strength: 'Weak',
    evidenceBasis: {
      summary:
        'ODS: B vitamin supplements correct low intakes, but there is no good evidence that they raise energy or prevent disease in people who already get enough.',
      source: S.mvms,
    },
    dosage:
      '1 tablet daily with food. Check the label: B6 should stay under 100 mg, niacin under 35 mg and folic acid under 1,000 mcg a day from all supplements.',
    interactions: [
      'Methotrexate and some seizure medicines interact with folic acid; ask your doctor.',
      'Levodopa taken without carbidopa is weakened by vitamin B6.',
    ],
    contraindications: ['None known at usual doses.'],
    side_effects: ['Bright yellow urine (harmless, from riboflavin); mild stomach upset.'],
    warnings: [
      'Biotin in B-complex products can distort some lab tests (thyroid, heart); tell your doctor before blood tests.',
    ],
    source: S.mvms,
    label: {},
  }),
  supplement({
    id: 'niacin-500',
    name: 'Niacin 500 mg',
    ingredient: 'Niacin (nicotinic acid) 500 mg',
    ingredientIds: ['niacin'],
    categoryIds: ['vitamins', 'heart-health'],
    uses: ['heart-health'],
    age_group: 'Adults 18+, under medical supervision',
    summary:
      'High-dose niacin can lower triglycerides and raise HDL cholesterol, but it has not been shown to prevent heart attacks in people already on a statin.',
    evidence_strength: 'Mixed',
    evidenceBasis: {
      summary:
        'ODS: high-dose niacin improves blood lipid levels, but large trials found no fewer heart attacks or strokes when it was added to statin treatment, and side effects were more common.',
      source: S.niacin,
    },
    dosage:
      'Only as a doctor directs for cholesterol. Adults need 14 to 16 mg a day; the upper limit for supplements is 35 mg a day (to avoid flushing), so this dose is for supervised use.',
    interactions: [
      'Statins: together they may raise the risk of muscle damage.',
      'Diabetes medicines: niacin can raise blood sugar.',
      'Blood pressure medicines and alcohol can add to flushing and dizziness.',
    ],
    contraindications: ['Liver disease.', 'Stomach ulcer, gout or diabetes: ask a doctor first.'],
    side_effects: [
      'Flushing, itching and warmth of the skin',
      'Stomach upset',
      'Liver damage and raised blood sugar at high doses over time.',
    ],
    warnings: [
      'Do not swap one niacin product for another (immediate- vs extended-release) without your doctor; liver harm has occurred.',
    ],
    source: S.niacin,
    label: {
      conditions: [
        {
          conditionId: 'liver-disease',
          severity: 'avoid',
          message: 'You have liver disease; high-dose niacin can damage the liver.',
          source: S.niacin,
        },
        {
          conditionId: 'diabetes',
          severity: 'caution',
          message: 'You have diabetes; high-dose niacin can raise blood sugar.',
          source: S.niacin,
        },
      ],
      interactions: [
        {
          targetId: 'statin',
          severity: 'caution',
          message:
            'You take a statin; adding high-dose niacin may raise the risk of muscle problems without lowering heart risk further.',
          source: S.niacin,
        },
      ],
      ages: [
        {
          belowYears: 18,
          severity: 'avoid',
          message: 'This dose is far above the safe upper limit of niacin for children and teens.',
          source: S.niacin,
        },
      ],
    },
  }),
  supplement({
    id: 'riboflavin-400',
    name: 'Riboflavin (Vitamin B2) 400 mg',
    ingredient: 'Riboflavin (vitamin B2) 400 mg',
    ingredientIds: ['riboflavin'],
    categoryIds: ['vitamins', 'headache-migraine'],
    uses: ['migraine'],
    age_group: 'Adults 18+',
    summary: 'High-dose riboflavin is taken daily to try to reduce how often migraines happen.',
    evidence_strength: 'Weak',
    evidenceBasis: {
      summary:
        'ODS: a few small studies suggest 400 mg a day may reduce migraine frequency, but the evidence is limited and not consistent.',
      source: S.riboflavin,
    },
    dosage:
      '400 mg once daily; benefits, if any, take about 3 months to appear. Adults need 1.1 to 1.3 mg a day; no upper limit has been set.',
    interactions: ['None of note; some seizure medicines and tricyclic antidepressants can lower riboflavin levels.'],
    contraindications: ['None known.'],
    side_effects: ['Bright yellow urine (harmless)', 'Occasional diarrhea.'],
    warnings: ['See a doctor about frequent or changing headaches.'],
    source: S.riboflavin,
    label: {},
  }),
  supplement({
    id: 'biotin-5000',
    name: 'Biotin 5,000 mcg',
    ingredient: 'Biotin (vitamin B7) 5,000 mcg',
    ingredientIds: ['biotin'],
    categoryIds: ['vitamins', 'hair-skin-nails'],
    uses: ['hair-skin-nails'],
    age_group: 'Adults 18+',
    summary: 'Sold for hair, skin and nails; it helps only people who are low in biotin, which is rare.',
    evidence_strength: 'Weak',
    evidenceBasis: {
      summary:
        'ODS: there is little evidence that biotin supplements improve hair, skin or nails in people who are not deficient.',
      source: S.biotin,
    },
    dosage: '1 capsule daily. Adults need 30 mcg a day; no upper limit has been set.',
    interactions: ['Some seizure medicines (carbamazepine, phenytoin, phenobarbital) can lower biotin levels.'],
    contraindications: ['None known.'],
    side_effects: ['No harm reported at these doses.'],
    warnings: [
      'High-dose biotin can make some lab tests, including thyroid and heart (troponin) tests, give false results; tell your doctor and lab that you take it.',
    ],
    source: S.biotin,
    label: {},
  }),
  supplement({
    id: 'vitamin-c-1000',
    name: 'Vitamin C 1,000 mg',
    ingredient: 'Ascorbic acid (vitamin C) 1,000 mg',
    ingredientIds: ['vitamin-c'],
    categoryIds: ['vitamins', 'immune-support'],
    uses: ['common-cold', 'frequent-colds'],
    age_group: 'Adults 18+',
    summary:
      'Taken regularly, vitamin C may shorten colds slightly; starting it once a cold begins does not seem to help.',
    evidence_strength: 'Mixed',
    evidenceBasis: {
      summary:
        'ODS: regular vitamin C supplements do not prevent colds in most people but may shorten them a little; taking it after symptoms start does not help.',
      source: S.vitaminC,
    },
    dosage: '1 tablet daily. Adults need 75 to 90 mg a day (35 mg more if you smoke); upper limit 2,000 mg a day.',
    interactions: [
      'May reduce the effect of some chemotherapy and radiation; tell your cancer team.',
      'Increases iron absorption.',
    ],
    contraindications: ['Iron overload (hemochromatosis): ask a doctor first.'],
    side_effects: ['Diarrhea, nausea and stomach cramps at high doses.'],
    warnings: ['More than 2,000 mg a day gives no extra benefit and more stomach upset.'],
    source: S.vitaminC,
    label: {
      conditions: [
        {
          conditionId: 'hemochromatosis',
          severity: 'caution',
          message: 'You have iron overload; high-dose vitamin C increases how much iron you absorb.',
          source: S.vitaminCHp,
        },
      ],
      ages: [
        {
          belowYears: 9,
          severity: 'avoid',
          message: 'This strength is above the safe upper limit of vitamin C for children under 9.',
          source: S.vitaminC,
        },
      ],
    },
  }),
  supplement({
    id: 'vitamin-c-zinc',
    name: 'Vitamin C with Zinc',
    ingredient: 'Vitamin C 500 mg with zinc 15 mg',
    ingredientIds: ['vitamin-c', 'zinc'],
    categoryIds: ['vitamins', 'minerals', 'immune-support'],
    uses: ['frequent-colds', 'common-cold'],
    age_group: 'Adults 18+',
    summary:
      'Combines two nutrients the immune system needs; helpful if your diet is short on them, with modest effects on colds.',
    evidence_strength: 'Mixed',
    evidenceBasis: {
      summary:
        'ODS: regular vitamin C may slightly shorten colds, and zinc (mainly as lozenges) may shorten them; neither reliably prevents colds.',
      source: S.zinc,
    },
    dosage:
      '1 tablet daily with food. Upper limits for adults: vitamin C 2,000 mg and zinc 40 mg a day from all sources.',
    interactions: ['Quinolone and tetracycline antibiotics: separate doses by several hours (zinc binds them).'],
    contraindications: ['Iron overload (hemochromatosis): ask a doctor about high-dose vitamin C.'],
    side_effects: ['Nausea or stomach upset, especially on an empty stomach.'],
    warnings: ['Long-term zinc above 40 mg a day can cause copper deficiency.'],
    source: S.zinc,
    label: {
      conditions: [
        {
          conditionId: 'hemochromatosis',
          severity: 'caution',
          message: 'You have iron overload; high-dose vitamin C increases how much iron you absorb.',
          source: S.vitaminCHp,
        },
      ],
    },
  }),
  supplement({
    id: 'vitamin-e-400',
    name: 'Vitamin E 400 IU',
    ingredient: 'Vitamin E (d-alpha-tocopherol) 400 IU (268 mg)',
    ingredientIds: ['vitamin-e'],
    categoryIds: ['vitamins', 'hair-skin-nails'],
    uses: [],
    age_group: 'Adults 18+',
    summary:
      'An antioxidant vitamin; high-dose supplements have not been shown to prevent heart disease, cancer or memory loss.',
    evidence_strength: 'Weak',
    evidenceBasis: {
      summary:
        'ODS: large trials found vitamin E supplements did not prevent heart disease, cancer or cognitive decline; one found more prostate cancer in men taking 400 IU.',
      source: S.vitaminE,
    },
    dosage:
      '1 softgel daily with a meal, if a doctor recommends it. Adults need 15 mg a day; upper limit 1,000 mg (1,500 IU natural form) a day.',
    interactions: [
      'Blood thinners and antiplatelet medicines: higher bleeding risk.',
      'May reduce the effect of some chemotherapy and radiation.',
    ],
    contraindications: ['Taking a blood thinner such as warfarin (ask your doctor).', 'Bleeding problems.'],
    side_effects: ['Higher risk of bleeding, including bleeding in the brain, at high doses.'],
    warnings: [
      'In one large trial, men taking 400 IU of vitamin E daily had a slightly higher risk of prostate cancer.',
    ],
    source: S.vitaminE,
    label: {
      interactions: [
        {
          targetId: 'anticoagulant',
          severity: 'avoid',
          message: 'You take a blood thinner; high-dose vitamin E can raise the risk of bleeding.',
          source: S.vitaminE,
        },
        {
          targetId: 'antiplatelet',
          severity: 'caution',
          message: 'You take an antiplatelet medicine; high-dose vitamin E can add to the risk of bleeding.',
          source: S.vitaminE,
        },
      ],
      conditions: [
        {
          conditionId: 'bleeding-disorder',
          severity: 'caution',
          message: 'You have a bleeding problem; high-dose vitamin E can make bleeding more likely.',
          source: S.vitaminE,
        },
      ],
    },
  }),
  supplement({
    id: 'vitamin-a-10000',
    name: 'Vitamin A 10,000 IU',
    ingredient: 'Vitamin A (retinyl palmitate) 10,000 IU (3,000 mcg RAE), preformed',
    ingredientIds: ['vitamin-a'],
    categoryIds: ['vitamins', 'eye-health'],
    uses: [],
    age_group: 'Adults 18+ who are not pregnant',
    summary: 'Corrects vitamin A deficiency, which is rare in the US; this dose equals the adult daily upper limit.',
    evidence_strength: 'Weak',
    evidenceBasis: {
      summary:
        'ODS: most people in the US get enough vitamin A from food; supplements help those who are deficient, and high doses of preformed vitamin A can be harmful.',
      source: S.vitaminA,
    },
    dosage:
      'Only if a doctor recommends it. Adults need 700 to 900 mcg RAE a day; the upper limit for preformed vitamin A is 3,000 mcg RAE (10,000 IU) a day from all sources, so do not combine with other vitamin A supplements.',
    interactions: [
      'Orlistat can lower vitamin A absorption.',
      'Retinoid medicines (acitretin, isotretinoin, bexarotene): together can cause vitamin A poisoning.',
    ],
    contraindications: ['Pregnancy or planning pregnancy.', 'Liver disease.', 'Taking a retinoid medicine.'],
    side_effects: ['Too much: headache, blurred vision, nausea, dizziness, muscle aches, liver damage, weaker bones.'],
    warnings: ['High doses of preformed vitamin A in pregnancy can cause birth defects.'],
    source: S.vitaminA,
    label: {
      pregnancy: {
        severity: 'avoid',
        message:
          'Too much preformed vitamin A during pregnancy can cause birth defects; this dose is at the daily upper limit.',
        source: S.vitaminA,
      },
      conditions: [
        {
          conditionId: 'liver-disease',
          severity: 'avoid',
          message: 'You have liver disease; vitamin A is stored in the liver, and high doses can damage it.',
          source: S.vitaminAHp,
        },
      ],
      ages: [
        {
          belowYears: 19,
          severity: 'avoid',
          message: 'This strength is above the safe upper limit of vitamin A for anyone under 19.',
          source: S.vitaminA,
        },
      ],
    },
  }),
  supplement({
    id: 'beta-carotene-25000',
    name: 'Beta-Carotene 25,000 IU',
    ingredient: 'Beta-carotene 15 mg (25,000 IU vitamin A activity)',
    ingredientIds: ['beta-carotene'],
    categoryIds: ['vitamins', 'eye-health'],
    uses: ['eye-health'],
    age_group: 'Adults 18+ who have never smoked',
    summary:
      'A plant pigment the body turns into vitamin A as needed; supplements have not been shown to prevent disease.',
    evidence_strength: 'Weak',
    evidenceBasis: {
      summary:
        'ODS: beta-carotene supplements did not prevent cancer or heart disease in large trials and raised lung cancer risk in smokers; the newer eye-vitamin formula left it out.',
      source: S.vitaminA,
    },
    dosage:
      '1 softgel daily with a meal containing fat. No upper limit is set for beta-carotene, but supplements are not advised for smokers.',
    interactions: ['Orlistat can lower absorption.'],
    contraindications: ['Current or former smokers, or people exposed to asbestos.'],
    side_effects: ['Harmless yellow-orange skin color at high intakes.'],
    warnings: ['Smokers and former smokers should not take beta-carotene supplements.'],
    source: S.vitaminA,
    label: {},
  }),
  supplement({
    id: 'choline-550',
    name: 'Choline 550 mg',
    ingredient: 'Choline (as choline bitartrate) 550 mg',
    ingredientIds: ['choline'],
    categoryIds: ['vitamins', 'brain-memory', 'womens-health'],
    uses: ['prenatal'],
    age_group: 'Adults 18+',
    summary:
      "Choline is needed for memory, muscle control and a baby's brain development; many people get less than the recommended amount.",
    evidence_strength: 'Weak',
    evidenceBasis: {
      summary:
        'ODS: choline is essential, but there is not enough evidence that supplements improve memory or pregnancy outcomes in people eating a normal diet.',
      source: S.choline,
    },
    dosage:
      '1 capsule daily. Adequate intake is 425 mg (women), 450 mg (pregnancy) and 550 mg (men); upper limit 3,500 mg a day.',
    interactions: ['None well documented.'],
    contraindications: ['None known at usual doses.'],
    side_effects: ['At very high doses: fishy body odor, sweating, vomiting, low blood pressure.'],
    warnings: ['Count choline in prenatal vitamins toward your total.'],
    source: S.choline,
    label: {},
  }),
];
