import type { Formulary } from '@otc/formulary';

export interface ReviewSummary {
  /** Products and supplements with a pharmacist sign-off that still matches them. */
  reviewed: number;
  /** Every product and supplement. */
  total: number;
}

/** How much of the catalogue pharmacists have signed off, for the About page. */
export function reviewSummary(formulary: Pick<Formulary, 'medications' | 'supplements'>): ReviewSummary {
  const items = [...formulary.medications, ...formulary.supplements];
  return { reviewed: items.filter((i) => i.review.reviewedBy !== null).length, total: items.length };
}
