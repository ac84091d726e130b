import type { AgeFact, Medication, Source } from '../../../types.js';
import { lactMed } from '../../sources.js';
import { aspirinPainDoseBreastfeeding } from '../pain-fever/common.js';
import { labels, unreviewed } from './labels.js';

const under = (years: number, message: string, source: Source): AgeFact => ({
  belowYears: years,
  severity: 'avoid',
  message,
  source,
});

const antacidPrescriptionLine =
  'Ask a doctor or pharmacist first if you take a prescription medicine: antacids can interact with some.';

const antacidInteractionLines = [
  'Tetracycline or quinolone antibiotics, thyroid hormone and bone medicines such as alendronate: antacids reduce their absorption; ask a pharmacist how far apart to take them.',
];

const antacidMechanism = 'A mild base that neutralizes acid already in the stomach, usually within minutes.';

// Calcium carbonate ---------------------------------------------------------------------------------------------

interface CalciumVariant {
  id: string;
  name: string;
  brandNames: string[];
  strength: '500 mg' | '750 mg';
  source: Source;
}

const calciumCarbonateProduct = (v: CalciumVariant): Medication => {
  const max = v.strength === '500 mg' ? { all: 15, pregnant: 10 } : { all: 10, pregnant: 6 };
  return {
    id: v.id,
    name: v.name,
    className: 'Antacid (Digestive)',
    categories: ['digestive'],
    activeIngredients: [{ ingredientId: 'calcium-carbonate', strength: v.strength }],
    uses: ['heartburn', 'acid-indigestion', 'sour-stomach', 'upset-stomach'],
    dose: {
      adult: `Adults and children 12 years and over: chew 2 to 4 tablets as symptoms occur; no more than ${max.all} tablets in 24 hours (no more than ${max.pregnant} if pregnant); do not take the maximum dose for more than 2 weeks unless a doctor says so.`,
      pediatric: 'Children under 12 years: ask a doctor.',
    },
    summary: `Chewable calcium carbonate ${v.strength} for fast relief of heartburn, acid indigestion, sour stomach and upset stomach from these.`,
    mechanism: antacidMechanism,
    warnings: [
      antacidPrescriptionLine,
      `Do not take more than ${max.all} tablets in 24 hours, or use the maximum dose for more than 2 weeks, unless a doctor says so.`,
    ],
    sideEffects: ['Constipation', 'Gas or belching'],
    interactions: antacidInteractionLines,
    contraindications: ['Use beyond 2 weeks at the maximum dose without a doctor’s advice'],
    brandNames: v.brandNames,
    source: v.source,
    label: {
      ages: [under(12, 'This product is labelled for ages 12 and over; for younger children ask a doctor.', v.source)],
      pregnancy: {
        severity: 'caution',
        message: `If you are pregnant, the label lowers the daily limit to ${max.pregnant} tablets in 24 hours.`,
        source: v.source,
      },
    },
    review: unreviewed,
  };
};

// Magnesium hydroxide (milk of magnesia) ------------------------------------------------------------------------

const milkOfMagnesia = (id: string, name: string, brandNames: string[], summary: string): Medication => ({
  id,
  name,
  className: 'Laxative (Digestive)',
  categories: ['digestive'],
  activeIngredients: [{ ingredientId: 'magnesium-hydroxide', strength: '1200 mg per 15 mL (400 mg per 5 mL)' }],
  uses: ['constipation'],
  dose: {
    adult:
      'Adults and children 12 years and over: 30 to 60 mL once a day, best at bedtime, or in divided doses; shake well and drink a full glass (8 oz) of liquid with each dose.',
    pediatric:
      'Children 6 to 11 years: 15 to 30 mL once a day or in divided doses. Children under 6 years: ask a doctor.',
  },
  summary,
  mechanism:
    'Magnesium draws water into the bowel, which softens the stool and usually brings a bowel movement in 30 minutes to 6 hours.',
  warnings: [
    'Ask a doctor first if you have kidney disease or a magnesium-restricted diet, stomach pain, nausea or vomiting, or a sudden change in bowel habits lasting over 2 weeks.',
    antacidPrescriptionLine,
    'Stop use and ask a doctor if you have rectal bleeding or no bowel movement after use: these may mean a serious condition.',
    'Do not use for more than 7 days unless a doctor says so.',
  ],
  sideEffects: ['Diarrhea', 'Stomach cramps'],
  interactions: antacidInteractionLines,
  contraindications: ['Kidney disease (ask a doctor first)'],
  brandNames,
  source: labels.magnesiumHydroxide,
  label: {
    ages: [
      under(
        6,
        'This laxative is labelled for ages 6 and over; for younger children ask a doctor.',
        labels.magnesiumHydroxide,
      ),
    ],
  },
  review: unreviewed,
});

// Aluminum hydroxide + magnesium hydroxide + simethicone liquids ------------------------------------------------

