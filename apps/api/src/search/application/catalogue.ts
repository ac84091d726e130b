import { Injectable } from '@nestjs/common';
import { formulary, type Formulary, type Medication } from '@otc/formulary';
import { buildKnowledge, normaliseText, type Knowledge } from '@otc/safety-engine';
import type { ContextVocabulary } from '../domain/person-context.js';
import { compileRedFlags, type RedFlagRule } from '../domain/red-flags.js';
import { ALL_CATEGORIES, type SearchCategoryOption } from '../domain/search-category.js';
import { phraseKey, TermIndex, type TermEntry } from '../domain/term-index.js';

/** The formulary and its look-up tables, built once at start and searched in memory. */
@Injectable()
export class Catalogue {
  readonly formulary: Formulary = formulary;
  readonly knowledge: Knowledge = buildKnowledge(formulary);
  readonly medicationsById = new Map<string, Medication>(formulary.medications.map((m) => [m.id, m]));
  readonly symptomNames = new Map<string, string>(formulary.symptoms.map((s) => [s.id, s.name]));
  /** Emergencies to watch for in every query (content/red-flags). */
  readonly redFlags: RedFlagRule[] = compileRedFlags(formulary.redFlags);
  /** The search page's category filter: every product first, then the content's categories. */
  readonly searchCategories: SearchCategoryOption[] = [
    ALL_CATEGORIES,
    ...formulary.searchCategories.map((c) => ({ value: c.value, label: c.label, category: c.value })),
  ];
  /** Symptoms and product names as people type them. */
  readonly terms: TermIndex;
  /** The engine's own medicine and condition names, for reading what a query says about the person. */
  readonly contextVocabulary: ContextVocabulary = contextVocabularyOf(this.knowledge);

  constructor() {
    const entries: { phrase: string; entry: TermEntry }[] = [];
    for (const symptom of formulary.symptoms) {
      const entry: TermEntry = { kind: 'symptom', ids: [symptom.id] };
      for (const phrase of [symptom.name, ...symptom.synonyms]) entries.push({ phrase, entry });
    }
    // People also say it the other way round: "my throat is sore" for "sore throat". Added after every
    // written phrase, so a real phrase always wins over a reversed one.
    for (const symptom of formulary.symptoms) {
      const entry: TermEntry = { kind: 'symptom', ids: [symptom.id] };
      for (const phrase of [symptom.name, ...symptom.synonyms]) {
        const words = phraseKey(phrase).split(' ');
        if (words.length === 2) entries.push({ phrase: `${words[1]} ${words[0]}`, entry });
      }
    }
    // Exact product names first, so 'Advil' means the Advil product before the generics that list it as a brand.
    const named = new Map<string, string[]>();
    const claim = (phrase: string, id: string) =>
      named.set(phrase.toLowerCase(), [...new Set([...(named.get(phrase.toLowerCase()) ?? []), id])]);
    for (const m of formulary.medications) claim(m.name, m.id);
    const ingredients = new Map(formulary.ingredients.map((i) => [i.id, i]));
    for (const m of formulary.medications) {
      m.brandNames.forEach((brand) => claim(brand, m.id));
      // A single-ingredient product also answers to its ingredient's names ('paracetamol').
      const only = m.activeIngredients.length === 1 ? ingredients.get(m.activeIngredients[0]!.ingredientId) : undefined;
      if (only) [only.name, ...only.synonyms].forEach((name) => claim(name, m.id));
    }
    for (const [phrase, ids] of named) entries.push({ phrase, entry: { kind: 'product', ids } });
    this.terms = new TermIndex(entries);
  }
}

function contextVocabularyOf(knowledge: Knowledge): ContextVocabulary {
  const medicines = new Map<string, string>();
  for (const [phrase, referent] of knowledge.substanceTerms) {
    // An allergen alone ("peanut") is not a medicine someone is on; two letters are too easily a word.
    if (phrase.length > 2 && (referent.ingredientIds.length > 0 || referent.classIds.length > 0))
      medicines.set(phrase, phrase);
  }
  const symptoms = new Set(knowledge.formulary.symptoms.flatMap((s) => [s.name, ...s.synonyms].map(normaliseText)));
  // A condition that is also a symptom ("fever", "nausea") is what is being searched for, not a standing
  // condition of the person: none of its names read as one ("a fever" included).
  const symptomLike = new Set(
    [...knowledge.conditionTerms].filter(([phrase]) => symptoms.has(phrase)).map(([, id]) => id),
  );
  const names = new Map(knowledge.formulary.conditions.map((c) => [c.id, c.name.toLowerCase()]));
  const conditions = new Map(
    [...knowledge.conditionTerms]
      .filter(([, id]) => !symptomLike.has(id))
      .map(([phrase, id]) => [phrase, { id, label: names.get(id) ?? phrase }]),
  );
  return { medicines, conditions, symptoms };
}
