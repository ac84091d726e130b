// `pnpm eval:search`: every case of the search evaluation corpus (apps/api/eval/search/*.yaml) through the real
// search path in basic and smart mode, the figures per kind, the failures, the reading speed, and the CI gate as
// the exit code (0 pass, 1 below the gate, 2 corpus error). A script: the app never imports it.
// Usage: eval-search.js [folder] [--unknown-as-absent]  (the flag reads an unknown ingredient name as one no product
// contains, with a warning, to see the figures while corpus and content are reconciled; CI runs without it).
import 'reflect-metadata';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config/app-config.js';
import { SearchCatalogue, OpenAiSymptomExtractor } from '../search/index.js';
import { SearchEvaluation } from './application/search-evaluation.js';
import { CorpusError } from './domain/eval-case.js';
import { exitCodeFor, tallyFigures } from './domain/figures.js';
import { formatReport } from './domain/report.js';
import { loadCorpus } from './infrastructure/corpus-files.loader.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const unknownAsAbsent = args.includes('--unknown-as-absent');
const folder = args.find((a) => !a.startsWith('--')) ?? path.resolve(here, '../../eval/search');

// Smart search as the app wires it: the model when LLM_BASE_URL, LLM_API_KEY and LLM_MODEL are set, else the local
// reader. Only those settings are read: the rest of the app's configuration plays no part here.
const { LLM_BASE_URL, LLM_API_KEY, LLM_MODEL, LLM_TIMEOUT_MS } = process.env;
const llm = loadConfig({ LLM_BASE_URL, LLM_API_KEY, LLM_MODEL, LLM_TIMEOUT_MS }, null).llm;

async function main(): Promise<number> {
  try {
    const catalogue = new SearchCatalogue();
    const evaluation = new SearchEvaluation(
      catalogue,
      llm ? (local) => new OpenAiSymptomExtractor(llm, catalogue, local) : undefined,
    );
    const warnings: string[] = [];
    const cases = evaluation.resolve(loadCorpus(folder), { unknownAsAbsent, warnings });
    if (warnings.length)
      console.log(`Read as in no product (--unknown-as-absent), ${warnings.length}:\n  ${warnings.join('\n  ')}\n`);
    const outcomes = await evaluation.run(cases);
    const speed = await evaluation.measureSpeed(cases.map((c) => c.query));
    const figures = tallyFigures(outcomes);
    const smart = llm ? `smart search reads with ${llm.model}` : 'smart search: no model configured, the local reader';
    console.log(`${cases.length} cases from ${path.relative(process.cwd(), folder) || folder}; ${smart}\n`);
    console.log(formatReport(figures, speed));
    return exitCodeFor(figures);
  } catch (error) {
    if (!(error instanceof CorpusError)) throw error;
    console.error(`Search evaluation corpus error: ${error.message}`);
    return 2;
  }
}

process.exitCode = await main();
