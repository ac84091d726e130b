import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readContent } from '../../src/load/read-content.js';
import { CONTENT_DIR, formatLintProblem, lintContent } from '../../src/index.js';
import { readLintExceptions } from '../../src/lint/lint-exceptions.js';

describe('the shipped content', () => {
  it('lints without errors (warnings are printed, not failed)', () => {
    const { problems, counts } = lintContent(CONTENT_DIR);
    expect(problems.filter((p) => p.severity === 'error').map(formatLintProblem)).toEqual([]);
    console.info(`content lint: ${counts.error} errors, ${counts.warning} warnings`);
    for (const warning of problems.filter((p) => p.severity === 'warning')) console.info(formatLintProblem(warning));
  }, 60_000);

  // Every OTC ingredient carries its own (or its class's) pregnancy and breastfeeding data: the label, FDA or
  // LactMed, or a sourced no-data marker. A new OTC ingredient must come with both, not with an exception.
  it('excuses no OTC ingredient from pregnancy or breastfeeding data', () => {
    const { exceptions } = readLintExceptions(CONTENT_DIR);
    const otc = new Set(
      readContent(CONTENT_DIR)
        .content.ingredients.filter(({ item }) => item.kind === 'otc')
        .map(({ item }) => item.id),
    );
    const excused = exceptions['pregnancy-data'].flatMap((e) => [
      ...(e.kind === 'otc' ? ['kind: otc'] : []),
      ...e.values.map((v) => v.value).filter((id) => otc.has(id)),
    ]);
    expect(excused).toEqual([]);
  });

  it('is already formatted: fixing would change no file', () => {
    const copy = path.join(mkdtempSync(path.join(tmpdir(), 'shipped-')), 'content');
    cpSync(CONTENT_DIR, copy, { recursive: true });
    expect(lintContent(copy, { fix: true }).fixed).toEqual([]);
  }, 60_000);
});
