// Settings › Bank Accounts: the settings list pattern filled in with the accounts' columns, their
// form and calls; a delete someone else did first is said as a warning. The opening balances
// form follows the table.
import { useTranslation } from '../../../../i18n/react.ts';
import { tk } from '@hisaab/shared/i18n/messages';
import { useQueryClient } from '@tanstack/react-query';
import {
  bankAccountLabel,
  bankDetailsForList,
  sortBankAccounts,
} from '@hisaab/shared/bank-account';
import { LOADING_MESSAGES, MESSAGE_TEXTS, SETTINGS_MESSAGES } from '@hisaab/shared/messages';
import type { BankAccountData } from '@hisaab/shared/schemas/bank-account';
import { ApiError } from '../../../../api/api-error.ts';
import { i18n, messageText } from '../../../../i18n/i18n.ts';
import {
  createBankAccount,
  deleteBankAccount,
  updateBankAccount,
  useBankAccounts,
  type BankAccount,
} from '../../api/bank-accounts.ts';
import { OpeningBalancesForm } from './opening-balances-form.tsx';
import { SettingsList, type SettingsColumn } from '../common/settings-list.tsx';
import { useSettingsList } from '../common/use-settings-list.ts';
import { BankAccountForm } from './bank-account-form.tsx';
import { invalidateAfterWrite } from '../../../../api/query-keys.ts';

const COLUMNS: SettingsColumn<BankAccount>[] = [
  {
    key: 'bank',
    label: tk('Bank Name'),
    className: 'font-medium whitespace-nowrap',
    cell: (a) => a.bankName,
  },
  { key: 'account', label: tk('Account Name'), cell: (a) => a.accountName },
  {
    key: 'number',
    label: tk('Account Number'),
    className: 'tabular-nums',
    cell: (a) => a.accountNumber,
  },
  { key: 'branch', label: tk('Branch'), cell: (a) => a.branchName },
  { key: 'code', label: tk('Bank Code'), className: 'font-mono text-xs', cell: (a) => a.bankCode },
  {
    key: 'details',
    label: tk('Transaction Details'),
    className: 'max-w-xs break-words text-muted',
    cell: (a) => bankDetailsForList(a.bankTransactionDetails),
  },
];

/** Settings › Bank Accounts: inline view/edit rows, an add row, delete after a confirmation. */
export function BankAccountsTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const accounts = useBankAccounts();

  const list = sortBankAccounts(accounts.data ?? []);
  const state = useSettingsList<BankAccount, BankAccountData>({
    noun: tk('Bank account'),
    nameOf: (body) => `${body.bankName} • ${body.accountName}`,
    create: createBankAccount,
    update: updateBankAccount,
    reload: () => invalidateAfterWrite(queryClient, 'bankAccount'),
    failedToCreate: SETTINGS_MESSAGES.bankAccounts.failedToCreate,
    failedToUpdate: SETTINGS_MESSAGES.bankAccounts.failedToUpdate,
    remove: {
      call: (account) => deleteBankAccount(account.id, account.version),
      failed: SETTINGS_MESSAGES.bankAccounts.failedToDelete,
      // Someone else removed it first: say so and show the list as it is now.
      failure: (err, text) =>
        err instanceof ApiError && err.status === 404
          ? { tone: 'warning', text: i18n.t(SETTINGS_MESSAGES.bankAccounts.alreadyRemoved) }
          : { tone: 'error', text },
      reloadAfterFailure: true,
    },
  });

  return (
    <SettingsList
      state={state}
      query={accounts}
      rows={list}
      caption={tk('Bank Accounts')}
      columns={COLUMNS}
      loadingText={LOADING_MESSAGES.loading}
      failedToLoad={SETTINGS_MESSAGES.bankAccounts.failedToLoad}
      emptyText={t('No bank accounts yet.')}
      nameOf={bankAccountLabel}
      editor={(a, save, cancel) => <BankAccountForm account={a} onSave={save} onCancel={cancel} />}
      adder={(save) => <BankAccountForm account={null} onSave={save} autoFocus={false} />}
      confirm={{
        title: t('Delete bank account'),
        message: (a) => messageText(MESSAGE_TEXTS.deleteBankAccount(a ? bankAccountLabel(a) : '')),
      }}
    >
      <OpeningBalancesForm accounts={list} />
    </SettingsList>
  );
}
