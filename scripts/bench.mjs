// `pnpm bench`: every benchmark in one go (safety engine, API, web, and a 60 s mixed load on PostgreSQL), then
// bench/REPORT.md with all figures and the machine they ran on. A script that measures, not a test: CI does not run
// it. The build comes first (the root script runs turbo before this file).
import { spawn, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(path.join(os.tmpdir(), 'otc-bench-'));
const loadJson = path.join(work, 'load.json');

/** Runs one benchmark, echoing its output as it comes, and keeps its standard output for the report. */
function step(name, command, args) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, npm_config_loglevel: 'error' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      process.stderr.write(chunk);
    });
    const done = (code) =>
      resolve({ name, code, output: clean(stdout), stderr: clean(stderr), seconds: (Date.now() - started) / 1000 });
    child.on('close', done);
    // A benchmark that crashes may leave a child holding its output open: do not wait for that forever.
    child.on('exit', (code) => setTimeout(() => done(code), 2000).unref());
  });
}

// turbo's and pnpm's own chatter (task counts, cache notes, the packageManager warning) is not a figure.
function clean(text) {
  return text
    .split('\n')
    .filter((line) => !/^\s*(•|Tasks:|Cached:|Time:|>|\[WARN\]|npm warn)/.test(line) && !/^\s*\$ /.test(line))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function machine() {
  const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  const osRelease = existsSync('/etc/os-release')
    ? (/^PRETTY_NAME="?([^"\n]+)"?/m.exec(readFileSync('/etc/os-release', 'utf8'))?.[1] ?? os.type())
    : os.type();
  const dirty = git('status', '--porcelain').length > 0;
  return {
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    memoryGb: os.totalmem() / 1024 ** 3,
    node: process.version,
    os: `${osRelease} (${os.platform()} ${os.release()}, ${os.arch()})`,
    date: new Date().toISOString(),
    commit: `${git('rev-parse', 'HEAD')}${dirty ? ' (with uncommitted changes in the working tree)' : ''}`,
  };
}

// Other work on the machine slows every figure: the report says how busy it was.
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');
const loadAtStart = loadAverage();
const runs = [];
runs.push(await step('Safety engine', 'npx', ['-y', 'pnpm@12.18.0', '--filter', '@otc/safety-engine', 'bench']));
// About 3 to 5 minutes on two cores: too long for CI's 20-minute budget beside the browser suites, so it runs here.
runs.push(await step('Safety engine mutation score (StrykerJS)', process.execPath, ['scripts/mutation.mjs']));
runs.push(await step('API (one route at a time)', process.execPath, ['scripts/bench-api.mjs']));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) {
  runs.push(await step('Web (bundle size and Lighthouse)', process.execPath, ['scripts/bench-web.mjs']));
} else {
  const message = `Chromium is missing at ${chromium} (apt-get install -y chromium, or set CHROMIUM_PATH).`;
  console.error(message);
  runs.push({ name: 'Web (bundle size and Lighthouse)', code: 1, output: message, stderr: '', seconds: 0 });
}
runs.push(await step('Mixed load', process.execPath, ['scripts/bench-load.mjs', '--json', loadJson]));

const host = machine();
const load = existsSync(loadJson) ? JSON.parse(readFileSync(loadJson, 'utf8')) : null;
rmSync(work, { recursive: true, force: true });

const lines = [
  '# Benchmark report',
  '',
  `Written by \`pnpm bench\` (scripts/bench.mjs) on ${host.date}. Shared machines vary from run to run: read the`,
  'figures as orders of magnitude and ratios, not as exact values.',
  '',
  '## Machine',
  '',
  '| | |',
  '| --- | --- |',
  `| CPU | ${host.cpu} |`,
  `| cores | ${host.cores} |`,
  `| memory | ${host.memoryGb.toFixed(1)} GB |`,
  `| Node.js | ${host.node} |`,
  `| OS | ${host.os} |`,
  `| date | ${host.date} |`,
  `| commit | ${host.commit} |`,
  `| load average (1/5/15 min) | ${loadAtStart} at the start, ${loadAverage()} at the end |`,
  '',
];
if (load) {
  const total = load.routes.reduce((sum, r) => sum + r.targetRate, 0);
  lines.push(
    '## Mixed load (headline)',
    '',
    `${load.seconds} s at a fixed ${total} requests/s in all, every route at once, against the production build`,
    `(NODE_ENV=production, one process) on PostgreSQL ${load.postgres}${load.redis ? ' and Redis' : ''}, with`,
    `${load.accounts} people signed in beforehand. RATE_LIMIT_MULTIPLIER=${load.rateLimitMultiplier} keeps the`,
    'sign-in limit (10 a minute per address in production) from tripping: all load comes from one address.',
    '',
    '| route | rate/s | achieved/s | requests | non-2xx | errors | p50 ms | p99 ms | max ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...load.routes.map(
      (r) =>
        `| ${r.route} | ${r.targetRate} | ${r.achievedRate.toFixed(1)} | ${r.requests} | ${r.non2xx} | ${r.errors} | ${r.p50} | ${r.p99} | ${r.max} |`,
    ),
    '',
    `Failed requests: **${load.failures}**. Server memory (VmRSS): ${load.rssStartMb.toFixed(1)} MB at the start of the`,
    `measured run, ${load.rssEndMb.toFixed(1)} MB at its end, ${load.rssPeakMb.toFixed(1)} MB at the peak.`,
    '',
  );
}
for (const run of runs) {
  lines.push(`## ${run.name}`, '');
  if (run.code !== 0) lines.push(`**Exited with code ${run.code}.**`, '');
  lines.push('```', run.output || '(no output)', '```', '');
  if (run.code !== 0 && run.stderr) lines.push('Errors:', '', '```', run.stderr, '```', '');
}
mkdirSync(path.join(root, 'bench'), { recursive: true });
writeFileSync(path.join(root, 'bench/REPORT.md'), `${lines.join('\n').trimEnd()}\n`);
// Formatted like every other file, so `pnpm lint` (prettier --check) passes on the committed report.
execFileSync(path.join(root, 'node_modules/.bin/prettier'), ['--write', 'bench/REPORT.md'], { cwd: root });
console.log(
  `\nWrote bench/REPORT.md (${runs.filter((r) => r.code !== 0).length} of ${runs.length} benchmarks failed).`,
);
process.exitCode = runs.some((r) => r.code !== 0) ? 1 : 0;
