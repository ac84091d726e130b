import { Injectable } from '@nestjs/common';
import type { Formulary, Medication, Supplement } from '@otc/formulary';
import { normaliseText, type Knowledge, type NameIndex } from '@otc/safety-engine';
import { Catalogue } from '../../catalogue/index.js';
import type { ContextVocabulary } from '../domain/person-context.js';
import type { ConstraintVocabulary, ProductFacts, SubstanceReferent } from '../domain/product-constraints.js';
import { compileRedFlags, type RedFlagRule } from '../domain/red-flags.js';
import { ALL_CATEGORIES, type SearchCategoryOption } from '../domain/search-category.js';
import { SiteSensationMatcher } from '../domain/site-sensation.js';
import { isNegationCue, phraseKey, TermIndex, type TermEntry } from '../domain/term-index.js';
import { hardOnStomachIds, medicationQualities, productKindsOf } from './product-kind-facts.js';

/**
 * The shared catalogue plus what only search reads: the term index, the vocabularies for reading a query and the
 * facts product constraints are checked against. Built once at start on the one shared Catalogue.
 */
@Injectable()
export class SearchCatalogue {
  readonly formulary: Formulary;
  readonly knowledge: Knowledge;
  readonly medicationsById: Map<string, Medication>;
  readonly supplementsById: Map<string, Supplement>;
  /** The supplements each symptom names as the usual choice for it, by symptom id. */
  readonly usualSupplements: Map<string, string[]>;
  readonly symptomNames: Map<string, string>;
  /** Every name a product answers to (shared with the CLI's findProduct). */
  readonly names: NameIndex;
  /** Emergencies to watch for in every query (content/red-flags). */
  readonly redFlags: RedFlagRule[];
  /** The search page's category filter: every product first, then the content's categories. */
  readonly searchCategories: SearchCategoryOption[];
  /** Symptoms and product names as people type them. */
  readonly terms: TermIndex;
  /** The engine's own medicine and condition names, for reading what a query says about the person. */
  readonly contextVocabulary: ContextVocabulary;
  /** Ingredients and classes a shopper may rule out ("no tylenol", "without NSAIDs"). */
  readonly constraintVocabulary: ConstraintVocabulary;
  /** What product constraints are checked against, by supplement id (its name and ingredients only). */
  readonly supplementFacts: Map<string, ProductFacts>;
  /** What product constraints are checked against, by medication id. */
  readonly productFacts: Map<string, ProductFacts>;

  // A test or the evaluation script builds its own; the app injects the shared one (CatalogueModule).
  constructor(private readonly catalogue: Catalogue = new Catalogue()) {
    const { formulary, knowledge } = catalogue;
    this.formulary = formulary;
    this.knowledge = knowledge;
    this.medicationsById = catalogue.medicationsById;
    this.supplementsById = catalogue.supplementsById;
    this.usualSupplements = catalogue.usualSupplements;
    this.symptomNames = catalogue.symptomNames;
    this.names = catalogue.names;
    this.redFlags = compileRedFlags(formulary.redFlags);
    this.searchCategories = [
      ALL_CATEGORIES,
      ...formulary.searchCategories.map((c) => ({ value: c.value, label: c.label, category: c.value })),
    ];
    this.contextVocabulary = contextVocabularyOf(knowledge);
    this.constraintVocabulary = {
      substances: ruledOutSubstances(knowledge),
      kinds: productKindsOf(formulary, knowledge),
    };
    this.supplementFacts = new Map(
      formulary.supplements.map((s) => [
        s.id,
        {
          ...productFacts(
            {
              name: s.name,
              brandNames: s.searchNames ?? [],
              activeIngredients: s.ingredientIds.map((ingredientId) => ({ ingredientId, strength: '' })),
            },
            knowledge,
          ),
          // A supplement is what "natural" asks for; its summary may say it works overnight.
          supplement: true,
          worksOvernight: /\bovernight\b/i.test(s.summary),
        },
      ]),
    );
    const hardOnStomach = hardOnStomachIds(formulary, knowledge);
    this.productFacts = new Map(
      formulary.medications.map((m) => [
        m.id,
        { ...productFacts(m, knowledge), ...medicationQualities(m, hardOnStomach) },
      ]),
    );
    this.terms = termIndexOf(formulary, this.names, (id) => this.isListed(id));
  }

  /** Whether search lists the product of this id: a medication or a supplement (a card marked as one). */
  isListed(id: string): boolean {
    return this.catalogue.isListed(id);
  }
}

