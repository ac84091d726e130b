import { evaluateProduct, unrecognisedEntries, type HealthProfile, type Knowledge } from '@otc/safety-engine';
import type { CommandResult } from '../command-result.js';
import { couldNotPlaceLine } from '../could-not-place.js';
import { wrap } from '../text-layout.js';

/** `content report`: a table a person reads, every product with its verdict and reasons. */
export function reportCommand(knowledge: Knowledge, profile: HealthProfile): CommandResult {
  const rows: string[] = [];
  const nameWidth = 36;
  let avoid = 0;
  const products = [...knowledge.products.values()].sort(
    (a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name),
  );
  rows.push(`${'PRODUCT'.padEnd(nameWidth)} ${'KIND'.padEnd(10)} VERDICT  REASONS`);
  for (const product of products) {
    const verdict = evaluateProduct(profile, product.id, knowledge);
    if (verdict.verdict === 'avoid') avoid++;
    const reasons = verdict.reasons.flatMap((r) => wrap(`[${r.code}] ${r.message}`, 80));
    const first = `${product.name.slice(0, nameWidth).padEnd(nameWidth)} ${product.kind.padEnd(10)} ${verdict.verdict.padEnd(8)} ${reasons[0] ?? ''}`;
    rows.push(first.trimEnd(), ...reasons.slice(1).map((r) => `${''.padEnd(nameWidth + 21)}${r}`));
  }
  rows.push('', `${products.length} products: ${products.length - avoid} safe, ${avoid} avoid`);
  const unplaced = couldNotPlaceLine(unrecognisedEntries(profile, knowledge));
  if (unplaced) rows.push(unplaced);
  return { stdout: `${rows.join('\n')}\n`, exitCode: 0 };
}
