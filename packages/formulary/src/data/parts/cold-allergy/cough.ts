import type { Medication } from '../../../types.js';
import { dailyMed } from '../../sources.js';
import { mechanism, text, underDoNotUse, underNotLabelled, unreviewed } from '../pain-fever/common.js';

const dxmPolistirex = dailyMed('dextromethorphan polistirex extended-release oral suspension');
const delsym = dailyMed('Delsym 12 Hour Cough Relief');
const guaifenesin600 = dailyMed('guaifenesin 600 mg extended-release');
const mucinex = dailyMed('Mucinex 600 mg');
const guaiDm = dailyMed('guaifenesin 600 mg and dextromethorphan hydrobromide 30 mg extended-release');
const mucinexDm = dailyMed('Mucinex DM');
const mucinexD = dailyMed('Mucinex D');
const robitussinDm = dailyMed('Robitussin Cough + Chest Congestion DM');

const dxmSideEffects = ['Drowsiness or dizziness', 'Nausea or upset stomach'];
const guaifenesinSideEffects = ['Nausea or vomiting', 'Upset stomach', 'Headache or dizziness (uncommon)'];
const dxmInteractions = [
  'MAO inhibitors: do not use during or within 2 weeks after.',
  'Antidepressants and other medicines that raise serotonin: ask a pharmacist.',
  'Other cough medicines with dextromethorphan: do not combine.',
];
const dxmContraindications = [
  'Use of an MAO inhibitor now or in the past 2 weeks',
  'Chronic cough from smoking, asthma or emphysema, or a cough with a lot of phlegm (ask a doctor first)',
];
const guaifenesinContraindications = [
  'Chronic cough from smoking, asthma, chronic bronchitis or emphysema (ask a doctor first)',
];

const delsymDose = {
  adult:
    'Adults and children 12 years and over: 10 mL every 12 hours; no more than 20 mL in 24 hours. Shake well; use the dosing cup provided.',
  pediatric:
    'Children 6 to under 12 years: 5 mL every 12 hours, no more than 10 mL in 24 hours. Children 4 to under 6 years: 2.5 mL every 12 hours, no more than 5 mL in 24 hours. Children under 4 years: do not use.',
};
const mucinexDose = {
  adult:
    'Adults and children 12 years and over: 1 or 2 tablets every 12 hours with a full glass of water; no more than 4 tablets in 24 hours; swallow whole (do not crush, chew or break).',
  pediatric: 'Children under 12 years: do not use.',
};
const mucinexWarnings = [text.chronicCough, text.coughStop, 'Swallow whole; do not crush, chew or break the tablet.'];
const dmWarnings = [
  text.dxmMaoi,
  text.chronicCough,
  text.coughStop,
  'Swallow whole; do not crush, chew or break the tablet.',
];

