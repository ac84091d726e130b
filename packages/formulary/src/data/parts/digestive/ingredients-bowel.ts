import type { Ingredient } from '../../../types.js';
import { labels } from './labels.js';

/** Laxatives and anti-nausea ingredients. */
export const bowelIngredients: Ingredient[] = [
  {
    id: 'docusate',
    name: 'Docusate sodium',
    kind: 'otc',
    classIds: ['stool-softener'],
    synonyms: [
      'docusate sodium',
      'docusate calcium',
      'dioctyl sodium sulfosuccinate',
      'dss',
      'docusate sod',
      'docusate na',
      'docusat',
    ],
    brandNames: ['Colace'],
    source: labels.docusate,
    facts: {
      interactions: [
        {
          targetId: 'mineral-oil',
          severity: 'avoid',
          message:
            'You take mineral oil; the label says not to use a stool softener with it unless a doctor tells you to.',
          source: labels.docusate,
        },
      ],
    },
  },
  {
    id: 'sennosides',
    name: 'Sennosides (senna)',
    kind: 'otc',
    classIds: ['stimulant-laxative'],
    synonyms: ['senna', 'sennoside', 'senna glycosides', 'sennosides a and b', 'senna leaf', 'sena', 'senna tablets'],
    brandNames: ['Senokot', 'Ex-Lax'],
    source: labels.sennosides,
  },
  {
    id: 'bisacodyl',
    name: 'Bisacodyl',
    kind: 'otc',
    classIds: ['stimulant-laxative'],
    synonyms: ['bisacodil', 'bisocodyl', 'bisacodyl ec', 'bisacodyl enteric coated'],
    brandNames: ['Correctol'],
    source: labels.bisacodyl,
  },
  {
    id: 'polyethylene-glycol-3350',
    name: 'Polyethylene glycol 3350',
    kind: 'otc',
    classIds: ['osmotic-laxative'],
    synonyms: ['peg 3350', 'peg3350', 'polyethylene glycol', 'macrogol', 'macrogol 3350', 'peg laxative'],
    brandNames: ['MiraLAX', 'GlycoLax'],
    source: labels.peg3350,
    facts: {
      conditions: [
        {
          conditionId: 'kidney-disease',
          severity: 'avoid',
          message:
            'You have kidney disease; the label says to use this laxative only with a doctor’s advice and supervision.',
          source: labels.peg3350,
        },
        {
          conditionId: 'irritable-bowel-syndrome',
          severity: 'avoid',
          message:
            'You have irritable bowel syndrome; the label asks you to check with a doctor before using this laxative.',
          source: labels.peg3350,
        },
      ],
    },
  },
  {
    id: 'psyllium',
    name: 'Psyllium husk',
    kind: 'otc',
    classIds: ['bulk-forming-laxative'],
    synonyms: [
      'psyllium husk',
      'psyllium fiber',
      'ispaghula',
      'ispaghula husk',
      'isabgol',
      'plantago ovata',
      'psylium',
      'sylium',
    ],
    brandNames: ['Metamucil', 'Konsyl'],
    source: labels.psyllium,
    facts: {
      conditions: [
        {
          conditionId: 'swallowing-difficulty',
          severity: 'avoid',
          message:
            'You have difficulty swallowing; fiber that swells can block the throat and cause choking, so the label says not to use it.',
          source: labels.psyllium,
        },
      ],
    },
  },
  {
    id: 'methylcellulose',
    name: 'Methylcellulose',
    kind: 'otc',
    classIds: ['bulk-forming-laxative'],
    synonyms: ['methyl cellulose', 'methylcelulose', 'methylcellulose fiber'],
    brandNames: ['Citrucel'],
    source: labels.methylcellulose,
    facts: {
      conditions: [
        {
          conditionId: 'swallowing-difficulty',
          severity: 'avoid',
          message:
            'You have difficulty swallowing; fiber that swells can block the throat and cause choking, so the label says not to use it.',
          source: labels.methylcellulose,
        },
      ],
    },
  },

  // Nausea and motion sickness
  {
    id: 'meclizine',
    name: 'Meclizine',
    kind: 'otc',
    classIds: ['first-generation-antihistamine', 'antiemetic'],
    synonyms: ['meclizine hydrochloride', 'meclizine hcl', 'meclozine', 'meclazine', 'meclizene', 'meclizin'],
    brandNames: ['Bonine', 'Antivert'],
    source: labels.meclizine,
    facts: {
      breastfeeding: {
        severity: 'caution',
        message:
          'An occasional dose is unlikely to harm a breastfed baby, but LactMed notes larger or repeated doses may make the baby drowsy or lower your milk supply.',
        source: labels.lactMed.meclizine,
      },
    },
  },
  {
    id: 'dimenhydrinate',
    name: 'Dimenhydrinate',
    kind: 'otc',
    classIds: ['first-generation-antihistamine', 'antiemetic'],
    synonyms: ['dimenhydrinat', 'dimenhidrinate', 'dimenhydranate', 'dimenhydrinate tablets'],
    brandNames: ['Dramamine', 'Gravol'],
    source: labels.dimenhydrinate,
    facts: {
      breastfeeding: {
        severity: 'caution',
        message:
          'An occasional dose is unlikely to harm a breastfed baby, but LactMed notes larger or repeated doses may make the baby drowsy or irritable or lower your milk supply.',
        source: labels.lactMed.dimenhydrinate,
      },
    },
  },
  {
    id: 'dextrose',
    name: 'Dextrose (glucose)',
    kind: 'otc',
    classIds: ['antiemetic'],
    synonyms: ['glucose', 'd-glucose'],
    source: labels.emetrol,
  },
  {
    id: 'fructose',
    name: 'Levulose (fructose)',
    kind: 'otc',
    classIds: ['antiemetic'],
    synonyms: ['levulose', 'fruit sugar'],
    source: labels.emetrol,
    facts: {
      conditions: [
        {
          conditionId: 'hereditary-fructose-intolerance',
          severity: 'avoid',
          message:
            'You have hereditary fructose intolerance; this product contains fructose and the label says not to use it.',
          source: labels.emetrol,
        },
      ],
    },
  },
  {
    id: 'phosphoric-acid',
    name: 'Phosphoric acid',
    kind: 'otc',
    classIds: ['antiemetic'],
    synonyms: ['orthophosphoric acid', 'phosphorated carbohydrate solution'],
    source: labels.emetrol,
  },
];
