import { Injectable } from '@nestjs/common';
import type { Medication } from '@otc/formulary';
import { evaluateProducts, termsIn, type HealthProfile } from '@otc/safety-engine';
import type { SearchResult } from '../domain/search-result.js';
import { Catalogue } from './catalogue.js';
import { toMedicationView } from './medication-view.js';

@Injectable()
export class BasicSearchService {
  constructor(private readonly catalogue: Catalogue) {}

  search(query: string, profile: HealthProfile): SearchResult {
    const symptomIds = [...new Set(termsIn(query, this.catalogue.symptomTerms))];
    const namedIds = [...new Set(termsIn(query, this.catalogue.medicationTerms).flat())];
    const ranked = this.rank(symptomIds, namedIds);

    const result: SearchResult = {
      safe: [],
      unsafe: [],
      extractedSymptoms: symptomIds.map((id) => this.catalogue.symptomNames.get(id) ?? id),
      confidence: symptomIds.length + namedIds.length > 0 ? 1 : 0,
      fallbackUsed: false,
    };
    const verdicts = evaluateProducts(
      profile,
      ranked.map((m) => m.id),
      this.catalogue.knowledge,
    );
    for (const medication of ranked) {
      const view = toMedicationView(medication, this.catalogue);
      const verdict = verdicts.get(medication.id)!;
      if (verdict.verdict === 'safe') result.safe.push(view);
      else result.unsafe.push({ medication: view, reasons: verdict.reasons });
    }
    return result;
  }

  /** Medicines named in the query first, then those treating a symptom, primary use first, then by name. */
  private rank(symptomIds: string[], namedIds: string[]): Medication[] {
    const useRank = (m: Medication) => Math.min(...symptomIds.map((s) => m.uses.indexOf(s)).filter((i) => i >= 0));
    const bySymptom = this.catalogue.formulary.medications
      .filter((m) => !namedIds.includes(m.id) && symptomIds.some((s) => m.uses.includes(s)))
      .sort((a, b) => useRank(a) - useRank(b) || a.name.localeCompare(b.name));
    const named = namedIds.map((id) => this.catalogue.medicationsById.get(id)!).filter(Boolean);
    return [...named, ...bySymptom];
  }
}