/** Cough suppressants and expectorants. */
export const coughProducts: Medication[] = [
  {
    id: 'dextromethorphan-polistirex-suspension',
    name: 'Dextromethorphan Polistirex 30 mg/5 mL Extended-Release Suspension',
    className: 'Cough suppressant (Cold & Flu)',
    categories: ['cold-flu'],
    activeIngredients: [
      { ingredientId: 'dextromethorphan', strength: '30 mg per 5 mL (as polistirex, equivalent to the hydrobromide)' },
    ],
    uses: ['cough', 'common-cold'],
    dose: delsymDose,
    summary: '12-hour cough suppressant liquid for a dry, tickly cough from colds or throat irritation.',
    mechanism: `${mechanism.dextromethorphan} The drug is bound to a resin that releases it slowly over 12 hours.`,
    warnings: [text.dxmMaoi, text.chronicCough, text.coughStop],
    sideEffects: dxmSideEffects,
    interactions: dxmInteractions,
    contraindications: [...dxmContraindications, 'Children under 4 years'],
    brandNames: ['Delsym'],
    source: dxmPolistirex,
    label: { ages: [underDoNotUse(4, dxmPolistirex)] },
    review: unreviewed(),
  },
  {
    id: 'delsym',
    name: 'Delsym',
    className: 'Cough suppressant (Cold & Flu)',
    categories: ['cold-flu'],
    activeIngredients: [
      { ingredientId: 'dextromethorphan', strength: '30 mg per 5 mL (as polistirex, equivalent to the hydrobromide)' },
    ],
    uses: ['cough', 'common-cold'],
    dose: delsymDose,
    summary: 'Delsym 12 Hour Cough Relief liquid: one dose quiets a dry cough for 12 hours.',
    mechanism: `${mechanism.dextromethorphan} The drug is bound to a resin that releases it slowly over 12 hours.`,
    warnings: [text.dxmMaoi, text.chronicCough, text.coughStop],
    sideEffects: dxmSideEffects,
    interactions: dxmInteractions,
    contraindications: [...dxmContraindications, 'Children under 4 years'],
    brandNames: ['Delsym'],
    source: delsym,
    label: { ages: [underDoNotUse(4, delsym)] },
    review: unreviewed(),
  },
  {
    id: 'guaifenesin-600-mg-extended-release',
    name: 'Guaifenesin 600 mg Extended-Release',
    className: 'Expectorant (Cold & Flu)',
    categories: ['cold-flu'],
    activeIngredients: [{ ingredientId: 'guaifenesin', strength: '600 mg (extended-release)' }],
    uses: ['chest-congestion', 'cough', 'common-cold'],
    dose: mucinexDose,
    summary: '12-hour expectorant that loosens mucus so a chesty cough clears the chest.',
    mechanism: guaifenesinMechanism(),
    warnings: mucinexWarnings,
    sideEffects: guaifenesinSideEffects,
    interactions: [
      'No interactions listed on the label; ask a pharmacist if you take other cough and cold medicines, which may also contain guaifenesin.',
    ],
    contraindications: [...guaifenesinContraindications, 'Children under 12 years'],
    brandNames: ['Mucinex'],
    source: guaifenesin600,
    label: { ages: [underDoNotUse(12, guaifenesin600)] },
    review: unreviewed(),
  },
  {
    id: 'mucinex',
    name: 'Mucinex',
    className: 'Expectorant (Cold & Flu)',
    categories: ['cold-flu'],
    activeIngredients: [{ ingredientId: 'guaifenesin', strength: '600 mg (extended-release)' }],
    uses: ['chest-congestion', 'cough', 'common-cold'],
    dose: mucinexDose,
    summary: 'Mucinex 12 Hour (guaifenesin 600 mg) bi-layer tablets to loosen chest congestion.',
    mechanism: guaifenesinMechanism(),
    warnings: mucinexWarnings,
    sideEffects: guaifenesinSideEffects,
    interactions: [
      'No interactions listed on the label; ask a pharmacist if you take other cough and cold medicines, which may also contain guaifenesin.',
    ],
    contraindications: [...guaifenesinContraindications, 'Children under 12 years'],
    brandNames: ['Mucinex'],
    source: mucinex,
    label: { ages: [underDoNotUse(12, mucinex)] },
    review: unreviewed(),
  },
  {
    id: 'guaifenesin-dextromethorphan-600-30-extended-release',
    name: 'Guaifenesin 600 mg and Dextromethorphan 30 mg Extended-Release',
    className: 'Cough suppressant (Cold & Flu)',
    categories: ['cold-flu'],
    activeIngredients: [
      { ingredientId: 'guaifenesin', strength: '600 mg (extended-release)' },
      { ingredientId: 'dextromethorphan', strength: '30 mg (hydrobromide, extended-release)' },
    ],
    uses: ['cough', 'chest-congestion', 'common-cold'],
    dose: mucinexDose,
    summary: '12-hour expectorant and cough suppressant for a cough with chest congestion.',
    mechanism: `${mechanism.guaifenesin} ${mechanism.dextromethorphan}`,
    warnings: dmWarnings,
    sideEffects: [...dxmSideEffects, ...guaifenesinSideEffects.slice(0, 2)],
    interactions: dxmInteractions,
    contraindications: [...dxmContraindications, 'Children under 12 years'],
    brandNames: ['Mucinex DM'],
    source: guaiDm,
    label: { ages: [underDoNotUse(12, guaiDm)] },
    review: unreviewed(),
  },
  {
    id: 'mucinex-dm',
    name: 'Mucinex DM',
    className: 'Cough suppressant (Cold & Flu)',
    categories: ['cold-flu'],
    activeIngredients: [
      { ingredientId: 'guaifenesin', strength: '600 mg (extended-release)' },
      { ingredientId: 'dextromethorphan', strength: '30 mg (hydrobromide, extended-release)' },
    ],
    uses: ['cough', 'chest-congestion', 'common-cold'],
    dose: mucinexDose,
    summary: 'Mucinex DM 12 Hour: guaifenesin to loosen mucus plus dextromethorphan to quiet the cough.',
    mechanism: `${mechanism.guaifenesin} ${mechanism.dextromethorphan}`,
    warnings: dmWarnings,
    sideEffects: [...dxmSideEffects, ...guaifenesinSideEffects.slice(0, 2)],
    interactions: dxmInteractions,
    contraindications: [...dxmContraindications, 'Children under 12 years'],
    brandNames: ['Mucinex DM'],
    source: mucinexDm,
    label: { ages: [underDoNotUse(12, mucinexDm)] },
    review: unreviewed(),
  },
  {
    id: 'mucinex-d',
    name: 'Mucinex D',
    className: 'Decongestant (Cold & Flu)',
    categories: ['cold-flu'],
    activeIngredients: [
      { ingredientId: 'guaifenesin', strength: '600 mg (extended-release)' },
      { ingredientId: 'pseudoephedrine', strength: '60 mg (hydrochloride, extended-release)' },
    ],
    uses: ['chest-congestion', 'nasal-congestion', 'sinus-pressure', 'cough', 'common-cold'],
    dose: {
      adult:
        'Adults and children 12 years and over: 2 tablets every 12 hours with a full glass of water; no more than 4 tablets in 24 hours; swallow whole.',
      pediatric: 'Children under 12 years: do not use.',
    },
    summary:
      'Mucinex D 12 Hour: guaifenesin for chest congestion plus pseudoephedrine for a stuffy nose and sinus pressure.',
    mechanism: `${mechanism.guaifenesin} Pseudoephedrine: ${mechanism.oralDecongestant.toLowerCase()}`,
    warnings: [
      text.decongestantMaoi,
      text.decongestantAskDoctor,
      text.chronicCough,
      text.decongestantStop,
      'Swallow whole; do not crush, chew or break the tablet.',
      text.pseBehindCounter,
    ],
    sideEffects: [
      'Nervousness or trouble sleeping',
      'Dizziness',
      'Faster heartbeat',
      ...guaifenesinSideEffects.slice(0, 2),
    ],
    interactions: [
      'MAO inhibitors: do not use during or within 2 weeks after.',
      'Other decongestants or stimulants: do not combine.',
      'Blood pressure medicines: the decongestant may work against them; ask a pharmacist.',
    ],
    contraindications: [
      'Use of an MAO inhibitor now or in the past 2 weeks',
      'Heart disease, high blood pressure, thyroid disease, diabetes or an enlarged prostate (ask a doctor first)',
      'Children under 12 years',
    ],
    brandNames: ['Mucinex D'],
    source: mucinexD,
    label: { ages: [underDoNotUse(12, mucinexD)] },
    review: unreviewed(),
  },
  {
    id: 'robitussin-dm',
    name: 'Robitussin DM',
    className: 'Cough suppressant (Cold & Flu)',
    categories: ['cold-flu'],
    activeIngredients: [
      { ingredientId: 'dextromethorphan', strength: '20 mg per 10 mL (hydrobromide)' },
      { ingredientId: 'guaifenesin', strength: '200 mg per 10 mL' },
    ],
    uses: ['cough', 'chest-congestion', 'common-cold'],
    dose: {
      adult:
        'Adults and children 12 years and over: 10 mL every 4 hours; no more than 6 doses in 24 hours; measure only with the dosing cup provided.',
      pediatric:
        'Children 6 to under 12 years: 5 mL every 4 hours; no more than 6 doses in 24 hours. Children under 6 years: not labelled for this age; do not use unless a doctor directs.',
    },
    summary: 'Robitussin Cough + Chest Congestion DM syrup: quiets the cough and loosens mucus.',
    mechanism: `${mechanism.dextromethorphan} ${mechanism.guaifenesin}`,
    warnings: [text.dxmMaoi, text.chronicCough, text.coughStop],
    sideEffects: [...dxmSideEffects, 'Vomiting (uncommon)'],
    interactions: dxmInteractions,
    contraindications: dxmContraindications,
    brandNames: ['Robitussin DM', 'Robitussin Cough + Chest Congestion DM'],
    source: robitussinDm,
    label: { ages: [underNotLabelled(6, robitussinDm)] },
    review: unreviewed(),
  },
];

function guaifenesinMechanism(): string {
  return `${mechanism.guaifenesin} The bi-layer tablet releases part of the dose at once and the rest over 12 hours.`;
}
