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
