import { describe, expect, it } from 'vitest';
import { expenseSchema } from './expense.ts';
import { errorsOf } from './test-helpers.ts';

const ok = { expenseItemName: 'Tea', amount: '40.50', timeStamp: '2025-06-15T10:30:00' };

describe('expenseSchema', () => {
  it('parses a cash expense and clears a stale bank account', () => {
    expect(expenseSchema.parse({ ...ok, isBankTransaction: false, bankAccountId: 3 })).toEqual({
      version: null,
      id: null,
      expenseItemName: 'Tea',
      amount: 40.5,
      remark: null,
      timeStamp: '2025-06-15T10:30:00',
      isBankTransaction: false,
      bankAccountId: null,
    });
  });

  it('keeps the account of a bank expense', () => {
    expect(
      expenseSchema.parse({ ...ok, isBankTransaction: true, bankAccountId: 3 }).bankAccountId,
    ).toBe(3);
  });

  it.each<[Record<string, unknown>, string, string]>([
    [{ expenseItemName: ' ' }, 'expenseItemName', 'Please enter an expense item.'],
    [{ amount: 0 }, 'amount', 'Amount must be greater than 0.'],
    [{ amount: -5 }, 'amount', 'Amount must be greater than 0.'],
    [{ amount: '' }, 'amount', 'Amount must be greater than 0.'],
    [{ isBankTransaction: true }, 'bankAccountId', 'Select a bank account for this expense.'],
    [{ timeStamp: 'yesterday' }, 'timeStamp', 'Enter a valid date.'],
  ])('%o → %s', (patch, path, message) => {
    expect(errorsOf(expenseSchema, { ...ok, ...patch })[path]).toBe(message);
  });
});
