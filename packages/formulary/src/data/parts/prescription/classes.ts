import type { DrugClass } from '../../../types.js';

/**
 * Classes the prescription ingredients need that the shared vocabulary lacks. Each sits under the shared class
 * that OTC labels name, so a label line aimed at the broad class still reaches every member.
 */
export const prescriptionClasses: DrugClass[] = [
  {
    id: 'doac',
    name: 'Direct oral anticoagulant (DOAC)',
    synonyms: ['doac', 'doacs', 'noac', 'noacs', 'direct oral anticoagulant', 'direct oral anticoagulants'],
    parentIds: ['anticoagulant'],
    allergyCrossReactive: false,
  },
  {
    // Not 'corticosteroid': inhaled steroids act in the airways and are not the oral steroids that OTC labels
    // (NSAIDs: "taking a prescription steroid drug") warn about.
    id: 'inhaled-corticosteroid',
    name: 'Inhaled corticosteroid (steroid inhaler)',
    synonyms: [
      'inhaled corticosteroid',
      'inhaled corticosteroids',
      'inhaled steroid',
      'inhaled steroids',
      'steroid inhaler',
      'ics',
      // Nasal steroid sprays also act locally; without these 'steroid' alone would read as an oral steroid.
      'nasal steroid',
      'nasal steroids',
      'steroid nasal spray',
      'steroid nose spray',
    ],
    allergyCrossReactive: false,
  },
  {
    id: 'bronchodilator',
    name: 'Bronchodilator (airway-opening medicine)',
    synonyms: ['bronchodilator', 'bronchodilators', 'rescue inhaler', 'rescue inhalers'],
    allergyCrossReactive: false,
  },
  {
    // Cephalosporin labels: do not use with a known allergy to cephalexin or other members of the class.
    id: 'cephalosporin',
    name: 'Cephalosporin antibiotic',
    synonyms: ['cephalosporin', 'cephalosporins'],
    parentIds: ['antibiotic'],
    allergyCrossReactive: true,
  },
  {
    // Azithromycin label: contraindicated with hypersensitivity to azithromycin, erythromycin or any macrolide.
    id: 'macrolide',
    name: 'Macrolide antibiotic',
    synonyms: ['macrolide', 'macrolides'],
    parentIds: ['antibiotic'],
    allergyCrossReactive: true,
  },
  {
    id: 'cholinesterase-inhibitor',
    name: 'Cholinesterase inhibitor (dementia medicine)',
    synonyms: ['cholinesterase inhibitor', 'cholinesterase inhibitors', 'acetylcholinesterase inhibitor'],
    allergyCrossReactive: false,
  },
  {
    id: 'antiestrogen',
    name: 'Anti-estrogen breast cancer medicine (tamoxifen, aromatase inhibitor)',
    synonyms: ['antiestrogen', 'anti estrogen', 'aromatase inhibitor', 'aromatase inhibitors'],
    allergyCrossReactive: false,
  },
];
