// The boundaries a new feature must keep (ADR 031), checked by `npm run lint`:
// a feature is used by others only through its public face (`index.ts`); shared machinery lives in
// `platform/` (server) or `components/`/`lib/` (web) and never reaches into a feature; the domain package
// imports nothing of the apps; no import cycles anywhere.

const serverFeature = '^apps/server/src/features/([^/]+)/';
const webFeature = '^apps/web/src/features/([^/]+)/';

/** Test files may use another feature's public face and its test kit (`*-test-support.ts`), nothing else. */
const testSupport = '[^/]+-test-support\\.ts$';

/** Tests, their kits and fixtures: checked by `.dependency-cruiser.tests.cjs` (boundaries, not cycles). */
const testFiles = [
  '\\.test\\.tsx?$',
  testSupport,
  '^apps/server/src/testing/',
  '^apps/web/src/test/',
  '^e2e/',
  '^bench/',
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment:
        'Modules must not depend on each other in a circle: split the shared part out, or pass a function in.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-feature-cycles',
      severity: 'error',
      comment:
        'Features must not use each other in a circle: one of them owns the shared part, or it moves to platform/.',
      scope: 'folder',
      from: { path: '^apps/(server|web)/src/features/[^/]+$' },
      to: { path: '^apps/(server|web)/src/features/[^/]+$', circular: true },
    },
    {
      name: 'server-feature-public-face',
      severity: 'error',
      comment:
        'A server feature uses another feature only through its index.ts (its public face); the rest of a feature is private.',
      from: { path: serverFeature },
      to: {
        path: '^apps/server/src/features/[^/]+/',
        pathNot: [
          '^apps/server/src/features/$1/',
          '^apps/server/src/features/[^/]+/index\\.ts$',
          testSupport,
        ],
      },
    },
    {
      name: 'server-test-kits-only-in-tests',
      severity: 'error',
      comment: "A feature's test kit is for tests; product code never imports it.",
      from: {
        path: '^apps/server/src/',
        pathNot: ['\\.test\\.ts$', testSupport, '^apps/server/src/testing/'],
      },
      to: { path: testSupport },
    },
    {
      name: 'server-platform-knows-no-feature',
      severity: 'error',
      comment:
        'platform/ is shared machinery (PDF, mail, jobs, storage, auth): features use it, never the other way round.',
      from: { path: '^apps/server/src/(platform|db)/' },
      to: { path: '^apps/server/src/features/' },
    },
    {
      name: 'web-feature-public-face',
      severity: 'error',
      comment:
        'A web feature uses another feature only through its index.ts; shared parts belong in components/ or lib/.',
      from: { path: webFeature },
      to: {
        path: '^apps/web/src/features/[^/]+/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'web-shared-knows-no-feature',
      severity: 'error',
      comment:
        'components/ and lib/ are shared by every web feature and depend on none of them, nor on the routes.',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: '^apps/web/src/(features|routes)/' },
    },
    {
      name: 'domain-imports-no-app',
      severity: 'error',
      comment: 'packages/domain is shared by server and web: it imports nothing of either.',
      from: { path: '^packages/domain/' },
      to: { path: '^apps/' },
    },
    {
      name: 'apps-stay-apart',
      severity: 'error',
      comment: 'Server and web share code only through packages/domain.',
      from: { path: '^apps/(server|web)/' },
      to: { path: '^apps/(server|web)/', pathNot: '^apps/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)(node_modules|dist|coverage)/', ...testFiles] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
