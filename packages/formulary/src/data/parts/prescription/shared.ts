import type { Ingredient } from '../../../types.js';
import { dailyMed } from '../../sources.js';

/**
 * A prescription ingredient as people name it in their profile. Rx ingredients carry no facts of their own
 * (the warnings live on the OTC side); what matters is that the classes are right, because they decide which
 * OTC warnings ("ask a doctor if you take a blood thinner") reach the person. The source is the medicine's
 * prescribing information on DailyMed, which states its class.
 */
export const rx = (
  id: string,
  name: string,
  classIds: string[],
  synonyms: string[] = [],
  brandNames: string[] = [],
): Ingredient => ({
  id,
  name,
  kind: 'rx',
  classIds,
  synonyms,
  brandNames,
  source: dailyMed(name.toLowerCase()),
});
