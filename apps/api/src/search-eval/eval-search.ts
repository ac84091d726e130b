// `pnpm eval:search`: every case of the search evaluation corpus (apps/api/eval/search/*.yaml) through the real
// search path in basic and smart mode, the figures per kind, the failures, the reading speed, and the CI gate as
// the exit code (0 pass, 1 below the gate, 2 corpus error). A script: the app never imports it.
import 'reflect-metadata';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Catalogue } from '../search/application/catalogue.js';
import { SearchEvaluation } from './application/search-evaluation.js';
import { CorpusError } from './domain/eval-case.js';
import { exitCodeFor, tallyFigures } from './domain/figures.js';
import { formatReport } from './domain/report.js';
import { loadCorpus } from './infrastructure/corpus-files.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const folder = process.argv[2] ?? path.resolve(here, '../../eval/search');

async function main(): Promise<number> {
  try {
    const evaluation = new SearchEvaluation(new Catalogue());
    const cases = evaluation.resolve(loadCorpus(folder));
    const outcomes = await evaluation.run(cases);
    const speed = evaluation.measureSpeed(cases.map((c) => c.query));
    const figures = tallyFigures(outcomes);
    console.log(
      `${cases.length} cases from ${path.relative(process.cwd(), folder) || folder}; smart search without a model reads with the local reader, as the app does\n`,
    );
    console.log(formatReport(figures, speed));
    return exitCodeFor(figures);
  } catch (error) {
    if (!(error instanceof CorpusError)) throw error;
    console.error(`Search evaluation corpus error: ${error.message}`);
    return 2;
  }
}

process.exitCode = await main();
