import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { CorpusError, parseCase, type EvalCase } from '../domain/eval-case.js';

/** Every case of every kind's file (<kind>.yaml) in the folder; a missing or empty corpus is an error, not a pass. */
export function loadCorpus(folder: string): EvalCase[] {
  const files = existsSync(folder)
    ? readdirSync(folder)
        .filter((f) => /\.ya?ml$/.test(f))
        .sort()
    : [];
  if (files.length === 0)
    throw new CorpusError(`No search evaluation corpus: no <kind>.yaml file in ${folder} (format v1: cases: [...])`);
  const cases: EvalCase[] = [];
  for (const file of files) {
    const kind = file.replace(/\.ya?ml$/, '');
    let document: unknown;
    try {
      document = parse(readFileSync(path.join(folder, file), 'utf8'));
    } catch (error) {
      throw new CorpusError(`${file}: not valid YAML: ${(error as Error).message}`);
    }
    const raw = (document as { cases?: unknown } | null)?.cases;
    if (!Array.isArray(raw)) throw new CorpusError(`${file}: needs a top-level "cases:" list`);
    raw.forEach((item, index) => cases.push(parseCase(kind, item, index)));
  }
  if (cases.length === 0) throw new CorpusError(`No search evaluation cases in ${folder}: every file's list is empty`);
  return cases;
}
