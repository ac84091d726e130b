import type { Medication } from '../../../types.js';
import { dailyMed } from '../../sources.js';
import { mechanism, text, underAskDoctor, underDoNotUse, unreviewed } from '../pain-fever/common.js';

const dph25 = dailyMed('diphenhydramine hydrochloride 25 mg');
const benadryl = dailyMed('Benadryl Allergy Ultratabs');
const dphSleep = dailyMed('diphenhydramine hydrochloride 25 mg nighttime sleep aid');
const doxylamine25 = dailyMed('doxylamine succinate 25 mg sleep aid');
const unisom = dailyMed('Unisom SleepTabs');
const zzzquil = dailyMed('ZzzQuil nighttime sleep-aid liquid');
const chlor4 = dailyMed('chlorpheniramine maleate 4 mg');
const chlorTrimeton = dailyMed('Chlor-Trimeton Allergy 4 Hour');

const allergyUses = ['hay-fever', 'runny-nose', 'sneezing', 'itchy-watery-eyes', 'itchy-nose-throat'];
const sedatingAllergyUses = [...allergyUses, 'common-cold'];

const sedatingSideEffects = [
  'Drowsiness',
  'Dry mouth, nose and throat',
  'Dizziness',
  'Constipation or trouble urinating',
  'Excitability, especially in children',
];
const sedatingInteractions = [
  'Sedatives, tranquilizers, sleep aids, opioids or other medicines that cause drowsiness: ask a doctor or pharmacist first.',
  'Alcohol: adds to drowsiness; avoid.',
];
const sedatingContraindications = [
  'Glaucoma, breathing problems such as emphysema or chronic bronchitis, or trouble urinating from an enlarged prostate (ask a doctor first)',
  'Older adults: sedating antihistamines raise the risk of confusion and falls',
];

const dphAllergyAdult =
  'Adults and children 12 years and over: 1 to 2 tablets (25 to 50 mg) every 4 to 6 hours; no more than 6 doses in 24 hours.';
const dphAllergyChild =
  'Children 6 to under 12 years: 1 tablet (25 mg) every 4 to 6 hours; no more than 6 doses in 24 hours. Children under 6 years: do not use.';
const dphAllergyWarnings = [text.dphDuplicate, text.sedatingAskDoctor, text.drowsy, text.excitability];

const sleepWarnings = [text.sleepAidChild, text.sedatingAskDoctor, text.drowsy, text.sleepAidStop];
const sleepMechanism =
  'A sedating antihistamine: it blocks histamine, a brain chemical that keeps you awake, so you fall asleep more easily.';

const chlorAdult =
  'Adults and children 12 years and over: 1 tablet every 4 to 6 hours; no more than 6 tablets in 24 hours.';
const chlorChild =
  'Children 6 to under 12 years: half a tablet every 4 to 6 hours; no more than 3 tablets in 24 hours. Children under 6 years: ask a doctor.';

