import type { RawContent } from '../load/read-content.js';
import { NOT_A_PROFILE_FACT, type LabelFactsFile, type LevelFile } from '../schema/common.schema.js';

/** A fact as a label line needs it: the level it acts at (null for a caution, which never blocks). */
type Level = LevelFile | null;

/** The facts the engine weighs for one product, and what the product contains. */
export interface ProductFacts {
  /** The formulation or supplement id, or the ingredient id when no product contains the ingredient. */
  id: string;
  ingredientIds: string[];
  /** Every class of every ingredient, with their ancestors. */
  classIds: Set<string>;
  allergenIds: string[];
  facts: LabelFactsFile[];
  /** Facts reaching it only for allergy (a cream, a drop: see `localUse`). */
  allergyOnly: LabelFactsFile[];
  localUse: boolean;
}

/** What a `covers` means for one product: the levels of every fact that carries it there. */
export type CoverResult = { kind: 'levels'; levels: Level[] } | { kind: 'unknown-id'; message: string };

const ancestorsOf = (id: string, parents: Map<string, string[]>, seen = new Set<string>()): string[] => {
  if (seen.has(id)) return [];
  seen.add(id);
  return [id, ...(parents.get(id) ?? []).flatMap((p) => ancestorsOf(p, parents, seen))];
};

/**
 * The content read the way the engine reads it (`@otc/safety-engine`'s knowledge): which facts reach which
 * product. Kept here, on raw content, so the linter needs no engine; its tests pin the same rules.
 */
export class FactReach {
  private readonly classParents: Map<string, string[]>;
  private readonly conditionParents: Map<string, string[]>;
  private readonly ingredients: Map<string, RawContent['ingredients'][number]['item']>;
  private readonly classes: Map<string, RawContent['classes'][number]['item']>;
  private readonly allergens: Set<string>;

  constructor(private readonly content: RawContent) {
    this.classParents = new Map(content.classes.map(({ item }) => [item.id, item.parentIds ?? []]));
    this.conditionParents = new Map(content.conditions.map(({ item }) => [item.id, item.parentIds ?? []]));
    this.ingredients = new Map(content.ingredients.map(({ item }) => [item.id, item]));
    this.classes = new Map(content.classes.map(({ item }) => [item.id, item]));
    this.allergens = new Set(content.allergens.map(({ item }) => item.id));
  }

  /** An ingredient's classes (a combination's include its components') with every ancestor. */
  classesOf(ingredientId: string, seen = new Set<string>()): string[] {
    const ingredient = this.ingredients.get(ingredientId);
    if (!ingredient || seen.has(ingredientId)) return [];
    seen.add(ingredientId);
    const own = ingredient.classIds.flatMap((c) => ancestorsOf(c, this.classParents));
    return [...new Set([...own, ...(ingredient.componentIds ?? []).flatMap((c) => this.classesOf(c, seen))])];
  }

  private reaching(ingredientIds: string[]): { facts: LabelFactsFile[]; classIds: Set<string> } {
    const classIds = new Set(ingredientIds.flatMap((id) => this.classesOf(id)));
    const facts = [
      ...ingredientIds.map((id) => this.ingredients.get(id)?.facts),
      ...[...classIds].map((id) => this.classes.get(id)?.facts),
    ].filter((f): f is LabelFactsFile => f !== undefined);
    return { facts, classIds };
  }

  /**
   * The products an ingredient's label lists speak for: the formulations named, or else every product containing
   * it, leaving out those for local use when others are swallowed (a cream's label is not the tablet's).
   */
  productsOfLabel(ingredientId: string, formulationIds?: string[]): ProductFacts[] {
    const all = this.productsContaining(ingredientId);
    if (formulationIds) return all.filter((p) => formulationIds.includes(p.id));
    const swallowed = all.filter((p) => !p.localUse);
    return swallowed.length > 0 ? swallowed : all;
  }

