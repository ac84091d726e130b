import type { AgeFact, Medication, Source } from '../../../types.js';
import { acidReducerRedFlags, labels, unreviewed } from './labels.js';

interface Variant {
  id: string;
  name: string;
  brandNames: string[];
  summary?: string;
}

const under = (years: number, message: string, source: Source): AgeFact => ({
  belowYears: years,
  severity: 'avoid',
  message,
  source,
});

// H2 blockers ---------------------------------------------------------------------------------------------------

const h2Warnings = [
  ...acidReducerRedFlags,
  'Do not use with other acid reducers.',
  'Stop use and ask a doctor if heartburn continues or gets worse, or if you need it for more than 14 days.',
];

const h2Mechanism =
  'Blocks histamine H2 receptors on the acid-making cells of the stomach, so less acid is made for several hours.';

const famotidineProduct = (v: Variant, strength: '10 mg' | '20 mg', source: Source): Medication => ({
  id: v.id,
  name: v.name,
  className: 'Acid reducer (Digestive)',
  categories: ['digestive'],
  activeIngredients: [{ ingredientId: 'famotidine', strength }],
  uses: ['heartburn', 'acid-indigestion', 'sour-stomach'],
  dose: {
    adult:
      'Adults and children 12 years and over: to relieve symptoms, swallow 1 tablet with a glass of water; to prevent symptoms, swallow 1 tablet with a glass of water 15 to 60 minutes before eating food or drinking drinks that cause heartburn; no more than 2 tablets in 24 hours.',
    pediatric: 'Children under 12 years: ask a doctor.',
  },
  summary:
    v.summary ??
    `Famotidine ${strength} relieves and prevents heartburn linked to acid indigestion and sour stomach; it starts working within about an hour and lasts for hours.`,
  mechanism: h2Mechanism,
  warnings: [
    ...h2Warnings,
    'Ask a doctor first if you have kidney disease.',
    'Allergy alert: do not use if you are allergic to famotidine or other acid reducers.',
  ],
  sideEffects: ['Headache', 'Dizziness', 'Constipation or diarrhea'],
  interactions: ['Other acid reducers (H2 blockers or proton pump inhibitors): do not use together.'],
  contraindications: [
    'Allergy to famotidine or other acid reducers',
    'Trouble or pain swallowing food, vomiting blood, or bloody or black stools',
  ],
  brandNames: v.brandNames,
  source,
  label: {
    ages: [under(12, 'This product is labelled for ages 12 and over; for younger children ask a doctor.', source)],
  },
  review: unreviewed,
});

const cimetidineProduct = (v: Variant): Medication => ({
  id: v.id,
  name: v.name,
  className: 'Acid reducer (Digestive)',
  categories: ['digestive'],
  activeIngredients: [{ ingredientId: 'cimetidine', strength: '200 mg' }],
  uses: ['heartburn', 'acid-indigestion', 'sour-stomach'],
  dose: {
    adult:
      'Adults and children 12 years and over: to relieve symptoms, swallow 1 tablet with a glass of water; to prevent symptoms, swallow 1 tablet with a glass of water right before or up to 30 minutes before eating food or drinking drinks that cause heartburn; no more than 2 tablets in 24 hours.',
    pediatric: 'Children under 12 years: ask a doctor.',
  },
  summary:
    v.summary ?? 'Cimetidine 200 mg relieves and prevents heartburn linked to acid indigestion and sour stomach.',
  mechanism: h2Mechanism,
  warnings: [...h2Warnings, 'Allergy alert: do not use if you are allergic to cimetidine or other acid reducers.'],
  sideEffects: ['Headache', 'Dizziness', 'Diarrhea'],
  interactions: [
    'Warfarin (blood thinner): ask a doctor or pharmacist first.',
    'Theophylline (asthma medicine): ask a doctor or pharmacist first.',
    'Phenytoin (seizure medicine): ask a doctor or pharmacist first.',
    'Other acid reducers: do not use together.',
  ],
  contraindications: [
    'Allergy to cimetidine or other acid reducers',
    'Trouble or pain swallowing food, vomiting blood, or bloody or black stools',
  ],
  brandNames: v.brandNames,
  source: labels.cimetidine,
  label: {
    ages: [
      under(12, 'This product is labelled for ages 12 and over; for younger children ask a doctor.', labels.cimetidine),
    ],
  },
  review: unreviewed,
});

