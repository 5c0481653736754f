// Opening balances (issue 15): cash in hand and each bank account's balance when the books
// start. Rupees on the wire; a bank account may open overdrawn (a negative balance).
import { z } from 'zod';
import { positiveId, rupees, versionField } from './common.ts';
import { tk } from '../i18n/messages.ts';

export const OPENING_BALANCE_MESSAGES = {
  cashNegative: tk('Cash in hand cannot be negative.'),
  bankAccountId: tk('Choose a bank account.'),
  bankAccountNotFound: tk('Bank account not found.'),
  duplicateAccount: tk('Each bank account can have one opening balance.'),
} as const;

export const openingBalancesSchema = z
  .object({
    cashInHand: rupees().refine((v) => v >= 0, OPENING_BALANCE_MESSAGES.cashNegative),
    bankAccounts: z
      .array(
        z.object({
          bankAccountId: positiveId(OPENING_BALANCE_MESSAGES.bankAccountId),
          amount: rupees(),
        }),
      )
      .max(500),
    /** The version the save is based on (issue 37): an older one answers 409. */
    version: versionField(),
  })
  .refine(
    (v) => new Set(v.bankAccounts.map((b) => b.bankAccountId)).size === v.bankAccounts.length,
    { path: ['bankAccounts'], message: OPENING_BALANCE_MESSAGES.duplicateAccount },
  );

export type OpeningBalancesInput = z.output<typeof openingBalancesSchema>;
export type OpeningBalancesBody = z.input<typeof openingBalancesSchema>;
