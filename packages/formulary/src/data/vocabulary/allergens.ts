import type { Allergen } from '../../types.js';

/**
 * What people list as allergies that is not a single ingredient. Drug-family allergies point at classes;
 * food and additive allergies match the allergens a product or supplement declares.
 */
export const allergens: Allergen[] = [
  {
    id: 'sulfa-allergy',
    name: 'Sulfonamides (sulfa)',
    synonyms: ['sulfa allergy', 'sulpha', 'sulpha allergy'],
    classIds: ['sulfonamide'],
  },
  {
    id: 'penicillin-allergy',
    name: 'Penicillin allergy',
    synonyms: ['allergic to penicillin'],
    classIds: ['penicillin-antibiotic'],
  },
  { id: 'fish', name: 'Fish', synonyms: ['fish allergy', 'fish oil allergy', 'seafood', 'salmon', 'tuna', 'cod'] },
  {
    id: 'shellfish',
    name: 'Shellfish',
    synonyms: [
      'shellfish allergy',
      'shrimp',
      'crab',
      'lobster',
      'crustacean',
      'crustaceans',
      'shell fish',
      'prawns',
      'krill',
    ],
  },
  { id: 'soy', name: 'Soy', synonyms: ['soy allergy', 'soya', 'soybean', 'soybeans', 'soy lecithin'] },
  {
    id: 'gluten',
    name: 'Gluten',
    synonyms: ['gluten intolerance', 'celiac', 'celiac disease', 'coeliac', 'wheat', 'wheat allergy'],
  },
  { id: 'lactose', name: 'Lactose', synonyms: ['lactose intolerance', 'lactose intolerant', 'milk sugar'] },
  { id: 'milk', name: 'Milk', synonyms: ['dairy', 'milk allergy', 'dairy allergy', 'casein', 'whey'] },
  {
    id: 'dyes',
    name: 'Dyes and color additives',
    synonyms: ['dye', 'dyes', 'food coloring', 'food dye', 'artificial colors', 'red dye', 'red 40', 'fd c'],
  },
  {
    id: 'tartrazine',
    name: 'Tartrazine (FD&C Yellow No. 5)',
    synonyms: ['yellow 5', 'yellow no 5', 'fd c yellow no 5', 'e102'],
  },
  { id: 'peanut', name: 'Peanuts', synonyms: ['peanut', 'peanut allergy', 'groundnut'] },
  { id: 'tree-nuts', name: 'Tree nuts', synonyms: ['tree nut', 'nuts', 'almond', 'walnut', 'cashew'] },
  { id: 'egg', name: 'Eggs', synonyms: ['egg', 'egg allergy'] },
  { id: 'gelatin', name: 'Gelatin', synonyms: ['gelatine', 'bovine gelatin', 'porcine gelatin'] },
  {
    id: 'ragweed',
    name: 'Ragweed and daisy-family plants',
    synonyms: ['ragweed allergy', 'daisy', 'daisies', 'chrysanthemum', 'marigold', 'asteraceae', 'compositae'],
  },
  { id: 'bee-products', name: 'Bee products', synonyms: ['bee pollen', 'propolis', 'royal jelly', 'honey allergy'] },
  { id: 'lanolin', name: 'Lanolin (wool fat)', synonyms: ['wool alcohols', 'wool fat', 'wool wax'] },
];
