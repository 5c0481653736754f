// `npm run lint` checks that the module graph is a tree: a cycle (type-only imports included,
// hence tsPreCompilationDeps) makes start-up order matter and hides which layer depends on which.
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
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|test-results|[.]data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
  },
};
