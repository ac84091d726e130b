import type { ConditionFact, Ingredient, Source } from '../../../types.js';
import { dailyMed, lactMed } from '../../sources.js';

export const diphenhydramineLabel = dailyMed('diphenhydramine hydrochloride 25 mg');
export const doxylamineLabel = dailyMed('doxylamine succinate 25 mg');
export const chlorpheniramineLabel = dailyMed('chlorpheniramine maleate 4 mg');
export const brompheniramineLabel = dailyMed('brompheniramine maleate');
export const pyrilamineLabel = dailyMed('pyrilamine maleate');
export const loratadineLabel = dailyMed('loratadine 10 mg');
export const cetirizineLabel = dailyMed('cetirizine hydrochloride 10 mg');
export const levocetirizineLabel = dailyMed('levocetirizine dihydrochloride 5 mg');
export const fexofenadineLabel = dailyMed('fexofenadine hydrochloride 180 mg');
export const pseudoephedrineLabel = dailyMed('pseudoephedrine hydrochloride 30 mg');
export const phenylephrineLabel = dailyMed('phenylephrine hydrochloride 10 mg');
export const oxymetazolineLabel = dailyMed('oxymetazoline hydrochloride 0.05% nasal spray');
export const dextromethorphanLabel = dailyMed('dextromethorphan hydrobromide');
export const guaifenesinLabel = dailyMed('guaifenesin 600 mg extended-release');

/** LactMed's view of the sedating antihistamines: occasional small doses are fine, non-drowsy ones are preferred. */
const sedatingAntihistamineBreastfeeding = (name: string, display: string) => ({
  severity: 'avoid' as const,
  message: `LactMed prefers a non-drowsy antihistamine such as loratadine while breastfeeding: ${display} can make the baby drowsy and, at larger or repeated doses, lower milk supply.`,
  source: lactMed(name),
});

/** "Ask a doctor before use if you have a persistent or chronic cough (smoking, asthma, emphysema)". */
const chronicCoughFacts = (source: Source): ConditionFact[] => [
  {
    conditionId: 'chronic-cough',
    severity: 'avoid',
    message:
      'You have a long-lasting cough; the label asks you to check with a doctor before taking this cough medicine, as the cause needs treating.',
    source,
  },
  {
    conditionId: 'copd',
    severity: 'avoid',
    message:
      'You have emphysema or chronic bronchitis; for a cough that comes with it, the label asks you to check with a doctor before taking this cough medicine.',
    source,
  },
  {
    conditionId: 'asthma',
    severity: 'caution',
    message:
      'You have asthma; if your cough comes from the asthma, the label asks you to check with a doctor before taking this cough medicine.',
    source,
  },
];

