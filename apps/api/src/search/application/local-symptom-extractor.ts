import { Injectable } from '@nestjs/common';
import { namesAChild } from '../domain/child-mention.js';
import { confidenceOf } from '../domain/confidence.js';
import { readConstraints, type ConstraintReading } from '../domain/product-constraints.js';
import type { SymptomExtraction, SymptomExtractor } from '../domain/symptom-extractor.port.js';
import { SearchCatalogue } from './search-catalogue.js';

/** The default reader: local, deterministic, no network. Knows synonyms, typos and negation. */
@Injectable()
export class LocalSymptomExtractor implements SymptomExtractor {
  constructor(private readonly catalogue: SearchCatalogue) {}

  extract(text: string): Promise<SymptomExtraction> {
    return Promise.resolve(this.extractNow(text));
  }

  extractNow(text: string): SymptomExtraction {
    // A whole query that is a product name, however long ("CVS Health 8 HR Arthritis Pain Relief Acetaminophen
    // 650 mg", "ibuprofen 200mg"), means those products: its words are not read as symptoms or constraints.
    // A query of a kind and its form only ("chewable antacid") asks for that kind, not a product of that name.
    const named = this.catalogue.names.resolve(text, { fuzzy: false });
    const namedIds = named && !this.namesOnlyAKind(text) ? named.ids.filter((id) => this.catalogue.isListed(id)) : [];
    if (namedIds.length > 0)
      return {
        symptomIds: [],
        negatedSymptomIds: [],
        productIds: namedIds,
        confidence: 1,
        constraints: [],
        namesAChild: namesAChild(text),
      };
    // Constraints first: "cold medicine without acetaminophen" is a cold search with a filter, and the words
    // "without acetaminophen" are neither a negation nor unmatched.
    const { constraints, rest } = this.constraintsOf(text);
    const extraction = this.catalogue.terms.extract(rest, { negation: true });
    const ids = (kind: 'symptom' | 'product', negated: boolean) => [
      ...new Set(extraction.terms.filter((t) => t.kind === kind && t.negated === negated).flatMap((t) => t.ids)),
    ];
    const negatedSymptomIds = ids('symptom', true);
    return {
      symptomIds: ids('symptom', false).filter((id) => !negatedSymptomIds.includes(id)),
      negatedSymptomIds,
      productIds: ids('product', false),
      confidence: confidenceOf(extraction),
      constraints,
      namesAChild: namesAChild(text),
    };
  }

  private namesOnlyAKind(text: string): boolean {
    const { constraints, rest } = readConstraints(text, this.catalogue.constraintVocabulary);
    return constraints.some((c) => c.kind === 'of-kind') && !/[\p{L}\p{N}]/u.test(rest);
  }

  /** The product constraints the text states, and the text left for the symptom and product reader. */
  constraintsOf(text: string): ConstraintReading {
    const first = readConstraints(text, this.catalogue.constraintVocabulary);
    // Most queries state none: the product-name pass below is only paid for when one is found.
    if (first.constraints.length === 0) return first;
    // A product name holding a constraint word ("Children's Tylenol", "Mucinex Fast-Max liquid") stays whole.
    const productNames = this.catalogue.terms
      .extract(text, { negation: false })
      .terms.filter((t) => t.kind === 'product' && t.exact && t.text.includes(' '))
      .map((t) => t.text);
    return readConstraints(text, this.catalogue.constraintVocabulary, productNames);
  }
}
