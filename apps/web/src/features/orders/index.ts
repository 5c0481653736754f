// The orders feature's public file (issue 40): sale and purchase orders. Its screens load
// lazily, each by its own module (app/lazy-screens.ts); the delivery challan screen shares its
// lines table and line drafts.
export { STATUS_LABELS } from './model/order-status.ts';
export { DocumentLines } from './components/document-lines.tsx';
export {
  draftTotalPaise,
  emptyOrderLine,
  lineDraftPaise,
  rateText,
  type OrderLineDraft,
} from './model/order-draft.ts';
export { useOrder } from './api/orders.ts';
