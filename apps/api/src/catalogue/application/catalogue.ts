import { Injectable } from '@nestjs/common';
import { formulary, type Formulary, type Medication, type Supplement } from '@otc/formulary';
import { buildKnowledge, nameIndexOf, type Knowledge, type NameIndex } from '@otc/safety-engine';

/**
 * The formulary and the look-up tables every capability reads (search, supplements, vocabulary, profile,
 * content), built once at start and searched in memory. Search builds its own indexes on top (SearchCatalogue).
 */
@Injectable()
export class Catalogue {
  readonly formulary: Formulary = formulary;
  readonly knowledge: Knowledge = buildKnowledge(formulary);
  readonly medicationsById = new Map<string, Medication>(formulary.medications.map((m) => [m.id, m]));
  readonly supplementsById = new Map<string, Supplement>(formulary.supplements.map((s) => [s.id, s]));
  /** The supplements each symptom names as the usual choice for it, by symptom id. */
  readonly usualSupplements = new Map<string, string[]>(
    formulary.symptoms.map((s) => [s.id, s.usualSupplements ?? []]),
  );
  readonly symptomNames = new Map<string, string>(formulary.symptoms.map((s) => [s.id, s.name]));
  /** Every name a product answers to (shared with the CLI's findProduct). */
  readonly names: NameIndex = nameIndexOf(this.knowledge);

  /** Whether search lists the product of this id: a medication or a supplement (a card marked as one). */
  isListed(id: string): boolean {
    return this.medicationsById.has(id) || this.supplementsById.has(id);
  }
}
