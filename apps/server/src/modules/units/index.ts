// The units module's public file: what other modules (and app.ts) use of it. Code outside
// modules/units/ imports it from here only (.dependency-cruiser.cjs); tests may reach in.
export { unitRoutes } from './units.routes.ts';
export { findUnit } from './units.repo.ts';
export { findOrCreateUnit, UNITS_FORBIDDEN, unitService } from './units.service.ts';
