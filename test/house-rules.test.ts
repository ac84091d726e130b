import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import { fileNamingRule } from '../eslint/file-naming.rule.js';
import { portAdaptersRule } from '../eslint/port-adapters.rule.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.afterAll = afterAll;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const at = (file: string) => path.join(process.cwd(), file);
const code = 'export const x = 1;';

tester.run('house/file-naming', fileNamingRule, {
  valid: [
    { code, filename: at('apps/api/src/auth/infrastructure/typeorm-user-repository.adapter.ts') },
    { code, filename: at('apps/api/src/search/domain/term-index.ts') },
    { code, filename: at('apps/api/src/search/search.module.ts') },
    { code, filename: at('apps/web/src/features/search/components/search-box.tsx') },
  ],
  invalid: [
    { code, filename: at('apps/web/src/components/SearchBox.tsx'), errors: [{ messageId: 'notKebab' }] },
    { code, filename: at('apps/api/src/auth/infrastructure/cookies.ts'), errors: [{ messageId: 'role' }] },
    { code, filename: at('apps/api/src/search/domain/search.controller.ts'), errors: [{ messageId: 'role' }] },
    { code, filename: at('apps/api/src/search/application/other.module.ts'), errors: [{ messageId: 'role' }] },
    { code, filename: at('apps/api/src/search/application/cache.port.ts'), errors: [{ messageId: 'role' }] },
  ],
});

const adapter = `import type { Mailer } from '../domain/mailer.port.js';\nexport class SmtpMailer implements Mailer {}`;

tester.run('house/port-adapters', portAdaptersRule, {
  valid: [
    { code: adapter, filename: at('apps/api/src/mail/infrastructure/smtp-mailer.adapter.ts') },
    // A library's interface is not a port.
    {
      code: `import type { CanActivate } from '@nestjs/common';\nexport class G implements CanActivate {}`,
      filename: at('apps/api/src/auth/infrastructure/signed-in.guard.ts'),
    },
  ],
  invalid: [
    {
      code: adapter,
      filename: at('apps/api/src/mail/infrastructure/smtp.mailer.ts'),
      errors: [{ messageId: 'misplaced' }],
    },
    {
      code: adapter.replace('../domain', '../../mail/domain'),
      filename: at('apps/api/src/mail/application/smtp-mailer.adapter.ts'),
      errors: [{ messageId: 'notAnAdapter' }, { messageId: 'misplaced' }],
    },
  ],
});
