// /api/bankaccounts replies: an account, and the account's transactions (amounts in rupees).
import { z } from 'zod';
import { isoDate, rupees } from './list.ts';

export const bankAccountReply = z.object({
  id: z.number(),
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  branchName: z.string().nullable(),
  bankCode: z.string().nullable(),
  bankTransactionDetails: z.string().nullable(),
});
export type BankAccountReply = z.infer<typeof bankAccountReply>;

export const bankAccountListReply = z.array(bankAccountReply);

export const bankTransactionReply = z.object({
  transactionDate: isoDate,
  customerName: z.string(),
  number: z.string().nullable(),
  transactionId: z.number().nullable(),
  expenseId: z.number().nullable(),
  isPurchase: z.boolean(),
  totalAmount: rupees,
  amountPaid: rupees,
  pendingAmount: rupees,
  remark: z.string().nullable(),
});
export type BankTransactionReply = z.infer<typeof bankTransactionReply>;

export const bankTransactionListReply = z.array(bankTransactionReply);
