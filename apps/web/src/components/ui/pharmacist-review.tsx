import type { ReviewDto } from '@otc/api-contract';

// The date is a calendar day (YYYY-MM-DD): read and shown in UTC so no time zone moves it a day.
const longDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** Who signed an item off and when; an item without a current sign-off says nothing of review. */
export function PharmacistReview({ review }: { review: ReviewDto | null }) {
  if (!review) return null;
  return (
    <p className="mt-2 inline-block rounded-md bg-emerald-50 px-2 py-1 text-xs text-emerald-900">
      <span aria-hidden="true">✓ </span>
      Reviewed by a pharmacist on <time dateTime={review.reviewedAt}>{longDate(review.reviewedAt)}</time>{' '}
      <span className="text-emerald-800">({review.reviewedBy})</span>
    </p>
  );
}
