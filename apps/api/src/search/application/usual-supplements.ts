import type { Medication, Supplement } from '@otc/formulary';
import type { Product, Reason } from '@otc/safety-engine';
import { toReasonView } from '../../common/reason-view.js';
import { toReviewView } from '../../common/review-view.js';
import type { MedicationView } from '../domain/search-result.js';
import type { SearchCatalogue } from './search-catalogue.js';

/**
 * The supplements named outright ('melatonin'), listed right after the medicines named outright; then those the
 * content names as the usual choice for the symptoms asked about (melatonin for jet lag), placed among the ranked
 * medicines by how well they match: a supplement offered for every symptom asked about ranks with the medicines
 * whose primary use that is.
 */
export function withUsualSupplements(
  ranked: readonly Medication[],
  symptomIds: readonly string[],
  namedIds: readonly string[],
  catalogue: SearchCatalogue,
): Product[] {
  const listed: Product[] = ranked.map((item) => ({ kind: 'medication', item }));
  const offeredFor = new Map<string, number>();
  for (const id of symptomIds)
    for (const supplementId of catalogue.usualSupplements.get(id) ?? [])
      offeredFor.set(supplementId, (offeredFor.get(supplementId) ?? 0) + 1);
  const score = (m: Medication) => {
    const positions = symptomIds.map((s) => m.uses.indexOf(s)).filter((i) => i >= 0);
    return { covered: positions.length, best: positions.length ? Math.min(...positions) : Infinity };
  };
  const namedSupplements = namedIds
    .map((id) => catalogue.supplementsById.get(id))
    .filter((s): s is Supplement => s !== undefined);
  for (const { id } of namedSupplements) offeredFor.delete(id);
  const supplements = [...offeredFor]
    .map(([id, covered]) => ({ supplement: catalogue.supplementsById.get(id), covered }))
    .filter((s): s is { supplement: Supplement; covered: number } => s.supplement !== undefined)
    .sort((a, b) => b.covered - a.covered || a.supplement.name.localeCompare(b.supplement.name));
  for (const { supplement, covered } of supplements) {
    const at = listed.findIndex((p) => {
      if (p.kind === 'supplement' || namedIds.includes(p.item.id)) return false;
      const m = score(p.item);
      return (
        m.covered < covered || (m.covered === covered && (m.best > 0 || p.item.name.localeCompare(supplement.name) > 0))
      );
    });
    listed.splice(at < 0 ? listed.length : at, 0, { kind: 'supplement', item: supplement });
  }
  const afterNamed = listed.findIndex((p) => !namedIds.includes(p.item.id));
  listed.splice(
    afterNamed < 0 ? listed.length : afterNamed,
    0,
    ...namedSupplements.map((item) => ({ kind: 'supplement' as const, item })),
  );
  return listed;
}

/** A supplement as a search card shows it, marked as a supplement; it has no Drug Facts directions table. */
export function toSupplementView(
  supplement: Supplement,
  catalogue: SearchCatalogue,
  cautions: Reason[] = [],
): MedicationView {
  return {
    id: supplement.id,
    kind: 'supplement',
    name: supplement.name,
    class: 'Supplement',
    activeIngredients: [supplement.ingredient],
    commonUses: supplement.uses.map((id) => catalogue.symptomNames.get(id) ?? id),
    dose: supplement.dosage,
    directions: null,
    summary: supplement.summary,
    mechanism: supplement.evidenceBasis.summary,
    warnings: supplement.warnings,
    sideEffects: supplement.side_effects,
    interactions: supplement.interactions,
    contraindications: supplement.contraindications,
    brandNames: supplement.searchNames ?? [],
    buyUrl: supplement.buyUrl ?? null,
    review: toReviewView(supplement.review),
    cautions: cautions.map(toReasonView),
  };
}
