import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ProductCategory } from '@otc/formulary';
import { evaluateProducts, saferOptions, unrecognisedEntries, type HealthProfile } from '@otc/safety-engine';
import { mergePersonContext } from '../domain/merge-person-context.js';
import { readPersonContext, withoutItems, type PersonContext } from '../domain/person-context.js';
import { namesAChild } from '../domain/child-mention.js';
import { constraintView, meetsConstraints } from '../domain/product-constraints.js';
import { detectRedFlags } from '../domain/red-flags.js';
import type { SearchResult } from '../domain/search-result.js';
import {
  SMART_SYMPTOM_EXTRACTOR,
  type SymptomExtraction,
  type SymptomExtractor,
} from '../domain/symptom-extractor.port.js';
import { NO_NAME_ANSWER, type NameAnswer } from '../domain/name-answer.js';
import { SearchCatalogue } from './search-catalogue.js';
import { allOfKind } from './product-kind-facts.js';
import { NameAnswers } from './name-answers.js';
import { LocalSymptomExtractor } from './local-symptom-extractor.js';
import { toMedicationView } from './medication-view.js';
import { namedStandIns } from './named-stand-ins.js';
import { rankMedications } from './rank-medications.js';
import { toSupplementView, withUsualSupplements } from './usual-supplements.js';
import { toReasonView } from '../../common/reason-view.js';

/** An extraction and whether smart search had to fall back to the local reader for it. */
export interface Reading {
  extraction: SymptomExtraction;
  fallbackUsed: boolean;
  /** What to say about a name nothing we list answers to (a brand we do not carry, an unknown name). */
  names: NameAnswer;
}

export interface SearchRequest {
  query: string;
  /** Smart search: the configured reader (a model, when one is set up) with basic search as the fallback. */
  enhanced: boolean;
  /** Only medicines in this category; null for all. */
  category: ProductCategory | null;
  /** Keys of context items the person removed (wrongly read): the search ignores them. */
  ignoredContext?: readonly string[];
}

@Injectable()
export class SearchService {
  private readonly logger = new Logger(SearchService.name);

  constructor(
    private readonly catalogue: SearchCatalogue,
    private readonly local: LocalSymptomExtractor,
    @Inject(SMART_SYMPTOM_EXTRACTOR) private readonly smart: SymptomExtractor,
  ) {
    this.nameAnswers = new NameAnswers(catalogue);
  }

  private readonly nameAnswers: NameAnswers;

  async search(request: SearchRequest, profile: HealthProfile): Promise<SearchResult> {
    const { extraction, fallbackUsed, names } = await this.read(request);
    const context = this.contextOf(request);
    return {
      ...this.medicinesFor(request, extraction, mergePersonContext(profile, context), directionsAgeOf(context)),
      ...this.aboutTheWords(request, extraction, fallbackUsed, names),
    };
  }

  /**
   * What the words say about the person (always the local reader, in both search modes), less what the person
   * removed. Never stored.
   */
  contextOf(request: Pick<SearchRequest, 'query' | 'ignoredContext'>): PersonContext {
    return withoutItems(
      readPersonContext(request.query, this.catalogue.contextVocabulary),
      request.ignoredContext ?? [],
    );
  }

  /** What the words mean: the configured reader's extraction (the local one for basic search or as fallback). */
  async read(request: SearchRequest): Promise<Reading> {
    const { extraction, fallbackUsed } = await this.readWords(request);
    // A name nothing we list answers to is read the same way in both modes (never silence).
    return { ...this.nameAnswers.answer(request.query, extraction), fallbackUsed };
  }

  private async readWords(request: SearchRequest): Promise<Omit<Reading, 'names'>> {
    if (request.enhanced && this.smart !== this.local) {
      try {
        const extraction = await this.smart.extract(request.query);
        // Constraints and who it is for always come from the local reader, whichever reader found the symptoms.
        return {
          extraction: {
            ...extraction,
            constraints: this.local.constraintsOf(request.query).constraints,
            namesAChild: namesAChild(request.query),
          },
          fallbackUsed: false,
        };
      } catch (error) {
        // The query itself is health data: log only that smart search failed, never what was asked.
        this.logger.warn(`Smart search unavailable, used basic search: ${(error as Error).message}`);
        return { extraction: this.local.extractNow(request.query), fallbackUsed: true };
      }
    }
    return { extraction: this.local.extractNow(request.query), fallbackUsed: false };
  }

