import { useTranslation } from '../../../../i18n/react.ts';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { BANK_ACCOUNT_LIMITS as L } from '@hisaab/shared/bank-account';
import { bankAccountSchema, type BankAccountData } from '@hisaab/shared/schemas/bank-account';
import { TextField } from '../../../../ui/text-field.tsx';
import type { BankAccount } from '../../api/bank-accounts.ts';
import { InlineForm } from '../common/inline-form.tsx';
import { fieldError } from '../common/messages.ts';

/** The form's field names (kept out of the markup, which holds only words to translate). */
const FIELD = {
  bankName: 'bankName',
  accountName: 'accountName',
  accountNumber: 'accountNumber',
  branchName: 'branchName',
  bankCode: 'bankCode',
  bankTransactionDetails: 'bankTransactionDetails',
} as const;

function defaults(a: BankAccount | null) {
  return {
    bankName: a?.bankName ?? '',
    accountName: a?.accountName ?? '',
    accountNumber: a?.accountNumber ?? '',
    branchName: a?.branchName ?? '',
    bankCode: a?.bankCode ?? '',
    bankTransactionDetails: a?.bankTransactionDetails ?? '',
    // The version the form opened on, sent back with the save (issue 37): read once, so a list
    // read again while the form is open does not move it.
    version: a?.version ?? (null as number | null),
  };
}

interface BankAccountFormProps {
  account: BankAccount | null;
  onSave: (body: BankAccountData) => Promise<boolean>;
  onCancel?: (() => void) | undefined;
  autoFocus?: boolean;
  focusKey?: number;
}

export function BankAccountForm({
  account,
  onSave,
  onCancel,
  autoFocus = true,
  focusKey = 0,
}: BankAccountFormProps) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: zodResolver(bankAccountSchema),
    defaultValues: defaults(account),
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    if ((await onSave(values)) && !account) form.reset(defaults(null));
  });
  return (
    <InlineForm
      title={account ? t('Edit Bank Account') : t('Add Bank Account')}
      submitLabel={account ? t('Save') : t('Add')}
      onSubmit={onSubmit}
      onCancel={onCancel}
      pending={isSubmitting}
      autoFocus={autoFocus}
      focusKey={focusKey}
    >
      <TextField
        label={t('Bank Name')}
        maxLength={L.bankName}
        error={fieldError(errors.bankName?.message)}
        {...form.register(FIELD.bankName)}
      />
      <TextField
        label={t('Account Name')}
        maxLength={L.accountName}
        error={fieldError(errors.accountName?.message)}
        {...form.register(FIELD.accountName)}
      />
      <TextField
        label={t('Account Number')}
        maxLength={L.accountNumber}
        error={fieldError(errors.accountNumber?.message)}
        {...form.register(FIELD.accountNumber)}
      />
      <TextField
        label={t('Branch')}
        maxLength={L.branchName}
        error={fieldError(errors.branchName?.message)}
        {...form.register(FIELD.branchName)}
      />
      <TextField
        label={t('Bank Code')}
        maxLength={L.bankCode}
        className="[&_input]:uppercase"
        error={fieldError(errors.bankCode?.message)}
        {...form.register(FIELD.bankCode)}
      />
      <TextField
        label={t('Transaction Details')}
        maxLength={L.bankTransactionDetails}
        className="sm:col-span-2 lg:col-span-3"
        error={fieldError(errors.bankTransactionDetails?.message)}
        {...form.register(FIELD.bankTransactionDetails)}
      />
    </InlineForm>
  );
}
