import type { Text } from '@hisaab/shared/i18n/messages';
import { useTranslation } from '../../../i18n/react.ts';
import { useRef, useState, type FormEvent } from 'react';
import { nowTimeInIndia } from '@hisaab/shared/format';
import { EXPENSE_MESSAGES } from '@hisaab/shared/messages';
import { displayMessage } from '../../../api/api-error.ts';
import { messageText } from '../../../i18n/i18n.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import type { BankAccountOption } from '../api/get-bank-accounts.ts';
import type { ExpenseItemOption } from '../api/get-expense-items.ts';
import { RECEIPT_MESSAGES } from '../api/receipts.ts';
import { useAttachReceipt, useSaveExpense } from '../api/save-expense.ts';
import { useExpenseForm } from '../hooks/use-expense-form.ts';
import { EMPTY_EXPENSE } from '../utils/expense-rules.ts';
import { ExpenseFields } from './expense-fields.tsx';
import { ReceiptField } from './receipt-field.tsx';

interface AddExpenseFormProps {
  /** The chosen entry date, yyyy-mm-dd. */
  date: string;
  items: readonly ExpenseItemOption[];
  accounts: readonly BankAccountOption[];
}

/** The permanent last row: a new expense on the chosen date at the current time. */
export function AddExpenseForm({ date, items, accounts }: AddExpenseFormProps) {
  const { t } = useTranslation();
  const form = useExpenseForm(
    EMPTY_EXPENSE,
    accounts.map((a) => a.id),
  );
  const save = useSaveExpense();
  const attach = useAttachReceipt();
  const [failure, setFailure] = useState<Text | null>(null);
  const [receipt, setReceipt] = useState<File | null>(null);
  const [receiptError, setReceiptError] = useState<string | null>(null);
  // A new key empties the file input after a save.
  const [receiptKey, setReceiptKey] = useState(0);
  const itemRef = useRef<HTMLInputElement>(null);

  async function onSubmit(e?: FormEvent) {
    e?.preventDefault();
    if (!form.canSubmit || save.isPending) return;
    // The chosen date plus the current hour:minute in India (spec section 3 Expense).
    const checked = form.submit({ id: null, timeStamp: `${date}T${nowTimeInIndia()}` });
    if (!checked.ok) return;
    setFailure(null);
    try {
      const saved = await save.mutateAsync(checked.body);
      if (receipt) {
        try {
          await attach(saved.id, receipt);
        } catch (err) {
          setFailure(RECEIPT_MESSAGES.uploadFailed(displayMessage(err, RECEIPT_MESSAGES.tryAgain)));
        }
      }
      form.reset();
      setReceipt(null);
      setReceiptKey((k) => k + 1);
      itemRef.current?.focus();
    } catch (err) {
      setFailure(displayMessage(err, messageText(EXPENSE_MESSAGES.failedToAdd)));
    }
  }

  return (
    <form
      aria-labelledby="add-expense-title"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      className="border-t border-line bg-canvas/60 px-3 py-3"
    >
      <h3 id="add-expense-title" className="mb-2 text-sm font-semibold">
        {t('Add Expense')}
      </h3>
      <div className="flex flex-wrap items-start gap-x-3 gap-y-2">
        <ExpenseFields
          form={form}
          items={items}
          accounts={accounts}
          bankLabel={t('Bank/CC/UPI')}
          itemRef={itemRef}
        />
        <ReceiptField
          key={receiptKey}
          file={receipt}
          onChange={setReceipt}
          error={receiptError}
          onError={setReceiptError}
        />
        <Button
          type="submit"
          className="self-start sm:mt-6"
          disabled={!form.canSubmit}
          pending={save.isPending}
        >
          {t('Add')}
        </Button>
      </div>
      {failure && (
        <div className="mt-2">
          <Alert tone="error" onDismiss={() => setFailure(null)}>
            {messageText(failure)}
          </Alert>
        </div>
      )}
    </form>
  );
}
