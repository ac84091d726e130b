import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cli, profileFile } from './support.js';

const COMMANDS = ['check', 'explain', 'report', 'lint', 'diff', 'review', 'unreviewed', 'scenarios'];

describe('the content CLI', () => {
  it.each(COMMANDS)('%s --help explains the command and exits 0', async (command) => {
    const result = await cli([command, '--help']);
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`^Usage: content ${command}`));
  });

  it('lists every command in --help', async () => {
    const { stdout, exitCode } = await cli(['--help']);
    expect(exitCode).toBe(0);
    for (const command of COMMANDS) expect(stdout).toMatch(new RegExp(`^  ${command}\\b`, 'm'));
  });

  it('refuses an unknown command with exit 2', async () => {
    const result = await cli(['frobnicate']);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain("unknown command 'frobnicate'");
  });

  it('stops with file:line lines, not a stack trace, when the content is broken', async () => {
    const { contentCopy } = await import('./support.js');
    const dir = contentCopy();
    const { writeFileSync } = await import('node:fs');
    writeFileSync(`${dir}/ingredients/ibuprofen.yaml`, 'id: ibuprofen\nname: [unclosed\n');
    const result = await cli(['check', '--profile', profileFile({}), 'Advil'], dir);
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toMatch(/^ingredients\/ibuprofen\.yaml:\d+: /m);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('as an installed command, exits 2 with a single line for a malformed profile', () => {
    const main = fileURLToPath(new URL('../dist/main.js', import.meta.url));
    if (!existsSync(main)) throw new Error('Build first: pnpm build (pnpm test does it).');
    const run = spawnSync(process.execPath, [main, 'check', '--profile', profileFile('{'), 'ibuprofen'], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^content: profile file .* is not valid JSON$/),
    ]);
  });
});
