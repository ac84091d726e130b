import type { ConditionFact, Fact, Medication, Source } from '../../../types.js';
import { dailyMed } from '../../sources.js';
import {
  from65AskDoctor,
  mechanism,
  text,
  underAskDoctor,
  underDoNotUse,
  underNotLabelled,
  unreviewed,
} from '../pain-fever/common.js';

const loratadine10 = dailyMed('loratadine 10 mg');
const claritin = dailyMed('Claritin 10 mg tablets');
const childrensClaritin = dailyMed("Children's Claritin syrup");
const claritinD = dailyMed('Claritin-D 12 Hour');
const claritinD24 = dailyMed('Claritin-D 24 Hour');
const cetirizine10 = dailyMed('cetirizine hydrochloride 10 mg');
const zyrtec = dailyMed('Zyrtec 10 mg tablets');
const zyrtecD = dailyMed('Zyrtec-D');
const levocetirizine5 = dailyMed('levocetirizine dihydrochloride 5 mg');
const xyzal = dailyMed('Xyzal Allergy 24HR');
const fexofenadine180 = dailyMed('fexofenadine hydrochloride 180 mg');
const allegra = dailyMed('Allegra Allergy 24 Hour 180 mg');
const allegraD = dailyMed('Allegra-D 12 Hour');
const allegraD24 = dailyMed('Allegra-D 24 Hour');

const allergyUses = ['hay-fever', 'runny-nose', 'sneezing', 'itchy-watery-eyes', 'itchy-nose-throat'];
const allergyCongestionUses = [
  'hay-fever',
  'nasal-congestion',
  'sinus-pressure',
  'runny-nose',
  'sneezing',
  'itchy-watery-eyes',
  'itchy-nose-throat',
  'common-cold',
];

const loratadineWarnings = [
  'Ask a doctor first if you have liver or kidney disease; you may need a different dose.',
  'Do not take more than directed; more may cause drowsiness.',
];
const cetirizineWarnings = [
  'Ask a doctor first if you have liver or kidney disease; you may need a different dose.',
  'Drowsiness may occur: avoid alcohol, and take care when driving or using machinery; sedatives and tranquilizers add to it.',
];
const levocetirizineWarnings = [
  'Do not use if you have kidney disease.',
  'Ask a doctor first if you have ever had trouble urinating or emptying your bladder.',
  'Drowsiness may occur: avoid alcohol, and take care when driving or using machinery; sedatives and tranquilizers add to it.',
];

/** Zyrtec-D and Allegra-D Drug Facts list glaucoma under "Ask a doctor before use if you have". */
const glaucomaAskDoctor = (source: Source): ConditionFact => ({
  conditionId: 'glaucoma',
  severity: 'avoid',
  message: 'You have glaucoma; the label of this decongestant combination asks you to check with a doctor first.',
  source,
});

/** Allegra-D 12 and 24 Hour Drug Facts: "Do not use if you have difficulty swallowing" (large extended-release tablet). */
const swallowingDoNotUse = (source: Source): ConditionFact => ({
  conditionId: 'swallowing-difficulty',
  severity: 'avoid',
  message: 'You have difficulty swallowing; the label says not to use this large extended-release tablet.',
  source,
});

