import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for the whole monorepo: each workspace package has its own vitest.config.ts.
// Vitest, not Jest: NestJS 12 is ESM-only and Jest cannot load it on Node 20.
export default defineConfig({
  test: {
    // Most API test files wait on a database, mail or a timer more than they compute: three workers on a
    // 2-core CI machine take the unit step from about 17 to about 5 minutes (vitest's default is cores - 1).
    maxWorkers: Math.max(3, availableParallelism()),
    projects: [
      'packages/safety-engine',
      'packages/formulary',
      'packages/content-tools',
      'packages/password-policy',
      'apps/api',
      'apps/web',
      // Checks over the repository as a whole (spec citations).
      { test: { name: 'repo', include: ['test/**/*.test.ts'] } },
    ],
  },
});
