/** Strong first, then Moderate, then Weak and Mixed together, then anything else; ties by name. */
const RANK: Record<string, number> = { strong: 0, moderate: 1, weak: 2, mixed: 2 };

export function evidenceRank(strength: string | null | undefined): number {
  const key = (strength ?? '')
    .trim()
    .toLowerCase()
    .replace(/\s+evidence$/, '');
  return RANK[key] ?? 3;
}

export function sortByEvidence<T extends { name: string; evidence_strength?: string | null }>(
  items: readonly T[],
): T[] {
  return [...items].sort(
    (a, b) => evidenceRank(a.evidence_strength) - evidenceRank(b.evidence_strength) || a.name.localeCompare(b.name),
  );
}
