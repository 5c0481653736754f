// Returns (issue 16): a credit note takes goods back from a sale, a debit note sends goods back
// on a purchase. The body names the original bill and, per line of it, the quantity taken
// back; the money is refunded (cash or bank) or left against the party's balance.
import { z } from 'zod';
import { REFUND_MODES, RETURN_KINDS, type ReturnKind } from '../replies/returns.ts';
import { ID_VALIDATION } from '../validation-messages.ts';
import { isoDateOrDateTime, optionalId, optionalText, positiveId, quantity } from './common.ts';
import { msg, tk } from '../i18n/messages.ts';

// The kinds and refund modes live with the replies (replies/returns.ts); named here as before.
export { REFUND_MODES, RETURN_KINDS };
export type { RefundMode, ReturnKind } from '../replies/returns.ts';

export const RETURN_TITLES: Record<ReturnKind, string> = {
  credit_note: tk('Credit Note'),
  debit_note: tk('Debit Note'),
  sales_debit_note: tk('Debit Note'),
};

export const RETURN_MESSAGES = {
  quantity: tk('Enter a quantity to take back greater than 0, with at most 3 decimals.'),
  nothingToReturn: tk('Enter a quantity to take back on at least one line.'),
  lineTwice: (lineNo: number) => msg('Line {{lineNo}} is entered twice.', { lineNo }),
  refundMode: tk('Choose how the money is settled: cash, bank or against the balance.'),
  bankAccountRequired: tk('Choose the bank account of the refund.'),
  remark: tk('Remark can be at most 500 characters.'),
} as const;

export const returnLineSchema = z.object({
  lineNo: positiveId(tk('Invalid line number')),
  quantity: quantity(RETURN_MESSAGES.quantity).refine((q) => q > 0, RETURN_MESSAGES.quantity),
});

/** POST /api/returns. */
export const returnSchema = z
  .object({
    originalId: positiveId(ID_VALIDATION.transactionId),
    transactionDate: isoDateOrDateTime(),
    remark: optionalText(500, RETURN_MESSAGES.remark),
    refundMode: z.enum(REFUND_MODES, { error: RETURN_MESSAGES.refundMode }),
    bankAccountId: optionalId(ID_VALIDATION.bankAccountId),
    lines: z.array(returnLineSchema).max(500),
  })
  .superRefine((r, ctx) => {
    if (r.lines.length === 0) {
      ctx.addIssue(issueOf(RETURN_MESSAGES.nothingToReturn, ['lines']));
    }
    const seen = new Set<number>();
    r.lines.forEach((l, i) => {
      if (seen.has(l.lineNo)) {
        const message = RETURN_MESSAGES.lineTwice(l.lineNo);
        ctx.addIssue(issueOf(message, ['lines', i, 'lineNo']));
      }
      seen.add(l.lineNo);
    });
    if (r.refundMode === 'bank' && r.bankAccountId === null) {
      const message = RETURN_MESSAGES.bankAccountRequired;
      ctx.addIssue(issueOf(message, ['bankAccountId']));
    }
  });
export type ReturnInput = z.input<typeof returnSchema>;
export type ReturnData = z.output<typeof returnSchema>;

// The replies (returnable bill, note, list) live with the other reply schemas.
export type {
  NoteListRow,
  NotePage,
  ReturnableBill,
  ReturnableLine,
  ReturnNote,
  ReturnNoteSummary,
} from '../replies/returns.ts';
import { issueOf } from './zod-messages.ts';
