import type { Ingredient } from '../../../types.js';
import { S } from './shared.js';

/**
 * Vitamins and minerals. Only facts that hold for every product containing the nutrient sit here (multivitamins
 * included); dose-dependent facts (high-dose vitamin A in pregnancy, vitamin E 400 IU with blood thinners, niacin at
 * cholesterol doses, ages above the upper limits) are on the products that carry those doses.
 */
export const nutrientIngredients: Ingredient[] = [
  {
    id: 'vitamin-a',
    name: 'Vitamin A (preformed)',
    kind: 'supplement',
    classIds: [],
    synonyms: ['vitamin a', 'retinol', 'retinyl palmitate', 'retinyl acetate', 'preformed vitamin a', 'vit a'],
    facts: {
      interactions: [
        {
          targetId: 'isotretinoin',
          severity: 'avoid',
          message:
            'You take isotretinoin, a form of vitamin A; adding vitamin A supplements can build up to toxic levels.',
          source: S.vitaminA,
        },
      ],
    },
    source: S.vitaminA,
  },
  {
    id: 'beta-carotene',
    name: 'Beta-carotene',
    kind: 'supplement',
    classIds: [],
    synonyms: ['beta carotene', 'betacarotene', 'b carotene', 'provitamin a'],
    facts: {
      conditions: [
        {
          conditionId: 'smoker',
          severity: 'avoid',
          message:
            'You smoke or used to smoke; in large studies, beta-carotene supplements raised the risk of lung cancer in smokers and former smokers.',
          source: S.vitaminA,
        },
      ],
    },
    source: S.vitaminA,
  },
  {
    id: 'thiamin',
    name: 'Thiamin (vitamin B1)',
    kind: 'supplement',
    classIds: [],
    synonyms: ['thiamine', 'vitamin b1', 'b1', 'thiamine mononitrate', 'thiamine hydrochloride'],
    source: S.thiamin,
  },
  {
    id: 'riboflavin',
    name: 'Riboflavin (vitamin B2)',
    kind: 'supplement',
    classIds: [],
    synonyms: ['vitamin b2', 'b2', 'riboflavine'],
    source: S.riboflavin,
  },
  {
    id: 'niacin',
    name: 'Niacin (vitamin B3)',
    kind: 'supplement',
    classIds: [],
    synonyms: ['nicotinic acid', 'vitamin b3', 'b3', 'niacinamide', 'nicotinamide'],
    source: S.niacin,
  },
  {
    id: 'pantothenic-acid',
    name: 'Pantothenic acid (vitamin B5)',
    kind: 'supplement',
    classIds: [],
    synonyms: ['vitamin b5', 'b5', 'calcium pantothenate', 'pantothenate'],
    source: S.pantothenicAcid,
  },
  {
    id: 'vitamin-b6',
    name: 'Vitamin B6',
    kind: 'supplement',
    classIds: [],
    synonyms: ['b6', 'pyridoxine', 'pyridoxine hydrochloride', 'pyridoxal 5 phosphate', 'p5p', 'vit b6'],
    source: S.vitaminB6,
  },
  {
    id: 'biotin',
    name: 'Biotin (vitamin B7)',
    kind: 'supplement',
    classIds: [],
    synonyms: ['vitamin b7', 'b7', 'vitamin h', 'biotine'],
    source: S.biotin,
  },
  {
    id: 'folic-acid',
    name: 'Folic acid (folate)',
    kind: 'supplement',
    classIds: [],
    synonyms: ['folate', 'vitamin b9', 'b9', 'folacin', 'methylfolate', 'l methylfolate', '5 mthf', 'folinic acid'],
    facts: {
      interactions: [
        {
          targetId: 'antimetabolite',
          severity: 'caution',
          message:
            'You take methotrexate; folic acid can change how it works, so take folic acid only in the amount your doctor advises.',
          source: S.folate,
        },
        {
          targetId: 'anticonvulsant',
          severity: 'caution',
          message:
            'You take seizure medicine; folic acid supplements may lower the blood levels of some of these medicines, such as phenytoin, so tell your doctor.',
          source: S.folate,
        },
      ],
    },
    source: S.folate,
  },
  {
    id: 'vitamin-b12',
    name: 'Vitamin B12',
    kind: 'supplement',
    classIds: [],
    synonyms: ['b12', 'cobalamin', 'cyanocobalamin', 'methylcobalamin', 'vit b12', 'vitamin b 12'],
    source: S.vitaminB12,
  },
  {
    id: 'choline',
    name: 'Choline',
    kind: 'supplement',
    classIds: [],
    synonyms: ['choline bitartrate', 'choline chloride'],
    source: S.choline,
  },
  {
    id: 'vitamin-c',
    name: 'Vitamin C',
    kind: 'supplement',
    classIds: [],
    synonyms: ['ascorbic acid', 'ascorbate', 'sodium ascorbate', 'calcium ascorbate', 'vit c', 'vitamin c'],
    source: S.vitaminC,
  },
  {
    id: 'vitamin-d',
    name: 'Vitamin D',
    kind: 'supplement',
    classIds: [],
    synonyms: [
      'vitamin d3',
      'vitamin d2',
      'cholecalciferol',
      'ergocalciferol',
      'vit d',
      'vit d3',
      'd3',
      'colecalciferol',
    ],
    facts: {
      conditions: [
        {
          conditionId: 'high-calcium',
          severity: 'avoid',
          message:
            'You have high blood calcium or a condition that raises it; vitamin D makes your body absorb more calcium, so ask your doctor first.',
          source: S.vitaminD,
        },
      ],
      interactions: [
        {
          targetId: 'thiazide-diuretic',
          severity: 'caution',
          message:
            'You take a thiazide water pill; together with vitamin D supplements your blood calcium can rise too high, especially in older adults.',
          source: S.vitaminDHp,
        },
      ],
    },
    source: S.vitaminD,
  },
  {
    id: 'vitamin-e',
    name: 'Vitamin E',
    kind: 'supplement',
    classIds: [],
    synonyms: [
      'alpha tocopherol',
      'd alpha tocopherol',
      'dl alpha tocopherol',
      'tocopherol',
      'tocopheryl acetate',
      'vit e',
    ],
    source: S.vitaminE,
  },
  {
    id: 'vitamin-k',
    name: 'Vitamin K',
    kind: 'supplement',
    classIds: [],
    synonyms: [
      'vitamin k1',
      'vitamin k2',
      'phylloquinone',
      'menaquinone',
      'menaquinone 7',
      'mk 7',
      'mk7',
      'mk 4',
      'vit k',
    ],
    facts: {
      interactions: [
        {
          targetId: 'vitamin-k-antagonist',
          severity: 'avoid',
          message:
            'You take warfarin; vitamin K works against it, so change how much vitamin K you take only with your doctor, who may need to adjust your dose.',
          source: S.vitaminK,
        },
      ],
    },
    source: S.vitaminK,
  },
  {
    id: 'calcium',
    name: 'Calcium (supplement)',
    kind: 'supplement',
    classIds: [],
    synonyms: ['calcium citrate', 'calcium supplement', 'elemental calcium', 'calcium citrate malate'],
    facts: {
      conditions: [
        {
          conditionId: 'high-calcium',
          severity: 'avoid',
          message:
            'You have high blood calcium or a condition that raises it; extra calcium can push it higher, so ask your doctor first.',
          source: S.calcium,
        },
      ],
      interactions: [
        {
          targetId: 'thyroid-hormone',
          severity: 'caution',
          message:
            'You take thyroid hormone such as levothyroxine; calcium blocks its absorption, so take them several hours apart.',
          source: S.calcium,
        },
        {
          targetId: 'bisphosphonate',
          severity: 'caution',
          message:
            'You take a bisphosphonate bone medicine; calcium stops it from being absorbed, so take calcium at a different time of day.',
          source: S.calcium,
        },
        {
          targetId: 'fluoroquinolone',
          severity: 'caution',
          message:
            'You take a fluoroquinolone antibiotic; calcium binds to it and makes it work less well, so separate the doses by several hours.',
          source: S.calcium,
        },
        {
          targetId: 'tetracycline-antibiotic',
          severity: 'caution',
          message:
            'You take a tetracycline antibiotic; calcium binds to it and makes it work less well, so separate the doses by several hours.',
          source: S.calcium,
        },
        {
          targetId: 'thiazide-diuretic',
          severity: 'caution',
          message:
            'You take a thiazide water pill; it keeps calcium in the body, so calcium supplements can raise your blood calcium too far.',
          source: S.calcium,
        },
      ],
    },
    source: S.calcium,
  },
  {
    id: 'magnesium',
    name: 'Magnesium (supplement)',
    kind: 'supplement',
    classIds: [],
    synonyms: [
      'magnesium glycinate',
      'magnesium bisglycinate',
      'magnesium supplement',
      'magnesium chloride',
      'magnesium taurate',
      'magnesium malate',
    ],
    facts: {
      conditions: [
        {
          conditionId: 'kidney-disease',
          severity: 'avoid',
          message:
            'You have kidney disease; your kidneys may not clear extra magnesium, which can build up to harmful levels.',
          source: S.magnesium,
        },
      ],
      interactions: [
        {
          targetId: 'bisphosphonate',
          severity: 'caution',
          message:
            'You take a bisphosphonate bone medicine; magnesium can stop it from being absorbed, so take them at different times.',
          source: S.magnesium,
        },
        {
          targetId: 'fluoroquinolone',
          severity: 'caution',
          message:
            'You take a fluoroquinolone antibiotic; magnesium binds to it and makes it work less well, so separate the doses by several hours.',
          source: S.magnesium,
        },
        {
          targetId: 'tetracycline-antibiotic',
          severity: 'caution',
          message:
            'You take a tetracycline antibiotic; magnesium binds to it and makes it work less well, so separate the doses by several hours.',
          source: S.magnesium,
        },
      ],
    },
    source: S.magnesium,
  },
  {
    id: 'iron',
    name: 'Iron (supplement)',
    kind: 'supplement',
    classIds: [],
    synonyms: [
      'ferrous sulfate',
      'ferrous sulphate',
      'ferrous gluconate',
      'ferrous fumarate',
      'iron bisglycinate',
      'carbonyl iron',
      'iron pills',
      'iron tablets',
      'iron supplement',
    ],
    facts: {
      conditions: [
        {
          conditionId: 'hemochromatosis',
          severity: 'avoid',
          message:
            'You have iron overload (hemochromatosis); iron supplements add to the iron building up in your organs.',
          source: S.iron,
        },
      ],
      interactions: [
        {
          targetId: 'thyroid-hormone',
          severity: 'caution',
          message:
            'You take thyroid hormone such as levothyroxine; iron blocks its absorption, so take them several hours apart.',
          source: S.iron,
        },
        {
          targetId: 'levodopa',
          severity: 'caution',
          message:
            "You take levodopa for Parkinson's disease; iron reduces how much of it you absorb, so take them at different times.",
          source: S.iron,
        },
        {
          targetId: 'fluoroquinolone',
          severity: 'caution',
          message:
            'You take a fluoroquinolone antibiotic; iron binds to it and makes it work less well, so separate the doses by several hours.',
          source: S.iron,
        },
        {
          targetId: 'tetracycline-antibiotic',
          severity: 'caution',
          message:
            'You take a tetracycline antibiotic; iron binds to it and makes it work less well, so separate the doses by several hours.',
          source: S.iron,
        },
      ],
    },
    source: S.iron,
  },
  {
    id: 'zinc',
    name: 'Zinc (supplement)',
    kind: 'supplement',
    classIds: [],
    synonyms: ['zinc gluconate', 'zinc citrate', 'zinc picolinate', 'zinc sulfate', 'zinc supplement', 'zinc lozenges'],
    facts: {
      interactions: [
        {
          targetId: 'fluoroquinolone',
          severity: 'caution',
          message:
            'You take a fluoroquinolone antibiotic; zinc binds to it and makes it work less well, so separate the doses by several hours.',
          source: S.zinc,
        },
        {
          targetId: 'tetracycline-antibiotic',
          severity: 'caution',
          message:
            'You take a tetracycline antibiotic; zinc binds to it and makes it work less well, so separate the doses by several hours.',
          source: S.zinc,
        },
      ],
    },
    source: S.zinc,
  },
  {
    id: 'copper',
    name: 'Copper (supplement)',
    kind: 'supplement',
    classIds: [],
    synonyms: ['cupric oxide', 'copper gluconate', 'copper supplement'],
    source: S.copper,
  },
  {
    id: 'selenium',
    name: 'Selenium',
    kind: 'supplement',
    classIds: [],
    synonyms: ['selenomethionine', 'sodium selenite', 'selenium yeast'],
    source: S.selenium,
  },
  {
    id: 'iodine',
    name: 'Iodine (supplement)',
    kind: 'supplement',
    classIds: [],
    synonyms: ['iodide', 'iodine supplement', 'kelp iodine'],
    facts: {
      conditions: [
        {
          conditionId: 'thyroid-disease',
          severity: 'caution',
          message:
            'You have thyroid disease; extra iodine can upset some thyroid conditions, so check the amount with your doctor.',
          source: S.iodine,
        },
      ],
    },
    source: S.iodine,
  },
  {
    id: 'potassium',
    name: 'Potassium',
    kind: 'supplement',
    classIds: ['potassium-supplement'],
    synonyms: ['potassium gluconate', 'potassium aspartate'],
    facts: {
      conditions: [
        {
          conditionId: 'kidney-disease',
          severity: 'avoid',
          message:
            'You have kidney disease; your kidneys may not clear extra potassium, and too much can cause a dangerous heart rhythm.',
          source: S.potassium,
        },
        {
          conditionId: 'high-potassium',
          severity: 'avoid',
          message: 'You have high blood potassium; a potassium supplement would raise it further.',
          source: S.potassium,
        },
      ],
      interactions: [
        {
          targetId: 'ace-inhibitor',
          severity: 'avoid',
          message:
            'You take an ACE inhibitor; it raises potassium, so take a potassium supplement only if your doctor says so.',
          source: S.potassium,
        },
        {
          targetId: 'arb',
          severity: 'avoid',
          message:
            'You take an ARB blood pressure medicine; it raises potassium, so take a potassium supplement only if your doctor says so.',
          source: S.potassium,
        },
        {
          targetId: 'potassium-sparing-diuretic',
          severity: 'avoid',
          message:
            'You take a potassium-sparing water pill; it keeps potassium in the body, so a potassium supplement could raise it to a dangerous level.',
          source: S.potassium,
        },
      ],
    },
    source: S.potassium,
  },
  {
    id: 'chromium',
    name: 'Chromium',
    kind: 'supplement',
    classIds: [],
    synonyms: ['chromium picolinate', 'chromium polynicotinate', 'chromium chloride'],
    facts: {
      interactions: [
        {
          targetId: 'antidiabetic',
          severity: 'caution',
          message: 'You take diabetes medicine; chromium might lower your blood sugar further, so watch your levels.',
          source: S.chromium,
        },
        {
          targetId: 'thyroid-hormone',
          severity: 'caution',
          message:
            'You take thyroid hormone such as levothyroxine; chromium may reduce its absorption, so take them several hours apart.',
          source: S.chromium,
        },
      ],
    },
    source: S.chromium,
  },
  {
    id: 'lutein',
    name: 'Lutein and zeaxanthin',
    kind: 'supplement',
    classIds: [],
    synonyms: ['zeaxanthin', 'lutein and zeaxanthin', 'meso zeaxanthin'],
    source: S.vitaminAHp,
  },
];
