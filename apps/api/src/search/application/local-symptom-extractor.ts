import { Injectable } from '@nestjs/common';
import { confidenceOf } from '../domain/confidence.js';
import type { SymptomExtraction, SymptomExtractor } from '../domain/symptom-extractor.port.js';
import { Catalogue } from './catalogue.js';

/** The default reader: local, deterministic, no network. Knows synonyms, typos and negation. */
@Injectable()
export class LocalSymptomExtractor implements SymptomExtractor {
  constructor(private readonly catalogue: Catalogue) {}

  extract(text: string): Promise<SymptomExtraction> {
    return Promise.resolve(this.extractNow(text));
  }

  extractNow(text: string): SymptomExtraction {
    // A whole query that is a product name, however long ("CVS Health 8 HR Arthritis Pain Relief Acetaminophen
    // 650 mg", "ibuprofen 200mg"), means those products: its words are not read as symptoms.
    const named = this.catalogue.names.resolve(text, { fuzzy: false });
    const productIds = named?.ids.filter((id) => this.catalogue.medicationsById.has(id)) ?? [];
    if (productIds.length > 0) return { symptomIds: [], negatedSymptomIds: [], productIds, confidence: 1 };
    const extraction = this.catalogue.terms.extract(text, { negation: true });
    const ids = (kind: 'symptom' | 'product', negated: boolean) => [
      ...new Set(extraction.terms.filter((t) => t.kind === kind && t.negated === negated).flatMap((t) => t.ids)),
    ];
    const negatedSymptomIds = ids('symptom', true);
    return {
      symptomIds: ids('symptom', false).filter((id) => !negatedSymptomIds.includes(id)),
      negatedSymptomIds,
      productIds: ids('product', false),
      confidence: confidenceOf(extraction),
    };
  }
}
