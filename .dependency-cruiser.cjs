/** Layer rules, checked in CI (pnpm lint). See README "Architecture". */
module.exports = {
  forbidden: [
    {
      name: 'engine-and-content-stand-alone',
      comment:
        'The safety engine, the formulary and the content tools are reused by the content team: they must not depend on the apps.',
      severity: 'error',
      from: { path: '^packages/(safety-engine|formulary|content-tools)/' },
      to: { path: '^apps/' },
    },
    {
      name: 'formulary-is-data',
      comment: 'The formulary is content; judging belongs to the safety engine.',
      severity: 'error',
      from: { path: '^packages/formulary/src' },
      to: { path: '^packages/safety-engine/' },
    },
    {
      name: 'engine-core-has-no-io',
      comment: 'The engine core is pure: no Node built-ins (file system, network, process) and no npm packages.',
      severity: 'error',
      from: { path: '^packages/safety-engine/src', pathNot: '^packages/safety-engine/src/bench/' },
      to: { path: 'node_modules/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'engine-core-no-builtins',
      severity: 'error',
      from: { path: '^packages/safety-engine/src', pathNot: '^packages/safety-engine/src/bench/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'domain-is-framework-free',
      comment: 'Domain code in apps/api sees neither TypeORM, nor Nest HTTP, nor adapters.',
      severity: 'error',
      from: { path: '^apps/api/src/[^/]+/domain/' },
      to: { path: 'node_modules/(typeorm|@nestjs|express|pg)/|^apps/api/src/[^/]+/(infrastructure|application)/' },
    },
    {
      name: 'application-does-not-reach-adapters',
      comment: 'Use cases talk to ports, never to TypeORM adapters or controllers.',
      severity: 'error',
      from: { path: '^apps/api/src/[^/]+/application/' },
      to: { path: 'node_modules/typeorm/|^apps/api/src/[^/]+/infrastructure/' },
    },
    {
      name: 'capability-public-api',
      comment:
        'A capability of apps/api uses another only through its public module, <capability>/index.ts. common/, config/, ' +
        'database/ and logging/ are the shared kernel (config, errors, HTTP security, Redis, the data source, logs): ' +
        'any capability may use their files. Files at apps/api/src/ itself (app.module, app-factory, main) compose the ' +
        'app and are not a capability. database/ lists every entity for the data source and its migrations.',
      severity: 'error',
      from: { path: '^apps/api/src/([^/]+)/', pathNot: '^apps/api/src/database/' },
      to: {
        path: '^apps/api/src/[^/]+/.+',
        pathNot: ['^apps/api/src/($1|common|config|database|logging)/', '^apps/api/src/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'data-source-lists-entities',
      comment: 'The shared kernel may reach into a capability only for what the data source must list: its entities.',
      severity: 'error',
      from: { path: '^apps/api/src/database/' },
      to: {
        path: '^apps/api/src/(?!database/)[^/]+/.+',
        pathNot: ['\\.entity\\.ts$', '^apps/api/src/(common|config|logging)/'],
      },
    },
    {
      name: 'web-features-are-independent',
      comment: 'A web feature never imports another; app/ composes them.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-below-features',
      comment: 'Shared code (components, lib) does not import features or the app shell.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-talks-to-api-through-contract',
      comment: 'The web client reaches the API only through the generated contract, never the API source.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/api/' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that does not resolve is a missing dependency (or a rule being dodged).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|\\.turbo)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js'],
    },
  },
};
