// Bank account create/update body (spec sections 3 Bank account, 5, 9 caps).
import { z } from 'zod';
import { BANK_ACCOUNT_LIMITS as L } from '../bank-account.ts';
import { BANK_ACCOUNT_VALIDATION } from '../validation-messages.ts';
import { optionalText, requiredText } from './common.ts';

const tooLong = (field: string, max: number) => `${field} must be ${max} characters or fewer.`;

export const bankAccountSchema = z.object({
  bankName: requiredText(
    L.bankName,
    BANK_ACCOUNT_VALIDATION.bankName,
    tooLong('Bank name', L.bankName),
  ),
  accountName: requiredText(
    L.accountName,
    BANK_ACCOUNT_VALIDATION.accountName,
    tooLong('Account name', L.accountName),
  ),
  accountNumber: requiredText(
    L.accountNumber,
    BANK_ACCOUNT_VALIDATION.accountNumber,
    tooLong('Account number', L.accountNumber),
  ),
  branchName: optionalText(L.branchName, tooLong('Branch name', L.branchName)),
  bankCode: optionalText(L.bankCode, tooLong('Bank code', L.bankCode)).transform((s) =>
    s === null ? null : s.toUpperCase(),
  ),
  bankTransactionDetails: optionalText(
    L.bankTransactionDetails,
    tooLong('Transaction details', L.bankTransactionDetails),
  ),
});
export type BankAccountInput = z.input<typeof bankAccountSchema>;
export type BankAccountData = z.output<typeof bankAccountSchema>;
