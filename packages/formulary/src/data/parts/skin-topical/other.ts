import type { Medication } from '../../../types.js';
import { labelledFrom, labels, unreviewed } from './labels.js';

// The under-2 / teething limit and the 'caine' allergy alert sit on the benzocaine ingredient.
const benzocaineOralGel = (id: string, name: string, brandNames: string[], summary: string): Medication => ({
  id,
  name,
  className: 'Oral pain reliever (Mouth)',
  categories: ['oral', 'pain-relief'],
  activeIngredients: [{ ingredientId: 'benzocaine', strength: '20%' }],
  uses: ['toothache', 'mouth-pain'],
  dose: {
    adult:
      'Adults and children 2 years and over: apply a small amount to the sore area up to 4 times a day, or as a dentist or doctor directs.',
    pediatric:
      'Children 2 to under 12 years: an adult should supervise use. Children under 2 years: do not use. Never use for teething.',
  },
  summary,
  mechanism:
    'A local anesthetic that numbs the gums and the lining of the mouth within a minute or so, for a short time.',
  warnings: [
    'Methemoglobinemia warning: benzocaine can cause a serious condition that lowers the oxygen carried in the blood, even if you have used it before. Get medical help at once for pale, gray or blue skin, headache, fast heartbeat, shortness of breath, dizziness or unusual tiredness.',
    'Do not use for teething, or in children under 2 years.',
    "Allergy alert: do not use if you have had an allergy to procaine, benzocaine or other 'caine' anesthetics.",
    'Stop use and ask a doctor or dentist if mouth symptoms do not improve in 7 days, or if swelling, rash or fever develops.',
  ],
  sideEffects: ['Brief stinging or burning where applied', 'Numbness of the tongue or lips'],
  interactions: ['None named on the label.'],
  contraindications: ['Children under 2 years and teething', "Allergy to 'caine' anesthetics"],
  brandNames,
  source: labels.benzocaineOral,
  label: {},
  review: unreviewed,
});

const docosanolCream = (id: string, name: string, brandNames: string[], summary: string): Medication => ({
  id,
  name,
  className: 'Cold sore treatment (Skin)',
  categories: ['skin', 'oral'],
  activeIngredients: [{ ingredientId: 'docosanol', strength: '10%' }],
  uses: ['cold-sores'],
  dose: {
    adult:
      'Adults and children 12 years and over: wash hands before and after use; at the first tingle, apply to the cold sore on the face or lips and rub in gently, 5 times a day until healed.',
    pediatric: 'Children under 12 years: ask a doctor.',
  },
  summary,
  mechanism: 'Keeps the cold-sore virus from entering healthy skin cells, which shortens healing time and symptoms.',
  warnings: [
    'For external use only: do not use in or near the eyes or apply inside the mouth.',
    'Do not share this product: it may spread the infection.',
    'Stop use and ask a doctor if the sore gets worse or is not healed within 10 days.',
  ],
  sideEffects: ['Skin irritation where applied'],
  interactions: ['None named on the label.'],
  contraindications: ['Allergy to any ingredient', 'Children under 12 years without a doctor’s advice'],
  brandNames,
  source: labels.docosanol,
  label: { ages: [labelledFrom(12, labels.docosanol)] },
  review: unreviewed,
});

const benzoylPeroxideWarnings = [
  'For external use only. Do not use if you have very sensitive skin or are sensitive to benzoyl peroxide.',
  'Skin irritation and dryness are more likely with other topical acne medicines; if irritation occurs, use only one at a time.',
  'Avoid unnecessary sun and use a sunscreen; keep away from eyes, lips and mouth; it can bleach hair and dyed fabrics.',
  'Stop use and ask a doctor if irritation becomes severe. Get emergency help for hives, itching, throat tightness, trouble breathing, feeling faint, or swelling of the eyes, face, lips or tongue.',
];

const minoxidilFoam = (id: string, name: string, brandNames: string[], summary: string): Medication => ({
  id,
  name,
  className: 'Hair regrowth (Skin)',
  categories: ['skin'],
  activeIngredients: [{ ingredientId: 'minoxidil', strength: '5%' }],
  uses: ['hereditary-hair-loss', 'hair-skin-nails'],
  dose: {
    adult:
      'Men 18 years and over: apply half a capful of foam to the thinning area of the scalp twice a day and massage in; wash hands well afterwards. Keep using it to keep regrowth; results may take 2 to 4 months.',
    pediatric: 'Under 18 years: do not use.',
  },
  summary,
  mechanism:
    'Widens blood vessels around hair follicles and prolongs the growth phase of hair, regrowing hair at the top of the scalp.',
  warnings: [
    'For external use only, and for use by men only. Flammable: avoid fire, flame and smoking during and right after applying.',
    'Do not use if your hair loss is sudden, patchy, or of unknown cause, if you have no family history of hair loss, if your scalp is red, inflamed, infected, irritated or painful, or if you use other medicines on the scalp.',
    'Ask a doctor first if you have heart disease.',
    'Stop use and ask a doctor if you get chest pain, a fast heartbeat, faintness or dizziness, sudden unexplained weight gain, swollen hands or feet, scalp irritation, or unwanted facial hair, or see no regrowth after 4 months.',
  ],
  sideEffects: ['Scalp itching, dryness or flaking', 'Unwanted facial hair', 'Temporary increase in shedding at first'],
  interactions: ['Other medicines applied to the scalp: do not use together.'],
  contraindications: [
    'Under 18 years',
    'Women, including during pregnancy and breastfeeding (this product is for men only)',
    'Sudden or patchy hair loss',
    'Red, irritated or infected scalp',
  ],
  brandNames,
  source: labels.minoxidil,
  // The men's 5% foam is labelled for men only ("do not use if you are a woman").
  label: {
    pregnancy: {
      severity: 'avoid',
      message: 'This minoxidil foam is labelled for men only; the label says women should not use it.',
      source: labels.minoxidil,
    },
    breastfeeding: {
      severity: 'avoid',
      message: 'This minoxidil foam is labelled for men only; the label says women should not use it.',
      source: labels.minoxidil,
    },
  },
  review: unreviewed,
});

