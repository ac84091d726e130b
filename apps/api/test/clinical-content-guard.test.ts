import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formulary } from '@otc/formulary';
import { describe, expect, it } from 'vitest';

// Issue 12: clinical wording lives in packages/formulary/content, never in the apps. This reads the shipped
// content at test time and fails if any of it is written into a source file under apps/*/src again.
const appsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SOURCE_FILE = /\.(ts|tsx|js|jsx|mjs|cjs|json|html|css)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(full);
    return SOURCE_FILE.test(entry.name) ? [full] : [];
  });
}

const sources = readdirSync(appsDir)
  .map((app) => path.join(appsDir, app, 'src'))
  .filter((dir) => {
    try {
      return readdirSync(dir).length > 0;
    } catch {
      return false;
    }
  })
  .flatMap(filesUnder)
  .map((file) => ({ file: path.relative(appsDir, file), text: readFileSync(file, 'utf8') }));

/** Files holding any of the phrases, as `file: phrase`. */
const holding = (phrases: string[]) =>
  sources.flatMap(({ file, text }) => phrases.filter((p) => text.includes(p)).map((p) => `${file}: ${p}`));

/** Files holding every entry of a list, each as a quoted string or as element text: the list written out again. */
const holdingWholeList = (entries: string[]) =>
  sources
    .filter(({ text }) => entries.every((e) => [`'${e}'`, `"${e}"`, `>${e}<`].some((q) => text.includes(q))))
    .map(({ file }) => file);

const phoneNumbers = [
  ...new Set(formulary.redFlags.flatMap((f) => f.message.match(/\b\d-\d{3}-\d{3}-\d{4}\b/g) ?? [])),
];
// Each message sentence by sentence too, so that the advice alone (e.g. "Call 911 or go to ...") is caught.
const sentences = [
  ...new Set(
    formulary.redFlags.flatMap((f) => f.message.split(/(?<=[.!?])\s+/)).filter((s) => s.split(' ').length >= 5),
  ),
];

describe('clinical content stays in the formulary, out of apps/*/src', () => {
  it('reads the apps’ sources and the content it guards', () => {
    expect(sources.some(({ file }) => file.startsWith('api/src/'))).toBe(true);
    expect(sources.some(({ file }) => file.startsWith('web/src/'))).toBe(true);
    expect(formulary.redFlags.length).toBeGreaterThan(0);
    expect(sentences.some((s) => s.startsWith('Call 911'))).toBe(true);
    expect(phoneNumbers).toContain('1-800-222-1222');
  });

  it('no source file holds a red flag’s advice or its sentences (911, 988, Poison Control wording)', () => {
    expect(holding([...formulary.redFlags.map((f) => f.message), ...sentences, ...phoneNumbers])).toEqual([]);
  });

  it('no source file holds a red flag’s patterns', () => {
    expect(holding(formulary.redFlags.flatMap((f) => f.patterns))).toEqual([]);
  });

  it('no source file writes out the category filter, the common symptoms or the quick searches', () => {
    expect({
      searchCategories: holdingWholeList(formulary.searchCategories.map((c) => c.label)),
      commonSymptoms: holdingWholeList(formulary.commonSymptoms),
      quickSearches: holdingWholeList(formulary.quickSearches),
    }).toEqual({ searchCategories: [], commonSymptoms: [], quickSearches: [] });
  });
});
