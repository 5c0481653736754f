// The body of POST /api/transactions/{id}/amend and the notes' amend routes (issue 38 part 3):
// the document as an edit sends it (transaction.ts, returns.ts, sales-debit-note.ts), plus the
// reason for amending the filed supply and, when the invoice number itself was wrong, the new
// `number` (GST's invoice-number rule; the server checks it is free: amendments.ts).
import { z } from 'zod';
import { AMENDMENT_MESSAGES as M } from '../amendments.ts';
import { invoiceNumberProblem } from '../invoice-number.ts';
import { text } from './common.ts';
import { issueOf } from './zod-messages.ts';

export const amendReasonSchema = z.object({
  reason: text(M.reason).trim().min(3, M.reason).max(500, M.reason),
  /** The amended document's number; absent, null or blank keeps the number it has. */
  number: text()
    .trim()
    .nullish()
    .transform((s) => (s ? s : null))
    .superRefine((n, ctx) => {
      const problem = n === null ? null : invoiceNumberProblem(n);
      if (problem !== null) ctx.addIssue(issueOf(problem));
    }),
});
export type AmendReason = z.output<typeof amendReasonSchema>;
