import { formulary } from '@otc/formulary';
import { describe, expect, it } from 'vitest';
import {
  buildKnowledge,
  findProduct,
  nameDistance,
  nameIndexOf,
  normaliseProfile,
  evaluateProduct,
} from '../src/index.js';
import { canonicalName } from '../src/product-name.js';

const knowledge = buildKnowledge(formulary);
const names = nameIndexOf(knowledge);

describe('a brand misspelling a presentation lists', () => {
  it.each([
    ['zyrtek', 'zyrtec'],
    ['kaopectade', 'kaopectate'],
  ])('%j means the whole family, as %j does', (typed, brand) => {
    expect(names.resolve(typed)?.ids).toEqual(names.resolve(brand)?.ids);
    expect(names.resolve(typed)!.ids.length).toBeGreaterThan(1);
  });

  it('still names the medicine when a profile lists it', () => {
    const profile = normaliseProfile({ age: 40, currentMedications: [{ name: 'zyrtek' }] });
    // Cetirizine taken already: another cetirizine product is a double dose.
    expect(evaluateProduct(profile, findProduct(knowledge, 'Cetirizine 10 mg')!.id, knowledge).verdict).toBe('avoid');
  });
});

describe('ingredient synonyms', () => {
  // A synonym spelt like a brand family rather than like its ingredient belongs on the brand's presentation:
  // as an ingredient synonym it leads to the plain generic instead of the family people meant.
  it('hold no misspelling of a brand family', () => {
    const families = names.entries.filter((e) => e.kind === 'family');
    const misplaced = formulary.ingredients.flatMap((ingredient) =>
      ingredient.synonyms
        .map(canonicalName)
        .filter((synonym) => nameDistance(synonym, canonicalName(ingredient.name)) === Infinity)
        .filter((synonym) =>
          families.some((f) => {
            const d = nameDistance(synonym, f.key);
            return d > 0 && d < Infinity;
          }),
        )
        .map((synonym) => `${ingredient.id}: ${synonym}`),
    );
    expect(misplaced).toEqual([]);
  });
});
