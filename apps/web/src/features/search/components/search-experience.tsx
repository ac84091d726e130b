import { useSearchBasicMutation, useSearchEnhancedMutation } from '@otc/api-contract';
import { useRef } from 'react';
import { useSearchOutcome } from '../hooks/use-search-outcome';
import { ResultsPanel } from './results-panel';
import { SearchBox } from './search-box';
import { SearchingSpinner } from './searching-spinner';

interface SearchExperienceProps {
  /** 'Recommended Medications' (landing page) or 'Safe Medications' (personal home). */
  safeHeading?: string;
  /** Sent with each search, as the spec's payload has it (the API uses the session either way). */
  userId?: string;
}

/**
 * The search box and its results, as the landing page and the personal home show them: Smart search on sends
 * POST /api/search/enhanced, off sends POST /api/search/basic.
 */
export function SearchExperience({
  safeHeading = 'Recommended Medications',
  userId = 'anonymous',
}: SearchExperienceProps) {
  const [searchBasic] = useSearchBasicMutation();
  const [searchEnhanced] = useSearchEnhancedMutation();
  const { outcome, run } = useSearchOutcome();

  // The last search, so removing a context chip re-runs it without that item (a new search starts afresh).
  const last = useRef({ query: '', enhanced: false, ignoredContext: [] as string[] });

  const send = (query: string, enhanced: boolean, ignoredContext: string[]) => {
    last.current = { query, enhanced, ignoredContext };
    const basicSearchRequestDto = { query, enhanced, userId, ...(ignoredContext.length > 0 && { ignoredContext }) };
    void run(() =>
      (enhanced ? searchEnhanced({ basicSearchRequestDto }) : searchBasic({ basicSearchRequestDto })).unwrap(),
    );
  };
  const onSearch = (query: string, enhanced: boolean) => send(query, enhanced, []);
  const onRemoveContext = (key: string) =>
    send(last.current.query, last.current.enhanced, [...last.current.ignoredContext, key]);

  return (
    <div className="mt-8">
      <SearchBox onSearch={onSearch} busy={outcome.status === 'pending'} />
      {outcome.status === 'pending' && <SearchingSpinner />}
      {outcome.status === 'success' && (
        <ResultsPanel result={outcome.result} safeHeading={safeHeading} onRemoveContext={onRemoveContext} />
      )}
    </div>
  );
}
