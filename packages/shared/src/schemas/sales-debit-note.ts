// A debit note to a customer (issue 36): a price raised after the sale, or something more
// charged on it. The body names the sale and, per line of it, the raise: a raise per unit
// (as the bill's rates are, tax included) on a quantity (the line's whole quantity when left
// out), or an additional amount for the line. The tax is the bill line's own (server side).
import { z } from 'zod';
import { ID_VALIDATION } from '../validation-messages.ts';
import { isoDateOrDateTime, optionalText, positiveId, quantity, rupees } from './common.ts';
import { msg, tk, type Text } from '../i18n/messages.ts';
import { issueOf } from './zod-messages.ts';

export const SALES_DEBIT_NOTE_MESSAGES = {
  rate: tk('Enter a raise per unit greater than 0, with at most 2 decimals.'),
  amount: tk('Enter an additional amount greater than 0, with at most 2 decimals.'),
  quantity: tk('Enter the quantity the raise is on: greater than 0, with at most 3 decimals.'),
  oneOf: (lineNo: number) =>
    msg('Line {{lineNo}}: enter either a raise per unit or an additional amount, not both.', {
      lineNo,
    }),
  quantityWithAmount: (lineNo: number) =>
    msg('Line {{lineNo}}: a quantity goes with a raise per unit, not with an amount.', {
      lineNo,
    }),
  nothingRaised: tk('Enter a raise on at least one line: a debit note must raise something.'),
  lineTwice: (lineNo: number) => msg('Line {{lineNo}} is entered twice.', { lineNo }),
  remark: tk('Remark can be at most 500 characters.'),
} as const;

const M = SALES_DEBIT_NOTE_MESSAGES;

export const salesDebitNoteLineSchema = z.object({
  lineNo: positiveId(tk('Invalid line number')),
  /** Rupees per unit, tax included as on the bill. */
  rate: rupees(M.rate)
    .refine((r) => r > 0, M.rate)
    .nullish()
    .transform((v) => v ?? null),
  /** Units the raise is on; the bill line's quantity when absent. */
  quantity: quantity(M.quantity)
    .refine((q) => q > 0, M.quantity)
    .nullish()
    .transform((v) => v ?? null),
  /** Rupees more on the line, tax included. */
  amount: rupees(M.amount)
    .refine((a) => a > 0, M.amount)
    .nullish()
    .transform((v) => v ?? null),
});

/** POST /api/returns/sales-debit-notes. */
export const salesDebitNoteSchema = z
  .object({
    originalId: positiveId(ID_VALIDATION.transactionId),
    transactionDate: isoDateOrDateTime(),
    remark: optionalText(500, M.remark),
    lines: z.array(salesDebitNoteLineSchema).max(500),
  })
  .superRefine((r, ctx) => {
    if (r.lines.length === 0) ctx.addIssue(issueOf(M.nothingRaised, ['lines']));
    const seen = new Set<number>();
    r.lines.forEach((l, i) => {
      const issue = (message: Text, field: string) =>
        ctx.addIssue(issueOf(message, ['lines', i, field]));
      if (seen.has(l.lineNo)) issue(M.lineTwice(l.lineNo), 'lineNo');
      seen.add(l.lineNo);
      if ((l.rate === null) === (l.amount === null)) issue(M.oneOf(l.lineNo), 'rate');
      else if (l.amount !== null && l.quantity !== null)
        issue(M.quantityWithAmount(l.lineNo), 'quantity');
    });
  });
export type SalesDebitNoteInput = z.input<typeof salesDebitNoteSchema>;
export type SalesDebitNoteData = z.output<typeof salesDebitNoteSchema>;
