import type { ConditionFact, Ingredient, InteractionFact, Source } from '../../../types.js';
import { cfrAnalgesicWarnings, dailyMed, lactMed } from '../../sources.js';

export const acetaminophenLabel = dailyMed('acetaminophen 500 mg');
export const ibuprofenLabel = dailyMed('ibuprofen 200 mg');
export const naproxenLabel = dailyMed('naproxen sodium 220 mg');
export const aspirinLabel = dailyMed('aspirin 325 mg');
export const caffeineComboLabel = dailyMed('acetaminophen, aspirin and caffeine');
export const diclofenacGelLabel = dailyMed('diclofenac sodium topical gel 1%');

/**
 * Drug Facts of the non-aspirin NSAIDs (ibuprofen, naproxen, diclofenac gel): "Ask a doctor before use if you have
 * ... had a stroke" (added with the heart attack and stroke warning; aspirin labels do not carry it).
 */
const strokeFact = (what: string, source: Source): ConditionFact => ({
  conditionId: 'stroke',
  severity: 'avoid',
  message: `You have had a stroke; ${what} can raise the risk of another, so the label asks you to check with a doctor first.`,
  source,
});

/**
 * Lithium: NSAIDs raise lithium blood levels and can cause lithium toxicity (lithium prescribing information). The
 * OTC NSAID labels ask anyone taking another drug to check with a doctor or pharmacist first.
 */
const lithiumFact = (what: string): InteractionFact => ({
  targetId: 'lithium',
  severity: 'avoid',
  message: `You take lithium; ${what} can raise lithium to toxic levels in the blood, so check with your doctor or pharmacist first.`,
  source: dailyMed('lithium carbonate'),
});

/** Pain relievers and fever reducers, with the facts that hold for every product containing them. */
export const painIngredients: Ingredient[] = [
  {
    id: 'acetaminophen',
    name: 'Acetaminophen',
    kind: 'otc',
    classIds: ['pain-reliever-fever-reducer'],
    synonyms: [
      'paracetamol',
      'apap',
      'n-acetyl-p-aminophenol',
      'acetominophen',
      'acetaminophin',
      'acetaminophan',
      'acetaminaphen',
      'acetamenophen',
      'acetaminofen',
      'paracetemol',
    ],
    brandNames: ['Tylenol', 'Panadol'],
    facts: {
      conditions: [
        {
          conditionId: 'liver-disease',
          severity: 'avoid',
          message:
            'You have liver disease; acetaminophen is cleared by the liver, so the label asks you to check with a doctor first.',
          source: acetaminophenLabel,
        },
        {
          conditionId: 'heavy-alcohol-use',
          severity: 'avoid',
          message: 'You have 3 or more alcoholic drinks a day; with acetaminophen this can cause severe liver damage.',
          source: cfrAnalgesicWarnings,
        },
      ],
      interactions: [
        {
          targetId: 'warfarin',
          severity: 'avoid',
          message:
            'You take the blood thinner warfarin; the label asks you to check with a doctor or pharmacist before taking acetaminophen.',
          source: acetaminophenLabel,
        },
        {
          targetId: 'acetaminophen',
          severity: 'avoid',
          message:
            'You already take a medicine with acetaminophen; the label says not to combine two, because too much can cause severe liver damage.',
          source: cfrAnalgesicWarnings,
        },
      ],
    },
    source: acetaminophenLabel,
  },
  {
    id: 'ibuprofen',
    name: 'Ibuprofen',
    kind: 'otc',
    classIds: ['nsaid'],
    synonyms: ['ibuprophen', 'ibuprofin', 'ibuprofen sodium', 'iboprofen', 'ibuprofen lysine', 'nurofen', 'brufen'],
    brandNames: ['Advil', 'Motrin'],
    facts: {
      interactions: [
        {
          targetId: 'aspirin',
          severity: 'avoid',
          message:
            'You take aspirin, perhaps for your heart; ibuprofen can reduce its protective effect, so the label asks you to check with a doctor or pharmacist first.',
          source: ibuprofenLabel,
        },
        lithiumFact('ibuprofen'),
      ],
      conditions: [strokeFact('ibuprofen', ibuprofenLabel)],
    },
    source: ibuprofenLabel,
  },
  {
    id: 'naproxen',
    name: 'Naproxen',
    kind: 'otc',
    classIds: ['nsaid'],
    synonyms: ['naproxen sodium', 'naproxin', 'naproxyn', 'naproxene', 'naprosen'],
    brandNames: ['Aleve', 'Naprosyn', 'Anaprox'],
    facts: {
      conditions: [strokeFact('naproxen', naproxenLabel)],
      interactions: [lithiumFact('naproxen')],
      breastfeeding: {
        severity: 'avoid',
        message:
          'LactMed notes naproxen stays in the body a long time and a serious reaction was reported in a breastfed newborn; it prefers other pain relievers such as ibuprofen, especially with a newborn or premature baby.',
        source: lactMed('naproxen'),
      },
    },
    source: naproxenLabel,
  },
  {
    id: 'aspirin',
    name: 'Aspirin',
    kind: 'otc',
    classIds: ['nsaid', 'salicylate', 'antiplatelet'],
    synonyms: [
      'acetylsalicylic acid',
      'asa',
      'asprin',
      'aspirine',
      'asperin',
      'acetylsalicylate',
      'low dose aspirin',
      'baby aspirin',
    ],
    brandNames: ['Ecotrin', 'Bufferin', 'St. Joseph'],
    facts: {
      interactions: [
        {
          targetId: 'antidiabetic',
          severity: 'avoid',
          message:
            'You take a prescription medicine for diabetes; the label asks you to check with a doctor or pharmacist before taking aspirin.',
          source: aspirinLabel,
        },
        {
          targetId: 'anti-gout',
          severity: 'avoid',
          message:
            'You take a prescription medicine for gout; aspirin can interfere with it, so the label asks you to check with a doctor or pharmacist first.',
          source: aspirinLabel,
        },
      ],
    },
    source: aspirinLabel,
  },
  {
    id: 'caffeine',
    name: 'Caffeine',
    kind: 'otc',
    classIds: [],
    synonyms: ['caffiene', 'cafeine', 'caffein', 'caffeine anhydrous', 'anhydrous caffeine'],
    brandNames: ['NoDoz', 'Vivarin'],
    facts: {
      breastfeeding: {
        severity: 'caution',
        message:
          'LactMed finds moderate caffeine fine while breastfeeding, but large amounts can make a baby irritable and sleep poorly; keep your total daily caffeine moderate.',
        source: lactMed('caffeine'),
      },
    },
    source: caffeineComboLabel,
  },
  {
    id: 'diclofenac',
    name: 'Diclofenac',
    kind: 'otc',
    classIds: ['nsaid'],
    synonyms: [
      'diclofenac sodium',
      'diclofenac gel',
      'diclofenac potassium',
      'diclophenac',
      'diclofenec',
      'diclofenic',
    ],
    brandNames: ['Voltaren'],
    facts: { conditions: [strokeFact('an NSAID such as diclofenac', diclofenacGelLabel)] },
    source: diclofenacGelLabel,
  },
];
