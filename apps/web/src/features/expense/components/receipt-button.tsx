import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { displayMessage } from '../../../api/api-error.ts';
import { messageText } from '../../../i18n/i18n.ts';
import { RECEIPT_MESSAGES, openReceipt } from '../api/receipts.ts';
import type { Expense } from '../api/get-expenses.ts';

/** Opens the expense's receipt in a new tab; the row itself is not opened for editing. */
export function ReceiptButton({ expense }: { expense: Expense }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const name = expense.receiptFileName ?? '';
  return (
    <span className="inline-flex flex-col">
      <button
        type="button"
        aria-label={t('Open receipt {{name}}', { name })}
        title={name}
        className="inline-flex items-center gap-1 text-accent underline underline-offset-2 hover:text-ink"
        onClick={(ev) => {
          ev.stopPropagation();
          setFailure(null);
          openReceipt(expense.id).catch((err: unknown) =>
            setFailure(displayMessage(err, messageText(RECEIPT_MESSAGES.openFailed))),
          );
        }}
        onKeyDown={(ev) => ev.stopPropagation()}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          width="14"
          height="14"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        >
          <path d="M13.5 6.5l-6 6a2 2 0 002.8 2.8l6.4-6.4a3.5 3.5 0 00-5-5L5.3 10.3a5 5 0 007 7l5.2-5.2" />
        </svg>
        {t('Open')}
      </button>
      {failure && (
        <span role="alert" className="text-xs text-danger">
          {failure}
        </span>
      )}
    </span>
  );
}
