import { useGetCommonSymptomsQuery, useGetSuggestionsQuery } from '@otc/api-contract';
import { useSettledValue } from '../../../lib/use-settled-value';

/** Suggestions are asked for once typing pauses this long, not for every letter. */
const SUGGESTION_DELAY_MS = 150;
/** Spec section 9: common symptoms shown. */
const COMMON_SYMPTOM_COUNT = 6;

/**
 * What the search box's list offers: suggestions while the box is open and holds text, common symptoms for an
 * empty box. `noSuggestions` only once the typed text has been asked about, not while typing is under way.
 */
export function useSearchOptions(open: boolean, typed: string) {
  const symptoms = useGetCommonSymptomsQuery(undefined, { skip: !open || typed !== '' });
  const settled = useSettledValue(typed, SUGGESTION_DELAY_MS);
  const suggestions = useGetSuggestionsQuery({ query: settled }, { skip: !open || typed === '' || settled === '' });
  const options = typed ? (suggestions.data ?? []) : (symptoms.data ?? []).slice(0, COMMON_SYMPTOM_COUNT);
  const noSuggestions = open && typed !== '' && settled === typed && !suggestions.isFetching && options.length === 0;
  return { options, noSuggestions };
}
