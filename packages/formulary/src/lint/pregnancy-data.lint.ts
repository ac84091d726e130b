import type { RawContent } from '../load/read-content.js';
import type { IngredientFile } from '../schema/kinds.schema.js';
import { LINT_EXCEPTIONS_FILE } from './lint-exceptions.js';
import type { Finding, Linter } from './linter.js';

type Topic = 'pregnancy' | 'breastfeeding';
const TOPICS: Topic[] = ['pregnancy', 'breastfeeding'];

/** Ingredients some product contains (a formulation's active ingredients, a supplement's), with their components. */
function soldIngredients(content: RawContent, byId: Map<string, IngredientFile>): Set<string> {
  const sold = new Set<string>();
  const add = (id: string) => {
    if (sold.has(id)) return;
    sold.add(id);
    for (const component of byId.get(id)?.componentIds ?? []) add(component);
  };
  for (const { item } of content.formulations) for (const a of item.activeIngredients) add(a.ingredientId);
  for (const { item } of content.supplements) for (const id of item.ingredientIds) add(id);
  return sold;
}

/** What an ingredient lacks: a fact or no-data marker of its own, of one of its classes, or of all its components. */
function missingTopics(content: RawContent): Map<string, Topic[]> {
  const classes = new Map(content.classes.map(({ item }) => [item.id, item]));
  const ingredients = new Map(content.ingredients.map(({ item }) => [item.id, item]));
  const classHas = (id: string, topic: Topic, seen: Set<string>): boolean => {
    if (seen.has(id)) return false;
    seen.add(id);
    const c = classes.get(id);
    return !!c && (c.facts?.[topic] !== undefined || (c.parentIds ?? []).some((p) => classHas(p, topic, seen)));
  };
  const has = (id: string, topic: Topic, seen: Set<string>): boolean => {
    if (seen.has(id)) return false;
    seen.add(id);
    const i = ingredients.get(id);
    if (!i) return false;
    if (i.facts?.[topic] !== undefined) return true;
    if (i.classIds.some((c) => classHas(c, topic, new Set()))) return true;
    return !!i.componentIds?.length && i.componentIds.every((c) => has(c, topic, seen));
  };
  return new Map(
    [...ingredients.keys()].map((id) => [id, TOPICS.filter((topic) => !has(id, topic, new Set()))] as const),
  );
}

/**
 * Every ingredient has a pregnancy and a breastfeeding fact, or an explicit no-data marker. A known gap may be
 * accepted in lint-exceptions.yaml with a reason; an entry that no longer matches a gap is itself an error.
 */
export const pregnancyDataLinter: Linter = {
  name: 'pregnancy-data',
  severity: 'error',
  description:
    'every ingredient has a pregnancy and a breastfeeding fact (its own or a class’s), or an explicit {noData: true, source} marker',
  run: ({ content, exceptions, fileIds }) => {
    const findings: Finding[] = [];
    const byId = new Map(content.ingredients.map(({ item }) => [item.id, item]));
    const sold = soldIngredients(content, byId);
    const missing = missingTopics(content);
    const entries = exceptions['pregnancy-data'];
    const excusedIds = new Set(entries.flatMap((e) => e.values.map((x) => x.value)));
    // A kind-wide entry never covers an ingredient a product contains: those are what shoppers are judged on.
    const excusedKinds = new Set(entries.flatMap((e) => (e.kind ? [e.kind] : [])));
    const excused = (i: IngredientFile) => excusedIds.has(i.id) || (excusedKinds.has(i.kind) && !sold.has(i.id));

    for (const at of content.ingredients) {
      const lacks = missing.get(at.item.id) ?? [];
      if (lacks.length === 0 || excused(at.item)) continue;
      findings.push({
        file: at.file,
        line: at.lineOf(['facts']),
        message: `no ${lacks.join(' or ')} fact on the ingredient or its classes: write ${lacks.length > 1 ? 'them' : 'it'} from the label, LactMed or ODS/NCCIH, or record \`${lacks[0]}: {noData: true, source}\` where the source says nothing is known`,
      });
    }

    // Keep the exceptions honest: each entry must still name a real gap.
    for (const entry of entries) {
      for (const { value: id, line } of entry.values) {
        const lacks = missing.get(id);
        if (!lacks && !fileIds.ingredients.has(id))
          findings.push({ file: LINT_EXCEPTIONS_FILE, line, message: `'${id}' names no ingredient` });
        else if (lacks && lacks.length === 0)
          findings.push({
            file: LINT_EXCEPTIONS_FILE,
            line,
            message: `'${id}' has its pregnancy and breastfeeding data now: remove it from the exceptions`,
          });
      }
      if (entry.kind) {
        const kind = entry.kind;
        const covers = content.ingredients.some(
          ({ item }) => item.kind === kind && !sold.has(item.id) && (missing.get(item.id) ?? []).length > 0,
        );
        if (!covers)
          findings.push({
            file: LINT_EXCEPTIONS_FILE,
            line: entry.line,
            message: `no unsold ${kind} ingredient lacks pregnancy or breastfeeding data now: remove this entry`,
          });
      }
    }
    return findings;
  },
};
