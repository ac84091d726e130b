import type { AgeFact, Review, Source } from '../../../types.js';
import { dailyMed, lactMed } from '../../sources.js';

/** Drug Facts labels and LactMed records cited by the skin and topical part. */
export const labels = {
  hydrocortisone: dailyMed('hydrocortisone 1% cream'),
  cortizone10: dailyMed('Cortizone-10 hydrocortisone 1%'),
  prepHHydrocortisone: dailyMed('Preparation H hydrocortisone 1% anti-itch cream'),
  prepHOintment: dailyMed('Preparation H ointment phenylephrine mineral oil petrolatum'),
  clotrimazole: dailyMed('clotrimazole 1% cream'),
  lotriminAf: dailyMed('Lotrimin AF clotrimazole 1% cream'),
  miconazoleTopical: dailyMed('miconazole nitrate 2% antifungal cream'),
  miconazoleVaginal: dailyMed('miconazole nitrate 2% vaginal cream'),
  monistat1: dailyMed('Monistat 1 combination pack miconazole nitrate 1200 mg'),
  tioconazole: dailyMed('tioconazole 6.5% vaginal ointment'),
  terbinafine: dailyMed('terbinafine hydrochloride 1% cream'),
  tolnaftate: dailyMed('tolnaftate 1% cream'),
  benzocaineOral: dailyMed('benzocaine 20% oral gel'),
  lidocaine: dailyMed('lidocaine 4% cream'),
  docosanol: dailyMed('docosanol 10% cream'),
  benadrylItch: dailyMed('Benadryl Itch Stopping Cream diphenhydramine zinc acetate'),
  calamine: dailyMed('calamine lotion'),
  caladryl: dailyMed('Caladryl lotion calamine pramoxine'),
  benzoylPeroxide: dailyMed('benzoyl peroxide 10% gel'),
  panoxyl: dailyMed('PanOxyl acne foaming wash benzoyl peroxide 10%'),
  minoxidil: dailyMed('minoxidil 5% topical foam'),
  lactMed: {
    hydrocortisone: lactMed('hydrocortisone (topical)'),
  },
};

export const unreviewed: Review = { reviewedBy: null, reviewedAt: null };

export const under = (years: number, message: string, source: Source): AgeFact => ({
  belowYears: years,
  severity: 'avoid',
  message,
  source,
});

export const labelledFrom = (years: number, source: Source): AgeFact =>
  under(years, `This product is labelled for ages ${years} and over; for younger children ask a doctor.`, source);
