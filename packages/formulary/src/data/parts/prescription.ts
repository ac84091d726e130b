import type { FormularyPart } from '../../types.js';
import { bloodHeartIngredients } from './prescription/blood-heart.js';
import { prescriptionClasses } from './prescription/classes.js';
import { hormonesMetabolismIngredients } from './prescription/hormones-metabolism.js';
import { infectionImmunityIngredients } from './prescription/infection-immunity.js';
import { mentalHealthIngredients } from './prescription/mental-health.js';
import { neuroPainIngredients } from './prescription/neuro-pain.js';
import { respiratoryDigestiveOtherIngredients } from './prescription/respiratory-digestive-other.js';

/**
 * Prescription medicines people list as their current medicines ('Coumadin', 'Eliquis 5 mg', 'metoprolol succ ER').
 * Each resolves to an ingredient whose classes let OTC label warnings about a class ("ask a doctor if you take a
 * blood thinner / an MAOI / sedatives") reach the person. Rx ingredients carry no facts: the warnings live on the
 * OTC side. OTC ingredients (acetaminophen, ibuprofen, ...) are defined by the OTC parts, not here.
 */
/**
 * Combinations sold under one name, and what is inside them: taking Percocet counts as taking acetaminophen,
 * so a second acetaminophen product is flagged as the same ingredient twice (an overdose risk).
 */
const components: Record<string, string[]> = {
  'aspirin-dipyridamole': ['aspirin', 'dipyridamole'],
  'dextromethorphan-bupropion': ['dextromethorphan', 'bupropion'],
  'butalbital-acetaminophen-caffeine': ['acetaminophen', 'caffeine'],
  'butalbital-aspirin-caffeine': ['aspirin', 'caffeine'],
  'hydrocodone-acetaminophen': ['hydrocodone', 'acetaminophen'],
  'oxycodone-acetaminophen': ['oxycodone', 'acetaminophen'],
  'acetaminophen-codeine': ['acetaminophen', 'codeine'],
  'hydrocodone-ibuprofen': ['hydrocodone', 'ibuprofen'],
  'tramadol-acetaminophen': ['tramadol', 'acetaminophen'],
  'promethazine-codeine': ['promethazine', 'codeine'],
  'ezetimibe-simvastatin': ['ezetimibe', 'simvastatin'],
  'lisinopril-hydrochlorothiazide': ['lisinopril', 'hydrochlorothiazide'],
  'amlodipine-benazepril': ['amlodipine', 'benazepril'],
  'losartan-hydrochlorothiazide': ['losartan', 'hydrochlorothiazide'],
  'valsartan-hydrochlorothiazide': ['valsartan', 'hydrochlorothiazide'],
  'bisoprolol-hydrochlorothiazide': ['bisoprolol', 'hydrochlorothiazide'],
  'enalapril-hydrochlorothiazide': ['enalapril', 'hydrochlorothiazide'],
  'quinapril-hydrochlorothiazide': ['quinapril', 'hydrochlorothiazide'],
  'azilsartan-chlorthalidone': ['azilsartan', 'chlorthalidone'],
  'irbesartan-hydrochlorothiazide': ['irbesartan', 'hydrochlorothiazide'],
  'olmesartan-hydrochlorothiazide': ['olmesartan', 'hydrochlorothiazide'],
  'olmesartan-amlodipine-hydrochlorothiazide': ['olmesartan', 'amlodipine', 'hydrochlorothiazide'],
  'amlodipine-olmesartan': ['amlodipine', 'olmesartan'],
  'amlodipine-valsartan': ['amlodipine', 'valsartan'],
  'telmisartan-hydrochlorothiazide': ['telmisartan', 'hydrochlorothiazide'],
  'atenolol-chlorthalidone': ['atenolol', 'chlorthalidone'],
  'spironolactone-hydrochlorothiazide': ['spironolactone', 'hydrochlorothiazide'],
  'triamterene-hydrochlorothiazide': ['triamterene', 'hydrochlorothiazide'],
  'sacubitril-valsartan': ['valsartan'],
  'sitagliptin-metformin': ['sitagliptin', 'metformin'],
  'amphetamine-dextroamphetamine': ['amphetamine', 'dextroamphetamine'],
};

const ingredients = [
  ...bloodHeartIngredients,
  ...mentalHealthIngredients,
  ...neuroPainIngredients,
  ...hormonesMetabolismIngredients,
  ...infectionImmunityIngredients,
  ...respiratoryDigestiveOtherIngredients,
].map((ingredient) =>
  components[ingredient.id] ? { ...ingredient, componentIds: components[ingredient.id] } : ingredient,
);

export const part: FormularyPart = { drugClasses: prescriptionClasses, ingredients };
