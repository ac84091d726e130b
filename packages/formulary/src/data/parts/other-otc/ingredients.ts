import type { DrugClass, Ingredient } from '../../../types.js';
import { labels } from './labels.js';

/** Classes for eye, ear and urinary ingredients that the shared vocabulary does not have. */
export const otherClasses: DrugClass[] = [
  {
    id: 'ocular-decongestant',
    name: 'Eye redness reliever (ocular decongestant)',
    synonyms: ['redness reliever', 'eye redness reliever', 'ocular decongestant', 'eye whitener'],
    parentIds: ['decongestant'],
    allergyCrossReactive: false,
  },
  {
    id: 'eye-lubricant',
    name: 'Lubricant eye drops (artificial tears)',
    synonyms: ['artificial tears', 'lubricant eye drops', 'eye lubricant', 'tear substitute'],
    allergyCrossReactive: false,
  },
  {
    id: 'earwax-remover',
    name: 'Earwax removal drops',
    synonyms: ['earwax remover', 'ear wax remover', 'earwax softener', 'cerumenolytic', 'ear wax drops'],
    allergyCrossReactive: false,
  },
  {
    id: 'urinary-analgesic',
    name: 'Urinary pain reliever (urinary analgesic)',
    synonyms: ['urinary analgesic', 'urinary pain reliever', 'bladder pain reliever'],
    allergyCrossReactive: false,
  },
];

