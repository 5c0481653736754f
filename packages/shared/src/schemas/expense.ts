// Expense upsert body (spec sections 3 Expense, 5 Expense, 7 POST /expenses).
import { z } from 'zod';
import { EXPENSE_VALIDATION } from '../validation-messages.ts';
import {
  flag,
  isoDateOrDateTime,
  optionalId,
  optionalText,
  requiredText,
  rupees,
  versionField,
} from './common.ts';
import { tk } from '../i18n/messages.ts';

export const EXPENSE_LIMITS = { itemName: 128, remark: 500 } as const;

export const expenseSchema = z
  .object({
    id: optionalId(tk('Invalid expense id')),
    /** With an id: the version the edit is based on (issue 37). */
    version: versionField(),
    expenseItemName: requiredText(EXPENSE_LIMITS.itemName, EXPENSE_VALIDATION.itemRequired),
    amount: rupees(EXPENSE_VALIDATION.amountPositive).refine(
      (a) => a > 0,
      EXPENSE_VALIDATION.amountPositive,
    ),
    remark: optionalText(EXPENSE_LIMITS.remark),
    timeStamp: isoDateOrDateTime(),
    isBankTransaction: flag(),
    bankAccountId: optionalId(EXPENSE_VALIDATION.bankAccountRequired),
  })
  .refine((e) => !e.isBankTransaction || e.bankAccountId !== null, {
    message: EXPENSE_VALIDATION.bankAccountRequired,
    path: ['bankAccountId'],
  })
  // Not a bank transaction → no account, whatever the form still held.
  .transform((e) => (e.isBankTransaction ? e : { ...e, bankAccountId: null }));
export type ExpenseInput = z.input<typeof expenseSchema>;
export type ExpenseData = z.output<typeof expenseSchema>;
