import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ProductCategory } from '@otc/formulary';
import { evaluateProducts, type HealthProfile } from '@otc/safety-engine';
import { detectRedFlags } from '../domain/red-flags.js';
import type { SearchResult } from '../domain/search-result.js';
import {
  SMART_SYMPTOM_EXTRACTOR,
  type SymptomExtraction,
  type SymptomExtractor,
} from '../domain/symptom-extractor.port.js';
import { Catalogue } from './catalogue.js';
import { LocalSymptomExtractor } from './local-symptom-extractor.js';
import { toMedicationView } from './medication-view.js';
import { rankMedications } from './rank-medications.js';

export interface SearchRequest {
  query: string;
  /** Smart search: the configured reader (a model, when one is set up) with basic search as the fallback. */
  enhanced: boolean;
  /** Only medicines in this category; null for all. */
  category: ProductCategory | null;
}

@Injectable()
export class SearchService {
  private readonly logger = new Logger(SearchService.name);

  constructor(
    private readonly catalogue: Catalogue,
    private readonly local: LocalSymptomExtractor,
    @Inject(SMART_SYMPTOM_EXTRACTOR) private readonly smart: SymptomExtractor,
  ) {}

  async search(request: SearchRequest, profile: HealthProfile): Promise<SearchResult> {
    let fallbackUsed = false;
    let extraction: SymptomExtraction;
    if (request.enhanced && this.smart !== this.local) {
      try {
        extraction = await this.smart.extract(request.query);
      } catch (error) {
        // The query itself is health data: log only that smart search failed, never what was asked.
        this.logger.warn(`Smart search unavailable, used basic search: ${(error as Error).message}`);
        extraction = this.local.extractNow(request.query);
        fallbackUsed = true;
      }
    } else {
      extraction = this.local.extractNow(request.query);
    }
    return this.answer(request, extraction, fallbackUsed, profile);
  }

  private answer(
    request: SearchRequest,
    extraction: SymptomExtraction,
    fallbackUsed: boolean,
    profile: HealthProfile,
  ): SearchResult {
    const inCategory = this.catalogue.formulary.medications.filter(
      (m) => request.category === null || m.categories.includes(request.category),
    );
    const ranked = rankMedications(inCategory, extraction.symptomIds, extraction.productIds);
    const verdicts = evaluateProducts(
      profile,
      ranked.map((m) => m.id),
      this.catalogue.knowledge,
    );
    const result: SearchResult = {
      safe: [],
      unsafe: [],
      extractedSymptoms: extraction.symptomIds.map((id) => this.catalogue.symptomNames.get(id) ?? id),
      confidence: extraction.confidence,
      fallbackUsed,
      // Emergencies are named whatever else the answer holds.
      redFlags: detectRedFlags(request.query),
    };
    for (const medication of ranked) {
      const view = toMedicationView(medication, this.catalogue);
      const verdict = verdicts.get(medication.id)!;
      if (verdict.verdict === 'safe') result.safe.push(view);
      else result.unsafe.push({ medication: view, reasons: verdict.reasons });
    }
    return result;
  }
}
