import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_DIR, formatLintProblem, lintContent } from '../../src/index.js';

describe('the shipped content', () => {
  it('lints without errors (warnings are printed, not failed)', () => {
    const { problems, counts } = lintContent(CONTENT_DIR);
    expect(problems.filter((p) => p.severity === 'error').map(formatLintProblem)).toEqual([]);
    console.info(`content lint: ${counts.error} errors, ${counts.warning} warnings`);
    for (const warning of problems.filter((p) => p.severity === 'warning')) console.info(formatLintProblem(warning));
  }, 60_000);

  it('is already formatted: fixing would change no file', () => {
    const copy = path.join(mkdtempSync(path.join(tmpdir(), 'shipped-')), 'content');
    cpSync(CONTENT_DIR, copy, { recursive: true });
    expect(lintContent(copy, { fix: true }).fixed).toEqual([]);
  }, 60_000);
});
