import type { InteractionFact, Review } from '../../../types.js';
import { dailyMed, lactMed } from '../../sources.js';

/** Drug Facts labels and LactMed records cited by the digestive part, one place so every fact names the same page. */
export const labels = {
  famotidine: dailyMed('famotidine 20 mg'),
  pepcidAc: dailyMed('Pepcid AC famotidine 10 mg'),
  pepcidComplete: dailyMed('Pepcid Complete famotidine calcium carbonate magnesium hydroxide'),
  cimetidine: dailyMed('cimetidine 200 mg'),
  omeprazole: dailyMed('omeprazole delayed release tablets 20 mg'),
  prilosecOtc: dailyMed('Prilosec OTC omeprazole magnesium'),
  zegeridOtc: dailyMed('Zegerid OTC omeprazole sodium bicarbonate'),
  esomeprazole: dailyMed('esomeprazole magnesium 20 mg'),
  lansoprazole: dailyMed('lansoprazole 15 mg'),
  calciumCarbonate: dailyMed('calcium carbonate antacid'),
  tums: dailyMed('Tums calcium carbonate'),
  magnesiumHydroxide: dailyMed('magnesium hydroxide milk of magnesia'),
  alMgSimethicone: dailyMed('aluminum hydroxide magnesium hydroxide simethicone'),
  alkaSeltzer: dailyMed('Alka-Seltzer Original'),
  sodiumBicarbonate: dailyMed('sodium bicarbonate antacid'),
  simethicone: dailyMed('simethicone 125 mg'),
  simethiconeInfant: dailyMed('simethicone 20 mg per 0.3 mL infant drops'),
  bismuth: dailyMed('bismuth subsalicylate 262 mg'),
  loperamide: dailyMed('loperamide hydrochloride 2 mg'),
  docusate: dailyMed('docusate sodium 100 mg'),
  sennosides: dailyMed('sennosides 8.6 mg'),
  sennaS: dailyMed('sennosides 8.6 mg docusate sodium 50 mg'),
  bisacodyl: dailyMed('bisacodyl 5 mg'),
  bisacodylSuppository: dailyMed('bisacodyl 10 mg suppository'),
  peg3350: dailyMed('polyethylene glycol 3350'),
  psyllium: dailyMed('psyllium husk fiber'),
  methylcellulose: dailyMed('methylcellulose 500 mg caplets'),
  meclizine: dailyMed('meclizine hydrochloride 25 mg'),
  dimenhydrinate: dailyMed('dimenhydrinate 50 mg'),
  emetrol: dailyMed('Emetrol dextrose levulose phosphoric acid'),
  // Labels of prescription medicines whose absorption antacids reduce.
  doxycycline: dailyMed('doxycycline hyclate'),
  ciprofloxacin: dailyMed('ciprofloxacin tablets'),
  levothyroxine: dailyMed('levothyroxine sodium tablets'),
  alendronate: dailyMed('alendronate sodium tablets'),
  lactMed: {
    cimetidine: lactMed('cimetidine'),
    bismuth: lactMed('bismuth subsalicylate'),
    meclizine: lactMed('meclizine'),
    dimenhydrinate: lactMed('dimenhydrinate'),
  },
};

export const unreviewed: Review = { reviewedBy: null, reviewedAt: null };

/**
 * Antacids bind some prescription medicines in the gut. The antacid labels only say "ask a doctor or pharmacist
 * if you take a prescription drug"; the interacting medicines' own labels name antacids and give the spacing.
 * Caution, not avoid: the fix is spacing the doses, not doing without the antacid.
 */
export const antacidSpacing: InteractionFact[] = [
  {
    targetId: 'tetracycline-antibiotic',
    severity: 'caution',
    message:
      'You take a tetracycline antibiotic such as doxycycline; antacids bind it in the gut, so ask your pharmacist how far apart to take them.',
    source: labels.doxycycline,
  },
  {
    targetId: 'fluoroquinolone',
    severity: 'caution',
    message:
      'You take a quinolone antibiotic such as ciprofloxacin; antacids block its absorption, so take it at least 2 hours before or 6 hours after the antacid.',
    source: labels.ciprofloxacin,
  },
  {
    targetId: 'thyroid-hormone',
    severity: 'caution',
    message: 'You take thyroid hormone; antacids reduce how much is absorbed, so take them at least 4 hours apart.',
    source: labels.levothyroxine,
  },
  {
    targetId: 'bisphosphonate',
    severity: 'caution',
    message:
      'You take a bone medicine such as alendronate; antacids stop it being absorbed, so wait at least 30 minutes after it before taking an antacid.',
    source: labels.alendronate,
  },
];

/** Card lines shared by the H2 blockers and proton pump inhibitors (symptoms that need a doctor, not a product). */
export const acidReducerRedFlags = [
  'Do not use if you have trouble or pain swallowing food, are vomiting blood, or have bloody or black stools: these can be signs of a serious condition that needs a doctor.',
  'Ask a doctor first if you have had heartburn for over 3 months, heartburn with lightheadedness, sweating or dizziness, chest or shoulder pain with shortness of breath or pain spreading to the arms, neck or shoulders, frequent chest pain, frequent wheezing with heartburn, unexplained weight loss, nausea or vomiting, or stomach pain.',
];

/** Card lines shared by the laxatives. */
export const laxativeRedFlags = [
  'Ask a doctor first if you have stomach pain, nausea or vomiting, or a sudden change in bowel habits lasting over 2 weeks.',
  'Stop use and ask a doctor if you have rectal bleeding or no bowel movement after use: these may mean a serious condition.',
  'Do not use a laxative for more than 1 week unless a doctor tells you to.',
];
