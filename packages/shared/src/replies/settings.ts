// /api/companysettings replies: every setting at once, with the company information, and one
// setting by key. The settings screen and the invoice screen read the same reply.
import { z } from 'zod/mini';
import { GST_SCHEMES } from '../gst/registration.ts';
import { PRINT_PAPERS } from '../print-paper.ts';
import { AATO_BANDS } from '../einvoice/aato.ts';
import { LANGUAGES } from '../i18n/languages.ts';

export const companyInfoReply = z.object({
  name: z.nullable(z.string()),
  address: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  website: z.nullable(z.string()),
  gstin: z.nullable(z.string()),
  pan: z.nullable(z.string()),
  cin: z.nullable(z.string()),
  /** The GSTIN's state, else the one chosen. */
  stateCode: z.nullable(z.string()),
  /** A valid GSTIN, once saved, cannot change. */
  gstinLocked: z.boolean(),
});
export type CompanyInfoReply = z.infer<typeof companyInfoReply>;

export const companySettingsReply = z.object({
  enableStockWarning: z.boolean(),
  enableTraceability: z.boolean(),
  /** 0 = Standard, 1 = Estimate. */
  invoicePrintMode: z.union([z.literal(0), z.literal(1)]),
  invoiceNumberFormat: z.string(),
  purchaseNumberFormat: z.string(),
  nextInvoiceNumber: z.number(),
  nextPurchaseNumber: z.number(),
  /** Estimates, credit notes and debit notes number in series of their own. */
  estimateNumberFormat: z.string(),
  nextEstimateNumber: z.number(),
  /** Sale and purchase orders: their own series (issue 40). */
  saleOrderNumberFormat: z.string(),
  nextSaleOrderNumber: z.number(),
  purchaseOrderNumberFormat: z.string(),
  nextPurchaseOrderNumber: z.number(),
  /** Delivery challans: their own series (issue 40). */
  deliveryChallanNumberFormat: z.string(),
  nextDeliveryChallanNumber: z.number(),
  creditNoteNumberFormat: z.string(),
  nextCreditNoteNumber: z.number(),
  debitNoteNumberFormat: z.string(),
  nextDebitNoteNumber: z.number(),
  /** Debit notes to customers (issue 36): their own series. */
  salesDebitNoteNumberFormat: z.string(),
  nextSalesDebitNoteNumber: z.number(),
  /** The letter of undertaking (exports and SEZ supplies without IGST): ARN and its days. */
  lutReference: z.nullable(z.string()),
  lutValidFrom: z.nullable(z.string()),
  lutValidTo: z.nullable(z.string()),
  companyInfo: companyInfoReply,
  /** The aggregate annual turnover band (AATO): e-invoicing, 6-digit HSN, the 30-day limit. */
  aatoBand: z.enum(AATO_BANDS),
  /** Old field, read from the band: AATO above ₹5 crore (GSTR-1 needs 6-digit HSN codes). */
  turnoverAbove5Cr: z.boolean(),
  /** UPI ID (VPA) and payee name for the scan-to-pay QR on bills; null: no QR. */
  upiId: z.nullable(z.string()),
  upiPayeeName: z.nullable(z.string()),
  printPaper: z.enum(PRINT_PAPERS),
  /** Regular, or composition: no tax collected, a bill of supply, no input tax credit. */
  gstScheme: z.enum(GST_SCHEMES),
  /** Old field, read from the band: e-invoicing (IRP) applies, AATO above ₹5 crore. */
  eInvoicingEnabled: z.boolean(),
  /** Rupees: above this consignment value the invoice screen asks for an e-way bill. */
  ewayBillThreshold: z.number(),
  /** The language of bills, notes and messages to customers (issue 28). */
  documentLanguage: z.enum(LANGUAGES),
  /** English labels printed with the document language's. */
  bilingualPrint: z.boolean(),
  /** Digits printed as ०-९ in Hindi or Marathi. */
  devanagariDigits: z.boolean(),
  /** One more at every change of the settings or the information (issue 37). */
  version: z.number(),
});
export type CompanySettingsReply = z.infer<typeof companySettingsReply>;

/** GET or PUT /api/companysettings/{key}: the key as resolved and its value. */
export const settingKeyReply = z.object({ key: z.string(), value: z.unknown() });
export type SettingKeyReply = z.infer<typeof settingKeyReply>;
