// Replies of issue 38: the company's filed returns and closing date (GET /api/periods), and one
// filing as recorded (POST /api/reports/gst/filings).
import { z } from 'zod/mini';
import { isoDate } from './list.ts';

export const filingReply = z.object({
  id: z.number(),
  returnType: z.enum(['gstr1', 'gstr3b']),
  /** 'YYYY-MM'. */
  period: z.string(),
  filedOn: isoDate,
  arn: z.string(),
  filedByEmail: z.nullable(z.string()),
  recordedAt: z.string(),
  /** Set when the owner undid the filing; its JSON stays downloadable. */
  undoneAt: z.nullable(z.string()),
  undoReason: z.nullable(z.string()),
});
export type FilingReply = z.infer<typeof filingReply>;

export const periodLocksReply = z.object({
  booksClosedTo: z.nullable(isoDate),
  /** Every filing, undone ones too, newest month first. */
  filings: z.array(filingReply),
});
export type PeriodLocksReply = z.infer<typeof periodLocksReply>;
