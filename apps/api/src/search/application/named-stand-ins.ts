import type { Medication } from '@otc/formulary';
import { formulationKeyOf } from '@otc/safety-engine';

/**
 * The products a search names, as the shelf it may show them on allows: a named product the constraints or the
 * category leave out is stood in for by another presentation of the same formulation that is on it. A generic or
 * brand name lists one presentation per formulation ("hydrocortisone" lists Cortizone-10), so "hydrocortizone
 * cream" would otherwise lose the product because that one presentation's name does not say "cream".
 */
export function namedStandIns(
  namedIds: readonly string[],
  medicationsById: ReadonlyMap<string, Medication>,
  onShelf: readonly Medication[],
): string[] {
  const shelfIds = new Set(onShelf.map((m) => m.id));
  const byFormulation = new Map<string, Medication>();
  for (const m of onShelf) if (!byFormulation.has(formulationKeyOf(m))) byFormulation.set(formulationKeyOf(m), m);
  const ids = namedIds.map((id) => {
    const named = medicationsById.get(id);
    if (!named || shelfIds.has(id)) return id;
    return byFormulation.get(formulationKeyOf(named))?.id ?? id;
  });
  return [...new Set(ids)];
}
