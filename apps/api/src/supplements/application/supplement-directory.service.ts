import { Injectable, NotFoundException } from '@nestjs/common';
import type { Supplement, SupplementCategory } from '@otc/formulary';
import {
  emptyProfile,
  evaluateProducts,
  sortByEvidence,
  unrecognisedEntries,
  type HealthProfile,
  type Reason,
  type Unrecognised,
  type Verdict,
} from '@otc/safety-engine';
import { Catalogue } from '../../catalogue/index.js';
import { toReasonView, type ReasonView } from '../../common/reason-view.js';
import { toReviewView, type ReviewView } from '../../common/review-view.js';

export interface SupplementView {
  id: string;
  name: string;
  ingredient: string;
  age_group: string;
  summary: string;
  evidence_strength: string;
  interactions: string[];
  contraindications: string[];
  side_effects: string[];
  /** Link to the fact sheet the entry is based on. */
  source: string;
  buyUrl?: string;
  review: ReviewView | null;
  /** What the person should know about it that does not block it; empty without a profile. */
  cautions: ReasonView[];
}

export interface ExcludedSupplementView {
  id: string;
  name: string;
  ingredient: string;
  /** The strictest level of the reasons. */
  level: NonNullable<Verdict['level']>;
  safetyReasons: ReasonView[];
  activeIngredients: string[];
  commonUses: string[];
  dosage: string;
  interactions: string[];
  contraindications: string[];
  side_effects: string[];
  warnings: string[];
}

export interface SupplementCategoryAnswer {
  supplements: SupplementView[];
  excluded: ExcludedSupplementView[];
  safetyFiltered: boolean;
  /** The person's profile entries the check could not place; empty lists when all were placed or anonymous. */
  unrecognised: Unrecognised;
}

@Injectable()
export class SupplementDirectoryService {
  constructor(private readonly catalogue: Catalogue) {}

  categoryNames(): string[] {
    return this.catalogue.formulary.supplementCategories.map((c) => c.name);
  }

  /** Accepts a category's id ('immune-support') or name ('Immune Support'), in any case. */
  findCategory(input: string): SupplementCategory {
    const key = input.trim().toLowerCase();
    const found = this.catalogue.formulary.supplementCategories.find(
      (c) => c.id === key || c.name.toLowerCase() === key,
    );
    if (!found) throw new NotFoundException(`There is no supplement category called '${input.slice(0, 100)}'.`);
    return found;
  }

  /** The category's supplements, strongest evidence first; with a profile, those to avoid move to `excluded`. */
  inCategory(categoryInput: string, profile: HealthProfile | null): SupplementCategoryAnswer {
    const category = this.findCategory(categoryInput);
    const members = this.catalogue.formulary.supplements.filter((s) => s.categoryIds.includes(category.id));
    if (!profile)
      return {
        supplements: sortByEvidence(members).map((s) => this.view(s)),
        excluded: [],
        safetyFiltered: false,
        unrecognised: unrecognisedEntries(emptyProfile(), this.catalogue.knowledge),
      };
    const verdicts = evaluateProducts(
      profile,
      members.map((s) => s.id),
      this.catalogue.knowledge,
    );
    const safe = members.filter((s) => verdicts.get(s.id)!.verdict === 'safe');
    const avoid = members.filter((s) => verdicts.get(s.id)!.verdict === 'avoid');
    return {
      supplements: sortByEvidence(safe).map((s) => this.view(s, verdicts.get(s.id)!.cautions)),
      excluded: sortByEvidence(avoid).map((s) => this.excludedView(s, verdicts.get(s.id)!)),
      safetyFiltered: true,
      unrecognised: unrecognisedEntries(profile, this.catalogue.knowledge),
    };
  }

  private view(s: Supplement, cautions: Reason[] = []): SupplementView {
    return {
      id: s.id,
      name: s.name,
      ingredient: s.ingredient,
      age_group: s.age_group,
      summary: s.summary,
      evidence_strength: s.evidence_strength,
      interactions: s.interactions,
      contraindications: s.contraindications,
      side_effects: s.side_effects,
      source: s.source.url,
      ...(s.buyUrl ? { buyUrl: s.buyUrl } : {}),
      review: toReviewView(s.review),
      cautions: cautions.map(toReasonView),
    };
  }

  private excludedView(s: Supplement, verdict: Verdict): ExcludedSupplementView {
    const names = this.catalogue.knowledge.ingredientNames;
    return {
      id: s.id,
      name: s.name,
      ingredient: s.ingredient,
      // An avoid verdict always has a level (the strictest of its reasons).
      level: verdict.level!,
      safetyReasons: verdict.reasons.map(toReasonView),
      activeIngredients: s.ingredientIds.map((id) => names.get(id) ?? id),
      commonUses: s.uses.map((id) => this.catalogue.symptomNames.get(id) ?? id),
      dosage: s.dosage,
      interactions: s.interactions,
      contraindications: s.contraindications,
      side_effects: s.side_effects,
      warnings: s.warnings,
    };
  }
}
