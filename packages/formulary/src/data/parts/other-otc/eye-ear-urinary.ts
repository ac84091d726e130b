import type { LabelFacts, Medication, Source } from '../../../types.js';
import { labelledFrom, labels, unreviewed } from './labels.js';

const eyeDropStopLine =
  'Stop use and ask a doctor if you get eye pain, changes in vision, continued redness or irritation, or the condition gets worse or lasts more than 72 hours.';

// Ketotifen antihistamine eye drops -------------------------------------------------------------------------------

const ketotifenDrops = (
  id: string,
  name: string,
  brandNames: string[],
  summary: string,
  source: Source,
): Medication => ({
  id,
  name,
  className: 'Antihistamine (Allergies)',
  categories: ['eye-ear', 'allergies'],
  activeIngredients: [{ ingredientId: 'ketotifen', strength: '0.025% (as ketotifen fumarate 0.035%)' }],
  uses: ['itchy-watery-eyes', 'hay-fever'],
  dose: {
    adult:
      'Adults and children 3 years and over: put 1 drop in the affected eye(s) twice a day, every 8 to 12 hours; no more than twice a day.',
    pediatric: 'Children under 3 years: ask a doctor.',
  },
  summary,
  mechanism:
    'Blocks histamine in the eye and steadies the mast cells that release it, relieving allergy itching for up to 12 hours.',
  warnings: [
    'Do not use if the solution changes color or becomes cloudy, or to treat irritation from contact lenses.',
    'Remove contact lenses before use and wait at least 10 minutes before putting them back; do not touch the tip of the bottle to any surface.',
    'Stop use and ask a doctor if you get eye pain, changes in vision or redness, or itching gets worse or lasts more than 72 hours.',
  ],
  sideEffects: ['Brief stinging or burning', 'Eye redness', 'Headache'],
  interactions: ['None named on the label.'],
  contraindications: ['Contact lens irritation', 'Children under 3 years without a doctor’s advice'],
  brandNames,
  source,
  label: { ages: [labelledFrom(3, source)] },
  review: unreviewed,
});

// Naphazoline + pheniramine eye drops (the glaucoma fact sits on naphazoline) -------------------------------------

const naphazolinePheniramineFacts = (source: Source): LabelFacts => ({
  ages: [labelledFrom(6, source)],
  conditions: [
    {
      conditionId: 'heart-disease',
      severity: 'avoid',
      message:
        'You have heart disease; the label asks you to check with a doctor before using these redness-relief drops.',
      source,
    },
    {
      conditionId: 'high-blood-pressure',
      severity: 'avoid',
      message:
        'You have high blood pressure; the label asks you to check with a doctor before using these redness-relief drops.',
      source,
    },
    {
      conditionId: 'enlarged-prostate',
      severity: 'avoid',
      message:
        'You have trouble urinating from an enlarged prostate; the antihistamine in these drops can make it worse, so the label asks you to check first.',
      source,
    },
  ],
});

const naphazolinePheniramineDrops = (
  id: string,
  name: string,
  brandNames: string[],
  summary: string,
  source: Source,
): Medication => ({
  id,
  name,
  className: 'Eye allergy and redness relief (Eye care)',
  categories: ['eye-ear', 'allergies'],
  activeIngredients: [
    { ingredientId: 'naphazoline', strength: '0.025% (naphazoline hydrochloride)' },
    { ingredientId: 'pheniramine', strength: '0.3% (pheniramine maleate)' },
  ],
  uses: ['itchy-watery-eyes', 'red-eyes', 'hay-fever'],
  dose: {
    adult: 'Adults and children 6 years and over: put 1 or 2 drops in the affected eye(s) up to 4 times a day.',
    pediatric: 'Children under 6 years: ask a doctor.',
  },
  summary,
  mechanism:
    'Naphazoline narrows the swollen blood vessels that make eyes red; pheniramine blocks the histamine that makes them itch.',
  warnings: [
    'Do not use if the solution changes color or becomes cloudy.',
    'Ask a doctor first if you have heart disease, high blood pressure, trouble urinating from an enlarged prostate, or narrow-angle glaucoma.',
    'Pupils may become enlarged for a while; overuse may cause more redness. Remove contact lenses before use.',
    eyeDropStopLine,
  ],
  sideEffects: ['Brief stinging', 'Enlarged pupils and light sensitivity', 'Rebound redness with overuse'],
  interactions: ['None named on the label.'],
  contraindications: ['Narrow-angle glaucoma (ask a doctor)', 'Children under 6 years without a doctor’s advice'],
  brandNames,
  source,
  label: naphazolinePheniramineFacts(source),
  review: unreviewed,
});

