// Replies of /api/returns (issue 25): a bill with what is left to take back, a credit or debit
// note as listed and printed, and the list of notes. Money is rupees on the wire (the screens
// show it as sent), quantities in units; a note's amounts are positive, its kind says which
// way they go.
import { z } from 'zod/mini';
import { isoDate, rupees } from './list.ts';

// Here rather than in schemas/returns.ts (which re-exports them), so the two stay a tree.
// 'sales_debit_note': a debit note to a customer (a price raised after the sale, issue 36).
export const RETURN_KINDS = ['credit_note', 'debit_note', 'sales_debit_note'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];

/** How the value of the goods taken back is settled. */
export const REFUND_MODES = ['cash', 'bank', 'adjust'] as const;
export type RefundMode = (typeof REFUND_MODES)[number];

const returnKind = z.enum(RETURN_KINDS);
const refundMode = z.enum(REFUND_MODES);

/** A bill or note with its party, as every returns reply opens. */
const documentOfParty = {
  id: z.number(),
  kind: returnKind,
  number: z.nullable(z.string()),
  transactionDate: isoDate,
  customerId: z.number(),
  customerName: z.string(),
};

/** One line of the original bill as the return screen shows it. */
export const returnableLineReply = z.object({
  lineNo: z.number(),
  itemName: z.string(),
  unitName: z.string(),
  hsnSacCode: z.nullable(z.string()),
  rate: rupees,
  sold: z.number(),
  returned: z.number(),
  returnable: z.number(),
  amount: rupees,
});
export type ReturnableLine = z.infer<typeof returnableLineReply>;

export const returnNoteSummaryReply = z.object({
  id: z.number(),
  kind: returnKind,
  number: z.nullable(z.string()),
  transactionDate: isoDate,
  amount: rupees,
});
export type ReturnNoteSummary = z.infer<typeof returnNoteSummaryReply>;

/** GET /api/returns/original/{id}: the bill and what is left to take back. */
export const returnableBillReply = z.object({
  ...documentOfParty,
  isDefaultCash: z.boolean(),
  amount: rupees,
  lines: z.array(returnableLineReply),
  notes: z.array(returnNoteSummaryReply),
});
export type ReturnableBill = z.infer<typeof returnableBillReply>;

/** GET /api/returns/{id}, and POST /api/returns's 201: a note as printed. */
export const returnNoteReply = z.object({
  id: z.number(),
  kind: returnKind,
  title: z.string(),
  number: z.nullable(z.string()),
  transactionDate: isoDate,
  customerId: z.number(),
  customerName: z.string(),
  customerGstin: z.nullable(z.string()),
  original: z.object({ id: z.number(), number: z.nullable(z.string()), transactionDate: isoDate }),
  remark: z.nullable(z.string()),
  refundMode,
  /** The bank account of a refund by bank (amending the note keeps it). */
  bankAccountId: z.optional(z.nullable(z.number())),
  taxable: rupees,
  tax: rupees,
  amount: rupees,
  refunded: rupees,
  lines: z.array(
    z.object({
      lineNo: z.number(),
      originalLineNo: z.nullable(z.number()),
      itemName: z.string(),
      hsnSacCode: z.nullable(z.string()),
      unitName: z.string(),
      quantity: z.number(),
      rate: rupees,
      taxable: rupees,
      tax: rupees,
      amount: rupees,
    }),
  ),
  taxes: z.array(
    z.object({ component: z.string(), rateBp: z.number(), taxable: rupees, amount: rupees }),
  ),
});
export type ReturnNote = z.infer<typeof returnNoteReply>;

/** A row of GET /api/returns. */
export const noteListRowReply = z.object({
  ...documentOfParty,
  amount: rupees,
  refunded: rupees,
  original: z.object({ id: z.number(), number: z.nullable(z.string()) }),
});
export type NoteListRow = z.infer<typeof noteListRowReply>;

/** GET /api/returns?kind&search&skip&take. */
export const notePageReply = z.object({
  items: z.array(noteListRowReply),
  total: z.number(),
  skip: z.number(),
  take: z.number(),
});
export type NotePage = z.infer<typeof notePageReply>;
