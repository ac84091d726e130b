import type { Ingredient } from '../../../types.js';
import { S } from './shared.js';

/** More herbal ingredients: digestive, women's health, eye and metabolic herbs. */
export const herbIngredients: Ingredient[] = [
  {
    id: 'cranberry',
    name: 'Cranberry (extract)',
    kind: 'supplement',
    classIds: [],
    synonyms: ['cranberry extract', 'cranberry pills', 'cranberry capsules', 'vaccinium macrocarpon'],
    facts: {
      interactions: [
        {
          targetId: 'vitamin-k-antagonist',
          severity: 'caution',
          message:
            'You take warfarin; cranberry products may interact with it, so tell the doctor who checks your blood tests.',
          source: S.cranberry,
        },
      ],
    },
    source: S.cranberry,
  },
  {
    id: 'milk-thistle',
    name: 'Milk thistle',
    kind: 'supplement',
    classIds: [],
    synonyms: ['silymarin', 'silybum marianum', 'silibinin', 'milk thistle seed'],
    facts: {
      interactions: [
        {
          targetId: 'antidiabetic',
          severity: 'caution',
          message: 'You take diabetes medicine; milk thistle may lower blood sugar in people with type 2 diabetes.',
          source: S.milkThistle,
        },
      ],
    },
    source: S.milkThistle,
  },
  {
    id: 'peppermint-oil',
    name: 'Peppermint oil',
    kind: 'supplement',
    classIds: [],
    synonyms: ['peppermint', 'mentha piperita', 'enteric coated peppermint oil', 'peppermint oil capsules'],
    facts: {
      conditions: [
        {
          conditionId: 'gerd',
          severity: 'caution',
          message: 'You have acid reflux; peppermint oil can cause or worsen heartburn.',
          source: S.peppermintOil,
        },
      ],
    },
    source: S.peppermintOil,
  },
  {
    id: 'licorice-root',
    name: 'Licorice root',
    kind: 'supplement',
    classIds: [],
    synonyms: [
      'licorice',
      'liquorice',
      'liquorice root',
      'glycyrrhiza',
      'glycyrrhiza glabra',
      'glycyrrhizin',
      'licorice extract',
    ],
    facts: {
      conditions: [
        {
          conditionId: 'high-blood-pressure',
          severity: 'avoid',
          message: 'You have high blood pressure; licorice containing glycyrrhizin can raise blood pressure.',
          source: S.licorice,
        },
        {
          conditionId: 'heart-disease',
          severity: 'avoid',
          message:
            'You have heart disease; licorice can raise blood pressure and lower potassium, which can strain the heart.',
          source: S.licorice,
        },
      ],
      interactions: [
        {
          targetId: 'thiazide-diuretic',
          severity: 'avoid',
          message:
            'You take a thiazide water pill; together with licorice your potassium can fall to a dangerous level.',
          source: S.licorice,
        },
        {
          targetId: 'loop-diuretic',
          severity: 'avoid',
          message:
            'You take a loop water pill such as furosemide; together with licorice your potassium can fall to a dangerous level.',
          source: S.licorice,
        },
        {
          targetId: 'corticosteroid',
          severity: 'caution',
          message: 'You take a steroid medicine; licorice may add to its effects, including low potassium.',
          source: S.licorice,
        },
      ],
      pregnancy: {
        severity: 'avoid',
        message: 'Licorice supplements and large amounts of licorice should be avoided during pregnancy.',
        source: S.licorice,
      },
    },
    source: S.licorice,
  },
  {
    id: 'chasteberry',
    name: 'Chasteberry (vitex)',
    kind: 'supplement',
    classIds: [],
    synonyms: ['vitex', 'vitex agnus castus', 'agnus castus', 'chaste tree', 'chaste tree berry', 'monks pepper'],
    facts: {
      pregnancy: {
        severity: 'avoid',
        message: 'Chasteberry affects hormones and should not be used during pregnancy.',
        source: S.chasteberry,
      },
      breastfeeding: {
        severity: 'caution',
        message: 'Chasteberry may lower the hormone prolactin and with it your milk supply.',
        source: S.chasteberryLactMed,
      },
      conditions: [
        {
          conditionId: 'hormone-sensitive-cancer',
          severity: 'avoid',
          message:
            'You have a hormone-sensitive condition such as breast cancer; chasteberry affects hormones and should not be used.',
          source: S.chasteberry,
        },
      ],
      interactions: [
        {
          targetId: 'hormonal-contraceptive',
          severity: 'caution',
          message: 'You use hormonal birth control; chasteberry may interfere with it.',
          source: S.chasteberry,
        },
        {
          targetId: 'estrogen',
          severity: 'caution',
          message: 'You take hormone therapy; chasteberry may interfere with it.',
          source: S.chasteberry,
        },
        {
          targetId: 'antipsychotic',
          severity: 'caution',
          message: 'You take an antipsychotic; chasteberry acts on dopamine and may interfere with it.',
          source: S.chasteberry,
        },
        {
          targetId: 'levodopa',
          severity: 'caution',
          message: "You take a Parkinson's medicine; chasteberry acts on dopamine and may interfere with it.",
          source: S.chasteberry,
        },
      ],
    },
    source: S.chasteberry,
  },
  {
    id: 'bilberry',
    name: 'Bilberry',
    kind: 'supplement',
    classIds: [],
    synonyms: ['vaccinium myrtillus', 'european blueberry', 'bilberry extract'],
    source: S.bilberry,
  },
  {
    id: 'cinnamon',
    name: 'Cinnamon (supplement)',
    kind: 'supplement',
    classIds: [],
    synonyms: ['cinnamon supplement', 'cassia cinnamon', 'cinnamomum cassia', 'ceylon cinnamon', 'cinnamon extract'],
    facts: {
      conditions: [
        {
          conditionId: 'liver-disease',
          severity: 'caution',
          message:
            'You have liver disease; cassia cinnamon contains coumarin, which can harm the liver in sensitive people.',
          source: S.cinnamon,
        },
      ],
    },
    source: S.cinnamon,
  },
  {
    id: 'feverfew',
    name: 'Feverfew',
    kind: 'supplement',
    classIds: [],
    synonyms: ['tanacetum parthenium', 'chrysanthemum parthenium', 'featherfew', 'bachelors buttons'],
    facts: {
      pregnancy: {
        severity: 'avoid',
        message: 'Feverfew should not be used during pregnancy; it may cause early labor or miscarriage.',
        source: S.feverfew,
      },
    },
    source: S.feverfew,
  },
  {
    id: 'horse-chestnut',
    name: 'Horse chestnut seed extract',
    kind: 'supplement',
    classIds: [],
    synonyms: ['horse chestnut', 'hcse', 'aesculus hippocastanum', 'aescin', 'escin'],
    source: S.horseChestnut,
  },
];
