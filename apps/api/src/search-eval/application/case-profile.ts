import { emptyProfile, type HealthProfile } from '@otc/safety-engine';
import { parseProfileInput, ProfileInputError } from '../../profile/index.js';
import { CorpusError, type CaseProfile } from '../domain/eval-case.js';

/**
 * A case's person as the safety engine sees a signed-in profile: through the API's own profile input (the same
 * checks and normalisation as a profile sync). Names stay names; the engine places them by the content's
 * vocabulary and keeps the ones it cannot place as unrecognised, as for a real profile.
 */
export function healthProfileOf(profile: CaseProfile | null, caseId: string): HealthProfile {
  if (!profile) return emptyProfile();
  const expecting = profile.pregnant === true || profile.breastfeeding === true;
  try {
    const fields = parseProfileInput({
      age: profile.age,
      // The API takes pregnancy only with a gender that allows it; a case that says "pregnant" and no gender means
      // a woman.
      gender: profile.gender ?? (expecting ? 'female' : undefined),
      allergies: profile.allergies,
      conditions: profile.conditions,
      currentMedications: profile.medications,
      isPregnant: profile.pregnant,
      isBreastfeeding: profile.breastfeeding,
    });
    return { ...fields };
  } catch (error) {
    if (error instanceof ProfileInputError)
      throw new CorpusError(`case ${caseId}: profile refused by the API: ${error.message}`);
    throw error;
  }
}
