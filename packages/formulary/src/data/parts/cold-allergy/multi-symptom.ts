import type { Medication } from '../../../types.js';
import { dailyMed, lactMed } from '../../sources.js';
import {
  aspirinPainDoseBreastfeeding,
  mechanism,
  text,
  underAskDoctor,
  underDoNotUse,
  underNotLabelled,
  unreviewed,
} from '../pain-fever/common.js';

const nyquil = dailyMed('Vicks NyQuil Cold & Flu Nighttime Relief liquid');
const dayquil = dailyMed('Vicks DayQuil Cold & Flu liquid');
const theraflu = dailyMed('Theraflu Nighttime Severe Cold & Cough');
const alkaSeltzerPlus = dailyMed('Alka-Seltzer Plus Cold effervescent tablets');
const coricidin = dailyMed('Coricidin HBP Cough & Cold');
const dimetapp = dailyMed("Children's Dimetapp Cold & Cough");

const cwDrowsy =
  'Marked drowsiness may occur: avoid alcohol, sedatives and tranquilizers, and do not drive or use machinery.';
const flu = ['common-cold', 'flu-symptoms'];

/** Multi-symptom cold and flu combinations: every active ingredient listed, because safety depends on it. */
export const multiSymptomProducts: Medication[] = [
  {
    id: 'vicks-nyquil-cold-and-flu',
    name: 'Vicks NyQuil Cold & Flu',
    className: 'Multi-symptom (Cold & Flu)',
    categories: ['cold-flu', 'sleep'],
    activeIngredients: [
      { ingredientId: 'acetaminophen', strength: '650 mg per 30 mL' },
      { ingredientId: 'dextromethorphan', strength: '30 mg per 30 mL (hydrobromide)' },
      { ingredientId: 'doxylamine', strength: '12.5 mg per 30 mL (succinate)' },
    ],
    uses: [...flu, 'cough', 'sore-throat', 'headache', 'body-aches', 'fever', 'runny-nose', 'sneezing'],
    dose: {
      adult:
        'Adults and children 12 years and over: 30 mL in the dose cup every 6 hours; no more than 4 doses in 24 hours.',
      pediatric: 'Children 4 to under 12 years: ask a doctor. Children under 4 years: do not use.',
    },
    summary:
      'Nighttime cold and flu liquid: acetaminophen for aches and fever, dextromethorphan for cough and doxylamine for runny nose and sneezing; causes drowsiness.',
    mechanism: `${mechanism.acetaminophen} ${mechanism.dextromethorphan} Doxylamine, a sedating antihistamine, dries a runny nose and causes drowsiness.`,
    warnings: [
      text.apapLiver,
      text.apapDuplicate,
      text.dxmMaoi,
      text.sedatingAskDoctor,
      text.chronicCough,
      cwDrowsy,
      text.soreThroat,
      text.coughStop,
    ],
    sideEffects: ['Drowsiness', 'Dizziness', 'Dry mouth', 'Nausea', 'Excitability, especially in children'],
    interactions: [
      text.apapWarfarin,
      'Sedatives, tranquilizers and sleep aids: ask a doctor or pharmacist first.',
      'MAO inhibitors: do not use during or within 2 weeks after.',
      'Any other medicine with acetaminophen, dextromethorphan or doxylamine: do not combine.',
    ],
    contraindications: [
      'Use with another acetaminophen-containing medicine',
      'Use of an MAO inhibitor now or in the past 2 weeks',
      'Children under 4 years',
    ],
    brandNames: ['Vicks NyQuil Cold & Flu', 'NyQuil'],
    source: nyquil,
    label: { ages: [underAskDoctor(12, nyquil), underDoNotUse(4, nyquil)] },
    review: unreviewed(),
  },
  {
    id: 'vicks-dayquil-cold-and-flu',
    name: 'Vicks DayQuil Cold & Flu',
    className: 'Multi-symptom (Cold & Flu)',
    categories: ['cold-flu'],
    activeIngredients: [
      { ingredientId: 'acetaminophen', strength: '650 mg per 30 mL' },
      { ingredientId: 'dextromethorphan', strength: '20 mg per 30 mL (hydrobromide)' },
      { ingredientId: 'phenylephrine', strength: '10 mg per 30 mL (hydrochloride)' },
    ],
    uses: [...flu, 'nasal-congestion', 'sinus-pressure', 'cough', 'sore-throat', 'headache', 'body-aches', 'fever'],
    dose: {
      adult:
        'Adults and children 12 years and over: 30 mL in the dose cup every 4 hours; no more than 4 doses in 24 hours.',
      pediatric:
        'Children 6 to under 12 years: 15 mL every 4 hours; no more than 4 doses in 24 hours. Children 4 to under 6 years: ask a doctor. Children under 4 years: do not use.',
    },
    summary:
      'Non-drowsy daytime cold and flu liquid: acetaminophen, dextromethorphan and phenylephrine. An FDA advisory committee found oral phenylephrine ineffective as a decongestant in 2023.',
    mechanism: `${mechanism.acetaminophen} ${mechanism.dextromethorphan} Phenylephrine is meant to shrink swollen nasal blood vessels, though taken by mouth it appears not to work.`,
    warnings: [
      text.apapLiver,
      text.apapDuplicate,
      text.dxmMaoi,
      text.decongestantAskDoctor,
      text.chronicCough,
      text.phenylephrineIneffective,
      text.soreThroat,
      text.coughStop,
    ],
    sideEffects: ['Nervousness or trouble sleeping', 'Dizziness', 'Nausea'],
    interactions: [
      text.apapWarfarin,
      'MAO inhibitors: do not use during or within 2 weeks after.',
      'Any other medicine with acetaminophen, dextromethorphan or a decongestant: do not combine.',
    ],
    contraindications: [
      'Use with another acetaminophen-containing medicine',
      'Use of an MAO inhibitor now or in the past 2 weeks',
      'Children under 4 years',
    ],
    brandNames: ['Vicks DayQuil Cold & Flu', 'DayQuil'],
    source: dayquil,
    label: { ages: [underAskDoctor(6, dayquil), underDoNotUse(4, dayquil)] },
    review: unreviewed(),
  },
  {
    id: 'theraflu-nighttime-severe-cold-and-cough',
    name: 'Theraflu Nighttime Severe Cold & Cough',
    className: 'Multi-symptom (Cold & Flu)',
    categories: ['cold-flu', 'sleep'],
    activeIngredients: [
      { ingredientId: 'acetaminophen', strength: '650 mg per packet' },
      { ingredientId: 'diphenhydramine', strength: '25 mg per packet (hydrochloride)' },
      { ingredientId: 'phenylephrine', strength: '10 mg per packet (hydrochloride)' },
    ],
    uses: [
      ...flu,
      'cough',
      'sore-throat',
      'headache',
      'body-aches',
      'fever',
      'nasal-congestion',
      'sinus-pressure',
      'runny-nose',
      'sneezing',
    ],
    dose: {
      adult:
        'Adults and children 12 years and over: dissolve 1 packet in 8 oz of hot water and sip while hot; repeat every 4 hours as needed; never take more packets in 24 hours than the package allows.',
      pediatric: 'Children under 12 years: do not use.',
    },
    summary:
      'Hot-drink powder for nighttime cold symptoms: acetaminophen, diphenhydramine (antihistamine and cough suppressant) and phenylephrine. An FDA advisory committee found oral phenylephrine ineffective as a decongestant in 2023.',
    mechanism: `${mechanism.acetaminophen} Diphenhydramine dries a runny nose, calms the cough and causes drowsiness. Phenylephrine is meant to shrink swollen nasal blood vessels, though taken by mouth it appears not to work.`,
    warnings: [
      text.apapLiver,
      text.apapDuplicate,
      text.dphDuplicate,
      text.decongestantMaoi,
      text.decongestantAskDoctor,
      text.sedatingAskDoctor,
      text.chronicCough,
      cwDrowsy,
      text.phenylephrineIneffective,
      text.soreThroat,
    ],
    sideEffects: ['Drowsiness', 'Dry mouth', 'Dizziness', 'Nervousness', 'Excitability, especially in children'],
    interactions: [
      text.apapWarfarin,
      'Sedatives and tranquilizers: ask a doctor or pharmacist first.',
      'MAO inhibitors: do not use during or within 2 weeks after.',
      'Any other medicine with acetaminophen or diphenhydramine (including creams): do not combine.',
    ],
    contraindications: [
      'Use with another acetaminophen or diphenhydramine product',
      'Use of an MAO inhibitor now or in the past 2 weeks',
      'Children under 12 years',
    ],
    brandNames: ['Theraflu Nighttime Severe Cold & Cough'],
    source: theraflu,
    label: { ages: [underDoNotUse(12, theraflu)] },
    review: unreviewed(),
  },
  {
    id: 'alka-seltzer-plus-cold',
    name: 'Alka-Seltzer Plus Cold',
    className: 'Multi-symptom (Cold & Flu)',
    categories: ['cold-flu'],
    activeIngredients: [
      { ingredientId: 'aspirin', strength: '325 mg' },
      { ingredientId: 'chlorpheniramine', strength: '2 mg (maleate)' },
      { ingredientId: 'phenylephrine', strength: '7.8 mg (bitartrate)' },
    ],
    uses: [
      ...flu,
      'nasal-congestion',
      'sinus-pressure',
      'runny-nose',
      'sneezing',
      'sore-throat',
      'headache',
      'body-aches',
      'fever',
    ],
    dose: {
      adult:
        'Adults and children 12 years and over: fully dissolve 2 tablets in 4 oz of water every 4 hours; no more than 8 tablets in 24 hours unless a doctor directs.',
      pediatric:
        "Children under 12 years: ask a doctor. Children and teenagers recovering from chickenpox or flu-like illness must not take aspirin (Reye's syndrome).",
    },
    summary:
      'Alka-Seltzer Plus Cold effervescent tablets (original aspirin formula): aspirin, the antihistamine chlorpheniramine and phenylephrine. An FDA advisory committee found oral phenylephrine ineffective as a decongestant in 2023.',
    mechanism: `${mechanism.aspirin} ${mechanism.firstGenAntihistamine} Phenylephrine is meant to shrink swollen nasal blood vessels, though taken by mouth it appears not to work.`,
    warnings: [
      text.aspirinReye,
      text.nsaidAllergy,
      text.nsaidStomach,
      text.decongestantMaoi,
      text.decongestantAskDoctor,
      text.sedatingAskDoctor,
      cwDrowsy,
      text.phenylephrineIneffective,
      'Effervescent tablets contain sodium; check the label if you follow a low-salt diet.',
      text.nsaidPregnancy,
    ],
    sideEffects: ['Drowsiness', 'Upset stomach', 'Nervousness', 'Ringing in the ears (stop use)'],
    interactions: [
      'Blood thinners, steroids or other NSAIDs: higher bleeding risk.',
      'Prescription medicines for diabetes, gout or arthritis: ask a doctor or pharmacist first.',
      'Sedatives and tranquilizers: ask a doctor or pharmacist first.',
      'MAO inhibitors: do not use during or within 2 weeks after.',
    ],
    contraindications: [
      'Allergy to aspirin or any other pain reliever or fever reducer',
      "Children and teenagers with or recovering from chickenpox or flu-like symptoms (Reye's syndrome)",
      'Use of an MAO inhibitor now or in the past 2 weeks',
    ],
    brandNames: ['Alka-Seltzer Plus Cold'],
    source: alkaSeltzerPlus,
    label: {
      ages: [underAskDoctor(12, alkaSeltzerPlus)],
      breastfeeding: aspirinPainDoseBreastfeeding(lactMed('aspirin')),
    },
    review: unreviewed(),
  },
  {
    id: 'coricidin-hbp-cough-and-cold',
    name: 'Coricidin HBP Cough & Cold',
    className: 'Cough suppressant (Cold & Flu)',
    categories: ['cold-flu'],
    activeIngredients: [
      { ingredientId: 'chlorpheniramine', strength: '4 mg (maleate)' },
      { ingredientId: 'dextromethorphan', strength: '30 mg (hydrobromide)' },
    ],
    uses: ['cough', 'common-cold', 'runny-nose', 'sneezing', 'itchy-watery-eyes', 'itchy-nose-throat'],
    dose: {
      adult: 'Adults and children 12 years and over: 1 tablet every 6 hours; no more than 4 tablets in 24 hours.',
      pediatric: 'Children under 12 years: not labelled for this age; ask a doctor.',
    },
    summary:
      'Decongestant-free cough and cold tablets made for people with high blood pressure: an antihistamine plus a cough suppressant.',
    mechanism: `${mechanism.dextromethorphan} ${mechanism.firstGenAntihistamine}`,
    warnings: [text.dxmMaoi, text.sedatingAskDoctor, text.chronicCough, cwDrowsy, text.excitability, text.coughStop],
    sideEffects: ['Drowsiness', 'Dizziness', 'Dry mouth', 'Excitability, especially in children'],
    interactions: [
      'MAO inhibitors: do not use during or within 2 weeks after.',
      'Sedatives and tranquilizers: ask a doctor or pharmacist first.',
      'Other products with dextromethorphan or an antihistamine: do not combine.',
    ],
    contraindications: ['Use of an MAO inhibitor now or in the past 2 weeks', 'Children under 12 years'],
    brandNames: ['Coricidin HBP Cough & Cold'],
    source: coricidin,
    label: { ages: [underNotLabelled(12, coricidin)] },
    review: unreviewed(),
  },
  {
    id: 'childrens-dimetapp-cold-and-cough',
    name: "Children's Dimetapp Cold & Cough",
    className: 'Multi-symptom (Cold & Flu)',
    categories: ['cold-flu'],
    activeIngredients: [
      { ingredientId: 'brompheniramine', strength: '2 mg per 10 mL (maleate)' },
      { ingredientId: 'dextromethorphan', strength: '10 mg per 10 mL (hydrobromide)' },
      { ingredientId: 'phenylephrine', strength: '5 mg per 10 mL (hydrochloride)' },
    ],
    uses: [
      'common-cold',
      'cough',
      'nasal-congestion',
      'runny-nose',
      'sneezing',
      'itchy-watery-eyes',
      'itchy-nose-throat',
    ],
    dose: {
      adult: 'Adults and children 12 years and over: 20 mL every 4 hours; no more than 6 doses in 24 hours.',
      pediatric:
        'Children 6 to under 12 years: 10 mL every 4 hours; no more than 6 doses in 24 hours. Children under 6 years: not labelled for this age; do not use unless a doctor directs.',
    },
    summary:
      "Children's cold and cough syrup: brompheniramine, dextromethorphan and phenylephrine. An FDA advisory committee found oral phenylephrine ineffective as a decongestant in 2023.",
    mechanism: `${mechanism.firstGenAntihistamine} ${mechanism.dextromethorphan} Phenylephrine is meant to shrink swollen nasal blood vessels, though taken by mouth it appears not to work.`,
    warnings: [
      text.dxmMaoi,
      text.decongestantAskDoctor,
      text.sedatingAskDoctor,
      text.chronicCough,
      text.excitability,
      text.phenylephrineIneffective,
      'Do not use to make a child sleepy. Measure only with the dosing cup provided.',
      text.coughStop,
    ],
    sideEffects: ['Drowsiness', 'Excitability, especially in children', 'Nervousness or trouble sleeping', 'Dizziness'],
    interactions: [
      'MAO inhibitors: do not use during or within 2 weeks after.',
      'Sedatives and tranquilizers: ask a doctor or pharmacist first.',
      'Other cough, cold or allergy medicines: do not combine without a pharmacist.',
    ],
    contraindications: ['Use of an MAO inhibitor now or in the past 2 weeks', 'Children under 6 years'],
    brandNames: ["Children's Dimetapp Cold & Cough", 'Dimetapp'],
    source: dimetapp,
    label: { ages: [underNotLabelled(6, dimetapp)] },
    review: unreviewed(),
  },
];
