import type { Condition, DrugClass, SupplementCategory, Symptom } from '../../../types.js';
import { S } from './shared.js';

/** The Vitamins & Supplements category grid. */
export const supplementCategories: SupplementCategory[] = [
  {
    id: 'vitamins',
    name: 'Vitamins',
    description: 'Single vitamins and multivitamins to fill gaps in what you get from food.',
  },
  {
    id: 'minerals',
    name: 'Minerals',
    description: 'Calcium, magnesium, iron, zinc and other minerals your body needs in small amounts.',
  },
  {
    id: 'heart-health',
    name: 'Heart Health',
    description: 'Omega-3s and other supplements people take for cholesterol, triglycerides and heart health.',
  },
  {
    id: 'immune-support',
    name: 'Immune Support',
    description: 'Supplements people reach for to help the body fight off colds and other infections.',
  },
  {
    id: 'sleep-relaxation',
    name: 'Sleep & Relaxation',
    description: 'Melatonin and calming herbs taken to fall asleep more easily or unwind.',
  },
  {
    id: 'stress-mood',
    name: 'Stress & Mood',
    description: 'Herbs and supplements taken for everyday stress, worry and low mood.',
  },
  {
    id: 'joint-bone',
    name: 'Joint & Bone',
    description: 'Supplements for strong bones and comfortable, flexible joints.',
  },
  {
    id: 'digestive-health',
    name: 'Digestive Health',
    description: 'Probiotics, fiber and herbs taken for a settled stomach and regular bowels.',
  },
  {
    id: 'brain-memory',
    name: 'Brain & Memory',
    description: 'Supplements taken in the hope of supporting memory, focus and brain health.',
  },
  {
    id: 'energy',
    name: 'Energy & Fitness',
    description: 'Supplements taken for tiredness, stamina and exercise performance.',
  },
  {
    id: 'womens-health',
    name: "Women's Health",
    description: 'Supplements for pregnancy, menstrual and menopausal health, and the urinary tract.',
  },
  {
    id: 'mens-health',
    name: "Men's Health",
    description: 'Multivitamins and herbs aimed at men, including prostate and urinary health.',
  },
  {
    id: 'hair-skin-nails',
    name: 'Hair, Skin & Nails',
    description: 'Vitamins and minerals people take for healthy hair, skin and nails.',
  },
  {
    id: 'eye-health',
    name: 'Eye Health',
    description: 'Vitamins, minerals and plant pigments taken to protect eyesight as you age.',
  },
  {
    id: 'blood-sugar-metabolism',
    name: 'Blood Sugar & Metabolism',
    description: 'Supplements people take hoping to support blood sugar, weight or metabolism.',
  },
  {
    id: 'headache-migraine',
    name: 'Headache & Migraine',
    description: 'Vitamins, minerals and herbs studied for preventing migraine attacks.',
  },
];

/** Classes only supplements use. */
export const drugClasses: DrugClass[] = [
  {
    id: 'omega-3-fatty-acid',
    name: 'Omega-3 fatty acid supplement',
    synonyms: [
      'omega-3',
      'omega 3',
      'omega-3s',
      'omega-3 fatty acids',
      'omega 3 fatty acid',
      'epa',
      'dha',
      'epa and dha',
      'eicosapentaenoic acid',
      'docosahexaenoic acid',
    ],
    allergyCrossReactive: false,
    facts: {
      interactions: [
        {
          targetId: 'anticoagulant',
          severity: 'caution',
          message:
            'You take a blood thinner; omega-3 supplements may add slightly to its effect on bleeding, so tell the doctor who manages it.',
          source: S.omega3,
        },
      ],
      conditions: [
        {
          conditionId: 'irregular-heartbeat',
          severity: 'caution',
          message:
            'You have an irregular heartbeat; omega-3 supplements have been linked to a higher chance of atrial fibrillation in people with heart disease or high triglycerides.',
          source: S.omega3,
        },
      ],
    },
  },
];

/** Conditions supplement fact sheets warn about that the shared list lacks. */
export const conditions: Condition[] = [
  {
    id: 'smoker',
    name: 'Smoking (current or former smoker)',
    synonyms: [
      'smoker',
      'current smoker',
      'former smoker',
      'ex smoker',
      'smoke cigarettes',
      'tobacco smoker',
      'asbestos exposure',
    ],
  },
];

/** Reasons people take supplements that the shared symptom list lacks. */
export const symptoms: Symptom[] = [
  {
    id: 'hot-flashes',
    name: 'Hot flashes (menopause)',
    synonyms: [
      'hot flushes',
      'hot flash',
      'night sweats',
      'menopause symptoms',
      'menopause',
      'perimenopause',
      'menopausal symptoms',
    ],
  },
  {
    id: 'pms',
    name: 'Premenstrual symptoms (PMS)',
    synonyms: [
      'premenstrual syndrome',
      'pmt',
      'premenstrual tension',
      'premenstrual symptoms',
      'breast tenderness before period',
    ],
  },
];
