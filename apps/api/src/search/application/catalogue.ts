import { Injectable } from '@nestjs/common';
import { formulary, type Formulary, type Medication } from '@otc/formulary';
import { buildKnowledge, nameIndexOf, type Knowledge, type NameIndex } from '@otc/safety-engine';
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
  /** Every name a product answers to (shared with the CLI's findProduct). */
  readonly names: NameIndex = nameIndexOf(this.knowledge);
  /** Symptoms and product names as people type them. */
  readonly terms: TermIndex;

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
    // Product names come from the engine's name index, the one the CLI reads: names, search names, brand families
    // ('Tylenol'), generics ('paracetamol'). Only medications are listed by search.
    for (const name of this.names.entries) {
      const ids = name.ids.filter((id) => this.medicationsById.has(id));
      if (ids.length > 0) entries.push({ phrase: name.key, entry: { kind: 'product', ids } });
    }
    this.terms = new TermIndex(entries);
  }
}
