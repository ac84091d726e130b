import { validateFormulary } from '@otc/formulary';
import { evaluateProduct } from '../evaluate.js';
import { findProduct } from '../find-product.js';
import type { Knowledge } from '../knowledge.js';
import type { HealthProfile, Reason } from '../types.js';

export interface CommandResult {
  stdout: string;
  exitCode: number;
}

const toReason = ({ code, message, source }: Reason) => ({ code, message, source });

/** `safety check`: JSON only, one result per name, in the order given. */
export function checkCommand(knowledge: Knowledge, profile: HealthProfile, names: string[]): CommandResult {
  const results = names.map((query) => {
    const product = findProduct(knowledge, query);
    if (!product) return { query, product: null, verdict: 'unknown', reasons: [] };
    const verdict = evaluateProduct(profile, product.id, knowledge);
    return {
      query,
      product: { id: product.id, name: product.name, kind: product.kind },
      verdict: verdict.verdict,
      reasons: verdict.reasons.map(toReason),
    };
  });
  return { stdout: `${JSON.stringify({ results }, null, 2)}\n`, exitCode: 0 };
}

/** `safety lint`: one line per problem, non-zero exit when there is any. */
export function lintCommand(knowledge: Knowledge): CommandResult {
  const problems = validateFormulary(knowledge.formulary);
  if (problems.length > 0) return { stdout: `${problems.join('\n')}\n`, exitCode: 1 };
  const { medications, supplements } = knowledge.formulary;
  return {
    stdout: `formulary is valid: ${medications.length} medications, ${supplements.length} supplements\n`,
    exitCode: 0,
  };
}

/** `safety unreviewed`: every product and supplement no pharmacist has signed off yet. */
export function unreviewedCommand(knowledge: Knowledge): CommandResult {
  const items = [
    ...knowledge.formulary.medications.map((m) => ({ kind: 'medication', id: m.id, name: m.name, review: m.review })),
    ...knowledge.formulary.supplements.map((s) => ({ kind: 'supplement', id: s.id, name: s.name, review: s.review })),
  ].filter((i) => i.review.reviewedBy === null);
  const lines = items.map((i) => `${i.kind.padEnd(10)} ${i.id.padEnd(36)} ${i.name}`);
  return { stdout: `${lines.join('\n')}\n${items.length} items await a pharmacist's review\n`, exitCode: 0 };
}

const wrap = (text: string, width: number): string[] => {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return line ? [...lines, line] : lines;
};

/** `safety report`: a table a person reads, every product with its verdict and reasons. */
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
  return { stdout: `${rows.join('\n')}\n`, exitCode: 0 };
}
