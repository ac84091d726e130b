import type { ConditionWarning, InteractionWarning, Medication, Source } from '../types.js';
import { sources } from './sources.js';

const unreviewed = { reviewedBy: null, reviewedAt: null };

// The stomach-bleeding and "ask a doctor" wording is shared by the oral NSAID labels (ibuprofen, naproxen, aspirin).
const nsaidConditionWarnings = (source: Source): ConditionWarning[] => [
  {
    conditionId: 'stomach-ulcer',
    message: 'You have had stomach ulcers or bleeding; this medicine can cause stomach bleeding.',
    source,
  },
  {
    conditionId: 'bleeding-disorder',
    message: 'You have a bleeding problem; this medicine raises the risk of bleeding.',
    source,
  },
  {
    conditionId: 'high-blood-pressure',
    message: 'You have high blood pressure; the label asks you to check with a doctor first.',
    source,
  },
  {
    conditionId: 'heart-disease',
    message: 'You have heart disease; this medicine can raise the risk of heart attack and stroke.',
    source,
  },
  {
    conditionId: 'liver-disease',
    message: 'You have liver cirrhosis; the label asks you to check with a doctor first.',
    source,
  },
  { conditionId: 'kidney-disease', message: 'You have kidney disease; this medicine can harm the kidneys.', source },
  {
    conditionId: 'asthma',
    message: 'You have asthma; pain relievers of this kind can set off breathing problems in some people with asthma.',
    source,
  },
];

const nsaidInteractions = (source: Source): InteractionWarning[] => [
  {
    targetId: 'anticoagulant',
    message: 'You take a blood thinner; together they raise the risk of serious bleeding.',
    source,
  },
  {
    targetId: 'diuretic',
    message: 'You take a diuretic (water pill); the label asks you to check with a doctor first.',
    source,
  },
];

const nsaidPregnancy = {
  message:
    "NSAIDs taken from 20 weeks of pregnancy on can harm the baby's kidneys and lower amniotic fluid; use only if a doctor says so.",
  source: sources.fdaNsaidPregnancy,
};