// Artificial tears ----------------------------------------------------------------------------------------------

const lubricantDrops = (
  id: string,
  name: string,
  brandNames: string[],
  summary: string,
  source: Source,
): Medication => ({
  id,
  name,
  className: 'Artificial tears (Eye care)',
  categories: ['eye-ear'],
  activeIngredients: [{ ingredientId: 'carboxymethylcellulose', strength: '0.5% (carboxymethylcellulose sodium)' }],
  uses: ['dry-eyes'],
  dose: {
    adult: 'Put 1 or 2 drops in the affected eye(s) as needed.',
    pediatric: 'The label gives no separate directions for children; for young children ask a doctor or pharmacist.',
  },
  summary,
  mechanism:
    'A lubricating polymer that adds to the tear film, moistening and protecting a dry, irritated eye surface.',
  warnings: [
    'Do not use if the solution changes color or becomes cloudy; do not touch the tip of the container to any surface.',
    eyeDropStopLine,
  ],
  sideEffects: ['Brief blurred vision after use'],
  interactions: ['None named on the label.'],
  contraindications: ['Allergy to any ingredient'],
  brandNames,
  source,
  label: {},
  review: unreviewed,
});

// Earwax removal ------------------------------------------------------------------------------------------------

const earwaxDrops = (id: string, name: string, brandNames: string[], summary: string, source: Source): Medication => ({
  id,
  name,
  className: 'Earwax removal (Ear care)',
  categories: ['eye-ear'],
  activeIngredients: [{ ingredientId: 'carbamide-peroxide', strength: '6.5%' }],
  uses: ['earwax'],
  dose: {
    adult:
      'Adults and children over 12 years: tilt the head sideways and put 5 to 10 drops into the ear without the tip entering the ear canal; keep the drops in for several minutes by keeping the head tilted or with cotton in the ear. Use twice a day for up to 4 days. Remaining wax may be flushed out gently with warm water using a soft rubber bulb syringe.',
    pediatric: 'Children under 12 years: ask a doctor.',
  },
  summary,
  mechanism: 'Releases oxygen when it meets earwax; the gentle foaming softens, loosens and helps remove the wax.',
  warnings: [
    'For use in the ear only; avoid contact with the eyes.',
    'Ask a doctor first if you have ear drainage or discharge, ear pain, irritation or rash in the ear, or dizziness; an injured or perforated eardrum; or recent ear surgery.',
    'Do not use for more than 4 days; if too much wax remains, ask a doctor.',
  ],
  sideEffects: ['Bubbling or crackling sound in the ear', 'Temporary fullness in the ear'],
  interactions: ['None named on the label.'],
  contraindications: ['Perforated eardrum or recent ear surgery', 'Ear pain, drainage or dizziness (see a doctor)'],
  brandNames,
  source,
  label: { ages: [labelledFrom(12, source)] },
  review: unreviewed,
});

// Urinary pain relief -------------------------------------------------------------------------------------------

const urinaryPainRelief = (
  id: string,
  name: string,
  brandNames: string[],
  summary: string,
  source: Source,
): Medication => ({
  id,
  name,
  className: 'Urinary pain reliever',
  categories: ['pain-relief', 'womens-health'],
  activeIngredients: [{ ingredientId: 'phenazopyridine', strength: '95 mg (phenazopyridine hydrochloride)' }],
  uses: ['urinary-pain'],
  dose: {
    adult:
      'Adults and children 12 years and over: 2 tablets 3 times a day with or after meals, with a full glass of water, as needed; do not use for more than 2 days unless a doctor says so.',
    pediatric: 'Children under 12 years: ask a doctor.',
  },
  summary,
  mechanism: 'A dye that has a local numbing effect on the lining of the urinary tract as it passes out in the urine.',
  warnings: [
    'Relieves symptoms only: it is not an antibiotic and does not treat a urinary tract infection; see a doctor.',
    'Ask a doctor first if you have kidney disease, allergies to foods, preservatives or dyes, or have reacted to phenazopyridine before.',
    'Turns urine reddish-orange; this is harmless but can stain clothing and contact lenses.',
    'Stop use and ask a doctor if symptoms last more than 2 days or you think you are having a reaction to it.',
  ],
  sideEffects: ['Reddish-orange urine', 'Upset stomach (take with food)', 'Headache'],
  interactions: ['None named on the label; it can affect some urine test results.'],
  contraindications: ['Kidney disease (ask a doctor first)', 'Use for more than 2 days without a doctor'],
  brandNames,
  source,
  label: { ages: [labelledFrom(12, source)] },
  review: unreviewed,
});

