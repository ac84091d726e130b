import type { Medication } from '../../../types.js';
import { dailyMed, lactMed } from '../../sources.js';
import { aspirinPainDoseBreastfeeding, mechanism, text, underAskDoctor, unreviewed } from './common.js';

const aspirin325 = dailyMed('aspirin 325 mg');
const aspirin81 = dailyMed('aspirin 81 mg delayed release');
const bayer = dailyMed('Bayer Genuine Aspirin 325 mg');
const bayerLowDose = dailyMed('Bayer Low Dose Aspirin 81 mg');
const excedrinExtra = dailyMed('Excedrin Extra Strength');
const excedrinMigraine = dailyMed('Excedrin Migraine');
const excedrinTension = dailyMed('Excedrin Tension Headache');
const midolComplete = dailyMed('Midol Complete');
const diclofenacGel = dailyMed('diclofenac sodium topical gel 1%');
const voltaren = dailyMed('Voltaren Arthritis Pain');
const aspirinLactMed = lactMed('aspirin');

const aspirinUses = [
  'headache',
  'muscle-aches',
  'toothache',
  'menstrual-cramps',
  'arthritis-pain',
  'backache',
  'fever',
  'common-cold',
];
const aspirinWarnings = [
  text.aspirinReye,
  text.nsaidAllergy,
  text.nsaidStomach,
  text.nsaidAskDoctor,
  text.nsaidPregnancy,
  text.aspirinEars,
];
const aspirinSideEffects = [
  'Upset stomach or heartburn',
  'Easy bruising or bleeding',
  'Ringing in the ears or hearing loss (stop use)',
  'Rare: stomach bleeding (black or bloody stools, vomiting blood) – stop and get help',
];
const aspirinInteractions = [
  'Blood thinners (anticoagulants) or other antiplatelet medicines: higher bleeding risk; ask a doctor first.',
  'Prescription medicines for diabetes, gout or arthritis: ask a doctor or pharmacist first.',
  'Steroids or other NSAIDs (ibuprofen, naproxen): higher risk of stomach bleeding.',
  'Ibuprofen can reduce the heart-protecting effect of daily aspirin.',
];
const aspirinContraindications = [
  'Allergy to aspirin or any other pain reliever or fever reducer',
  "Children and teenagers with or recovering from chickenpox or flu-like symptoms (Reye's syndrome)",
  'Last 3 months of pregnancy unless a doctor directs',
  'Stomach ulcers or a bleeding problem (ask a doctor)',
];

const excedrinWarnings = [
  text.aspirinReye,
  text.apapLiver,
  text.apapDuplicate,
  text.nsaidStomach,
  text.nsaidAllergy,
  text.caffeineLimit,
  text.nsaidPregnancy,
];
const excedrinSideEffects = [
  'Upset stomach or heartburn',
  'Nervousness, jitteriness or trouble sleeping (caffeine)',
  'Ringing in the ears (stop use)',
];
const excedrinInteractions = [
  text.apapWarfarin,
  'Blood thinners, steroids, other NSAIDs: higher bleeding risk.',
  'Prescription medicines for diabetes, gout or arthritis: ask a doctor or pharmacist first.',
  'Any other medicine with acetaminophen: do not combine.',
  'Coffee, tea, energy drinks and caffeine tablets: limit them.',
];
const excedrinContraindications = [
  'Allergy to acetaminophen, aspirin or any other pain reliever or fever reducer',
  'Use with another acetaminophen-containing medicine',
  "Children and teenagers with or recovering from chickenpox or flu-like symptoms (Reye's syndrome)",
];
const excedrinIngredients = [
  { ingredientId: 'acetaminophen', strength: '250 mg' },
  { ingredientId: 'aspirin', strength: '250 mg' },
  { ingredientId: 'caffeine', strength: '65 mg' },
];
const excedrinMechanism = `${mechanism.acetaminophen} ${mechanism.aspirin} ${mechanism.caffeine}`;

