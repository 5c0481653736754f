// The imports module's public file: what other modules (and app.ts) use of it. Code outside
// modules/imports/ imports it from here only (.dependency-cruiser.cjs); tests may reach in.
export { importRoutes } from './imports.routes.ts';
export { firstBookDate } from './imports.repo.ts';
export { undoLeftoverImports } from './imports.service.ts';
