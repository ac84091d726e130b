import type { Medication } from '../../../types.js';
import { labelledFrom, labels, unreviewed } from './labels.js';

const hydrocortisoneCream = (
  id: string,
  name: string,
  brandNames: string[],
  summary: string,
  source = labels.hydrocortisone,
): Medication => ({
  id,
  name,
  className: 'Anti-itch cream (Skin)',
  categories: ['skin', 'first-aid'],
  activeIngredients: [{ ingredientId: 'hydrocortisone', strength: '1%' }],
  uses: ['itchy-skin', 'rash', 'eczema', 'insect-bites', 'poison-ivy'],
  dose: {
    adult: 'Adults and children 2 years and over: apply to the affected skin no more than 3 to 4 times a day.',
    pediatric:
      'Children under 2 years: do not use; ask a doctor. For external anal itching, children under 12 years: ask a doctor.',
  },
  summary,
  mechanism: 'A mild steroid that calms the skin’s inflammatory response, easing itching, redness and swelling.',
  warnings: [
    'For external use only; avoid contact with the eyes.',
    'Do not use for diaper rash, or in the genital area if you have a vaginal discharge (see a doctor).',
    'Do not put it directly into the rectum with fingers or any device.',
    'Stop use and ask a doctor if the condition gets worse, symptoms last more than 7 days or clear up and come back within a few days, or rectal bleeding occurs.',
  ],
  sideEffects: ['Mild burning or stinging where applied', 'Skin thinning with long or heavy use'],
  interactions: ['None named on the label.'],
  contraindications: ['Children under 2 years', 'Diaper rash', 'Vaginal discharge (for genital itching)'],
  brandNames,
  source,
  label: { ages: [labelledFrom(2, source)] },
  review: unreviewed,
});

