import { defineProject } from 'vitest/config';

// The tests mutation testing runs: those on made-up knowledge and plain functions. The catalogue-wide tests
// (golden verdicts, properties over the shipped content, shipped-content rules) each load the whole
// YAML content (~2 s a file, per mutant) and test the content as much as the engine; they run in `vitest run`.
export default defineProject({
  test: {
    name: 'safety-engine-mutation',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    exclude: ['test/golden/**', 'test/properties.test.ts', 'test/catalogue-rules.test.ts'],
  },
});
