import type { Knowledge } from '../knowledge.js';
import { canonicalName, STORE_BRAND_WORDS } from '../product-name.js';
import { normaliseText } from '../text.js';

export interface BrandFamily {
  /** As a product name writes it ('NyQuil', 'Pepto'). */
  label: string;
  /** Its products: the one named just so first, then those named with it first, shortest name first. */
  ids: string[];
}

// Words before a brand that say who it is for: "Children's Tylenol" is a Tylenol.
const AGE_WORDS = new Set(['children', 'childrens', 'infants', 'infant', 'kids', 'junior', 'jr', 'adult', 'adults']);

// First words of product names that describe rather than brand ("Maximum Strength ...", "Plan B", "Clear Eyes"):
// a family then needs the next word too.
const DESCRIBING_WORDS = new Set([
  'maximum',
  'clear',
  'anti',
  'little',
  'preparation',
  'triple',
  'double',
  'stomach',
  'lubricant',
  'simply',
  'urinary',
  'arm',
  'clean',
  'motion',
  'swim',
  'plan',
  'take',
  'option',
  'new',
  'hall',
  'antifungal',
  'antibiotic',
  'ocean',
  'chocolate',
  'formula',
  'butt',
  'diaper',
  'compound',
  'hemorrhoidal',
  'prep',
  'nix',
  'rid',
  'peri',
  'mucus',
  'gold',
  'icy',
]);

/**
 * Brand families read from the product names: the first word of a product's name or search name (after an age
 * word), unless it is a store brand's, a generic's or a symptom's word or describes; then the first two words.
 * 'Tylenol' is the family of every product whose name starts with Tylenol, and 'Vicks' of every Vicks.
 */
export function brandFamilies(knowledge: Knowledge, products: { id: string; names: string[] }[]): BrandFamily[] {
  const generic = new Set(knowledge.formulary.ingredients.flatMap((i) => canonicalName(i.name).split(' ')));
  const symptom = new Set(
    knowledge.formulary.symptoms.flatMap((s) => [s.name, ...s.synonyms]).flatMap((n) => normaliseText(n).split(' ')),
  );
  const brandWord = (w: string | undefined): w is string =>
    !!w &&
    w.length >= 3 &&
    !/\d/.test(w) &&
    !generic.has(w) &&
    !symptom.has(w) &&
    !STORE_BRAND_WORDS.has(w) &&
    !AGE_WORDS.has(w);
  const families = new Map<string, { label: string; own: Set<string>; listing: Set<string>; bare: Set<string> }>();
  for (const { id, names } of products)
    names.forEach((name, i) => {
      const words = canonicalName(name).split(' ');
      while (AGE_WORDS.has(words[0] ?? '')) words.shift();
      const [first, second] = words;
      let key: string | undefined;
      if (brandWord(first) && !DESCRIBING_WORDS.has(first)) key = first;
      else if (first && DESCRIBING_WORDS.has(first) && brandWord(second) && !DESCRIBING_WORDS.has(second))
        key = `${first} ${second}`;
      if (!key) return;
      const family = families.get(key) ?? {
        label: labelOf(name, key),
        own: new Set<string>(),
        listing: new Set<string>(),
        bare: new Set<string>(),
      };
      (i === 0 ? family.own : family.listing).add(id);
      if (canonicalName(name) === key) family.bare.add(id);
      families.set(key, family);
    });
  const nameOf = (id: string) => knowledge.products.get(id)!.name;
  // The family's plain product ('Tylenol Extra Strength') before its combinations ('Tylenol PM').
  const ingredientCount = (id: string) => knowledge.products.get(id)!.ingredientIds.length;
  return [...families].map(([key, family]) => {
    // A product named with the family comes before one that only lists such a name (a generic's search name).
    // A product that lists the bare family name ('Dramamine' on the original formula) says it is what the name means.
    const rank = (id: string) => {
      const own = canonicalName(nameOf(id));
      if (own === key) return 0;
      if (family.bare.has(id)) return 1;
      return family.own.has(id) ? (own.startsWith(key) ? 2 : 3) : 4;
    };
    const ids = [...new Set([...family.own, ...family.listing])].sort(
      (a, b) =>
        rank(a) - rank(b) ||
        ingredientCount(a) - ingredientCount(b) ||
        nameOf(a).length - nameOf(b).length ||
        nameOf(a).localeCompare(nameOf(b)),
    );
    return { label: family.label, ids };
  });
}

/** The family as the name writes it: 'NyQuil' from 'Vicks NyQuil Cold & Flu', 'Pepto' from 'Pepto-Bismol'. */
function labelOf(name: string, key: string): string {
  const pattern = key
    .split(' ')
    .map((w) => w.replace(/[^a-z0-9]/g, ''))
    .join('[^A-Za-z0-9]+');
  const found = new RegExp(`\\b${pattern}`, 'i').exec(name.replace(/['’]/g, ''));
  return found?.[0] ?? key;
}
