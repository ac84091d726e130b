import { evaluateProducts } from './evaluate.js';
import type { Knowledge } from './knowledge.js';
import type { HealthProfile, Reason, Verdict } from './types.js';

/** How one product's verdict for one profile differs between two versions of the content. */
export interface VerdictChange {
  profile: string;
  productId: string;
  productName: string;
  /** null when the product does not exist on that side. */
  before: Verdict['verdict'] | null;
  after: Verdict['verdict'] | null;
  /** Reason and caution lines present only after, and only before ("reason interaction: ..."). */
  added: string[];
  removed: string[];
}

const lines = (v: Verdict | undefined): string[] =>
  v
    ? [
        // A reason's level is part of its line, so a level changed in the content shows as a changed reason.
        ...v.reasons.map((r: Reason) => `reason ${r.code} (${r.level}): ${r.message}`),
        ...v.cautions.map((r: Reason) => `caution ${r.code}: ${r.message}`),
      ]
    : [];

/**
 * Every verdict, reason or caution that changes between two knowledge bases, over every product of either
 * and every profile given: the review view of a content change. Unchanged pairs are left out.
 */
export function compareVerdicts(
  before: Knowledge,
  after: Knowledge,
  profiles: Record<string, HealthProfile>,
): VerdictChange[] {
  const ids = [...new Set([...before.products.keys(), ...after.products.keys()])].sort();
  const changes: VerdictChange[] = [];
  for (const [profile, person] of Object.entries(profiles)) {
    const was = evaluateProducts(
      person,
      ids.filter((id) => before.products.has(id)),
      before,
    );
    const now = evaluateProducts(
      person,
      ids.filter((id) => after.products.has(id)),
      after,
    );
    for (const id of ids) {
      const [b, a] = [was.get(id), now.get(id)];
      const [bl, al] = [lines(b), lines(a)];
      const added = al.filter((l) => !bl.includes(l));
      const removed = bl.filter((l) => !al.includes(l));
      if (b?.verdict === a?.verdict && added.length === 0 && removed.length === 0) continue;
      const productName = (after.products.get(id) ?? before.products.get(id))!.name;
      changes.push({
        profile,
        productId: id,
        productName,
        before: b?.verdict ?? null,
        after: a?.verdict ?? null,
        added,
        removed,
      });
    }
  }
  return changes;
}
