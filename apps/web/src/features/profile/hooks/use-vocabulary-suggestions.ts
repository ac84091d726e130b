import { useGetVocabularySuggestionsQuery, type ProfileField } from '@otc/api-contract';
import { useSettledValue } from '../../../lib/use-settled-value';

/** Waits this long after the last keystroke before asking, so typing a word is one request, not one a letter. */
const SUGGESTION_DELAY_MS = 250;

/**
 * Names the safety check knows for a profile field, for what is typed: offered as the person types, so that fewer
 * entries end up unrecognised. Nothing for an empty box.
 */
export function useVocabularySuggestions(field: ProfileField, typed: string): string[] {
  const text = typed.trim();
  const settled = useSettledValue(text, SUGGESTION_DELAY_MS);
  const { data } = useGetVocabularySuggestionsQuery({ field, query: settled }, { skip: settled === '' });
  return text === '' || settled === '' ? [] : (data ?? []);
}