/** Sedating (first-generation) antihistamines for allergy and sleep. */
export const sedatingAntihistamineProducts: Medication[] = [
  {
    id: 'diphenhydramine-25-mg',
    name: 'Diphenhydramine 25 mg',
    className: 'Antihistamine (Allergies)',
    categories: ['allergies'],
    activeIngredients: [{ ingredientId: 'diphenhydramine', strength: '25 mg (hydrochloride)' }],
    uses: sedatingAllergyUses,
    dose: { adult: dphAllergyAdult, pediatric: dphAllergyChild },
    summary:
      'Fast-acting sedating antihistamine for sneezing, runny nose and itchy, watery eyes from allergies or colds.',
    mechanism: mechanism.firstGenAntihistamine,
    warnings: dphAllergyWarnings,
    sideEffects: sedatingSideEffects,
    interactions: [
      ...sedatingInteractions,
      'Any other diphenhydramine product, including creams and sleep aids: do not combine.',
    ],
    contraindications: [...sedatingContraindications, 'Children under 6 years', 'Use to make a child sleepy'],
    brandNames: ['Benadryl Allergy'],
    source: dph25,
    label: { ages: [underDoNotUse(6, dph25)] },
    review: unreviewed(),
  },
  {
    id: 'benadryl-allergy',
    name: 'Benadryl Allergy',
    className: 'Antihistamine (Allergies)',
    categories: ['allergies'],
    activeIngredients: [{ ingredientId: 'diphenhydramine', strength: '25 mg (hydrochloride)' }],
    uses: sedatingAllergyUses,
    dose: { adult: dphAllergyAdult, pediatric: dphAllergyChild },
    summary:
      'Benadryl Allergy Ultratabs (diphenhydramine 25 mg) for sneezing, runny nose and itchy, watery eyes; causes drowsiness.',
    mechanism: mechanism.firstGenAntihistamine,
    warnings: dphAllergyWarnings,
    sideEffects: sedatingSideEffects,
    interactions: [
      ...sedatingInteractions,
      'Any other diphenhydramine product, including creams and sleep aids: do not combine.',
    ],
    contraindications: [...sedatingContraindications, 'Children under 6 years', 'Use to make a child sleepy'],
    brandNames: ['Benadryl Allergy'],
    source: benadryl,
    label: { ages: [underDoNotUse(6, benadryl)] },
    review: unreviewed(),
  },
  {
    id: 'diphenhydramine-25-mg-sleep-aid',
    name: 'Diphenhydramine 25 mg Sleep Aid',
    className: 'Nighttime sleep aid',
    categories: ['sleep'],
    activeIngredients: [{ ingredientId: 'diphenhydramine', strength: '25 mg (hydrochloride)' }],
    uses: ['insomnia'],
    dose: {
      adult: 'Adults and children 12 years and over: 2 caplets (50 mg) at bedtime if needed, or as a doctor directs.',
      pediatric: 'Children under 12 years: do not use.',
    },
    summary: 'Non-habit-forming nighttime sleep aid for occasional sleeplessness.',
    mechanism: sleepMechanism,
    warnings: [text.dphDuplicate, ...sleepWarnings],
    sideEffects: ['Next-day drowsiness', ...sedatingSideEffects.slice(1)],
    interactions: [
      ...sedatingInteractions,
      'Any other diphenhydramine product, including creams and allergy tablets: do not combine.',
    ],
    contraindications: [...sedatingContraindications, 'Children under 12 years'],
    brandNames: ['Sominex', 'Simply Sleep', 'Nytol QuickCaps'],
    source: dphSleep,
    label: { ages: [underDoNotUse(12, dphSleep, 'This sleep aid')] },
    review: unreviewed(),
  },
  {
    id: 'zzzquil',
    name: 'ZzzQuil',
    className: 'Nighttime sleep aid',
    categories: ['sleep'],
    activeIngredients: [{ ingredientId: 'diphenhydramine', strength: '50 mg per 30 mL (hydrochloride)' }],
    uses: ['insomnia'],
    dose: {
      adult:
        'Adults and children 12 years and over: 30 mL (using the dose cup) at bedtime if needed, or as a doctor directs.',
      pediatric: 'Children under 12 years: do not use.',
    },
    summary:
      'Vicks ZzzQuil nighttime sleep-aid liquid (diphenhydramine) for occasional sleeplessness; not for colds or pain.',
    mechanism: sleepMechanism,
    warnings: [text.dphDuplicate, ...sleepWarnings],
    sideEffects: ['Next-day drowsiness', ...sedatingSideEffects.slice(1)],
    interactions: [
      ...sedatingInteractions,
      'Any other diphenhydramine product, including creams and allergy tablets: do not combine.',
    ],
    contraindications: [...sedatingContraindications, 'Children under 12 years'],
    brandNames: ['ZzzQuil'],
    source: zzzquil,
    label: { ages: [underDoNotUse(12, zzzquil, 'This sleep aid')] },
    review: unreviewed(),
  },
  {
    id: 'doxylamine-25-mg-sleep-aid',
    name: 'Doxylamine 25 mg Sleep Aid',
    className: 'Nighttime sleep aid',
    categories: ['sleep'],
    activeIngredients: [{ ingredientId: 'doxylamine', strength: '25 mg (succinate)' }],
    uses: ['insomnia'],
    dose: {
      adult:
        'Adults and children 12 years and over: 1 tablet 30 minutes before bed; once a day or as a doctor directs.',
      pediatric: 'Children under 12 years: do not use.',
    },
    summary: 'Doxylamine nighttime sleep aid for occasional sleeplessness; one tablet at bedtime.',
    mechanism: sleepMechanism,
    warnings: sleepWarnings,
    sideEffects: ['Next-day drowsiness', ...sedatingSideEffects.slice(1)],
    interactions: [
      ...sedatingInteractions,
      'Other products with doxylamine, such as nighttime cold medicines (NyQuil): do not combine.',
    ],
    contraindications: [...sedatingContraindications, 'Children under 12 years'],
    brandNames: ['Unisom SleepTabs'],
    source: doxylamine25,
    label: { ages: [underDoNotUse(12, doxylamine25, 'This sleep aid')] },
    review: unreviewed(),
  },
  {
    id: 'unisom-sleeptabs',
    name: 'Unisom SleepTabs',
    className: 'Nighttime sleep aid',
    categories: ['sleep'],
    activeIngredients: [{ ingredientId: 'doxylamine', strength: '25 mg (succinate)' }],
    uses: ['insomnia'],
    dose: {
      adult:
        'Adults and children 12 years and over: 1 tablet 30 minutes before bed; once a day or as a doctor directs.',
      pediatric: 'Children under 12 years: do not use.',
    },
    summary:
      'Unisom SleepTabs (doxylamine 25 mg) for occasional sleeplessness. Unisom SleepGels contain diphenhydramine instead.',
    mechanism: sleepMechanism,
    warnings: sleepWarnings,
    sideEffects: ['Next-day drowsiness', ...sedatingSideEffects.slice(1)],
    interactions: [
      ...sedatingInteractions,
      'Other products with doxylamine, such as nighttime cold medicines (NyQuil): do not combine.',
    ],
    contraindications: [...sedatingContraindications, 'Children under 12 years'],
    brandNames: ['Unisom SleepTabs'],
    source: unisom,
    label: { ages: [underDoNotUse(12, unisom, 'This sleep aid')] },
    review: unreviewed(),
  },
  {
    id: 'chlorpheniramine-4-mg',
    name: 'Chlorpheniramine 4 mg',
    className: 'Antihistamine (Allergies)',
    categories: ['allergies'],
    activeIngredients: [{ ingredientId: 'chlorpheniramine', strength: '4 mg (maleate)' }],
    uses: allergyUses,
    dose: { adult: chlorAdult, pediatric: chlorChild },
    summary: 'Inexpensive sedating antihistamine for hay fever symptoms; lasts 4 to 6 hours.',
    mechanism: mechanism.firstGenAntihistamine,
    warnings: [text.sedatingAskDoctor, text.drowsy, text.excitability],
    sideEffects: sedatingSideEffects,
    interactions: sedatingInteractions,
    contraindications: sedatingContraindications,
    brandNames: ['Chlor-Trimeton', 'Aller-Chlor'],
    source: chlor4,
    label: { ages: [underAskDoctor(6, chlor4)] },
    review: unreviewed(),
  },
  {
    id: 'chlor-trimeton',
    name: 'Chlor-Trimeton',
    className: 'Antihistamine (Allergies)',
    categories: ['allergies'],
    activeIngredients: [{ ingredientId: 'chlorpheniramine', strength: '4 mg (maleate)' }],
    uses: allergyUses,
    dose: { adult: chlorAdult, pediatric: chlorChild },
    summary: 'Chlor-Trimeton Allergy 4 Hour (chlorpheniramine 4 mg) for sneezing, runny nose and itchy, watery eyes.',
    mechanism: mechanism.firstGenAntihistamine,
    warnings: [text.sedatingAskDoctor, text.drowsy, text.excitability],
    sideEffects: sedatingSideEffects,
    interactions: sedatingInteractions,
    contraindications: sedatingContraindications,
    brandNames: ['Chlor-Trimeton'],
    source: chlorTrimeton,
    label: { ages: [underAskDoctor(6, chlorTrimeton)] },
    review: unreviewed(),
  },
];
