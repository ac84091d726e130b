import type { AgeFact, Medication, Source } from '../../../types.js';
import { labels, laxativeRedFlags, unreviewed } from './labels.js';

const under = (years: number, message: string, source: Source): AgeFact => ({
  belowYears: years,
  severity: 'avoid',
  message,
  source,
});

// Diarrhea -----------------------------------------------------------------------------------------------------

const bismuthWarnings = [
  "Reye's syndrome: children and teenagers who have or are recovering from chickenpox or flu-like symptoms should not use this product.",
  'Allergy alert: contains salicylate; do not use if you are allergic to salicylates such as aspirin, or if you already take another salicylate product.',
  'Do not use if you have a stomach ulcer, a bleeding problem, or bloody or black stools.',
  'Ask a doctor first if you have a fever or mucus in the stool.',
  'Ask a doctor or pharmacist first if you take a medicine for blood thinning, diabetes, gout or arthritis.',
  'Stop use and ask a doctor if symptoms get worse, diarrhea lasts more than 2 days, or you get ringing in the ears or hearing loss.',
];

const bismuthProduct = (
  v: { id: string; name: string; brandNames: string[]; summary: string },
  strength: string,
  adult: string,
): Medication => ({
  id: v.id,
  name: v.name,
  className: 'Antidiarrheal (Digestive)',
  categories: ['digestive'],
  activeIngredients: [{ ingredientId: 'bismuth-subsalicylate', strength }],
  uses: ['diarrhea', 'upset-stomach', 'heartburn', 'acid-indigestion', 'nausea', 'gas-bloating'],
  dose: { adult, pediatric: 'Children under 12 years: ask a doctor.' },
  summary: v.summary,
  mechanism:
    'Coats the stomach, reduces fluid flowing into the bowel, calms inflammation and acts against some bacteria that cause travelers’ diarrhea.',
  warnings: bismuthWarnings,
  sideEffects: ['Harmless, temporary darkening of the tongue or stool', 'Constipation'],
  interactions: [
    'Blood thinners: higher bleeding risk.',
    'Aspirin and other salicylates: do not combine.',
    'Medicines for diabetes, gout or arthritis: ask a doctor or pharmacist first.',
  ],
  contraindications: [
    'Allergy to salicylates, including aspirin',
    'Stomach ulcer, bleeding problem, or bloody or black stools',
    "Children and teenagers with or recovering from chickenpox or flu-like symptoms (Reye's syndrome)",
  ],
  brandNames: v.brandNames,
  source: labels.bismuth,
  label: {
    ages: [
      under(12, 'This product is labelled for ages 12 and over; for younger children ask a doctor.', labels.bismuth),
    ],
  },
  review: unreviewed,
});

const loperamideProduct = (id: string, name: string, brandNames: string[], summary: string): Medication => ({
  id,
  name,
  className: 'Antidiarrheal (Digestive)',
  categories: ['digestive'],
  activeIngredients: [{ ingredientId: 'loperamide', strength: '2 mg' }],
  uses: ['diarrhea'],
  dose: {
    adult:
      'Adults and children 12 years and over: 2 caplets after the first loose stool, then 1 caplet after each later loose stool; no more than 4 caplets in 24 hours; do not use for more than 2 days unless a doctor says so.',
    pediatric:
      'Children 9 to 11 years (60 to 95 lb): 1 caplet after the first loose stool, then ½ caplet after each later one; no more than 3 caplets in 24 hours. Children 6 to 8 years (48 to 59 lb): 1 caplet after the first loose stool, then ½ caplet after each later one; no more than 2 caplets in 24 hours. Children under 6 years: ask a doctor.',
  },
  summary,
  mechanism: 'Slows the movement of the gut so more water is absorbed and stools become firmer and less frequent.',
  warnings: [
    'Heart alert: taking more than directed can cause serious heart problems or death.',
    'Do not use if you have bloody or black stools.',
    'Ask a doctor first if you have a fever, mucus in the stool, or a history of liver disease.',
    'Ask a doctor or pharmacist first if you take antibiotics.',
    'Stop use and ask a doctor if symptoms get worse, diarrhea lasts more than 2 days, or your abdomen swells or bulges.',
  ],
  sideEffects: ['Constipation', 'Dizziness', 'Stomach cramps'],
  interactions: ['Antibiotics: ask a doctor or pharmacist first.'],
  contraindications: [
    'Allergy to loperamide',
    'Bloody or black stools',
    'Children under 6 years without a doctor’s advice',
  ],
  brandNames,
  source: labels.loperamide,
  label: {
    ages: [
      under(6, 'This product is labelled for ages 6 and over; for younger children ask a doctor.', labels.loperamide),
    ],
  },
  review: unreviewed,
});

