// The customers module's public file: what other modules (and app.ts) use of it. Code outside
// modules/customers/ imports it from here only (.dependency-cruiser.cjs); tests may reach in.
export { customerRoutes } from './customers.routes.ts';
