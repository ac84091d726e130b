import type { Unrecognised } from '@otc/safety-engine';

const FIELD_NOUN: Record<keyof Unrecognised, string> = {
  allergies: 'allergy',
  medicalConditions: 'condition',
  currentMedications: 'medicine',
};

/**
 * One line naming every profile entry the engine could not place, so that a verdict read from the CLI never
 * looks checked against something it was not; undefined when every entry was placed.
 */
export function couldNotPlaceLine(unrecognised: Unrecognised): string | undefined {
  const entries = (Object.keys(FIELD_NOUN) as (keyof Unrecognised)[]).flatMap((field) =>
    unrecognised[field].map((entry) => `"${entry}" (${FIELD_NOUN[field]})`),
  );
  return entries.length === 0 ? undefined : `Could not place: ${entries.join(', ')}; nothing was checked for them`;
}
