import type { Medication } from '../../../types.js';
import { dailyMed } from '../../sources.js';
import { mechanism, text, underAskDoctor, underDoNotUse, underTwoAskDoctor, unreviewed } from './common.js';

const ibu200 = dailyMed('ibuprofen 200 mg');
const advil = dailyMed('Advil ibuprofen tablets 200 mg');
const advilLiquiGels = dailyMed('Advil Liqui-Gels');
const motrinIb = dailyMed('Motrin IB');
const advilPm = dailyMed('Advil PM');
const advilColdSinus = dailyMed('Advil Cold and Sinus');
const childrensIbu = dailyMed('ibuprofen oral suspension 100 mg/5 mL');
const childrensMotrin = dailyMed("Children's Motrin oral suspension");
const naproxen220 = dailyMed('naproxen sodium 220 mg');
const aleve = dailyMed('Aleve naproxen sodium 220 mg');
const alevePm = dailyMed('Aleve PM');

const painUses = [
  'headache',
  'toothache',
  'backache',
  'menstrual-cramps',
  'muscle-aches',
  'arthritis-pain',
  'fever',
  'common-cold',
  'body-aches',
];
const childUses = ['fever', 'body-aches', 'headache', 'sore-throat', 'toothache', 'common-cold', 'flu-symptoms'];

const nsaidWarnings = [text.nsaidStomach, text.nsaidHeart, text.nsaidAllergy, text.nsaidAskDoctor, text.nsaidPregnancy];
const nsaidSideEffects = [
  'Upset stomach, heartburn or nausea',
  'Dizziness',
  'Fluid retention or swelling',
  'Rare: stomach bleeding (black or bloody stools, vomiting blood) – stop and get help',
];
const nsaidInteractions = [
  'Blood thinners (anticoagulants) or antiplatelet medicines: higher bleeding risk.',
  'Steroids (corticosteroids): higher risk of stomach bleeding.',
  'Other NSAIDs, including aspirin and naproxen/ibuprofen: do not combine without a doctor.',
  'Diuretics (water pills) and some blood pressure medicines: ask a doctor first.',
];
const ibuInteractions = [
  ...nsaidInteractions,
  'Daily aspirin for heart protection: ibuprofen can reduce its benefit; ask a doctor or pharmacist.',
];
const nsaidContraindications = [
  'Allergic reaction to any pain reliever or fever reducer (including aspirin)',
  'Right before or after heart surgery',
  'Last 20 weeks of pregnancy unless a doctor directs',
];

const ibuAdult =
  'Adults and children 12 years and over: 1 tablet every 4 to 6 hours while symptoms last; if 1 does not help, 2 may be used; no more than 6 in 24 hours unless a doctor directs; take with food or milk if it upsets your stomach.';

const childDoseTable =
  'Shake well; use the dosing cup provided; dose by weight if known, otherwise by age; repeat every 6 to 8 hours if needed; no more than 4 doses in 24 hours. Under 2 years: ask a doctor. 2 to 3 years (24 to 35 lb): 5 mL. 4 to 5 years (36 to 47 lb): 7.5 mL. 6 to 8 years (48 to 59 lb): 10 mL. 9 to 10 years (60 to 71 lb): 12.5 mL. 11 years (72 to 95 lb): 15 mL.';
const childWarnings = [
  'Stomach bleeding warning: the risk is higher if the child has had stomach ulcers or bleeding, takes a blood thinner, steroid or another NSAID, or takes more or longer than directed.',
  'Ask a doctor first if the child has not been drinking fluids or has lost a lot of fluid from vomiting or diarrhea (kidney risk), or has heart, kidney or stomach problems, high blood pressure or asthma.',
  text.nsaidAllergy,
  text.soreThroat,
  text.childFeverStop,
  'Measure only with the dosing cup that comes with the product.',
];