/** Antihistamines, decongestants, cough suppressants and expectorants. */
export const coldAllergyIngredients: Ingredient[] = [
  {
    id: 'diphenhydramine',
    name: 'Diphenhydramine',
    kind: 'otc',
    classIds: ['first-generation-antihistamine'],
    synonyms: [
      'diphenhydramine hcl',
      'diphenhydramine hydrochloride',
      'diphenhydramine citrate',
      'dph',
      'diphenhydramin',
      'diphenhydromine',
      'diphenydramine',
      'diphenhidramine',
      'dyphenhydramine',
    ],
    brandNames: ['Benadryl', 'ZzzQuil', 'Sominex', 'Nytol', 'Simply Sleep', 'Unisom SleepGels'],
    facts: {
      interactions: [
        {
          targetId: 'diphenhydramine',
          severity: 'avoid',
          message:
            'You already use a product with diphenhydramine; the label says not to combine it with another, even one used on the skin.',
          source: diphenhydramineLabel,
        },
      ],
      breastfeeding: sedatingAntihistamineBreastfeeding('diphenhydramine', 'diphenhydramine'),
    },
    source: diphenhydramineLabel,
  },
  {
    id: 'doxylamine',
    name: 'Doxylamine',
    kind: 'otc',
    classIds: ['first-generation-antihistamine'],
    synonyms: ['doxylamine succinate', 'doxylamin', 'doxilamine', 'doxylamine sleep aid'],
    brandNames: ['Unisom SleepTabs'],
    facts: { breastfeeding: sedatingAntihistamineBreastfeeding('doxylamine', 'doxylamine') },
    source: doxylamineLabel,
  },
  {
    id: 'chlorpheniramine',
    name: 'Chlorpheniramine',
    kind: 'otc',
    classIds: ['first-generation-antihistamine'],
    synonyms: [
      'chlorphenamine',
      'chlorpheniramine maleate',
      'chlorphenamine maleate',
      'cpm',
      'chlorpheniramin',
      'chlorpheneramine',
      'chlorphenyramine',
      'piriton',
    ],
    brandNames: ['Chlor-Trimeton', 'Aller-Chlor'],
    facts: { breastfeeding: sedatingAntihistamineBreastfeeding('chlorpheniramine', 'chlorpheniramine') },
    source: chlorpheniramineLabel,
  },
  {
    id: 'brompheniramine',
    name: 'Brompheniramine',
    kind: 'otc',
    classIds: ['first-generation-antihistamine'],
    synonyms: ['brompheniramine maleate', 'bromphenamine', 'brompheniramin', 'bromopheniramine'],
    facts: { breastfeeding: sedatingAntihistamineBreastfeeding('brompheniramine', 'brompheniramine') },
    source: brompheniramineLabel,
  },
  {
    id: 'pyrilamine',
    name: 'Pyrilamine',
    kind: 'otc',
    classIds: ['first-generation-antihistamine'],
    synonyms: ['mepyramine', 'pyrilamine maleate', 'pyrilamin'],
    source: pyrilamineLabel,
  },
  {
    id: 'loratadine',
    name: 'Loratadine',
    kind: 'otc',
    classIds: ['second-generation-antihistamine'],
    synonyms: ['loratidine', 'loratadin', 'loratadene', 'loratadeen', 'lorotadine'],
    brandNames: ['Claritin', 'Alavert'],
    facts: {
      conditions: [
        {
          conditionId: 'liver-disease',
          severity: 'avoid',
          message:
            'You have liver disease; the label asks you to check with a doctor, who may advise a different dose.',
          source: loratadineLabel,
        },
        {
          conditionId: 'kidney-disease',
          severity: 'avoid',
          message:
            'You have kidney disease; the label asks you to check with a doctor, who may advise a different dose.',
          source: loratadineLabel,
        },
      ],
    },
    source: loratadineLabel,
  },
  {
    id: 'cetirizine',
    name: 'Cetirizine',
    kind: 'otc',
    classIds: ['second-generation-antihistamine'],
    synonyms: [
      'cetirizine hcl',
      'cetirizine hydrochloride',
      'cetirizin',
      'cetrizine',
      'cetirizene',
      'ceterizine',
      'zyrtek',
    ],
    brandNames: ['Zyrtec', 'Reactine'],
    facts: {
      conditions: [
        {
          conditionId: 'liver-disease',
          severity: 'avoid',
          message:
            'You have liver disease; the label asks you to check with a doctor, who may advise a different dose.',
          source: cetirizineLabel,
        },
        {
          conditionId: 'kidney-disease',
          severity: 'avoid',
          message:
            'You have kidney disease; the label asks you to check with a doctor, who may advise a different dose.',
          source: cetirizineLabel,
        },
      ],
      interactions: [
        {
          targetId: 'sedative',
          severity: 'avoid',
          message:
            'You take a sedative or tranquilizer; cetirizine can add to the drowsiness, so the label asks you to check with a doctor or pharmacist first.',
          source: cetirizineLabel,
        },
      ],
      allergyAlerts: [
        {
          targetId: 'levocetirizine',
          message: 'You are allergic to levocetirizine (Xyzal); cetirizine contains it, so do not use this product.',
          source: cetirizineLabel,
        },
        {
          targetId: 'hydroxyzine',
          message:
            'You have had an allergic reaction to hydroxyzine; the label says not to use cetirizine, which the body makes from hydroxyzine.',
          source: cetirizineLabel,
        },
      ],
      breastfeeding: {
        severity: 'caution',
        message:
          'LactMed finds occasional cetirizine unlikely to harm a breastfed baby, but larger or repeated doses may cause drowsiness or lower milk supply, especially with a decongestant.',
        source: lactMed('cetirizine'),
      },
    },
    source: cetirizineLabel,
  },
  {
    id: 'levocetirizine',
    name: 'Levocetirizine',
    kind: 'otc',
    classIds: ['second-generation-antihistamine'],
    synonyms: ['levocetirizine dihydrochloride', 'levocetrizine', 'levocetirizin', 'levo cetirizine'],
    brandNames: ['Xyzal'],
    facts: {
      conditions: [
        {
          conditionId: 'kidney-disease',
          severity: 'avoid',
          message:
            'You have kidney disease; levocetirizine is cleared by the kidneys and can build up, so the label says not to use it.',
          source: levocetirizineLabel,
        },
        {
          conditionId: 'enlarged-prostate',
          severity: 'avoid',
          message:
            'You have had trouble urinating or emptying your bladder; levocetirizine can make it worse, so the label asks you to check with a doctor first.',
          source: levocetirizineLabel,
        },
      ],
      interactions: [
        {
          // Xyzal lists sedatives under "When using this product", not under "Ask a doctor or pharmacist".
          targetId: 'sedative',
          severity: 'caution',
          message:
            'You take a sedative or tranquilizer; together with levocetirizine the drowsiness can add up, so take care driving or using machinery.',
          source: levocetirizineLabel,
        },
      ],
      allergyAlerts: [
        {
          targetId: 'cetirizine',
          message:
            'You are allergic to cetirizine (Zyrtec); levocetirizine is its active form, so a reaction to it is likely.',
          source: levocetirizineLabel,
        },
      ],
      breastfeeding: {
        severity: 'caution',
        message:
          'LactMed expects occasional levocetirizine to be unlikely to harm a breastfed baby, but larger or repeated doses may cause drowsiness or lower milk supply.',
        source: lactMed('levocetirizine'),
      },
    },
    source: levocetirizineLabel,
  },
  {
    id: 'fexofenadine',
    name: 'Fexofenadine',
    kind: 'otc',
    classIds: ['second-generation-antihistamine'],
    synonyms: ['fexofenadine hcl', 'fexofenadine hydrochloride', 'fexofenadin', 'fexofenidine', 'fexofenadene'],
    brandNames: ['Allegra', 'Telfast'],
    facts: {
      conditions: [
        {
          conditionId: 'kidney-disease',
          severity: 'avoid',
          message:
            'You have kidney disease; the label asks you to check with a doctor, who may advise a different dose.',
          source: fexofenadineLabel,
        },
      ],
    },
    source: fexofenadineLabel,
  },
  {
    id: 'pseudoephedrine',
    name: 'Pseudoephedrine',
    kind: 'otc',
    classIds: ['oral-decongestant'],
    synonyms: [
      'pseudoephedrine hcl',
      'pseudoephedrine hydrochloride',
      'pseudoephedrine sulfate',
      'pse',
      'psuedoephedrine',
      'pseudoephedrin',
      'pseudophedrine',
      'pseudoepherine',
    ],
    facts: {
      breastfeeding: {
        severity: 'caution',
        message:
          'LactMed notes pseudoephedrine can noticeably lower milk supply; avoid it if your supply is low or not yet well established.',
        source: lactMed('pseudoephedrine'),
      },
    },
    source: pseudoephedrineLabel,
  },
  {
    id: 'phenylephrine',
    name: 'Phenylephrine',
    kind: 'otc',
    classIds: ['oral-decongestant'],
    synonyms: [
      'phenylephrine hcl',
      'phenylephrine hydrochloride',
      'phenylephrine bitartrate',
      'phenylepherine',
      'phenylephrin',
      'phenylefrine',
      'phenylphrine',
    ],
    source: phenylephrineLabel,
  },
  {
    id: 'oxymetazoline',
    name: 'Oxymetazoline',
    kind: 'otc',
    classIds: ['nasal-decongestant-spray'],
    synonyms: [
      'oxymetazoline hcl',
      'oxymetazoline hydrochloride',
      'oxymetazolin',
      'oxymetazaline',
      'oxymetazoline nasal spray',
      'oxymetazolone',
    ],
    brandNames: ['Afrin'],
    facts: {
      conditions: [
        {
          conditionId: 'heart-disease',
          severity: 'avoid',
          message:
            'You have heart disease; the label asks you to check with a doctor before using a decongestant nasal spray.',
          source: oxymetazolineLabel,
        },
        {
          conditionId: 'high-blood-pressure',
          severity: 'avoid',
          message:
            'You have high blood pressure; decongestant sprays can raise it, so the label asks you to check with a doctor first.',
          source: oxymetazolineLabel,
        },
        {
          conditionId: 'thyroid-disease',
          severity: 'avoid',
          message:
            'You have thyroid disease; the label asks you to check with a doctor before using a decongestant nasal spray.',
          source: oxymetazolineLabel,
        },
        {
          conditionId: 'diabetes',
          severity: 'avoid',
          message:
            'You have diabetes; the label asks you to check with a doctor before using a decongestant nasal spray.',
          source: oxymetazolineLabel,
        },
        {
          conditionId: 'enlarged-prostate',
          severity: 'avoid',
          message:
            'You have trouble urinating from an enlarged prostate; the label asks you to check with a doctor before using this spray.',
          source: oxymetazolineLabel,
        },
      ],
    },
    source: oxymetazolineLabel,
  },
  {
    id: 'dextromethorphan',
    name: 'Dextromethorphan',
    kind: 'otc',
    classIds: ['cough-suppressant', 'serotonergic'],
    synonyms: [
      'dextromethorphan hbr',
      'dextromethorphan hydrobromide',
      'dextromethorphan polistirex',
      'dxm',
      'dextromethorphin',
      'dextromethorpan',
      'dextrometorphan',
      'dextromethorphane',
    ],
    brandNames: ['Delsym'],
    facts: {
      interactions: [
        {
          targetId: 'maoi',
          severity: 'avoid',
          message:
            'You take an MAO inhibitor; the label says not to take dextromethorphan with it or for 2 weeks after stopping it (risk of a serious reaction).',
          source: dextromethorphanLabel,
        },
      ],
      conditions: chronicCoughFacts(dextromethorphanLabel),
    },
    source: dextromethorphanLabel,
  },
  {
    id: 'guaifenesin',
    name: 'Guaifenesin',
    kind: 'otc',
    classIds: ['expectorant'],
    synonyms: [
      'guaifenesen',
      'guafenesin',
      'guaifenisin',
      'guaiphenesin',
      'glyceryl guaiacolate',
      'guaifenesin er',
      'guiafenesin',
    ],
    brandNames: ['Mucinex', 'Humibid'],
    facts: { conditions: chronicCoughFacts(guaifenesinLabel) },
    source: guaifenesinLabel,
  },
];
