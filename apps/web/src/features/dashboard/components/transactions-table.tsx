import { useNavigate } from 'react-router';
import { formatINR } from '@hisaab/shared/format';
import type { DashboardTransaction } from '../api/get-dashboard.ts';
import { differencePaise, displayNumber, displayTime } from '../utils/transaction-display.ts';

const HEADERS = ['No.', 'Number', 'Time', 'Customer', 'Total', 'Paid', 'Difference', 'Remark'] as const;
const RIGHT = new Set<string>(['No.', 'Total', 'Paid', 'Difference']);

/** Positive (still due) is red, negative (paid beyond the total) green; the sign says it too. */
function Difference({ paise }: { paise: number }) {
  if (paise > 0) return <span className="font-medium text-danger">+{formatINR(paise)}</span>;
  if (paise < 0) return <span className="font-medium text-success">{formatINR(paise)}</span>;
  return <span>{formatINR(0)}</span>;
}

/** The day's transactions; a row with an id opens it for modifying (click, Enter or Space). */
export function TransactionsTable({ rows }: { rows: readonly DashboardTransaction[] }) {
  const navigate = useNavigate();
  const open = (id: number) => navigate(`/invoice?mode=modify&id=${id}`);
  return (
    <div className="overflow-x-auto rounded-md border border-line bg-surface">
      <table className="w-full min-w-[44rem] border-collapse text-sm">
        <caption className="sr-only">Transactions</caption>
        <thead className="bg-canvas text-left text-xs uppercase tracking-wide text-muted">
          <tr>
            {HEADERS.map((h) => (
              <th key={h} scope="col" className={`px-3 py-2 font-medium ${RIGHT.has(h) ? 'text-right' : ''}`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => {
            const id = row.transactionId;
            const number = displayNumber(row.number);
            return (
              <tr
                key={id ?? `row-${i}`}
                tabIndex={id === null ? undefined : 0}
                aria-label={id === null ? undefined : `Open transaction ${number || i + 1}`}
                className={`border-t border-line ${id === null ? '' : 'cursor-pointer hover:bg-accent-soft/60 focus-visible:bg-accent-soft/60'}`}
                onClick={id === null ? undefined : () => void open(id)}
                onKeyDown={
                  id === null
                    ? undefined
                    : (e) => {
                        if (e.key === 'Enter' || e.key === ' ') {
                          e.preventDefault();
                          void open(id);
                        }
                      }
                }
              >
                <td className="px-3 py-1.5 text-right tabular-nums text-muted">{i + 1}</td>
                <td className="px-3 py-1.5 whitespace-nowrap">{number}</td>
                <td className="px-3 py-1.5 tabular-nums whitespace-nowrap">{displayTime(row.time)}</td>
                <td className="px-3 py-1.5">{row.customerName}</td>
                <td className="px-3 py-1.5 text-right tabular-nums whitespace-nowrap">{formatINR(row.totalAmount)}</td>
                <td className="px-3 py-1.5 text-right tabular-nums whitespace-nowrap">{formatINR(row.amountPaid)}</td>
                <td className="px-3 py-1.5 text-right tabular-nums whitespace-nowrap">
                  <Difference paise={differencePaise(row)} />
                </td>
                <td className="px-3 py-1.5 text-muted">{row.remark}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
