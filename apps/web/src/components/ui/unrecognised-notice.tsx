import type { UnrecognisedEntriesDto } from '@otc/api-contract';
import { Link } from 'react-router';

/** Where a person fixes their entries. */
const PROFILE_PATH = '/profile-setup';

const KIND: Record<keyof UnrecognisedEntriesDto, string> = {
  allergies: 'allergy',
  medicalConditions: 'condition',
  currentMedications: 'medicine',
};

/** Every unplaced entry, as written, with what kind of entry it is ('xyzzy (medicine)'). */
export const unrecognisedLabels = (unrecognised: UnrecognisedEntriesDto | undefined): string[] =>
  unrecognised
    ? (Object.keys(KIND) as (keyof UnrecognisedEntriesDto)[]).flatMap((field) =>
        unrecognised[field].map((entry) => `${entry} (${KIND[field]})`),
      )
    : [];

/**
 * Profile entries the safety check could not place, above the answers they were not checked against, with a
 * link to the profile to fix them. Nothing when every entry was placed (or no one is signed in).
 */
export function UnrecognisedNotice({ unrecognised }: { unrecognised: UnrecognisedEntriesDto | undefined }) {
  const labels = unrecognisedLabels(unrecognised);
  if (labels.length === 0) return null;
  return (
    <div className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:p-5">
      <p className="font-semibold break-words">We could not check: {labels.join(', ')}</p>
      <p className="mt-1 text-sm leading-relaxed">
        We do not know {labels.length === 1 ? 'this entry' : 'these entries'} in your health profile, so these results
        were not checked against {labels.length === 1 ? 'it' : 'them'}. Ask a pharmacist before you buy, or{' '}
        <Link
          to={PROFILE_PATH}
          className="font-semibold text-amber-900 underline underline-offset-2 hover:text-amber-950 focus-visible:outline-2 focus-visible:outline-amber-800"
        >
          check the spelling in your profile
        </Link>
        .
      </p>
    </div>
  );
}
