import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'formulary', environment: 'node', include: ['test/**/*.test.ts'] },
});
