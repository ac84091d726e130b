import { defineConfig } from 'vitest/config';

// One runner for the whole monorepo: each workspace package has its own vitest.config.ts.
// Vitest, not Jest: NestJS 12 is ESM-only and Jest cannot load it on Node 20.
export default defineConfig({
  test: {
    projects: [
      'packages/safety-engine',
      'packages/formulary',
      'packages/content-tools',
      'packages/password-policy',
      'apps/api',
      'apps/web',
    ],
  },
});