export const itchProducts: Medication[] = [
  hydrocortisoneCream(
    'hydrocortisone-1-cream',
    'Hydrocortisone 1% Cream',
    ['Cortizone-10', 'Cortaid Maximum Strength'],
    'Maximum-strength OTC hydrocortisone for itching and rash from eczema, insect bites, poison ivy and other minor skin irritations.',
  ),
  hydrocortisoneCream(
    'cortizone-10',
    'Cortizone-10',
    ['Cortizone-10'],
    'Hydrocortisone 1% anti-itch cream for eczema, insect bites, poison ivy, rashes and other minor skin irritations.',
    labels.cortizone10,
  ),
  {
    id: 'preparation-h-hydrocortisone',
    name: 'Preparation H Hydrocortisone Anti-Itch Cream',
    className: 'Hemorrhoid treatment',
    categories: ['digestive', 'skin'],
    activeIngredients: [{ ingredientId: 'hydrocortisone', strength: '1%' }],
    uses: ['hemorrhoids', 'itchy-skin'],
    dose: {
      adult:
        'Adults and children 12 years and over: clean and gently dry the area, then apply to the affected area no more than 3 to 4 times a day.',
      pediatric: 'Children under 12 years: ask a doctor.',
    },
    summary: 'Hydrocortisone 1% cream for the itching of hemorrhoids and external anal itching.',
    mechanism: 'A mild steroid that calms inflammation, easing itching, redness and swelling.',
    warnings: [
      'For external use only; avoid contact with the eyes.',
      'Do not use for diaper rash, and do not put it into the rectum with fingers or any device.',
      'Stop use and ask a doctor if the condition gets worse, symptoms last more than 7 days or clear up and come back within a few days, or rectal bleeding occurs.',
    ],
    sideEffects: ['Mild burning or stinging where applied'],
    interactions: ['None named on the label.'],
    contraindications: ['Children under 12 years without a doctor’s advice', 'Rectal bleeding (see a doctor)'],
    brandNames: ['Preparation H'],
    source: labels.prepHHydrocortisone,
    label: { ages: [labelledFrom(12, labels.prepHHydrocortisone)] },
    review: unreviewed,
  },
  {
    id: 'preparation-h-ointment',
    name: 'Preparation H Ointment',
    className: 'Hemorrhoid treatment',
    categories: ['digestive', 'skin'],
    activeIngredients: [
      { ingredientId: 'mineral-oil', strength: '14%' },
      { ingredientId: 'petrolatum', strength: '74.9%' },
      { ingredientId: 'phenylephrine', strength: '0.25% (phenylephrine hydrochloride)' },
    ],
    uses: ['hemorrhoids'],
    dose: {
      adult:
        'Adults: when practical, clean the area and pat dry; apply externally or into the lower anal canal up to 4 times a day, especially at night, in the morning or after each bowel movement.',
      pediatric: 'Children under 12 years: ask a doctor.',
    },
    summary:
      'Shrinks swollen hemorrhoidal tissue and protects irritated skin, relieving burning, itching and discomfort.',
    mechanism:
      'Phenylephrine narrows swollen blood vessels to shrink hemorrhoidal tissue; petrolatum and mineral oil coat and protect the irritated skin.',
    warnings: [
      'For external or rectal use only; do not exceed the daily dose unless a doctor says so.',
      'Ask a doctor first if you have heart disease, high blood pressure, thyroid disease, diabetes, or trouble urinating from an enlarged prostate.',
      'Ask a doctor or pharmacist first if you take a prescription medicine for high blood pressure or depression.',
      'Stop use and ask a doctor if bleeding occurs, the condition gets worse or does not improve within 7 days.',
    ],
    sideEffects: ['Local irritation or burning'],
    interactions: [
      'Prescription medicines for high blood pressure or depression (including MAO inhibitors): ask first.',
    ],
    contraindications: ['Children under 12 years without a doctor’s advice', 'Rectal bleeding (see a doctor)'],
    brandNames: ['Preparation H'],
    source: labels.prepHOintment,
    label: {
      ages: [labelledFrom(12, labels.prepHOintment)],
      interactions: [
        {
          targetId: 'antidepressant',
          severity: 'avoid',
          message:
            'You take a prescription medicine for depression; the label asks you to check with a doctor or pharmacist before using this phenylephrine product.',
          source: labels.prepHOintment,
        },
        ...(
          ['ace-inhibitor', 'arb', 'beta-blocker', 'calcium-channel-blocker', 'alpha-blocker', 'diuretic'] as const
        ).map((targetId) => ({
          targetId,
          severity: 'avoid' as const,
          message:
            'You take a prescription medicine for high blood pressure; the label asks you to check with a doctor or pharmacist before using this phenylephrine product.',
          source: labels.prepHOintment,
        })),
      ],
    },
    review: unreviewed,
  },
  {
    id: 'benadryl-itch-stopping-cream-extra-strength',
    name: 'Benadryl Itch Stopping Cream Extra Strength',
    className: 'Anti-itch cream (Skin)',
    categories: ['skin', 'first-aid'],
    activeIngredients: [
      { ingredientId: 'diphenhydramine', strength: '2% (diphenhydramine hydrochloride)' },
      { ingredientId: 'zinc-acetate-topical', strength: '0.1%' },
    ],
    uses: ['itchy-skin', 'insect-bites', 'poison-ivy', 'rash', 'sunburn', 'minor-burns', 'cuts-scrapes'],
    dose: {
      adult: 'Adults and children 2 years and over: apply to the affected skin no more than 3 to 4 times a day.',
      pediatric: 'Children under 2 years: ask a doctor.',
    },
    summary:
      'Relieves itching and pain from insect bites, poison ivy, sunburn, minor burns, cuts and skin irritations.',
    mechanism:
      'Diphenhydramine blocks histamine and numbs the skin to stop itching; zinc acetate is a mild astringent that protects the skin.',
    warnings: [
      'For external use only; avoid contact with the eyes.',
      'Do not use on large areas of the body, or with any other product containing diphenhydramine, even one taken by mouth.',
      'Ask a doctor before use on chickenpox or measles.',
      'Stop use and ask a doctor if the condition gets worse or symptoms last more than 7 days or clear up and come back within a few days.',
    ],
    sideEffects: ['Skin irritation or rash where applied'],
    interactions: [
      'Any other diphenhydramine product, including tablets or liquids (such as Benadryl Allergy): do not combine.',
    ],
    contraindications: ['Large areas of skin', 'Chickenpox or measles (ask a doctor)', 'Children under 2 years'],
    brandNames: ['Benadryl Itch Stopping Cream'],
    // Used on the skin: the sedating-pill warnings of diphenhydramine (glaucoma, Beers, sedatives) do not apply.
    localUse: true,
    source: labels.benadrylItch,
    label: { ages: [labelledFrom(2, labels.benadrylItch)] },
    review: unreviewed,
  },
  {
    id: 'calamine-lotion',
    name: 'Calamine Lotion',
    className: 'Skin protectant (Skin)',
    categories: ['skin', 'first-aid'],
    activeIngredients: [
      { ingredientId: 'calamine', strength: '8%' },
      { ingredientId: 'zinc-oxide', strength: '8%' },
    ],
    uses: ['poison-ivy', 'itchy-skin', 'insect-bites', 'rash'],
    dose: {
      adult: 'Shake well; apply to the affected skin as often as needed.',
      pediatric: 'Same directions for children; for babies under 6 months, ask a doctor.',
    },
    summary:
      'The classic pink lotion that dries the oozing and weeping of poison ivy, oak and sumac and soothes minor itching.',
    mechanism:
      'Zinc oxide and iron oxide (calamine) form a protective, drying film that soothes and protects irritated skin.',
    warnings: [
      'For external use only; do not get into the eyes.',
      'Stop use and ask a doctor if the condition gets worse, or symptoms last more than 7 days or clear up and come back within a few days.',
    ],
    sideEffects: ['Skin dryness'],
    interactions: ['None named on the label.'],
    contraindications: ['Babies under 6 months without a doctor’s advice'],
    brandNames: ['Calamine Lotion USP'],
    source: labels.calamine,
    label: {},
    review: unreviewed,
  },
  {
    id: 'caladryl-lotion',
    name: 'Caladryl Lotion',
    className: 'Anti-itch lotion (Skin)',
    categories: ['skin', 'first-aid'],
    activeIngredients: [
      { ingredientId: 'calamine', strength: '8%' },
      { ingredientId: 'pramoxine', strength: '1% (pramoxine hydrochloride)' },
    ],
    uses: ['poison-ivy', 'itchy-skin', 'insect-bites', 'rash', 'cuts-scrapes'],
    dose: {
      adult:
        'Adults and children 2 years and over: shake well; apply to the affected skin no more than 3 to 4 times a day.',
      pediatric: 'Children under 2 years: ask a doctor.',
    },
    summary: 'Calamine with the numbing agent pramoxine, to dry poison ivy rashes and relieve itching and pain.',
    mechanism: 'Calamine dries and protects the skin; pramoxine numbs the nerve endings that carry itch and pain.',
    warnings: [
      'For external use only; avoid contact with the eyes.',
      'Do not use on large areas of the body.',
      'Stop use and ask a doctor if the condition gets worse, or symptoms last more than 7 days or clear up and come back within a few days.',
    ],
    sideEffects: ['Mild stinging where applied'],
    interactions: ['None named on the label.'],
    contraindications: ['Children under 2 years without a doctor’s advice', 'Large areas of skin'],
    brandNames: ['Caladryl'],
    source: labels.caladryl,
    label: { ages: [labelledFrom(2, labels.caladryl)] },
    review: unreviewed,
  },
  {
    id: 'lidocaine-4-cream',
    name: 'Lidocaine 4% Pain Relief Cream',
    className: 'Topical pain reliever (Skin)',
    categories: ['pain-relief', 'skin'],
    activeIngredients: [{ ingredientId: 'lidocaine', strength: '4% (lidocaine hydrochloride)' }],
    uses: ['muscle-aches', 'backache', 'body-aches'],
    dose: {
      adult:
        'Adults and children 12 years and over: apply a thin layer to the painful area no more than 3 to 4 times a day.',
      pediatric: 'Children under 12 years: ask a doctor.',
    },
    summary: 'A numbing cream with the maximum OTC strength of lidocaine, for temporary relief of minor local pain.',
    mechanism: 'Blocks the nerve signals that carry pain from the skin and the tissue just beneath it.',
    warnings: [
      'For external use only; avoid contact with the eyes.',
      'Do not use on large areas, on cut, irritated or swollen skin, or on puncture wounds; do not bandage tightly or use with a heating pad.',
      'Stop use and ask a doctor if the condition gets worse, redness or irritation develops, or symptoms last more than 7 days or clear up and come back within a few days.',
    ],
    sideEffects: ['Redness, burning or irritation where applied'],
    interactions: ['None named on the label.'],
    contraindications: ['Broken or irritated skin', 'Children under 12 years without a doctor’s advice'],
    brandNames: ['Aspercreme Lidocaine Cream'],
    source: labels.lidocaine,
    label: { ages: [labelledFrom(12, labels.lidocaine)] },
    review: unreviewed,
  },
];
