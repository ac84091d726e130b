import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseLocated } from '../load/parse-located.js';
import type { Problem } from '../load/problem.js';
import { knownGapsSchema, scenarioFileSchema, type KnownGap, type Scenario } from './scenario.schema.js';

/** Where the scenario files live inside a content folder; known-gaps.yaml there lists today's known failures. */
export const SCENARIO_FOLDER = 'scenarios';
export const KNOWN_GAPS_FILE = 'known-gaps.yaml';

export interface LocatedScenario {
  scenario: Scenario;
  file: string;
  line: number;
}

export interface ScenarioSet {
  scenarios: LocatedScenario[];
  knownGaps: (KnownGap & { file: string; line: number })[];
  problems: Problem[];
}

/** Reads every scenario file and the known-gaps list of a content folder; problems are collected, never thrown. */
export function readScenarios(contentDir: string): ScenarioSet {
  const dir = path.join(contentDir, SCENARIO_FOLDER);
  const out: ScenarioSet = { scenarios: [], knownGaps: [], problems: [] };
  const names = existsSync(dir)
    ? readdirSync(dir)
        .filter((n) => n.endsWith('.yaml'))
        .sort()
    : [];
  const seen = new Map<string, string>();
  for (const name of names) {
    const file = `${SCENARIO_FOLDER}/${name}`;
    const text = readFileSync(path.join(dir, name), 'utf8');
    if (name === KNOWN_GAPS_FILE) {
      const parsed = parseLocated(file, text, knownGapsSchema, out.problems);
      parsed?.data.gaps.forEach((gap, i) => out.knownGaps.push({ ...gap, file, line: parsed.lineOf(['gaps', i]) }));
      continue;
    }
    const parsed = parseLocated(file, text, scenarioFileSchema, out.problems);
    parsed?.data.scenarios.forEach((scenario, i) => {
      const line = parsed.lineOf(['scenarios', i]);
      const first = seen.get(scenario.id);
      if (first) out.problems.push({ file, line, message: `scenario id ${scenario.id} is also used at ${first}` });
      else seen.set(scenario.id, `${file}:${line}`);
      out.scenarios.push({ scenario, file, line });
    });
  }
  for (const gap of out.knownGaps)
    if (!seen.has(gap.id))
      out.problems.push({ file: gap.file, line: gap.line, message: `known gap ${gap.id} names no scenario` });
  return out;
}