/** Symptoms (with the lexicon's phrasings) and product names as people type them. */
function termIndexOf(formulary: Formulary, names: NameIndex, isListed: (id: string) => boolean): TermIndex {
  const entries: { phrase: string; entry: TermEntry }[] = [];
  for (const symptom of formulary.symptoms) {
    const entry: TermEntry = { kind: 'symptom', ids: [symptom.id] };
    for (const phrase of [symptom.name, ...symptom.synonyms]) entries.push({ phrase, entry });
  }
  // The lexicon's idioms and Spanish phrases: after the symptoms' own words, so those win a shared phrase.
  for (const { symptomId, words } of formulary.lexicon.phrases)
    for (const phrase of words) entries.push({ phrase, entry: { kind: 'symptom', ids: [symptomId] } });
  // People also say it the other way round: "my throat is sore" for "sore throat". Added after every
  // written phrase, so a real phrase always wins over a reversed one.
  for (const symptom of formulary.symptoms) {
    const entry: TermEntry = { kind: 'symptom', ids: [symptom.id] };
    for (const phrase of [symptom.name, ...symptom.synonyms]) {
      const words = phraseKey(phrase).split(' ');
      if (words.length === 2) entries.push({ phrase: `${words[1]} ${words[0]}`, entry });
    }
  }
  // Product names come from the engine's name index, the one the CLI reads: names, search names, brand families
  // ('Tylenol'), generics ('paracetamol'). A supplement's name ('melatonin') lists that supplement.
  for (const name of names.entries) {
    const ids = name.ids.filter((id) => isListed(id));
    if (ids.length > 0) entries.push({ phrase: name.key, entry: { kind: 'product', ids } });
  }
  return new TermIndex(entries, new SiteSensationMatcher(formulary.lexicon, isNegationCue));
}

function contextVocabularyOf(knowledge: Knowledge): ContextVocabulary {
  const medicines = new Map<string, string>();
  const allergens = new Map<string, string>();
  for (const [phrase, referent] of knowledge.substanceTerms) {
    if (phrase.length > 2) allergens.set(phrase, phrase);
    // An allergen alone ("peanut") is not a medicine someone is on; two letters are too easily a word.
    if (phrase.length > 2 && (referent.ingredientIds.length > 0 || referent.classIds.length > 0))
      medicines.set(phrase, phrase);
  }
  const symptoms = new Set(knowledge.formulary.symptoms.flatMap((s) => [s.name, ...s.synonyms].map(normaliseText)));
  // A condition that is also a symptom ("fever", "nausea") is what is being searched for, not a standing
  // condition of the person: none of its names read as one ("a fever" included).
  const symptomLike = new Set(
    [...knowledge.conditionTerms].filter(([phrase]) => symptoms.has(phrase)).map(([, id]) => id),
  );
  const names = new Map(knowledge.formulary.conditions.map((c) => [c.id, c.name.toLowerCase()]));
  const conditions = new Map(
    [...knowledge.conditionTerms]
      .filter(([, id]) => !symptomLike.has(id))
      .map(([phrase, id]) => [phrase, { id, label: names.get(id) ?? phrase }]),
  );
  return { medicines, allergens, conditions, symptoms };
}

// A shopper rules out one thing at a time: an ingredient (or a brand of one) or a class. A multi-ingredient
// brand ("no DayQuil") is a product, not a substance, and is left to the product reader.
function ruledOutSubstances(knowledge: Knowledge): Map<string, SubstanceReferent> {
  const substances = new Map<string, SubstanceReferent>();
  for (const [phrase, referent] of knowledge.substanceTerms) {
    const { ingredientIds, classIds } = referent;
    if (ingredientIds.length === 1 && classIds.length === 0)
      substances.set(phrase, { ingredientIds, classIds, name: knowledge.ingredientNames.get(ingredientIds[0]!)! });
    else if (ingredientIds.length === 0 && classIds.length === 1)
      substances.set(phrase, { ingredientIds, classIds, name: knowledge.classNames.get(classIds[0]!)! });
  }
  return substances;
}

// Drowsiness is the content's own fact: an ingredient in the CNS-depressant class ("Medicine that causes
// drowsiness"), directly or through a parent class such as the sedating antihistamines. A product for the skin,
// eye or nose (localUse) does not carry its ingredients' swallowed-medicine warnings.
function productFacts(
  m: Pick<Medication, 'name' | 'brandNames' | 'localUse'> & {
    activeIngredients: { ingredientId: string; strength: string }[];
  },
  knowledge: Knowledge,
): ProductFacts {
  const ingredientIds = m.activeIngredients.map((a) => a.ingredientId);
  const classIds = [...new Set(ingredientIds.flatMap((id) => knowledge.classesOfIngredient.get(id) ?? []))];
  return {
    names: [m.name, ...m.brandNames],
    ingredientIds,
    classIds,
    causesDrowsiness: !m.localUse && classIds.includes('cns-depressant'),
    sedatingIngredient: classIds.includes('cns-depressant'),
    measuredInMl: m.activeIngredients.some((a) => /\bper \d+(\.\d+)? ?ml\b/i.test(a.strength)),
    localUse: m.localUse === true,
  };
}
