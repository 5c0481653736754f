import { describe, expect, it } from 'vitest';
import { EMPTY_EXPENSE, canSubmit, checkExpense, type ExpenseFormValues } from './expense-rules.ts';

const at = { id: null, timeStamp: '2025-03-15T10:05' };
const values = (v: Partial<ExpenseFormValues>): ExpenseFormValues => ({ ...EMPTY_EXPENSE, ...v });

describe('canSubmit', () => {
  it('needs an item and an amount above 0', () => {
    expect(canSubmit(values({ itemName: 'Tea', amount: '20' }))).toBe(true);
    expect(canSubmit(values({ itemName: '  ', amount: '20' }))).toBe(false);
    expect(canSubmit(values({ itemName: 'Tea', amount: '0' }))).toBe(false);
    expect(canSubmit(values({ itemName: 'Tea', amount: '-5' }))).toBe(false);
    expect(canSubmit(values({ itemName: 'Tea', amount: '' }))).toBe(false);
  });
});

describe('checkExpense', () => {
  it('builds the POST body in rupees with the account only for bank money', () => {
    const cash = checkExpense(
      values({ itemName: ' Tea ', amount: '20.5', bankAccountId: '3', remark: '' }),
      [3],
      at,
    );
    expect(cash).toEqual({
      ok: true,
      body: {
        id: null,
        version: null,
        expenseItemName: 'Tea',
        amount: 20.5,
        remark: null,
        timeStamp: '2025-03-15T10:05',
        isBankTransaction: false,
        bankAccountId: null,
      },
    });
    const bank = checkExpense(
      values({ itemName: 'Rent', amount: '5000', isBank: true, bankAccountId: '3' }),
      [3],
      at,
    );
    expect(bank.ok && bank.body.bankAccountId).toBe(3);
  });

  it('gives the spec texts for a missing item and a non-positive amount', () => {
    expect(checkExpense(values({ amount: '0' }), [], at)).toEqual({
      ok: false,
      errors: {
        itemName: 'Please enter an expense item.',
        amount: 'Amount must be greater than 0.',
      },
    });
  });

  it('asks for at most 2 decimals when the amount is positive but too precise', () => {
    expect(checkExpense(values({ itemName: 'Tea', amount: '50.0030' }), [], at)).toEqual({
      ok: false,
      errors: { amount: 'Enter an amount with at most 2 decimals.' },
    });
  });

  it('asks for an account, or for one to be added in Settings, or for another one', () => {
    const bank = values({ itemName: 'Rent', amount: '10', isBank: true });
    expect(checkExpense(bank, [1, 2], at)).toEqual({
      ok: false,
      errors: { bankAccountId: 'Select a bank account for this expense.' },
    });
    expect(checkExpense(bank, [], at)).toEqual({
      ok: false,
      errors: { bankAccountId: 'Add a bank account in Settings before saving.' },
    });
    expect(checkExpense({ ...bank, bankAccountId: '9' }, [1, 2], at)).toEqual({
      ok: false,
      errors: { bankAccountId: 'Selected bank account is unavailable. Please choose another.' },
    });
  });
});
