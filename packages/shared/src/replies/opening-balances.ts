// /api/opening-balances reply: cash in hand's and each bank account's opening balance (rupees).
import { z } from 'zod/mini';
import { isoDate, rupees } from './list.ts';

export const openingBalancesReply = z.object({
  /** The start of the books, when the balances are dated; null before any are saved. */
  date: z.nullable(isoDate),
  cashInHand: rupees,
  bankAccounts: z.array(z.object({ bankAccountId: z.number(), amount: rupees })),
  /** One more at every save (issue 37): a save sends it back. */
  version: z.number(),
});
export type OpeningBalancesReply = z.infer<typeof openingBalancesReply>;
