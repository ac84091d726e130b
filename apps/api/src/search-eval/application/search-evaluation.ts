import { performance } from 'node:perf_hooks';
import {
  SearchCatalogue,
  LocalSymptomExtractor,
  rankMedications,
  SearchService,
  type SearchResult,
  type SymptomExtractor,
} from '../../search/index.js';
import { CorpusError, type EvalCase } from '../domain/eval-case.js';
import { IngredientNames } from '../domain/ingredient-names.js';
import { judgeCase, type AnswerSummary, type CaseOutcome, type ResolvedCase } from '../domain/judge-case.js';
import { summariseRounds, type Speed } from '../domain/speed.js';
import { healthProfileOf } from './case-profile.js';

export type SearchMode = 'basic' | 'smart';
const SEARCH_MODES: readonly SearchMode[] = ['basic', 'smart'];

/**
 * Runs corpus cases through the app's own search path: the SearchService with the shipped catalogue, in basic
 * search (the local reader) and smart search (the configured reader; without a model, the local reader as the app
 * itself wires it).
 */
export class SearchEvaluation {
  private readonly local: LocalSymptomExtractor;
  private readonly service: SearchService;
  private readonly names: IngredientNames;

  /** `smartReader`: the model's reader when one is configured; without it smart search reads locally. */
  constructor(
    private readonly catalogue: SearchCatalogue,
    smartReader?: (local: LocalSymptomExtractor) => SymptomExtractor,
  ) {
    this.local = new LocalSymptomExtractor(catalogue);
    this.service = new SearchService(catalogue, this.local, smartReader?.(this.local) ?? this.local);
    this.names = new IngredientNames(catalogue.formulary.ingredients);
  }

  /**
   * Every ingredient name and profile checked before any search. Corpus errors stop the run, each naming its case,
   * all of them at once so one pass over the files fixes them. With `unknownAsAbsent` (a look at the figures while
   * corpus and content are reconciled, never the gate) an unknown ingredient name is read as one no product
   * contains, so its include fails and its exclude holds; each is put in `warnings`.
   */
  resolve(
    cases: readonly EvalCase[],
    options: { unknownAsAbsent?: boolean; warnings?: string[] } = {},
  ): ResolvedCase[] {
    const seen = new Set<string>();
    const errors: string[] = [];
    const nameErrors = options.unknownAsAbsent ? (options.warnings ?? []) : errors;
    const attempt = <T>(work: () => T, sink = errors): T | null => {
      try {
        return work();
      } catch (error) {
        if (!(error instanceof CorpusError)) throw error;
        sink.push(error.message);
        return null;
      }
    };
    const resolved = cases.map((c) => {
      if (seen.has(c.id)) errors.push(`case ${c.id}: the id is used twice`);
      seen.add(c.id);
      attempt(() => healthProfileOf(c.profile, c.id));
      const ids = (names: string[]) =>
        names.map((name) => ({ name, ids: attempt(() => this.names.resolve(name, c.id), nameErrors) ?? [] }));
      return { ...c, includeIds: ids(c.include), excludeIds: ids(c.exclude) };
    });
    if (errors.length) throw new CorpusError(`${errors.length} problem(s):\n  ${errors.join('\n  ')}`);
    return resolved;
  }

  async run(cases: readonly ResolvedCase[], modes: readonly SearchMode[] = SEARCH_MODES): Promise<CaseOutcome[]> {
    const outcomes: CaseOutcome[] = [];
    for (const mode of modes) {
      for (const c of cases) {
        const result = await this.service.search(
          { query: c.query, enhanced: mode === 'smart', category: null },
          healthProfileOf(c.profile, c.id),
        );
        outcomes.push(judgeCase(c, mode, this.summarise(result)));
      }
    }
    return outcomes;
  }

  /**
   * Local reading (the words, names, constraints, red flags, who is asking) and ranking per query, as basic search
   * does them, timed with performance.now over the whole corpus, several rounds after one warm-up round. The
   * safety judging of the ranked list is not part of it.
   */
  async measureSpeed(queries: readonly string[], rounds = 5): Promise<Speed> {
    const medications = this.catalogue.formulary.medications;
    const once = async (query: string) => {
      const started = performance.now();
      const request = { query, enhanced: false, category: null };
      const { extraction, fallbackUsed, names } = await this.service.read(request);
      this.service.aboutTheWords(request, extraction, fallbackUsed, names);
      const constraints = extraction.constraints ?? [];
      rankMedications(
        medications,
        extraction.symptomIds,
        extraction.productIds,
        extraction.namesAChild === true || constraints.some((c) => c.kind === 'for-children'),
        constraints.length > 0 && extraction.symptomIds.length === 0 && extraction.productIds.length === 0,
      );
      return performance.now() - started;
    };
    const round = async () => {
      const times: number[] = [];
      for (const query of queries) times.push(await once(query));
      return times;
    };
    await round();
    const measured: number[][] = [];
    for (let i = 0; i < rounds; i++) measured.push(await round());
    return summariseRounds(measured, queries);
  }

  private summarise(result: SearchResult): AnswerSummary {
    // A safe result is a medicine or, since search lists the usual supplements too, a supplement.
    const ingredientIds = (id: string) =>
      this.catalogue.medicationsById.get(id)?.activeIngredients.map((a) => a.ingredientId) ??
      this.catalogue.supplementsById.get(id)?.ingredientIds ??
      [];
    return {
      safe: result.safe.map((m) => ({ name: m.name, ingredientIds: ingredientIds(m.id) })),
      redFlags: result.redFlags.map(({ code, message }) => ({ code, message })),
      holdList: holdListOf(result),
      listed: result.safe.length + result.unsafe.length,
      unrecognised: [
        ...result.unrecognised.allergies,
        ...result.unrecognised.medicalConditions,
        ...result.unrecognised.currentMedications,
      ],
    };
  }
}

/**
 * Whether the answer holds the medicine list back, from whichever field the answer has for it (on the answer or on
 * a red flag); null while it has none, so the check reads "not measurable yet" instead of passing.
 */
function holdListOf(result: SearchResult): boolean | null {
  const onAnswer = (result as unknown as Record<string, unknown>).holdList;
  if (typeof onAnswer === 'boolean') return onAnswer;
  const onFlags = result.redFlags
    .map((f) => (f as unknown as Record<string, unknown>).holdList)
    .filter((v): v is boolean => typeof v === 'boolean');
  return onFlags.length ? onFlags.some(Boolean) : null;
}
