import type { Medication } from '@otc/formulary';
import type { Reason } from '@otc/safety-engine';
import { toReasonView } from '../../common/reason-view.js';
import { toReviewView } from '../../common/review-view.js';
import { toDirectionsView } from './directions-view.js';
import type { MedicationView } from '../domain/search-result.js';
import type { SearchCatalogue } from './search-catalogue.js';

/**
 * A medicine as a card shows it, with the cautions the engine found for the person (none without a profile) and
 * the label's directions for their age (the whole table when the age is not known).
 */
export function toMedicationView(
  medication: Medication,
  catalogue: SearchCatalogue,
  cautions: Reason[] = [],
  age: number | null = null,
): MedicationView {
  const ingredientNames = catalogue.knowledge.ingredientNames;
  return {
    id: medication.id,
    kind: 'medication',
    name: medication.name,
    class: medication.className,
    activeIngredients: medication.activeIngredients.map(
      (a) => `${ingredientNames.get(a.ingredientId) ?? a.ingredientId} ${a.strength}`,
    ),
    commonUses: medication.uses.map((id) => catalogue.symptomNames.get(id) ?? id),
    dose: `${medication.dose.adult} ${medication.dose.pediatric}`,
    directions: toDirectionsView(medication, age),
    summary: medication.summary,
    mechanism: medication.mechanism,
    warnings: medication.warnings,
    sideEffects: medication.sideEffects,
    interactions: medication.interactions,
    contraindications: medication.contraindications,
    brandNames: medication.brandNames,
    buyUrl: medication.buyUrl ?? null,
    review: toReviewView(medication.review),
    cautions: cautions.map(toReasonView),
  };
}
