import type { ConditionFact, Medication, Source } from '../../../types.js';
import { labels, unreviewed } from './labels.js';

// Heart disease, blood pressure, depression and asthma medicines, under-18, pregnancy and breastfeeding facts
// sit on the nicotine ingredient; the lines below are particular to the gum and lozenge labels (current gum and
// lozenge Drug Facts also list "history of seizures" under "Ask a doctor before use").
const oralNicotineConditions = (source: Source): ConditionFact[] => [
  {
    conditionId: 'stomach-ulcer',
    severity: 'avoid',
    message:
      'You have a stomach ulcer; the label asks you to check with a doctor before using nicotine gum or lozenges.',
    source,
  },
  {
    conditionId: 'diabetes',
    severity: 'avoid',
    message:
      'You have diabetes; quitting smoking and using nicotine can change your blood sugar, so the label asks you to check with a doctor first.',
    source,
  },
  {
    conditionId: 'seizures',
    severity: 'avoid',
    message:
      'You have a history of seizures; the label asks you to check with a doctor before using nicotine gum or lozenges.',
    source,
  },
];

const sharedWarnings = [
  'Do not use if you continue to smoke, chew tobacco or use snuff, or use another nicotine product, unless a doctor advises it.',
  'Ask a doctor first if you have heart disease, a recent heart attack or an irregular heartbeat, or high blood pressure not controlled by medicine.',
  'Ask a doctor or pharmacist first if you take a prescription medicine for depression or asthma, or another stop-smoking medicine.',
  'Keep out of reach of children and pets: even used products contain enough nicotine to make them sick.',
];

const overdoseLine =
  'Stop use and ask a doctor if you get an irregular heartbeat or palpitations, or signs of too much nicotine such as nausea, vomiting, dizziness, diarrhea, weakness and a fast heartbeat.';

const quitMechanism =
  'Replaces some of the nicotine from cigarettes in smaller, steadier doses without the smoke, easing cravings and withdrawal while you stop.';

const gumProduct = (
  id: string,
  name: string,
  strength: '2 mg' | '4 mg',
  brandNames: string[],
  source: Source,
): Medication => ({
  id,
  name,
  className: 'Stop-smoking aid',
  categories: ['smoking-cessation'],
  activeIngredients: [{ ingredientId: 'nicotine', strength: `${strength} (as nicotine polacrilex)` }],
  uses: ['quit-smoking'],
  dose: {
    adult: `Adults 18 and over: stop smoking completely first. The ${strength} strength is for people who smoke their first cigarette ${strength === '4 mg' ? 'within' : 'more than'} 30 minutes after waking. Chew slowly until it tingles, then park it between cheek and gum; repeat for about 30 minutes. Weeks 1 to 6: 1 piece every 1 to 2 hours (at least 9 a day); weeks 7 to 9: every 2 to 4 hours; weeks 10 to 12: every 4 to 8 hours. No more than 24 pieces a day; stop using it at the end of 12 weeks. Do not eat or drink for 15 minutes before or while chewing.`,
    pediatric: 'Under 18 years: ask a doctor before use.',
  },
  summary: `Nicotine gum (${strength}) that reduces withdrawal symptoms and cravings to help you quit smoking over 12 weeks.`,
  mechanism: quitMechanism,
  warnings: [
    ...sharedWarnings,
    'Ask a doctor first if you have a stomach ulcer, diabetes, a history of seizures, or a sodium-restricted diet.',
    'Stop use and ask a doctor if mouth, teeth or jaw problems occur.',
    overdoseLine,
  ],
  sideEffects: ['Mouth or throat irritation', 'Hiccups', 'Upset stomach or jaw ache'],
  interactions: [
    'Prescription medicines for depression or asthma (such as theophylline): the dose may need adjusting when you quit.',
    'Non-nicotine stop-smoking medicines (varenicline, or bupropion, which is also an antidepressant): ask a doctor or pharmacist first.',
  ],
  contraindications: ['Continuing to smoke or use other nicotine products', 'Under 18 years without a doctor’s advice'],
  brandNames,
  source,
  label: {
    conditions: [
      ...oralNicotineConditions(source),
      {
        conditionId: 'sodium-restricted-diet',
        severity: 'avoid',
        message:
          'You are on a sodium-restricted diet; the gum contains sodium, so the label asks you to check with a doctor first.',
        source,
      },
    ],
  },
  review: unreviewed,
});

