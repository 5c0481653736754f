// Replies of /api/expenses (spec section 3 Expense, Expense item option). Money in rupees.
import { z } from 'zod/mini';
import { rupees } from './list.ts';

export const expenseReply = z.object({
  id: z.int(),
  expenseItemId: z.int(),
  expenseItemName: z.string(),
  amount: rupees,
  remark: z.nullable(z.string()),
  /** ISO date-time. */
  timeStamp: z.string(),
  isBankTransaction: z.boolean(),
  bankAccountId: z.nullable(z.int()),
  /** The attached receipt's file name (GET /files/expense/{id}/receipt opens it), or null. */
  receiptFileName: z.nullable(z.string()),
  /** One more at every edit; send it back to edit (issue 37: an older one answers 409). */
  version: z.number(),
});
export type ExpenseReply = z.infer<typeof expenseReply>;

/** GET /expenses?date=: the day's expenses. */
export const expensesReply = z.array(expenseReply);

/** An expense head with the amount last spent on it. */
export const expenseItemReply = z.object({
  id: z.int(),
  name: z.string(),
  defaultRate: rupees,
});
export type ExpenseItemReply = z.infer<typeof expenseItemReply>;

export const expenseItemsReply = z.array(expenseItemReply);