const alMgSimethicone = (
  id: string,
  name: string,
  brandNames: string[],
  perDose: { al: string; mg: string; sim: string; maxTsp: number },
  summary: string,
): Medication => ({
  id,
  name,
  className: 'Antacid (Digestive)',
  categories: ['digestive'],
  activeIngredients: [
    { ingredientId: 'aluminum-hydroxide', strength: `${perDose.al} per 5 mL` },
    { ingredientId: 'magnesium-hydroxide', strength: `${perDose.mg} per 5 mL` },
    { ingredientId: 'simethicone', strength: `${perDose.sim} per 5 mL` },
  ],
  uses: ['heartburn', 'acid-indigestion', 'sour-stomach', 'upset-stomach', 'gas-bloating'],
  dose: {
    adult: `Adults and children 12 years and over: shake well; take 2 to 4 teaspoonfuls between meals, at bedtime or as a doctor directs; no more than ${perDose.maxTsp} teaspoonfuls in 24 hours; do not take the maximum dose for more than 2 weeks.`,
    pediatric: 'Children under 12 years: ask a doctor.',
  },
  summary,
  mechanism:
    'Aluminum and magnesium hydroxide neutralize stomach acid; simethicone breaks up gas bubbles so gas passes more easily.',
  warnings: [
    'Ask a doctor first if you have kidney disease or a magnesium-restricted diet.',
    antacidPrescriptionLine,
    `Do not take more than ${perDose.maxTsp} teaspoonfuls in 24 hours, or use the maximum dose for more than 2 weeks.`,
  ],
  sideEffects: ['Constipation (aluminum) or diarrhea (magnesium)'],
  interactions: antacidInteractionLines,
  contraindications: ['Kidney disease (ask a doctor first)'],
  brandNames,
  source: labels.alMgSimethicone,
  label: {
    ages: [
      under(
        12,
        'This product is labelled for ages 12 and over; for younger children ask a doctor.',
        labels.alMgSimethicone,
      ),
    ],
  },
  review: unreviewed,
});

// Simethicone --------------------------------------------------------------------------------------------------

const simethiconeAdult = (
  id: string,
  name: string,
  brandNames: string[],
  form: 'softgels' | 'chewable tablets',
): Medication => ({
  id,
  name,
  className: 'Anti-gas (Digestive)',
  categories: ['digestive'],
  activeIngredients: [{ ingredientId: 'simethicone', strength: '125 mg' }],
  uses: ['gas-bloating'],
  dose: {
    adult:
      form === 'softgels'
        ? 'Adults: swallow 1 or 2 softgels as needed after meals and at bedtime; no more than 4 softgels in 24 hours unless a doctor says so.'
        : 'Adults: chew 1 or 2 tablets thoroughly as needed after meals and at bedtime; no more than 4 tablets in 24 hours unless a doctor says so.',
    pediatric:
      'The label gives directions for adults only; for children ask a doctor (infant drops are made for babies).',
  },
  summary: `Simethicone 125 mg ${form} that relieve pressure, bloating and fullness from gas.`,
  mechanism:
    'Makes small gas bubbles in the gut merge into larger ones that are passed more easily; it is not absorbed.',
  warnings: ['Do not take more than 4 doses of 125 mg in 24 hours unless a doctor says so.'],
  sideEffects: ['Rare; it is not absorbed into the body'],
  interactions: ['None known on the label.'],
  contraindications: ['Allergy to simethicone'],
  brandNames,
  source: labels.simethicone,
  label: {},
  review: unreviewed,
});

