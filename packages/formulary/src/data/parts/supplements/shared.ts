import type { Review, Supplement } from '../../../types.js';
import { lactMed, nccih, ods } from '../../sources.js';

/** Every supplement starts unreviewed; a pharmacist fills this in. */
export const unreviewed: Review = { reviewedBy: null, reviewedAt: null };

/** Builds a supplement entry with an empty review record. */
export const supplement = (s: Omit<Supplement, 'review'>): Supplement => ({ ...s, review: unreviewed });

/** The fact sheets this part cites, one constant per page so every fact points at the same address. */
export const S = {
  // NIH Office of Dietary Supplements: vitamins and minerals
  vitaminA: ods('VitaminA-Consumer', 'Vitamin A and Carotenoids'),
  vitaminAHp: ods('VitaminA-HealthProfessional', 'Vitamin A and Carotenoids (health professional)'),
  vitaminB6: ods('VitaminB6-Consumer', 'Vitamin B6'),
  vitaminB12: ods('VitaminB12-Consumer', 'Vitamin B12'),
  folate: ods('Folate-Consumer', 'Folate'),
  niacin: ods('Niacin-Consumer', 'Niacin'),
  riboflavin: ods('Riboflavin-Consumer', 'Riboflavin'),
  thiamin: ods('Thiamin-Consumer', 'Thiamin'),
  biotin: ods('Biotin-Consumer', 'Biotin'),
  pantothenicAcid: ods('PantothenicAcid-Consumer', 'Pantothenic Acid'),
  choline: ods('Choline-Consumer', 'Choline'),
  vitaminC: ods('VitaminC-Consumer', 'Vitamin C'),
  vitaminCHp: ods('VitaminC-HealthProfessional', 'Vitamin C (health professional)'),
  vitaminD: ods('VitaminD-Consumer', 'Vitamin D'),
  vitaminDHp: ods('VitaminD-HealthProfessional', 'Vitamin D (health professional)'),
  vitaminE: ods('VitaminE-Consumer', 'Vitamin E'),
  vitaminK: ods('VitaminK-Consumer', 'Vitamin K'),
  calcium: ods('Calcium-Consumer', 'Calcium'),
  magnesium: ods('Magnesium-Consumer', 'Magnesium'),
  iron: ods('Iron-Consumer', 'Iron'),
  zinc: ods('Zinc-Consumer', 'Zinc'),
  selenium: ods('Selenium-Consumer', 'Selenium'),
  potassium: ods('Potassium-Consumer', 'Potassium'),
  iodine: ods('Iodine-Consumer', 'Iodine'),
  chromium: ods('Chromium-Consumer', 'Chromium'),
  copper: ods('Copper-Consumer', 'Copper'),
  mvms: ods('MVMS-Consumer', 'Multivitamin/mineral Supplements'),
  omega3Ods: ods('Omega3FattyAcids-Consumer', 'Omega-3 Fatty Acids'),
  probioticsOds: ods('Probiotics-Consumer', 'Probiotics'),
  carnitine: ods('Carnitine-Consumer', 'Carnitine'),
  exercise: ods('ExerciseAndAthleticPerformance-Consumer', 'Dietary Supplements for Exercise and Athletic Performance'),
  ashwagandhaOds: ods('Ashwagandha-HealthProfessional', 'Ashwagandha'),
  blackCohoshOds: ods('BlackCohosh-Consumer', 'Black Cohosh'),

  // NIH National Center for Complementary and Integrative Health
  omega3: nccih('omega3-supplements-what-you-need-to-know', 'Omega-3 Supplements: What You Need To Know'),
  probiotics: nccih('probiotics-what-you-need-to-know', 'Probiotics: What You Need To Know'),
  melatonin: nccih('melatonin-what-you-need-to-know', 'Melatonin: What You Need To Know'),
  glucosamine: nccih(
    'glucosamine-and-chondroitin-for-osteoarthritis',
    'Glucosamine and Chondroitin for Osteoarthritis',
  ),
  coq10: nccih('coenzyme-q10', 'Coenzyme Q10'),
  stJohnsWort: nccih('st-johns-wort', "St. John's Wort"),
  ginkgo: nccih('ginkgo', 'Ginkgo'),
  echinacea: nccih('echinacea', 'Echinacea'),
  elder: nccih('european-elder', 'European Elder (Elderberry)'),
  garlic: nccih('garlic', 'Garlic'),
  ginger: nccih('ginger', 'Ginger'),
  turmeric: nccih('turmeric', 'Turmeric'),
  kava: nccih('kava', 'Kava'),
  valerian: nccih('valerian', 'Valerian'),
  chamomile: nccih('chamomile', 'Chamomile'),
  lavender: nccih('lavender', 'Lavender'),
  passionflower: nccih('passionflower', 'Passionflower'),
  ashwagandha: nccih('ashwagandha', 'Ashwagandha'),
  rhodiola: nccih('rhodiola', 'Rhodiola'),
  blackCohosh: nccih('black-cohosh', 'Black Cohosh'),
  sawPalmetto: nccih('saw-palmetto', 'Saw Palmetto'),
  greenTea: nccih('green-tea', 'Green Tea'),
  asianGinseng: nccih('asian-ginseng', 'Asian Ginseng'),
  cranberry: nccih('cranberry', 'Cranberry'),
  flaxseed: nccih('flaxseed-and-flaxseed-oil', 'Flaxseed and Flaxseed Oil'),
  milkThistle: nccih('milk-thistle', 'Milk Thistle'),
  peppermintOil: nccih('peppermint-oil', 'Peppermint Oil'),
  licorice: nccih('licorice-root', 'Licorice Root'),
  redYeastRice: nccih('red-yeast-rice', 'Red Yeast Rice'),
  soy: nccih('soy', 'Soy'),
  chasteberry: nccih('chasteberry', 'Chasteberry'),
  bilberry: nccih('bilberry', 'Bilberry'),
  cinnamon: nccih('cinnamon', 'Cinnamon'),
  feverfew: nccih('feverfew', 'Feverfew'),
  horseChestnut: nccih('horse-chestnut', 'Horse Chestnut'),

  // NIH LactMed
  chasteberryLactMed: lactMed('Chasteberry'),
};

/** The iron poisoning statement that US labels of iron-containing supplements carry (text for cards). */
export const ironPoisoningWarning =
  'Keep out of reach of children: accidental overdose of iron-containing products is a leading cause of fatal poisoning in children under 6.';
