import { formulary, type Review } from '@otc/formulary';
import { describe, expect, it } from 'vitest';
import { SearchCatalogue } from '../../src/search/application/search-catalogue.js';
import { toMedicationView } from '../../src/search/application/medication-view.js';
import { SupplementDirectoryService } from '../../src/supplements/application/supplement-directory.service.js';

const catalogue = new SearchCatalogue();
const signedOff: Review = { reviewedBy: 'A. Rivera, PharmD', reviewedAt: '2026-03-02', label: 'DailyMed v12' };
const never: Review = { reviewedBy: null, reviewedAt: null, label: null };

describe('the review a card carries', () => {
  it('is the current sign-off, who and when, for a signed-off medicine', () => {
    const medication = { ...formulary.medications[0]!, review: signedOff };
    expect(toMedicationView(medication, catalogue).review).toEqual({
      reviewedBy: 'A. Rivera, PharmD',
      reviewedAt: '2026-03-02',
    });
  });

  it('is null for a medicine without a current sign-off', () => {
    const medication = { ...formulary.medications[0]!, review: never };
    expect(toMedicationView(medication, catalogue).review).toBeNull();
  });

  it('is carried by supplements too', () => {
    const catalogueWithReview = new SearchCatalogue();
    const [first, ...rest] = formulary.supplements;
    Object.defineProperty(catalogueWithReview, 'formulary', {
      value: { ...formulary, supplements: [{ ...first!, review: signedOff }, ...rest] },
    });
    const sut = new SupplementDirectoryService(catalogueWithReview);
    const views = sut.inCategory(first!.categoryIds[0]!, null).supplements;
    expect(views.find((s) => s.id === first!.id)!.review).toEqual({
      reviewedBy: 'A. Rivera, PharmD',
      reviewedAt: '2026-03-02',
    });
    expect(views.filter((s) => s.id !== first!.id).every((s) => s.review === null)).toBe(true);
  });
});
