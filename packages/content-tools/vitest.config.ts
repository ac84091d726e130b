import { defineProject } from 'vitest/config';

export default defineProject({
  // Each test runs a whole command on a copy of the content: loading it takes about a second.
  test: { name: 'content-tools', environment: 'node', include: ['test/**/*.test.ts'], testTimeout: 30_000 },
});
