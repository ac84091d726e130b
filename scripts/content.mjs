// `pnpm content ...` (or `pnpm safety ...`): the content team's CLI. Builds it, the engine and the formulary first when they changed
// (turbo's cache makes that instant otherwise); build output goes to stderr so stdout stays clean JSON.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const build = spawnSync(
  path.join(root, 'node_modules/.bin/turbo'),
  ['run', 'build', '--filter=@otc/content-tools', '--output-logs=errors-only'],
  {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', TURBO_NO_UPDATE_NOTIFIER: '1' },
  },
);
if (build.status !== 0) {
  process.stderr.write(
    `${build.stdout ?? ''}${build.stderr ?? ''}content: building the content tools failed (see above)\n`,
  );
  process.exit(2);
}
await import(pathToFileURL(path.join(root, 'packages/content-tools/dist/main.js')).href);
