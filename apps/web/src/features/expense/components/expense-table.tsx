import { bankAccountLabel } from '@hisaab/shared/bank-account';
import { formatINR, nowTimeInIndia } from '@hisaab/shared/format';
import { sumPaise } from '@hisaab/shared/money';
import type { BankAccountOption } from '../api/get-bank-accounts.ts';
import type { ExpenseItemOption } from '../api/get-expense-items.ts';
import type { Expense } from '../api/get-expenses.ts';
import { EditExpenseForm } from './edit-expense-form.tsx';

const HEADERS = ['No.', 'Time', 'Item', 'Description', 'Bank/CC/UPI', 'Bank Account', 'Amount'] as const;

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
  onEdit: (id: number | null) => void;
}

/** The day's expenses; a row opens its inline edit form by click, Enter or Space. */
export function ExpenseTable({ expenses, items, accounts, editingId, onEdit }: ExpenseTableProps) {
  const labels = new Map(accounts.map((a) => [a.id, a.label]));
  const total = sumPaise(expenses.map((e) => e.amount));
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[46rem] border-collapse text-sm">
        <caption className="sr-only">Expenses</caption>
        <thead className="bg-canvas text-left text-xs uppercase tracking-wide text-muted">
          <tr>
            {HEADERS.map((h) => (
              <th key={h} scope="col" className={`px-3 py-2 font-medium ${h === 'No.' || h === 'Amount' ? 'text-right' : ''}`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {expenses.map((e, i) =>
            e.id === editingId ? (
              <tr key={e.id} className="border-t border-line bg-accent-soft/40">
                <td colSpan={HEADERS.length} className="p-0">
                  <EditExpenseForm expense={e} items={items} accounts={accounts} onDone={() => onEdit(null)} />
                </td>
              </tr>
            ) : (
              <tr
                key={e.id}
                tabIndex={0}
                aria-label={`Edit expense ${i + 1}: ${e.expenseItemName}`}
                className="cursor-pointer border-t border-line hover:bg-accent-soft/60 focus-visible:bg-accent-soft/60"
                onClick={() => onEdit(e.id)}
                onKeyDown={(ev) => {
                  if (ev.target === ev.currentTarget && (ev.key === 'Enter' || ev.key === ' ')) {
                    ev.preventDefault();
                    onEdit(e.id);
                  }
                }}
              >
                <td className="px-3 py-1.5 text-right tabular-nums text-muted">{i + 1}</td>
                <td className="px-3 py-1.5 tabular-nums whitespace-nowrap">{timeOf(e.timeStamp)}</td>
                <td className="px-3 py-1.5">{e.expenseItemName}</td>
                <td className="px-3 py-1.5 text-muted">{e.remark}</td>
                <td className="px-3 py-1.5">
                  <input
                    type="checkbox"
                    readOnly
                    disabled
                    tabIndex={-1}
                    checked={e.isBankTransaction}
                    aria-label={e.isBankTransaction ? 'Paid by bank, card or UPI' : 'Paid in cash'}
                    className="h-4 w-4 accent-accent"
                  />
                </td>
                <td className="px-3 py-1.5">
                  {e.bankAccountId === null ? '' : (labels.get(e.bankAccountId) ?? bankAccountLabel({ id: e.bankAccountId }))}
                </td>
                <td className="px-3 py-1.5 text-right tabular-nums whitespace-nowrap">{formatINR(e.amount)}</td>
              </tr>
            ),
          )}
        </tbody>
        {expenses.length > 0 && (
          <tfoot>
            <tr className="border-t border-line font-semibold">
              <td colSpan={HEADERS.length - 1} className="px-3 py-1.5 text-right">
                Total
              </td>
              <td data-testid="expenses-total" className="px-3 py-1.5 text-right tabular-nums whitespace-nowrap">
                {formatINR(total)}
              </td>
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