// Proton pump inhibitors ----------------------------------------------------------------------------------------

const ppiWarnings = [
  'For frequent heartburn (2 or more days a week); not for immediate relief, as it may take 1 to 4 days for full effect.',
  ...acidReducerRedFlags,
  'Stop use and ask a doctor if heartburn continues or gets worse, you need it for more than 14 days or more than one 14-day course every 4 months, or you get diarrhea.',
];

const ppiMechanism =
  'Switches off the proton pumps that release acid into the stomach; taken daily for 14 days it keeps acid low around the clock.';

const ppiPediatric =
  'Children under 18 years: ask a doctor; heartburn in children may sometimes be caused by a serious condition.';

const ppiAge = (source: Source) =>
  under(
    18,
    'This product is labelled for adults 18 and over; heartburn in children should be checked by a doctor.',
    source,
  );

const omeprazoleInteractionLines = [
  'Warfarin, clopidogrel or cilostazol (blood-thinning medicines): ask a doctor or pharmacist first.',
  'Prescription antifungal or anti-yeast medicines: ask first.',
  'Diazepam, digoxin, tacrolimus or mycophenolate, rifampin or methotrexate: ask first.',
  'Prescription HIV medicines (antiretrovirals): ask first.',
];

const omeprazoleProduct = (v: Variant, strength: string, source: Source): Medication => ({
  id: v.id,
  name: v.name,
  className: 'Acid reducer (Digestive)',
  categories: ['digestive'],
  activeIngredients: [{ ingredientId: 'omeprazole', strength }],
  uses: ['heartburn'],
  dose: {
    adult:
      'Adults 18 years and older: swallow 1 tablet whole with a glass of water before eating in the morning, once a day for 14 days; do not crush or chew; no more than 1 tablet a day; do not repeat the 14-day course more often than every 4 months unless a doctor says so.',
    pediatric: ppiPediatric,
  },
  summary:
    v.summary ??
    'A once-a-day, 14-day treatment for frequent heartburn (2 or more days a week); it is not for immediate relief.',
  mechanism: ppiMechanism,
  warnings: [...ppiWarnings, 'Allergy alert: do not use if you are allergic to omeprazole.'],
  sideEffects: ['Headache', 'Diarrhea, nausea or stomach pain'],
  interactions: omeprazoleInteractionLines,
  contraindications: [
    'Allergy to omeprazole',
    'Trouble or pain swallowing food, vomiting blood, or bloody or black stools',
  ],
  brandNames: v.brandNames,
  source,
  label: { ages: [ppiAge(source)] },
  review: unreviewed,
});

const esomeprazoleProduct = (v: Variant): Medication => ({
  id: v.id,
  name: v.name,
  className: 'Acid reducer (Digestive)',
  categories: ['digestive'],
  activeIngredients: [{ ingredientId: 'esomeprazole', strength: '20 mg (as esomeprazole magnesium)' }],
  uses: ['heartburn'],
  dose: {
    adult:
      'Adults 18 years and older: swallow 1 capsule with a glass of water before eating in the morning, once a day for 14 days; no more than 1 capsule a day; do not repeat the 14-day course more often than every 4 months unless a doctor says so.',
    pediatric: ppiPediatric,
  },
  summary:
    v.summary ??
    'A once-a-day, 14-day treatment for frequent heartburn (2 or more days a week); it is not for immediate relief.',
  mechanism: ppiMechanism,
  warnings: [...ppiWarnings, 'Allergy alert: do not use if you are allergic to esomeprazole.'],
  sideEffects: ['Headache', 'Diarrhea, nausea or stomach pain'],
  interactions: omeprazoleInteractionLines,
  contraindications: [
    'Allergy to esomeprazole',
    'Trouble or pain swallowing food, vomiting blood, or bloody or black stools',
  ],
  brandNames: v.brandNames,
  source: labels.esomeprazole,
  label: { ages: [ppiAge(labels.esomeprazole)] },
  review: unreviewed,
});

