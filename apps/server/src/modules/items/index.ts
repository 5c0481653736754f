// The items module's public file: what other modules (and app.ts) use of it. Code outside
// modules/items/ imports it from here only (.dependency-cruiser.cjs); tests may reach in.
export { itemRoutes } from './items.routes.ts';
export { itemTaxGroupRoutes } from './item-tax-group.routes.ts';
export { inclusiveRateSplit, toGroupTax } from './item-view.ts';
