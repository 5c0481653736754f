import { useTranslation } from '../../../../i18n/react.ts';
import { tk } from '@hisaab/shared/i18n/messages';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  bankAccountLabel,
  bankDetailsForList,
  sortBankAccounts,
} from '@hisaab/shared/bank-account';
import { CONFIRM_MESSAGES, LOADING_MESSAGES, SETTINGS_MESSAGES } from '@hisaab/shared/messages';
import type { BankAccountData } from '@hisaab/shared/schemas/bank-account';
import { ApiError } from '../../../../api/api-error.ts';
import { i18n, messageText } from '../../../../i18n/i18n.ts';
import { ConfirmDialog } from '../../../../ui/confirm-dialog.tsx';
import {
  createBankAccount,
  deleteBankAccount,
  updateBankAccount,
  useBankAccounts,
  type BankAccount,
} from '../../api/bank-accounts.ts';
import {
  DataTable,
  listStatusRow,
  Td,
  ViewRow,
  WideRow,
  type HeaderCell,
} from '../common/data-table.tsx';
import { settingsError } from '../common/messages.ts';
import { OpeningBalancesForm } from './opening-balances-form.tsx';
import { useSettingsList } from '../common/use-settings-list.ts';
import { MessageAlert } from '../../../../ui/message-alert.tsx';
import { RowActions } from '../common/row-actions.tsx';
import { Toolbar } from '../common/toolbar.tsx';
import { BankAccountForm } from './bank-account-form.tsx';
import { invalidateAfterWrite } from '../../../../api/query-keys.ts';

const HEADERS: HeaderCell[] = [
  { key: 'no', label: tk('No.'), align: 'right' },
  { key: 'bank', label: tk('Bank Name') },
  { key: 'account', label: tk('Account Name') },
  { key: 'number', label: tk('Account Number') },
  { key: 'branch', label: tk('Branch') },
  { key: 'code', label: tk('Bank Code') },
  { key: 'details', label: tk('Transaction Details') },
  { key: 'actions', label: tk('Actions') },
];

/** Settings › Bank Accounts: inline view/edit rows, an add row, delete after a confirmation. */
export function BankAccountsTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const accounts = useBankAccounts();
  const [deleting, setDeleting] = useState<BankAccount | null>(null);

  const reload = () => invalidateAfterWrite(queryClient, 'bankAccount');
  const list = sortBankAccounts(accounts.data ?? []);
  const { tableRef, editing, setEditing, message, setMessage, save } =
    useSettingsList<BankAccountData>({
      noun: tk('Bank account'),
      nameOf: (body) => `${body.bankName} • ${body.accountName}`,
      create: createBankAccount,
      update: updateBankAccount,
      reload,
      failedToCreate: SETTINGS_MESSAGES.bankAccounts.failedToCreate,
      failedToUpdate: SETTINGS_MESSAGES.bankAccounts.failedToUpdate,
    });

  async function confirmDelete() {
    const account = deleting;
    if (!account) return;
    setDeleting(null);
    setMessage(null);
    try {
      await deleteBankAccount(account.id, account.version);
      if (editing === account.id) setEditing(null);
    } catch (err) {
      // Someone else removed it first: say so and show the list as it is now.
      setMessage(
        err instanceof ApiError && err.status === 404
          ? { tone: 'warning', text: i18n.t(SETTINGS_MESSAGES.bankAccounts.alreadyRemoved) }
          : {
              tone: 'error',
              text: settingsError(err, SETTINGS_MESSAGES.bankAccounts.failedToDelete),
            },
      );
    }
    await reload();
  }

  function rows() {
    const span = HEADERS.length;
    const status = listStatusRow(
      span,
      {
        pending: accounts.isPending,
        error: accounts.isError
          ? settingsError(accounts.error, SETTINGS_MESSAGES.bankAccounts.failedToLoad)
          : null,
        empty: list.length === 0 ? t('No bank accounts yet.') : null,
      },
      LOADING_MESSAGES.loading,
    );
    if (status) return status;
    return list.map((a, index) =>
      editing === a.id ? (
        <WideRow key={a.id} rowId={a.id} span={span} className="bg-accent-soft/30">
          <BankAccountForm
            account={a}
            onSave={(body) => save(a.id, body)}
            onCancel={() => setEditing(null)}
          />
        </WideRow>
      ) : (
        <ViewRow
          key={a.id}
          rowId={a.id}
          label={t('Edit {{name}}', { name: bankAccountLabel(a) })}
          onOpen={() => setEditing(a.id)}
        >
          <Td align="right">{index + 1}</Td>
          <Td className="font-medium whitespace-nowrap">{a.bankName}</Td>
          <Td>{a.accountName}</Td>
          <Td className="tabular-nums">{a.accountNumber}</Td>
          <Td>{a.branchName}</Td>
          <Td className="font-mono text-xs">{a.bankCode}</Td>
          <Td className="max-w-xs break-words text-muted">
            {bankDetailsForList(a.bankTransactionDetails)}
          </Td>
          <Td>
            <RowActions
              label={bankAccountLabel(a)}
              onEdit={() => setEditing(a.id)}
              onDelete={() => setDeleting(a)}
            />
          </Td>
        </ViewRow>
      ),
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <Toolbar onRefresh={reload} refreshing={accounts.isFetching} />
      <MessageAlert message={message} onDismiss={() => setMessage(null)} />
      <DataTable caption={tk('Bank Accounts')} headers={HEADERS} tableRef={tableRef}>
        {rows()}
        {editing === null && (
          <WideRow span={HEADERS.length} className="bg-canvas">
            <BankAccountForm account={null} onSave={(body) => save(null, body)} autoFocus={false} />
          </WideRow>
        )}
      </DataTable>
      <ConfirmDialog
        open={deleting !== null}
        title={t('Delete bank account')}
        message={messageText(
          CONFIRM_MESSAGES.deleteBankAccount(deleting ? bankAccountLabel(deleting) : ''),
        )}
        confirmLabel={t('Delete')}
        danger
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
      <OpeningBalancesForm accounts={list} />
    </div>
  );
}