/** Ibuprofen and naproxen products: generics and the Advil, Motrin and Aleve ranges. */
export const ibuprofenNaproxenProducts: Medication[] = [
  {
    id: 'ibuprofen-200-mg',
    name: 'Ibuprofen 200 mg',
    className: 'NSAID (Pain Relief)',
    categories: ['pain-relief'],
    activeIngredients: [{ ingredientId: 'ibuprofen', strength: '200 mg' }],
    uses: painUses,
    dose: { adult: ibuAdult, pediatric: 'Children under 12 years: ask a doctor.' },
    summary:
      'Anti-inflammatory pain reliever and fever reducer for headaches, cramps, toothache, back and muscle pain.',
    mechanism: mechanism.nsaid,
    warnings: nsaidWarnings,
    sideEffects: nsaidSideEffects,
    interactions: ibuInteractions,
    contraindications: nsaidContraindications,
    brandNames: ['Advil', 'Motrin IB'],
    source: ibu200,
    label: { ages: [underAskDoctor(12, ibu200, 'This strength')] },
    review: unreviewed(),
  },
  {
    id: 'advil',
    name: 'Advil',
    className: 'NSAID (Pain Relief)',
    categories: ['pain-relief'],
    activeIngredients: [{ ingredientId: 'ibuprofen', strength: '200 mg' }],
    uses: painUses,
    dose: { adult: ibuAdult, pediatric: 'Children under 12 years: ask a doctor.' },
    summary: 'Advil ibuprofen 200 mg tablets for headaches, cramps, toothache, back and muscle pain, and fever.',
    mechanism: mechanism.nsaid,
    warnings: nsaidWarnings,
    sideEffects: nsaidSideEffects,
    interactions: ibuInteractions,
    contraindications: nsaidContraindications,
    brandNames: ['Advil'],
    source: advil,
    label: { ages: [underAskDoctor(12, advil)] },
    review: unreviewed(),
  },
  {
    id: 'advil-liqui-gels',
    name: 'Advil Liqui-Gels',
    className: 'NSAID (Pain Relief)',
    categories: ['pain-relief'],
    activeIngredients: [
      { ingredientId: 'ibuprofen', strength: '200 mg (solubilized, as free acid and potassium salt)' },
    ],
    uses: painUses,
    dose: {
      adult:
        'Adults and children 12 years and over: 1 capsule every 4 to 6 hours while symptoms last; if 1 does not help, 2 may be used; no more than 6 capsules in 24 hours unless a doctor directs.',
      pediatric: 'Children under 12 years: ask a doctor.',
    },
    summary: 'Liquid-filled ibuprofen 200 mg capsules, absorbed quickly, for pain and fever.',
    mechanism: mechanism.nsaid,
    warnings: nsaidWarnings,
    sideEffects: nsaidSideEffects,
    interactions: ibuInteractions,
    contraindications: nsaidContraindications,
    brandNames: ['Advil Liqui-Gels'],
    source: advilLiquiGels,
    label: { ages: [underAskDoctor(12, advilLiquiGels)] },
    review: unreviewed(),
  },
  {
    id: 'motrin-ib',
    name: 'Motrin IB',
    className: 'NSAID (Pain Relief)',
    categories: ['pain-relief'],
    activeIngredients: [{ ingredientId: 'ibuprofen', strength: '200 mg' }],
    uses: painUses,
    dose: { adult: ibuAdult, pediatric: 'Children under 12 years: ask a doctor.' },
    summary: 'Motrin IB ibuprofen 200 mg for headaches, cramps, toothache, back and muscle pain, and fever.',
    mechanism: mechanism.nsaid,
    warnings: nsaidWarnings,
    sideEffects: nsaidSideEffects,
    interactions: ibuInteractions,
    contraindications: nsaidContraindications,
    brandNames: ['Motrin IB'],
    source: motrinIb,
    label: { ages: [underAskDoctor(12, motrinIb)] },
    review: unreviewed(),
  },
  {
    id: 'advil-pm',
    name: 'Advil PM',
    className: 'NSAID (Pain Relief)',
    categories: ['pain-relief', 'sleep'],
    activeIngredients: [
      { ingredientId: 'ibuprofen', strength: '200 mg' },
      { ingredientId: 'diphenhydramine', strength: '38 mg (citrate)' },
    ],
    uses: ['body-aches', 'headache', 'insomnia'],
    dose: {
      adult: 'Adults and children 12 years and over: 2 caplets at bedtime; no more than 2 caplets in 24 hours.',
      pediatric: 'Children under 12 years: do not use.',
    },
    summary: 'Ibuprofen with the sleep aid diphenhydramine, for occasional aches and pains that keep you awake.',
    mechanism: `${mechanism.nsaid} Diphenhydramine, a sedating antihistamine, causes drowsiness.`,
    warnings: [
      ...nsaidWarnings,
      text.dphDuplicate,
      text.sleepAidChild,
      text.sedatingAskDoctor,
      text.drowsy,
      text.sleepAidStop,
    ],
    sideEffects: ['Drowsiness the next morning', 'Dry mouth', ...nsaidSideEffects],
    interactions: [
      ...ibuInteractions,
      'Sedatives, tranquilizers or other medicines that cause drowsiness: ask a doctor or pharmacist first.',
      'Any other product with diphenhydramine, including skin creams: do not combine.',
    ],
    contraindications: [...nsaidContraindications, 'Children under 12 years'],
    brandNames: ['Advil PM'],
    source: advilPm,
    label: { ages: [underDoNotUse(12, advilPm)] },
    review: unreviewed(),
  },
  {
    id: 'advil-cold-and-sinus',
    name: 'Advil Cold & Sinus',
    className: 'Decongestant (Cold & Flu)',
    categories: ['cold-flu', 'pain-relief'],
    activeIngredients: [
      { ingredientId: 'ibuprofen', strength: '200 mg' },
      { ingredientId: 'pseudoephedrine', strength: '30 mg (hydrochloride)' },
    ],
    uses: ['sinus-pressure', 'nasal-congestion', 'headache', 'fever', 'body-aches', 'common-cold', 'flu-symptoms'],
    dose: {
      adult:
        'Adults and children 12 years and over: 1 caplet every 4 to 6 hours while symptoms last; if 1 does not help, 2 may be used; no more than 6 caplets in 24 hours unless a doctor directs.',
      pediatric: 'Children under 12 years: do not use.',
    },
    summary:
      'Ibuprofen with the decongestant pseudoephedrine for sinus pressure, stuffy nose, headache and fever from colds.',
    mechanism: `${mechanism.nsaid} Pseudoephedrine shrinks swollen blood vessels in the nose and sinuses.`,
    warnings: [
      ...nsaidWarnings,
      text.decongestantMaoi,
      text.decongestantAskDoctor,
      text.decongestantStop,
      text.pseBehindCounter,
    ],
    sideEffects: ['Nervousness or trouble sleeping', 'Faster heartbeat', ...nsaidSideEffects],
    interactions: [
      ...ibuInteractions,
      'MAO inhibitors: do not use during or within 2 weeks after.',
      'Other decongestants or stimulants: do not combine.',
    ],
    contraindications: [
      ...nsaidContraindications,
      'Use of an MAO inhibitor now or in the past 2 weeks',
      'Children under 12 years',
    ],
    brandNames: ['Advil Cold & Sinus'],
    source: advilColdSinus,
    label: { ages: [underDoNotUse(12, advilColdSinus)] },
    review: unreviewed(),
  },
  {
    id: 'childrens-ibuprofen-suspension',
    name: "Children's Ibuprofen Oral Suspension 100 mg/5 mL",
    className: 'NSAID (Pain Relief)',
    categories: ['pain-relief'],
    activeIngredients: [{ ingredientId: 'ibuprofen', strength: '100 mg per 5 mL' }],
    uses: childUses,
    dose: {
      adult: 'Not for adults: this liquid is dosed for children 2 to 11 years; adults use an adult ibuprofen product.',
      pediatric: childDoseTable,
    },
    summary:
      "Children's liquid ibuprofen (100 mg per 5 mL); lowers fever for up to 8 hours and relieves aches and pains.",
    mechanism: mechanism.nsaid,
    warnings: childWarnings,
    sideEffects: ['Upset stomach or nausea', 'Rare: stomach bleeding – stop and get help'],
    interactions: nsaidInteractions,
    contraindications: [
      'Allergic reaction to any pain reliever or fever reducer',
      'Right before or after heart surgery',
    ],
    brandNames: ["Children's Motrin", "Children's Advil"],
    source: childrensIbu,
    label: { ages: [underTwoAskDoctor(childrensIbu)] },
    review: unreviewed(),
  },
  {
    id: 'childrens-motrin',
    name: "Children's Motrin",
    className: 'NSAID (Pain Relief)',
    categories: ['pain-relief'],
    activeIngredients: [{ ingredientId: 'ibuprofen', strength: '100 mg per 5 mL' }],
    uses: childUses,
    dose: {
      adult: 'Not for adults: this liquid is dosed for children 2 to 11 years; adults use an adult ibuprofen product.',
      pediatric: childDoseTable,
    },
    summary: "Children's Motrin ibuprofen oral suspension (100 mg per 5 mL) for fever and aches in children 2 to 11.",
    mechanism: mechanism.nsaid,
    warnings: childWarnings,
    sideEffects: ['Upset stomach or nausea', 'Rare: stomach bleeding – stop and get help'],
    interactions: nsaidInteractions,
    contraindications: [
      'Allergic reaction to any pain reliever or fever reducer',
      'Right before or after heart surgery',
    ],
    brandNames: ["Children's Motrin"],
    source: childrensMotrin,
    label: { ages: [underTwoAskDoctor(childrensMotrin)] },
    review: unreviewed(),
  },
  {
    id: 'naproxen-sodium-220-mg',
    name: 'Naproxen Sodium 220 mg',
    className: 'NSAID (Pain Relief)',
    categories: ['pain-relief'],
    activeIngredients: [{ ingredientId: 'naproxen', strength: '220 mg (naproxen sodium; 200 mg naproxen)' }],
    uses: painUses,
    dose: {
      adult:
        'Adults and children 12 years and over: 1 tablet every 8 to 12 hours while symptoms last; for the first dose 2 tablets may be taken within the first hour; no more than 2 tablets in any 8 to 12 hours and no more than 3 tablets in 24 hours.',
      pediatric: 'Children under 12 years: ask a doctor.',
    },
    summary: 'Long-lasting anti-inflammatory pain reliever; one tablet works for 8 to 12 hours.',
    mechanism: mechanism.nsaid,
    warnings: nsaidWarnings,
    sideEffects: [...nsaidSideEffects, 'Drowsiness in some people'],
    interactions: nsaidInteractions,
    contraindications: nsaidContraindications,
    brandNames: ['Aleve'],
    source: naproxen220,
    label: { ages: [underAskDoctor(12, naproxen220)] },
    review: unreviewed(),
  },
  {
    id: 'aleve',
    name: 'Aleve',
    className: 'NSAID (Pain Relief)',
    categories: ['pain-relief'],
    activeIngredients: [{ ingredientId: 'naproxen', strength: '220 mg (naproxen sodium; 200 mg naproxen)' }],
    uses: painUses,
    dose: {
      adult:
        'Adults and children 12 years and over: 1 tablet every 8 to 12 hours while symptoms last; for the first dose 2 tablets may be taken within the first hour; no more than 2 tablets in any 8 to 12 hours and no more than 3 tablets in 24 hours.',
      pediatric: 'Children under 12 years: ask a doctor.',
    },
    summary: 'Aleve naproxen sodium 220 mg: one tablet relieves pain for up to 12 hours.',
    mechanism: mechanism.nsaid,
    warnings: nsaidWarnings,
    sideEffects: [...nsaidSideEffects, 'Drowsiness in some people'],
    interactions: nsaidInteractions,
    contraindications: nsaidContraindications,
    brandNames: ['Aleve'],
    source: aleve,
    label: { ages: [underAskDoctor(12, aleve)] },
    review: unreviewed(),
  },
  {
    id: 'aleve-pm',
    name: 'Aleve PM',
    className: 'NSAID (Pain Relief)',
    categories: ['pain-relief', 'sleep'],
    activeIngredients: [
      { ingredientId: 'naproxen', strength: '220 mg (naproxen sodium)' },
      { ingredientId: 'diphenhydramine', strength: '25 mg (hydrochloride)' },
    ],
    uses: ['body-aches', 'headache', 'insomnia'],
    dose: {
      adult: 'Adults and children 12 years and over: 2 caplets at bedtime; no more than 2 caplets in 24 hours.',
      pediatric: 'Children under 12 years: do not use.',
    },
    summary: 'Naproxen sodium with the sleep aid diphenhydramine, for occasional aches and pains that keep you awake.',
    mechanism: `${mechanism.nsaid} Diphenhydramine, a sedating antihistamine, causes drowsiness.`,
    warnings: [
      ...nsaidWarnings,
      text.dphDuplicate,
      text.sleepAidChild,
      text.sedatingAskDoctor,
      text.drowsy,
      text.sleepAidStop,
    ],
    sideEffects: ['Drowsiness the next morning', 'Dry mouth', ...nsaidSideEffects],
    interactions: [
      ...nsaidInteractions,
      'Sedatives, tranquilizers or other medicines that cause drowsiness: ask a doctor or pharmacist first.',
      'Any other product with diphenhydramine, including skin creams: do not combine.',
    ],
    contraindications: [...nsaidContraindications, 'Children under 12 years'],
    brandNames: ['Aleve PM'],
    source: alevePm,
    label: { ages: [underDoNotUse(12, alevePm)] },
    review: unreviewed(),
  },
];
