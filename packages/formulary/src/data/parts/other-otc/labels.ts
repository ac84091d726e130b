import type { AgeFact, Review, Source } from '../../../types.js';
import { dailyMed, lactMed } from '../../sources.js';

/** Drug Facts labels and LactMed records cited by the other-OTC part. */
export const labels = {
  nicotineGum: dailyMed('nicotine polacrilex gum'),
  nicoretteGum: dailyMed('Nicorette nicotine polacrilex gum'),
  nicotinePatch: dailyMed('nicotine transdermal system'),
  nicodermCq: dailyMed('NicoDerm CQ nicotine transdermal system'),
  nicotineLozenge: dailyMed('nicotine polacrilex lozenge'),
  nicoretteLozenge: dailyMed('Nicorette nicotine polacrilex lozenge'),
  ketotifen: dailyMed('ketotifen fumarate ophthalmic solution 0.035%'),
  naphazolinePheniramine: dailyMed('naphazoline hydrochloride pheniramine maleate ophthalmic solution'),
  naphconA: dailyMed('Naphcon-A naphazoline pheniramine'),
  visineA: dailyMed('Visine Allergy Eye Relief Multi-Action naphazoline pheniramine'),
  carboxymethylcellulose: dailyMed('carboxymethylcellulose sodium 0.5% lubricant eye drops'),
  refreshTears: dailyMed('Refresh Tears carboxymethylcellulose sodium'),
  carbamidePeroxide: dailyMed('carbamide peroxide 6.5% ear drops'),
  debrox: dailyMed('Debrox carbamide peroxide'),
  phenazopyridine: dailyMed('phenazopyridine hydrochloride 95 mg urinary pain relief'),
  azo: dailyMed('AZO Urinary Pain Relief phenazopyridine'),
  lactMed: {
    nicotine: lactMed('nicotine'),
    phenazopyridine: lactMed('phenazopyridine'),
  },
};

export const unreviewed: Review = { reviewedBy: null, reviewedAt: null };

export const labelledFrom = (years: number, source: Source): AgeFact => ({
  belowYears: years,
  severity: 'avoid',
  message: `This product is labelled for ages ${years} and over; for younger children ask a doctor.`,
  source,
});
