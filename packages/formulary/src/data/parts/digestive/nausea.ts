import type { Medication } from '../../../types.js';
import { labels, unreviewed } from './labels.js';

// The glaucoma, breathing-problem, enlarged-prostate, sedative and age-65 facts come from the
// first-generation-antihistamine class that meclizine and dimenhydrinate belong to.
const sedatingAntihistamineWarnings = [
  'Ask a doctor first if you have glaucoma, a breathing problem such as emphysema or chronic bronchitis, or trouble urinating from an enlarged prostate.',
  'Ask a doctor or pharmacist first if you take sedatives or tranquilizers.',
  'Drowsiness may occur: avoid alcohol, and be careful driving or operating machinery.',
];

const dimenhydrinateProduct = (id: string, name: string, brandNames: string[], summary: string): Medication => ({
  id,
  name,
  className: 'Motion sickness (Digestive)',
  categories: ['digestive'],
  activeIngredients: [{ ingredientId: 'dimenhydrinate', strength: '50 mg' }],
  uses: ['motion-sickness', 'nausea', 'vomiting'],
  dose: {
    adult:
      'Take the first dose ½ to 1 hour before travel. Adults and children 12 years and over: 1 to 2 tablets every 4 to 6 hours; no more than 8 tablets in 24 hours.',
    pediatric:
      'Children 6 to under 12 years: ½ to 1 tablet every 6 to 8 hours, no more than 3 tablets in 24 hours. Children 2 to under 6 years: ¼ to ½ tablet every 6 to 8 hours, no more than 1½ tablets in 24 hours. Children under 2 years: only if a doctor says so.',
  },
  summary,
  mechanism:
    'A sedating antihistamine that calms the balance signals from the inner ear which trigger motion sickness; it often causes drowsiness.',
  warnings: [...sedatingAntihistamineWarnings, 'Excitability may occur, especially in children.'],
  sideEffects: ['Marked drowsiness', 'Dry mouth', 'Blurred vision', 'Excitability in children'],
  interactions: [
    'Alcohol, sedatives, tranquilizers and sleep medicines: more drowsiness.',
    'Other antihistamines, including diphenhydramine (dimenhydrinate contains it): do not double up.',
  ],
  contraindications: ['Children under 2 years unless a doctor says so'],
  brandNames,
  source: labels.dimenhydrinate,
  label: {
    ages: [
      {
        belowYears: 2,
        severity: 'avoid',
        message: 'This product should not be given to children under 2 unless a doctor says so.',
        source: labels.dimenhydrinate,
      },
    ],
  },
  review: unreviewed,
});

const meclizineProduct = (id: string, name: string, brandNames: string[], summary: string): Medication => ({
  id,
  name,
  className: 'Motion sickness (Digestive)',
  categories: ['digestive'],
  activeIngredients: [{ ingredientId: 'meclizine', strength: '25 mg' }],
  uses: ['motion-sickness', 'nausea', 'vomiting'],
  dose: {
    adult:
      'Adults and children 12 years and over: 1 to 2 tablets once a day, or as a doctor directs; take the first dose 1 hour before travel.',
    pediatric: 'Children under 12 years: ask a doctor.',
  },
  summary,
  mechanism:
    'A longer-acting antihistamine that calms the inner-ear balance signals behind motion sickness; it causes less drowsiness than dimenhydrinate but can still make you sleepy.',
  warnings: sedatingAntihistamineWarnings,
  sideEffects: ['Drowsiness', 'Dry mouth', 'Blurred vision'],
  interactions: ['Alcohol, sedatives, tranquilizers and sleep medicines: more drowsiness.'],
  contraindications: ['Children under 12 years without a doctor’s advice'],
  brandNames,
  source: labels.meclizine,
  label: {
    ages: [
      {
        belowYears: 12,
        severity: 'avoid',
        message: 'This product is labelled for ages 12 and over; for younger children ask a doctor.',
        source: labels.meclizine,
      },
    ],
  },
  review: unreviewed,
});

export const nauseaProducts: Medication[] = [
  dimenhydrinateProduct(
    'dimenhydrinate-50',
    'Dimenhydrinate 50 mg',
    ['Dramamine Original Formula'],
    'Prevents and treats the nausea, vomiting and dizziness of motion sickness.',
  ),
  dimenhydrinateProduct(
    'dramamine-original',
    'Dramamine Original Formula',
    ['Dramamine Original Formula'],
    'Dimenhydrinate 50 mg tablets that prevent and treat nausea, vomiting and dizziness from motion sickness.',
  ),
  meclizineProduct(
    'meclizine-25',
    'Meclizine 25 mg',
    ['Dramamine Less Drowsy', 'Bonine'],
    'Once-a-day prevention and relief of the nausea, vomiting and dizziness of motion sickness, with less drowsiness.',
  ),
  meclizineProduct(
    'dramamine-less-drowsy',
    'Dramamine Less Drowsy',
    ['Dramamine Less Drowsy'],
    'Meclizine 25 mg tablets: once-a-day motion sickness relief that is less drowsy than original Dramamine.',
  ),
  {
    id: 'emetrol',
    name: 'Emetrol',
    className: 'Anti-nausea (Digestive)',
    categories: ['digestive'],
    activeIngredients: [
      { ingredientId: 'dextrose', strength: '1.87 g per 5 mL' },
      { ingredientId: 'fructose', strength: '1.87 g per 5 mL' },
      { ingredientId: 'phosphoric-acid', strength: '21.5 mg per 5 mL' },
    ],
    uses: ['nausea', 'upset-stomach'],
    dose: {
      adult:
        'Do not dilute, and do not drink anything just before or after a dose. Adults and children 12 years and over: 1 or 2 tablespoons (15 or 30 mL); repeat every 15 minutes until the nausea settles; do not take for more than 1 hour (5 doses).',
      pediatric:
        'Children 2 to under 12 years: 1 or 2 teaspoons (5 or 10 mL), repeated every 15 minutes until the nausea settles, for no more than 1 hour (5 doses). Children under 2 years: ask a doctor.',
    },
    summary: 'A pleasant-tasting sugar solution that settles nausea from an upset stomach without causing drowsiness.',
    mechanism:
      'A concentrated, slightly acidic sugar solution (phosphorated carbohydrate) that is thought to calm the stomach muscle directly.',
    warnings: [
      'Do not use if you have hereditary fructose intolerance.',
      'Ask a doctor first if you have diabetes: this product contains sugar.',
      'Stop use and ask a doctor if nausea continues, comes back often, or you have severe stomach pain.',
    ],
    sideEffects: ['Stomach pain or diarrhea with large amounts of fructose'],
    interactions: ['None named on the label.'],
    contraindications: ['Hereditary fructose intolerance', 'Diabetes (ask a doctor first)'],
    brandNames: ['Emetrol'],
    source: labels.emetrol,
    label: {
      ages: [
        {
          belowYears: 2,
          severity: 'avoid',
          message: 'This product is labelled for ages 2 and over; for younger children ask a doctor.',
          source: labels.emetrol,
        },
      ],
      conditions: [
        {
          conditionId: 'diabetes',
          severity: 'avoid',
          message:
            'You have diabetes; this product is mostly sugar, so the label asks you to check with a doctor first.',
          source: labels.emetrol,
        },
      ],
    },
    review: unreviewed,
  },
];
