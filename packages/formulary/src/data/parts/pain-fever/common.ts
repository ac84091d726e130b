import type { AgeFact, Fact, Review, Source } from '../../../types.js';

/** Shared helpers for the pain-fever and cold-allergy parts: age facts from label directions and card text. */

export const unreviewed = (): Review => ({ reviewedBy: null, reviewedAt: null });

/** Directions say "children under N years: ask a doctor". */
export const underAskDoctor = (years: number, source: Source, what = 'This product'): AgeFact => ({
  belowYears: years,
  severity: 'avoid',
  message: `${what} is labelled for ages ${years} and over; for anyone younger the label asks you to check with a doctor first.`,
  source,
});

/** Directions say "children under N years: do not use". */
export const underDoNotUse = (years: number, source: Source, what = 'This product'): AgeFact => ({
  belowYears: years,
  severity: 'avoid',
  message: `${what} is not for children under ${years}; the label says not to use it at that age.`,
  source,
});

/** Directions start at N years and younger children are either "ask a doctor" or "do not use". */
export const underNotLabelled = (years: number, source: Source, what = 'This product'): AgeFact => ({
  belowYears: years,
  severity: 'avoid',
  message: `${what} is labelled for ages ${years} and over; do not give it to a younger child unless a doctor says so.`,
  source,
});

/** Directions say "adults 65 years and over: ask a doctor". */
export const from65AskDoctor = (source: Source): AgeFact => ({
  fromYears: 65,
  severity: 'avoid',
  message: 'At 65 or older the label asks you to check with a doctor before using this product.',
  source,
});

/** Pediatric suspensions: "under 2 years: ask a doctor". */
export const underTwoAskDoctor = (source: Source): AgeFact => ({
  belowYears: 2,
  severity: 'avoid',
  message: 'For a child under 2 the label gives no dose; ask a doctor before giving it.',
  source,
});

/** Breastfeeding fact for pain-relief doses of aspirin (not low-dose aspirin), product level. */
export const aspirinPainDoseBreastfeeding = (source: Source): Fact => ({
  severity: 'avoid',
  message:
    "LactMed prefers acetaminophen or ibuprofen to pain-relief doses of aspirin while breastfeeding, because of rare but serious risks to the baby such as bleeding and Reye's syndrome.",
  source,
});

// Card text, written in our own words from the Drug Facts labels.

