import { useSearchBasicMutation, useSearchEnhancedMutation } from '@otc/api-contract';
import { useSearchOutcome } from '../hooks/use-search-outcome';
import { AuthRedirect } from './auth-redirect';
import { ResultsPanel } from './results-panel';
import { SearchBox } from './search-box';
import { SearchingSpinner } from './searching-spinner';

interface SearchExperienceProps {
  /** 'Recommended Medications' (landing page) or 'Safe Medications' (personal home). */
  safeHeading?: string;
  /** Sent with each search, as the spec's payload has it (the API uses the session either way). */
  userId?: string;
  /** Replaces the default move to /auth, 500 ms after a 401 answer and its 'Unauthorized' toast. */
  onUnauthorized?: () => void;
}

/**
 * The search box and its results, as the landing page and the personal home show them: Smart search on sends
 * POST /api/search/enhanced, off sends POST /api/search/basic.
 */
export function SearchExperience({
  safeHeading = 'Recommended Medications',
  userId = 'anonymous',
  onUnauthorized,
}: SearchExperienceProps) {
  const [searchBasic] = useSearchBasicMutation();
  const [searchEnhanced] = useSearchEnhancedMutation();
  const { outcome, run } = useSearchOutcome(onUnauthorized);

  const onSearch = (query: string, enhanced: boolean) => {
    const basicSearchRequestDto = { query, enhanced, userId };
    void run(() =>
      (enhanced ? searchEnhanced({ basicSearchRequestDto }) : searchBasic({ basicSearchRequestDto })).unwrap(),
    );
  };

  return (
    <div className="mt-8">
      <SearchBox onSearch={onSearch} busy={outcome.status === 'pending'} />
      {outcome.status === 'pending' && <SearchingSpinner />}
      {outcome.status === 'success' && <ResultsPanel result={outcome.result} safeHeading={safeHeading} />}
      {outcome.status === 'unauthorized' && outcome.signedOut && !onUnauthorized && <AuthRedirect />}
    </div>
  );
}
