import type { Ingredient, InteractionFact, Source } from '../../../types.js';
import { antacidSpacing, labels } from './labels.js';

/** H2 blocker label lines: no other acid reducers, allergy to acid reducers, heartburn for over 3 months. */
const h2BlockerFacts = (source: Source) => ({
  allergyAlerts: [
    {
      targetId: 'h2-blocker',
      message: 'You are allergic to an acid reducer of this kind; the label says not to use this medicine.',
      source,
    },
  ],
  interactions: [
    {
      targetId: 'h2-blocker',
      severity: 'avoid' as const,
      message: 'You already take an H2 acid reducer; the label says not to use it with other acid reducers.',
      source,
    },
    {
      targetId: 'proton-pump-inhibitor',
      severity: 'avoid' as const,
      message: 'You already take a proton pump inhibitor; the label says not to use it with other acid reducers.',
      source,
    },
  ],
});

const heartburnOver3Months = (source: Source) => ({
  conditionId: 'gerd',
  severity: 'avoid' as const,
  message:
    'You have had heartburn for a long time; heartburn lasting over 3 months needs a doctor to check it before you self-treat.',
  source,
});

/**
 * "Prescription antifungal or anti-yeast medicines" on the PPI labels: the absorbed azoles. Acid suppression
 * lowers the absorption of some (ketoconazole, itraconazole, posaconazole); others (fluconazole, voriconazole)
 * raise the PPI's level. Topical OTC azoles are deliberately not targeted.
 */
const prescriptionAntifungals = (source: Source): InteractionFact[] =>
  ['ketoconazole', 'itraconazole', 'posaconazole', 'fluconazole', 'voriconazole'].map((targetId) => ({
    targetId,
    severity: 'avoid',
    message:
      'You take a prescription antifungal; it and this acid reducer can change each other’s effect, so the label asks you to check first.',
    source,
  }));

/**
 * The prescription medicines named on the omeprazole and esomeprazole Drug Facts labels ("ask a doctor or
 * pharmacist before use if you are taking…"). Only the drugs we are sure appear there.
 */
const omeprazoleInteractions = (source: Source): InteractionFact[] => [
  {
    targetId: 'warfarin',
    severity: 'avoid',
    message: 'You take warfarin; this acid reducer can change its effect, so the label asks you to check first.',
    source,
  },
  {
    targetId: 'clopidogrel',
    severity: 'avoid',
    message:
      'You take clopidogrel; this acid reducer can weaken its protection against clots, so the label asks you to check first.',
    source,
  },
  {
    targetId: 'cilostazol',
    severity: 'avoid',
    message:
      'You take cilostazol; this acid reducer raises its level in the blood, so the label asks you to check first.',
    source,
  },
  ...prescriptionAntifungals(source),
  {
    targetId: 'diazepam',
    severity: 'avoid',
    message: 'You take diazepam; this acid reducer slows its breakdown, so the label asks you to check first.',
    source,
  },
  {
    targetId: 'digoxin',
    severity: 'avoid',
    message:
      'You take digoxin; this acid reducer can raise its level in the blood, so the label asks you to check first.',
    source,
  },
  {
    targetId: 'tacrolimus',
    severity: 'avoid',
    message:
      'You take tacrolimus; this acid reducer can raise its level in the blood, so the label asks you to check first.',
    source,
  },
  {
    targetId: 'mycophenolate',
    severity: 'avoid',
    message:
      'You take mycophenolate; lowering stomach acid can reduce how much is absorbed, so the label asks you to check first.',
    source,
  },
  {
    targetId: 'rifampin',
    severity: 'avoid',
    message:
      'You take rifampin; it speeds the breakdown of this acid reducer and can stop it working, so the label asks you to check first.',
    source,
  },
  {
    // The label names "prescription antiretrovirals (medicines for HIV infection)", not one drug: some (atazanavir,
    // rilpivirine, nelfinavir) need stomach acid to be absorbed.
    targetId: 'antiretroviral',
    severity: 'avoid',
    message:
      'You take a prescription HIV medicine; lowering stomach acid can stop some of them working, so the label asks you to check first.',
    source,
  },
  {
    targetId: 'methotrexate',
    severity: 'avoid',
    message:
      'You take methotrexate; this acid reducer can raise its level in the blood, so the label asks you to check first.',
    source,
  },
];

