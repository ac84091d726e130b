import type { Supplement } from '../../../types.js';
import { S, supplement } from './shared.js';

const omega3Interactions = [
  'Blood thinners such as warfarin: may slightly add to bleeding risk; tell your doctor.',
  'Blood pressure medicines: omega-3s may lower blood pressure a little.',
];

/** Omega-3s and other heart-health supplements. */
export const heartSupplements: Supplement[] = [
  supplement({
    id: 'fish-oil-omega-3',
    name: 'Fish Oil (Omega-3)',
    ingredient: 'Fish oil 1,000 mg with about 300 mg EPA and DHA per softgel',
    ingredientIds: ['fish-oil'],
    categoryIds: ['heart-health', 'brain-memory'],
    uses: ['heart-health'],
    age_group: 'Adults 18+',
    summary:
      'Omega-3 fatty acids from fish; higher doses lower triglycerides, but supplements have not clearly been shown to prevent heart disease.',
    evidence_strength: 'Mixed',
    evidenceBasis: {
      summary:
        'NCCIH and ODS: omega-3 supplements lower triglyceride levels, but most large trials found they do not prevent heart attacks or strokes in the general population; they also did not help dry eye in a large NIH trial.',
      source: S.omega3,
    },
    dosage:
      '1 to 2 softgels daily with meals. No upper limit is set; FDA considers up to 5 g a day of EPA plus DHA from supplements safe.',
    interactions: omega3Interactions,
    contraindications: ['Fish allergy.'],
    side_effects: ['Fishy aftertaste or burps, bad breath', 'Heartburn, nausea, diarrhea', 'Headache.'],
    warnings: [
      'Omega-3 supplements may raise the chance of atrial fibrillation in people with heart disease or high triglycerides.',
    ],
    allergenIds: ['fish'],
    source: S.omega3Ods,
    label: {},
  }),
  supplement({
    id: 'krill-oil',
    name: 'Krill Oil',
    ingredient: 'Krill oil 500 mg with about 100 mg EPA and DHA per softgel',
    ingredientIds: ['krill-oil'],
    categoryIds: ['heart-health'],
    uses: ['heart-health'],
    age_group: 'Adults 18+',
    summary:
      'Omega-3s from tiny shellfish-like crustaceans; smaller capsules with less EPA and DHA than typical fish oil.',
    evidence_strength: 'Weak',
    evidenceBasis: {
      summary:
        'ODS: krill oil supplies EPA and DHA, but it has been studied far less than fish oil and there is no evidence it works better.',
      source: S.omega3Ods,
    },
    dosage: '1 to 2 softgels daily with meals.',
    interactions: omega3Interactions,
    contraindications: ['Shellfish (crustacean) allergy.'],
    side_effects: ['Fishy aftertaste, heartburn, upset stomach.'],
    warnings: ['Made from krill, a crustacean: avoid if you are allergic to shellfish.'],
    allergenIds: ['shellfish'],
    source: S.omega3Ods,
    label: {},
  }),
  supplement({
    id: 'algae-omega-3',
    name: 'Algae Omega-3 (Vegan DHA/EPA)',
    ingredient: 'Algal oil with about 300 mg DHA and EPA per softgel',
    ingredientIds: ['algal-oil'],
    categoryIds: ['heart-health', 'brain-memory', 'womens-health'],
    uses: ['heart-health', 'prenatal'],
    age_group: 'Adults 18+',
    summary: 'A plant-based source of the omega-3s DHA and EPA for people who do not eat fish.',
    evidence_strength: 'Weak',
    evidenceBasis: {
      summary:
        'ODS: algal oil provides DHA (and some EPA) without fish; benefits for heart health or pregnancy outcomes from supplements are not well established.',
      source: S.omega3Ods,
    },
    dosage: '1 to 2 softgels daily with meals.',
    interactions: omega3Interactions,
    contraindications: ['None specific.'],
    side_effects: ['Mild stomach upset, belching.'],
    warnings: ['Check the capsule shell if you avoid animal gelatin.'],
    source: S.omega3Ods,
    label: {},
  }),
  supplement({
    id: 'cod-liver-oil',
    name: 'Cod Liver Oil',
    ingredient: 'Cod liver oil supplying omega-3s (EPA and DHA) plus vitamin A and vitamin D',
    ingredientIds: ['fish-oil', 'vitamin-a', 'vitamin-d'],
    categoryIds: ['heart-health', 'vitamins'],
    uses: ['heart-health'],
    age_group: 'Adults 18+',
    summary: 'A fish oil that also contains vitamins A and D, so it counts toward your limits for those vitamins.',
    evidence_strength: 'Weak',
    evidenceBasis: {
      summary:
        'ODS: cod liver oil supplies omega-3s and vitamins A and D; there is little evidence of benefit beyond meeting those needs, and its vitamin A adds up.',
      source: S.omega3Ods,
    },
    dosage:
      'As the label directs, usually 1 teaspoon or 1 to 2 softgels daily. Check the vitamin A content: the upper limit for preformed vitamin A is 3,000 mcg RAE (10,000 IU) a day.',
    interactions: [...omega3Interactions, 'Other vitamin A or D supplements: add up toward the upper limits.'],
    contraindications: ['Fish allergy.', 'Pregnancy: count the vitamin A.'],
    side_effects: ['Fishy taste, belching, loose stools.'],
    warnings: ['Do not take with other vitamin A supplements; too much vitamin A is harmful to the liver and bones.'],
    allergenIds: ['fish'],
    source: S.omega3Ods,
    label: {
      pregnancy: {
        severity: 'caution',
        message:
          'Cod liver oil contains preformed vitamin A; too much in pregnancy can cause birth defects, so count it toward your daily total.',
        source: S.vitaminA,
      },
    },
  }),
  supplement({
    id: 'coenzyme-q10-100',
    name: 'CoQ10 100 mg',
    ingredient: 'Coenzyme Q10 (ubiquinone) 100 mg',
    ingredientIds: ['coenzyme-q10'],
    categoryIds: ['heart-health', 'energy', 'headache-migraine'],
    uses: ['heart-health', 'fatigue', 'migraine'],
    age_group: 'Adults 18+',
    summary:
      'An antioxidant the body makes for energy production; taken for heart health, statin muscle aches and migraine, with limited proof.',
    evidence_strength: 'Weak',
    evidenceBasis: {
      summary:
        'NCCIH: studies of CoQ10 for heart disease, statin-related muscle pain and migraine prevention are small or inconsistent, so benefits are uncertain.',
      source: S.coq10,
    },
    dosage: '100 mg once or twice daily with a meal containing fat.',
    interactions: [
      'Warfarin: CoQ10 may make it work less well.',
      'Blood pressure medicines: may lower blood pressure a little more.',
    ],
    contraindications: ['Taking warfarin: tell your doctor first.'],
    side_effects: ['Mild insomnia, stomach upset, nausea, diarrhea.'],
    warnings: ['Do not stop a statin because of muscle aches without talking to your doctor.'],
    source: S.coq10,
    label: {},
  }),
  supplement({
    id: 'garlic-supplement',
    name: 'Garlic (Aged Garlic Extract)',
    ingredient: 'Aged garlic extract 600 mg',
    ingredientIds: ['garlic'],
    categoryIds: ['heart-health', 'immune-support'],
    uses: ['heart-health'],
    age_group: 'Adults 18+',
    summary: 'Garlic supplements may lower blood pressure slightly; effects on cholesterol are small and inconsistent.',
    evidence_strength: 'Mixed',
    evidenceBasis: {
      summary:
        'NCCIH: some evidence suggests garlic may slightly lower blood pressure, but results for cholesterol are mixed and there is little evidence it prevents colds.',
      source: S.garlic,
    },
    dosage: '1 to 2 capsules daily with food.',
    interactions: [
      'Blood thinners: may increase bleeding risk.',
      'Saquinavir and some other HIV medicines: garlic lowers their levels.',
    ],
    contraindications: ['Taking a blood thinner: ask your doctor.', 'Surgery coming up: tell your surgeon.'],
    side_effects: ['Garlic breath and body odor', 'Heartburn, upset stomach.'],
    warnings: ['Garlic may thin the blood; stop before surgery as your surgeon advises.'],
    source: S.garlic,
    label: {},
  }),
  supplement({
    id: 'red-yeast-rice',
    name: 'Red Yeast Rice',
    ingredient: 'Red yeast rice (Monascus purpureus) 600 mg',
    ingredientIds: ['red-yeast-rice'],
    categoryIds: ['heart-health'],
    uses: ['heart-health'],
    age_group: 'Adults 18+',
    summary:
      'Can lower LDL cholesterol when it contains monacolin K, the same compound as the statin lovastatin; the amount varies widely between products.',
    evidence_strength: 'Moderate',
    evidenceBasis: {
      summary:
        'NCCIH: red yeast rice products that contain substantial monacolin K can lower cholesterol, but many products contain little, and some contain a kidney toxin (citrinin).',
      source: S.redYeastRice,
    },
    dosage:
      '600 mg 1 to 2 times daily with food, only after talking with your doctor about your cholesterol treatment.',
    interactions: [
      'Statins: doubles up on the same effect; do not combine.',
      'Drugs that interact with lovastatin (some antifungals, antibiotics, HIV medicines, grapefruit juice) may interact with it too.',
    ],
    contraindications: ['Taking a statin.', 'Liver disease.', 'Pregnancy or breastfeeding: ask your doctor.'],
    side_effects: ['Muscle pain or weakness', 'Liver problems', 'Stomach upset, headache.'],
    warnings: ['Stop and see a doctor if you have unexplained muscle pain, weakness or dark urine.'],
    source: S.redYeastRice,
    label: {},
  }),
  supplement({
    id: 'ground-flaxseed',
    name: 'Ground Flaxseed',
    ingredient: 'Ground (milled) flaxseed, about 2 tablespoons (14 g) per serving',
    ingredientIds: ['flaxseed'],
    categoryIds: ['heart-health', 'digestive-health'],
    uses: ['constipation', 'heart-health'],
    age_group: 'Adults 18+',
    summary:
      'A fiber-rich seed with plant omega-3 (ALA); it can act as a mild laxative and may slightly lower cholesterol.',
    evidence_strength: 'Weak',
    evidenceBasis: {
      summary:
        'NCCIH: flaxseed contains soluble fiber with a laxative effect, and some studies suggest it may modestly lower cholesterol, but evidence for other uses is limited.',
      source: S.flaxseed,
    },
    dosage: '1 to 2 tablespoons daily mixed into food, with a full glass of water.',
    interactions: ['May slow the absorption of medicines taken at the same time: take medicines 1 to 2 hours apart.'],
    contraindications: ['Bowel obstruction or narrowing.'],
    side_effects: ['Gas, bloating, diarrhea.'],
    warnings: ['Take with plenty of water; otherwise it can worsen constipation or rarely block the bowel.'],
    source: S.flaxseed,
    label: {},
  }),
  supplement({
    id: 'horse-chestnut-seed-extract',
    name: 'Horse Chestnut Seed Extract',
    ingredient: 'Horse chestnut seed extract standardized to escin (aescin) 50 mg',
    ingredientIds: ['horse-chestnut'],
    categoryIds: ['heart-health'],
    uses: [],
    age_group: 'Adults 18+',
    summary:
      'A standardized extract used for chronic venous insufficiency (leg swelling, aching and heaviness from poor vein circulation).',
    evidence_strength: 'Moderate',
    evidenceBasis: {
      summary:
        'NCCIH: studies suggest standardized horse chestnut seed extract can help symptoms of chronic venous insufficiency in the short term.',
      source: S.horseChestnut,
    },
    dosage: '1 capsule twice daily, using only products with the toxic compound esculin removed.',
    interactions: ['No well-documented interactions; tell your doctor and pharmacist that you take it.'],
    contraindications: ['Do not use raw horse chestnut seeds, bark, flowers or leaves.'],
    side_effects: ['Itching, nausea, stomach upset, headache, dizziness.'],
    warnings: ['Raw horse chestnut contains esculin, which is poisonous; use only processed extracts.'],
    source: S.horseChestnut,
    label: {},
  }),
];
