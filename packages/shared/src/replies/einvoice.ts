// /api/einvoice and /api/ewaybill replies: a bill's e-invoice state, its transport details and
// e-way bill, and the portal files (checked loosely here: the builders own their shape and the
// golden tests pin it).
import { z } from 'zod/mini';

export const eInvoiceRecordReply = z.object({
  irn: z.string(),
  ackNo: z.string(),
  ackDate: z.string(),
  signedQr: z.string(),
  status: z.enum(['active', 'cancelled']),
  cancelledAt: z.nullable(z.string()),
  cancelReason: z.nullable(z.string()),
});
export type EInvoiceRecordReply = z.infer<typeof eInvoiceRecordReply>;

/** GET /api/einvoice/transactions/{id}: whether the bill goes to the IRP, and what came back. */
export const eInvoiceStatusReply = z.object({
  enabled: z.boolean(),
  /** The bill is a B2B invoice or credit note the IRP takes. */
  eligible: z.boolean(),
  /** Why it is not (B2C, nil/exempt only, own GSTIN, ...), else null. */
  reason: z.nullable(z.string()),
  /** What must be fixed before its JSON can be downloaded. */
  problems: z.array(z.string()),
  /** Said, not stopping: e.g. a unit without a GST code goes as OTH. */
  notes: z.array(z.string()),
  eInvoice: z.nullable(eInvoiceRecordReply),
  /** The bill cannot be edited or deleted (an active IRN). */
  locked: z.boolean(),
});
export type EInvoiceStatusReply = z.infer<typeof eInvoiceStatusReply>;

/** One IRP invoice (schema 1.1) or a month's as an array. */
export const irpInvoiceReply = z.record(z.string(), z.unknown());
export const irpInvoiceListReply = z.array(irpInvoiceReply);

export const transportReply = z.object({
  transMode: z.nullable(z.string()),
  vehicleNo: z.nullable(z.string()),
  vehicleType: z.nullable(z.string()),
  transporterId: z.nullable(z.string()),
  transporterName: z.nullable(z.string()),
  transDocNo: z.nullable(z.string()),
  transDocDate: z.nullable(z.string()),
  distanceKm: z.nullable(z.number()),
  ewbNo: z.nullable(z.string()),
  validUntil: z.nullable(z.string()),
});
export type TransportReply = z.infer<typeof transportReply>;

/** GET /api/ewaybill/transactions/{id}: transport, and whether the reminder shows. */
export const eWayBillStatusReply = z.object({
  transport: transportReply,
  /** Consignment value (taxable + tax of the taxed lines), rupees. */
  consignmentValue: z.number(),
  threshold: z.number(),
  /** Above the threshold with no EWB number recorded. */
  reminder: z.boolean(),
  problems: z.array(z.string()),
  /** The transport details' version (issue 37; 1 before the first save): a save sends it back. */
  version: z.number(),
});
export type EWayBillStatusReply = z.infer<typeof eWayBillStatusReply>;

export const eWayBillFileReply = z.object({
  version: z.string(),
  billLists: z.array(z.record(z.string(), z.unknown())),
});
