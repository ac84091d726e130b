/** The value below which `p` of the sorted samples fall (nearest rank). */
function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return 0;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1));
  return sorted[rank]!;
}

export interface Speed {
  medianMs: number;
  p95Ms: number;
  rounds: number;
  queries: number;
  /** The slowest queries by their median over the rounds, slowest first: where to look when p95 is high. */
  slowest: { query: string; ms: number }[];
}

/**
 * Per-query times from several rounds over the corpus: each round gives its median and p95; the figures are the
 * medians of those, so one slow round (a garbage collection, another process) does not set them.
 */
export function summariseRounds(
  rounds: readonly (readonly number[])[],
  queries: readonly string[] = [],
  slowestCount = 5,
): Speed {
  const perQuery = queries.map((query, i) => ({
    query,
    ms: percentile(
      rounds.map((r) => r[i] ?? 0),
      0.5,
    ),
  }));
  return {
    medianMs: percentile(
      rounds.map((r) => percentile(r, 0.5)),
      0.5,
    ),
    p95Ms: percentile(
      rounds.map((r) => percentile(r, 0.95)),
      0.5,
    ),
    rounds: rounds.length,
    queries: rounds[0]?.length ?? 0,
    slowest: perQuery.sort((a, b) => b.ms - a.ms).slice(0, slowestCount),
  };
}
