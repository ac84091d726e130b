import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'password-policy', environment: 'node', include: ['test/**/*.test.ts'] },
});
