// Made-up directions (no clinical fact here): the meaning of a table, pinned whatever the shipped content says.
import type { DirectionBand, Directions } from '@otc/formulary';
import { describe, expect, it } from 'vitest';
import { bandFor, directionsFor, lowestDoseAge } from '../src/index.js';
import { sourceOf } from './fixture-factory.js';

const band = (fromYears: number, belowYears: number | null, fields: Partial<DirectionBand> = {}): DirectionBand => ({
  fromYears,
  belowYears,
  action: 'dose',
  weight: null,
  amount: '5 mL',
  text: null,
  ...fields,
});
const ASK = { action: 'ask-a-doctor', amount: null } as const;
const directions: Directions = {
  bands: [
    band(0, 2, { ...ASK, weight: 'under 24 lb' }),
    band(2, 6, { amount: '5 mL', weight: '24 to 47 lb' }),
    band(6, 12, { amount: '10 mL' }),
    band(12, null, { action: 'do-not-use', amount: null, text: 'Not for this age.' }),
  ],
  source: sourceOf('zelquin-label'),
};
const product = { directions };

describe('directionsFor', () => {
  it('gives the row for the person’s age, with the table’s source', () => {
    expect(directionsFor(product, 4)).toEqual({
      kind: 'for-age',
      age: 4,
      band: directions.bands[1],
      source: sourceOf('zelquin-label'),
    });
  });

  it('counts fromYears in and belowYears out: a 6-year-old gets the 6 to 12 row, not the 2 to 6 row', () => {
    expect(directionsFor(product, 5)).toMatchObject({ band: { amount: '5 mL' } });
    expect(directionsFor(product, 6)).toMatchObject({ band: { amount: '10 mL' } });
    expect(directionsFor(product, 11)).toMatchObject({ band: { amount: '10 mL' } });
  });

  it('gives the label’s ask-a-doctor row below its lowest dose age, with the chart’s weight', () => {
    expect(directionsFor(product, 1)).toMatchObject({
      kind: 'for-age',
      band: { action: 'ask-a-doctor', weight: 'under 24 lb' },
    });
  });

  it('reaches every older age through the open-ended last row', () => {
    expect(directionsFor(product, 12)).toMatchObject({ band: { action: 'do-not-use' } });
    expect(directionsFor(product, 120)).toMatchObject({ band: { action: 'do-not-use' } });
  });

  it('gives the whole table when the age is unknown', () => {
    expect(directionsFor(product, null)).toEqual({ kind: 'table', bands: directions.bands, source: directions.source });
  });

  it('treats an impossible age as unknown rather than guessing a row', () => {
    expect(directionsFor(product, -1)).toMatchObject({ kind: 'table' });
    expect(directionsFor(product, Number.NaN)).toMatchObject({ kind: 'table' });
  });

  it('gives the whole table, not a dose, for an age no row covers (a broken table)', () => {
    const gap = { directions: { ...directions, bands: [band(0, 2, ASK), band(6, null)] } };
    expect(directionsFor(gap, 4)).toMatchObject({ kind: 'table' });
  });

  it('says none for a product without a directions table', () => {
    expect(directionsFor({}, 30)).toEqual({ kind: 'none' });
    expect(directionsFor({}, null)).toEqual({ kind: 'none' });
  });
});

describe('bandFor and lowestDoseAge', () => {
  it('find the row for an age and the youngest dose age', () => {
    expect(bandFor(directions, 0)).toBe(directions.bands[0]);
    expect(lowestDoseAge(directions)).toBe(2);
  });

  it('say there is no dose age for a table without a dose row', () => {
    expect(lowestDoseAge({ ...directions, bands: [band(0, null, ASK)] })).toBeNull();
  });
});