export const eyeEarUrinaryProducts: Medication[] = [
  ketotifenDrops(
    'ketotifen-eye-drops',
    'Ketotifen 0.035% Antihistamine Eye Drops',
    ['Zaditor', 'Alaway'],
    'Relieves itchy eyes from pollen, ragweed, grass, pet hair and dander for up to 12 hours.',
    labels.ketotifen,
  ),
  ketotifenDrops(
    'zaditor',
    'Zaditor',
    ['Zaditor'],
    'Ketotifen antihistamine eye drops for up to 12 hours of eye itch relief.',
    labels.ketotifen,
  ),
  ketotifenDrops(
    'alaway',
    'Alaway',
    ['Alaway'],
    'Ketotifen antihistamine eye drops for up to 12 hours of eye allergy itch relief.',
    labels.ketotifen,
  ),
  naphazolinePheniramineDrops(
    'naphazoline-pheniramine-eye-drops',
    'Naphazoline and Pheniramine Eye Drops',
    ['Naphcon-A', 'Visine-A'],
    'Relieves itchy, red eyes from pollen, ragweed, grass, pet hair and dander.',
    labels.naphazolinePheniramine,
  ),
  naphazolinePheniramineDrops(
    'naphcon-a',
    'Naphcon-A',
    ['Naphcon-A'],
    'An antihistamine plus redness reliever eye drop for itchy, red allergy eyes.',
    labels.naphconA,
  ),
  naphazolinePheniramineDrops(
    'visine-allergy-eye-relief-multi-action',
    'Visine Allergy Eye Relief Multi-Action',
    ['Visine-A', 'Visine Allergy Eye Relief'],
    'Formerly Visine-A: antihistamine and redness reliever drops for itchy, red allergy eyes.',
    labels.visineA,
  ),
  lubricantDrops(
    'carboxymethylcellulose-eye-drops',
    'Carboxymethylcellulose 0.5% Lubricant Eye Drops',
    ['Refresh Tears'],
    'Artificial tears that relieve dry, irritated, burning eyes.',
    labels.carboxymethylcellulose,
  ),
  lubricantDrops(
    'refresh-tears',
    'Refresh Tears',
    ['Refresh Tears'],
    'Carboxymethylcellulose 0.5% lubricant drops for temporary relief of dry, irritated eyes.',
    labels.refreshTears,
  ),
  earwaxDrops(
    'carbamide-peroxide-ear-drops',
    'Carbamide Peroxide 6.5% Ear Drops',
    ['Debrox', 'Murine Ear Wax Removal System'],
    'Softens, loosens and helps remove excess earwax.',
    labels.carbamidePeroxide,
  ),
  earwaxDrops(
    'debrox-earwax-removal-aid',
    'Debrox Earwax Removal Aid',
    ['Debrox'],
    'Carbamide peroxide 6.5% drops that foam gently to soften and remove excess earwax.',
    labels.debrox,
  ),
  urinaryPainRelief(
    'phenazopyridine-95',
    'Urinary Pain Relief (Phenazopyridine 95 mg)',
    ['AZO Urinary Pain Relief'],
    'Fast, temporary relief of urinary pain, burning, urgency and frequency while you get a urinary tract infection treated.',
    labels.phenazopyridine,
  ),
  urinaryPainRelief(
    'azo-urinary-pain-relief',
    'AZO Urinary Pain Relief',
    ['AZO'],
    'Phenazopyridine 95 mg tablets for fast relief of urinary pain, burning, urgency and frequency.',
    labels.azo,
  ),
];
