// The orders module's public file (issue 40): sale and purchase orders. Code outside
// modules/orders/ imports it from here only (.dependency-cruiser.cjs); tests may reach in.
export { orderRoutes } from './orders.routes.ts';
export { ORDER_MESSAGES, orderService, orderStatusOf } from './orders.service.ts';
export { priceSourceLines } from './source-lines.ts';
export { customerOf, estimateOf } from './orders.repo.ts';