// Laxatives ----------------------------------------------------------------------------------------------------

const docusateProduct = (id: string, name: string, brandNames: string[], summary: string): Medication => ({
  id,
  name,
  className: 'Stool softener (Digestive)',
  categories: ['digestive'],
  activeIngredients: [{ ingredientId: 'docusate', strength: '100 mg' }],
  uses: ['constipation'],
  dose: {
    adult: 'Adults and children 12 years and over: 1 to 3 capsules a day, as a single dose or in divided doses.',
    pediatric: 'Children 2 to under 12 years: 1 capsule a day. Children under 2 years: ask a doctor.',
  },
  summary,
  mechanism:
    'Lets water and fat mix into the stool so it becomes softer and easier to pass; usually works in 12 to 72 hours.',
  warnings: ['Do not use if you are taking mineral oil, unless a doctor tells you to.', ...laxativeRedFlags],
  sideEffects: ['Mild stomach cramps', 'Diarrhea'],
  interactions: ['Mineral oil: do not use together unless a doctor says so.'],
  contraindications: ['Taking mineral oil', 'Children under 2 years without a doctor’s advice'],
  brandNames,
  source: labels.docusate,
  label: {
    ages: [
      under(2, 'This product is labelled for ages 2 and over; for younger children ask a doctor.', labels.docusate),
    ],
  },
  review: unreviewed,
});

const sennaDose = {
  adult: 'Adults and children 12 years and over: 2 tablets once a day; no more than 4 tablets twice a day.',
  pediatric:
    'Children 6 to under 12 years: 1 tablet once a day, no more than 2 tablets twice a day. Children 2 to under 6 years: ½ tablet once a day, no more than 1 tablet twice a day. Children under 2 years: ask a doctor.',
};

const sennaProduct = (id: string, name: string, brandNames: string[], summary: string): Medication => ({
  id,
  name,
  className: 'Laxative (Digestive)',
  categories: ['digestive'],
  activeIngredients: [{ ingredientId: 'sennosides', strength: '8.6 mg' }],
  uses: ['constipation'],
  dose: sennaDose,
  summary,
  mechanism:
    'A plant-based stimulant laxative that makes the bowel muscles contract; usually works overnight, in 6 to 12 hours.',
  warnings: laxativeRedFlags,
  sideEffects: ['Stomach cramps', 'Diarrhea'],
  interactions: ['None named on the label.'],
  contraindications: ['Children under 2 years without a doctor’s advice'],
  brandNames,
  source: labels.sennosides,
  label: {
    ages: [
      under(2, 'This product is labelled for ages 2 and over; for younger children ask a doctor.', labels.sennosides),
    ],
  },
  review: unreviewed,
});

const sennaSProduct = (id: string, name: string, brandNames: string[], summary: string): Medication => ({
  id,
  name,
  className: 'Laxative (Digestive)',
  categories: ['digestive'],
  activeIngredients: [
    { ingredientId: 'sennosides', strength: '8.6 mg' },
    { ingredientId: 'docusate', strength: '50 mg' },
  ],
  uses: ['constipation'],
  dose: sennaDose,
  summary,
  mechanism:
    'Senna makes the bowel muscles contract while docusate softens the stool; usually works overnight, in 6 to 12 hours.',
  warnings: ['Do not use if you are taking mineral oil, unless a doctor tells you to.', ...laxativeRedFlags],
  sideEffects: ['Stomach cramps', 'Diarrhea'],
  interactions: ['Mineral oil: do not use together unless a doctor says so.'],
  contraindications: ['Taking mineral oil', 'Children under 2 years without a doctor’s advice'],
  brandNames,
  source: labels.sennaS,
  label: {
    ages: [under(2, 'This product is labelled for ages 2 and over; for younger children ask a doctor.', labels.sennaS)],
  },
  review: unreviewed,
});

