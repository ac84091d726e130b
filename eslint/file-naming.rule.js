/**
 * File names say what a file is (README "Architecture", house rule 1): kebab-case everywhere, and in the API a role
 * suffix where the folder's layer demands one, so a controller, adapter or DTO is found by its name alone.
 */
import path from 'node:path';

// kebab-case words, then optional dot-separated roles ("typeorm-user-repository.adapter.ts", "vitest.config.ts").
const KEBAB = /^\.?[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*\.(ts|tsx|js|mjs|cjs)$/;

/** What infrastructure/ holds: the edges of a capability (HTTP, persistence, outside services, files). */
const INFRASTRUCTURE_ROLES = [
  'adapter', // implements a domain port
  'client', // talks to an outside service with no port of its own (Google sign-in)
  'controller',
  'decorator',
  'dto',
  'entity',
  'filter',
  'guard',
  'http', // request and cookie helpers for the controllers
  'loader', // reads files from disk
  'middleware',
];
// Roles that belong to the edges: never in domain/ or application/.
const EDGE_ROLES = INFRASTRUCTURE_ROLES.filter((role) => role !== 'http' && role !== 'loader');

const API_FILE =
  /^apps\/api\/src\/(?<capability>[^/]+)\/(?:(?<layer>domain|application|infrastructure)\/)?(?<name>[^/]+)$/;

function roleOf(name) {
  const parts = name.replace(/\.(ts|tsx|js|mjs|cjs)$/, '').split('.');
  return parts.length > 1 ? parts[parts.length - 1] : null;
}

function apiProblem(file) {
  const match = API_FILE.exec(file);
  if (!match) return null;
  const { capability, layer, name } = match.groups;
  const role = roleOf(name);
  if (role === 'module' && (layer || name !== `${capability}.module.ts`))
    return `a Nest module is <capability>/<capability>.module.ts (expected ${capability}/${capability}.module.ts)`;
  if (layer === 'infrastructure' && !INFRASTRUCTURE_ROLES.includes(role))
    return `infrastructure/ files end in a role: .${INFRASTRUCTURE_ROLES.join('.ts, .')}.ts`;
  if ((layer === 'domain' || layer === 'application') && EDGE_ROLES.includes(role))
    return `a .${role}.ts file is an edge of the capability: it belongs in infrastructure/`;
  if (name.endsWith('.port.ts') && layer !== 'domain') return 'ports (.port.ts) belong in domain/';
  return null;
}

export const fileNamingRule = {
  meta: {
    type: 'suggestion',
    docs: { description: 'kebab-case file names, with the role suffix the API layer demands' },
    schema: [],
    messages: {
      notKebab: 'File names are kebab-case (lower-case words joined by hyphens, roles after a dot): {{name}}',
      role: '{{file}}: {{problem}}',
    },
  },
  create(context) {
    const file = path.relative(context.cwd, context.filename).split(path.sep).join('/');
    return {
      Program(node) {
        const name = path.basename(file);
        if (!KEBAB.test(name)) return context.report({ node, messageId: 'notKebab', data: { name } });
        const problem = apiProblem(file);
        if (problem) context.report({ node, messageId: 'role', data: { file, problem } });
      },
    };
  },
};
