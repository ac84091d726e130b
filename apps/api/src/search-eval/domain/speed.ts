/** The value below which `p` of the sorted samples fall (nearest rank). */
export function percentile(samples: readonly number[], p: number): number {
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
}

/**
 * Per-query times from several rounds over the corpus: each round gives its median and p95; the figures are the
 * medians of those, so one slow round (a garbage collection, another process) does not set them.
 */
export function summariseRounds(rounds: readonly (readonly number[])[]): Speed {
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
  };
}