const bisacodylTablets = (id: string, name: string, brandNames: string[], summary: string): Medication => ({
  id,
  name,
  className: 'Laxative (Digestive)',
  categories: ['digestive'],
  activeIngredients: [{ ingredientId: 'bisacodyl', strength: '5 mg' }],
  uses: ['constipation'],
  dose: {
    adult:
      'Adults and children 12 years and over: 1 to 3 tablets (usually 2) in a single daily dose; swallow whole, do not chew or crush.',
    pediatric: 'Children 6 to under 12 years: 1 tablet in a single daily dose. Children under 6 years: ask a doctor.',
  },
  summary,
  mechanism:
    'A stimulant laxative that makes the bowel muscles contract; the coating lets it pass the stomach, and it usually works in 6 to 12 hours.',
  warnings: [
    'Do not chew or crush the tablets, and do not take them within 1 hour of an antacid or milk.',
    ...laxativeRedFlags,
  ],
  sideEffects: ['Stomach discomfort or cramps', 'Faintness'],
  interactions: ['Antacids or milk: take at least 1 hour apart, or the coating dissolves too early.'],
  contraindications: ['Children under 6 years without a doctor’s advice'],
  brandNames,
  source: labels.bisacodyl,
  label: {
    ages: [
      under(6, 'This product is labelled for ages 6 and over; for younger children ask a doctor.', labels.bisacodyl),
    ],
    interactions: [
      {
        targetId: 'antacid',
        severity: 'caution',
        message:
          'You take an antacid; take these tablets at least 1 hour apart from it, or their coating dissolves too early and can upset the stomach.',
        source: labels.bisacodyl,
      },
    ],
  },
  review: unreviewed,
});

const pegProduct = (id: string, name: string, brandNames: string[], summary: string): Medication => ({
  id,
  name,
  className: 'Laxative (Digestive)',
  categories: ['digestive'],
  activeIngredients: [{ ingredientId: 'polyethylene-glycol-3350', strength: '17 g per dose' }],
  uses: ['constipation'],
  dose: {
    adult:
      'Adults and children 17 years and over: stir and dissolve 17 g of powder (one capful to the marked line) in 4 to 8 oz of any drink, hot or cold, and drink once a day; use no more than 7 days.',
    pediatric: 'Children 16 years and under: ask a doctor.',
  },
  summary,
  mechanism:
    'An osmotic laxative that holds water in the stool to soften it; usually brings a bowel movement in 1 to 3 days.',
  warnings: [
    'Allergy alert: do not use if you are allergic to polyethylene glycol.',
    'Do not use if you have kidney disease, except with a doctor’s advice and supervision.',
    'Ask a doctor first if you have nausea, vomiting or stomach pain, a sudden change in bowel habits lasting over 2 weeks, or irritable bowel syndrome.',
    'Ask a doctor or pharmacist first if you take a prescription medicine.',
    'Stop use and ask a doctor if you have rectal bleeding, diarrhea, or nausea, bloating, cramping or stomach pain that gets worse, or you need a laxative for more than 1 week.',
  ],
  sideEffects: ['Loose, watery, more frequent stools', 'Bloating or cramps'],
  interactions: ['Prescription medicines: ask a doctor or pharmacist first.'],
  contraindications: ['Allergy to polyethylene glycol', 'Kidney disease (only under a doctor’s supervision)'],
  brandNames,
  source: labels.peg3350,
  label: {
    ages: [
      under(17, 'This product is labelled for ages 17 and over; for younger people ask a doctor.', labels.peg3350),
    ],
  },
  review: unreviewed,
});

const fiberWarnings = [
  'Choking: taking this product without enough liquid may make it swell and block the throat or esophagus. Do not take it if you have difficulty swallowing; get medical help at once if you have chest pain, vomiting, or trouble swallowing or breathing after taking it.',
  'Ask a doctor first if you have stomach pain, nausea or vomiting, or a sudden change in bowel habits lasting over 2 weeks.',
  'Stop use and ask a doctor if constipation lasts more than 7 days or you have rectal bleeding.',
];

