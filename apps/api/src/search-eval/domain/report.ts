import { gateFailures, percent, type Figures, type Tally } from './figures.js';
import type { Speed } from './speed.js';

const cell = (t: Tally | undefined) => (t ? `${t.passed}/${t.total} ${percent(t)}`.padEnd(18) : ''.padEnd(18));

/** The run's figures as the console shows them: per kind, overall, red flags, failures, speed, the gate. */
export function formatReport(figures: Figures, speed: Speed | null): string {
  const lines: string[] = [];
  const header = `${'kind'.padEnd(16)}${figures.modes.map((m) => m.padEnd(18)).join('')}`;
  lines.push('Search evaluation', '', header);
  for (const { kind, byMode } of figures.kinds)
    lines.push(`${kind.padEnd(16)}${figures.modes.map((m) => cell(byMode.get(m))).join('')}`);
  lines.push(`${'overall'.padEnd(16)}${figures.modes.map((m) => cell(figures.overall.get(m))).join('')}`, '');

  lines.push(`Red-flag misses: ${figures.redFlagMisses.length}`);
  for (const o of figures.redFlagMisses) lines.push(`  [${o.mode}] ${o.id}: "${o.query}"`);
  lines.push(`False alarms: ${figures.falseAlarms.length}`);
  for (const o of figures.falseAlarms) lines.push(`  [${o.mode}] ${o.id}: "${o.query}" -> ${o.cameFirst}`);
  lines.push('');

  lines.push(`Failing cases: ${figures.failing.length}`);
  for (const o of figures.failing) {
    lines.push(`  [${o.mode}] ${o.id}: "${o.query}"`);
    lines.push(`      expected: ${o.expected}`);
    lines.push(`      came first: ${o.cameFirst}`);
    for (const failure of o.failures) lines.push(`      - ${failure}`);
  }
  if (figures.unmeasured.length) {
    lines.push('', `Not measurable yet: ${figures.unmeasured.length} (neither passed nor failed)`);
    for (const o of figures.unmeasured) lines.push(`  [${o.mode}] ${o.id}: ${o.unmeasured.join('; ')}`);
  }
  const unplaced = figures.unrecognised;
  if (unplaced.length) {
    lines.push('', `Profile entries the engine could not place (kept as unrecognised): ${unplaced.length} case(s)`);
    for (const o of unplaced) lines.push(`  ${o.id}: ${o.unrecognised.join(', ')}`);
  }
  if (speed) {
    lines.push(
      '',
      `Reading speed (local reading + ranking, ${speed.queries} queries x ${speed.rounds} rounds, medians of rounds): ` +
        `median ${speed.medianMs.toFixed(3)} ms, p95 ${speed.p95Ms.toFixed(3)} ms per query`,
    );
    if (speed.slowest.length)
      lines.push(`  slowest: ${speed.slowest.map((s) => `"${s.query}" ${s.ms.toFixed(1)} ms`).join(', ')}`);
  }
  const reasons = gateFailures(figures);
  lines.push(
    '',
    reasons.length
      ? `FAIL: ${reasons.join('; ')}`
      : 'PASS: at or above 95% in every mode, no red-flag miss, no false alarm',
  );
  return lines.join('\n');
}
