import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The error model is kept by lint rules (eslint.config.js); these prove the rules still catch a regression.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

async function restrictedIn(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages
    .filter((m) => m.ruleId === 'no-restricted-syntax' || m.ruleId === 'no-restricted-imports')
    .map((m) => m.ruleId!);
}

describe('the API lint rules', () => {
  it('refuse a Nest HTTP exception imported and thrown in a use case', async () => {
    const code =
      "import { NotFoundException } from '@nestjs/common';\nexport const f = () => {\n  throw new NotFoundException('x');\n};\n";
    expect(await restrictedIn('apps/api/src/profile/application/example.service.ts', code)).toEqual([
      'no-restricted-imports',
      'no-restricted-syntax',
    ]);
  });

  it('refuse a Nest HTTP exception thrown from a controller', async () => {
    const code =
      "import { BadRequestException } from '@nestjs/common';\nexport const f = () => new BadRequestException('x');\n";
    expect(await restrictedIn('apps/api/src/search/infrastructure/example.controller.ts', code)).toEqual([
      'no-restricted-syntax',
    ]);
  });

  it('let a DomainError be thrown', async () => {
    const code =
      "import { DomainError } from '../../common/domain-error.js';\nexport const f = () => new DomainError('profile.not_found', 'x');\n";
    expect(await restrictedIn('apps/api/src/profile/application/example.service.ts', code)).toEqual([]);
  });
});

describe('the web lint rule', () => {
  const file = 'apps/web/src/features/auth/example.ts';
  const header = "import { apiMessage } from '../../lib/error-message';\nconst error = undefined;\n";
  it.each([
    'export const a = /email/i.test(apiMessage(error) ?? "");\n',
    'export const a = apiMessage(error)?.startsWith("Please");\n',
    'export const a = apiMessage(error) === "Please fill in all fields";\n',
    'const message = apiMessage(error);\nexport const a = message?.includes("password");\n',
  ])('refuses branching on the API message text: %s', async (code) => {
    expect(await restrictedIn(file, header + code)).toContain('no-restricted-syntax');
  });

  it('lets the API message be shown', async () => {
    expect(await restrictedIn(file, `${header}export const a = apiMessage(error) ?? "An error occurred.";\n`)).toEqual(
      [],
    );
  });
});