  /**
   * The medicines for what was read, judged for the profile, and the profile's entries the judging could not
   * place. Depends on the category, the extracted symptom and product ids (in order), the constraints and the
   * profile only, never
   * on the wording: the search cache relies on it.
   */
  medicinesFor(
    request: Pick<SearchRequest, 'category'>,
    extraction: SymptomExtraction,
    profile: HealthProfile,
    directionsAge: number | null = profile.age,
  ): Pick<SearchResult, 'safe' | 'unsafe' | 'extractedSymptoms' | 'unrecognised'> {
    const constraints = extraction.constraints ?? [];
    const inCategory = this.catalogue.formulary.medications.filter(
      (m) =>
        (request.category === null || m.categories.includes(request.category)) &&
        meetsConstraints(this.catalogue.productFacts.get(m.id)!, constraints),
    );
    const childrenFirst = extraction.namesAChild === true || constraints.some((c) => c.kind === 'for-children');
    // A query of constraints only ("nasal spray", "non-drowsy") lists every product meeting them.
    const onlyConstraints =
      constraints.length > 0 && extraction.symptomIds.length === 0 && extraction.productIds.length === 0;
    const medicines = rankMedications(
      inCategory,
      extraction.symptomIds,
      namedStandIns(extraction.productIds, this.catalogue.medicationsById, inCategory),
      childrenFirst,
      onlyConstraints,
      allOfKind(constraints, this.catalogue.knowledge),
    );
    // Supplements join only an unfiltered search: the category filter names medicine shelves.
    const ranked = (
      request.category === null
        ? withUsualSupplements(medicines, extraction.symptomIds, extraction.productIds, this.catalogue)
        : medicines.map((item) => ({ kind: 'medication' as const, item }))
    ).filter(
      (p) => p.kind === 'medication' || meetsConstraints(this.catalogue.supplementFacts.get(p.item.id)!, constraints),
    );
    const verdicts = evaluateProducts(
      profile,
      ranked.map((p) => p.item.id),
      this.catalogue.knowledge,
    );
    const result: Pick<SearchResult, 'safe' | 'unsafe' | 'extractedSymptoms' | 'unrecognised'> = {
      safe: [],
      unsafe: [],
      extractedSymptoms: extraction.symptomIds.map((id) => this.catalogue.symptomNames.get(id) ?? id),
      unrecognised: unrecognisedEntries(profile, this.catalogue.knowledge),
    };
    // Offered from the whole catalogue, whatever the category filter: a safe choice for the same symptoms may sit
    // on another shelf.
    const avoided = new Map([...verdicts].filter(([, verdict]) => verdict.verdict === 'avoid'));
    const options = saferOptions(profile, avoided, this.catalogue.knowledge, {
      judged: verdicts,
      symptomIds: extraction.symptomIds,
    });
    for (const product of ranked) {
      const verdict = verdicts.get(product.item.id)!;
      const view =
        product.kind === 'medication'
          ? toMedicationView(product.item, this.catalogue, verdict.cautions, directionsAge)
          : toSupplementView(product.item, this.catalogue, verdict.cautions);
      if (verdict.level === null) result.safe.push(view);
      else
        result.unsafe.push({
          medication: view,
          level: verdict.level,
          reasons: verdict.reasons.map(toReasonView),
          saferOptions: options.get(product.item.id) ?? [],
        });
    }
    return result;
  }

  /** The parts of an answer that depend on the exact words and how they were read: computed for every request. */
  aboutTheWords(
    request: SearchRequest,
    extraction: SymptomExtraction,
    fallbackUsed: boolean,
    names: NameAnswer = NO_NAME_ANSWER,
  ): Pick<
    SearchResult,
    'confidence' | 'fallbackUsed' | 'redFlags' | 'notCarried' | 'unrecognisedName' | 'context' | 'constraints'
  > {
    // Emergencies are named whatever else the answer holds.
    const redFlags = detectRedFlags(request.query, this.catalogue.redFlags);
    return {
      confidence: extraction.confidence,
      fallbackUsed,
      redFlags,
      notCarried: names.notCarried,
      // An emergency's words are understood, even when they name no medicine.
      unrecognisedName: redFlags.length > 0 ? null : names.unrecognisedName,
      context: this.contextOf(request).items,
      constraints: (extraction.constraints ?? []).map(constraintView),
    };
  }
}

/** A life stage ("my kid") is judged at a cautious age, but its directions show the whole table, not one row. */
export const directionsAgeOf = (context: PersonContext): number | null | undefined =>
  context.age === null ? undefined : context.ageIsStage ? null : context.age;
