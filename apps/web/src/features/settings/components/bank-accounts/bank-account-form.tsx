import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { BANK_ACCOUNT_LIMITS as L } from '@hisaab/shared/bank-account';
import { bankAccountSchema, type BankAccountData } from '@hisaab/shared/schemas/bank-account';
import { TextField } from '../../../../ui/text-field.tsx';
import type { BankAccount } from '../../api/bank-accounts.ts';
import { InlineForm } from '../common/inline-form.tsx';

function defaults(a: BankAccount | null) {
  return {
    bankName: a?.bankName ?? '',
    accountName: a?.accountName ?? '',
    accountNumber: a?.accountNumber ?? '',
    branchName: a?.branchName ?? '',
    bankCode: a?.bankCode ?? '',
    bankTransactionDetails: a?.bankTransactionDetails ?? '',
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
      title={account ? 'Edit Bank Account' : 'Add Bank Account'}
      submitLabel={account ? 'Save' : 'Add'}
      onSubmit={onSubmit}
      onCancel={onCancel}
      pending={isSubmitting}
      autoFocus={autoFocus}
      focusKey={focusKey}
    >
      <TextField
        label="Bank Name"
        maxLength={L.bankName}
        error={errors.bankName?.message}
        {...form.register('bankName')}
      />
      <TextField
        label="Account Name"
        maxLength={L.accountName}
        error={errors.accountName?.message}
        {...form.register('accountName')}
      />
      <TextField
        label="Account Number"
        maxLength={L.accountNumber}
        error={errors.accountNumber?.message}
        {...form.register('accountNumber')}
      />
      <TextField
        label="Branch"
        maxLength={L.branchName}
        error={errors.branchName?.message}
        {...form.register('branchName')}
      />
      <TextField
        label="Bank Code"
        maxLength={L.bankCode}
        className="[&_input]:uppercase"
        error={errors.bankCode?.message}
        {...form.register('bankCode')}
      />
      <TextField
        label="Transaction Details"
        maxLength={L.bankTransactionDetails}
        className="sm:col-span-2 lg:col-span-3"
        error={errors.bankTransactionDetails?.message}
        {...form.register('bankTransactionDetails')}
      />
    </InlineForm>
  );
}