const lozengeProduct = (
  id: string,
  name: string,
  strength: '2 mg' | '4 mg',
  brandNames: string[],
  source: Source,
): Medication => ({
  id,
  name,
  className: 'Stop-smoking aid',
  categories: ['smoking-cessation'],
  activeIngredients: [{ ingredientId: 'nicotine', strength: `${strength} (as nicotine polacrilex)` }],
  uses: ['quit-smoking'],
  dose: {
    adult: `Adults 18 and over: stop smoking completely first. The ${strength} strength is for people who smoke their first cigarette ${strength === '4 mg' ? 'within' : 'more than'} 30 minutes after waking. Let the lozenge dissolve slowly in the mouth, moving it from side to side; do not chew or swallow it. Weeks 1 to 6: 1 lozenge every 1 to 2 hours (at least 9 a day); weeks 7 to 9: every 2 to 4 hours; weeks 10 to 12: every 4 to 8 hours. One lozenge at a time, no more than 5 in 6 hours or 20 a day; stop at the end of 12 weeks. Do not eat or drink for 15 minutes before or while it dissolves.`,
    pediatric: 'Under 18 years: ask a doctor before use.',
  },
  summary: `Nicotine lozenges (${strength}) that reduce withdrawal symptoms and cravings to help you quit smoking over 12 weeks.`,
  mechanism: quitMechanism,
  warnings: [
    ...sharedWarnings,
    'Ask a doctor first if you have a stomach ulcer, diabetes or a history of seizures.',
    overdoseLine,
  ],
  sideEffects: ['Mouth or throat irritation', 'Hiccups', 'Heartburn or nausea'],
  interactions: [
    'Prescription medicines for depression or asthma (such as theophylline): the dose may need adjusting when you quit.',
    'Non-nicotine stop-smoking medicines (varenicline, or bupropion, which is also an antidepressant): ask a doctor or pharmacist first.',
  ],
  contraindications: ['Continuing to smoke or use other nicotine products', 'Under 18 years without a doctor’s advice'],
  brandNames,
  source,
  label: {
    conditions: [
      ...oralNicotineConditions(source),
      {
        conditionId: 'phenylketonuria',
        severity: 'caution',
        message:
          'You have PKU; many nicotine lozenges are sweetened with aspartame, which contains phenylalanine; check the label.',
        source,
      },
    ],
  },
  review: unreviewed,
});

const patchSchedule =
  'Adults 18 and over: stop smoking completely when you start. If you smoke more than 10 cigarettes a day: Step 1 (21 mg) for weeks 1 to 6, Step 2 (14 mg) for weeks 7 and 8, Step 3 (7 mg) for weeks 9 and 10. If you smoke 10 or fewer a day: start with Step 2 (14 mg) for 6 weeks, then Step 3 (7 mg) for 2 weeks. Apply one new patch each day to clean, dry, hairless skin, using a different place each time, and wear it for 24 hours (take it off at bedtime if you have vivid dreams).';

const patchProduct = (
  id: string,
  name: string,
  strength: '21 mg' | '14 mg' | '7 mg',
  brandNames: string[],
  source: Source,
): Medication => ({
  id,
  name,
  className: 'Stop-smoking aid',
  categories: ['smoking-cessation'],
  activeIngredients: [{ ingredientId: 'nicotine', strength: `${strength} per 24 hours` }],
  uses: ['quit-smoking'],
  dose: { adult: patchSchedule, pediatric: 'Under 18 years: ask a doctor before use.' },
  summary: `A once-a-day nicotine patch (${strength}) that releases nicotine steadily through the skin to reduce cravings while you quit.`,
  mechanism: quitMechanism,
  warnings: [
    ...sharedWarnings,
    'Ask a doctor first if you are allergic to adhesive tape or have skin problems: rashes are more likely.',
    'Stop use and ask a doctor if skin redness from the patch does not go away after 4 days, or the skin swells or you get a rash.',
    overdoseLine,
  ],
  sideEffects: ['Skin redness or itching under the patch', 'Vivid dreams or trouble sleeping', 'Headache'],
  interactions: [
    'Prescription medicines for depression or asthma (such as theophylline): the dose may need adjusting when you quit.',
    'Non-nicotine stop-smoking medicines (varenicline, or bupropion, which is also an antidepressant): ask a doctor or pharmacist first.',
  ],
  contraindications: ['Continuing to smoke or use other nicotine products', 'Under 18 years without a doctor’s advice'],
  brandNames,
  source,
  label: {},
  review: unreviewed,
});

export const nicotineProducts: Medication[] = [
  gumProduct('nicotine-gum-2', 'Nicotine Gum 2 mg', '2 mg', ['Nicorette 2 mg'], labels.nicotineGum),
  gumProduct('nicotine-gum-4', 'Nicotine Gum 4 mg', '4 mg', ['Nicorette 4 mg'], labels.nicotineGum),
  gumProduct('nicorette-gum-2', 'Nicorette Gum 2 mg', '2 mg', ['Nicorette'], labels.nicoretteGum),
  gumProduct('nicorette-gum-4', 'Nicorette Gum 4 mg', '4 mg', ['Nicorette'], labels.nicoretteGum),
  lozengeProduct(
    'nicotine-lozenge-2',
    'Nicotine Lozenge 2 mg',
    '2 mg',
    ['Nicorette Lozenge 2 mg'],
    labels.nicotineLozenge,
  ),
  lozengeProduct(
    'nicotine-lozenge-4',
    'Nicotine Lozenge 4 mg',
    '4 mg',
    ['Nicorette Lozenge 4 mg'],
    labels.nicotineLozenge,
  ),
  lozengeProduct('nicorette-lozenge-4', 'Nicorette Lozenge 4 mg', '4 mg', ['Nicorette'], labels.nicoretteLozenge),
  patchProduct(
    'nicotine-patch-21',
    'Nicotine Transdermal Patch 21 mg (Step 1)',
    '21 mg',
    ['NicoDerm CQ Step 1', 'Habitrol Step 1'],
    labels.nicotinePatch,
  ),
  patchProduct('nicoderm-cq-step-1', 'NicoDerm CQ Step 1 (21 mg)', '21 mg', ['NicoDerm CQ'], labels.nicodermCq),
  patchProduct('nicoderm-cq-step-2', 'NicoDerm CQ Step 2 (14 mg)', '14 mg', ['NicoDerm CQ'], labels.nicodermCq),
  patchProduct('nicoderm-cq-step-3', 'NicoDerm CQ Step 3 (7 mg)', '7 mg', ['NicoDerm CQ'], labels.nicodermCq),
];
