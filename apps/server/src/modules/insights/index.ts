// The insights module's public file: what other modules (and app.ts) use of it. Code outside
// modules/insights/ imports it from here only (.dependency-cruiser.cjs); tests may reach in.
export { insightRoutes } from './insights.routes.ts';
