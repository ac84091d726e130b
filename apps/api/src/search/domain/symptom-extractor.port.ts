import type { ProductConstraint } from './product-constraints.js';

/** What an extractor read in the person's words. */
export interface SymptomExtraction {
  /** Symptom ids, in the order they were mentioned, without those the person said they do not have. */
  symptomIds: string[];
  /** Symptom ids the person explicitly ruled out ("no fever"). */
  negatedSymptomIds: string[];
  /** Products named outright ('Advil', 'paracetamol'). */
  productIds: string[];
  /** How sure the extractor is that it understood, from 0 to 1. */
  confidence: number;
  /** What the medicine must be or not be ("no tylenol", "non-drowsy"); always read by the local reader. */
  constraints?: ProductConstraint[];
  /** The words name a child ("my toddler"): children's products are listed first. Always read locally. */
  namesAChild?: boolean;
}

/**
 * Reads symptoms out of free text. Two adapters: the local, deterministic one (always available) and an
 * optional OpenAI-compatible chat model (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL).
 */
export interface SymptomExtractor {
  extract(text: string): Promise<SymptomExtraction>;
}

export const SMART_SYMPTOM_EXTRACTOR = Symbol('SMART_SYMPTOM_EXTRACTOR');
