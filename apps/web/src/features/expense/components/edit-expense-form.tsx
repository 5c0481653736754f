import type { Text } from '@hisaab/shared/i18n/messages';
import { useTranslation } from '../../../i18n/react.ts';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { paiseToString } from '@hisaab/shared/money';
import { CONFIRM_MESSAGES, EXPENSE_MESSAGES } from '@hisaab/shared/messages';
import { displayMessage, isStaleEdit } from '../../../api/api-error.ts';
import { messageText } from '../../../i18n/i18n.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import type { BankAccountOption } from '../api/get-bank-accounts.ts';
import type { ExpenseItemOption } from '../api/get-expense-items.ts';
import type { Expense } from '../api/get-expenses.ts';
import { RECEIPT_MESSAGES } from '../api/receipts.ts';
import {
  useAttachReceipt,
  useDeleteExpense,
  useReloadExpenses,
  useSaveExpense,
} from '../api/save-expense.ts';
import { useExpenseForm } from '../hooks/use-expense-form.ts';
import { ExpenseFields } from './expense-fields.tsx';
import { ReceiptField } from './receipt-field.tsx';

interface EditExpenseFormProps {
  expense: Expense;
  items: readonly ExpenseItemOption[];
  accounts: readonly BankAccountOption[];
  /** Saved, deleted or cancelled: the row goes back to viewing. */
  onDone: () => void;
  /** The list read again: the form opens anew on the expense as stored now (issue 37). */
  onReloaded: () => void;
}

/** The inline 'Edit Expense' form of one row: Save, Cancel, Delete (after a confirmation). */
export function EditExpenseForm({
  expense,
  items,
  accounts,
  onDone,
  onReloaded,
}: EditExpenseFormProps) {
  const { t } = useTranslation();
  const form = useExpenseForm(
    {
      itemName: expense.expenseItemName,
      amount: paiseToString(expense.amount),
      isBank: expense.isBankTransaction,
      bankAccountId: expense.bankAccountId === null ? '' : String(expense.bankAccountId),
      remark: expense.remark ?? '',
    },
    accounts.map((a) => a.id),
  );
  const save = useSaveExpense();
  const remove = useDeleteExpense();
  const attach = useAttachReceipt();
  const [failure, setFailure] = useState<Text | null>(null);
  // Changed by someone else since this form opened: Reload is offered beside the message.
  const [stale, setStale] = useState(false);
  // The version as opened (a list read again meanwhile must not move it).
  const [version] = useState(expense.version);
  const reloadList = useReloadExpenses();
  const [receipt, setReceipt] = useState<File | null>(null);
  const [receiptError, setReceiptError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const itemRef = useRef<HTMLInputElement>(null);
  const busy = save.isPending || remove.isPending;

  useEffect(() => itemRef.current?.focus(), []);

  async function onSave(e?: FormEvent) {
    e?.preventDefault();
    if (busy) return;
    // Editing keeps the moment the expense was recorded.
    const checked = form.submit({ id: expense.id, timeStamp: expense.timeStamp, version });
    if (!checked.ok) return;
    setFailure(null);
    try {
      await save.mutateAsync(checked.body);
    } catch (err) {
      setFailure(displayMessage(err, messageText(EXPENSE_MESSAGES.failedToSave)));
      setStale(isStaleEdit(err));
      return;
    }
    // A newly chosen receipt replaces the shown one (the newest file is the receipt).
    if (receipt) {
      try {
        await attach(expense.id, receipt);
      } catch (err) {
        setFailure(RECEIPT_MESSAGES.uploadFailed(displayMessage(err, RECEIPT_MESSAGES.tryAgain)));
        return;
      }
    }
    onDone();
  }

  async function onDelete() {
    setConfirming(false);
    setFailure(null);
    try {
      await remove.mutateAsync({ id: expense.id, version });
      onDone();
    } catch (err) {
      setFailure(displayMessage(err, messageText(EXPENSE_MESSAGES.failedToDelete)));
      setStale(isStaleEdit(err));
    }
  }

  async function reload() {
    await reloadList();
    onReloaded();
  }

  function onKeyDown(e: KeyboardEvent<HTMLFormElement>) {
    if (e.key === 'Escape' && !confirming) {
      e.preventDefault();
      onDone();
    }
  }

  return (
    <form
      aria-labelledby={`edit-expense-${expense.id}`}
      noValidate
      onSubmit={(e) => void onSave(e)}
      onKeyDown={onKeyDown}
      className="sticky left-0 max-w-[calc(100vw-2.5rem)] px-3 py-3 min-[641px]:max-w-none"
    >
      <h3 id={`edit-expense-${expense.id}`} className="mb-2 text-sm font-semibold">
        {t('Edit Expense')}
      </h3>
      <div className="flex flex-wrap items-start gap-x-3 gap-y-2">
        <ExpenseFields
          form={form}
          items={items}
          accounts={accounts}
          bankLabel={t('Bank Money')}
          itemRef={itemRef}
        />
        <ReceiptField
          file={receipt}
          onChange={setReceipt}
          error={receiptError}
          onError={setReceiptError}
          current={expense.receiptFileName}
        />
        <div className="flex gap-2 self-start sm:mt-6">
          <Button type="submit" pending={save.isPending} disabled={remove.isPending}>
            {t('Save')}
          </Button>
          <Button variant="secondary" onClick={onDone} disabled={busy}>
            {t('Cancel')}
          </Button>
          <Button
            variant="danger"
            pending={remove.isPending}
            disabled={save.isPending}
            onClick={() => setConfirming(true)}
          >
            {t('Delete')}
          </Button>
        </div>
      </div>
      {failure && (
        <div className="mt-2">
          <Alert tone="error" onDismiss={() => setFailure(null)}>
            <span>{messageText(failure)}</span>
            {stale && (
              <span className="ml-2 inline-block align-middle">
                <Button variant="secondary" onClick={() => void reload()}>
                  {t('Reload')}
                </Button>
              </span>
            )}
          </Alert>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('Delete expense')}
        message={messageText(CONFIRM_MESSAGES.deleteExpense)}
        confirmLabel={t('Delete')}
        danger
        onConfirm={onDelete}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}
