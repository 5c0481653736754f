// The sync module's public file: what other modules (and app.ts) use of it. Code outside
// modules/sync/ imports it from here only (.dependency-cruiser.cjs); tests may reach in.
export { syncRoutes } from './sync.routes.ts';