const lansoprazoleProduct = (v: Variant): Medication => ({
  id: v.id,
  name: v.name,
  className: 'Acid reducer (Digestive)',
  categories: ['digestive'],
  activeIngredients: [{ ingredientId: 'lansoprazole', strength: '15 mg' }],
  uses: ['heartburn'],
  dose: {
    adult:
      'Adults 18 years and older: swallow 1 capsule with a glass of water before eating in the morning, once a day for 14 days; no more than 1 capsule a day; do not repeat the 14-day course more often than every 4 months unless a doctor says so.',
    pediatric: ppiPediatric,
  },
  summary:
    v.summary ??
    'A once-a-day, 14-day treatment for frequent heartburn (2 or more days a week); it is not for immediate relief.',
  mechanism: ppiMechanism,
  warnings: [
    ...ppiWarnings,
    'Ask a doctor first if you have liver disease.',
    'Allergy alert: do not use if you are allergic to lansoprazole.',
  ],
  sideEffects: ['Headache', 'Diarrhea, nausea or stomach pain'],
  interactions: [
    'Warfarin (blood thinner): ask a doctor or pharmacist first.',
    'Prescription antifungal or anti-yeast medicines: ask first.',
    'Digoxin, theophylline, tacrolimus or mycophenolate, atazanavir or methotrexate: ask first.',
  ],
  contraindications: [
    'Allergy to lansoprazole',
    'Liver disease (ask a doctor first)',
    'Trouble or pain swallowing food, vomiting blood, or bloody or black stools',
  ],
  brandNames: v.brandNames,
  source: labels.lansoprazole,
  label: { ages: [ppiAge(labels.lansoprazole)] },
  review: unreviewed,
});

