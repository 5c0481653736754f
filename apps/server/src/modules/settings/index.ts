// The settings module's public file: what other modules (and app.ts) use of it. Code outside
// modules/settings/ imports it from here only (.dependency-cruiser.cjs); tests may reach in.
export { settingsRoutes } from './settings.routes.ts';
