import type { Knowledge } from './knowledge.js';
import { canonicalName, nameParts, STORE_BRAND_WORDS } from './product-name.js';
import type { PreparedProduct } from './types.js';
import { nameIndexOf } from './names/name-index.js';

/** Every name a product answers to, with its strengths, read once per knowledge. */
interface NamedProduct {
  product: PreparedProduct;
  names: string[];
  bases: string[];
  strengths: Set<string>;
}

const namedProducts = new WeakMap<Knowledge, NamedProduct[]>();

function namesOf(knowledge: Knowledge): NamedProduct[] {
  const cached = namedProducts.get(knowledge);
  if (cached) return cached;
  const medications = new Map(knowledge.formulary.medications.map((m) => [m.id, m]));
  const supplements = new Map(knowledge.formulary.supplements.map((s) => [s.id, s]));
  const named = [...knowledge.products.values()].map((product) => {
    const medication = medications.get(product.id);
    // A supplement lists its brands ('Caltrate 600+D' on 'Calcium 600 mg + Vitamin D3') as searchNames.
    const listed = medication?.brandNames ?? supplements.get(product.id)?.searchNames ?? [];
    const written = [product.name, ...listed];
    const strengthTexts = [product.name, ...(medication?.activeIngredients.map((a) => a.strength) ?? [])];
    return {
      product,
      names: written.map(canonicalName),
      bases: written.map((n) => nameParts(n).base),
      strengths: new Set(strengthTexts.flatMap((t) => nameParts(t).strengths)),
    };
  });
  namedProducts.set(knowledge, named);
  return named;
}

/** Products of one ingredient alone: what a bare generic or supplement name means. */
function singleIngredientProducts(knowledge: Knowledge, term: string): PreparedProduct[] {
  const referent = knowledge.substanceTerms.get(term);
  const ingredientId = referent?.ingredientIds.length === 1 ? referent.ingredientIds[0] : undefined;
  if (!ingredientId) return [];
  return [...knowledge.products.values()].filter(
    (p) => p.ingredientIds.length === 1 && p.ingredientIds[0] === ingredientId,
  );
}

// Prefer the generic ('Ibuprofen 200 mg') over brands of the same ingredient, then the shortest name.
function genericFirst(knowledge: Knowledge, products: PreparedProduct[]): PreparedProduct[] {
  const ingredientName = (p: PreparedProduct) =>
    canonicalName(knowledge.ingredientNames.get(p.ingredientIds[0] ?? '') ?? '');
  const isGeneric = (p: PreparedProduct) =>
    p.ingredientIds.length === 1 && canonicalName(p.name).startsWith(ingredientName(p));
  return [...products].sort(
    (a, b) =>
      Number(!isGeneric(a)) - Number(!isGeneric(b)) || a.name.length - b.name.length || a.name.localeCompare(b.name),
  );
}

function exactMatch(knowledge: Knowledge, key: string): PreparedProduct | null {
  const named = namesOf(knowledge);
  const byName = named.find((n) => n.names[0] === key);
  if (byName) return byName.product;
  // A name a product's own card lists ('Motrin IB' on 'Ibuprofen 200 mg', "Children's Zyrtec" on the children's
  // syrup) leads to that product, before a generic of the same ingredient in another form or strength.
  const byListedName = named.find((n) => n.names.slice(1).includes(key));
  if (byListedName) return byListedName.product;
  return genericFirst(knowledge, singleIngredientProducts(knowledge, key))[0] ?? null;
}

/**
 * The way shoppers add strengths and forms ("ibuprofen 200mg", "vitamin D3 1,000 IU", "St John's wort capsules"):
 * match on the name without them, and among the products that share it prefer those of the strengths stated.
 */
function looseMatch(knowledge: Knowledge, text: string): PreparedProduct | null {
  const wanted = nameParts(text);
  if (!wanted.base) return null;
  const named = namesOf(knowledge);
  const byOwnName = named.filter((n) => n.bases[0] === wanted.base).map((n) => n.product);
  const byListedName = named.filter((n) => n.bases.slice(1).includes(wanted.base)).map((n) => n.product);
  const byBase = [...byOwnName, ...byListedName.filter((p) => !byOwnName.includes(p))];
  const generics = singleIngredientProducts(knowledge, wanted.base).filter((p) => !byBase.includes(p));
  const strengthsOf = new Map(named.map((n) => [n.product.id, n.strengths]));
  const statesAll = (p: PreparedProduct) => wanted.strengths.every((s) => strengthsOf.get(p.id)?.has(s));
  // A product named so comes first; a product of the same lone ingredient only when it has the strength asked for.
  const ranked = [
    ...genericFirst(knowledge, byOwnName),
    ...genericFirst(
      knowledge,
      byBase.filter((p) => !byOwnName.includes(p)),
    ),
    ...genericFirst(knowledge, generics),
  ];
  return ranked.find(statesAll) ?? ranked[0] ?? null;
}

const genericNames = new WeakMap<Knowledge, Set<string>>();

/** The generic and international names of single ingredients (not brands, which may name combinations). */
function genericNamesOf(knowledge: Knowledge): Set<string> {
  const cached = genericNames.get(knowledge);
  if (cached) return cached;
  const names = new Set(
    knowledge.formulary.ingredients
      .filter((i) => !i.componentIds?.length)
      .flatMap((i) => [i.name, ...i.synonyms].map(canonicalName)),
  );
  genericNames.set(knowledge, names);
  return names;
}

/**
 * A store brand sold by its generic name ("up&up cetirizine 10 mg"): the generic's product, when every other word
 * is a store brand's or a strength's. Any other word leaves the name unknown rather than half understood.
 */
function storeBrandMatch(knowledge: Knowledge, text: string): PreparedProduct | null {
  const { base, strengths } = nameParts(text);
  const words = base.split(' ').filter(Boolean);
  const generics = genericNamesOf(knowledge);
  for (let start = 0; start < words.length; start++)
    for (let end = words.length; end > start; end--) {
      const generic = words.slice(start, end).join(' ');
      if (!generics.has(generic)) continue;
      const others = [...words.slice(0, start), ...words.slice(end)];
      if (others.length > 0 && others.every((w) => STORE_BRAND_WORDS.has(w)))
        return looseMatch(knowledge, [generic, ...strengths.map((s) => `${s} mg`)].join(' '));
    }
  return null;
}

/**
 * The product a shopper means by a name: a product or brand name ('Claritin-D'), a brand family ('Tylenol': its
 * first product), or a generic or supplement name ('ibuprofen', 'fish oil'), which means the single-ingredient
 * product of that ingredient; typos within the name budget ('tylenal'). A search name a product lists is tried
 * before the generic look-up, so it finds that product's own form and strength. Matching ignores case,
 * punctuation, how a strength is spelt and form words. Read through the name index search uses too; the older
 * look-ups remain for names it does not hold. Null when nothing matches.
 */
export function findProduct(knowledge: Knowledge, name: string): PreparedProduct | null {
  const key = canonicalName(name);
  if (!key) return null;
  const indexed = nameIndexOf(knowledge).resolve(name, { fuzzy: false });
  const exact = indexed ? knowledge.products.get(indexed.ids[0]!) : undefined;
  if (exact) return exact;
  const fallback = exactMatch(knowledge, key) ?? looseMatch(knowledge, name) ?? storeBrandMatch(knowledge, name);
  if (fallback) return fallback;
  const near = nameIndexOf(knowledge).resolve(name);
  return near ? (knowledge.products.get(near.ids[0]!) ?? null) : null;
}
