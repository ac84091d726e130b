import type { NotCarriedDto, SearchResponseDto } from '@otc/api-contract';

/** 'acetaminophen', 'acetaminophen and codeine', 'a, b and c'. */
const andList = (words: string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/**
 * A brand we do not list, named for what it is, above the medicines of the same ingredients ("Panadol is
 * acetaminophen: we do not list it yet"). Nothing when the search named no such brand.
 */
export function NotCarriedNotice({ notCarried }: { notCarried: NotCarriedDto | null | undefined }) {
  if (!notCarried) return null;
  return (
    <p role="status" className="rounded-xl border border-sky-200 bg-sky-50 p-4 font-medium text-sky-950 sm:p-5">
      {notCarried.name} is {andList(notCarried.ingredients)}: we do not list it yet.
    </p>
  );
}

/** The hint under 'No results found': plain about a name we did not recognise, otherwise the general one. */
export function emptyStateHint(result: Pick<SearchResponseDto, 'unrecognisedName' | 'notCarried'>): string {
  if (result.unrecognisedName)
    return `We did not recognise “${result.unrecognisedName}” as a medicine we list. Try searching by symptom instead, such as “headache” or “cough”.`;
  if (result.notCarried)
    return 'We list no medicine with the same ingredients. Try searching by symptom instead, such as “headache” or “cough”.';
  return 'Try different terms, such as a symptom like “headache” or a medicine name.';
}
