import type { Medication } from '../../../types.js';
import { dailyMed } from '../../sources.js';
import { mechanism, text, underAskDoctor, underDoNotUse, underNotLabelled, unreviewed } from '../pain-fever/common.js';

const pse30 = dailyMed('pseudoephedrine hydrochloride 30 mg');
const sudafed = dailyMed('Sudafed Sinus Congestion 30 mg');
const sudafed12 = dailyMed('Sudafed 12 Hour 120 mg');
const pe10 = dailyMed('phenylephrine hydrochloride 10 mg');
const sudafedPe = dailyMed('Sudafed PE Sinus Congestion');
const oxy = dailyMed('oxymetazoline hydrochloride 0.05% nasal spray');
const afrin = dailyMed('Afrin Original nasal spray');

const congestionUses = ['nasal-congestion', 'sinus-pressure', 'common-cold', 'hay-fever'];

const oralDecongestantWarnings = [text.decongestantMaoi, text.decongestantAskDoctor, text.decongestantStop];
const oralDecongestantSideEffects = [
  'Nervousness or restlessness',
  'Trouble sleeping',
  'Dizziness',
  'Faster heartbeat',
  'Raised blood pressure',
];
const oralDecongestantInteractions = [
  'MAO inhibitors: do not use during or within 2 weeks after.',
  'Other decongestants, stimulants or caffeine in large amounts: more side effects.',
  'Blood pressure medicines: the decongestant may work against them; ask a pharmacist.',
];
const oralDecongestantContraindications = [
  'Use of an MAO inhibitor now or in the past 2 weeks',
  'Heart disease, high blood pressure, thyroid disease, diabetes or an enlarged prostate (ask a doctor first)',
];

const pse30Dose = {
  adult:
    'Adults and children 12 years and over: 2 tablets (60 mg) every 4 to 6 hours; no more than 8 tablets in 24 hours.',
  pediatric:
    'Children 6 to under 12 years: 1 tablet every 4 to 6 hours; no more than 4 tablets in 24 hours. Children under 6 years: do not use.',
};
const pe10Dose = {
  adult: 'Adults and children 12 years and over: 1 tablet every 4 hours; no more than 6 tablets in 24 hours.',
  pediatric: 'Children under 12 years: not labelled for this age; ask a doctor.',
};

const oxyDose = {
  adult:
    'Adults and children 6 years and over (with adult supervision): 2 or 3 sprays in each nostril no more often than every 10 to 12 hours; no more than 2 doses in 24 hours; do not use for more than 3 days.',
  pediatric: 'Children 6 years and over: as for adults, with adult supervision. Children under 6 years: ask a doctor.',
};
const oxyWarnings = [
  'Do not use for more than 3 days: longer use can make congestion come back or worsen (rebound congestion).',
  'Ask a doctor first if you have heart disease, high blood pressure, thyroid disease, diabetes or trouble urinating from an enlarged prostate.',
  'Temporary burning, stinging, sneezing or a runnier nose may occur.',
  'Do not share the bottle; it can spread infection.',
];
const oxySideEffects = [
  'Burning or stinging in the nose',
  'Sneezing',
  'More nasal discharge',
  'Rebound congestion after more than 3 days',
];
const oxyContraindications = [
  'Use for more than 3 days in a row',
  'Heart disease, high blood pressure, thyroid disease, diabetes or an enlarged prostate (ask a doctor first)',
];

