// The bankaccounts module's public file: what other modules (and app.ts) use of it. Code outside
// modules/bankaccounts/ imports it from here only (.dependency-cruiser.cjs); tests may reach in.
export { bankAccountRoutes } from './bankaccounts.routes.ts';