export const text = {
  apapLiver:
    'Liver warning: severe liver damage may occur if you take more than the daily maximum, take it with other medicines containing acetaminophen, or have 3 or more alcoholic drinks a day while using it.',
  apapDuplicate: 'Do not use with any other medicine containing acetaminophen (many cold, flu and sleep products do).',
  apapSkin:
    'Allergy alert: acetaminophen can rarely cause serious skin reactions; stop and get help at once if redness, blisters or a rash appear.',
  apapLiverDisease: 'Liver disease: ask a doctor before use.',
  apapWarfarin: 'Warfarin (blood thinner): ask a doctor or pharmacist before use.',
  nsaidStomach:
    'Stomach bleeding warning: the risk is higher if you are 60 or older, have had ulcers or bleeding, take a blood thinner or steroid, take another NSAID, have 3 or more alcoholic drinks a day, or take more or longer than directed.',
  nsaidHeart:
    'Heart attack and stroke warning: NSAIDs other than aspirin raise the risk of heart attack, heart failure and stroke, more so at higher doses or with longer use.',
  nsaidAllergy:
    'Allergy alert: may cause a severe allergic reaction (hives, facial swelling, wheezing, shock), especially in people allergic to aspirin.',
  nsaidPregnancy:
    'Pregnancy: do not use at 20 weeks or later unless a doctor says so; NSAIDs can harm the baby and cause problems in delivery.',
  nsaidAskDoctor:
    'Ask a doctor first if you have high blood pressure, heart, liver or kidney disease, asthma or stomach problems, or take a diuretic.',
  aspirinReye:
    "Reye's syndrome: children and teenagers who have or are recovering from chickenpox or flu-like symptoms should not use aspirin.",
  aspirinEars: 'Stop use and ask a doctor if you have ringing in the ears or loss of hearing.',
  caffeineLimit:
    'Contains caffeine (about as much per dose as a cup of coffee): limit coffee, tea, energy drinks and other caffeine, which can cause nervousness, sleeplessness and a fast heartbeat.',
  dphDuplicate: 'Do not use with any other product containing diphenhydramine, even one used on the skin.',
  sleepAidChild: 'Do not give to children under 12 or use to make a child sleepy.',
  sleepAidStop:
    'Stop use and ask a doctor if sleeplessness lasts more than 2 weeks; it can be a sign of a serious illness.',
  drowsy: 'Causes marked drowsiness: avoid alcohol, and do not drive or operate machinery after taking it.',
  sedatingAskDoctor:
    'Ask a doctor first if you have glaucoma, a breathing problem such as emphysema or chronic bronchitis, or trouble urinating from an enlarged prostate.',
  excitability: 'May cause excitability, especially in children.',
  decongestantMaoi:
    "Do not use if you take an MAO inhibitor (for depression, psychiatric conditions or Parkinson's disease) or within 2 weeks of stopping one.",
  decongestantAskDoctor:
    'Ask a doctor first if you have heart disease, high blood pressure, thyroid disease, diabetes or trouble urinating from an enlarged prostate.',
  decongestantStop:
    'Stop use and ask a doctor if you become nervous, dizzy or sleepless, or symptoms last more than 7 days.',
  pseBehindCounter:
    'Sold from behind the pharmacy counter: US law limits how much pseudoephedrine you can buy and requires photo ID.',
  phenylephrineIneffective:
    'Effectiveness: an FDA advisory committee concluded in 2023 that oral phenylephrine does not work as a nasal decongestant at the labelled dose, and FDA has since proposed removing it as an OTC decongestant.',
  dxmMaoi:
    "Do not use if you take an MAO inhibitor (for depression, psychiatric conditions or Parkinson's disease) or within 2 weeks of stopping one.",
  chronicCough:
    'Ask a doctor first if your cough is long-lasting (as with smoking, asthma or emphysema) or brings up a lot of phlegm.',
  coughStop:
    'Stop use and ask a doctor if the cough lasts more than 7 days, comes back, or comes with fever, rash or a headache that will not go away; these can be signs of a serious illness.',
  soreThroat:
    'Sore throat warning: if it is severe, lasts more than 2 days, or comes with fever, headache, rash, nausea or vomiting, see a doctor promptly.',
  feverStop:
    'Stop use and ask a doctor if pain gets worse or lasts more than 10 days, or fever gets worse or lasts more than 3 days.',
  childFeverStop:
    'Stop use and ask a doctor if the child’s pain gets worse or lasts more than 5 days, fever gets worse or lasts more than 3 days, or new symptoms appear.',
};

/** How each ingredient works, in plain words; combination products join them. */
export const mechanism = {
  acetaminophen:
    "Acetaminophen acts in the brain to damp pain signals and reset the body's temperature control; it has little effect on inflammation and does not irritate the stomach.",
  nsaid: 'Blocks the COX enzymes that make prostaglandins, the chemical messengers of pain, fever and inflammation.',
  aspirin:
    'Aspirin permanently blocks the COX enzymes that make prostaglandins (pain, fever, inflammation) and makes blood platelets less sticky for several days.',
  caffeine: 'Caffeine narrows blood vessels in the head and helps the pain relievers work better and faster.',
  topicalNsaid:
    'Diclofenac rubbed on the skin passes into the joint beneath and blocks the COX enzymes that make inflammatory prostaglandins there, with far less reaching the blood than a pill.',
  firstGenAntihistamine:
    'A sedating antihistamine blocks histamine H1 receptors, drying a runny nose and easing sneezing and itching; it enters the brain, which causes drowsiness.',
  secondGenAntihistamine:
    'Blocks histamine H1 receptors in the nose, eyes and skin, where histamine causes sneezing, itching and a runny nose, and enters the brain much less than older antihistamines.',
  oralDecongestant:
    'Tightens swollen blood vessels in the lining of the nose and sinuses, which opens the airways and eases pressure.',
  nasalDecongestant:
    'Sprayed into the nose, it tightens the swollen blood vessels of the nasal lining within minutes and keeps them narrowed for up to 12 hours.',
  dextromethorphan: 'Dextromethorphan acts on the cough center in the brain to raise the threshold for coughing.',
  guaifenesin:
    'Guaifenesin thins and loosens mucus in the airways so that coughs are more productive and clear the chest.',
};
