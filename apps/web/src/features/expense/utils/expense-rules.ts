// The expense form's rules (spec sections 4 Expense rows and 5 Expense), with the shared
// schema deciding item, amount and account, and the account list deciding which account
// message applies.
import type { Text } from '@hisaab/shared/i18n/messages';
import { AMOUNT_MESSAGE } from '@hisaab/shared/schemas/common';
import { expenseSchema, type ExpenseData } from '@hisaab/shared/schemas/expense';
import { EXPENSE_VALIDATION } from '@hisaab/shared/validation-messages';
import { issueText } from '@hisaab/shared/schemas/zod-messages';

export interface ExpenseFormValues {
  itemName: string;
  /** As typed, rupees. */
  amount: string;
  isBank: boolean;
  /** The select's value: '' or an id. */
  bankAccountId: string;
  remark: string;
}

export type ExpenseField = 'itemName' | 'amount' | 'bankAccountId';
export type ExpenseErrors = Partial<Record<ExpenseField, Text>>;

export const EMPTY_EXPENSE: ExpenseFormValues = {
  itemName: '',
  amount: '',
  isBank: false,
  bankAccountId: '',
  remark: '',
};

/** Add is enabled only for a non-empty item and an amount above 0. */
export function canSubmit(v: ExpenseFormValues): boolean {
  const amount = Number(v.amount);
  return (
    v.itemName.trim() !== '' && v.amount.trim() !== '' && Number.isFinite(amount) && amount > 0
  );
}

/**
 * The account message that applies now, whatever was touched: no accounts at all, or a chosen
 * account missing from the list (removed since). A missing choice is only reported on save.
 */
export function accountProblem(
  v: ExpenseFormValues,
  accountIds: readonly number[],
): string | undefined {
  if (!v.isBank) return undefined;
  if (accountIds.length === 0) return EXPENSE_VALIDATION.noBankAccounts;
  if (v.bankAccountId !== '' && !accountIds.includes(Number(v.bankAccountId))) {
    return EXPENSE_VALIDATION.bankAccountUnavailable;
  }
  return undefined;
}

const FIELD_OF: Record<string, ExpenseField> = {
  expenseItemName: 'itemName',
  amount: 'amount',
  bankAccountId: 'bankAccountId',
};

export type ExpenseCheck = { ok: true; body: ExpenseData } | { ok: false; errors: ExpenseErrors };

/** The body to POST, or the messages to show beside the fields. */
export function checkExpense(
  v: ExpenseFormValues,
  accountIds: readonly number[],
  extra: { id: number | null; timeStamp: string; version?: number | null },
): ExpenseCheck {
  const errors: ExpenseErrors = {};
  const parsed = expenseSchema.safeParse({
    id: extra.id,
    // An edit says which version it was based on (issue 37).
    version: extra.version ?? null,
    expenseItemName: v.itemName,
    amount: v.amount.trim() === '' ? undefined : v.amount.trim(),
    remark: v.remark,
    timeStamp: extra.timeStamp,
    isBankTransaction: v.isBank,
    bankAccountId: v.isBank && v.bankAccountId !== '' ? Number(v.bankAccountId) : null,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF[String(issue.path[0])];
      if (field && !errors[field]) errors[field] = issueText(issue);
    }
  }
  const problem = accountProblem(v, accountIds);
  if (problem) errors.bankAccountId = problem;
  // Above 0 but with more than 2 decimals: say what is wrong rather than 'greater than 0'.
  if (errors.amount)
    errors.amount = Number(v.amount) > 0 ? AMOUNT_MESSAGE : EXPENSE_VALIDATION.amountPositive;
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, body: parsed.data };
  return { ok: false, errors };
}
