import { describe, expect, it } from 'vitest';
import { formulary } from '../src/index.js';

const ids = (items: { id: string }[]) => new Set(items.map((i) => i.id));
const symptomIds = ids(formulary.symptoms);
const ingredientIds = ids(formulary.ingredients);
const classIds = ids(formulary.drugClasses);
const conditionIds = ids(formulary.conditions);

describe('the shipped formulary', () => {
  it('has unique ids in every list', () => {
    for (const list of Object.values(formulary)) {
      expect(new Set(list.map((i: { id: string }) => i.id)).size).toBe(list.length);
    }
  });

  it.each(formulary.medications.map((m) => [m.id, m] as const))('%s refers only to known terms', (_id, medication) => {
    for (const use of medication.uses) expect(symptomIds).toContain(use);
    for (const active of medication.activeIngredients) expect(ingredientIds).toContain(active.ingredientId);
    for (const warning of medication.label.conditions) expect(conditionIds).toContain(warning.conditionId);
    for (const warning of medication.label.interactions) {
      expect(ingredientIds.has(warning.targetId) || classIds.has(warning.targetId)).toBe(true);
    }
  });

  it.each(formulary.medications.map((m) => [m.id, m] as const))(
    '%s cites a source for every rule-bearing fact',
    (_id, medication) => {
      const { label } = medication;
      const facts = [
        medication,
        ...label.conditions,
        ...label.interactions,
        ...label.ageLimits,
        ...(label.pregnancy ? [label.pregnancy] : []),
        ...(label.breastfeeding ? [label.breastfeeding] : []),
      ];
      for (const fact of facts) {
        expect(fact.source.title).not.toBe('');
        expect(fact.source.url).toMatch(
          /^https:\/\/(dailymed\.nlm\.nih\.gov|www\.fda\.gov|www\.ecfr\.gov|ods\.od\.nih\.gov|www\.ncbi\.nlm\.nih\.gov)\//,
        );
      }
    },
  );

  it('keeps each review record either empty or complete with a valid date', () => {
    for (const { review } of formulary.medications) {
      if (review.reviewedBy === null) expect(review.reviewedAt).toBeNull();
      else expect(Number.isNaN(Date.parse(review.reviewedAt ?? ''))).toBe(false);
    }
  });
});
