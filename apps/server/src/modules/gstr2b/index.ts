// The gstr2b module's public file: what other modules (and app.ts) use of it. Code outside
// modules/gstr2b/ imports it from here only (.dependency-cruiser.cjs); tests may reach in.
export { gstr2bRoutes } from './gstr2b.routes.ts';