export const otherSkinProducts: Medication[] = [
  benzocaineOralGel(
    'benzocaine-20-oral-gel',
    'Benzocaine 20% Oral Pain Relief Gel',
    ['Orajel Maximum Strength'],
    'Numbing gel for toothache, sore gums, canker sores and minor mouth irritation.',
  ),
  benzocaineOralGel(
    'orajel-maximum-strength',
    'Orajel Maximum Strength',
    ['Orajel'],
    'Benzocaine 20% gel for fast, temporary relief of toothache, gum pain and mouth sores.',
  ),
  docosanolCream(
    'docosanol-10-cream',
    'Docosanol 10% Cream',
    ['Abreva'],
    'An FDA-approved nonprescription cold sore treatment that shortens healing time when started at the first tingle.',
  ),
  docosanolCream(
    'abreva',
    'Abreva',
    ['Abreva'],
    'Docosanol 10% cream that shortens cold sore healing time and symptoms when used at the first sign.',
  ),
  {
    id: 'benzoyl-peroxide-10-gel',
    name: 'Benzoyl Peroxide 10% Acne Gel',
    className: 'Acne treatment (Skin)',
    categories: ['skin'],
    activeIngredients: [{ ingredientId: 'benzoyl-peroxide', strength: '10%' }],
    uses: ['acne'],
    dose: {
      adult:
        'Clean the skin, then cover the affected area with a thin layer 1 to 3 times a day. Start once a day and increase to 2 or 3 times a day if needed; if dryness or peeling bothers you, cut back to once a day or every other day.',
      pediatric: 'The label gives the same directions at every age; for young children ask a doctor.',
    },
    summary: 'Clears acne blemishes and helps prevent new ones.',
    mechanism: 'Releases oxygen that kills acne bacteria and helps unclog pores by loosening dead skin.',
    warnings: benzoylPeroxideWarnings,
    sideEffects: ['Dryness, peeling and redness', 'Burning or itching'],
    interactions: ['Other topical acne medicines: more irritation; use one at a time if irritation occurs.'],
    contraindications: ['Very sensitive skin', 'Sensitivity to benzoyl peroxide'],
    brandNames: ['Clean & Clear Persa-Gel 10'],
    source: labels.benzoylPeroxide,
    label: {},
    review: unreviewed,
  },
  {
    id: 'panoxyl-acne-foaming-wash',
    name: 'PanOxyl Acne Foaming Wash Maximum Strength',
    className: 'Acne treatment (Skin)',
    categories: ['skin'],
    activeIngredients: [{ ingredientId: 'benzoyl-peroxide', strength: '10%' }],
    uses: ['acne'],
    dose: {
      adult:
        'Wet the skin, massage the wash gently over the affected areas, then rinse well and pat dry. Start once a day and increase to 2 or 3 times a day if needed, or as a doctor directs.',
      pediatric: 'The label gives the same directions at every age; for young children ask a doctor.',
    },
    summary: 'A maximum-strength benzoyl peroxide face and body wash that treats and helps prevent acne.',
    mechanism: 'Releases oxygen that kills acne bacteria and helps unclog pores by loosening dead skin.',
    warnings: benzoylPeroxideWarnings,
    sideEffects: ['Dryness, peeling and redness', 'Burning or itching'],
    interactions: ['Other topical acne medicines: more irritation; use one at a time if irritation occurs.'],
    contraindications: ['Very sensitive skin', 'Sensitivity to benzoyl peroxide'],
    brandNames: ['PanOxyl'],
    source: labels.panoxyl,
    label: {},
    review: unreviewed,
  },
  minoxidilFoam(
    'minoxidil-5-foam',
    'Minoxidil 5% Topical Foam for Men',
    ["Men's Rogaine Foam"],
    'Regrows hair on the top of the scalp in men with hereditary hair loss, with twice-daily use.',
  ),
  minoxidilFoam(
    'mens-rogaine-foam',
    "Men's Rogaine Foam",
    ["Men's Rogaine"],
    'Minoxidil 5% foam, clinically shown to regrow hair at the top of the scalp in men with hereditary hair loss.',
  ),
];
