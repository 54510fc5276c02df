/**
 * The shape of the code, checked on every `npm run lint` (README.md, "Boundaries").
 * A rule here names what may not import what; the message says what to do instead.
 */
const SERVER_MODULES = '^apps/server/src/modules/([^/]+)/';
const WEB_FEATURES = '^apps/web/src/features/([^/]+)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'server-module-through-index',
      comment:
        'A server module reaches another module only through its index.ts: what is not exported there is private.',
      severity: 'error',
      from: { path: SERVER_MODULES },
      to: {
        path: '^apps/server/src/modules/([^/]+)/.+',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'server-platform-knows-no-module',
      comment:
        'The platform does not depend on modules: context, config, db, http and jobs are what modules build on. ' +
        'Only the wiring lists modules: app.ts, main.ts, db/seed.ts (the seeders) and jobs/registry.ts (the jobs).',
      severity: 'error',
      from: {
        path: '^apps/server/src/(context\\.ts|config\\.ts|config/|sms-gateway\\.ts|simulator-settings\\.ts|db/|http/|jobs/|metrics/)',
        pathNot: '^apps/server/src/(db/seed\\.ts|jobs/registry\\.ts)$',
      },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'web-feature-isolation',
      comment:
        'Web features never import each other: move what two features share down to ui/ (primitives), components/ or lib/.',
      severity: 'error',
      from: { path: WEB_FEATURES },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-ui-lib-below-features',
      comment: 'ui/ and lib/ sit below the features: they never import from features/.',
      severity: 'error',
      from: { path: '^apps/web/src/(ui|lib)/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'packages-below-apps',
      comment: 'packages/* are shared by the apps and never import an app.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'no-cycles',
      comment: 'No import cycles, type-only imports included: a cycle means two files are one.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that does not resolve is a typo or a missing dependency.',
      severity: 'error',
      from: {},
      // virtual:* modules are made by a Vite plugin (the per-section locale chunks: apps/web/vite/locale-sections.ts).
      to: { couldNotResolve: true, pathNot: '^virtual:' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.data|artifacts)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
