import swc from 'unplugin-swc';
import { defineProject } from 'vitest/config';

export default defineProject({
  // SWC emits the decorator metadata Nest's dependency injection reads (esbuild does not).
  plugins: [swc.vite({ jsc: { target: 'es2023', transform: { legacyDecorator: true, decoratorMetadata: true } } })],
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // *.services.test.ts need a running Redis: pnpm test:services (and CI) sets TEST_REDIS_URL and runs them.
    exclude: process.env.TEST_REDIS_URL ? [] : ['test/**/*.services.test.ts'],
    // Files share a worker's loaded modules (Nest, TypeORM, the catalogue) instead of importing them afresh: the
    // project took 438 s isolated and 302 s shared on a 2-core machine, 419 s and 55 s of it importing. Each file
    // still starts its own app and database; nothing here mocks modules or reads settings at import.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
