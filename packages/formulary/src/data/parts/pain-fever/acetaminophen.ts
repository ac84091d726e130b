import type { Medication } from '../../../types.js';
import { dailyMed } from '../../sources.js';
import { mechanism, text, underAskDoctor, underDoNotUse, underTwoAskDoctor, unreviewed } from './common.js';

const apap325 = dailyMed('acetaminophen 325 mg');
const apap500 = dailyMed('acetaminophen 500 mg');
const apap650er = dailyMed('acetaminophen extended-release 650 mg');
const tylenolRegular = dailyMed('Tylenol Regular Strength');
const tylenolExtra = dailyMed('Tylenol Extra Strength');
const tylenol8hr = dailyMed('Tylenol 8 HR Arthritis Pain');
const tylenolPm = dailyMed('Tylenol PM');
const childrensApap = dailyMed('acetaminophen oral suspension 160 mg/5 mL');
const childrensTylenol = dailyMed("Children's Tylenol oral suspension");
const infantsTylenol = dailyMed("Infants' Tylenol oral suspension");

const painUses = [
  'headache',
  'fever',
  'muscle-aches',
  'backache',
  'arthritis-pain',
  'toothache',
  'menstrual-cramps',
  'common-cold',
  'body-aches',
];
const childUses = ['fever', 'body-aches', 'headache', 'sore-throat', 'toothache', 'common-cold', 'flu-symptoms'];

const apapWarnings = [text.apapLiver, text.apapDuplicate, text.apapSkin, text.feverStop];
const apapSideEffects = [
  'Side effects are uncommon at labelled doses',
  'Rare: serious skin reactions such as reddening, blisters or rash (stop use and get help)',
];
const apapInteractions = [
  text.apapWarfarin,
  'Any other medicine containing acetaminophen (paracetamol): do not combine.',
  'Alcohol: 3 or more drinks a day raises the risk of liver damage.',
];
const apapContraindications = [
  'Allergy to acetaminophen or any inactive ingredient',
  'Use with another acetaminophen-containing medicine',
  'Liver disease (ask a doctor first)',
];

const childDoseTable =
  'Use the dosing cup provided; dose by weight if known, otherwise by age; repeat every 4 hours while symptoms last; no more than 5 doses in 24 hours. Under 2 years (under 24 lb): ask a doctor. 2 to 3 years (24 to 35 lb): 5 mL. 4 to 5 years (36 to 47 lb): 7.5 mL. 6 to 8 years (48 to 59 lb): 10 mL. 9 to 10 years (60 to 71 lb): 12.5 mL. 11 years (72 to 95 lb): 15 mL.';
const childWarnings = [
  'Liver warning: severe liver damage may occur if the child takes more than 5 doses in 24 hours or with other medicines containing acetaminophen.',
  text.apapDuplicate,
  text.apapSkin,
  text.soreThroat,
  text.childFeverStop,
  'Measure only with the dosing device that comes with the product; never use a kitchen spoon.',
];