/** Cetirizine and levocetirizine Drug Facts: "If pregnant or breast-feeding: if breast-feeding: not recommended". */
const notRecommendedWhileBreastfeeding = (source: Source): Fact => ({
  severity: 'avoid',
  message:
    'The label says this medicine is not recommended while breastfeeding; ask your doctor or pharmacist before using it.',
  source,
});
const fexofenadineWarnings = [
  'Ask a doctor first if you have kidney disease; you may need a different dose.',
  'Take with water, not fruit juice (apple, orange or grapefruit juice lowers absorption); do not take at the same time as aluminum or magnesium antacids.',
];
const dWarnings = [
  text.decongestantMaoi,
  text.decongestantAskDoctor,
  text.decongestantStop,
  'Swallow whole; do not crush, chew or break the tablet.',
  text.pseBehindCounter,
];
const nonDrowsySideEffects = ['Headache', 'Dry mouth', 'Tiredness or mild drowsiness (uncommon)'];
const cetirizineSideEffects = ['Drowsiness', 'Tiredness', 'Dry mouth'];
const dSideEffects = ['Trouble sleeping', 'Nervousness or restlessness', 'Dry mouth', 'Headache', 'Faster heartbeat'];
const cetirizineInteractions = [
  'Sedatives or tranquilizers: ask a doctor or pharmacist first.',
  'Alcohol: adds to drowsiness; avoid.',
];
const levocetirizineInteractions = [
  'Sedatives or tranquilizers: add to drowsiness.',
  'Alcohol: adds to drowsiness; avoid.',
];
const dInteractions = [
  'MAO inhibitors: do not use during or within 2 weeks after.',
  'Other decongestants or stimulants: do not combine.',
  'Blood pressure medicines: the decongestant may work against them; ask a pharmacist.',
];
const fexofenadineInteractions = [
  'Fruit juices (apple, orange, grapefruit): take with water instead.',
  'Antacids containing aluminum or magnesium: do not take at the same time.',
];

const loratadineDose = {
  adult: 'Adults and children 6 years and over: 1 tablet (10 mg) once a day; no more than 1 tablet in 24 hours.',
  pediatric:
    'Children 6 years and over: as for adults. Children under 6 years: ask a doctor. With liver or kidney disease: ask a doctor.',
};
const cetirizineDose = {
  adult:
    'Adults and children 6 to 64 years: 1 tablet (10 mg) once a day; no more than 1 tablet in 24 hours (a 5 mg dose may be enough for milder symptoms). Adults 65 and over: ask a doctor.',
  pediatric: 'Children 6 years and over: as for adults. Children under 6 years: ask a doctor.',
};
const levocetirizineDose = {
  adult:
    'Adults and children 12 to 64 years: 1 tablet (5 mg) once a day in the evening; no more than 1 tablet in 24 hours. Adults 65 and over: ask a doctor.',
  pediatric:
    'Children 6 to 11 years: half a tablet (2.5 mg) once a day in the evening; no more than half a tablet in 24 hours. Children under 6 years: do not use this tablet.',
};
const fexofenadineDose = {
  adult:
    'Adults and children 12 to 64 years: 1 tablet (180 mg) with water once a day; no more than 1 tablet in 24 hours. Adults 65 and over: ask a doctor.',
  pediatric: "Children under 12 years: do not use this tablet (children's fexofenadine products are made for them).",
};