const diclofenacDose =
  'Adults: use up to 4 times a day for up to 21 days unless a doctor directs; measure with the dosing card: 2 g for each hand, wrist or elbow, 4 g for each knee, ankle or foot; rub in gently; use on no more than 2 body areas at once; wash hands after use (unless treating the hands); do not bathe for 1 hour after, or cover with bandages or heat.';
const diclofenacWarnings = [
  'For arthritis pain of the hands, wrists, elbows, knees, ankles or feet only; not for strains, sprains or sports injuries. It may take up to 7 days to work.',
  text.nsaidStomach,
  text.nsaidHeart,
  text.nsaidAllergy,
  'Do not use on more than 2 body areas at once, on broken skin, or near the eyes, nose or mouth.',
  text.nsaidPregnancy,
];
const diclofenacSideEffects = [
  'Skin redness, itching or dryness where applied',
  'Rare: stomach upset',
  'Rare: severe allergic or skin reaction (stop use)',
];
const diclofenacInteractions = [
  'Other NSAIDs, including NSAID pills and other diclofenac products: ask a doctor or pharmacist first.',
  'Blood thinners or steroids: ask a doctor or pharmacist first.',
  'Daily aspirin for the heart: ask a doctor or pharmacist first.',
  'Diuretics: ask a doctor first.',
];
const diclofenacContraindications = [
  'Allergic reaction to any pain reliever or fever reducer',
  'Right before or after heart surgery',
  'Last 3 months of pregnancy unless a doctor directs',
];