export const otherIngredients: Ingredient[] = [
  {
    id: 'nicotine',
    name: 'Nicotine',
    kind: 'otc',
    classIds: ['nicotine-replacement'],
    synonyms: [
      'nicotine polacrilex',
      'nicotine gum',
      'nicotine patch',
      'nicotine lozenge',
      'nicotine transdermal system',
      'nicotine mini lozenge',
      'nicotene',
      'nicotin',
    ],
    brandNames: ['Nicorette', 'NicoDerm CQ', 'NicoDerm', 'Habitrol', 'Nicotrol'],
    source: labels.nicotineGum,
    facts: {
      conditions: [
        {
          conditionId: 'heart-disease',
          severity: 'avoid',
          message:
            'You have heart disease, a recent heart attack or an irregular heartbeat; nicotine speeds the heart, so the label asks you to check with a doctor first.',
          source: labels.nicotineGum,
        },
        {
          conditionId: 'high-blood-pressure',
          severity: 'avoid',
          message:
            'You have high blood pressure; if it is not controlled by medicine, the label asks you to check with a doctor first, as nicotine can raise it.',
          source: labels.nicotineGum,
        },
      ],
      interactions: [
        {
          targetId: 'antidepressant',
          severity: 'avoid',
          message:
            'You take a prescription medicine for depression; its dose may need adjusting when you stop smoking, so the label asks you to check first.',
          source: labels.nicotineGum,
        },
        {
          targetId: 'theophylline',
          severity: 'avoid',
          message:
            'You take theophylline for asthma; its dose may need adjusting when you stop smoking, so the label asks you to check first.',
          source: labels.nicotineGum,
        },
        {
          targetId: 'varenicline',
          severity: 'avoid',
          message:
            'You take varenicline, a non-nicotine stop-smoking medicine; the label asks you to check with a doctor or pharmacist before adding nicotine.',
          source: labels.nicotineGum,
        },
      ],
      ages: [
        {
          belowYears: 18,
          severity: 'avoid',
          message: 'Nicotine replacement is labelled for adults; under 18, ask a doctor before use.',
          source: labels.nicotineGum,
        },
      ],
      pregnancy: {
        severity: 'avoid',
        message:
          'The label says to try to quit without nicotine replacement while pregnant and to use it only on your health care provider’s advice, as its risks to the baby are not fully known.',
        source: labels.nicotineGum,
      },
      breastfeeding: {
        severity: 'caution',
        message:
          'LactMed considers nicotine replacement better than smoking while breastfeeding; with gum or lozenges, waiting 2 to 3 hours after a dose before nursing lowers the amount the baby gets.',
        source: labels.lactMed.nicotine,
      },
    },
  },
  {
    id: 'ketotifen',
    name: 'Ketotifen (eye drops)',
    kind: 'otc',
    classIds: ['antihistamine'],
    synonyms: ['ketotifen fumarate', 'ketotifen eye drops', 'ketotiphen', 'ketotifin'],
    brandNames: ['Zaditor', 'Alaway'],
    source: labels.ketotifen,
  },
  {
    id: 'naphazoline',
    name: 'Naphazoline',
    kind: 'otc',
    classIds: ['ocular-decongestant'],
    synonyms: ['naphazoline hydrochloride', 'naphazoline hcl', 'naphazolin', 'naphazoline eye drops'],
    source: labels.naphazolinePheniramine,
    facts: {
      conditions: [
        {
          conditionId: 'glaucoma',
          severity: 'avoid',
          message:
            'You have glaucoma; this redness reliever widens the pupil and can trigger narrow-angle glaucoma, so the label asks you to check with a doctor first.',
          source: labels.naphazolinePheniramine,
        },
      ],
    },
  },
  {
    id: 'pheniramine',
    name: 'Pheniramine (eye drops)',
    kind: 'otc',
    classIds: ['antihistamine'],
    synonyms: ['pheniramine maleate', 'pheniramin'],
    source: labels.naphazolinePheniramine,
  },
  {
    id: 'carboxymethylcellulose',
    name: 'Carboxymethylcellulose sodium',
    kind: 'otc',
    classIds: ['eye-lubricant'],
    synonyms: [
      'carboxymethylcellulose sodium',
      'carmellose',
      'carmellose sodium',
      'cmc',
      'cmc sodium',
      'carboxymethyl cellulose',
    ],
    brandNames: ['Refresh Tears', 'Refresh Plus', 'TheraTears'],
    source: labels.carboxymethylcellulose,
  },
  {
    id: 'carbamide-peroxide',
    name: 'Carbamide peroxide',
    kind: 'otc',
    classIds: ['earwax-remover'],
    synonyms: [
      'urea hydrogen peroxide',
      'urea peroxide',
      'carbamide peroxide ear drops',
      'carbamide peroxide 6.5%',
      'carbamid peroxide',
    ],
    brandNames: ['Debrox'],
    source: labels.carbamidePeroxide,
    facts: {
      conditions: [
        {
          conditionId: 'ear-drum-problem',
          severity: 'avoid',
          message:
            'You have an injured or perforated eardrum, ear tubes or recent ear surgery; drops could reach the middle ear, so the label asks you to check with a doctor first.',
          source: labels.carbamidePeroxide,
        },
      ],
    },
  },
  {
    id: 'phenazopyridine',
    name: 'Phenazopyridine',
    kind: 'otc',
    classIds: ['urinary-analgesic'],
    synonyms: [
      'phenazopyridine hydrochloride',
      'phenazopyridine hcl',
      'phenazopyridin',
      'phenazopiridine',
      'phenazopyradine',
    ],
    brandNames: ['Pyridium', 'Uristat', 'AZO Urinary Pain Relief', 'AZO Standard'],
    source: labels.phenazopyridine,
    facts: {
      conditions: [
        {
          conditionId: 'kidney-disease',
          severity: 'avoid',
          message:
            'You have kidney disease; phenazopyridine is cleared by the kidneys and can build up, so the label asks you to check with a doctor first.',
          source: labels.phenazopyridine,
        },
      ],
      allergyAlerts: [
        {
          targetId: 'dyes',
          message:
            'You are allergic to dyes; phenazopyridine is itself a dye, and the label asks you to check with a doctor first if you have allergies to foods, preservatives or dyes.',
          source: labels.phenazopyridine,
        },
      ],
      breastfeeding: {
        severity: 'avoid',
        message:
          'There is little information on phenazopyridine in breast milk and it can harm red blood cells in young babies, so LactMed prefers another option, especially with a newborn.',
        source: labels.lactMed.phenazopyridine,
      },
    },
  },
];
