// Replies of issue 38: the company's filed returns and closing date (GET /api/periods), and one
// filing as recorded (POST /api/reports/gst/filings).
import { z } from 'zod/mini';
import { isoDate } from './list.ts';

/**
 * A return marked filed, as each filing view shows it: its date and ARN, who recorded it and
 * when, and, once the owner undid it, when and why (the row is kept).
 */
const filedShape = {
  filedOn: isoDate,
  arn: z.string(),
  filedByEmail: z.nullable(z.string()),
  recordedAt: z.string(),
  undoneAt: z.nullable(z.string()),
  undoReason: z.nullable(z.string()),
};

/** The financial year a record is of. */
const yearShape = {
  /** The calendar year it starts in (2025: 2025-26). */
  year: z.number(),
  label: z.string(),
};

/** A GSTR-1 or GSTR-3B of a month filed; an undone one's JSON stays downloadable. */
export const filingReply = z.object({
  id: z.number(),
  returnType: z.enum(['gstr1', 'gstr3b']),
  /** 'YYYY-MM'. */
  period: z.string(),
  ...filedShape,
});
export type FilingReply = z.infer<typeof filingReply>;

/** A financial year closed (issue 38 part 5): its result moved to the capital account. */
export const yearClosingReply = z.object({
  id: z.number(),
  ...yearShape,
  /** The year's profit (a loss below zero), in rupees, as moved to the capital account. */
  result: z.number(),
  closedByEmail: z.nullable(z.string()),
  closedAt: z.string(),
  /** Set when the owner reopened it (the closing journal reversed). */
  reopenedAt: z.nullable(z.string()),
  reopenReason: z.nullable(z.string()),
});
export type YearClosingReply = z.infer<typeof yearClosingReply>;

/** The annual return (GSTR-9) of a year marked filed: the amendments' time limit. */
export const annualReturnReply = z.object({ id: z.number(), ...yearShape, ...filedShape });
export type AnnualReturnReply = z.infer<typeof annualReturnReply>;

export const periodLocksReply = z.object({
  booksClosedTo: z.nullable(isoDate),
  /** Every filing, undone ones too, newest month first. */
  filings: z.array(filingReply),
  /** Every year closing, reopened ones too, the newest year first. */
  yearClosings: z.optional(z.array(yearClosingReply)),
  /** Every annual return recorded, undone ones too, the newest year first. */
  annualReturns: z.optional(z.array(annualReturnReply)),
});
export type PeriodLocksReply = z.infer<typeof periodLocksReply>;