  /**
   * Every product containing the ingredient with the facts the engine weighs for it: its own label's, and its
   * ingredients' and their classes' unless it is for local use (then only their allergy alerts reach it). An
   * ingredient no product contains is judged as if sold alone.
   */
  productsContaining(ingredientId: string): ProductFacts[] {
    const products: ProductFacts[] = [];
    for (const { item } of this.content.formulations) {
      const ingredientIds = item.activeIngredients.map((a) => a.ingredientId);
      if (!ingredientIds.includes(ingredientId)) continue;
      const { facts, classIds } = this.reaching(ingredientIds);
      products.push({
        id: item.id,
        ingredientIds,
        classIds,
        allergenIds: item.allergenIds ?? [],
        facts: item.localUse ? [item.label] : [item.label, ...facts],
        allergyOnly: item.localUse ? facts : [],
        localUse: item.localUse === true,
      });
    }
    for (const { item } of this.content.supplements) {
      if (!item.ingredientIds.includes(ingredientId)) continue;
      const { facts, classIds } = this.reaching(item.ingredientIds);
      products.push({
        id: item.id,
        ingredientIds: item.ingredientIds,
        classIds,
        allergenIds: item.allergenIds ?? [],
        facts: [item.label, ...facts],
        allergyOnly: [],
        localUse: false,
      });
    }
    if (products.length > 0) return products;
    const { facts, classIds } = this.reaching([ingredientId]);
    return [
      {
        id: ingredientId,
        ingredientIds: [ingredientId],
        classIds,
        allergenIds: [],
        facts,
        allergyOnly: [],
        localUse: false,
      },
    ];
  }

  /** A named substance with every class it belongs to (its ancestors): facts naming any of them reach it. */
  private substance(id: string): string[] | undefined {
    if (this.ingredients.has(id)) return [id, ...this.classesOf(id)];
    if (this.classes.has(id)) return ancestorsOf(id, this.classParents);
    return undefined;
  }

  /** The levels at which the engine acts on `covers` for one product; none when nothing carries it there. */
  resolve(covers: string, product: ProductFacts): CoverResult {
    const levels = (found: Level[]): CoverResult => ({ kind: 'levels', levels: found });
    const level = (f: { severity: 'avoid' | 'caution'; level?: LevelFile | undefined }): Level =>
      f.severity === 'avoid' ? (f.level ?? 'ask-first') : null;
    const [kind, id = ''] = covers.split(/:(.*)/s) as [string, string?];
    const unknown = (what: string): CoverResult => ({ kind: 'unknown-id', message: `'${id}' names no ${what}` });

    switch (kind) {
      case 'condition': {
        if (!this.conditionParents.has(id)) return unknown('condition');
        // A fact on a broader condition reaches everyone with this one.
        const ids = new Set(ancestorsOf(id, this.conditionParents));
        return levels(
          product.facts
            .flatMap((f) => f.conditions ?? [])
            .filter((c) => ids.has(c.conditionId))
            .map(level),
        );
      }
      case 'interaction': {
        const ids = this.substance(id);
        if (!ids) return unknown('ingredient or class');
        const named = new Set(ids);
        const facts = product.facts.flatMap((f) => f.interactions ?? []).filter((i) => named.has(i.targetId));
        // The engine's own duplicate rule: taking the product's own ingredient is "do not use" on every label.
        const duplicate = product.ingredientIds.includes(id) && !facts.some((f) => f.targetId === id);
        return levels([...facts.map(level), ...(duplicate ? ['do-not-use' as const] : [])]);
      }
      case 'allergy': {
        const ids = this.substance(id) ?? (this.allergens.has(id) ? [id] : undefined);
        if (!ids) return unknown('ingredient, class or allergen');
        const named = new Set(ids);
        const alerts = [...product.facts, ...product.allergyOnly]
          .flatMap((f) => f.allergyAlerts ?? [])
          .filter((a) => named.has(a.targetId));
        // The engine's own allergy rule: an allergy to an ingredient, to a class whose members cross-react, or to
        // an allergen the product declares.
        const own =
          product.ingredientIds.includes(id) ||
          product.allergenIds.includes(id) ||
          (product.classIds.has(id) && this.classes.get(id)?.allergyCrossReactive === true);
        return levels(alerts.length > 0 || own ? ['do-not-use'] : []);
      }
      case 'age': {
        const [, bound, years] = /^(under|from)-(.+)$/.exec(id) ?? [];
        const n = Number(years);
        const ages = product.facts.flatMap((f) => f.ages ?? []);
        return levels(ages.filter((a) => (bound === 'under' ? a.belowYears === n : a.fromYears === n)).map(level));
      }
      case 'pregnancy':
      case 'breastfeeding':
        return levels(
          product.facts.flatMap((f) => {
            const fact = f[kind];
            return fact && 'severity' in fact ? [level(fact)] : [];
          }),
        );
      default:
        // The schema allows no other kind; not-a-profile-fact is never resolved.
        return { kind: 'unknown-id', message: `'${covers}' is no kind of fact (${NOT_A_PROFILE_FACT} needs none)` };
    }
  }
}
