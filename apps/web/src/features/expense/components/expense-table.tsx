import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { bankAccountLabel } from '@hisaab/shared/bank-account';
import { tk } from '@hisaab/shared/i18n/messages';
import { formatINR, nowTimeInIndia } from '@hisaab/shared/format';
import { sumPaise } from '@hisaab/shared/money';
import type { BankAccountOption } from '../api/get-bank-accounts.ts';
import type { ExpenseItemOption } from '../api/get-expense-items.ts';
import type { Expense } from '../api/get-expenses.ts';
import { EditExpenseForm } from './edit-expense-form.tsx';
import { ReceiptButton } from './receipt-button.tsx';

const HEADERS = [
  tk('No.'),
  tk('Time'),
  tk('Item'),
  tk('Description'),
  tk('Bank/CC/UPI'),
  tk('Bank Account'),
  tk('Receipt'),
  tk('Amount'),
] as const;
/** Below 640 px each row becomes a card: cells stack in two columns under their labels. */
const CARD_TABLE = 'max-sm:block max-sm:min-w-0';
const CARD_ROW =
  'max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:gap-y-1 max-sm:px-3 max-sm:py-2';
const CARD_CELL =
  'max-sm:block max-sm:px-0 max-sm:py-0 max-sm:text-left max-sm:empty:hidden max-sm:before:block max-sm:before:text-xs max-sm:before:font-normal max-sm:before:text-muted max-sm:before:content-[attr(data-label)]';

/** HH:mm in India of a stored timestamp (with a zone), or of a local one as written. */
function timeOf(timeStamp: string): string {
  if (/([zZ]|[+-]\d{2}:?\d{2})$/.test(timeStamp)) {
    const ms = Date.parse(timeStamp);
    return Number.isNaN(ms) ? '' : nowTimeInIndia(new Date(ms));
  }
  return /T(\d{2}:\d{2})/.exec(timeStamp)?.[1] ?? '';
}

interface ExpenseTableProps {
  expenses: readonly Expense[];
  items: readonly ExpenseItemOption[];
  accounts: readonly BankAccountOption[];
  editingId: number | null;
  /** null: the rows are read-only (an Auditor). */
  onEdit: ((id: number | null) => void) | null;
}

/** The day's expenses; a row opens its inline edit form by click, Enter or Space. */
export function ExpenseTable({ expenses, items, accounts, editingId, onEdit }: ExpenseTableProps) {
  const { t } = useTranslation();
  // Bumped by Reload (issue 37): the edit form opens anew on the expense as stored now.
  const [opened, setOpened] = useState(0);
  const labels = new Map(accounts.map((a) => [a.id, a.label]));
  const total = sumPaise(expenses.map((e) => e.amount));
  return (
    <div className="overflow-x-auto">
      <table className={`w-full min-w-[46rem] border-collapse text-sm ${CARD_TABLE}`}>
        <caption className="sr-only">{t('Expenses')}</caption>
        <thead className="bg-canvas text-left text-xs uppercase tracking-wide text-muted max-sm:sr-only">
          <tr>
            {HEADERS.map((h) => (
              <th
                key={h}
                scope="col"
                className={`px-3 py-2 font-medium ${h === 'No.' || h === 'Amount' ? 'text-right' : ''}`}
              >
                {t(h)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {expenses.map((e, i) =>
            e.id === editingId ? (
              <tr key={e.id} className="border-t border-line bg-accent-soft/40 max-sm:block">
                <td colSpan={HEADERS.length} className="p-0 max-sm:block">
                  <EditExpenseForm
                    key={opened}
                    expense={e}
                    items={items}
                    accounts={accounts}
                    onDone={() => onEdit?.(null)}
                    onReloaded={() => setOpened((n) => n + 1)}
                  />
                </td>
              </tr>
            ) : (
              <tr
                key={e.id}
                {...(onEdit && {
                  tabIndex: 0,
                  'aria-label': t('Edit expense {{n}}: {{name}}', {
                    n: i + 1,
                    name: e.expenseItemName,
                  }),
                  onClick: () => onEdit(e.id),
                  onKeyDown: (ev: KeyboardEvent<HTMLTableRowElement>) => {
                    if (ev.target === ev.currentTarget && (ev.key === 'Enter' || ev.key === ' ')) {
                      ev.preventDefault();
                      onEdit(e.id);
                    }
                  },
                })}
                className={`border-t border-line ${onEdit ? 'cursor-pointer hover:bg-accent-soft/60 focus-visible:bg-accent-soft/60' : ''} ${CARD_ROW}`}
              >
                <td
                  data-label={t('No.')}
                  className={`px-3 py-1.5 text-right tabular-nums text-muted ${CARD_CELL}`}
                >
                  {i + 1}
                </td>
                <td
                  data-label={t('Time')}
                  className={`px-3 py-1.5 tabular-nums whitespace-nowrap ${CARD_CELL}`}
                >
                  {timeOf(e.timeStamp)}
                </td>
                <td data-label={t('Item')} className={`px-3 py-1.5 ${CARD_CELL}`}>
                  {e.expenseItemName}
                </td>
                <td data-label={t('Description')} className={`px-3 py-1.5 text-muted ${CARD_CELL}`}>
                  {e.remark}
                </td>
                <td data-label={t('Bank/CC/UPI')} className={`px-3 py-1.5 ${CARD_CELL}`}>
                  {/* Read-only: shown, never changed here (the row opens the edit form). */}
                  <input
                    type="checkbox"
                    readOnly
                    aria-readonly="true"
                    tabIndex={-1}
                    onClick={(ev) => ev.preventDefault()}
                    checked={e.isBankTransaction}
                    aria-label={
                      e.isBankTransaction ? t('Paid by bank, card or UPI') : t('Paid in cash')
                    }
                    className="pointer-events-none h-4 w-4 align-middle accent-accent"
                  />
                </td>
                <td data-label={t('Bank Account')} className={`px-3 py-1.5 ${CARD_CELL}`}>
                  {e.bankAccountId === null
                    ? ''
                    : (labels.get(e.bankAccountId) ?? bankAccountLabel({ id: e.bankAccountId }))}
                </td>
                <td data-label={t('Receipt')} className={`px-3 py-1.5 ${CARD_CELL}`}>
                  {e.receiptFileName && <ReceiptButton expense={e} />}
                </td>
                <td
                  data-label={t('Amount')}
                  className={`px-3 py-1.5 text-right tabular-nums whitespace-nowrap ${CARD_CELL}`}
                >
                  {formatINR(e.amount)}
                </td>
              </tr>
            ),
          )}
        </tbody>
        {expenses.length > 0 && (
          <tfoot className="max-sm:block">
            <tr className="border-t border-line font-semibold max-sm:flex max-sm:justify-between">
              <td colSpan={HEADERS.length - 1} className="px-3 py-1.5 text-right">
                {t('Total')}
              </td>
              <td
                data-testid="expenses-total"
                className="px-3 py-1.5 text-right tabular-nums whitespace-nowrap"
              >
                {formatINR(total)}
              </td>
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
