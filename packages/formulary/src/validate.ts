import { searchKey } from './lint/search-key.js';
import { SOURCE_DOMAINS } from './lint/source-domains.js';
import type { Formulary, LabelFacts, Source } from './types.js';

const EVIDENCE = new Set(['Strong', 'Moderate', 'Weak', 'Mixed']);

// The same key the safety engine looks phrases up by.
const norm = searchKey;

/**
 * Every problem in the formulary as one readable line: schema, dangling references, facts without a
 * usable source, and phrases claimed by two different entries. An empty list means it is sound.
 */
export function validateFormulary(f: Formulary): string[] {
  const problems: string[] = [];
  const report = (where: string, what: string) => problems.push(`${where}: ${what}`);

  const idSet = (name: string, items: { id: string }[]) => {
    const seen = new Set<string>();
    for (const { id } of items) {
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) report(`${name} ${id}`, 'id must be kebab-case');
      if (seen.has(id)) report(`${name} ${id}`, 'id is used twice');
      seen.add(id);
    }
    return seen;
  };
  const classes = idSet('class', f.drugClasses);
  const ingredients = idSet('ingredient', f.ingredients);
  const conditions = idSet('condition', f.conditions);
  const allergens = idSet('allergen', f.allergens);
  const symptoms = idSet('symptom', f.symptoms);
  const categories = idSet('supplement category', f.supplementCategories);
  idSet('medication', f.medications);
  idSet('supplement', f.supplements);
  for (const id of ingredients) if (classes.has(id)) report(`ingredient ${id}`, 'id is also a class id');
  for (const id of allergens)
    if (classes.has(id) || ingredients.has(id)) report(`allergen ${id}`, 'id is also a class or ingredient id');

  const checkSource = (where: string, source: Source | undefined) => {
    if (!source || !source.title?.trim()) return report(where, 'fact has no source');
    let host = '';
    try {
      const url = new URL(source.url);
      host = url.protocol === 'https:' ? url.host : '';
    } catch {
      // reported below
    }
    if (!SOURCE_DOMAINS.includes(host)) report(where, `source URL is not an accepted https source: ${source.url}`);
  };
  const checkRefs = (where: string, ids: string[] | undefined, known: Set<string>, kind: string) => {
    for (const id of ids ?? []) if (!known.has(id)) report(where, `unknown ${kind} '${id}'`);
  };
  const checkFacts = (where: string, facts: LabelFacts | undefined) => {
    if (!facts) return;
    for (const fact of facts.conditions ?? []) {
      checkRefs(`${where} condition fact`, [fact.conditionId], conditions, 'condition');
      checkSource(`${where} condition ${fact.conditionId}`, fact.source);
    }
    for (const fact of facts.interactions ?? []) {
      if (!classes.has(fact.targetId) && !ingredients.has(fact.targetId)) {
        report(`${where} interaction`, `unknown ingredient or class '${fact.targetId}'`);
      }
      checkSource(`${where} interaction ${fact.targetId}`, fact.source);
    }
    for (const fact of facts.allergyAlerts ?? []) {
      const id = fact.targetId;
      if (!classes.has(id) && !ingredients.has(id) && !allergens.has(id)) {
        report(`${where} allergy alert`, `unknown ingredient, class or allergen '${id}'`);
      }
      checkSource(`${where} allergy alert ${id}`, fact.source);
    }
    for (const fact of facts.ages ?? []) {
      const bounds = [fact.belowYears, fact.fromYears].filter((n) => n !== undefined);
      if (bounds.length !== 1 || bounds.some((n) => !Number.isInteger(n) || n! < 1 || n! > 120)) {
        report(`${where} age fact`, 'needs exactly one of belowYears or fromYears, a whole number from 1 to 120');
      }
      checkSource(`${where} age fact`, fact.source);
    }
    if (facts.pregnancy) checkSource(`${where} pregnancy fact`, facts.pregnancy.source);
    if (facts.breastfeeding) checkSource(`${where} breastfeeding fact`, facts.breastfeeding.source);
    const all = [
      ...(facts.conditions ?? []),
      ...(facts.interactions ?? []),
      ...(facts.ages ?? []),
      ...[facts.pregnancy, facts.breastfeeding].filter((x) => x !== undefined),
    ];
    for (const fact of all) {
      if (fact.severity !== 'avoid' && fact.severity !== 'caution') report(where, `severity must be avoid or caution`);
      if (!fact.message?.trim()) report(where, 'fact has no message');
    }
  };

  for (const c of f.drugClasses) {
    checkRefs(`class ${c.id}`, c.parentIds, classes, 'parent class');
    checkFacts(`class ${c.id}`, c.facts);
  }
  for (const c of f.conditions) checkRefs(`condition ${c.id}`, c.parentIds, conditions, 'parent condition');
  for (const a of f.allergens) {
    checkRefs(`allergen ${a.id}`, a.classIds, classes, 'class');
    checkRefs(`allergen ${a.id}`, a.ingredientIds, ingredients, 'ingredient');
  }
  for (const i of f.ingredients) {
    checkRefs(`ingredient ${i.id}`, i.classIds, classes, 'class');
    checkRefs(`ingredient ${i.id}`, i.componentIds, ingredients, 'component ingredient');
    checkSource(`ingredient ${i.id}`, i.source);
    checkFacts(`ingredient ${i.id}`, i.facts);
  }
  const reviewed = (where: string, review: { reviewedBy: string | null; reviewedAt: string | null }) => {
    const complete =
      review.reviewedBy !== null && review.reviewedAt !== null && !Number.isNaN(Date.parse(review.reviewedAt));
    const empty = review.reviewedBy === null && review.reviewedAt === null;
    if (!complete && !empty) report(where, 'review record must be empty or have both reviewer and a valid date');
  };
  const productNames = new Map<string, string>();
  const claimName = (where: string, name: string) => {
    const key = norm(name);
    const other = productNames.get(key);
    if (other && other !== where) report(where, `name '${name}' is also the name of ${other}`);
    productNames.set(key, where);
  };
  for (const m of f.medications) {
    const where = `medication ${m.id}`;
    claimName(where, m.name);
    if (m.activeIngredients.length === 0) report(where, 'has no active ingredient');
    checkRefs(
      where,
      m.activeIngredients.map((a) => a.ingredientId),
      ingredients,
      'ingredient',
    );
    checkRefs(where, m.uses, symptoms, 'symptom');
    checkRefs(where, m.allergenIds, allergens, 'allergen');
    if (m.uses.length === 0) report(where, 'has no uses');
    for (const field of ['name', 'className', 'summary', 'mechanism'] as const)
      if (!m[field]?.trim()) report(where, `${field} is empty`);
    if (!m.dose.adult.trim() || !m.dose.pediatric.trim())
      report(where, 'adult and pediatric directions are both required');
    if (m.buyUrl && !/^https:\/\//.test(m.buyUrl)) report(where, 'buyUrl must be https');
    checkSource(where, m.source);
    checkFacts(where, m.label);
    reviewed(where, m.review);
  }
  for (const s of f.supplements) {
    const where = `supplement ${s.id}`;
    claimName(where, s.name);
    checkRefs(where, s.ingredientIds, ingredients, 'ingredient');
    checkRefs(where, s.categoryIds, categories, 'supplement category');
    checkRefs(where, s.uses, symptoms, 'symptom');
    checkRefs(where, s.allergenIds, allergens, 'allergen');
    if (s.ingredientIds.length === 0) report(where, 'has no ingredient id');
    if (s.categoryIds.length === 0) report(where, 'has no category');
    if (!EVIDENCE.has(s.evidence_strength))
      report(where, `evidence_strength '${s.evidence_strength}' is not Strong, Moderate, Weak or Mixed`);
    if (!s.evidenceBasis?.summary?.trim()) report(where, 'evidence strength has no basis');
    checkSource(`${where} evidence`, s.evidenceBasis?.source);
    checkSource(where, s.source);
    checkFacts(where, s.label);
    reviewed(where, s.review);
  }
  checkSource('general pregnancy statement', f.general.pregnancyOrBreastfeeding.source);

  // Red flags and the shoppers' lists are what the apps show instead of hard-coding them: they must be there.
  if (f.redFlags.length === 0) report('red flags', 'none: content/red-flags must hold the emergencies to watch for');
  idSet(
    'red flag',
    f.redFlags.map((r) => ({ id: r.code })),
  );
  for (const flag of f.redFlags) {
    checkSource(`red flag ${flag.code}`, flag.source);
    if (!flag.message.trim()) report(`red flag ${flag.code}`, 'has no message');
    if (flag.patterns.length === 0) report(`red flag ${flag.code}`, 'has no patterns');
  }
  const lists = {
    searchCategories: 'search-filter',
    commonSymptoms: 'common-symptoms',
    quickSearches: 'quick-searches',
  };
  for (const [field, file] of Object.entries(lists) as [keyof typeof lists, string][])
    if (f[field].length === 0) report(`categories/${file}.yaml`, 'is missing or empty');

  // A phrase must mean one thing within each vocabulary, or look-ups become a coin toss.
  const claimed = (kind: string, entries: { id: string; terms: string[] }[]) => {
    const owner = new Map<string, string>();
    for (const { id, terms } of entries) {
      for (const term of terms) {
        const key = norm(term);
        if (!key) continue;
        const previous = owner.get(key);
        if (previous && previous !== id) report(`${kind} '${term}'`, `claimed by both ${previous} and ${id}`);
        owner.set(key, id);
      }
    }
  };
  claimed(
    'symptom synonym',
    f.symptoms.map((s) => ({ id: s.id, terms: [s.id, s.name, ...s.synonyms] })),
  );
  claimed(
    'condition synonym',
    f.conditions.map((c) => ({ id: c.id, terms: [c.id, c.name, ...c.synonyms] })),
  );
  claimed('substance name', [
    ...f.ingredients.map((i) => ({
      id: `ingredient ${i.id}`,
      terms: [i.id, i.name, ...i.synonyms, ...(i.brandNames ?? [])],
    })),
    ...f.drugClasses.map((c) => ({ id: `class ${c.id}`, terms: [c.id, c.name, ...c.synonyms] })),
    ...f.allergens.map((a) => ({ id: `allergen ${a.id}`, terms: [a.id, a.name, ...a.synonyms] })),
  ]);
  return problems;
}
