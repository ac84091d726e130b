// `pnpm mutation`: StrykerJS over the safety engine's rules (packages/safety-engine/stryker.config.mjs), then one
// line with the mutation score and the wall time. Exits non-zero when the score is under the config's break
// threshold (90%). The HTML and JSON reports stay in packages/safety-engine/reports/ (not committed).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const engine = path.join(root, 'packages/safety-engine');
const report = path.join(engine, 'reports/mutation/mutation.json');

rmSync(report, { force: true });
const started = Date.now();
const run = spawnSync(path.join(engine, 'node_modules/.bin/stryker'), ['run'], { cwd: engine, stdio: 'inherit' });
const seconds = Math.round((Date.now() - started) / 1000);

if (!existsSync(report)) {
  console.error(`mutation: Stryker wrote no report (exit ${run.status ?? run.signal}) after ${seconds} s`);
  process.exit(run.status || 1);
}
// Stryker's score: killed (or timed out) over every mutant a test could have caught.
const mutants = Object.values(JSON.parse(readFileSync(report, 'utf8')).files).flatMap((f) => f.mutants);
const count = (...statuses) => mutants.filter((m) => statuses.includes(m.status)).length;
const detected = count('Killed', 'Timeout');
const undetected = count('Survived', 'NoCoverage');
const score = (100 * detected) / (detected + undetected);
console.log(
  `\nMutation score: ${score.toFixed(2)}% (${detected} of ${detected + undetected} mutants caught, ` +
    `${count('Survived')} survived, ${count('NoCoverage')} not covered) in ${Math.floor(seconds / 60)} min ${seconds % 60} s`,
);
process.exit(run.status ?? 1);
