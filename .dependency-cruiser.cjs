/**
 * Module boundaries, checked by `npm run lint` (docs/architecture.md, "Module boundaries"). Violations that
 * predate the checker are listed in .dependency-cruiser-known-violations.json and reported as known; any
 * other fails the lint. Fixing one shrinks the list (`npm run lint:deps:baseline`).
 */
const SERVER = '^apps/server/src/';
const WEB = '^apps/web/src/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycles between files: a cycle makes load order and ownership unclear.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-foreign-queries',
      severity: 'error',
      comment: "Only a module's own files run its queries; other modules call its service.",
      from: { path: `${SERVER}modules/([^/]+)/` },
      to: { path: `${SERVER}modules/[^/]+/queries\\.ts$`, pathNot: `${SERVER}modules/$1/` },
    },
    {
      name: 'only-query-files-run-sql',
      severity: 'error',
      comment:
        "Only query files (queries.ts, *-queries.ts, queries/) run SQL, so every statement is a named function typed by the generated schema and a module's database access is in one place; the database layer itself (db/), tests and test support (testing/, a module's test-fixtures.ts) are the exceptions.",
      from: {
        path: SERVER,
        pathNot: [
          '/queries\\.ts$',
          '-queries\\.ts$',
          '/queries/',
          `${SERVER}db/`,
          `${SERVER}testing/`,
          '\\.test\\.ts$',
          '/test-fixtures\\.ts$',
        ],
      },
      to: { path: `${SERVER}db/typed-sql\\.ts$` },
    },
    {
      name: 'core-below-modules',
      severity: 'error',
      comment:
        'The platform core (http, db, security, storage, providers, realtime, observability) is imported by the domain modules, never the other way round.',
      from: {
        path: `${SERVER}(http|db|security|storage|observability|providers|realtime)/`,
        pathNot: '\\.test\\.ts$',
      },
      to: { path: `${SERVER}modules/` },
    },
    {
      name: 'web-shared-is-the-bottom-layer',
      severity: 'error',
      comment: 'shared/ never imports features or app (flow: shared -> features -> app).',
      from: { path: `${WEB}shared/` },
      to: { path: `${WEB}(features|app)/` },
    },
    {
      name: 'web-feature-boundaries',
      severity: 'error',
      comment: 'A web feature imports shared/ and the contracts, never app/ or another feature.',
      from: { path: `${WEB}features/([^/]+)/`, pathNot: `${WEB}features/account-setup/` },
      to: { path: `${WEB}(features|app)/`, pathNot: `${WEB}features/$1/` },
    },
    {
      name: 'web-account-setup-boundaries',
      severity: 'error',
      comment:
        'The one documented exception: account-setup shows and edits the IPS and bank account sections of an application with those features’ components.',
      from: { path: `${WEB}features/account-setup/` },
      to: {
        path: `${WEB}(features|app)/`,
        pathNot: `${WEB}features/(account-setup|ips/components|bank-accounts/components)/`,
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsPreCompilationDeps: true,
  },
};
