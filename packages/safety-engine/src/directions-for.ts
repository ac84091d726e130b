import type { DirectionBand, Directions, Medication, Source } from '@otc/formulary';

/**
 * What a product's label directions say for one person: the row for their age, or the whole table when the age is
 * not known (or no row covers it, which the directions linter rules out for shipped content); 'none' for a
 * product that carries no directions table.
 */
export type DirectionsForAge =
  | { kind: 'for-age'; age: number; band: DirectionBand; source: Source }
  | { kind: 'table'; bands: DirectionBand[]; source: Source }
  | { kind: 'none' };

/** The row of a directions table for an age: `fromYears` inclusive, `belowYears` exclusive (null: no upper age). */
export function bandFor(directions: Directions, age: number): DirectionBand | undefined {
  return directions.bands.find((b) => age >= b.fromYears && (b.belowYears === null || age < b.belowYears));
}

/** The youngest age the label gives a dose for; null when it gives none at any age. */
export function lowestDoseAge(directions: Directions): number | null {
  const doses = directions.bands.filter((b) => b.action === 'dose').map((b) => b.fromYears);
  return doses.length > 0 ? Math.min(...doses) : null;
}

/** The label's directions for a person of this age (years; null when unknown). Pure: reads only its arguments. */
export function directionsFor(product: Pick<Medication, 'directions'>, age: number | null): DirectionsForAge {
  const directions = product.directions;
  if (!directions || directions.bands.length === 0) return { kind: 'none' };
  const table = { kind: 'table', bands: directions.bands, source: directions.source } as const;
  // An age the profile could not hold (negative, not a number) is no age: show the label's whole table.
  if (age === null || !Number.isFinite(age) || age < 0) return table;
  const band = bandFor(directions, age);
  return band ? { kind: 'for-age', age, band, source: directions.source } : table;
}