/** Oral and nasal decongestants. */
export const decongestantProducts: Medication[] = [
  {
    id: 'pseudoephedrine-30-mg',
    name: 'Pseudoephedrine 30 mg',
    className: 'Decongestant (Cold & Flu)',
    categories: ['cold-flu', 'allergies'],
    activeIngredients: [{ ingredientId: 'pseudoephedrine', strength: '30 mg (hydrochloride)' }],
    uses: congestionUses,
    dose: pse30Dose,
    summary: 'Non-drowsy oral decongestant for stuffy nose and sinus pressure from colds and allergies.',
    mechanism: mechanism.oralDecongestant,
    warnings: [...oralDecongestantWarnings, text.pseBehindCounter],
    sideEffects: oralDecongestantSideEffects,
    interactions: oralDecongestantInteractions,
    contraindications: [...oralDecongestantContraindications, 'Children under 6 years'],
    brandNames: ['Sudafed'],
    source: pse30,
    label: { ages: [underDoNotUse(6, pse30)] },
    review: unreviewed(),
  },
  {
    id: 'sudafed',
    name: 'Sudafed',
    className: 'Decongestant (Cold & Flu)',
    categories: ['cold-flu', 'allergies'],
    activeIngredients: [{ ingredientId: 'pseudoephedrine', strength: '30 mg (hydrochloride)' }],
    uses: congestionUses,
    dose: pse30Dose,
    summary:
      'Sudafed Sinus Congestion (pseudoephedrine 30 mg), kept behind the pharmacy counter; not the same as Sudafed PE, which contains phenylephrine.',
    mechanism: mechanism.oralDecongestant,
    warnings: [...oralDecongestantWarnings, text.pseBehindCounter],
    sideEffects: oralDecongestantSideEffects,
    interactions: oralDecongestantInteractions,
    contraindications: [...oralDecongestantContraindications, 'Children under 6 years'],
    brandNames: ['Sudafed'],
    source: sudafed,
    label: { ages: [underDoNotUse(6, sudafed)] },
    review: unreviewed(),
  },
  {
    id: 'sudafed-12-hour',
    name: 'Sudafed 12 Hour',
    className: 'Decongestant (Cold & Flu)',
    categories: ['cold-flu', 'allergies'],
    activeIngredients: [{ ingredientId: 'pseudoephedrine', strength: '120 mg (hydrochloride, extended-release)' }],
    uses: congestionUses,
    dose: {
      adult:
        'Adults and children 12 years and over: 1 caplet every 12 hours; no more than 2 caplets in 24 hours; swallow whole.',
      pediatric: 'Children under 12 years: do not use.',
    },
    summary: 'Extended-release pseudoephedrine 120 mg: one caplet relieves nasal and sinus congestion for 12 hours.',
    mechanism: mechanism.oralDecongestant,
    warnings: [...oralDecongestantWarnings, 'Swallow whole; do not crush or chew.', text.pseBehindCounter],
    sideEffects: oralDecongestantSideEffects,
    interactions: oralDecongestantInteractions,
    contraindications: [...oralDecongestantContraindications, 'Children under 12 years'],
    brandNames: ['Sudafed 12 Hour'],
    source: sudafed12,
    label: { ages: [underDoNotUse(12, sudafed12)] },
    review: unreviewed(),
  },
  {
    id: 'phenylephrine-10-mg',
    name: 'Phenylephrine 10 mg',
    className: 'Decongestant (Cold & Flu)',
    categories: ['cold-flu', 'allergies'],
    activeIngredients: [{ ingredientId: 'phenylephrine', strength: '10 mg (hydrochloride)' }],
    uses: congestionUses,
    dose: pe10Dose,
    summary:
      'Oral phenylephrine decongestant sold on the open shelf. In 2023 an FDA advisory committee found oral phenylephrine ineffective at this dose; pseudoephedrine or a nasal spray may work better.',
    mechanism: `${mechanism.oralDecongestant} Taken by mouth, very little phenylephrine reaches the blood, which is why it appears not to work.`,
    warnings: [text.phenylephrineIneffective, ...oralDecongestantWarnings],
    sideEffects: oralDecongestantSideEffects,
    interactions: oralDecongestantInteractions,
    contraindications: oralDecongestantContraindications,
    brandNames: ['Sudafed PE'],
    source: pe10,
    label: { ages: [underNotLabelled(12, pe10)] },
    review: unreviewed(),
  },
  {
    id: 'sudafed-pe',
    name: 'Sudafed PE',
    className: 'Decongestant (Cold & Flu)',
    categories: ['cold-flu', 'allergies'],
    activeIngredients: [{ ingredientId: 'phenylephrine', strength: '10 mg (hydrochloride)' }],
    uses: congestionUses,
    dose: pe10Dose,
    summary:
      'Sudafed PE Sinus Congestion (phenylephrine 10 mg). In 2023 an FDA advisory committee found oral phenylephrine ineffective as a decongestant at this dose.',
    mechanism: `${mechanism.oralDecongestant} Taken by mouth, very little phenylephrine reaches the blood, which is why it appears not to work.`,
    warnings: [text.phenylephrineIneffective, ...oralDecongestantWarnings],
    sideEffects: oralDecongestantSideEffects,
    interactions: oralDecongestantInteractions,
    contraindications: oralDecongestantContraindications,
    brandNames: ['Sudafed PE'],
    source: sudafedPe,
    label: { ages: [underNotLabelled(12, sudafedPe)] },
    review: unreviewed(),
  },
  {
    id: 'oxymetazoline-0-05-percent-nasal-spray',
    name: 'Oxymetazoline 0.05% Nasal Spray',
    className: 'Decongestant (Cold & Flu)',
    categories: ['cold-flu', 'allergies'],
    activeIngredients: [{ ingredientId: 'oxymetazoline', strength: '0.05% (hydrochloride)' }],
    uses: congestionUses,
    dose: oxyDose,
    summary: '12-hour decongestant nasal spray that clears a stuffy nose within minutes; for up to 3 days at a time.',
    mechanism: mechanism.nasalDecongestant,
    warnings: oxyWarnings,
    sideEffects: oxySideEffects,
    interactions: ['Other decongestant nasal sprays: do not combine.'],
    contraindications: oxyContraindications,
    brandNames: ['Afrin'],
    source: oxy,
    label: { ages: [underAskDoctor(6, oxy)] },
    review: unreviewed(),
  },
  {
    id: 'afrin',
    name: 'Afrin',
    className: 'Decongestant (Cold & Flu)',
    categories: ['cold-flu', 'allergies'],
    activeIngredients: [{ ingredientId: 'oxymetazoline', strength: '0.05% (hydrochloride)' }],
    uses: congestionUses,
    dose: oxyDose,
    summary:
      'Afrin Original 12-hour nasal spray (oxymetazoline 0.05%) for fast relief of a stuffy nose; for up to 3 days at a time.',
    mechanism: mechanism.nasalDecongestant,
    warnings: oxyWarnings,
    sideEffects: oxySideEffects,
    interactions: ['Other decongestant nasal sprays: do not combine.'],
    contraindications: oxyContraindications,
    brandNames: ['Afrin'],
    source: afrin,
    label: { ages: [underAskDoctor(6, afrin)] },
    review: unreviewed(),
  },
];
