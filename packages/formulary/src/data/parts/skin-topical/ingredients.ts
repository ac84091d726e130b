import type { DrugClass, Ingredient } from '../../../types.js';
import { labels } from './labels.js';

/** Classes for topical ingredients that the shared vocabulary does not have. */
export const skinClasses: DrugClass[] = [
  {
    id: 'skin-protectant',
    name: 'Skin protectant',
    synonyms: ['skin protectant', 'skin protectants', 'barrier cream'],
    allergyCrossReactive: false,
  },
  {
    id: 'topical-acne-medicine',
    name: 'Topical acne medicine',
    synonyms: ['acne medicine', 'acne medication', 'acne treatment', 'acne cream'],
    allergyCrossReactive: false,
  },
  {
    id: 'hair-regrowth-treatment',
    name: 'Hair regrowth treatment',
    synonyms: ['hair regrowth treatment', 'hair loss treatment', 'hair regrowth'],
    allergyCrossReactive: false,
  },
];

export const skinIngredients: Ingredient[] = [
  {
    id: 'hydrocortisone',
    name: 'Hydrocortisone (topical)',
    kind: 'otc',
    classIds: ['topical-corticosteroid'],
    synonyms: [
      'hydrocortisone cream',
      'hydrocortisone acetate',
      'hydrocortisone ointment',
      'hydrocortizone',
      'hydrocortisone 1%',
      'hc cream',
    ],
    brandNames: ['Cortizone-10', 'Cortaid'],
    source: labels.hydrocortisone,
    facts: {
      breastfeeding: {
        severity: 'caution',
        message:
          'LactMed considers skin use acceptable while breastfeeding, but do not put it on the nipple or areola, and wash off any that gets there before nursing.',
        source: labels.lactMed.hydrocortisone,
      },
    },
  },
  {
    id: 'clotrimazole',
    name: 'Clotrimazole',
    kind: 'otc',
    classIds: ['azole-antifungal'],
    synonyms: ['clotrimazol', 'clotrimazole cream', 'clotrimazole 1%', 'clotrimazone', 'clortrimazole'],
    brandNames: ['Lotrimin AF Cream', 'Gyne-Lotrimin', 'Canesten', 'Mycelex'],
    source: labels.clotrimazole,
  },
  {
    id: 'miconazole',
    name: 'Miconazole nitrate',
    kind: 'otc',
    classIds: ['azole-antifungal'],
    synonyms: ['miconazole nitrate', 'miconazol', 'miconazole cream', 'miconazole 2%', 'myconazole'],
    brandNames: ['Monistat 7', 'Micatin'],
    source: labels.miconazoleTopical,
  },
  {
    id: 'tioconazole',
    name: 'Tioconazole',
    kind: 'otc',
    classIds: ['azole-antifungal'],
    synonyms: ['tioconazol', 'tioconazole ointment'],
    brandNames: ['Vagistat-1'],
    source: labels.tioconazole,
  },
  {
    id: 'terbinafine',
    name: 'Terbinafine',
    kind: 'otc',
    classIds: ['antifungal'],
    synonyms: ['terbinafine hydrochloride', 'terbinafine hcl', 'terbinafin', 'terbenafine', 'terbinafine cream'],
    brandNames: ['Lamisil', 'Lamisil AT'],
    source: labels.terbinafine,
  },
  {
    id: 'tolnaftate',
    name: 'Tolnaftate',
    kind: 'otc',
    classIds: ['antifungal'],
    synonyms: ['tolnaftat', 'tolnafate', 'tolnaftate cream', 'tolnaftate powder'],
    brandNames: ['Tinactin'],
    source: labels.tolnaftate,
  },
  {
    id: 'benzocaine',
    name: 'Benzocaine',
    kind: 'otc',
    classIds: ['local-anesthetic'],
    synonyms: ['ethyl aminobenzoate', 'benzocain', 'benzocaine gel', 'benzocaine 20%'],
    source: labels.benzocaineOral,
    facts: {
      allergyAlerts: [
        {
          targetId: 'local-anesthetic',
          message:
            "You are allergic to a local anesthetic; the label says not to use benzocaine if you have had an allergy to procaine, benzocaine or other 'caine' numbing medicines.",
          source: labels.benzocaineOral,
        },
      ],
      ages: [
        {
          belowYears: 2,
          severity: 'avoid',
          message:
            'Benzocaine must not be used in children under 2 or for teething: it can cause methemoglobinemia, a dangerous drop in the oxygen the blood carries.',
          source: labels.benzocaineOral,
        },
      ],
    },
  },
  {
    id: 'lidocaine',
    name: 'Lidocaine',
    kind: 'otc',
    classIds: ['local-anesthetic'],
    synonyms: ['lidocaine hydrochloride', 'lidocaine hcl', 'lignocaine', 'lidocain', 'lidocaine cream'],
    source: labels.lidocaine,
  },
  {
    id: 'pramoxine',
    name: 'Pramoxine',
    kind: 'otc',
    classIds: ['local-anesthetic'],
    synonyms: ['pramoxine hydrochloride', 'pramoxine hcl', 'pramocaine', 'pramoxin'],
    source: labels.caladryl,
  },
  {
    id: 'docosanol',
    name: 'Docosanol',
    kind: 'otc',
    classIds: ['antiviral'],
    synonyms: ['n-docosanol', 'behenyl alcohol', 'docosonal', 'docosanol 10%'],
    brandNames: ['Abreva'],
    source: labels.docosanol,
  },
  {
    id: 'zinc-acetate-topical',
    name: 'Zinc acetate (in skin creams)',
    kind: 'otc',
    classIds: ['skin-protectant'],
    synonyms: [],
    source: labels.benadrylItch,
  },
  {
    id: 'calamine',
    name: 'Calamine',
    kind: 'otc',
    classIds: ['skin-protectant'],
    synonyms: ['prepared calamine', 'calomine'],
    source: labels.calamine,
  },
  {
    id: 'zinc-oxide',
    name: 'Zinc oxide',
    kind: 'otc',
    classIds: ['skin-protectant'],
    synonyms: ['zinc oxide cream', 'zinc oxide ointment'],
    source: labels.calamine,
  },
  {
    id: 'mineral-oil',
    name: 'Mineral oil',
    kind: 'otc',
    classIds: ['skin-protectant'],
    synonyms: ['light mineral oil', 'liquid paraffin', 'paraffin oil', 'liquid petrolatum'],
    source: labels.prepHOintment,
  },
  {
    id: 'petrolatum',
    name: 'Petrolatum',
    kind: 'otc',
    classIds: ['skin-protectant'],
    synonyms: ['white petrolatum', 'petroleum jelly', 'white petroleum jelly', 'soft paraffin'],
    brandNames: ['Vaseline'],
    source: labels.prepHOintment,
  },
  {
    id: 'benzoyl-peroxide',
    name: 'Benzoyl peroxide',
    kind: 'otc',
    classIds: ['topical-acne-medicine'],
    synonyms: [
      'bpo',
      'benzoyl peroxide gel',
      'benzoyl peroxide wash',
      'benzoil peroxide',
      'benzyl peroxide',
      'benzoylperoxide',
    ],
    source: labels.benzoylPeroxide,
  },
  {
    id: 'minoxidil',
    name: 'Minoxidil (topical)',
    kind: 'otc',
    classIds: ['hair-regrowth-treatment'],
    synonyms: ['minoxidil foam', 'minoxidil solution', 'minoxidil 5%', 'minoxidill', 'minoxodil', 'monoxidil'],
    brandNames: ['Rogaine'],
    source: labels.minoxidil,
    facts: {
      conditions: [
        {
          conditionId: 'heart-disease',
          severity: 'avoid',
          message:
            'You have heart disease; a little minoxidil is absorbed through the scalp and can affect the heart, so the label asks you to check with a doctor first.',
          source: labels.minoxidil,
        },
      ],
      ages: [
        {
          belowYears: 18,
          severity: 'avoid',
          message: 'The label says not to use minoxidil under 18 years of age.',
          source: labels.minoxidil,
        },
      ],
    },
  },
];
