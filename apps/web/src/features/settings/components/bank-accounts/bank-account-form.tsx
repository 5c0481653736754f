import { useTranslation } from '../../../../i18n/react.ts';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { BANK_ACCOUNT_LIMITS as L } from '@hisaab/shared/bank-account';
import { bankAccountSchema, type BankAccountData } from '@hisaab/shared/schemas/bank-account';
import { TextField } from '../../../../ui/text-field.tsx';
import type { BankAccount } from '../../api/bank-accounts.ts';
import { RecordForm, type RecordFormProps } from '../common/record-form.tsx';
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

interface BankAccountFormProps extends RecordFormProps<BankAccountData> {
  account: BankAccount | null;
}

/** Edit Bank Account / Add Bank Account. */
export function BankAccountForm({ account, onSave, ...rest }: BankAccountFormProps) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: zodResolver(bankAccountSchema),
    defaultValues: defaults(account),
  });
  const { errors } = form.formState;
  return (
    <RecordForm
      form={form}
      adding={!account}
      blank={() => defaults(null)}
      save={onSave}
      title={account ? t('Edit Bank Account') : t('Add Bank Account')}
      submitLabel={account ? t('Save') : t('Add')}
      {...rest}
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
    </RecordForm>
  );
}
