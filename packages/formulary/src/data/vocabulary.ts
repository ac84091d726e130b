import type { Condition, DrugClass, Ingredient, Symptom } from '../types.js';

export const drugClasses: DrugClass[] = [
  {
    id: 'nsaid',
    name: 'NSAID (non-steroidal anti-inflammatory drug)',
    synonyms: ['nsaids', 'anti-inflammatory', 'anti-inflammatories'],
    allergyCrossReactive: true,
  },
  { id: 'salicylate', name: 'Salicylate', synonyms: ['salicylates'], allergyCrossReactive: true },
  {
    id: 'anticoagulant',
    name: 'Anticoagulant (blood thinner)',
    synonyms: ['blood thinner', 'blood thinners', 'anticoagulants'],
    allergyCrossReactive: false,
  },
  {
    id: 'diuretic',
    name: 'Diuretic (water pill)',
    synonyms: ['water pill', 'water pills', 'diuretics'],
    allergyCrossReactive: false,
  },
  {
    id: 'second-generation-antihistamine',
    name: 'Non-drowsy antihistamine',
    synonyms: ['non-drowsy antihistamine'],
    allergyCrossReactive: false,
  },
];

export const ingredients: Ingredient[] = [
  { id: 'acetaminophen', name: 'Acetaminophen', classIds: [], synonyms: ['paracetamol', 'apap'] },
  { id: 'ibuprofen', name: 'Ibuprofen', classIds: ['nsaid'], synonyms: [] },
  { id: 'naproxen', name: 'Naproxen sodium', classIds: ['nsaid'], synonyms: ['naproxen'] },
  { id: 'aspirin', name: 'Aspirin', classIds: ['nsaid', 'salicylate'], synonyms: ['acetylsalicylic acid', 'asa'] },
  { id: 'loratadine', name: 'Loratadine', classIds: ['second-generation-antihistamine'], synonyms: [] },
  { id: 'warfarin', name: 'Warfarin', classIds: ['anticoagulant'], synonyms: ['coumadin', 'jantoven'] },
];

export const conditions: Condition[] = [
  {
    id: 'liver-disease',
    name: 'Liver disease',
    synonyms: ['cirrhosis', 'liver cirrhosis', 'hepatitis', 'fatty liver'],
  },
  {
    id: 'kidney-disease',
    name: 'Kidney disease',
    synonyms: ['ckd', 'chronic kidney disease', 'renal disease', 'kidney failure'],
  },
  { id: 'high-blood-pressure', name: 'High blood pressure', synonyms: ['hypertension', 'htn', 'high bp'] },
  { id: 'heart-disease', name: 'Heart disease', synonyms: ['coronary artery disease', 'cad', 'heart failure'] },
  { id: 'asthma', name: 'Asthma', synonyms: [] },
  {
    id: 'stomach-ulcer',
    name: 'Stomach ulcer or bleeding',
    synonyms: ['ulcer', 'peptic ulcer', 'stomach bleeding', 'gi bleed'],
  },
  { id: 'bleeding-disorder', name: 'Bleeding problem', synonyms: ['hemophilia', 'bleeding disorder'] },
];

export const symptoms: Symptom[] = [
  { id: 'headache', name: 'Headache', synonyms: ['head ache', 'head pain'] },
  { id: 'fever', name: 'Fever', synonyms: ['temperature', 'high temperature'] },
  { id: 'muscle-aches', name: 'Muscle aches', synonyms: ['muscle pain', 'sore muscles', 'body aches'] },
  { id: 'toothache', name: 'Toothache', synonyms: ['tooth pain', 'tooth ache'] },
  { id: 'backache', name: 'Backache', synonyms: ['back pain'] },
  { id: 'menstrual-cramps', name: 'Menstrual cramps', synonyms: ['period pain', 'period cramps'] },
  { id: 'arthritis-pain', name: 'Minor arthritis pain', synonyms: ['arthritis', 'joint pain'] },
  { id: 'sneezing', name: 'Sneezing', synonyms: [] },
  { id: 'runny-nose', name: 'Runny nose', synonyms: ['runny nose', 'rhinorrhea'] },
  { id: 'itchy-watery-eyes', name: 'Itchy, watery eyes', synonyms: ['itchy eyes', 'watery eyes'] },
];
