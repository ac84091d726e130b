import type { Symptom } from '../../types.js';

/** What people search for: each symptom with lay phrasings and the misspellings seen most often. */
export const symptoms: Symptom[] = [
  // Pain and fever
  {
    id: 'headache',
    name: 'Headache',
    synonyms: [
      'headaches',
      'head ache',
      'head pain',
      'hedache',
      'headach',
      'haedache',
      'headace',
      'tension headache',
      'my head hurts',
      'pounding head',
    ],
  },
  { id: 'migraine', name: 'Migraine', synonyms: ['migraines', 'migrane', 'migraine headache', 'migrain'] },
  {
    id: 'fever',
    name: 'Fever',
    synonyms: ['temperature', 'high temperature', 'feverish', 'fevers', 'fver', 'running a fever'],
  },
  {
    id: 'muscle-aches',
    name: 'Muscle aches',
    synonyms: [
      'muscle pain',
      'sore muscles',
      'muscle ache',
      'aching muscles',
      'muscle soreness',
      'pulled muscle',
      'strain',
      'sprain',
    ],
  },
  {
    id: 'body-aches',
    name: 'Body aches',
    synonyms: ['body ache', 'aching all over', 'achy', 'aches and pains', 'minor aches'],
  },
  {
    id: 'toothache',
    name: 'Toothache',
    synonyms: ['tooth pain', 'tooth ache', 'toothach', 'dental pain', 'sore tooth'],
  },
  {
    id: 'backache',
    name: 'Backache',
    synonyms: ['back pain', 'back ache', 'sore back', 'lower back pain', 'bad back'],
  },
  {
    id: 'menstrual-cramps',
    name: 'Menstrual cramps',
    synonyms: ['period pain', 'period cramps', 'cramps', 'menstrual pain', 'dysmenorrhea', 'menstral cramps'],
  },
  {
    id: 'arthritis-pain',
    name: 'Minor arthritis pain',
    synonyms: ['arthritis', 'arthritis pain', 'osteoarthritis', 'joint pain', 'sore joints', 'athritis', 'achy joints'],
  },
  {
    id: 'sore-throat',
    name: 'Sore throat',
    synonyms: ['throat pain', 'scratchy throat', 'painful throat', 'soar throat', 'sore throught', 'throat hurts'],
  },

  // Cold, flu and cough
  { id: 'common-cold', name: 'Common cold', synonyms: ['cold', 'a cold', 'head cold', 'colds', 'cold symptoms'] },
  { id: 'flu-symptoms', name: 'Flu symptoms', synonyms: ['flu', 'influenza', 'flu like symptoms', 'the flu'] },
  {
    id: 'cough',
    name: 'Cough',
    synonyms: ['coughing', 'dry cough', 'tickly cough', 'hacking cough', 'cought', 'caugh', 'coff'],
  },
  {
    id: 'chest-congestion',
    name: 'Chest congestion',
    synonyms: ['mucus', 'phlegm', 'chesty cough', 'wet cough', 'productive cough', 'congested chest', 'flem'],
  },
  {
    id: 'nasal-congestion',
    name: 'Stuffy nose',
    synonyms: [
      'stuffy nose',
      'nasal congestion',
      'blocked nose',
      'stuffed up nose',
      'stuffed nose',
      'congestion',
      'congested',
      'nose stuffed up',
      'stuffy',
    ],
  },
  {
    id: 'sinus-pressure',
    name: 'Sinus pressure',
    synonyms: ['sinus congestion', 'sinus pain', 'sinus headache', 'sinuses', 'sinus', 'sinus pressure'],
  },
  {
    id: 'runny-nose',
    name: 'Runny nose',
    synonyms: ['runny nose', 'running nose', 'rhinorrhea', 'dripping nose', 'post nasal drip'],
  },
  { id: 'sneezing', name: 'Sneezing', synonyms: ['sneeze', 'sneezes', 'sneezy'] },
  {
    id: 'itchy-watery-eyes',
    name: 'Itchy, watery eyes',
    synonyms: ['itchy eyes', 'watery eyes', 'eye allergies', 'itchy watery eyes'],
  },
  {
    id: 'hay-fever',
    name: 'Hay fever',
    synonyms: [
      'seasonal allergies',
      'allergies',
      'allergic rhinitis',
      'pollen allergy',
      'allergy',
      'alergies',
      'allergys',
    ],
  },
  {
    id: 'itchy-nose-throat',
    name: 'Itchy nose or throat',
    synonyms: ['itchy throat', 'itchy nose', 'tickle in throat'],
  },

  // Skin
  { id: 'hives', name: 'Hives', synonyms: ['urticaria', 'welts', 'hive'] },
  { id: 'itchy-skin', name: 'Itchy skin', synonyms: ['itching', 'itch', 'itchy', 'pruritus', 'skin itch'] },
  { id: 'rash', name: 'Rash', synonyms: ['skin rash', 'rashes', 'red skin'] },
  {
    id: 'insect-bites',
    name: 'Insect bites and stings',
    synonyms: ['bug bites', 'mosquito bites', 'bee sting', 'insect bite', 'stings'],
  },
  { id: 'poison-ivy', name: 'Poison ivy, oak or sumac', synonyms: ['poison oak', 'poison sumac', 'poison ivy rash'] },
  { id: 'eczema', name: 'Eczema', synonyms: ['dermatitis', 'atopic dermatitis', 'exema', 'eczma'] },
  { id: 'minor-burns', name: 'Minor burns', synonyms: ['burn', 'burns', 'scald'] },
  { id: 'sunburn', name: 'Sunburn', synonyms: ['sun burn', 'sunburnt'] },
  {
    id: 'cuts-scrapes',
    name: 'Minor cuts and scrapes',
    synonyms: ['cut', 'cuts', 'scrape', 'scrapes', 'graze', 'wound'],
  },
  {
    id: 'athletes-foot',
    name: "Athlete's foot",
    synonyms: ['athletes foot', "athlete's foot", 'foot fungus', 'tinea pedis'],
  },
  { id: 'jock-itch', name: 'Jock itch', synonyms: ['tinea cruris', 'groin rash'] },
  { id: 'ringworm', name: 'Ringworm', synonyms: ['tinea corporis', 'ring worm'] },
  { id: 'cold-sores', name: 'Cold sores', synonyms: ['cold sore', 'fever blister', 'fever blisters', 'oral herpes'] },
  { id: 'acne', name: 'Acne', synonyms: ['pimples', 'spots', 'zits', 'breakouts'] },

  // Mouth
  {
    id: 'mouth-pain',
    name: 'Mouth pain',
    synonyms: ['canker sore', 'canker sores', 'mouth sores', 'mouth ulcer', 'gum pain', 'sore gums'],
  },

  // Digestive
  {
    id: 'heartburn',
    name: 'Heartburn',
    synonyms: ['heart burn', 'acid reflux', 'reflux', 'hartburn', 'heartburns', 'burning chest after eating'],
  },
  { id: 'acid-indigestion', name: 'Acid indigestion', synonyms: ['indigestion', 'dyspepsia', 'acid stomach'] },
  { id: 'sour-stomach', name: 'Sour stomach', synonyms: ['sour stomach'] },
  {
    id: 'upset-stomach',
    name: 'Upset stomach',
    synonyms: ['stomach ache', 'stomachache', 'tummy ache', 'stomach pain', 'upset tummy', 'stomach upset'],
  },
  {
    id: 'nausea',
    name: 'Nausea',
    synonyms: ['nauseous', 'nauseated', 'queasy', 'feel sick', 'nausia', 'nasea', 'feeling sick'],
  },
  { id: 'vomiting', name: 'Vomiting', synonyms: ['throwing up', 'vomit', 'being sick'] },
  {
    id: 'motion-sickness',
    name: 'Motion sickness',
    synonyms: ['car sickness', 'carsick', 'seasickness', 'seasick', 'travel sickness', 'airsick'],
  },
  {
    id: 'gas-bloating',
    name: 'Gas and bloating',
    synonyms: ['gas', 'bloating', 'bloated', 'flatulence', 'wind', 'gassy', 'trapped wind'],
  },
  {
    id: 'diarrhea',
    name: 'Diarrhea',
    synonyms: [
      'diarrhoea',
      'diarhea',
      'diarrea',
      'diarreah',
      'diahrrea',
      'loose stools',
      'the runs',
      'runny stool',
      'travelers diarrhea',
    ],
  },
  {
    id: 'constipation',
    name: 'Constipation',
    synonyms: ['constipated', 'cant poop', 'irregularity', 'hard stools', 'constipaton', 'blocked up'],
  },
  { id: 'hemorrhoids', name: 'Hemorrhoids', synonyms: ['piles', 'haemorrhoids', 'hemroids', 'hemorrhoid'] },

  // Sleep, mood and energy
  {
    id: 'insomnia',
    name: 'Occasional sleeplessness',
    synonyms: [
      'insomnia',
      'cant sleep',
      "can't sleep",
      'trouble sleeping',
      'sleeplessness',
      'sleep problems',
      'insomina',
      'difficulty sleeping',
    ],
  },
  { id: 'jet-lag', name: 'Jet lag', synonyms: ['jetlag', 'jet lagged'] },
  { id: 'stress', name: 'Stress', synonyms: ['stressed', 'feeling stressed', 'nervous tension'] },
  { id: 'anxiety', name: 'Anxiety', synonyms: ['anxious', 'worry', 'nervousness', 'anxiousness'] },
  { id: 'low-mood', name: 'Low mood', synonyms: ['feeling down', 'mild depression', 'sad', 'blue'] },
  {
    id: 'fatigue',
    name: 'Tiredness',
    synonyms: ['fatigue', 'tired', 'tiredness', 'low energy', 'exhausted', 'exhaustion', 'no energy', 'fatique'],
  },
  {
    id: 'memory',
    name: 'Memory and focus',
    synonyms: ['forgetfulness', 'poor memory', 'brain fog', 'focus', 'concentration'],
  },

  // Other
  {
    id: 'quit-smoking',
    name: 'Quitting smoking',
    synonyms: [
      'stop smoking',
      'nicotine cravings',
      'nicotine withdrawal',
      'quit smoking',
      'smoking cessation',
      'quitting smoking',
    ],
  },
  {
    id: 'vaginal-yeast-infection',
    name: 'Vaginal yeast infection',
    synonyms: ['yeast infection', 'thrush', 'vaginal itching', 'candida'],
  },
  { id: 'dry-eyes', name: 'Dry eyes', synonyms: ['dry eye', 'gritty eyes'] },
  { id: 'red-eyes', name: 'Red eyes', synonyms: ['bloodshot eyes', 'eye redness', 'red eye'] },
  { id: 'earwax', name: 'Earwax buildup', synonyms: ['ear wax', 'earwax', 'blocked ear'] },
  { id: 'leg-cramps', name: 'Leg cramps', synonyms: ['leg cramp', 'muscle cramps', 'charley horse'] },
  {
    id: 'bone-health',
    name: 'Bone health',
    synonyms: ['weak bones', 'osteoporosis prevention', 'bone strength', 'brittle bones'],
  },
  { id: 'joint-stiffness', name: 'Joint stiffness', synonyms: ['stiff joints', 'joint health'] },
  {
    id: 'frequent-colds',
    name: 'Frequent colds',
    synonyms: ['immune support', 'immunity', 'catch colds often', 'weak immune system'],
  },
  { id: 'low-iron', name: 'Low iron', synonyms: ['iron deficiency', 'anemia', 'anaemia', 'low iron'] },
  {
    id: 'hair-skin-nails',
    name: 'Hair, skin and nails',
    synonyms: ['brittle nails', 'hair loss', 'thinning hair', 'dry skin'],
  },
  {
    id: 'heart-health',
    name: 'Heart health',
    synonyms: ['cholesterol', 'high cholesterol', 'triglycerides', 'high triglycerides'],
  },
  { id: 'eye-health', name: 'Eye health', synonyms: ['macular degeneration', 'vision health', 'amd'] },
  { id: 'prenatal', name: 'Pregnancy nutrition', synonyms: ['prenatal', 'trying to conceive', 'pregnancy vitamins'] },
  {
    id: 'urinary-tract-health',
    name: 'Urinary tract health',
    synonyms: ['uti prevention', 'bladder health', 'urinary health'],
  },
];
