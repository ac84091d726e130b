import { notCarriedOf, type NotCarriedNames } from '@otc/safety-engine';
import { inSentence, looksLikeName, NO_NAME_ANSWER, type NameAnswer } from '../domain/name-answer.js';
import type { SymptomExtraction } from '../domain/symptom-extractor.port.js';
import type { SearchCatalogue } from './search-catalogue.js';

/**
 * When a whole query is a name that nothing we list answers to: a brand whose ingredients the content knows
 * lists our products of those ingredients and says so; any other name is reported as not recognised. Both
 * search modes go through it, after the reader, so the answer never depends on a model.
 */
export class NameAnswers {
  private readonly brands: NotCarriedNames;
  private readonly ingredientNames: Map<string, string>;

  constructor(private readonly catalogue: SearchCatalogue) {
    this.brands = notCarriedOf(catalogue.knowledge);
    this.ingredientNames = new Map(catalogue.formulary.ingredients.map((i) => [i.id, i.name]));
  }

  /** The extraction, with a not-carried brand's products when the query names one, and what to say about it. */
  answer(query: string, extraction: SymptomExtraction): { extraction: SymptomExtraction; names: NameAnswer } {
    const nothingRead =
      extraction.symptomIds.length === 0 &&
      extraction.negatedSymptomIds.length === 0 &&
      extraction.productIds.length === 0;
    if (!nothingRead || !looksLikeName(query)) return { extraction, names: NO_NAME_ANSWER };
    // A name we know that search does not list (a supplement: 'melatonin') is recognised, just not a medicine.
    if (this.catalogue.names.resolve(query)) return { extraction, names: NO_NAME_ANSWER };
    const brand = this.brands.find(query);
    if (!brand) return { extraction, names: { notCarried: null, unrecognisedName: query.trim() } };
    const ingredients = brand.ingredientIds.map((id) => inSentence(this.ingredientNames.get(id) ?? id));
    return {
      extraction: {
        ...extraction,
        productIds: brand.productIds.filter((id) => this.catalogue.medicationsById.has(id)),
      },
      names: { notCarried: { name: brand.name, ingredients }, unrecognisedName: null },
    };
  }
}