export const ingredients: Ingredient[] = [
  // Acid reducers
  {
    id: 'famotidine',
    name: 'Famotidine',
    kind: 'otc',
    classIds: ['h2-blocker'],
    synonyms: ['famotadine', 'famotidene', 'famotidin', 'famotidine tablets'],
    brandNames: ['Pepcid', 'Pepcid AC', 'Zantac 360'],
    source: labels.famotidine,
    facts: {
      ...h2BlockerFacts(labels.famotidine),
      conditions: [
        heartburnOver3Months(labels.famotidine),
        {
          conditionId: 'kidney-disease',
          severity: 'avoid',
          message:
            'You have kidney disease; famotidine is cleared by the kidneys, so the label asks you to check with a doctor first.',
          source: labels.famotidine,
        },
      ],
    },
  },
  {
    id: 'cimetidine',
    name: 'Cimetidine',
    kind: 'otc',
    classIds: ['h2-blocker'],
    synonyms: ['cimetadine', 'cimetidene', 'cimetidin'],
    brandNames: ['Tagamet', 'Tagamet HB'],
    source: labels.cimetidine,
    facts: {
      allergyAlerts: h2BlockerFacts(labels.cimetidine).allergyAlerts,
      conditions: [heartburnOver3Months(labels.cimetidine)],
      interactions: [
        ...h2BlockerFacts(labels.cimetidine).interactions,
        {
          targetId: 'warfarin',
          severity: 'avoid',
          message: 'You take warfarin; cimetidine slows its breakdown and can raise the risk of bleeding.',
          source: labels.cimetidine,
        },
        {
          targetId: 'theophylline',
          severity: 'avoid',
          message:
            'You take theophylline; cimetidine can raise it to harmful levels, so the label asks you to check first.',
          source: labels.cimetidine,
        },
        {
          targetId: 'phenytoin',
          severity: 'avoid',
          message:
            'You take phenytoin; cimetidine can raise it to harmful levels, so the label asks you to check first.',
          source: labels.cimetidine,
        },
      ],
      breastfeeding: {
        severity: 'avoid',
        message:
          'Cimetidine passes into breast milk in fairly high amounts and interacts with many drugs; LactMed prefers another acid reducer, such as famotidine, while breastfeeding.',
        source: labels.lactMed.cimetidine,
      },
    },
  },
  {
    id: 'omeprazole',
    name: 'Omeprazole',
    kind: 'otc',
    classIds: ['proton-pump-inhibitor'],
    synonyms: [
      'omeprazole magnesium',
      'omeprazol',
      'omeprazole dr',
      'omeprazole delayed release',
      'omeprozole',
      'omperazole',
    ],
    brandNames: ['Prilosec', 'Prilosec OTC', 'Losec'],
    source: labels.omeprazole,
    facts: {
      conditions: [heartburnOver3Months(labels.omeprazole)],
      interactions: omeprazoleInteractions(labels.prilosecOtc),
    },
  },
  {
    id: 'esomeprazole',
    name: 'Esomeprazole',
    kind: 'otc',
    classIds: ['proton-pump-inhibitor'],
    synonyms: ['esomeprazole magnesium', 'esomeprazol', 'esomeprazole strontium', 'esomeprazole dr'],
    brandNames: ['Nexium', 'Nexium 24HR'],
    source: labels.esomeprazole,
    facts: {
      conditions: [heartburnOver3Months(labels.esomeprazole)],
      interactions: omeprazoleInteractions(labels.esomeprazole),
    },
  },
  {
    id: 'lansoprazole',
    name: 'Lansoprazole',
    kind: 'otc',
    classIds: ['proton-pump-inhibitor'],
    synonyms: ['lansoprazol', 'lansoprazole dr', 'lansoprozole'],
    brandNames: ['Prevacid', 'Prevacid 24HR'],
    source: labels.lansoprazole,
    facts: {
      conditions: [
        heartburnOver3Months(labels.lansoprazole),
        {
          conditionId: 'liver-disease',
          severity: 'avoid',
          message:
            'You have liver disease; the liver breaks down lansoprazole, so the label asks you to check with a doctor first.',
          source: labels.lansoprazole,
        },
      ],
      interactions: [
        {
          targetId: 'warfarin',
          severity: 'avoid',
          message: 'You take warfarin; this acid reducer can change its effect, so the label asks you to check first.',
          source: labels.lansoprazole,
        },
        ...prescriptionAntifungals(labels.lansoprazole),
        {
          targetId: 'digoxin',
          severity: 'avoid',
          message:
            'You take digoxin; this acid reducer can raise its level in the blood, so the label asks you to check first.',
          source: labels.lansoprazole,
        },
        {
          targetId: 'theophylline',
          severity: 'avoid',
          message:
            'You take theophylline; this acid reducer can change its level, so the label asks you to check first.',
          source: labels.lansoprazole,
        },
        {
          targetId: 'tacrolimus',
          severity: 'avoid',
          message:
            'You take tacrolimus; this acid reducer can raise its level in the blood, so the label asks you to check first.',
          source: labels.lansoprazole,
        },
        {
          targetId: 'mycophenolate',
          severity: 'avoid',
          message:
            'You take mycophenolate; lowering stomach acid can reduce how much is absorbed, so the label asks you to check first.',
          source: labels.lansoprazole,
        },
        {
          targetId: 'atazanavir',
          severity: 'avoid',
          message:
            'You take the HIV medicine atazanavir; lowering stomach acid can stop it working, so the label asks you to check first.',
          source: labels.lansoprazole,
        },
        {
          targetId: 'methotrexate',
          severity: 'avoid',
          message:
            'You take methotrexate; this acid reducer can raise its level in the blood, so the label asks you to check first.',
          source: labels.lansoprazole,
        },
      ],
    },
  },

  // Antacids
  {
    id: 'calcium-carbonate',
    name: 'Calcium carbonate',
    kind: 'otc',
    classIds: ['antacid'],
    synonyms: ['calcium carbonate antacid', 'calcium carb', 'caco3', 'precipitated calcium carbonate'],
    brandNames: ['Tums'],
    source: labels.calciumCarbonate,
    facts: { interactions: antacidSpacing },
  },
  {
    id: 'magnesium-hydroxide',
    name: 'Magnesium hydroxide',
    kind: 'otc',
    classIds: ['antacid', 'osmotic-laxative'],
    synonyms: ['milk of magnesia', 'magnesium hydroxide suspension', 'mg(oh)2'],
    source: labels.magnesiumHydroxide,
    facts: {
      conditions: [
        {
          conditionId: 'kidney-disease',
          severity: 'avoid',
          message:
            'You have kidney disease; magnesium can build up in the body, so the label asks you to check with a doctor first.',
          source: labels.magnesiumHydroxide,
        },
      ],
      interactions: antacidSpacing,
    },
  },
  {
    id: 'aluminum-hydroxide',
    name: 'Aluminum hydroxide',
    kind: 'otc',
    classIds: ['antacid'],
    synonyms: ['aluminium hydroxide', 'aluminum hydroxide gel', 'dried aluminum hydroxide gel', 'algeldrate'],
    source: labels.alMgSimethicone,
    facts: {
      conditions: [
        {
          conditionId: 'kidney-disease',
          severity: 'avoid',
          message:
            'You have kidney disease; aluminum can build up in the body, so the label asks you to check with a doctor first.',
          source: labels.alMgSimethicone,
        },
      ],
      interactions: antacidSpacing,
    },
  },
  {
    id: 'sodium-bicarbonate',
    name: 'Sodium bicarbonate',
    kind: 'otc',
    classIds: ['antacid'],
    synonyms: ['bicarbonate of soda', 'baking soda', 'sodium hydrogen carbonate', 'bicarb', 'nahco3'],
    source: labels.sodiumBicarbonate,
    facts: {
      conditions: [
        {
          conditionId: 'sodium-restricted-diet',
          severity: 'avoid',
          message:
            'You are on a sodium-restricted diet; this product contains a lot of sodium, so the label says to use it only if a doctor says so.',
          source: labels.sodiumBicarbonate,
        },
      ],
    },
  },
  {
    id: 'citric-acid',
    name: 'Citric acid',
    kind: 'otc',
    classIds: ['antacid'],
    synonyms: ['anhydrous citric acid', 'citric acid anhydrous'],
    source: labels.alkaSeltzer,
  },
  {
    id: 'simethicone',
    name: 'Simethicone',
    kind: 'otc',
    classIds: ['antiflatulent'],
    synonyms: ['simeticone', 'simethecone', 'simethicon', 'activated dimethicone'],
    brandNames: ['Gas-X', 'Mylicon', 'Phazyme'],
    source: labels.simethicone,
  },

  // Diarrhea
  {
    id: 'bismuth-subsalicylate',
    name: 'Bismuth subsalicylate',
    kind: 'otc',
    classIds: ['antidiarrheal', 'salicylate'],
    synonyms: ['bismuth', 'bismuth salicylate', 'pink bismuth', 'bismuth subsalicilate'],
    brandNames: ['Pepto-Bismol', 'Kaopectate'],
    source: labels.bismuth,
    facts: {
      conditions: [
        {
          conditionId: 'stomach-ulcer',
          severity: 'avoid',
          message: 'You have a stomach ulcer or bleeding; the label says not to use this salicylate medicine.',
          source: labels.bismuth,
        },
        {
          conditionId: 'bleeding-disorder',
          severity: 'avoid',
          message: 'You have a bleeding problem; the label says not to use this salicylate medicine.',
          source: labels.bismuth,
        },
      ],
      interactions: [
        {
          targetId: 'salicylate',
          severity: 'avoid',
          message:
            'You already take a salicylate such as aspirin; the label says not to add this one, as the doses add up.',
          source: labels.bismuth,
        },
        {
          targetId: 'antidiabetic',
          severity: 'avoid',
          message:
            'You take a diabetes medicine; salicylates can lower blood sugar further, so the label asks you to check first.',
          source: labels.bismuth,
        },
        {
          targetId: 'anti-gout',
          severity: 'avoid',
          message: 'You take a gout medicine; salicylates can work against it, so the label asks you to check first.',
          source: labels.bismuth,
        },
        {
          targetId: 'nsaid',
          severity: 'avoid',
          message:
            'You take an arthritis medicine such as an NSAID; the label asks you to check with a doctor or pharmacist before adding a salicylate.',
          source: labels.bismuth,
        },
        {
          targetId: 'methotrexate',
          severity: 'avoid',
          message:
            'You take methotrexate, an arthritis medicine; salicylates can raise its level, so the label asks you to check first.',
          source: labels.bismuth,
        },
      ],
      breastfeeding: {
        severity: 'avoid',
        message:
          'The salicylate in this medicine is absorbed and can reach breast milk; LactMed prefers other diarrhea treatments while breastfeeding.',
        source: labels.lactMed.bismuth,
      },
    },
  },
  {
    id: 'loperamide',
    name: 'Loperamide',
    kind: 'otc',
    classIds: ['antidiarrheal'],
    synonyms: ['loperamide hydrochloride', 'loperamide hcl', 'loperamid', 'loparamide', 'loperimide'],
    brandNames: ['Imodium', 'Imodium A-D'],
    source: labels.loperamide,
    facts: {
      conditions: [
        {
          conditionId: 'liver-disease',
          severity: 'avoid',
          message:
            'You have a history of liver disease; the liver clears loperamide, so the label asks you to check with a doctor first.',
          source: labels.loperamide,
        },
      ],
      interactions: [
        {
          targetId: 'antibiotic',
          severity: 'avoid',
          message:
            'You take an antibiotic; diarrhea during antibiotic treatment can signal a bowel infection, so the label asks you to check first.',
          source: labels.loperamide,
        },
      ],
    },
  },
];
