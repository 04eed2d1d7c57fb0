// The module boundaries (ARCHITECTURE.md, "Boundaries"), checked by scripts/boundaries.test.ts in
// `npm test` over apps/server/src, apps/web/src and packages/shared/src. Paths are relative to the
// repository root. A server module is the top folder under modules/: catalog's brands/, goods/,
// listings/, quotes/, categories/ and channels/ are parts of catalog and read each other's tables.
const server = '^apps/server/src';
const moduleTable = `${server}/modules/[^/]+/.+\\.table\\.ts$`;

/** Test code: tests, browser journeys, the test harness and the fixtures only tests use. */
const testCode = [
  '\\.test\\.tsx?$',
  '\\.e2e\\.ts$',
  '\\.fixtures\\.ts$',
  `${server}/test/`,
  '^apps/web/e2e/',
];

const forbidden = [
  {
    name: 'module-reads-another-modules-tables',
    comment:
      "A module reads another module's data only through that module's service functions (tests may read any row).",
    severity: 'error',
    from: { path: `${server}/modules/([^/]+)/`, pathNot: testCode },
    to: { path: moduleTable, pathNot: `${server}/modules/$1/` },
  },
  {
    name: 'outside-reads-module-tables',
    comment:
      "Outside the modules (ops commands, the seed runner, app.ts ...) a module's data is read through its service functions; only db/schema.ts re-exports the tables.",
    severity: 'error',
    from: { path: `${server}/`, pathNot: [`${server}/modules/`, `${server}/db/schema\\.ts$`, ...testCode] },
    to: { path: moduleTable },
  },
  {
    name: 'platform-imports-a-module',
    comment:
      'The platform is the framework layer: a module hands it what it needs (e.g. app.ts gives the guard resolveSession).',
    severity: 'error',
    from: { path: `${server}/platform/` },
    to: { path: `${server}/modules/` },
  },
  {
    name: 'db-imports-a-module',
    comment:
      'The database layer imports no module; db/schema.ts alone re-exports their tables (for drizzle and drizzle-kit).',
    severity: 'error',
    from: { path: `${server}/db/`, pathNot: `${server}/db/schema\\.ts$` },
    to: { path: `${server}/modules/` },
  },
  {
    name: 'web-shared-imports-app-or-modules',
    comment: "The web's shared/ serves the shell and every module, so it imports neither app/ nor modules/.",
    severity: 'error',
    from: { path: '^apps/web/src/shared/' },
    to: { path: '^apps/web/src/(app|modules)/' },
  },
  {
    name: 'web-screen-calls-the-server',
    comment:
      "The web's data seam: pages and components read and write through their module's use-*.ts hooks, never api()/http or react-query themselves.",
    severity: 'error',
    from: {
      path: '^apps/web/src/(modules/.+/(pages|components)|app/(layout|components|pages))/',
      // The shell's root provides the query client every hook uses.
      pathNot: ['^apps/web/src/app/layout/BasicLayout\\.tsx$', ...testCode],
    },
    to: { path: ['^apps/web/src/shared/http\\.ts$', 'node_modules/@tanstack/react-query/'] },
  },
  {
    name: 'shared-package-imports-a-framework',
    comment: 'packages/shared is used on both sides: it never imports drizzle, Fastify or React.',
    severity: 'error',
    from: { path: '^packages/shared/' },
    to: { path: 'node_modules/(drizzle-orm|fastify|@fastify/[^/]+|react|react-dom)/' },
  },
  {
    name: 'source-imports-test-code',
    comment: 'Production code never imports tests, fixtures or the test harness.',
    severity: 'error',
    from: { pathNot: testCode },
    to: { path: testCode },
  },
  {
    name: 'no-circular',
    comment:
      'Imports go one way; a circle (e.g. the seed steps importing SeedContext back from the runner) is cut.',
    severity: 'error',
    from: {},
    to: { circular: true },
  },
];

const options = {
  // Type-only imports count: `import type` across a boundary couples the code all the same.
  tsPreCompilationDeps: true,
  doNotFollow: { path: 'node_modules' },
  exclude: { path: `${server}/db/migrations/` },
};

module.exports = { forbidden, options };
