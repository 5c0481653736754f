// The openingbalances module's public file: what other modules (and app.ts) use of it. Code outside
// modules/openingbalances/ imports it from here only (.dependency-cruiser.cjs); tests may reach in.
export { openingBalanceRoutes } from './opening-balances.routes.ts';
