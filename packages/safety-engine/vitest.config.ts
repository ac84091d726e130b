import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'safety-engine', environment: 'node', include: ['test/**/*.test.ts'] },
});