export const antacidProducts: Medication[] = [
  calciumCarbonateProduct({
    id: 'calcium-carbonate-750',
    name: 'Calcium Carbonate 750 mg Antacid',
    brandNames: ['Tums Extra Strength 750'],
    strength: '750 mg',
    source: labels.calciumCarbonate,
  }),
  calciumCarbonateProduct({
    id: 'tums-regular-strength',
    name: 'Tums Regular Strength',
    brandNames: ['Tums Regular Strength'],
    strength: '500 mg',
    source: labels.tums,
  }),
  calciumCarbonateProduct({
    id: 'tums-extra-strength',
    name: 'Tums Extra Strength 750',
    brandNames: ['Tums Extra Strength 750'],
    strength: '750 mg',
    source: labels.tums,
  }),
  milkOfMagnesia(
    'milk-of-magnesia',
    'Milk of Magnesia (Magnesium Hydroxide 400 mg/5 mL)',
    ["Phillips' Milk of Magnesia"],
    'A liquid saline laxative for occasional constipation that usually works within 30 minutes to 6 hours.',
  ),
  milkOfMagnesia(
    'phillips-milk-of-magnesia',
    "Phillips' Milk of Magnesia",
    ["Phillips' Milk of Magnesia"],
    'The original magnesium hydroxide liquid laxative for occasional constipation; usually works within 30 minutes to 6 hours.',
  ),
  alMgSimethicone(
    'mylanta-maximum-strength',
    'Mylanta Maximum Strength',
    ['Mylanta Maximum Strength'],
    { al: '400 mg', mg: '400 mg', sim: '40 mg', maxTsp: 12 },
    'A liquid antacid plus anti-gas medicine for heartburn, acid indigestion, sour stomach and gas pressure or bloating.',
  ),
  alMgSimethicone(
    'antacid-anti-gas-liquid-regular',
    'Antacid Plus Anti-Gas Liquid (Aluminum/Magnesium Hydroxide and Simethicone)',
    ['Mylanta Regular Strength'],
    { al: '200 mg', mg: '200 mg', sim: '20 mg', maxTsp: 24 },
    'Regular-strength liquid antacid with simethicone for heartburn, acid indigestion, sour stomach and gas.',
  ),
  {
    id: 'alka-seltzer-original',
    name: 'Alka-Seltzer Original',
    className: 'Antacid (Digestive)',
    categories: ['digestive', 'pain-relief'],
    activeIngredients: [
      { ingredientId: 'aspirin', strength: '325 mg' },
      { ingredientId: 'citric-acid', strength: '1000 mg' },
      { ingredientId: 'sodium-bicarbonate', strength: '1916 mg' },
    ],
    uses: ['heartburn', 'acid-indigestion', 'sour-stomach', 'upset-stomach', 'headache', 'body-aches'],
    dose: {
      adult:
        'Fully dissolve 2 tablets in 4 oz of water before drinking. Adults and children 12 years and over: 2 tablets every 4 hours, no more than 8 tablets in 24 hours. Adults 60 and over: 2 tablets every 4 hours, no more than 4 tablets in 24 hours.',
      pediatric: 'Children under 12 years: ask a doctor.',
    },
    summary:
      'Effervescent tablets for heartburn, acid indigestion or upset stomach that come with a headache or body aches, for example after too much food or drink.',
    mechanism:
      'Sodium bicarbonate and citric acid fizz into sodium citrate, which neutralizes stomach acid; aspirin relieves pain by blocking prostaglandin production.',
    warnings: [
      "Reye's syndrome: children and teenagers who have or are recovering from chickenpox or flu-like symptoms should not use this product.",
      'Allergy alert: contains aspirin, which may cause a severe allergic reaction.',
      'Stomach bleeding warning: higher risk at 60 or older, with past ulcers or bleeding, with blood thinners or steroids, with other NSAIDs, or with 3 or more alcoholic drinks a day.',
      'High in sodium (about 567 mg per tablet): do not use on a sodium-restricted diet unless a doctor says so.',
      'Ask a doctor or pharmacist first if you take a medicine for blood thinning, diabetes, gout or arthritis.',
    ],
    sideEffects: ['Upset stomach', 'Ringing in the ears or hearing loss (stop use)'],
    interactions: [
      'Blood thinners and other NSAIDs: higher bleeding risk.',
      'Medicines for diabetes, gout or arthritis: ask a doctor or pharmacist first.',
    ],
    contraindications: [
      'Allergy to aspirin or other pain relievers',
      "Children and teenagers with or recovering from chickenpox or flu-like symptoms (Reye's syndrome)",
      'Sodium-restricted diet',
    ],
    brandNames: ['Alka-Seltzer Original'],
    source: labels.alkaSeltzer,
    label: {
      ages: [
        under(
          12,
          'This product is labelled for ages 12 and over; for younger children ask a doctor.',
          labels.alkaSeltzer,
        ),
      ],
      // 325 mg aspirin per tablet: a pain-relief dose, as on the aspirin products.
      breastfeeding: aspirinPainDoseBreastfeeding(lactMed('aspirin')),
    },
    review: unreviewed,
  },
  simethiconeAdult('simethicone-125', 'Simethicone 125 mg', ['Gas-X Extra Strength'], 'softgels'),
  simethiconeAdult('gas-x-extra-strength', 'Gas-X Extra Strength', ['Gas-X Extra Strength'], 'chewable tablets'),
  {
    id: 'mylicon-infants-gas-relief',
    name: "Mylicon Infants' Gas Relief Drops",
    className: 'Anti-gas (Digestive)',
    categories: ['digestive'],
    activeIngredients: [{ ingredientId: 'simethicone', strength: '20 mg per 0.3 mL' }],
    uses: ['gas-bloating'],
    dose: {
      adult: 'Made for infants and children; adults use an adult-strength simethicone product.',
      pediatric:
        'Shake well. Infants under 2 years (under 24 lb): 0.3 mL; children over 2 years (over 24 lb): 0.6 mL; repeat as needed after meals and at bedtime; no more than 12 doses a day. May be mixed with 1 oz of cool water, formula or other suitable liquid.',
    },
    summary: 'Simethicone drops that relieve gas, fussiness and discomfort from gas bubbles in babies and children.',
    mechanism:
      'Makes small gas bubbles in the gut merge into larger ones that are passed more easily; it is not absorbed.',
    warnings: ['Do not give more than 12 doses a day.', 'Use only the dosing syringe that comes with the product.'],
    sideEffects: ['Rare; it is not absorbed into the body'],
    interactions: ['None known on the label.'],
    contraindications: ['Allergy to simethicone'],
    brandNames: ["Mylicon Infants' Gas Relief"],
    source: labels.simethiconeInfant,
    label: {},
    review: unreviewed,
  },
];
