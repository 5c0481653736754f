// The returns module's public file: what other modules (and app.ts) use of it. Code outside
// modules/returns/ imports it from here only (.dependency-cruiser.cjs); tests may reach in.
export { returnRoutes } from './returns.routes.ts';
export { returnService } from './returns.service.ts';
