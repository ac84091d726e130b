import swc from 'unplugin-swc';
import { defineProject } from 'vitest/config';

export default defineProject({
  // SWC emits the decorator metadata Nest's dependency injection reads (esbuild does not).
  plugins: [swc.vite({ jsc: { target: 'es2023', transform: { legacyDecorator: true, decoratorMetadata: true } } })],
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
