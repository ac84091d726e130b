// Mutation testing of the engine's rules (`pnpm mutation` at the root prints the score).
// The CLI and the benchmark do I/O and are tested by their own suites; they are not the rules.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: ['src/**/*.ts', '!src/cli/**', '!src/bench/**'],
  coverageAnalysis: 'perTest',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  thresholds: { high: 95, low: 90, break: 90 },
  concurrency: 2,
  timeoutMS: 20000,
};