/** Acetaminophen (paracetamol) products: generics and the Tylenol range. */
export const acetaminophenProducts: Medication[] = [
  {
    id: 'acetaminophen-325-mg',
    name: 'Acetaminophen 325 mg',
    className: 'Pain reliever / fever reducer',
    categories: ['pain-relief'],
    activeIngredients: [{ ingredientId: 'acetaminophen', strength: '325 mg' }],
    uses: painUses,
    dose: {
      adult:
        'Adults and children 12 years and over: 2 tablets every 4 to 6 hours while symptoms last; no more than 10 tablets in 24 hours unless a doctor directs.',
      pediatric:
        'Children 6 to 11 years: 1 tablet every 4 to 6 hours while symptoms last; no more than 5 tablets in 24 hours. Children under 6 years: ask a doctor.',
    },
    summary: 'Regular-strength acetaminophen for minor aches, pains and fever; gentle on the stomach.',
    mechanism: mechanism.acetaminophen,
    warnings: apapWarnings,
    sideEffects: apapSideEffects,
    interactions: apapInteractions,
    contraindications: apapContraindications,
    brandNames: ['Tylenol Regular Strength'],
    source: apap325,
    label: { ages: [underAskDoctor(6, apap325)] },
    review: unreviewed(),
  },
  {
    id: 'tylenol-regular-strength',
    name: 'Tylenol Regular Strength',
    className: 'Pain reliever / fever reducer',
    categories: ['pain-relief'],
    activeIngredients: [{ ingredientId: 'acetaminophen', strength: '325 mg' }],
    uses: painUses,
    dose: {
      adult:
        'Adults and children 12 years and over: 2 tablets every 4 to 6 hours while symptoms last; no more than 10 tablets in 24 hours unless a doctor directs.',
      pediatric:
        'Children 6 to 11 years: 1 tablet every 4 to 6 hours while symptoms last; no more than 5 tablets in 24 hours. Children under 6 years: ask a doctor.',
    },
    summary: 'Tylenol 325 mg tablets for minor aches, pains and fever; the strength that can also be used from age 6.',
    mechanism: mechanism.acetaminophen,
    warnings: apapWarnings,
    sideEffects: apapSideEffects,
    interactions: apapInteractions,
    contraindications: apapContraindications,
    brandNames: ['Tylenol Regular Strength'],
    source: tylenolRegular,
    label: { ages: [underAskDoctor(6, tylenolRegular)] },
    review: unreviewed(),
  },
  {
    id: 'acetaminophen-500-mg',
    name: 'Acetaminophen 500 mg',
    className: 'Pain reliever / fever reducer',
    categories: ['pain-relief'],
    activeIngredients: [{ ingredientId: 'acetaminophen', strength: '500 mg' }],
    uses: painUses,
    dose: {
      adult:
        'Adults and children 12 years and over: 2 caplets every 6 hours while symptoms last; no more than 6 caplets in 24 hours unless a doctor directs; do not use for more than 10 days unless a doctor directs.',
      pediatric: 'Children under 12 years: ask a doctor.',
    },
    summary: 'Extra-strength acetaminophen for headaches, aches, pains and fever; gentle on the stomach.',
    mechanism: mechanism.acetaminophen,
    warnings: apapWarnings,
    sideEffects: apapSideEffects,
    interactions: apapInteractions,
    contraindications: apapContraindications,
    brandNames: ['Tylenol Extra Strength'],
    source: apap500,
    label: { ages: [underAskDoctor(12, apap500, 'This strength')] },
    review: unreviewed(),
  },
  {
    id: 'tylenol-extra-strength',
    name: 'Tylenol Extra Strength',
    className: 'Pain reliever / fever reducer',
    categories: ['pain-relief'],
    activeIngredients: [{ ingredientId: 'acetaminophen', strength: '500 mg' }],
    uses: painUses,
    dose: {
      adult:
        'Adults and children 12 years and over: 2 caplets every 6 hours while symptoms last; no more than 6 caplets in 24 hours unless a doctor directs; do not use for more than 10 days unless a doctor directs.',
      pediatric: 'Children under 12 years: ask a doctor.',
    },
    summary: 'Tylenol 500 mg caplets for headaches, aches, pains and fever; gentle on the stomach.',
    mechanism: mechanism.acetaminophen,
    warnings: apapWarnings,
    sideEffects: apapSideEffects,
    interactions: apapInteractions,
    contraindications: apapContraindications,
    brandNames: ['Tylenol Extra Strength'],
    source: tylenolExtra,
    label: { ages: [underAskDoctor(12, tylenolExtra, 'This strength')] },
    review: unreviewed(),
  },
  {
    id: 'acetaminophen-650-mg-extended-release',
    name: 'Acetaminophen 650 mg Extended-Release',
    className: 'Pain reliever / fever reducer',
    categories: ['pain-relief'],
    activeIngredients: [{ ingredientId: 'acetaminophen', strength: '650 mg (extended-release)' }],
    uses: [
      'arthritis-pain',
      'muscle-aches',
      'backache',
      'body-aches',
      'headache',
      'toothache',
      'menstrual-cramps',
      'fever',
    ],
    dose: {
      adult:
        'Adults 18 years and over: 2 caplets every 8 hours with water; swallow whole (do not crush, chew, split or dissolve); no more than 6 caplets in 24 hours; do not use for more than 10 days unless a doctor directs.',
      pediatric: 'Under 18 years: ask a doctor.',
    },
    summary: 'Long-acting acetaminophen that lasts up to 8 hours, for arthritis pain and other long-lasting aches.',
    mechanism: `${mechanism.acetaminophen} The two-layer caplet releases part of the dose at once and the rest slowly.`,
    warnings: [...apapWarnings, 'Swallow whole: crushing or chewing releases the full dose at once.'],
    sideEffects: apapSideEffects,
    interactions: apapInteractions,
    contraindications: apapContraindications,
    brandNames: ['Tylenol 8 HR Arthritis Pain'],
    source: apap650er,
    label: { ages: [underAskDoctor(18, apap650er)] },
    review: unreviewed(),
  },
  {
    id: 'tylenol-8-hr-arthritis-pain',
    name: 'Tylenol 8 HR Arthritis Pain',
    className: 'Pain reliever / fever reducer',
    categories: ['pain-relief'],
    activeIngredients: [{ ingredientId: 'acetaminophen', strength: '650 mg (extended-release)' }],
    uses: [
      'arthritis-pain',
      'muscle-aches',
      'backache',
      'body-aches',
      'headache',
      'toothache',
      'menstrual-cramps',
      'fever',
    ],
    dose: {
      adult:
        'Adults 18 years and over: 2 caplets every 8 hours with water; swallow whole (do not crush, chew, split or dissolve); no more than 6 caplets in 24 hours; do not use for more than 10 days unless a doctor directs.',
      pediatric: 'Under 18 years: ask a doctor.',
    },
    summary: 'Extended-release Tylenol that relieves minor arthritis pain for up to 8 hours per dose.',
    mechanism: `${mechanism.acetaminophen} The two-layer caplet releases part of the dose at once and the rest slowly.`,
    warnings: [...apapWarnings, 'Swallow whole: crushing or chewing releases the full dose at once.'],
    sideEffects: apapSideEffects,
    interactions: apapInteractions,
    contraindications: apapContraindications,
    brandNames: ['Tylenol 8 HR Arthritis Pain'],
    source: tylenol8hr,
    label: { ages: [underAskDoctor(18, tylenol8hr)] },
    review: unreviewed(),
  },
  {
    id: 'tylenol-pm',
    name: 'Tylenol PM',
    className: 'Pain reliever / sleep aid',
    categories: ['pain-relief', 'sleep'],
    activeIngredients: [
      { ingredientId: 'acetaminophen', strength: '500 mg' },
      { ingredientId: 'diphenhydramine', strength: '25 mg (hydrochloride)' },
    ],
    uses: ['body-aches', 'headache', 'insomnia'],
    dose: {
      adult: 'Adults and children 12 years and over: 2 caplets at bedtime; no more than 2 caplets in 24 hours.',
      pediatric: 'Children under 12 years: do not use.',
    },
    summary:
      'Extra-strength acetaminophen with the sleep aid diphenhydramine, for occasional headaches and minor aches and pains that keep you awake.',
    mechanism: `${mechanism.acetaminophen} Diphenhydramine, a sedating antihistamine, blocks histamine in the brain and causes drowsiness.`,
    warnings: [
      text.apapLiver,
      text.apapDuplicate,
      text.dphDuplicate,
      text.sleepAidChild,
      text.sedatingAskDoctor,
      text.drowsy,
      text.sleepAidStop,
      text.apapSkin,
    ],
    sideEffects: [
      'Drowsiness the next morning',
      'Dry mouth',
      'Dizziness',
      'Constipation or trouble urinating',
      ...apapSideEffects.slice(1),
    ],
    interactions: [
      text.apapWarfarin,
      'Sedatives, tranquilizers or other medicines that cause drowsiness: ask a doctor or pharmacist first.',
      'Any other product with acetaminophen or diphenhydramine (including skin creams): do not combine.',
      'Alcohol: avoid.',
    ],
    contraindications: [
      'Children under 12 years',
      'Use with another acetaminophen or diphenhydramine product',
      'Allergy to acetaminophen or diphenhydramine',
    ],
    brandNames: ['Tylenol PM'],
    source: tylenolPm,
    label: { ages: [underDoNotUse(12, tylenolPm)] },
    review: unreviewed(),
  },
  {
    id: 'childrens-acetaminophen-suspension',
    name: "Children's Acetaminophen Oral Suspension 160 mg/5 mL",
    className: 'Pain reliever / fever reducer',
    categories: ['pain-relief'],
    activeIngredients: [{ ingredientId: 'acetaminophen', strength: '160 mg per 5 mL' }],
    uses: childUses,
    dose: {
      adult:
        'Not for adults: this liquid is dosed for children 2 to 11 years; adults use an adult acetaminophen product.',
      pediatric: childDoseTable,
    },
    summary:
      "Children's liquid acetaminophen (160 mg per 5 mL) that lowers fever and relieves aches, sore throat and toothache.",
    mechanism: mechanism.acetaminophen,
    warnings: childWarnings,
    sideEffects: apapSideEffects,
    interactions: [text.apapWarfarin, 'Any other medicine containing acetaminophen: do not combine.'],
    contraindications: ['Allergy to acetaminophen', 'Use with another acetaminophen-containing medicine'],
    brandNames: ["Children's Tylenol"],
    source: childrensApap,
    label: { ages: [underTwoAskDoctor(childrensApap)] },
    review: unreviewed(),
  },
  {
    id: 'childrens-tylenol',
    name: "Children's Tylenol",
    className: 'Pain reliever / fever reducer',
    categories: ['pain-relief'],
    activeIngredients: [{ ingredientId: 'acetaminophen', strength: '160 mg per 5 mL' }],
    uses: childUses,
    dose: {
      adult:
        'Not for adults: this liquid is dosed for children 2 to 11 years; adults use an adult acetaminophen product.',
      pediatric: childDoseTable,
    },
    summary:
      "Children's Tylenol oral suspension (160 mg per 5 mL) for fever and minor aches and pains in children 2 to 11.",
    mechanism: mechanism.acetaminophen,
    warnings: childWarnings,
    sideEffects: apapSideEffects,
    interactions: [text.apapWarfarin, 'Any other medicine containing acetaminophen: do not combine.'],
    contraindications: ['Allergy to acetaminophen', 'Use with another acetaminophen-containing medicine'],
    brandNames: ["Children's Tylenol"],
    source: childrensTylenol,
    label: { ages: [underTwoAskDoctor(childrensTylenol)] },
    review: unreviewed(),
  },
  {
    id: 'infants-tylenol',
    name: "Infants' Tylenol",
    className: 'Pain reliever / fever reducer',
    categories: ['pain-relief'],
    activeIngredients: [{ ingredientId: 'acetaminophen', strength: '160 mg per 5 mL' }],
    uses: childUses,
    dose: {
      adult: 'Not for adults: this liquid is dosed for young children; adults use an adult acetaminophen product.',
      pediatric:
        'Use only the oral syringe provided. Under 2 years (under 24 lb): ask a doctor. 2 to 3 years (24 to 35 lb): 5 mL every 4 hours while symptoms last; no more than 5 doses in 24 hours; do not give for more than 5 days unless a doctor directs.',
    },
    summary:
      "Infants' Tylenol oral suspension; the same strength as Children's Tylenol (160 mg per 5 mL), with a syringe for small doses.",
    mechanism: mechanism.acetaminophen,
    warnings: childWarnings,
    sideEffects: apapSideEffects,
    interactions: [text.apapWarfarin, 'Any other medicine containing acetaminophen: do not combine.'],
    contraindications: ['Allergy to acetaminophen', 'Use with another acetaminophen-containing medicine'],
    brandNames: ["Infants' Tylenol"],
    source: infantsTylenol,
    label: { ages: [underTwoAskDoctor(infantsTylenol)] },
    review: unreviewed(),
  },
];
