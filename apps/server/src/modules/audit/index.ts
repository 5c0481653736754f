// The audit module's public file: what other modules (and app.ts) use of it. Code outside
// modules/audit/ imports it from here only (.dependency-cruiser.cjs); tests may reach in.
export { auditRoutes } from './audit.routes.ts';
export { recordDownloads } from './export-audit.ts';
