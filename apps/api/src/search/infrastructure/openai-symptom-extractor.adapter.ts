import type { LlmConfig } from '../../config/app-config.js';
import type { LocalSymptomExtractor } from '../application/local-symptom-extractor.js';
import type { SearchCatalogue } from '../application/search-catalogue.js';
import type { SymptomExtraction, SymptomExtractor } from '../domain/symptom-extractor.port.js';

const INSTRUCTIONS = `You read what a person writes about how they feel and list their symptoms.
Answer with JSON only: {"symptoms": string[], "negated": string[], "confidence": number}.
"symptoms": each symptom they have, in plain English ("headache", "stuffy nose", "sore throat").
"negated": symptoms they say they do NOT have ("no fever" -> "fever").
"confidence": from 0 to 1, how sure you are. Never give medical advice.`;

export class LlmUnavailableError extends Error {}

/**
 * Smart search through an OpenAI-compatible chat endpoint. Its answer is mapped back onto our own symptom
 * vocabulary, so the model can only ever select symptoms we know, never invent medicines or verdicts.
 * Any failure or a timeout throws LlmUnavailableError; the caller falls back to basic search.
 */
export class OpenAiSymptomExtractor implements SymptomExtractor {
  constructor(
    private readonly config: LlmConfig,
    private readonly catalogue: SearchCatalogue,
    private readonly local: LocalSymptomExtractor,
  ) {}

  async extract(text: string): Promise<SymptomExtraction> {
    const answer = await this.ask(text);
    const toIds = (names: unknown): string[] => {
      if (!Array.isArray(names)) throw new LlmUnavailableError('The model answered without a symptom list.');
      const ids = names
        .filter((n): n is string => typeof n === 'string')
        .flatMap((name) => this.catalogue.terms.extract(name, { negation: false }).terms)
        .filter((t) => t.kind === 'symptom')
        .flatMap((t) => t.ids);
      return [...new Set(ids)];
    };
    const negatedSymptomIds = toIds(answer.negated ?? []);
    const confidence = typeof answer.confidence === 'number' ? Math.min(1, Math.max(0, answer.confidence)) : 0.8;
    return {
      symptomIds: toIds(answer.symptoms).filter((id) => !negatedSymptomIds.includes(id)),
      negatedSymptomIds,
      // Product names are matched locally: the model has no say in which medicines exist.
      productIds: this.local.extractNow(text).productIds,
      confidence: Math.round(confidence * 100) / 100,
    };
  }

  private async ask(text: string): Promise<{ symptoms?: unknown; negated?: unknown; confidence?: unknown }> {
    let response: Response;
    try {
      response = await fetch(`${this.config.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${this.config.apiKey}` },
        body: JSON.stringify({
          model: this.config.model,
          temperature: 0,
          response_format: { type: 'json_object' },
          messages: [
            { role: 'system', content: INSTRUCTIONS },
            { role: 'user', content: text },
          ],
        }),
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      throw new LlmUnavailableError(timedOut ? 'The model did not answer in time.' : 'The model could not be reached.');
    }
    if (!response.ok) throw new LlmUnavailableError(`The model answered with HTTP ${response.status}.`);
    try {
      const body = (await response.json()) as { choices?: { message?: { content?: string } }[] };
      const content = body.choices?.[0]?.message?.content ?? '';
      const parsed: unknown = JSON.parse(content);
      if (typeof parsed !== 'object' || parsed === null) throw new Error('not an object');
      return parsed as { symptoms?: unknown; negated?: unknown; confidence?: unknown };
    } catch {
      throw new LlmUnavailableError('The model answered with something other than the JSON asked for.');
    }
  }
}
