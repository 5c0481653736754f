// The ewaybill module's public file: what other modules (and app.ts) use of it. Code outside
// modules/ewaybill/ imports it from here only (.dependency-cruiser.cjs); tests may reach in.
export { eWayBillRoutes } from './ewaybill.routes.ts';
export { findEWayBill } from './ewaybill.repo.ts';
export { buildEWayBill, challanCodes, EWAY_BILL_JSON_VERSION } from './ewaybill-json.ts';
export type { EWayBillRow } from './ewaybill.repo.ts';
