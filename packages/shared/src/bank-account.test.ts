import { describe, expect, it } from 'vitest';
import { bankAccountLabel, bankDetailsForList, sortBankAccounts } from './bank-account.ts';

describe('bankAccountLabel', () => {
  it.each<[Parameters<typeof bankAccountLabel>[0], string]>([
    [
      {
        id: 1,
        bankName: 'HDFC Bank',
        accountName: 'Current',
        accountNumber: '50100',
        branchName: 'Andheri',
      },
      'HDFC Bank • Current (50100) - Andheri',
    ],
    [{ id: 2, bankName: 'SBI', accountNumber: '123' }, 'SBI (123)'],
    [{ id: 3, accountName: 'Petty', branchName: 'Pune' }, 'Petty - Pune'],
    [{ id: 4, bankName: 'ICICI', accountName: '  ' }, 'ICICI'],
    [{ id: 5, accountNumber: '999' }, '(999)'],
    [
      { id: 6, bankName: null, accountName: '', accountNumber: ' ', branchName: null },
      'Account #6',
    ],
  ])('%o → %s', (account, label) => {
    expect(bankAccountLabel(account)).toBe(label);
  });
});

describe('sortBankAccounts', () => {
  it('sorts by label, case-insensitively, without changing the input', () => {
    const input = [
      { id: 1, bankName: 'sbi' },
      { id: 2, bankName: 'Axis' },
      { id: 3 },
      { id: 4, bankName: 'HDFC' },
    ];
    const sorted = sortBankAccounts(input).map((a) => a.id);
    expect(sorted).toEqual([3, 2, 4, 1]);
    expect(input.map((a) => a.id)).toEqual([1, 2, 3, 4]);
  });

  it('cuts transaction details at 80 characters in lists', () => {
    expect(bankDetailsForList('x'.repeat(81))).toBe(`${'x'.repeat(80)}…`);
    expect(bankDetailsForList('x'.repeat(80))).toBe('x'.repeat(80));
    expect(bankDetailsForList(null)).toBe('');
  });
});
