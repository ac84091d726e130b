import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { apiTestFilesUsingStorage } from '../scripts/test-services/storage-test-files.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const select = (testDir: string) =>
  (apiTestFilesUsingStorage(testDir) as string[]).map((f) => path.relative(testDir, f));

describe('the services suite picks the API tests that reach a database or Redis', () => {
  const api = select(path.join(root, 'apps/api/test'));

  it('takes HTTP, repository, process and Redis tests of the real API', () => {
    expect(api).toEqual(
      expect.arrayContaining([
        'accounts/auth.http.test.ts',
        'contact-message.repository.test.ts',
        'start-up.test.ts',
        'search/redis-cache.services.test.ts',
        'hostile/openapi-fuzz.test.ts',
      ]),
    );
  });

  it('leaves out tests that never open either (search reading, names), and those that say why they need not', () => {
    expect(api).not.toContain('search/names.test.ts');
    expect(api).not.toContain('search/lay-language.test.ts');
    expect(api).not.toContain('persistence.test.ts');
    expect(api).not.toContain('search/search-cache-heap.http.test.ts');
  });

  const scratch = mkdtempSync(path.join(tmpdir(), 'otc-selection-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    writeFileSync(path.join(scratch, file), text);
  };

  it('follows helpers through any depth of imports, and source files that open the database', () => {
    write('test/support/test-app.ts', 'export const startTestApp = 1;\n');
    write('test/support/wrapper.ts', "export { startTestApp } from './test-app.js';\n");
    write('test/deep/helper.ts', "import { startTestApp } from '../support/wrapper.js';\n");
    write('test/deep/uses-helper.test.ts', "import '../deep/helper.js';\n");
    write('src/store.ts', "import { PGlite } from '@electric-sql/pglite';\n");
    write('test/uses-source.test.ts', "import { x } from '../src/store.js';\n");
    write('test/reads-env.test.ts', 'const url = process.env.TEST_REDIS_URL;\n');
    write('test/pure.test.ts', "import { y } from '../src/pure.js';\n");
    write('test/own-database.test.ts', "// Services suite: not run again (why).\nimport './deep/helper.js';\n");
    write('test/names-pglite.test.ts', 'const note = "PGlite";\n');
    write('src/pure.ts', 'export const y = 2;\n');
    expect(select(path.join(scratch, 'test'))).toEqual([
      'deep/uses-helper.test.ts',
      'reads-env.test.ts',
      'uses-source.test.ts',
    ]);
  });
});
