// The users module's public file: what other modules (and app.ts) use of it. Code outside
// modules/users/ imports it from here only (.dependency-cruiser.cjs); tests may reach in.
export { userRoutes } from './users.routes.ts';
