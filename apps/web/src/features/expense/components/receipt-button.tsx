import { useState } from 'react';
import { displayMessage } from '../../../api/api-error.ts';
import { RECEIPT_MESSAGES, openReceipt } from '../api/receipts.ts';
import type { Expense } from '../api/get-expenses.ts';

/** Opens the expense's receipt in a new tab; the row itself is not opened for editing. */
export function ReceiptButton({ expense }: { expense: Expense }) {
  const [failure, setFailure] = useState<string | null>(null);
  const name = expense.receiptFileName ?? '';
  return (
    <span className="inline-flex flex-col">
      <button
        type="button"
        aria-label={`Open receipt ${name}`}
        title={name}
        className="inline-flex items-center gap-1 text-accent underline underline-offset-2 hover:text-ink"
        onClick={(ev) => {
          ev.stopPropagation();
          setFailure(null);
          openReceipt(expense.id).catch((err: unknown) =>
            setFailure(displayMessage(err, RECEIPT_MESSAGES.openFailed)),
          );
        }}
        onKeyDown={(ev) => ev.stopPropagation()}
      >
        <span aria-hidden="true">📎</span> Open
      </button>
      {failure && (
        <span role="alert" className="text-xs text-danger">
          {failure}
        </span>
      )}
    </span>
  );
}
