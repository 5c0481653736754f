// Replies of /api/gstr2b (issue 27): the uploaded months, a month's reconciliation (every row
// with its category, the 2B document and the bill it was paired with), an action, and a
// supplier's message. Money is rupees on the wire, signed as it counts toward input tax credit
// (a credit note or debit note negative).
import { z } from 'zod/mini';
import { GSTR2B_ACTIONS, GSTR2B_CATEGORIES, GSTR2B_DIFFERENCES } from '../gstr2b.ts';
import { isoDate, rupees } from './list.ts';

const itcHeads = z.object({ igst: rupees, cgst: rupees, sgst: rupees, cess: rupees });

/**
 * One section of the uploaded file: how many documents it held, how many of them an amendment
 * in the same file replaced, and their input tax credit as the file states it (available, or
 * not), signed as it counts (credit notes negative). `read` is false for a section Hisaab does
 * not read: it is named with its count and ITC all the same.
 */
export const gstr2bSectionReply = z.object({
  section: z.string(),
  read: z.boolean(),
  documents: z.number(),
  replaced: z.number(),
  itcAvailable: itcHeads,
  itcNotAvailable: itcHeads,
});
export type Gstr2bSectionSummary = z.infer<typeof gstr2bSectionReply>;

export const gstr2bUploadReply = z.object({
  id: z.number(),
  period: z.string(),
  gstin: z.string(),
  generatedOn: z.nullable(isoDate),
  /** The documents kept (those an amendment replaced are not). */
  documentCount: z.number(),
  sections: z.array(gstr2bSectionReply),
  uploadedAt: z.string(),
  uploadedByEmail: z.nullable(z.string()),
});
export type Gstr2bUpload = z.infer<typeof gstr2bUploadReply>;

export const gstr2bUploadListReply = z.array(gstr2bUploadReply);

const heads = {
  taxableValue: rupees,
  igst: rupees,
  cgst: rupees,
  sgst: rupees,
  cess: rupees,
  tax: rupees,
};

export const gstr2bDocumentReply = z.object({
  docKey: z.string(),
  section: z.string(),
  docType: z.enum(['invoice', 'credit_note', 'debit_note', 'bill_of_entry']),
  supplierGstin: z.string(),
  supplierName: z.nullable(z.string()),
  supplierPeriod: z.nullable(z.string()),
  number: z.string(),
  date: isoDate,
  amendsNumber: z.nullable(z.string()),
  value: rupees,
  ...heads,
  itcAvailable: z.enum(['Y', 'N', 'T']),
  itcReason: z.nullable(z.string()),
});
export type Gstr2bDocument = z.infer<typeof gstr2bDocumentReply>;

export const gstr2bBillReply = z.object({
  id: z.number(),
  kind: z.enum(['purchase', 'debit_note']),
  number: z.nullable(z.string()),
  transactionDate: isoDate,
  supplierInvoiceNumber: z.nullable(z.string()),
  supplierInvoiceDate: z.nullable(isoDate),
  supplierName: z.string(),
  supplierGstin: z.string(),
  value: rupees,
  ...heads,
});
export type Gstr2bBill = z.infer<typeof gstr2bBillReply>;

export const gstr2bActionReply = z.object({
  id: z.number(),
  action: z.enum(GSTR2B_ACTIONS),
  docKey: z.nullable(z.string()),
  transactionId: z.nullable(z.number()),
});
export type Gstr2bActionRow = z.infer<typeof gstr2bActionReply>;

export const gstr2bRowReply = z.object({
  category: z.enum(GSTR2B_CATEGORIES),
  document: z.nullable(gstr2bDocumentReply),
  bill: z.nullable(gstr2bBillReply),
  differences: z.array(z.enum(GSTR2B_DIFFERENCES)),
  reason: z.nullable(z.string()),
  itcAtStake: rupees,
  decided: z.nullable(z.enum(['accept', 'link'])),
  actions: z.array(gstr2bActionReply),
});
export type Gstr2bRow = z.infer<typeof gstr2bRowReply>;

export const gstr2bReconciliationReply = z.object({
  upload: gstr2bUploadReply,
  categories: z.array(
    z.object({ category: z.enum(GSTR2B_CATEGORIES), count: z.number(), itcAtStake: rupees }),
  ),
  /** One page of the rows (those of the category and supplier asked, if any), in order. */
  rows: z.array(gstr2bRowReply),
  /** Where the page is: `total` rows answer the query; `skip` of them come before this page. */
  page: z.object({ skip: z.number(), take: z.number(), total: z.number() }),
});
export type Gstr2bReconciliation = z.infer<typeof gstr2bReconciliationReply>;

export const gstr2bSupplierMessageReply = z.object({
  supplierName: z.string(),
  supplierGstin: z.string(),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  subject: z.string(),
  text: z.string(),
  count: z.number(),
  whatsappUrl: z.nullable(z.string()),
  mailtoUrl: z.string(),
});
export type Gstr2bSupplierMessage = z.infer<typeof gstr2bSupplierMessageReply>;
