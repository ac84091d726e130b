import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isMap, parseDocument, visit } from 'yaml';
import { describe, expect, it } from 'vitest';
import { CONTENT_DIR, formatContentFile, lintContent, loadFormulary } from '../../src/index.js';
import { cleanFiles, FORMULATION, lintFolder } from './support.js';

const HEADER = '# yaml-language-server: $schema=../../schema/formulations.schema.json';

/** The same data laid out badly: keys in reverse order, four-space indentation, no header, no final newline. */
function scramble(text: string): string {
  const doc = parseDocument(text.replace(/^# yaml-language-server:.*\n/, ''));
  visit(doc, {
    Map(_, map) {
      if (isMap(map)) map.items.reverse();
    },
  });
  return doc.toString({ indent: 4, lineWidth: 0 }).trimEnd();
}

describe('formatting a content file', () => {
  it('writes the schema header, keys in schema order, lists one entry a line, two-space indentation and a final newline', () => {
    const text = 'synonyms:    [head pain, sore head]\nreview: []\nname: Headache\nid: headache';
    expect(formatContentFile('symptoms', text)).toBe(
      '# yaml-language-server: $schema=../../schema/symptoms.schema.json\nid: headache\nname: Headache\nsynonyms:\n  - head pain\n  - sore head\nreview: []\n',
    );
  });

  it('orders nested keys too: a formulation’s facts and presentations', () => {
    const formatted = formatContentFile('formulations', scramble(cleanFiles[FORMULATION]!));
    expect(formatted).toBe(formatContentFile('formulations', cleanFiles[FORMULATION]!));
    expect(formatted).toContain('  - id: brand-examplol\n    name: Brand Examplol\n    searchNames:\n      - Brandy\n');
    expect(formatted).toContain(
      '    - belowYears: 12\n      severity: avoid\n      level: ask-first\n      snippet: under-twelve\n      source: label\n',
    );
  });

  it('replaces a header that names another kind’s schema', () => {
    const wrong = `# yaml-language-server: $schema=../../schema/ingredients.schema.json\n${cleanFiles[FORMULATION]}`;
    expect(formatContentFile('formulations', wrong)!.split('\n')[0]).toBe(HEADER);
  });

  it('keeps comments with the keys they describe', () => {
    const text = `# Checked against the 2024 label.\nreview: []\n# The US generic.\nid: x\n`;
    expect(formatContentFile('symptoms', text)).toBe(
      '# yaml-language-server: $schema=../../schema/symptoms.schema.json\n# Checked against the 2024 label.\n# The US generic.\nid: x\nreview: []\n',
    );
  });

  it('orders a no-data marker and a fact by their own keys', () => {
    const text =
      'id: x\nfacts:\n  pregnancy:\n    source: s\n    noData: true\n  breastfeeding:\n    source: s\n    message: m\n    severity: avoid\n';
    expect(formatContentFile('ingredients', text)).toContain(
      'pregnancy:\n    noData: true\n    source: s\n  breastfeeding:\n    severity: avoid\n    message: m\n    source: s\n',
    );
  });

  it('leaves a file that is not valid YAML alone', () => {
    expect(formatContentFile('symptoms', 'id: [x\n')).toBeNull();
  });
});

describe('lintContent with fix', () => {
  it('rewrites the files that need it, then finds nothing more to fix', () => {
    const root = lintFolder({ [FORMULATION]: scramble(cleanFiles[FORMULATION]!) });
    const first = lintContent(root, { fix: true });
    expect(first.fixed).toContain(FORMULATION);
    expect(first.problems).toEqual([]);
    expect(readFileSync(path.join(root, FORMULATION), 'utf8')).toBe(
      formatContentFile('formulations', cleanFiles[FORMULATION]!),
    );
    expect(lintContent(root, { fix: true }).fixed).toEqual([]);
  });

  it('changes nothing without being asked', () => {
    const root = lintFolder({ [FORMULATION]: scramble(cleanFiles[FORMULATION]!) });
    expect(lintContent(root).fixed).toEqual([]);
    expect(readFileSync(path.join(root, FORMULATION), 'utf8')).toBe(scramble(cleanFiles[FORMULATION]!));
  });

  it('restores a scrambled copy of the shipped content to the shipped files, meaning unchanged', () => {
    const copy = path.join(mkdtempSync(path.join(tmpdir(), 'fix-shipped-')), 'content');
    cpSync(CONTENT_DIR, copy, { recursive: true });
    const files = readdirSync(copy, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.yaml') && !f.startsWith('scenarios') && f.includes(path.sep),
    );
    for (const file of files)
      writeFileSync(path.join(copy, file), scramble(readFileSync(path.join(copy, file), 'utf8')));

    const result = lintContent(copy, { fix: true });
    expect(result.fixed).toHaveLength(files.length);
    expect(loadFormulary(copy)).toEqual(loadFormulary(CONTENT_DIR));
    for (const file of files)
      expect(readFileSync(path.join(copy, file), 'utf8'), file).toBe(
        readFileSync(path.join(CONTENT_DIR, file), 'utf8'),
      );
    expect(lintContent(copy, { fix: true }).fixed).toEqual([]);
  }, 120_000);
});
