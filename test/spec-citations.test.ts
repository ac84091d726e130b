import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Comments cite the product spec as "spec section 9" or "spec sections 2, 5 and 8"; the spec is docs/product-spec.md.
const root = fileURLToPath(new URL('..', import.meta.url));
const CITATION = /\bspec(?:ification)?(?:'s)?,?\s+(?:sections?|§)\s*(\d+(?:(?:\s*,\s*|\s+and\s+|\s*&\s*)\d+)*)/gi;
const SKIPPED = new Set(['node_modules', 'dist', '.turbo', '.data', 'coverage', 'test-results', 'playwright-report']);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) || entry.name.startsWith('.') ? [] : sourceFiles(full);
    return /\.(ts|tsx|js|mjs|cjs)$/.test(entry.name) ? [full] : [];
  });
}

/** Each citation in the source: where it is and the section numbers it names. */
function citationsIn(files: string[]): { where: string; sections: number[] }[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        [...line.matchAll(CITATION)].map((match) => ({
          where: `${path.relative(root, file)}:${index + 1}`,
          sections: match[1]!.split(/\s*,\s*|\s+and\s+|\s*&\s*/).map(Number),
        })),
      ),
  );
}

const spec = readFileSync(path.join(root, 'docs/product-spec.md'), 'utf8');
const headings = new Set([...spec.matchAll(/^## (\d+)\. /gm)].map((m) => Number(m[1])));
const citations = citationsIn(['apps', 'packages', 'scripts'].flatMap((f) => sourceFiles(path.join(root, f))));

describe('spec citations', () => {
  it('reads the numbered sections of docs/product-spec.md', () => {
    expect([...headings].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('finds the citations in the source, lists included', () => {
    expect(citations.length).toBeGreaterThan(20);
    expect(citationsIn([fileURLToPath(import.meta.url)]).flatMap((c) => c.sections)).toEqual([9, 2, 5, 8]);
  });

  it('has every "spec section N" name a section that exists', () => {
    const dangling = citations.filter((c) => c.sections.some((n) => !headings.has(n)));
    expect(dangling.map((c) => `${c.where}: ${c.sections.join(', ')}`)).toEqual([]);
  });
});
