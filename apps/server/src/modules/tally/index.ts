// The tally module's public file: what other modules (and app.ts) use of it. Code outside
// modules/tally/ imports it from here only (.dependency-cruiser.cjs); tests may reach in.
export { tallyRoutes } from './tally.routes.ts';
