// `npm run lint` checks the module graph: it is a tree (a cycle, type-only imports included,
// hence tsPreCompilationDeps, makes start-up order matter and hides which layer depends on
// which), and the layers point one way: web and server never import each other's code,
// packages/shared imports no app, a repo never calls up into a service or a route, a web
// feature and a server module are reached from outside only through their public files, no
// ring of server modules depends on itself, and the layers below the server's modules (db,
// platform, and bookkeeping: what every module writes in a document's transaction) import none.
const WEB = '^apps/web/src/';
const FEATURE = `${WEB}features/`;
// Tests may reach into a module they test (and test support into what it fakes).
const TESTS = ['[.]test[.]tsx?$', `${WEB}test/`];
// A feature's public file; auth has a second, React-free one for the light sign-in page.
const PUBLIC = [`${FEATURE}[^/]+/index[.]ts$`, `${FEATURE}auth/light[.]ts$`];
const SERVER = '^apps/server/src/';
const MODULE = `${SERVER}modules/`;
// A server module's public file: what other modules and app.ts may use of it.
const MODULE_PUBLIC = `${MODULE}[^/]+/index[.]ts$`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Move the shared piece (a type, a helper) below both modules instead.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'web-not-server',
      severity: 'error',
      comment:
        'The web app talks to the server over HTTP only; what both need lives in packages/shared.',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'server-not-web',
      severity: 'error',
      comment: 'The server never imports the web app; what both need lives in packages/shared.',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'shared-not-apps',
      severity: 'error',
      comment: 'packages/shared is the domain both apps stand on: it imports neither of them.',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
    {
      name: 'repo-not-service-or-route',
      severity: 'error',
      comment:
        'A repo holds queries only: a service calls it, never the other way round. Move the ' +
        'shared piece (a type, a pure helper) below both.',
      from: { path: '^apps/server/src/.+[.]repo[.]ts$' },
      to: { path: '^apps/server/src/.+[.](service|routes)[.]ts$' },
    },
    {
      name: 'feature-through-public-file',
      severity: 'error',
      comment:
        'Another web feature is used through its public file (features/<name>/index.ts; ' +
        "auth's React-free light.ts for the sign-in page), not its internals. A lazy screen " +
        'is the exception: import() of its own module keeps it its own chunk (a public ' +
        'file re-exporting it would pull it into the importer).',
      from: { path: `${FEATURE}([^/]+)/`, pathNot: TESTS },
      to: {
        path: FEATURE,
        pathNot: [`${FEATURE}$1/`, ...PUBLIC],
        dependencyTypesNot: ['dynamic-import'],
      },
    },
    {
      name: 'app-through-public-file',
      severity: 'error',
      comment:
        'app/, sign-in/ and the other shared web code use a feature through its public file ' +
        '(features/<name>/index.ts, or light.ts), or import() a lazy screen by its own module.',
      from: { path: WEB, pathNot: [FEATURE, ...TESTS] },
      to: {
        path: FEATURE,
        pathNot: PUBLIC,
        dependencyTypesNot: ['dynamic-import'],
      },
    },
    {
      name: 'module-through-public-file',
      severity: 'error',
      comment:
        'Another server module is used through its public file (modules/<name>/index.ts), ' +
        'not its repos, routes or other internals: what a module offers is one list, and its ' +
        'insides can change without touching its users. Export the piece there, or move it ' +
        'below both (bookkeeping/, db/, platform/).',
      from: { path: `${MODULE}([^/]+)/`, pathNot: TESTS },
      to: { path: MODULE, pathNot: [`${MODULE}$1/`, MODULE_PUBLIC] },
    },
    {
      name: 'server-through-public-file',
      severity: 'error',
      comment:
        'app.ts and the scripts use a module through its public file (modules/<name>/index.ts) ' +
        'too; tests may reach in.',
      from: { path: SERVER, pathNot: [MODULE, `${SERVER}(bookkeeping|db|platform)/`, ...TESTS] },
      to: { path: MODULE, pathNot: MODULE_PUBLIC },
    },
    {
      name: 'no-module-ring',
      severity: 'error',
      scope: 'folder',
      comment:
        'Server modules depend on each other one way: a ring of modules (A uses B, B uses A, ' +
        'through any files, even with no file cycle) means neither can be understood, tested ' +
        'or changed alone. Move the shared piece below both, or hand it in from above.',
      from: { path: `${MODULE}[^/]+$` },
      to: { path: `${MODULE}[^/]+$`, circular: true },
    },
    {
      name: 'layers-below-modules',
      severity: 'error',
      comment:
        'bookkeeping/ (the audit trail, the journal and the maintained balances every module ' +
        "writes inside a document's transaction), db/ and platform/ are what the modules stand " +
        'on: they import no module, so any module may use them without a ring.',
      from: { path: `${SERVER}(bookkeeping|db|platform)/`, pathNot: TESTS },
      to: { path: MODULE },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|test-results|[.]data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
  },
};
