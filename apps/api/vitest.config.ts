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
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
