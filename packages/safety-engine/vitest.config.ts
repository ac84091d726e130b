import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'safety-engine',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Pure functions over a shared, read-only catalogue: files need not load it afresh each.
    isolate: false,
  },
});
