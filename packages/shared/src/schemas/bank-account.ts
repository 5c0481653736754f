// Bank account create/update body (spec sections 3 Bank account, 5, 9 caps).
import { z } from 'zod';
import { BANK_ACCOUNT_LIMITS as L } from '../bank-account.ts';
import { BANK_ACCOUNT_VALIDATION } from '../validation-messages.ts';
import { optionalText, requiredText, versionField } from './common.ts';
import { msg, tk } from '../i18n/messages.ts';

const tooLong = (field: string, max: number) =>
  msg('{{field}} must be {{max}} characters or fewer.', { field, max });

export const bankAccountSchema = z.object({
  bankName: requiredText(
    L.bankName,
    BANK_ACCOUNT_VALIDATION.bankName,
    tooLong(tk('Bank name'), L.bankName),
  ),
  accountName: requiredText(
    L.accountName,
    BANK_ACCOUNT_VALIDATION.accountName,
    tooLong(tk('Account name'), L.accountName),
  ),
  accountNumber: requiredText(
    L.accountNumber,
    BANK_ACCOUNT_VALIDATION.accountNumber,
    tooLong(tk('Account number'), L.accountNumber),
  ),
  branchName: optionalText(L.branchName, tooLong(tk('Branch name'), L.branchName)),
  bankCode: optionalText(L.bankCode, tooLong(tk('Bank code'), L.bankCode)).transform((s) =>
    s === null ? null : s.toUpperCase(),
  ),
  bankTransactionDetails: optionalText(
    L.bankTransactionDetails,
    tooLong(tk('Transaction details'), L.bankTransactionDetails),
  ),
  /** The version the edit is based on (issue 37); ignored on create. */
  version: versionField(),
});
export type BankAccountInput = z.input<typeof bankAccountSchema>;
export type BankAccountData = z.output<typeof bankAccountSchema>;
