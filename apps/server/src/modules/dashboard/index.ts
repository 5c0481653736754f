// The dashboard module's public file: what other modules (and app.ts) use of it. Code outside
// modules/dashboard/ imports it from here only (.dependency-cruiser.cjs); tests may reach in.
export { dashboardRoutes } from './dashboard.routes.ts';
export { dayQuery } from './day-query.ts';
export { dayTotals } from './dashboard.repo.ts';
