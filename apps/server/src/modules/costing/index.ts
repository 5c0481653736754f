// The costing module's public file: what other modules (and app.ts) use of it. Code outside
// modules/costing/ imports it from here only (.dependency-cruiser.cjs); tests may reach in.
export { itemCosts, stockValueColumn, type ItemCosts } from './item-costs.ts';
export { stockItemsCtes } from './stock-items.ts';
