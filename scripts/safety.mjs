// `pnpm safety ...`: the content team's CLI. Builds the engine and formulary first when they changed
// (turbo's cache makes that instant otherwise); build output goes to stderr so stdout stays clean JSON.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const build = spawnSync(
  path.join(root, 'node_modules/.bin/turbo'),
  ['run', 'build', '--filter=@otc/safety-engine', '--output-logs=errors-only'],
  {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', TURBO_NO_UPDATE_NOTIFIER: '1' },
  },
);
if (build.status !== 0) {
  process.stderr.write(`${build.stdout ?? ''}${build.stderr ?? ''}safety: building the engine failed (see above)\n`);
  process.exit(2);
}
await import(pathToFileURL(path.join(root, 'packages/safety-engine/dist/cli/main.js')).href);
