import { useNavigate } from 'react-router';
import { formatINR } from '@hisaab/shared/format';
import type { DashboardTransaction } from '../api/get-dashboard.ts';
import { differencePaise, displayNumber, displayTime } from '../utils/transaction-display.ts';

const HEADERS = [
  'No.',
  'Number',
  'Time',
  'Customer',
  'Total',
  'Paid',
  'Difference',
  'Remark',
] as const;
const RIGHT = new Set<string>(['No.', 'Total', 'Paid', 'Difference']);
/** Below 640 px each row becomes a card: cells stack in two columns under their labels. */
const CARD_TABLE = 'max-sm:block max-sm:min-w-0';
const CARD_ROW =
  'max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:gap-y-1 max-sm:px-3 max-sm:py-2';
const CARD_CELL =
  'max-sm:block max-sm:px-0 max-sm:py-0 max-sm:text-left max-sm:empty:hidden max-sm:before:block max-sm:before:text-xs max-sm:before:font-normal max-sm:before:text-muted max-sm:before:content-[attr(data-label)]';

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
      <table className={`w-full min-w-[44rem] border-collapse text-sm ${CARD_TABLE}`}>
        <caption className="sr-only">Transactions</caption>
        <thead className="bg-canvas text-left text-xs uppercase tracking-wide text-muted max-sm:sr-only">
          <tr>
            {HEADERS.map((h) => (
              <th
                key={h}
                scope="col"
                className={`px-3 py-2 font-medium ${RIGHT.has(h) ? 'text-right' : ''}`}
              >
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {rows.map((row, i) => {
            const id = row.transactionId;
            const number = displayNumber(row.number);
            return (
              <tr
                key={id ?? `row-${i}`}
                tabIndex={id === null ? undefined : 0}
                aria-label={id === null ? undefined : `Open transaction ${number || i + 1}`}
                className={`border-t border-line ${CARD_ROW} ${id === null ? '' : 'cursor-pointer hover:bg-accent-soft/60 focus-visible:bg-accent-soft/60'}`}
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
                <td
                  data-label="No."
                  className={`px-3 py-1.5 text-right tabular-nums text-muted ${CARD_CELL}`}
                >
                  {i + 1}
                </td>
                <td data-label="Number" className={`px-3 py-1.5 whitespace-nowrap ${CARD_CELL}`}>
                  {number}
                </td>
                <td
                  data-label="Time"
                  className={`px-3 py-1.5 tabular-nums whitespace-nowrap ${CARD_CELL}`}
                >
                  {displayTime(row.time)}
                </td>
                <td data-label="Customer" className={`px-3 py-1.5 ${CARD_CELL}`}>
                  {row.customerName}
                </td>
                <td
                  data-label="Total"
                  className={`px-3 py-1.5 text-right tabular-nums whitespace-nowrap ${CARD_CELL}`}
                >
                  {formatINR(row.totalAmount)}
                </td>
                <td
                  data-label="Paid"
                  className={`px-3 py-1.5 text-right tabular-nums whitespace-nowrap ${CARD_CELL}`}
                >
                  {formatINR(row.amountPaid)}
                </td>
                <td
                  data-label="Difference"
                  className={`px-3 py-1.5 text-right tabular-nums whitespace-nowrap ${CARD_CELL}`}
                >
                  <Difference paise={differencePaise(row)} />
                </td>
                <td data-label="Remark" className={`px-3 py-1.5 text-muted ${CARD_CELL}`}>
                  {row.remark}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