export const medications: Medication[] = [
  {
    id: 'acetaminophen-500',
    name: 'Acetaminophen Extra Strength',
    className: 'Analgesic and fever reducer',
    activeIngredients: [{ ingredientId: 'acetaminophen', strength: '500 mg' }],
    uses: ['headache', 'fever', 'muscle-aches', 'toothache', 'backache', 'menstrual-cramps', 'arthritis-pain'],
    dose: {
      adult:
        'Adults and children 12 years and over: 2 caplets every 6 hours while symptoms last; no more than 6 caplets in 24 hours unless a doctor says so.',
      pediatric: 'Children under 12: ask a doctor.',
    },
    summary: 'Relieves minor aches and pains and lowers fever.',
    mechanism:
      "Acts in the brain to reduce pain signals and reset the body's temperature control; it has little anti-inflammatory effect.",
    warnings: [
      'Liver warning: severe liver damage may occur with more than 4,000 mg in 24 hours, with other medicines containing acetaminophen, or with 3 or more alcoholic drinks a day.',
      'Do not use with any other medicine that contains acetaminophen.',
    ],
    sideEffects: ['Rare: skin reactions such as reddening, blisters or rash (stop use and get help).'],
    interactions: ['Warfarin: ask a doctor or pharmacist before use.'],
    contraindications: ['Allergy to acetaminophen.'],
    brandNames: ['Tylenol Extra Strength'],
    source: sources.acetaminophenLabel,
    label: {
      conditions: [
        {
          conditionId: 'liver-disease',
          message:
            'You have liver disease; acetaminophen is processed by the liver and the label asks you to check with a doctor first.',
          source: sources.acetaminophenLabel,
        },
      ],
      interactions: [
        {
          targetId: 'warfarin',
          message: 'You take warfarin; the label asks you to check with a doctor or pharmacist first.',
          source: sources.acetaminophenLabel,
        },
      ],
      ageLimits: [
        {
          minYears: 12,
          message: 'This strength is labelled for ages 12 and over; for younger children ask a doctor.',
          source: sources.acetaminophenLabel,
        },
      ],
    },
    review: unreviewed,
  },
  {
    id: 'ibuprofen-200',
    name: 'Ibuprofen',
    className: 'NSAID (Pain Relief)',
    activeIngredients: [{ ingredientId: 'ibuprofen', strength: '200 mg' }],
    uses: ['headache', 'toothache', 'backache', 'menstrual-cramps', 'muscle-aches', 'arthritis-pain', 'fever'],
    dose: {
      adult:
        'Adults and children 12 years and over: 1 tablet every 4 to 6 hours while symptoms last; 2 tablets if 1 does not help; no more than 6 tablets in 24 hours unless a doctor says so.',
      pediatric: 'Children under 12: ask a doctor.',
    },
    summary: 'Relieves pain, fever and inflammation.',
    mechanism:
      'Blocks the COX enzymes that make prostaglandins, the chemical messengers of pain, fever and inflammation.',
    warnings: [
      'Stomach bleeding warning: higher risk at 60 or older, with past ulcers or bleeding, with blood thinners or steroids, with other NSAIDs, or with 3 or more alcoholic drinks a day.',
      'Heart attack and stroke warning: NSAIDs other than aspirin raise the risk, more so at higher doses or with longer use.',
      'Allergy alert: may cause a severe allergic reaction, especially in people allergic to aspirin.',
    ],
    sideEffects: ['Upset stomach or heartburn', 'Nausea'],
    interactions: [
      'Blood thinners (anticoagulants)',
      'Other NSAIDs',
      'Diuretics',
      'Low-dose aspirin for heart protection: ibuprofen may reduce its benefit.',
    ],
    contraindications: [
      'Allergic reaction to any pain reliever or fever reducer',
      'Right before or after heart surgery',
    ],
    brandNames: ['Advil', 'Motrin IB'],
    source: sources.ibuprofenLabel,
    label: {
      conditions: nsaidConditionWarnings(sources.ibuprofenLabel),
      interactions: nsaidInteractions(sources.ibuprofenLabel),
      pregnancy: nsaidPregnancy,
      ageLimits: [
        {
          minYears: 12,
          message: 'This strength is labelled for ages 12 and over; for younger children ask a doctor.',
          source: sources.ibuprofenLabel,
        },
      ],
    },
    review: unreviewed,
  },
  {
    id: 'naproxen-220',
    name: 'Naproxen Sodium',
    className: 'NSAID (Pain Relief)',
    activeIngredients: [{ ingredientId: 'naproxen', strength: '220 mg' }],
    uses: ['backache', 'arthritis-pain', 'muscle-aches', 'menstrual-cramps', 'headache', 'toothache', 'fever'],
    dose: {
      adult:
        'Adults and children 12 years and over: 1 tablet every 8 to 12 hours; for the first dose 2 tablets may be taken within the first hour; no more than 3 tablets in 24 hours.',
      pediatric: 'Children under 12: ask a doctor.',
    },
    summary: 'Long-lasting relief of pain, fever and inflammation; one dose lasts 8 to 12 hours.',
    mechanism:
      'Blocks the COX enzymes that make prostaglandins, the chemical messengers of pain, fever and inflammation.',
    warnings: [
      'Stomach bleeding warning: higher risk at 60 or older, with past ulcers or bleeding, with blood thinners or steroids, with other NSAIDs, or with 3 or more alcoholic drinks a day.',
      'Heart attack and stroke warning: NSAIDs other than aspirin raise the risk, more so at higher doses or with longer use.',
    ],
    sideEffects: ['Upset stomach or heartburn', 'Drowsiness or dizziness in some people'],
    interactions: ['Blood thinners (anticoagulants)', 'Other NSAIDs', 'Diuretics'],
    contraindications: [
      'Allergic reaction to any pain reliever or fever reducer',
      'Right before or after heart surgery',
    ],
    brandNames: ['Aleve'],
    source: sources.naproxenLabel,
    label: {
      conditions: nsaidConditionWarnings(sources.naproxenLabel),
      interactions: nsaidInteractions(sources.naproxenLabel),
      pregnancy: nsaidPregnancy,
      ageLimits: [
        {
          minYears: 12,
          message: 'This product is labelled for ages 12 and over; for younger children ask a doctor.',
          source: sources.naproxenLabel,
        },
      ],
    },
    review: unreviewed,
  },
  {
    id: 'aspirin-325',
    name: 'Aspirin',
    className: 'NSAID (Pain Relief)',
    activeIngredients: [{ ingredientId: 'aspirin', strength: '325 mg' }],
    uses: ['headache', 'muscle-aches', 'toothache', 'backache', 'menstrual-cramps', 'arthritis-pain', 'fever'],
    dose: {
      adult:
        'Adults and children 12 years and over: 1 to 2 tablets every 4 hours; no more than 12 tablets in 24 hours unless a doctor says so.',
      pediatric: 'Children under 12: ask a doctor.',
    },
    summary: 'Relieves pain and fever and reduces inflammation.',
    mechanism: 'Permanently blocks the COX enzymes that make prostaglandins; it also makes platelets less sticky.',
    warnings: [
      "Reye's syndrome: children and teenagers who have or are recovering from chickenpox or flu-like symptoms should not use aspirin.",
      'Stomach bleeding warning: higher risk at 60 or older, with past ulcers or bleeding, with blood thinners or steroids, with other NSAIDs, or with 3 or more alcoholic drinks a day.',
      'Allergy alert: aspirin may cause a severe allergic reaction with hives, facial swelling, wheezing or shock.',
    ],
    sideEffects: ['Upset stomach or heartburn', 'Ringing in the ears (stop use)'],
    interactions: [
      'Blood thinners (anticoagulants)',
      'Diuretics',
      'Medicines for diabetes, gout or arthritis: ask a doctor or pharmacist first.',
    ],
    contraindications: ['Allergy to aspirin or other pain relievers', "Children and teenagers (Reye's syndrome)"],
    brandNames: ['Bayer Aspirin'],
    source: sources.aspirinLabel,
    label: {
      conditions: nsaidConditionWarnings(sources.aspirinLabel),
      interactions: nsaidInteractions(sources.aspirinLabel),
      pregnancy: {
        message:
          'Aspirin should not be used in the last 3 months of pregnancy unless a doctor says so; it may harm the baby or cause problems during delivery.',
        source: sources.aspirinLabel,
      },
      ageLimits: [
        {
          minYears: 19,
          message: "Aspirin can cause Reye's syndrome, a rare but serious illness, in children and teenagers.",
          source: sources.aspirinLabel,
        },
      ],
    },
    review: unreviewed,
  },
  {
    id: 'loratadine-10',
    name: 'Loratadine',
    className: 'Antihistamine (Allergies)',
    activeIngredients: [{ ingredientId: 'loratadine', strength: '10 mg' }],
    uses: ['sneezing', 'runny-nose', 'itchy-watery-eyes'],
    dose: {
      adult: 'Adults and children 6 years and over: 1 tablet daily; no more than 1 tablet in 24 hours.',
      pediatric: 'Children under 6: ask a doctor.',
    },
    summary: 'Non-drowsy, once-a-day relief of hay fever and other upper respiratory allergies.',
    mechanism: 'Blocks histamine H1 receptors outside the brain, so it eases allergy symptoms with little drowsiness.',
    warnings: ['Taking more than directed may cause drowsiness.'],
    sideEffects: ['Headache', 'Dry mouth'],
    interactions: [],
    contraindications: ['Allergy to loratadine or any ingredient of the product'],
    brandNames: ['Claritin'],
    source: sources.loratadineLabel,
    label: {
      conditions: [
        {
          conditionId: 'liver-disease',
          message: 'You have liver disease; a doctor should decide whether you need a different dose.',
          source: sources.loratadineLabel,
        },
        {
          conditionId: 'kidney-disease',
          message: 'You have kidney disease; a doctor should decide whether you need a different dose.',
          source: sources.loratadineLabel,
        },
      ],
      interactions: [],
      ageLimits: [
        {
          minYears: 6,
          message: 'Labelled for ages 6 and over; for younger children ask a doctor.',
          source: sources.loratadineLabel,
        },
      ],
    },
    review: unreviewed,
  },
];