export const acidReducerProducts: Medication[] = [
  famotidineProduct(
    {
      id: 'famotidine-20',
      name: 'Famotidine 20 mg',
      brandNames: ['Pepcid AC Maximum Strength', 'Zantac 360 Maximum Strength'],
    },
    '20 mg',
    labels.famotidine,
  ),
  famotidineProduct(
    {
      id: 'pepcid-ac',
      name: 'Pepcid AC',
      brandNames: ['Pepcid AC'],
      summary:
        'Original-strength famotidine (10 mg) that relieves and prevents heartburn from acid indigestion and sour stomach.',
    },
    '10 mg',
    labels.pepcidAc,
  ),
  famotidineProduct(
    {
      id: 'pepcid-ac-maximum-strength',
      name: 'Pepcid AC Maximum Strength',
      brandNames: ['Pepcid AC Maximum Strength'],
      summary: 'Famotidine 20 mg that relieves and prevents heartburn from acid indigestion and sour stomach.',
    },
    '20 mg',
    labels.famotidine,
  ),
  {
    id: 'pepcid-complete',
    name: 'Pepcid Complete',
    className: 'Antacid (Digestive)',
    categories: ['digestive'],
    activeIngredients: [
      { ingredientId: 'famotidine', strength: '10 mg' },
      { ingredientId: 'calcium-carbonate', strength: '800 mg' },
      { ingredientId: 'magnesium-hydroxide', strength: '165 mg' },
    ],
    uses: ['heartburn', 'acid-indigestion', 'sour-stomach'],
    dose: {
      adult:
        'Adults and children 12 years and over: chew 1 tablet completely before swallowing (do not swallow whole); no more than 2 chewable tablets in 24 hours.',
      pediatric: 'Children under 12 years: ask a doctor.',
    },
    summary:
      'A chewable tablet that combines fast-acting antacids with famotidine, so it neutralizes acid now and keeps acid down for hours.',
    mechanism:
      'Calcium carbonate and magnesium hydroxide neutralize acid already in the stomach; famotidine blocks H2 receptors so less new acid is made.',
    warnings: [
      ...h2Warnings,
      'Ask a doctor first if you have kidney disease.',
      'Ask a doctor or pharmacist first if you take a prescription medicine: antacids may interact with some.',
      'Allergy alert: do not use if you are allergic to famotidine or other acid reducers.',
    ],
    sideEffects: ['Headache', 'Constipation or diarrhea'],
    interactions: [
      'Other acid reducers: do not use together.',
      'Prescription medicines: antacids can reduce absorption of some (for example tetracycline or quinolone antibiotics, thyroid hormone); ask a pharmacist about spacing doses.',
    ],
    contraindications: [
      'Allergy to famotidine or other acid reducers',
      'Trouble or pain swallowing food, vomiting blood, or bloody or black stools',
    ],
    brandNames: ['Pepcid Complete'],
    source: labels.pepcidComplete,
    label: {
      ages: [
        under(
          12,
          'This product is labelled for ages 12 and over; for younger children ask a doctor.',
          labels.pepcidComplete,
        ),
      ],
    },
    review: unreviewed,
  },
  cimetidineProduct({ id: 'cimetidine-200', name: 'Cimetidine 200 mg', brandNames: ['Tagamet HB'] }),
  cimetidineProduct({
    id: 'tagamet-hb',
    name: 'Tagamet HB',
    brandNames: ['Tagamet HB'],
    summary: 'Cimetidine 200 mg tablets that relieve and prevent heartburn from acid indigestion and sour stomach.',
  }),
  omeprazoleProduct(
    { id: 'omeprazole-20', name: 'Omeprazole 20 mg', brandNames: ['Prilosec OTC'] },
    '20 mg',
    labels.omeprazole,
  ),
  omeprazoleProduct(
    {
      id: 'prilosec-otc',
      name: 'Prilosec OTC',
      brandNames: ['Prilosec OTC'],
      summary:
        'Omeprazole 20 mg (as omeprazole magnesium): a once-a-day, 14-day treatment for frequent heartburn; not for immediate relief.',
    },
    '20 mg (as omeprazole magnesium 20.6 mg)',
    labels.prilosecOtc,
  ),
  {
    ...omeprazoleProduct(
      {
        id: 'zegerid-otc',
        name: 'Zegerid OTC',
        brandNames: ['Zegerid OTC'],
        summary:
          'Omeprazole combined with sodium bicarbonate, which protects the omeprazole from stomach acid; a 14-day treatment for frequent heartburn.',
      },
      '20 mg',
      labels.zegeridOtc,
    ),
    activeIngredients: [
      { ingredientId: 'omeprazole', strength: '20 mg' },
      { ingredientId: 'sodium-bicarbonate', strength: '1100 mg' },
    ],
    dose: {
      adult:
        'Adults 18 years and older: swallow 1 capsule with a glass of water at least 1 hour before eating in the morning, once a day for 14 days; no more than 1 capsule a day; do not repeat the 14-day course more often than every 4 months unless a doctor says so.',
      pediatric: ppiPediatric,
    },
    mechanism:
      'Sodium bicarbonate briefly neutralizes stomach acid so the omeprazole is absorbed intact; omeprazole then switches off the stomach’s acid pumps.',
    warnings: [
      ...ppiWarnings,
      'Ask a doctor first if you are on a sodium-restricted diet: each capsule contains about 300 mg of sodium.',
      'Allergy alert: do not use if you are allergic to omeprazole.',
    ],
  },
  esomeprazoleProduct({ id: 'esomeprazole-20', name: 'Esomeprazole 20 mg', brandNames: ['Nexium 24HR'] }),
  esomeprazoleProduct({
    id: 'nexium-24hr',
    name: 'Nexium 24HR',
    brandNames: ['Nexium 24HR'],
    summary: 'Esomeprazole 20 mg: a once-a-day, 14-day treatment for frequent heartburn; not for immediate relief.',
  }),
  lansoprazoleProduct({ id: 'lansoprazole-15', name: 'Lansoprazole 15 mg', brandNames: ['Prevacid 24HR'] }),
  lansoprazoleProduct({
    id: 'prevacid-24hr',
    name: 'Prevacid 24HR',
    brandNames: ['Prevacid 24HR'],
    summary: 'Lansoprazole 15 mg: a once-a-day, 14-day treatment for frequent heartburn; not for immediate relief.',
  }),
];
