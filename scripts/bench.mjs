// `pnpm bench`: every benchmark in one go (safety engine, API, web, and a 60 s mixed load on PostgreSQL), then
// bench/REPORT.md with all figures and the machine they ran on. A script that measures, not a test: CI does not run
// it. The build comes first (the root script runs turbo before this file).
// `pnpm bench --only=api,web` runs only those steps (engine, mutation, api, web, load) and replaces only their sections
// in the existing report, each marked with when, at which commit and on how busy a machine it ran.
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
const STEPS = ['engine', 'mutation', 'api', 'web', 'load'];
const onlyArg = process.argv.find((a) => a.startsWith('--only='));
const only = onlyArg ? onlyArg.slice('--only='.length).split(',') : STEPS;
const unknown = only.filter((key) => !STEPS.includes(key));
if (unknown.length > 0) {
  console.error(`Unknown step ${unknown.join(', ')}: choose among ${STEPS.join(', ')}.`);
  process.exit(2);
}
const runs = [];
if (only.includes('engine'))
  runs.push(await step('Safety engine', 'npx', ['-y', 'pnpm@12.18.0', '--filter', '@otc/safety-engine', 'bench']));
// About 35 minutes on two cores: too long for CI's 20-minute budget beside the browser suites, so it runs here.
if (only.includes('mutation'))
  runs.push(await step('Safety engine mutation score (StrykerJS)', process.execPath, ['scripts/mutation.mjs']));
if (only.includes('api'))
  runs.push(await step('API (one route at a time)', process.execPath, ['scripts/bench-api.mjs']));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!only.includes('web')) {
  // not asked for
} else if (existsSync(chromium)) {
  runs.push(await step('Web (bundle size and Lighthouse)', process.execPath, ['scripts/bench-web.mjs']));
} else {
  const message = `Chromium is missing at ${chromium} (apt-get install -y chromium, or set CHROMIUM_PATH).`;
  console.error(message);
  runs.push({ name: 'Web (bundle size and Lighthouse)', code: 1, output: message, stderr: '', seconds: 0 });
}
if (only.includes('load'))
  runs.push(await step('Mixed load', process.execPath, ['scripts/bench-load.mjs', '--json', loadJson]));

const host = machine();
const reportPath = path.join(root, 'bench/REPORT.md');
if (onlyArg && existsSync(reportPath)) {
  writeFileSync(reportPath, withSectionsReplaced(readFileSync(reportPath, 'utf8'), runs));
  finish();
}
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
for (const run of runs) lines.push(...sectionOf(run));
mkdirSync(path.join(root, 'bench'), { recursive: true });
writeFileSync(reportPath, `${lines.join('\n').trimEnd()}\n`);
finish();

function sectionOf(run, note) {
  const section = [`## ${run.name}`, ''];
  if (note) section.push(note, '');
  if (run.code !== 0) section.push(`**Exited with code ${run.code}.**`, '');
  section.push('```', run.output || '(no output)', '```', '');
  if (run.code !== 0 && run.stderr) section.push('Errors:', '', '```', run.stderr, '```', '');
  return section;
}

/** The report with the sections of these runs replaced (or added at the end), each saying when it ran. */
function withSectionsReplaced(report, replaced) {
  let text = report;
  for (const run of replaced) {
    const note = `Run alone (\`pnpm bench --only\`) on ${host.date} at commit ${host.commit}; load average ${loadAtStart} at the start of the run, ${loadAverage()} at the end.`;
    const section = sectionOf(run, note).join('\n');
    const start = text.indexOf(`\n## ${run.name}\n`);
    if (start === -1) {
      text = `${text.trimEnd()}\n\n${section}`;
      continue;
    }
    const next = text.indexOf('\n## ', start + 1);
    text = `${text.slice(0, start + 1)}${section}\n${next === -1 ? '' : text.slice(next + 1)}`;
  }
  return `${text.trimEnd()}\n`;
}

function finish() {
  rmSync(work, { recursive: true, force: true });
  // Formatted like every other file, so `pnpm lint` (prettier --check) passes on the committed report.
  execFileSync(path.join(root, 'node_modules/.bin/prettier'), ['--write', 'bench/REPORT.md'], { cwd: root });
  console.log(
    `\nWrote bench/REPORT.md (${runs.filter((r) => r.code !== 0).length} of ${runs.length} benchmarks failed).`,
  );
  process.exit(runs.some((r) => r.code !== 0) ? 1 : 0);
}
