import type { Ingredient } from '../../../types.js';
import { S } from './shared.js';

/** Oils, probiotics, hormones, amino-acid and protein supplements, and food-derived extracts. */
export const otherIngredients: Ingredient[] = [
  {
    id: 'fish-oil',
    name: 'Fish oil',
    kind: 'supplement',
    classIds: ['omega-3-fatty-acid'],
    synonyms: ['fish oil', 'omega 3 fish oil', 'marine omega 3', 'fish oil capsules', 'cod liver oil', 'salmon oil'],
    source: S.omega3Ods,
  },
  {
    id: 'krill-oil',
    name: 'Krill oil',
    kind: 'supplement',
    classIds: ['omega-3-fatty-acid'],
    synonyms: ['krill oil', 'antarctic krill oil', 'euphausia superba'],
    source: S.omega3Ods,
  },
  {
    id: 'algal-oil',
    name: 'Algal oil (algae omega-3)',
    kind: 'supplement',
    classIds: ['omega-3-fatty-acid'],
    synonyms: ['algae oil', 'algal oil', 'algal dha', 'vegan omega 3', 'vegan dha', 'schizochytrium oil'],
    source: S.omega3Ods,
  },
  {
    id: 'coenzyme-q10',
    name: 'Coenzyme Q10',
    kind: 'supplement',
    classIds: [],
    synonyms: ['coq10', 'co q10', 'coq 10', 'ubiquinone', 'ubiquinol', 'ubidecarenone', 'coenzyme q 10'],
    facts: {
      interactions: [
        {
          targetId: 'vitamin-k-antagonist',
          severity: 'caution',
          message:
            'You take warfarin; coenzyme Q10 may make it work less well, so tell the doctor who checks your blood tests.',
          source: S.coq10,
        },
      ],
    },
    source: S.coq10,
  },
  {
    id: 'probiotics',
    name: 'Probiotic bacteria (Lactobacillus, Bifidobacterium)',
    kind: 'supplement',
    classIds: [],
    synonyms: [
      'probiotic',
      'probiotics',
      'lactobacillus',
      'lactobacillus acidophilus',
      'acidophilus',
      'lactobacillus rhamnosus gg',
      'lgg',
      'bifidobacterium',
      'bifidobacteria',
      'bifidus',
      'live cultures',
    ],
    facts: {
      conditions: [
        {
          conditionId: 'weakened-immune-system',
          severity: 'avoid',
          message:
            'Your immune system is weakened; in rare cases probiotics have caused serious infections in people like you, so ask your doctor first.',
          source: S.probiotics,
        },
      ],
    },
    source: S.probiotics,
  },
  {
    id: 'saccharomyces-boulardii',
    name: 'Saccharomyces boulardii (probiotic yeast)',
    kind: 'supplement',
    classIds: [],
    synonyms: ['s boulardii', 'saccharomyces boulardii', 'boulardii', 'probiotic yeast'],
    facts: {
      conditions: [
        {
          conditionId: 'weakened-immune-system',
          severity: 'avoid',
          message:
            'Your immune system is weakened; probiotic yeast has rarely caused bloodstream infections in people like you, so ask your doctor first.',
          source: S.probiotics,
        },
      ],
    },
    source: S.probioticsOds,
  },
  {
    id: 'melatonin',
    name: 'Melatonin',
    kind: 'supplement',
    classIds: [],
    synonyms: ['melatonine', 'melotonin', 'melatonin gummies', 'melatonin supplement'],
    facts: {
      ages: [
        {
          belowYears: 18,
          severity: 'caution',
          message:
            "Little is known about the long-term effects of melatonin in children and teens; use it only with a doctor's advice and keep gummies out of young children's reach.",
          source: S.melatonin,
        },
      ],
      interactions: [
        {
          targetId: 'cns-depressant',
          severity: 'caution',
          message:
            'You take a medicine that causes drowsiness; melatonin also makes you sleepy, so the two together can add up.',
          source: S.melatonin,
        },
      ],
    },
    source: S.melatonin,
  },
  {
    id: 'glucosamine',
    name: 'Glucosamine',
    kind: 'supplement',
    classIds: [],
    synonyms: [
      'glucosamine sulfate',
      'glucosamine sulphate',
      'glucosamine hydrochloride',
      'glucosamine hcl',
      'glucosamine sulfate potassium',
    ],
    facts: {
      interactions: [
        {
          targetId: 'vitamin-k-antagonist',
          severity: 'avoid',
          message:
            'You take warfarin; glucosamine (with or without chondroitin) may strengthen its effect and has been linked to bleeding.',
          source: S.glucosamine,
        },
      ],
    },
    source: S.glucosamine,
  },
  {
    id: 'chondroitin',
    name: 'Chondroitin',
    kind: 'supplement',
    classIds: [],
    synonyms: ['chondroitin sulfate', 'chondroitin sulphate'],
    source: S.glucosamine,
  },
  {
    id: 'creatine',
    name: 'Creatine',
    kind: 'supplement',
    classIds: [],
    synonyms: ['creatine monohydrate', 'creatin', 'creatine hcl'],
    source: S.exercise,
  },
  {
    id: 'carnitine',
    name: 'L-carnitine',
    kind: 'supplement',
    classIds: [],
    synonyms: ['l carnitine', 'carnitine', 'acetyl l carnitine', 'alcar', 'l carnitine tartrate'],
    source: S.carnitine,
  },
  {
    id: 'whey-protein',
    name: 'Whey protein',
    kind: 'supplement',
    classIds: [],
    synonyms: ['whey protein isolate', 'whey protein concentrate', 'whey isolate'],
    source: S.exercise,
  },
  {
    id: 'soy-isoflavones',
    name: 'Soy isoflavones',
    kind: 'supplement',
    classIds: [],
    synonyms: ['isoflavones', 'soy isoflavone', 'genistein', 'daidzein', 'soy extract'],
    facts: {
      conditions: [
        {
          conditionId: 'hormone-sensitive-cancer',
          severity: 'avoid',
          message:
            'You have or had a hormone-sensitive cancer or condition; soy isoflavones act somewhat like estrogen and their safety for you is not established, so ask your doctor first.',
          source: S.soy,
        },
      ],
    },
    source: S.soy,
  },
  {
    id: 'red-yeast-rice',
    name: 'Red yeast rice',
    kind: 'supplement',
    classIds: [],
    synonyms: ['red rice yeast', 'monascus purpureus', 'monacolin k', 'ryr', 'red yeast rice extract'],
    facts: {
      interactions: [
        {
          targetId: 'statin',
          severity: 'avoid',
          message:
            'You already take a statin; red yeast rice can contain monacolin K, the same compound as the statin lovastatin, so together they double up and raise the risk of muscle and liver harm.',
          source: S.redYeastRice,
        },
      ],
      conditions: [
        {
          conditionId: 'liver-disease',
          severity: 'avoid',
          message: 'You have liver disease; red yeast rice can act like a statin drug and may harm the liver.',
          source: S.redYeastRice,
        },
      ],
      pregnancy: {
        severity: 'avoid',
        message:
          'Red yeast rice can contain a natural form of the cholesterol drug lovastatin, which is not a supplement to start during pregnancy; ask your doctor.',
        source: S.redYeastRice,
      },
    },
    source: S.redYeastRice,
  },
  {
    id: 'flaxseed',
    name: 'Flaxseed',
    kind: 'supplement',
    classIds: [],
    synonyms: ['flax seed', 'flax', 'linseed', 'ground flaxseed', 'milled flaxseed', 'flaxseed meal'],
    facts: {
      conditions: [
        {
          conditionId: 'bowel-obstruction',
          severity: 'avoid',
          message: 'You have a bowel blockage or narrowing; flaxseed is bulky fiber that could make a blockage worse.',
          source: S.flaxseed,
        },
      ],
    },
    source: S.flaxseed,
  },
  {
    id: 'green-tea-extract',
    name: 'Green tea extract',
    kind: 'supplement',
    classIds: [],
    synonyms: ['green tea', 'egcg', 'epigallocatechin gallate', 'camellia sinensis', 'green tea catechins'],
    facts: {
      conditions: [
        {
          conditionId: 'liver-disease',
          severity: 'avoid',
          message:
            'You have liver disease; concentrated green tea extract supplements have been linked to liver injury.',
          source: S.greenTea,
        },
      ],
      interactions: [
        {
          targetId: 'nadolol',
          severity: 'caution',
          message: 'You take nadolol; green tea can lower the amount of it in your blood and make it work less well.',
          source: S.greenTea,
        },
      ],
    },
    source: S.greenTea,
  },
];