/** Aspirin, aspirin/acetaminophen/caffeine combinations, Midol and topical diclofenac. */
export const aspirinTopicalProducts: Medication[] = [
  {
    id: 'aspirin-325-mg',
    name: 'Aspirin 325 mg',
    className: 'NSAID (Pain Relief)',
    categories: ['pain-relief'],
    activeIngredients: [{ ingredientId: 'aspirin', strength: '325 mg' }],
    uses: aspirinUses,
    dose: {
      adult:
        'Adults and children 12 years and over: 1 to 2 tablets with water every 4 hours as needed; no more than 12 tablets in 24 hours unless a doctor directs.',
      pediatric:
        "Children under 12 years: ask a doctor. Children and teenagers recovering from chickenpox or flu-like illness must not take aspirin (Reye's syndrome).",
    },
    summary: 'Regular-strength aspirin for headaches, aches and pains and fever; also reduces inflammation.',
    mechanism: mechanism.aspirin,
    warnings: aspirinWarnings,
    sideEffects: aspirinSideEffects,
    interactions: aspirinInteractions,
    contraindications: aspirinContraindications,
    brandNames: ['Bayer Aspirin'],
    source: aspirin325,
    label: { ages: [underAskDoctor(12, aspirin325)], breastfeeding: aspirinPainDoseBreastfeeding(aspirinLactMed) },
    review: unreviewed(),
  },
  {
    id: 'bayer-aspirin',
    name: 'Bayer Aspirin',
    className: 'NSAID (Pain Relief)',
    categories: ['pain-relief'],
    activeIngredients: [{ ingredientId: 'aspirin', strength: '325 mg' }],
    uses: aspirinUses,
    dose: {
      adult:
        'Adults and children 12 years and over: 1 to 2 tablets with water every 4 hours as needed; no more than 12 tablets in 24 hours unless a doctor directs.',
      pediatric:
        "Children under 12 years: ask a doctor. Children and teenagers recovering from chickenpox or flu-like illness must not take aspirin (Reye's syndrome).",
    },
    summary: 'Genuine Bayer Aspirin 325 mg coated tablets for pain and fever.',
    mechanism: mechanism.aspirin,
    warnings: aspirinWarnings,
    sideEffects: aspirinSideEffects,
    interactions: aspirinInteractions,
    contraindications: aspirinContraindications,
    brandNames: ['Bayer Aspirin'],
    source: bayer,
    label: { ages: [underAskDoctor(12, bayer)], breastfeeding: aspirinPainDoseBreastfeeding(aspirinLactMed) },
    review: unreviewed(),
  },
  {
    id: 'aspirin-81-mg-low-dose',
    name: 'Aspirin 81 mg (Low Dose)',
    className: 'NSAID (Pain Relief)',
    categories: ['pain-relief'],
    activeIngredients: [{ ingredientId: 'aspirin', strength: '81 mg (delayed-release)' }],
    uses: ['body-aches', 'muscle-aches', 'arthritis-pain', 'backache'],
    dose: {
      adult:
        'Adults and children 12 years and over: for pain, 4 to 8 tablets with a full glass of water every 4 hours; no more than 48 tablets in 24 hours unless a doctor directs. Daily use for the heart only as a doctor directs.',
      pediatric:
        "Children under 12 years: ask a doctor. Children and teenagers recovering from chickenpox or flu-like illness must not take aspirin (Reye's syndrome).",
    },
    summary:
      'Low-dose (81 mg) coated aspirin, mostly taken daily on a doctor’s advice to prevent heart attack or stroke; too slow-acting for fast pain relief.',
    mechanism: mechanism.aspirin,
    warnings: [
      'Take daily aspirin for heart attack or stroke prevention only if a doctor tells you to; do not start or stop it on your own.',
      ...aspirinWarnings,
    ],
    sideEffects: aspirinSideEffects,
    interactions: aspirinInteractions,
    contraindications: aspirinContraindications,
    brandNames: ['Bayer Low Dose Aspirin', 'Ecotrin Low Strength', 'St. Joseph Low Dose Aspirin'],
    source: aspirin81,
    label: {
      ages: [underAskDoctor(12, aspirin81)],
      breastfeeding: {
        severity: 'caution',
        message:
          'LactMed considers daily low-dose aspirin acceptable while breastfeeding, but not the higher pain-relief doses; keep to the low dose a doctor prescribed.',
        source: aspirinLactMed,
      },
    },
    review: unreviewed(),
  },
  {
    id: 'bayer-low-dose-aspirin',
    name: 'Bayer Low Dose Aspirin',
    className: 'NSAID (Pain Relief)',
    categories: ['pain-relief'],
    activeIngredients: [{ ingredientId: 'aspirin', strength: '81 mg (enteric safety coated)' }],
    uses: ['body-aches', 'muscle-aches', 'arthritis-pain', 'backache'],
    dose: {
      adult:
        'Adults and children 12 years and over: for pain, 4 to 8 tablets with a full glass of water every 4 hours; no more than 48 tablets in 24 hours unless a doctor directs. Daily use for the heart only as a doctor directs.',
      pediatric:
        "Children under 12 years: ask a doctor. Children and teenagers recovering from chickenpox or flu-like illness must not take aspirin (Reye's syndrome).",
    },
    summary:
      'Bayer 81 mg safety-coated aspirin, mostly taken daily on a doctor’s advice to prevent heart attack or stroke.',
    mechanism: mechanism.aspirin,
    warnings: [
      'Take daily aspirin for heart attack or stroke prevention only if a doctor tells you to; do not start or stop it on your own.',
      ...aspirinWarnings,
    ],
    sideEffects: aspirinSideEffects,
    interactions: aspirinInteractions,
    contraindications: aspirinContraindications,
    brandNames: ['Bayer Low Dose Aspirin'],
    source: bayerLowDose,
    label: {
      ages: [underAskDoctor(12, bayerLowDose)],
      breastfeeding: {
        severity: 'caution',
        message:
          'LactMed considers daily low-dose aspirin acceptable while breastfeeding, but not the higher pain-relief doses; keep to the low dose a doctor prescribed.',
        source: aspirinLactMed,
      },
    },
    review: unreviewed(),
  },
  {
    id: 'excedrin-extra-strength',
    name: 'Excedrin Extra Strength',
    className: 'NSAID (Pain Relief)',
    categories: ['pain-relief'],
    activeIngredients: excedrinIngredients,
    uses: [
      'headache',
      'muscle-aches',
      'toothache',
      'menstrual-cramps',
      'arthritis-pain',
      'backache',
      'common-cold',
      'sinus-pressure',
    ],
    dose: {
      adult:
        'Adults and children 12 years and over: 2 caplets every 6 hours while symptoms last; no more than 8 caplets in 24 hours unless a doctor directs.',
      pediatric: 'Children under 12 years: ask a doctor.',
    },
    summary: 'Acetaminophen, aspirin and caffeine together for headaches and other minor aches and pains.',
    mechanism: excedrinMechanism,
    warnings: excedrinWarnings,
    sideEffects: excedrinSideEffects,
    interactions: excedrinInteractions,
    contraindications: excedrinContraindications,
    brandNames: ['Excedrin Extra Strength'],
    source: excedrinExtra,
    label: { ages: [underAskDoctor(12, excedrinExtra)], breastfeeding: aspirinPainDoseBreastfeeding(aspirinLactMed) },
    review: unreviewed(),
  },
  {
    id: 'excedrin-migraine',
    name: 'Excedrin Migraine',
    className: 'NSAID (Pain Relief)',
    categories: ['pain-relief'],
    activeIngredients: excedrinIngredients,
    uses: ['migraine', 'headache'],
    dose: {
      adult:
        'Adults 18 years and over: 2 caplets with a glass of water; no more than 2 caplets in 24 hours unless a doctor directs; ask a doctor if symptoms last or worsen.',
      pediatric: 'Under 18 years: ask a doctor.',
    },
    summary: 'Acetaminophen, aspirin and caffeine for mild to moderate migraine pain and its symptoms.',
    mechanism: excedrinMechanism,
    warnings: [
      'Ask a doctor first if your migraines were never diagnosed, this headache is different from your usual ones, it is the worst headache of your life, comes with fever and stiff neck, follows a head injury, exertion, coughing or bending, is your first headache after age 50, or you have daily headaches.',
      ...excedrinWarnings,
    ],
    sideEffects: excedrinSideEffects,
    interactions: excedrinInteractions,
    contraindications: excedrinContraindications,
    brandNames: ['Excedrin Migraine'],
    source: excedrinMigraine,
    label: {
      ages: [underAskDoctor(18, excedrinMigraine)],
      breastfeeding: aspirinPainDoseBreastfeeding(aspirinLactMed),
    },
    review: unreviewed(),
  },
  {
    id: 'excedrin-tension-headache',
    name: 'Excedrin Tension Headache',
    className: 'Pain reliever / fever reducer',
    categories: ['pain-relief'],
    activeIngredients: [
      { ingredientId: 'acetaminophen', strength: '500 mg' },
      { ingredientId: 'caffeine', strength: '65 mg' },
    ],
    uses: ['headache', 'muscle-aches', 'backache', 'body-aches'],
    dose: {
      adult:
        'Adults and children 12 years and over: 2 caplets every 6 hours while symptoms last; no more than 6 caplets in 24 hours unless a doctor directs.',
      pediatric: 'Children under 12 years: ask a doctor.',
    },
    summary: 'Aspirin-free acetaminophen with caffeine for tension headaches and muscle aches.',
    mechanism: `${mechanism.acetaminophen} ${mechanism.caffeine}`,
    warnings: [text.apapLiver, text.apapDuplicate, text.apapSkin, text.caffeineLimit],
    sideEffects: ['Nervousness, jitteriness or trouble sleeping (caffeine)', 'Rare: serious skin reactions (stop use)'],
    interactions: [
      text.apapWarfarin,
      'Any other medicine with acetaminophen: do not combine.',
      'Coffee, tea, energy drinks and caffeine tablets: limit them.',
    ],
    contraindications: [
      'Allergy to acetaminophen',
      'Use with another acetaminophen-containing medicine',
      'Liver disease (ask a doctor first)',
    ],
    brandNames: ['Excedrin Tension Headache'],
    source: excedrinTension,
    label: { ages: [underAskDoctor(12, excedrinTension)] },
    review: unreviewed(),
  },
  {
    id: 'midol-complete',
    name: 'Midol Complete',
    className: 'Menstrual pain reliever',
    categories: ['pain-relief', 'womens-health'],
    activeIngredients: [
      { ingredientId: 'acetaminophen', strength: '500 mg' },
      { ingredientId: 'caffeine', strength: '60 mg' },
      { ingredientId: 'pyrilamine', strength: '15 mg (maleate)' },
    ],
    uses: ['menstrual-cramps', 'headache', 'backache', 'muscle-aches'],
    dose: {
      adult:
        'Adults and children 12 years and over: 2 caplets with water every 6 hours as needed; no more than 6 caplets in 24 hours.',
      pediatric: 'Children under 12 years: ask a doctor.',
    },
    summary:
      'Acetaminophen, caffeine and the antihistamine pyrilamine for period cramps, bloating from water retention, headache and backache.',
    mechanism: `${mechanism.acetaminophen} Caffeine acts as a mild diuretic against water-weight bloating and adds to pain relief; pyrilamine is a sedating antihistamine and can cause drowsiness.`,
    warnings: [
      text.apapLiver,
      text.apapDuplicate,
      text.apapSkin,
      text.sedatingAskDoctor,
      text.caffeineLimit,
      'May cause drowsiness; alcohol, sedatives and tranquilizers add to it.',
    ],
    sideEffects: [
      'Drowsiness',
      'Nervousness or trouble sleeping (caffeine)',
      'Dry mouth',
      'Excitability, especially in children',
    ],
    interactions: [
      text.apapWarfarin,
      'Sedatives or tranquilizers: ask a doctor or pharmacist first.',
      'Any other medicine with acetaminophen: do not combine.',
      'Coffee, tea and energy drinks: limit them.',
    ],
    contraindications: ['Allergy to acetaminophen', 'Use with another acetaminophen-containing medicine'],
    brandNames: ['Midol Complete'],
    source: midolComplete,
    label: { ages: [underAskDoctor(12, midolComplete)] },
    review: unreviewed(),
  },
  {
    id: 'diclofenac-sodium-1-percent-gel',
    name: 'Diclofenac Sodium 1% Gel',
    className: 'NSAID (Pain Relief)',
    categories: ['pain-relief'],
    activeIngredients: [{ ingredientId: 'diclofenac', strength: '1% (diclofenac sodium topical gel)' }],
    uses: ['arthritis-pain'],
    dose: { adult: diclofenacDose, pediatric: 'Under 18 years: ask a doctor.' },
    summary:
      'Anti-inflammatory gel rubbed on painful arthritic joints of the hands, wrists, elbows, knees, ankles or feet.',
    mechanism: mechanism.topicalNsaid,
    warnings: diclofenacWarnings,
    sideEffects: diclofenacSideEffects,
    interactions: diclofenacInteractions,
    contraindications: diclofenacContraindications,
    brandNames: ['Voltaren Arthritis Pain'],
    source: diclofenacGel,
    label: { ages: [underAskDoctor(18, diclofenacGel)] },
    review: unreviewed(),
  },
  {
    id: 'voltaren-arthritis-pain',
    name: 'Voltaren Arthritis Pain',
    className: 'NSAID (Pain Relief)',
    categories: ['pain-relief'],
    activeIngredients: [{ ingredientId: 'diclofenac', strength: '1% (diclofenac sodium topical gel)' }],
    uses: ['arthritis-pain'],
    dose: { adult: diclofenacDose, pediatric: 'Under 18 years: ask a doctor.' },
    summary: 'Voltaren diclofenac 1% gel, the first prescription-strength arthritis gel sold over the counter.',
    mechanism: mechanism.topicalNsaid,
    warnings: diclofenacWarnings,
    sideEffects: diclofenacSideEffects,
    interactions: diclofenacInteractions,
    contraindications: diclofenacContraindications,
    brandNames: ['Voltaren Arthritis Pain'],
    source: voltaren,
    label: { ages: [underAskDoctor(18, voltaren)] },
    review: unreviewed(),
  },
];
