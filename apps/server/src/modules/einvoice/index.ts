// The einvoice module's public file: what other modules (and app.ts) use of it. Code outside
// modules/einvoice/ imports it from here only (.dependency-cruiser.cjs); tests may reach in.
export { eInvoiceRoutes } from './einvoice.routes.ts';
export { addressParts } from './address-parts.ts';
export type { AddressParts } from './address-parts.ts';
export { uqcOfLine } from './unit-codes.ts';
export type { UnitCodes } from './unit-codes.ts';
export { shipAddressParts } from './irp-supply.ts';
export { flags, unitCodes, findEInvoice } from './einvoice.repo.ts';