/** Non-drowsy (second-generation) antihistamines, alone and with pseudoephedrine. */
export const nonDrowsyAntihistamineProducts: Medication[] = [
  {
    id: 'loratadine-10-mg',
    name: 'Loratadine 10 mg',
    className: 'Antihistamine (Allergies)',
    categories: ['allergies'],
    activeIngredients: [{ ingredientId: 'loratadine', strength: '10 mg' }],
    uses: allergyUses,
    dose: loratadineDose,
    summary: 'Once-a-day, non-drowsy antihistamine for hay fever and other nose and eye allergies; lasts 24 hours.',
    mechanism: mechanism.secondGenAntihistamine,
    warnings: loratadineWarnings,
    sideEffects: nonDrowsySideEffects,
    interactions: ['Few interactions at the labelled dose; ask a pharmacist if you take other medicines regularly.'],
    contraindications: ['Allergy to loratadine or any ingredient', 'Liver or kidney disease (ask a doctor first)'],
    brandNames: ['Claritin', 'Alavert'],
    source: loratadine10,
    label: { ages: [underAskDoctor(6, loratadine10)] },
    review: unreviewed(),
  },
  {
    id: 'claritin',
    name: 'Claritin',
    className: 'Antihistamine (Allergies)',
    categories: ['allergies'],
    activeIngredients: [{ ingredientId: 'loratadine', strength: '10 mg' }],
    uses: allergyUses,
    dose: loratadineDose,
    summary: 'Claritin (loratadine 10 mg): non-drowsy 24-hour relief of sneezing, runny nose and itchy, watery eyes.',
    mechanism: mechanism.secondGenAntihistamine,
    warnings: loratadineWarnings,
    sideEffects: nonDrowsySideEffects,
    interactions: ['Few interactions at the labelled dose; ask a pharmacist if you take other medicines regularly.'],
    contraindications: ['Allergy to loratadine or any ingredient', 'Liver or kidney disease (ask a doctor first)'],
    brandNames: ['Claritin'],
    source: claritin,
    label: { ages: [underAskDoctor(6, claritin)] },
    review: unreviewed(),
  },
  {
    id: 'childrens-claritin',
    name: "Children's Claritin",
    className: 'Antihistamine (Allergies)',
    categories: ['allergies'],
    activeIngredients: [{ ingredientId: 'loratadine', strength: '5 mg per 5 mL' }],
    uses: allergyUses,
    dose: {
      adult: 'Adults and children 6 years and over: 10 mL once a day; no more than 10 mL in 24 hours.',
      pediatric:
        'Children 2 to under 6 years: 5 mL once a day; no more than 5 mL in 24 hours. Children under 2 years: ask a doctor. With liver or kidney disease: ask a doctor.',
    },
    summary: "Children's Claritin syrup (loratadine 5 mg per 5 mL): non-drowsy 24-hour allergy relief from age 2.",
    mechanism: mechanism.secondGenAntihistamine,
    warnings: [...loratadineWarnings, 'Measure with the dosing cup provided.'],
    sideEffects: nonDrowsySideEffects,
    interactions: ['Few interactions at the labelled dose; ask a pharmacist if the child takes other medicines.'],
    contraindications: ['Allergy to loratadine or any ingredient', 'Liver or kidney disease (ask a doctor first)'],
    brandNames: ["Children's Claritin"],
    source: childrensClaritin,
    label: { ages: [underAskDoctor(2, childrensClaritin)] },
    review: unreviewed(),
  },
  {
    id: 'claritin-d',
    name: 'Claritin-D',
    className: 'Antihistamine (Allergies)',
    categories: ['allergies', 'cold-flu'],
    activeIngredients: [
      { ingredientId: 'loratadine', strength: '5 mg' },
      { ingredientId: 'pseudoephedrine', strength: '120 mg (sulfate, extended-release)' },
    ],
    uses: allergyCongestionUses,
    dose: {
      adult:
        'Adults and children 12 years and over: 1 tablet every 12 hours; no more than 2 tablets in 24 hours. With liver or kidney disease: ask a doctor.',
      pediatric: 'Children under 12 years: ask a doctor.',
    },
    summary: 'Claritin-D 12 Hour: loratadine with the decongestant pseudoephedrine for allergies with a stuffy nose.',
    mechanism: `${mechanism.secondGenAntihistamine} Pseudoephedrine: ${mechanism.oralDecongestant.toLowerCase()}`,
    warnings: [...loratadineWarnings, ...dWarnings],
    sideEffects: dSideEffects,
    interactions: dInteractions,
    contraindications: [
      'Use of an MAO inhibitor now or in the past 2 weeks',
      'Allergy to loratadine or pseudoephedrine',
    ],
    brandNames: ['Claritin-D'],
    source: claritinD,
    label: { ages: [underAskDoctor(12, claritinD)] },
    review: unreviewed(),
  },
  {
    id: 'claritin-d-24-hour',
    name: 'Claritin-D 24 Hour',
    className: 'Antihistamine (Allergies)',
    categories: ['allergies', 'cold-flu'],
    activeIngredients: [
      { ingredientId: 'loratadine', strength: '10 mg' },
      { ingredientId: 'pseudoephedrine', strength: '240 mg (sulfate, extended-release)' },
    ],
    uses: allergyCongestionUses,
    dose: {
      adult:
        'Adults and children 12 years and over: 1 tablet once a day with a full glass of water; no more than 1 tablet in 24 hours. With liver or kidney disease: ask a doctor.',
      pediatric: 'Children under 12 years: ask a doctor.',
    },
    summary: 'Once-a-day loratadine with pseudoephedrine for allergies with a stuffy nose.',
    mechanism: `${mechanism.secondGenAntihistamine} Pseudoephedrine: ${mechanism.oralDecongestant.toLowerCase()}`,
    warnings: [...loratadineWarnings, ...dWarnings],
    sideEffects: dSideEffects,
    interactions: dInteractions,
    contraindications: [
      'Use of an MAO inhibitor now or in the past 2 weeks',
      'Allergy to loratadine or pseudoephedrine',
    ],
    brandNames: ['Claritin-D 24 Hour'],
    source: claritinD24,
    label: { ages: [underAskDoctor(12, claritinD24)] },
    review: unreviewed(),
  },
  {
    id: 'cetirizine-10-mg',
    name: 'Cetirizine 10 mg',
    className: 'Antihistamine (Allergies)',
    categories: ['allergies'],
    activeIngredients: [{ ingredientId: 'cetirizine', strength: '10 mg (hydrochloride)' }],
    uses: allergyUses,
    dose: cetirizineDose,
    summary:
      'Once-a-day antihistamine for hay fever and other nose and eye allergies; works within an hour, may cause some drowsiness.',
    mechanism: mechanism.secondGenAntihistamine,
    warnings: cetirizineWarnings,
    sideEffects: cetirizineSideEffects,
    interactions: cetirizineInteractions,
    contraindications: [
      'Allergy to cetirizine, levocetirizine or hydroxyzine',
      'Liver or kidney disease (ask a doctor first)',
      'Breastfeeding (not recommended by the label)',
    ],
    brandNames: ['Zyrtec'],
    source: cetirizine10,
    label: {
      ages: [underAskDoctor(6, cetirizine10), from65AskDoctor(cetirizine10)],
      breastfeeding: notRecommendedWhileBreastfeeding(cetirizine10),
    },
    review: unreviewed(),
  },
  {
    id: 'zyrtec',
    name: 'Zyrtec',
    className: 'Antihistamine (Allergies)',
    categories: ['allergies'],
    activeIngredients: [{ ingredientId: 'cetirizine', strength: '10 mg (hydrochloride)' }],
    uses: allergyUses,
    dose: cetirizineDose,
    summary: 'Zyrtec (cetirizine 10 mg): 24-hour relief of sneezing, runny nose and itchy, watery eyes.',
    mechanism: mechanism.secondGenAntihistamine,
    warnings: cetirizineWarnings,
    sideEffects: cetirizineSideEffects,
    interactions: cetirizineInteractions,
    contraindications: [
      'Allergy to cetirizine, levocetirizine or hydroxyzine',
      'Liver or kidney disease (ask a doctor first)',
      'Breastfeeding (not recommended by the label)',
    ],
    brandNames: ['Zyrtec'],
    source: zyrtec,
    label: {
      ages: [underAskDoctor(6, zyrtec), from65AskDoctor(zyrtec)],
      breastfeeding: notRecommendedWhileBreastfeeding(zyrtec),
    },
    review: unreviewed(),
  },
  {
    id: 'zyrtec-d',
    name: 'Zyrtec-D',
    className: 'Antihistamine (Allergies)',
    categories: ['allergies', 'cold-flu'],
    activeIngredients: [
      { ingredientId: 'cetirizine', strength: '5 mg (hydrochloride)' },
      { ingredientId: 'pseudoephedrine', strength: '120 mg (hydrochloride, extended-release)' },
    ],
    uses: allergyCongestionUses,
    dose: {
      adult:
        'Adults and children 12 to 64 years: 1 tablet every 12 hours; no more than 2 tablets in 24 hours. Adults 65 and over, or with liver or kidney disease: ask a doctor.',
      pediatric: 'Children under 12 years: ask a doctor.',
    },
    summary: 'Cetirizine with the decongestant pseudoephedrine for allergies with a stuffy nose; 12-hour tablets.',
    mechanism: `${mechanism.secondGenAntihistamine} Pseudoephedrine: ${mechanism.oralDecongestant.toLowerCase()}`,
    warnings: [...cetirizineWarnings, ...dWarnings],
    sideEffects: [...dSideEffects, 'Drowsiness'],
    interactions: [...cetirizineInteractions, ...dInteractions],
    contraindications: [
      'Use of an MAO inhibitor now or in the past 2 weeks',
      'Allergy to cetirizine, levocetirizine, hydroxyzine or pseudoephedrine',
      'Glaucoma (ask a doctor first)',
      'Breastfeeding (not recommended by the label)',
    ],
    brandNames: ['Zyrtec-D'],
    source: zyrtecD,
    label: {
      ages: [underNotLabelled(12, zyrtecD), from65AskDoctor(zyrtecD)],
      conditions: [glaucomaAskDoctor(zyrtecD)],
      breastfeeding: notRecommendedWhileBreastfeeding(zyrtecD),
    },
    review: unreviewed(),
  },
  {
    id: 'levocetirizine-5-mg',
    name: 'Levocetirizine 5 mg',
    className: 'Antihistamine (Allergies)',
    categories: ['allergies'],
    activeIngredients: [{ ingredientId: 'levocetirizine', strength: '5 mg (dihydrochloride)' }],
    uses: allergyUses,
    dose: levocetirizineDose,
    summary: 'Once-a-day antihistamine taken in the evening for hay fever and other nose and eye allergies.',
    mechanism: mechanism.secondGenAntihistamine,
    warnings: levocetirizineWarnings,
    sideEffects: cetirizineSideEffects,
    interactions: levocetirizineInteractions,
    contraindications: [
      'Allergy to levocetirizine or cetirizine',
      'Kidney disease (do not use)',
      'Trouble urinating or emptying the bladder (ask a doctor first)',
      'Breastfeeding (not recommended by the label)',
    ],
    brandNames: ['Xyzal'],
    source: levocetirizine5,
    label: {
      ages: [underDoNotUse(6, levocetirizine5, 'This tablet'), from65AskDoctor(levocetirizine5)],
      breastfeeding: notRecommendedWhileBreastfeeding(levocetirizine5),
    },
    review: unreviewed(),
  },
  {
    id: 'xyzal',
    name: 'Xyzal',
    className: 'Antihistamine (Allergies)',
    categories: ['allergies'],
    activeIngredients: [{ ingredientId: 'levocetirizine', strength: '5 mg (dihydrochloride)' }],
    uses: allergyUses,
    dose: levocetirizineDose,
    summary: 'Xyzal Allergy 24HR (levocetirizine 5 mg): one evening tablet for 24-hour allergy relief.',
    mechanism: mechanism.secondGenAntihistamine,
    warnings: levocetirizineWarnings,
    sideEffects: cetirizineSideEffects,
    interactions: levocetirizineInteractions,
    contraindications: [
      'Allergy to levocetirizine or cetirizine',
      'Kidney disease (do not use)',
      'Trouble urinating or emptying the bladder (ask a doctor first)',
      'Breastfeeding (not recommended by the label)',
    ],
    brandNames: ['Xyzal'],
    source: xyzal,
    label: {
      ages: [underDoNotUse(6, xyzal, 'This tablet'), from65AskDoctor(xyzal)],
      breastfeeding: notRecommendedWhileBreastfeeding(xyzal),
    },
    review: unreviewed(),
  },
  {
    id: 'fexofenadine-180-mg',
    name: 'Fexofenadine 180 mg',
    className: 'Antihistamine (Allergies)',
    categories: ['allergies'],
    activeIngredients: [{ ingredientId: 'fexofenadine', strength: '180 mg (hydrochloride)' }],
    uses: allergyUses,
    dose: fexofenadineDose,
    summary: 'Once-a-day non-drowsy antihistamine for hay fever and other nose and eye allergies.',
    mechanism: mechanism.secondGenAntihistamine,
    warnings: fexofenadineWarnings,
    sideEffects: nonDrowsySideEffects,
    interactions: fexofenadineInteractions,
    contraindications: ['Allergy to fexofenadine or any ingredient', 'Kidney disease (ask a doctor first)'],
    brandNames: ['Allegra'],
    source: fexofenadine180,
    label: { ages: [underDoNotUse(12, fexofenadine180, 'This tablet'), from65AskDoctor(fexofenadine180)] },
    review: unreviewed(),
  },
  {
    id: 'allegra',
    name: 'Allegra',
    className: 'Antihistamine (Allergies)',
    categories: ['allergies'],
    activeIngredients: [{ ingredientId: 'fexofenadine', strength: '180 mg (hydrochloride)' }],
    uses: allergyUses,
    dose: fexofenadineDose,
    summary: 'Allegra Allergy 24 Hour (fexofenadine 180 mg): non-drowsy once-a-day allergy relief.',
    mechanism: mechanism.secondGenAntihistamine,
    warnings: fexofenadineWarnings,
    sideEffects: nonDrowsySideEffects,
    interactions: fexofenadineInteractions,
    contraindications: ['Allergy to fexofenadine or any ingredient', 'Kidney disease (ask a doctor first)'],
    brandNames: ['Allegra'],
    source: allegra,
    label: { ages: [underDoNotUse(12, allegra, 'This tablet'), from65AskDoctor(allegra)] },
    review: unreviewed(),
  },
  {
    id: 'allegra-d',
    name: 'Allegra-D',
    className: 'Antihistamine (Allergies)',
    categories: ['allergies', 'cold-flu'],
    activeIngredients: [
      { ingredientId: 'fexofenadine', strength: '60 mg (hydrochloride)' },
      { ingredientId: 'pseudoephedrine', strength: '120 mg (hydrochloride, extended-release)' },
    ],
    uses: allergyCongestionUses,
    dose: {
      adult:
        'Adults and children 12 to 64 years: 1 tablet every 12 hours on an empty stomach with water; no more than 2 tablets in 24 hours; not with fruit juice. Adults 65 and over, or with kidney disease: ask a doctor.',
      pediatric: 'Children under 12 years: do not use.',
    },
    summary: 'Allegra-D 12 Hour: fexofenadine with the decongestant pseudoephedrine for allergies with a stuffy nose.',
    mechanism: `${mechanism.secondGenAntihistamine} Pseudoephedrine: ${mechanism.oralDecongestant.toLowerCase()}`,
    warnings: [...fexofenadineWarnings, ...dWarnings],
    sideEffects: dSideEffects,
    interactions: [...fexofenadineInteractions, ...dInteractions],
    contraindications: [
      'Use of an MAO inhibitor now or in the past 2 weeks',
      'Allergy to fexofenadine or pseudoephedrine',
      'Difficulty swallowing (do not use)',
      'Glaucoma (ask a doctor first)',
    ],
    brandNames: ['Allegra-D'],
    source: allegraD,
    label: {
      ages: [underDoNotUse(12, allegraD), from65AskDoctor(allegraD)],
      conditions: [glaucomaAskDoctor(allegraD), swallowingDoNotUse(allegraD)],
    },
    review: unreviewed(),
  },
  {
    id: 'allegra-d-24-hour',
    name: 'Allegra-D 24 Hour',
    className: 'Antihistamine (Allergies)',
    categories: ['allergies', 'cold-flu'],
    activeIngredients: [
      { ingredientId: 'fexofenadine', strength: '180 mg (hydrochloride)' },
      { ingredientId: 'pseudoephedrine', strength: '240 mg (hydrochloride, extended-release)' },
    ],
    uses: allergyCongestionUses,
    dose: {
      adult:
        'Adults and children 12 to 64 years: 1 tablet once a day on an empty stomach with water; no more than 1 tablet in 24 hours; not with fruit juice. Adults 65 and over, or with kidney disease: ask a doctor.',
      pediatric: 'Children under 12 years: do not use.',
    },
    summary: 'Once-a-day fexofenadine with pseudoephedrine for allergies with a stuffy nose.',
    mechanism: `${mechanism.secondGenAntihistamine} Pseudoephedrine: ${mechanism.oralDecongestant.toLowerCase()}`,
    warnings: [...fexofenadineWarnings, ...dWarnings],
    sideEffects: dSideEffects,
    interactions: [...fexofenadineInteractions, ...dInteractions],
    contraindications: [
      'Use of an MAO inhibitor now or in the past 2 weeks',
      'Allergy to fexofenadine or pseudoephedrine',
      'Difficulty swallowing (do not use)',
      'Glaucoma (ask a doctor first)',
    ],
    brandNames: ['Allegra-D 24 Hour'],
    source: allegraD24,
    label: {
      ages: [underDoNotUse(12, allegraD24), from65AskDoctor(allegraD24)],
      conditions: [glaucomaAskDoctor(allegraD24), swallowingDoNotUse(allegraD24)],
    },
    review: unreviewed(),
  },
];
