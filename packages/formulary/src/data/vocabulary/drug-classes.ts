import type { DrugClass } from '../../types.js';
import { beers2023, cfrAnalgesicWarnings, dailyMed, fdaNsaidPregnancy } from '../sources.js';

const nsaidLabel = dailyMed('ibuprofen 200 mg');
const decongestantLabel = dailyMed('pseudoephedrine hydrochloride 30 mg');
const sedatingAntihistamineLabel = dailyMed('diphenhydramine hydrochloride 25 mg');

/**
 * Drug classes, broad to narrow. A fact or an interaction aimed at a class reaches its subclasses
 * (a label line about "sedatives" reaches benzodiazepines through parentIds).
 */
export const drugClasses: DrugClass[] = [
  // Pain relievers
  {
    id: 'pain-reliever-fever-reducer',
    name: 'Pain reliever / fever reducer',
    synonyms: [
      'pain reliever',
      'pain relievers',
      'painkiller',
      'painkillers',
      'fever reducer',
      'analgesic',
      'analgesics',
    ],
    allergyCrossReactive: false,
  },
  {
    id: 'nsaid',
    name: 'NSAID (non-steroidal anti-inflammatory drug)',
    synonyms: ['nsaid', 'nsaids', 'anti-inflammatory', 'anti-inflammatories', 'non-steroidal anti-inflammatory'],
    parentIds: ['pain-reliever-fever-reducer'],
    allergyCrossReactive: true,
    facts: {
      pregnancy: {
        severity: 'avoid',
        message:
          "NSAIDs taken from 20 weeks of pregnancy on can harm the baby's kidneys and lower amniotic fluid; use one only if a doctor says so.",
        source: fdaNsaidPregnancy,
      },
      allergyAlerts: [
        {
          targetId: 'pain-reliever-fever-reducer',
          message:
            'You have had an allergic reaction to a pain reliever or fever reducer; the label says not to use this medicine.',
          source: nsaidLabel,
        },
      ],
      conditions: [
        {
          conditionId: 'heart-surgery',
          severity: 'avoid',
          message: 'The label says not to use NSAIDs right before or after heart surgery.',
          source: cfrAnalgesicWarnings,
        },
        {
          conditionId: 'stomach-ulcer',
          severity: 'avoid',
          message: 'You have had stomach ulcers or bleeding; NSAIDs can cause serious stomach bleeding.',
          source: cfrAnalgesicWarnings,
        },
        {
          conditionId: 'bleeding-disorder',
          severity: 'avoid',
          message: 'You have a bleeding problem; NSAIDs raise the risk of serious bleeding.',
          source: cfrAnalgesicWarnings,
        },
        {
          conditionId: 'stomach-problems',
          severity: 'avoid',
          message:
            'You have a history of stomach problems such as heartburn; the label asks you to check with a doctor first.',
          source: nsaidLabel,
        },
        {
          conditionId: 'high-blood-pressure',
          severity: 'avoid',
          message:
            'You have high blood pressure; NSAIDs can raise blood pressure, so the label asks you to check with a doctor first.',
          source: nsaidLabel,
        },
        {
          conditionId: 'heart-disease',
          severity: 'avoid',
          message: 'You have heart disease; the label asks you to check with a doctor before taking an NSAID.',
          source: nsaidLabel,
        },
        {
          conditionId: 'liver-disease',
          severity: 'avoid',
          message: 'You have liver disease; the label asks you to check with a doctor before taking an NSAID.',
          source: nsaidLabel,
        },
        {
          conditionId: 'kidney-disease',
          severity: 'avoid',
          message:
            'You have kidney disease; NSAIDs can harm the kidneys, so the label asks you to check with a doctor first.',
          source: nsaidLabel,
        },
        {
          conditionId: 'asthma',
          severity: 'avoid',
          message: 'You have asthma; NSAIDs can trigger breathing problems in some people with asthma.',
          source: nsaidLabel,
        },
        {
          conditionId: 'heavy-alcohol-use',
          severity: 'avoid',
          message: 'With 3 or more alcoholic drinks a day, NSAIDs raise the risk of stomach bleeding.',
          source: cfrAnalgesicWarnings,
        },
      ],
      interactions: [
        {
          targetId: 'anticoagulant',
          severity: 'avoid',
          message: 'You take a blood thinner; together with an NSAID the risk of serious bleeding rises.',
          source: cfrAnalgesicWarnings,
        },
        {
          targetId: 'antiplatelet',
          severity: 'avoid',
          message: 'You take an antiplatelet medicine; together with an NSAID the risk of bleeding rises.',
          source: nsaidLabel,
        },
        {
          targetId: 'corticosteroid',
          severity: 'avoid',
          message: 'You take a steroid medicine; together with an NSAID the risk of stomach bleeding rises.',
          source: cfrAnalgesicWarnings,
        },
        {
          targetId: 'nsaid',
          severity: 'avoid',
          message: 'You already take an NSAID; taking two raises the risk of stomach bleeding.',
          source: cfrAnalgesicWarnings,
        },
        {
          targetId: 'diuretic',
          severity: 'avoid',
          message:
            'You take a diuretic (water pill); the label asks you to check with a doctor before taking an NSAID.',
          source: nsaidLabel,
        },
      ],
      ages: [
        {
          fromYears: 60,
          severity: 'avoid',
          message:
            'At 60 or older the chance of stomach bleeding from NSAIDs is higher; the label asks you to check with a doctor first.',
          source: cfrAnalgesicWarnings,
        },
      ],
    },
  },
  {
    id: 'salicylate',
    name: 'Salicylate',
    synonyms: ['salicylate', 'salicylates'],
    allergyCrossReactive: true,
    facts: {
      ages: [
        {
          belowYears: 19,
          severity: 'avoid',
          message:
            "Salicylates such as aspirin can cause Reye's syndrome, a rare but serious illness, in children and teenagers.",
          source: dailyMed('aspirin 325 mg'),
        },
      ],
      interactions: [
        {
          targetId: 'anticoagulant',
          severity: 'avoid',
          message: 'You take a blood thinner; salicylates add to its effect and raise the risk of bleeding.',
          source: dailyMed('bismuth subsalicylate 262 mg'),
        },
      ],
    },
  },

  // Antihistamines
  {
    id: 'antihistamine',
    name: 'Antihistamine',
    synonyms: ['antihistamine', 'antihistamines', 'allergy pills'],
    allergyCrossReactive: false,
  },
  {
    id: 'first-generation-antihistamine',
    name: 'Sedating (first-generation) antihistamine',
    synonyms: ['sedating antihistamine', 'first generation antihistamine', 'drowsy antihistamine'],
    // Sedating: a label line about medicines that cause drowsiness reaches them too.
    parentIds: ['antihistamine', 'anticholinergic', 'cns-depressant'],
    allergyCrossReactive: false,
    facts: {
      conditions: [
        {
          conditionId: 'glaucoma',
          severity: 'avoid',
          message:
            'You have glaucoma; sedating antihistamines can raise eye pressure, so the label asks you to check with a doctor first.',
          source: sedatingAntihistamineLabel,
        },
        {
          conditionId: 'copd',
          severity: 'avoid',
          message:
            'You have a breathing problem such as emphysema or chronic bronchitis; the label asks you to check with a doctor first.',
          source: sedatingAntihistamineLabel,
        },
        {
          conditionId: 'enlarged-prostate',
          severity: 'avoid',
          message: 'You have trouble urinating from an enlarged prostate; sedating antihistamines can make it worse.',
          source: sedatingAntihistamineLabel,
        },
      ],
      interactions: [
        {
          targetId: 'cns-depressant',
          severity: 'avoid',
          message:
            'You take a sedative, tranquilizer or other medicine that causes drowsiness; together they can cause dangerous sleepiness.',
          source: sedatingAntihistamineLabel,
        },
      ],
      ages: [
        {
          fromYears: 65,
          severity: 'avoid',
          message:
            'Sedating antihistamines are on the Beers list of medicines older adults should avoid: they cause confusion, constipation, dry mouth and falls.',
          source: beers2023,
        },
      ],
    },
  },
  {
    id: 'second-generation-antihistamine',
    name: 'Non-drowsy (second-generation) antihistamine',
    synonyms: ['non-drowsy antihistamine', 'second generation antihistamine'],
    parentIds: ['antihistamine'],
    allergyCrossReactive: false,
  },

  // Cold and cough
  {
    id: 'decongestant',
    name: 'Decongestant',
    synonyms: ['decongestant', 'decongestants'],
    allergyCrossReactive: false,
  },
  {
    id: 'oral-decongestant',
    name: 'Oral decongestant (sympathomimetic)',
    synonyms: ['oral decongestant', 'sympathomimetic'],
    parentIds: ['decongestant'],
    allergyCrossReactive: false,
    facts: {
      interactions: [
        {
          targetId: 'maoi',
          severity: 'avoid',
          message:
            'You take an MAO inhibitor; the label says not to use a decongestant with it or for 2 weeks after stopping it.',
          source: decongestantLabel,
        },
      ],
      conditions: [
        {
          conditionId: 'heart-disease',
          severity: 'avoid',
          message: 'You have heart disease; decongestants speed the heart and raise blood pressure.',
          source: decongestantLabel,
        },
        {
          conditionId: 'high-blood-pressure',
          severity: 'avoid',
          message: 'You have high blood pressure; decongestants can raise it further.',
          source: decongestantLabel,
        },
        {
          conditionId: 'thyroid-disease',
          severity: 'avoid',
          message: 'You have thyroid disease; the label asks you to check with a doctor before taking a decongestant.',
          source: decongestantLabel,
        },
        {
          conditionId: 'diabetes',
          severity: 'avoid',
          message: 'You have diabetes; the label asks you to check with a doctor before taking a decongestant.',
          source: decongestantLabel,
        },
        {
          conditionId: 'enlarged-prostate',
          severity: 'avoid',
          message: 'You have trouble urinating from an enlarged prostate; decongestants can make it worse.',
          source: decongestantLabel,
        },
      ],
    },
  },
  {
    id: 'nasal-decongestant-spray',
    name: 'Decongestant nasal spray',
    synonyms: ['nasal decongestant spray', 'decongestant spray'],
    parentIds: ['decongestant'],
    allergyCrossReactive: false,
  },
  {
    id: 'cough-suppressant',
    name: 'Cough suppressant',
    synonyms: ['cough suppressant', 'antitussive'],
    allergyCrossReactive: false,
  },
  { id: 'expectorant', name: 'Expectorant', synonyms: ['expectorant', 'mucus thinner'], allergyCrossReactive: false },

  // Digestive
  { id: 'antacid', name: 'Antacid', synonyms: ['antacid', 'antacids'], allergyCrossReactive: false },
  {
    id: 'h2-blocker',
    name: 'H2 blocker (acid reducer)',
    synonyms: ['h2 blocker', 'acid reducer', 'h2 antagonist'],
    allergyCrossReactive: false,
  },
  {
    id: 'proton-pump-inhibitor',
    name: 'Proton pump inhibitor (PPI)',
    synonyms: ['ppi', 'ppis', 'proton pump inhibitor'],
    allergyCrossReactive: false,
  },
  { id: 'antiflatulent', name: 'Anti-gas', synonyms: ['anti gas', 'antiflatulent'], allergyCrossReactive: false },
  {
    id: 'antidiarrheal',
    name: 'Antidiarrheal',
    synonyms: ['antidiarrheal', 'anti diarrhea'],
    allergyCrossReactive: false,
  },
  { id: 'laxative', name: 'Laxative', synonyms: ['laxative', 'laxatives'], allergyCrossReactive: false },
  {
    id: 'stimulant-laxative',
    name: 'Stimulant laxative',
    synonyms: ['stimulant laxative'],
    parentIds: ['laxative'],
    allergyCrossReactive: false,
  },
  {
    id: 'osmotic-laxative',
    name: 'Osmotic laxative',
    synonyms: ['osmotic laxative'],
    parentIds: ['laxative'],
    allergyCrossReactive: false,
  },
  {
    id: 'bulk-forming-laxative',
    name: 'Bulk-forming fiber laxative',
    synonyms: ['fiber laxative', 'bulk laxative'],
    parentIds: ['laxative'],
    allergyCrossReactive: false,
  },
  {
    id: 'stool-softener',
    name: 'Stool softener',
    synonyms: ['stool softener'],
    parentIds: ['laxative'],
    allergyCrossReactive: false,
  },
  {
    id: 'antiemetic',
    name: 'Anti-nausea (antiemetic)',
    synonyms: ['antiemetic', 'anti nausea', 'motion sickness medicine'],
    allergyCrossReactive: false,
  },

  // Skin and topical
  {
    id: 'topical-corticosteroid',
    name: 'Topical corticosteroid',
    synonyms: ['steroid cream', 'cortisone cream'],
    allergyCrossReactive: false,
  },
  { id: 'antifungal', name: 'Antifungal', synonyms: ['antifungal', 'antifungals'], allergyCrossReactive: false },
  {
    id: 'azole-antifungal',
    name: 'Azole antifungal',
    synonyms: ['azole', 'azoles'],
    parentIds: ['antifungal'],
    allergyCrossReactive: true,
  },
  {
    id: 'local-anesthetic',
    name: 'Local anesthetic',
    synonyms: ['local anesthetic', 'numbing medicine', 'caine'],
    allergyCrossReactive: false,
  },
  { id: 'antiviral', name: 'Antiviral', synonyms: ['antiviral'], allergyCrossReactive: false },
  {
    id: 'nicotine-replacement',
    name: 'Nicotine replacement',
    synonyms: ['nicotine replacement', 'nrt'],
    allergyCrossReactive: false,
  },

  // Central nervous system (prescription classes that OTC labels warn about)
  {
    id: 'cns-depressant',
    name: 'Medicine that causes drowsiness (CNS depressant)',
    synonyms: ['cns depressant', 'sedating medicine'],
    allergyCrossReactive: false,
  },
  {
    id: 'sedative',
    name: 'Sedative or tranquilizer',
    synonyms: [
      'sedative',
      'sedatives',
      'tranquilizer',
      'tranquilizers',
      'sleeping pill',
      'sleeping pills',
      'sleep medicine',
    ],
    parentIds: ['cns-depressant'],
    allergyCrossReactive: false,
  },
  {
    id: 'benzodiazepine',
    name: 'Benzodiazepine',
    synonyms: ['benzodiazepine', 'benzodiazepines', 'benzo', 'benzos'],
    parentIds: ['sedative'],
    allergyCrossReactive: false,
  },
  {
    id: 'z-drug',
    name: 'Sleep medicine (Z-drug)',
    synonyms: ['z drug', 'z drugs'],
    parentIds: ['sedative'],
    allergyCrossReactive: false,
  },
  {
    id: 'barbiturate',
    name: 'Barbiturate',
    synonyms: ['barbiturate', 'barbiturates'],
    parentIds: ['sedative'],
    allergyCrossReactive: false,
  },
  {
    id: 'opioid',
    name: 'Opioid',
    synonyms: ['opioid', 'opioids', 'opiate', 'opiates', 'narcotic', 'narcotics'],
    parentIds: ['cns-depressant'],
    allergyCrossReactive: false,
  },
  {
    id: 'muscle-relaxant',
    name: 'Muscle relaxant',
    synonyms: ['muscle relaxant', 'muscle relaxants'],
    parentIds: ['cns-depressant'],
    allergyCrossReactive: false,
  },
  {
    id: 'gabapentinoid',
    name: 'Gabapentinoid',
    synonyms: ['gabapentinoid'],
    parentIds: ['cns-depressant'],
    allergyCrossReactive: false,
  },
  {
    id: 'antipsychotic',
    name: 'Antipsychotic',
    synonyms: ['antipsychotic', 'antipsychotics', 'major tranquilizer'],
    parentIds: ['cns-depressant'],
    allergyCrossReactive: false,
  },
  {
    id: 'anticholinergic',
    name: 'Anticholinergic',
    synonyms: ['anticholinergic', 'anticholinergics'],
    allergyCrossReactive: false,
    facts: {
      conditions: [
        {
          conditionId: 'dementia',
          severity: 'avoid',
          message:
            'You have dementia or memory problems; medicines with anticholinergic effects, such as sedating antihistamines, can worsen confusion, and the Beers Criteria advise people with dementia to avoid them.',
          source: beers2023,
        },
      ],
    },
  },
  {
    id: 'antidepressant',
    name: 'Antidepressant',
    synonyms: ['antidepressant', 'antidepressants', 'depression medicine'],
    allergyCrossReactive: false,
  },
  {
    id: 'serotonergic',
    name: 'Medicine that raises serotonin',
    synonyms: ['serotonergic'],
    allergyCrossReactive: false,
  },
  {
    id: 'ssri',
    name: 'SSRI antidepressant',
    synonyms: ['ssri', 'ssris'],
    parentIds: ['antidepressant', 'serotonergic'],
    allergyCrossReactive: false,
  },
  {
    id: 'snri',
    name: 'SNRI antidepressant',
    synonyms: ['snri', 'snris'],
    parentIds: ['antidepressant', 'serotonergic'],
    allergyCrossReactive: false,
  },
  {
    id: 'tricyclic-antidepressant',
    name: 'Tricyclic antidepressant',
    synonyms: ['tricyclic', 'tricyclics', 'tca'],
    parentIds: ['antidepressant', 'serotonergic', 'anticholinergic', 'cns-depressant'],
    allergyCrossReactive: false,
  },
  {
    id: 'maoi',
    name: 'MAO inhibitor (MAOI)',
    synonyms: ['maoi', 'maois', 'mao inhibitor', 'monoamine oxidase inhibitor'],
    parentIds: ['antidepressant', 'serotonergic'],
    allergyCrossReactive: false,
  },
  {
    id: 'triptan',
    name: 'Triptan (migraine medicine)',
    synonyms: ['triptan', 'triptans'],
    parentIds: ['serotonergic'],
    allergyCrossReactive: false,
  },
  {
    id: 'stimulant',
    name: 'Stimulant (ADHD medicine)',
    synonyms: ['stimulant', 'stimulants', 'adhd medicine'],
    allergyCrossReactive: false,
  },
  {
    id: 'anticonvulsant',
    name: 'Seizure medicine (anticonvulsant)',
    synonyms: ['anticonvulsant', 'anticonvulsants', 'antiepileptic', 'seizure medicine'],
    allergyCrossReactive: false,
  },
  {
    id: 'mood-stabilizer',
    name: 'Mood stabilizer',
    synonyms: ['mood stabilizer', 'mood stabilizers'],
    allergyCrossReactive: false,
  },

  // Blood and heart
  {
    id: 'anticoagulant',
    name: 'Anticoagulant (blood thinner)',
    synonyms: ['anticoagulant', 'anticoagulants', 'blood thinner', 'blood thinners'],
    allergyCrossReactive: false,
  },
  {
    id: 'vitamin-k-antagonist',
    name: 'Vitamin K antagonist (warfarin)',
    synonyms: ['vitamin k antagonist'],
    parentIds: ['anticoagulant'],
    allergyCrossReactive: false,
  },
  {
    id: 'antiplatelet',
    name: 'Antiplatelet medicine',
    synonyms: ['antiplatelet', 'antiplatelets'],
    allergyCrossReactive: false,
  },
  {
    id: 'diuretic',
    name: 'Diuretic (water pill)',
    synonyms: ['diuretic', 'diuretics', 'water pill', 'water pills'],
    allergyCrossReactive: false,
  },
  {
    id: 'thiazide-diuretic',
    name: 'Thiazide diuretic',
    synonyms: ['thiazide', 'thiazides'],
    parentIds: ['diuretic'],
    allergyCrossReactive: false,
  },
  {
    id: 'loop-diuretic',
    name: 'Loop diuretic',
    synonyms: ['loop diuretic'],
    parentIds: ['diuretic'],
    allergyCrossReactive: false,
  },
  {
    id: 'potassium-sparing-diuretic',
    name: 'Potassium-sparing diuretic',
    synonyms: ['potassium sparing diuretic'],
    parentIds: ['diuretic'],
    allergyCrossReactive: false,
  },
  {
    id: 'ace-inhibitor',
    name: 'ACE inhibitor',
    synonyms: ['ace inhibitor', 'ace inhibitors', 'acei'],
    allergyCrossReactive: false,
  },
  {
    id: 'arb',
    name: 'Angiotensin receptor blocker (ARB)',
    synonyms: ['arb', 'arbs', 'angiotensin receptor blocker'],
    allergyCrossReactive: false,
  },
  {
    id: 'beta-blocker',
    name: 'Beta blocker',
    synonyms: ['beta blocker', 'beta blockers'],
    allergyCrossReactive: false,
  },
  {
    id: 'calcium-channel-blocker',
    name: 'Calcium channel blocker',
    synonyms: ['calcium channel blocker', 'calcium channel blockers', 'ccb'],
    allergyCrossReactive: false,
  },
  {
    id: 'alpha-blocker',
    name: 'Alpha blocker',
    synonyms: ['alpha blocker', 'alpha blockers'],
    allergyCrossReactive: false,
  },
  { id: 'nitrate', name: 'Nitrate (angina medicine)', synonyms: ['nitrate', 'nitrates'], allergyCrossReactive: false },
  {
    id: 'pde5-inhibitor',
    name: 'PDE5 inhibitor (erectile dysfunction medicine)',
    synonyms: ['pde5 inhibitor', 'ed medicine'],
    allergyCrossReactive: false,
  },
  {
    id: 'antiarrhythmic',
    name: 'Heart rhythm medicine (antiarrhythmic)',
    synonyms: ['antiarrhythmic', 'antiarrhythmics'],
    allergyCrossReactive: false,
  },
  {
    id: 'cardiac-glycoside',
    name: 'Cardiac glycoside (digoxin)',
    synonyms: ['cardiac glycoside'],
    allergyCrossReactive: false,
  },
  {
    id: 'statin',
    name: 'Statin (cholesterol medicine)',
    synonyms: ['statin', 'statins', 'cholesterol medicine'],
    allergyCrossReactive: false,
  },

  // Hormones, metabolism and immunity
  {
    id: 'antidiabetic',
    name: 'Diabetes medicine',
    synonyms: ['diabetes medicine', 'antidiabetic', 'blood sugar medicine'],
    allergyCrossReactive: false,
  },
  { id: 'insulin', name: 'Insulin', synonyms: ['insulin'], parentIds: ['antidiabetic'], allergyCrossReactive: false },
  {
    id: 'sulfonylurea',
    name: 'Sulfonylurea',
    synonyms: ['sulfonylurea', 'sulfonylureas'],
    parentIds: ['antidiabetic'],
    allergyCrossReactive: false,
  },
  {
    id: 'thyroid-hormone',
    name: 'Thyroid hormone',
    synonyms: ['thyroid hormone', 'thyroid medicine'],
    allergyCrossReactive: false,
  },
  {
    id: 'corticosteroid',
    name: 'Oral steroid (corticosteroid)',
    synonyms: ['steroid', 'steroids', 'corticosteroid', 'corticosteroids'],
    allergyCrossReactive: false,
  },
  {
    id: 'hormonal-contraceptive',
    name: 'Hormonal birth control',
    synonyms: ['birth control', 'birth control pill', 'the pill', 'oral contraceptive', 'contraceptive'],
    allergyCrossReactive: false,
  },
  {
    id: 'estrogen',
    name: 'Estrogen (hormone therapy)',
    synonyms: ['estrogen', 'hormone replacement', 'hrt'],
    allergyCrossReactive: false,
  },
  {
    id: 'immunosuppressant',
    name: 'Immunosuppressant',
    synonyms: ['immunosuppressant', 'immunosuppressants', 'transplant medicine'],
    allergyCrossReactive: false,
  },
  {
    id: 'antimetabolite',
    name: 'Antimetabolite (methotrexate)',
    synonyms: ['antimetabolite'],
    allergyCrossReactive: false,
  },
  {
    id: 'antiretroviral',
    name: 'HIV medicine (antiretroviral)',
    synonyms: ['antiretroviral', 'hiv medicine', 'arv'],
    allergyCrossReactive: false,
  },
  { id: 'anti-gout', name: 'Gout medicine', synonyms: ['gout medicine'], allergyCrossReactive: false },
  {
    id: 'bisphosphonate',
    name: 'Bisphosphonate (bone medicine)',
    synonyms: ['bisphosphonate', 'bisphosphonates'],
    allergyCrossReactive: false,
  },
  { id: 'antibiotic', name: 'Antibiotic', synonyms: ['antibiotic', 'antibiotics'], allergyCrossReactive: false },
  {
    id: 'fluoroquinolone',
    name: 'Fluoroquinolone antibiotic',
    synonyms: ['fluoroquinolone', 'quinolone'],
    parentIds: ['antibiotic'],
    allergyCrossReactive: false,
  },
  {
    id: 'tetracycline-antibiotic',
    name: 'Tetracycline antibiotic',
    synonyms: ['tetracyclines'],
    parentIds: ['antibiotic'],
    allergyCrossReactive: false,
  },
  {
    id: 'sulfonamide',
    name: 'Sulfonamide (sulfa drug)',
    synonyms: ['sulfa', 'sulfa drug', 'sulfa drugs', 'sulfonamide', 'sulfonamides'],
    allergyCrossReactive: true,
  },
  {
    id: 'penicillin-antibiotic',
    name: 'Penicillin antibiotic',
    synonyms: ['penicillins'],
    parentIds: ['antibiotic'],
    allergyCrossReactive: true,
  },
  {
    id: 'levodopa',
    name: "Parkinson's medicine (levodopa)",
    synonyms: ['parkinsons medicine'],
    allergyCrossReactive: false,
  },
  {
    id: 'potassium-supplement',
    name: 'Potassium supplement or salt substitute',
    synonyms: ['potassium pills'],
    allergyCrossReactive: false,
  },
];
