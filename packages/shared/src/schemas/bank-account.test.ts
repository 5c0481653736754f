import { describe, expect, it } from 'vitest';
import { bankAccountSchema } from './bank-account.ts';
import { errorsOf } from './test-helpers.ts';

const ok = { bankName: 'HDFC Bank', accountName: 'Current', accountNumber: '50100123' };

describe('bankAccountSchema', () => {
  it('parses and upper-cases the bank code', () => {
    expect(bankAccountSchema.parse({ ...ok, bankCode: 'hdfc0001234', branchName: '' })).toEqual({
      version: null,
      ...ok,
      branchName: null,
      bankCode: 'HDFC0001234',
      bankTransactionDetails: null,
    });
  });

  it.each<[Record<string, unknown>, string, string]>([
    [{ bankName: '' }, 'bankName', 'Bank name is required.'],
    [{ accountName: ' ' }, 'accountName', 'Account name is required.'],
    [{ accountNumber: undefined }, 'accountNumber', 'Account number is required.'],
    [{ bankName: 'x'.repeat(129) }, 'bankName', 'Bank name must be 128 characters or fewer.'],
    [
      { accountNumber: '1'.repeat(65) },
      'accountNumber',
      'Account number must be 64 characters or fewer.',
    ],
    [{ bankCode: 'x'.repeat(33) }, 'bankCode', 'Bank code must be 32 characters or fewer.'],
    [
      { bankTransactionDetails: 'x'.repeat(513) },
      'bankTransactionDetails',
      'Transaction details must be 512 characters or fewer.',
    ],
  ])('%o → %s', (patch, path, message) => {
    expect(errorsOf(bankAccountSchema, { ...ok, ...patch })[path]).toBe(message);
  });
});
