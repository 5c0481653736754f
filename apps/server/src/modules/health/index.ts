// The health module's public file: what other modules (and app.ts) use of it. Code outside
// modules/health/ imports it from here only (.dependency-cruiser.cjs); tests may reach in.
export { healthRoutes } from './health.routes.ts';
