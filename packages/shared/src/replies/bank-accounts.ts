// /api/bankaccounts replies: an account, and the account's transactions (amounts in rupees).
import { z } from 'zod/mini';
import { isoDate, rupees } from './list.ts';

export const bankAccountReply = z.object({
  id: z.number(),
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  branchName: z.nullable(z.string()),
  bankCode: z.nullable(z.string()),
  bankTransactionDetails: z.nullable(z.string()),
  /** One more at every edit; send it back to edit (issue 37: an older one answers 409). */
  version: z.number(),
});
export type BankAccountReply = z.infer<typeof bankAccountReply>;

export const bankAccountListReply = z.array(bankAccountReply);

export const bankTransactionReply = z.object({
  transactionDate: isoDate,
  customerName: z.string(),
  number: z.nullable(z.string()),
  transactionId: z.nullable(z.number()),
  expenseId: z.nullable(z.number()),
  isPurchase: z.boolean(),
  totalAmount: rupees,
  amountPaid: rupees,
  pendingAmount: rupees,
  remark: z.nullable(z.string()),
});
export type BankTransactionReply = z.infer<typeof bankTransactionReply>;

export const bankTransactionListReply = z.array(bankTransactionReply);
