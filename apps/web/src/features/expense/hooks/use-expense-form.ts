import { useState } from 'react';
import { paiseToString } from '@hisaab/shared/money';
import type { ExpenseItemOption } from '../api/get-expense-items.ts';
import {
  EMPTY_EXPENSE,
  accountProblem,
  canSubmit,
  checkExpense,
  type ExpenseErrors,
  type ExpenseField,
  type ExpenseFormValues,
} from '../utils/expense-rules.ts';

/**
 * State of one expense form (add or edit). Item and amount messages show once their field is
 * left or a save is tried; account problems show at once; 'select an account' on save.
 */
export function useExpenseForm(initial: ExpenseFormValues, accountIds: readonly number[]) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<ExpenseField>>(new Set());
  const [submitted, setSubmitted] = useState(false);

  const update = (patch: Partial<ExpenseFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const touch = (field: ExpenseField) => setTouched((t) => new Set(t).add(field));

  const check = (extra: { id: number | null; timeStamp: string; version?: number | null }) =>
    checkExpense(values, accountIds, extra);
  const all = checkExpense(values, accountIds, { id: null, timeStamp: '2000-01-01' });
  const found: ExpenseErrors = all.ok ? {} : all.errors;
  const show = (field: ExpenseField) =>
    submitted || touched.has(field) ? found[field] : undefined;
  const errors: ExpenseErrors = {
    itemName: show('itemName'),
    amount: show('amount'),
    bankAccountId: accountProblem(values, accountIds) ?? show('bankAccountId'),
  };

  /** Prefills the amount from the item's default rate when the amount is still empty. */
  function prefillFrom(item: ExpenseItemOption | undefined) {
    if (!item || item.defaultRate <= 0) return;
    setValues((v) =>
      v.amount.trim() === '' ? { ...v, amount: paiseToString(item.defaultRate) } : v,
    );
  }

  return {
    values,
    errors,
    canSubmit: canSubmit(values),
    setItemName: (itemName: string) => update({ itemName }),
    setAmount: (amount: string) => update({ amount }),
    setRemark: (remark: string) => update({ remark }),
    setBankAccountId: (bankAccountId: string) => update({ bankAccountId }),
    /** Ticking pre-selects the only account; unticking clears the choice. */
    setBank: (isBank: boolean) =>
      update({
        isBank,
        bankAccountId: isBank && accountIds.length === 1 ? String(accountIds[0]) : '',
      }),
    prefillFrom,
    touch,
    /** Marks a save attempt (all messages show) and returns the body or the errors. */
    submit: (extra: { id: number | null; timeStamp: string; version?: number | null }) => {
      setSubmitted(true);
      return check(extra);
    },
    reset: () => {
      setValues(EMPTY_EXPENSE);
      setTouched(new Set());
      setSubmitted(false);
    },
  };
}

export type ExpenseForm = ReturnType<typeof useExpenseForm>;
