/**
 * A class that implements a domain port (an interface from a `*.port.ts` file) is an adapter: it lives in its
 * capability's infrastructure/ folder and its file ends in `.adapter.ts`, so every adapter is found the same way.
 */
import path from 'node:path';

const ADAPTER_FILE = /^apps\/api\/src\/[^/]+\/infrastructure\/[a-z0-9-]+\.adapter\.ts$/;

// The local symptom reader is the search use case's own deterministic reader (SearchService calls it directly for
// constraints and as the fallback); it implements the port only so it can also stand in as the smart reader.
const IN_PROCESS_IMPLEMENTATIONS = new Set(['apps/api/src/search/application/local-symptom-extractor.ts']);

export const portAdaptersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Port implementations are `.adapter.ts` files in infrastructure/' },
    schema: [],
    messages: {
      misplaced:
        '{{name}} implements the port {{port}}: move it to <capability>/infrastructure/<name>.adapter.ts (see README "Architecture").',
      notAnAdapter: 'A `.adapter.ts` file belongs in its capability’s infrastructure/ folder.',
    },
  },
  create(context) {
    const file = path.relative(context.cwd, context.filename).split(path.sep).join('/');
    if (!file.startsWith('apps/api/src/')) return {};
    const portNames = new Set();
    return {
      Program(node) {
        if (file.endsWith('.adapter.ts') && !ADAPTER_FILE.test(file))
          context.report({ node, messageId: 'notAnAdapter' });
      },
      ImportDeclaration(node) {
        if (!/\.port(\.js)?$/.test(String(node.source.value))) return;
        for (const specifier of node.specifiers) portNames.add(specifier.local.name);
      },
      'ClassDeclaration:exit'(node) {
        if (ADAPTER_FILE.test(file) || IN_PROCESS_IMPLEMENTATIONS.has(file)) return;
        for (const clause of node.implements ?? []) {
          const port = clause.expression.type === 'Identifier' ? clause.expression.name : null;
          if (port && portNames.has(port))
            context.report({ node: clause, messageId: 'misplaced', data: { name: node.id?.name ?? 'class', port } });
        }
      },
    };
  },
};
