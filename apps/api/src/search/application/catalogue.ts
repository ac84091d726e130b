import { Injectable } from '@nestjs/common';
import { formulary, type Formulary, type Medication } from '@otc/formulary';
import { buildKnowledge, normaliseText, type Knowledge } from '@otc/safety-engine';

/** The formulary and its look-up tables, built once at start and searched in memory. */
@Injectable()
export class Catalogue {
  readonly formulary: Formulary = formulary;
  readonly knowledge: Knowledge = buildKnowledge(formulary);
  /** Phrase -> symptom id. */
  readonly symptomTerms = new Map<string, string>();
  /** Phrase (product, brand or ingredient name) -> ids of the medications it names. */
  readonly medicationTerms = new Map<string, string[]>();
  readonly medicationsById = new Map<string, Medication>();
  readonly symptomNames = new Map<string, string>();

  constructor() {
    for (const symptom of formulary.symptoms) {
      this.symptomNames.set(symptom.id, symptom.name);
      for (const term of [symptom.id, symptom.name, ...symptom.synonyms])
        this.symptomTerms.set(normaliseText(term), symptom.id);
    }
    const ingredientTerms = new Map(formulary.ingredients.map((i) => [i.id, [i.id, i.name, ...i.synonyms]] as const));
    const claim = (name: string, id: string) => {
      const key = normaliseText(name);
      const ids = this.medicationTerms.get(key) ?? [];
      if (!ids.includes(id)) this.medicationTerms.set(key, [...ids, id]);
    };
    for (const medication of formulary.medications) this.medicationsById.set(medication.id, medication);
    // Exact product names claim a phrase first, so 'Advil' ranks the Advil product above generics listing it.
    for (const medication of formulary.medications) claim(medication.name, medication.id);
    for (const medication of formulary.medications) {
      const names = [...medication.brandNames];
      // A single-ingredient product also answers to its ingredient's names ('paracetamol').
      if (medication.activeIngredients.length === 1) {
        names.push(...(ingredientTerms.get(medication.activeIngredients[0]!.ingredientId) ?? []));
      }
      for (const name of names) claim(name, medication.id);
    }
  }
}
