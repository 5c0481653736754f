// The amendments module's public file: what other modules (and app.ts) use of it. Code outside
// modules/amendments/ imports it from here only (.dependency-cruiser.cjs); tests may reach in.
export { amendmentRoutes, noteAmendmentRoutes } from './amendments.routes.ts';
