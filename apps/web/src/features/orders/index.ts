// The orders feature's public file (issue 40): sale and purchase orders. Its screens load
// lazily, each by its own module (app/lazy-screens.ts); nothing else is shared yet.
export { STATUS_LABELS } from './model/order-status.ts';