const psylliumProduct = (id: string, name: string, brandNames: string[], summary: string): Medication => ({
  id,
  name,
  className: 'Fiber laxative (Digestive)',
  categories: ['digestive'],
  activeIngredients: [{ ingredientId: 'psyllium', strength: 'about 3.4 g psyllium husk per dose' }],
  uses: ['constipation'],
  dose: {
    adult:
      'Adults and children 12 years and over: 1 dose (the measure shown on the container) stirred briskly into at least 8 oz of liquid and drunk promptly, up to 3 times a day.',
    pediatric:
      'Children 6 to 11 years: half the adult dose in 8 oz of liquid, up to 3 times a day. Children under 6 years: ask a doctor.',
  },
  summary,
  mechanism:
    'Soluble fiber that soaks up water and forms a soft gel, adding bulk so stools pass more easily in 12 to 72 hours.',
  warnings: [
    ...fiberWarnings,
    'Allergy alert: may cause an allergic reaction in people sensitive to inhaled or swallowed psyllium.',
    'Sugar-free versions are sweetened with aspartame and contain phenylalanine.',
  ],
  sideEffects: ['Gas and bloating', 'Stomach cramps'],
  interactions: ['Other medicines: take them at least 2 hours before or after the fiber, as it can slow absorption.'],
  contraindications: ['Difficulty swallowing', 'Allergy to psyllium'],
  brandNames,
  source: labels.psyllium,
  label: {
    ages: [
      under(6, 'This product is labelled for ages 6 and over; for younger children ask a doctor.', labels.psyllium),
    ],
    conditions: [
      {
        conditionId: 'phenylketonuria',
        severity: 'caution',
        message:
          'You have PKU; sugar-free versions of this fiber contain phenylalanine, so check the label of the one you buy.',
        source: labels.psyllium,
      },
    ],
  },
  review: unreviewed,
});

const methylcelluloseProduct = (id: string, name: string, brandNames: string[], summary: string): Medication => ({
  id,
  name,
  className: 'Fiber laxative (Digestive)',
  categories: ['digestive'],
  activeIngredients: [{ ingredientId: 'methylcellulose', strength: '500 mg per caplet' }],
  uses: ['constipation'],
  dose: {
    adult:
      'Adults and children 12 years and over: start with 2 caplets and increase as needed, up to 6 times a day (no more than 12 caplets a day); take each dose with at least 8 oz of water.',
    pediatric:
      'Children 6 to under 12 years: 1 caplet up to 6 times a day (no more than 6 caplets a day), each with 8 oz of water. Children under 6 years: ask a doctor.',
  },
  summary,
  mechanism:
    'A non-fermenting plant fiber that holds water in the stool, adding bulk with less gas than some fibers; works in 12 to 72 hours.',
  warnings: fiberWarnings,
  sideEffects: ['Bloating', 'Stomach cramps'],
  interactions: ['Other medicines: take them at least 2 hours apart from the fiber, as it can slow absorption.'],
  contraindications: ['Difficulty swallowing'],
  brandNames,
  source: labels.methylcellulose,
  label: {
    ages: [
      under(
        6,
        'This product is labelled for ages 6 and over; for younger children ask a doctor.',
        labels.methylcellulose,
      ),
    ],
  },
  review: unreviewed,
});

