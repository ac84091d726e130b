import type { ScenarioSet } from '@otc/formulary';
import type { Knowledge } from '@otc/safety-engine';
import type { CommandResult } from '../command-result.js';
import { runScenarios, type ScenarioOutcome } from '../scenarios/run-scenarios.js';

const pct = (n: number, of: number) => (of === 0 ? '-' : `${((100 * n) / of).toFixed(1)}%`);

const lineOf = (o: ScenarioOutcome) => {
  const { expect, product } = o.scenario;
  const found = o.productName && o.productName !== product ? ` (${o.productName})` : '';
  const reasons = o.got?.verdict === 'avoid' ? ` [${o.got.reasons.map((r) => r.code).join(', ')}]` : '';
  const codes = expect.codes?.length ? ` [${expect.codes.join(', ')}]` : '';
  // The level is shown on both sides when the case names one, so a line failing on level alone says so.
  const expectedLevel = expect.level ? ` ${expect.level}` : '';
  const gotLevel = expect.level && o.got?.level ? ` ${o.got.level}` : '';
  const what =
    o.status === 'gap-closed'
      ? 'passes now: remove it from known-gaps.yaml'
      : !o.got
        ? `${product}: not found (expected ${expect.verdict}${expectedLevel}${codes})`
        : `${product}${found}: expected ${expect.verdict}${expectedLevel}${codes}, engine says ${o.got.verdict}${gotLevel}${reasons}`;
  return `${o.file}:${o.line}: ${o.scenario.id}: ${what}`;
};

/** `content scenarios`: one line per failing scenario, then how the engine does on avoid and safe cases. */
export function scenariosCommand(knowledge: Knowledge, set: ScenarioSet, options: { gaps?: boolean }): CommandResult {
  const outcomes = runScenarios(knowledge, set);
  const by = (status: ScenarioOutcome['status']) => outcomes.filter((o) => o.status === status);
  const [failed, closed, gaps] = [by('fail'), by('gap-closed'), by('known-gap')];
  const lines = [...failed, ...closed, ...(options.gaps ? gaps : [])].map(lineOf);

  const right = (o: ScenarioOutcome) => o.got?.verdict === o.scenario.expect.verdict;
  const avoid = outcomes.filter((o) => o.scenario.expect.verdict === 'avoid');
  const safe = outcomes.filter((o) => o.scenario.expect.verdict === 'safe');
  const caught = avoid.filter(right).length;
  const kept = safe.filter(right).length;
  const graded = avoid.filter((o) => o.scenario.expect.level);
  const atLevel = graded.filter((o) => right(o) && o.got?.level === o.scenario.expect.level).length;
  if (lines.length > 0) lines.push('');
  lines.push(
    `${outcomes.length} scenarios: ${by('pass').length} pass, ${failed.length} fail, ${gaps.length} known gaps${options.gaps ? '' : ' (--gaps lists them)'}${closed.length ? `, ${closed.length} known gaps now pass` : ''}`,
    `avoid cases caught: ${caught}/${avoid.length} (${pct(caught, avoid.length)}); safe cases kept safe: ${kept}/${safe.length} (${pct(kept, safe.length)})`,
    `avoid cases at the level expected: ${atLevel}/${graded.length} (${pct(atLevel, graded.length)})`,
  );
  return { stdout: `${lines.join('\n')}\n`, exitCode: failed.length + closed.length > 0 ? 1 : 0 };
}
