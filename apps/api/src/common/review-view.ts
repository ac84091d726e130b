import type { Review } from '@otc/formulary';

/** A pharmacist's sign-off as the REST API documents it (ReviewDto). */
export interface ReviewView {
  reviewedBy: string;
  /** YYYY-MM-DD */
  reviewedAt: string;
}

/** Only a current sign-off is shown: an item never reviewed, or edited since, says nothing of review. */
export function toReviewView(review: Review): ReviewView | null {
  if (review.reviewedBy === null || review.reviewedAt === null) return null;
  return { reviewedBy: review.reviewedBy, reviewedAt: review.reviewedAt };
}