export const bowelProducts: Medication[] = [
  bismuthProduct(
    {
      id: 'bismuth-subsalicylate-262-caplets',
      name: 'Bismuth Subsalicylate 262 mg Caplets',
      brandNames: ['Pepto-Bismol Caplets'],
      summary:
        'Relieves diarrhea, including travelers’ diarrhea, and upset stomach, heartburn, nausea and gas from overindulgence.',
    },
    '262 mg',
    'Adults and children 12 years and over: 2 caplets every ½ hour or 4 caplets every hour as needed; no more than 8 doses (16 caplets) in 24 hours; use until diarrhea stops but no more than 2 days; drink plenty of clear fluids.',
  ),
  bismuthProduct(
    {
      id: 'pepto-bismol-original-liquid',
      name: 'Pepto-Bismol Original Liquid',
      brandNames: ['Pepto-Bismol'],
      summary:
        'The pink liquid for diarrhea, including travelers’ diarrhea, and upset stomach, heartburn, indigestion, nausea and gas.',
    },
    '525 mg per 30 mL',
    'Adults and children 12 years and over: 30 mL every ½ hour or 60 mL every hour as needed; no more than 8 doses (240 mL) in 24 hours; use until diarrhea stops but no more than 2 days; drink plenty of clear fluids.',
  ),
  loperamideProduct(
    'loperamide-2',
    'Loperamide 2 mg',
    ['Imodium A-D'],
    'Controls the symptoms of diarrhea, including travelers’ diarrhea.',
  ),
  loperamideProduct(
    'imodium-a-d',
    'Imodium A-D',
    ['Imodium A-D'],
    'Loperamide 2 mg caplets that control diarrhea, including travelers’ diarrhea.',
  ),
  docusateProduct(
    'docusate-sodium-100',
    'Docusate Sodium 100 mg',
    ['Colace'],
    'A gentle stool softener for occasional constipation, often used to avoid straining.',
  ),
  docusateProduct(
    'colace',
    'Colace',
    ['Colace'],
    'Docusate sodium 100 mg capsules that soften stools for occasional constipation.',
  ),
  sennaProduct(
    'sennosides-8-6',
    'Sennosides 8.6 mg',
    ['Senokot'],
    'A plant-based overnight laxative for occasional constipation.',
  ),
  sennaProduct(
    'senokot',
    'Senokot',
    ['Senokot'],
    'Senna (sennosides 8.6 mg) tablets: an overnight laxative for occasional constipation.',
  ),
  sennaSProduct(
    'senokot-s',
    'Senokot-S',
    ['Senokot-S'],
    'Senna plus the stool softener docusate in one tablet, for occasional constipation.',
  ),
  sennaSProduct(
    'senna-s',
    'Senna-S (Sennosides 8.6 mg and Docusate Sodium 50 mg)',
    ['Senokot-S'],
    'Store-brand senna with docusate stool softener for occasional constipation.',
  ),
  bisacodylTablets(
    'bisacodyl-5',
    'Bisacodyl 5 mg',
    ['Dulcolax Laxative Tablets', 'Correctol'],
    'Coated stimulant laxative tablets for occasional constipation.',
  ),
  bisacodylTablets(
    'dulcolax-laxative-tablets',
    'Dulcolax Laxative Tablets',
    ['Dulcolax'],
    'Bisacodyl 5 mg coated tablets: a stimulant laxative for occasional constipation, usually overnight.',
  ),
  {
    id: 'dulcolax-suppositories',
    name: 'Dulcolax Suppositories',
    className: 'Laxative (Digestive)',
    categories: ['digestive'],
    activeIngredients: [{ ingredientId: 'bisacodyl', strength: '10 mg' }],
    uses: ['constipation'],
    dose: {
      adult: 'Adults and children 12 years and over: insert 1 suppository into the rectum once a day.',
      pediatric: 'Children 6 to under 12 years: ½ suppository once a day. Children under 6 years: ask a doctor.',
    },
    summary: 'Bisacodyl suppositories for occasional constipation that usually work within 15 minutes to 1 hour.',
    mechanism: 'A stimulant laxative that acts directly on the lower bowel to make its muscles contract.',
    warnings: ['For rectal use only.', ...laxativeRedFlags],
    sideEffects: ['Stomach discomfort or cramps', 'Rectal burning', 'Faintness'],
    interactions: ['None named on the label.'],
    contraindications: ['Children under 6 years without a doctor’s advice'],
    brandNames: ['Dulcolax'],
    source: labels.bisacodylSuppository,
    label: {
      ages: [
        under(
          6,
          'This product is labelled for ages 6 and over; for younger children ask a doctor.',
          labels.bisacodylSuppository,
        ),
      ],
    },
    review: unreviewed,
  },
  pegProduct(
    'polyethylene-glycol-3350',
    'Polyethylene Glycol 3350 Powder',
    ['MiraLAX'],
    'A tasteless powder you mix into a drink for occasional constipation; softens stool without stimulating the bowel.',
  ),
  pegProduct(
    'miralax',
    'MiraLAX',
    ['MiraLAX'],
    'Polyethylene glycol 3350 powder for occasional constipation; dissolves in any drink and softens stool gently.',
  ),
  psylliumProduct(
    'psyllium-fiber-powder',
    'Psyllium Husk Fiber Powder',
    ['Metamucil'],
    'A daily fiber powder that relieves occasional constipation and promotes regularity.',
  ),
  psylliumProduct(
    'metamucil',
    'Metamucil Fiber Powder',
    ['Metamucil'],
    'Psyllium husk fiber powder for occasional constipation and regularity.',
  ),
  methylcelluloseProduct(
    'methylcellulose-500-caplets',
    'Methylcellulose 500 mg Fiber Caplets',
    ['Citrucel'],
    'Fiber caplets that relieve occasional constipation, with less gas than some fibers.',
  ),
  methylcelluloseProduct(
    'citrucel-caplets',
    'Citrucel Caplets',
    ['Citrucel'],
    'Methylcellulose fiber caplets for occasional constipation.',
  ),
];
