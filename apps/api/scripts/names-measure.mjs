// How many of the content's names resolve in search (local reader), suggestions and the CLI's findProduct.
// Usage: pnpm build && node apps/api/scripts/names-measure.mjs
import 'reflect-metadata';
import { buildKnowledge, findProduct } from '@otc/safety-engine';
import { formulary } from '@otc/formulary';
import { SearchCatalogue } from '../dist/search/application/search-catalogue.js';
import { LocalSymptomExtractor } from '../dist/search/application/local-symptom-extractor.js';
import { SuggestionsService } from '../dist/search/application/suggestions.service.js';

const catalogue = new SearchCatalogue();
const reader = new LocalSymptomExtractor(catalogue);
const suggestions = new SuggestionsService(catalogue);
const knowledge = catalogue.knowledge ?? buildKnowledge(formulary);
const byId = new Map(formulary.medications.map((m) => [m.id, m]));
const byName = new Map(formulary.medications.map((m) => [m.name.toLowerCase(), m]));
const formulation = (m) =>
  m.activeIngredients
    .map((a) => `${a.ingredientId}:${a.strength.toLowerCase().replace(/\s+/g, '')}`)
    .sort()
    .join('+');

// name -> predicate over a medication: does it answer this name?
const cases = [];
for (const m of formulary.medications) {
  for (const name of [m.name, ...m.brandNames]) {
    const owners = formulary.medications.filter((o) => o.name === name || o.brandNames.includes(name));
    const keys = new Set(owners.map(formulation));
    cases.push({ kind: 'name', name, ok: (p) => keys.has(formulation(p)) });
  }
}
const FAMILIES = [
  'Tylenol',
  'Excedrin',
  'Motrin',
  'Mucinex',
  'NyQuil',
  'Zyrtec',
  'Pepto',
  'Tums',
  'Imodium',
  'Prilosec',
  'Pepcid',
  'Advil',
  'Aleve',
  'Claritin',
  'Benadryl',
  'Allegra',
  'Sudafed',
  'DayQuil',
  'Robitussin',
  'Dramamine',
];
for (const family of FAMILIES) {
  const word = family.toLowerCase();
  cases.push({
    kind: 'family',
    name: family,
    ok: (p) => [p.name, ...p.brandNames].some((n) => n.toLowerCase().replace(/-/g, ' ').split(' ').includes(word)),
  });
  cases.push({
    kind: 'family',
    name: word,
    ok: (p) => [p.name, ...p.brandNames].some((n) => n.toLowerCase().replace(/-/g, ' ').split(' ').includes(word)),
  });
}
const MISSPELT = {
  tylenal: 'tylenol',
  ibuprophen: 'ibuprofen',
  benadril: 'benadryl',
  excedren: 'excedrin',
  mucenex: 'mucinex',
  zyrtek: 'zyrtec',
  claritan: 'claritin',
  nyquill: 'nyquil',
  tylenoll: 'tylenol',
  advill: 'advil',
  motrine: 'motrin',
  imodum: 'imodium',
  pepto: 'pepto',
  acetominophen: 'acetaminophen',
  allegre: 'allegra',
};
for (const [typed, word] of Object.entries(MISSPELT))
  cases.push({
    kind: 'misspelling',
    name: typed,
    ok: (p) =>
      [p.name, ...p.brandNames, ...p.activeIngredients.map((a) => a.ingredientId)].some((n) =>
        n.toLowerCase().replace(/-/g, ' ').split(' ').includes(word),
      ),
  });
for (const i of formulary.ingredients.filter((i) => i.kind !== 'rx' && !i.componentIds?.length))
  for (const name of [i.name, ...i.synonyms]) {
    if (
      !formulary.medications.some(
        (m) => m.activeIngredients.length === 1 && m.activeIngredients[0].ingredientId === i.id,
      )
    )
      continue;
    cases.push({ kind: 'generic', name, ok: (p) => p.activeIngredients.some((a) => a.ingredientId === i.id) });
  }

const tally = {};
const misses = [];
for (const c of cases) {
  const t = (tally[c.kind] ??= { total: 0, search: 0, suggestions: 0, cli: 0 });
  t.total++;
  const searched = reader
    .extractNow(c.name)
    .productIds.map((id) => byId.get(id))
    .filter(Boolean);
  const inSearch = searched.length > 0 && c.ok(searched[0]);
  const suggested = suggestions
    .suggest(c.name)
    .map((label) => byName.get(label.toLowerCase()))
    .filter(Boolean);
  const suggestedFirst = suggestions.suggest(c.name)[0];
  const inSuggestions =
    (suggested.length > 0 && c.ok(suggested[0])) ||
    (suggestedFirst !== undefined &&
      reader
        .extractNow(suggestedFirst)
        .productIds.map((id) => byId.get(id))
        .filter(Boolean)
        .some(c.ok));
  const found = findProduct(knowledge, c.name);
  const inCli = found !== null && byId.has(found.id) && c.ok(byId.get(found.id));
  t.search += inSearch;
  t.suggestions += inSuggestions;
  t.cli += inCli;
  if (!inSearch || !inSuggestions || !inCli)
    misses.push(
      `${c.kind}: ${c.name} [${inSearch ? '' : 'search '}${inSuggestions ? '' : 'suggestions '}${inCli ? '' : 'cli'}]`,
    );
}
console.log('kind          total  search  suggestions  cli');
for (const [kind, t] of Object.entries(tally))
  console.log(
    `${kind.padEnd(13)} ${String(t.total).padStart(5)} ${String(t.search).padStart(7)} ${String(t.suggestions).padStart(12)} ${String(t.cli).padStart(4)}`,
  );
if (process.argv.includes('--misses')) console.log(misses.join('\n'));
