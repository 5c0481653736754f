// The body of POST /api/transactions/{id}/amend (issue 38 part 3): the bill as an edit sends it
// (transaction.ts), plus the reason for amending the filed supply.
import { z } from 'zod';
import { AMENDMENT_MESSAGES as M } from '../amendments.ts';
import { text } from './common.ts';

export const amendReasonSchema = z.object({
  reason: text(M.reason).trim().min(3, M.reason).max(500, M.reason),
});
export type AmendReason = z.output<typeof amendReasonSchema>;
