import { useNavigate } from 'react-router';
import { formatINR } from '@hisaab/shared/format';
import { Badge } from '../../../ui/badge.tsx';
import { SortButton, ariaSort, useSortedRows, type SortValue } from '../../../ui/sorting.tsx';
import type { DashboardTransaction } from '../api/get-dashboard.ts';
import {
  KIND_LABELS,
  KIND_TONES,
  differencePaise,
  displayNumber,
  displayTime,
} from '../utils/transaction-display.ts';

type Column =
  'no' | 'kind' | 'number' | 'time' | 'customer' | 'total' | 'paid' | 'difference' | 'remark';

const HEADERS: readonly { key: Column; label: string; right?: boolean }[] = [
  { key: 'no', label: 'No.', right: true },
  { key: 'kind', label: 'Kind' },
  { key: 'number', label: 'Number' },
  { key: 'time', label: 'Time' },
  { key: 'customer', label: 'Customer' },
  { key: 'total', label: 'Total', right: true },
  { key: 'paid', label: 'Paid', right: true },
  { key: 'difference', label: 'Difference', right: true },
  { key: 'remark', label: 'Remark' },
];

interface Numbered {
  row: DashboardTransaction;
  /** Entry order (the No. column), kept through sorting. */
  no: number;
}

/** What each column sorts by: money and No. by value, text naturally. */
function sortValue({ row, no }: Numbered, key: Column): SortValue {
  switch (key) {
    case 'no':
      return no;
    case 'kind':
      return row.kind ? KIND_LABELS[row.kind] : '';
    case 'number':
      return displayNumber(row.number);
    case 'time':
      return displayTime(row.time);
    case 'customer':
      return row.customerName;
    case 'total':
      return row.totalAmount;
    case 'paid':
      return row.amountPaid;
    case 'difference':
      return differencePaise(row);
    case 'remark':
      return row.remark;
  }
}

/** Below 640 px each row becomes a card: cells stack in two columns under their labels. */
const CARD_TABLE = 'max-sm:block max-sm:min-w-0';
const CARD_ROW =
  'max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:gap-y-1 max-sm:px-3 max-sm:py-2';
const CARD_CELL =
  'max-sm:block max-sm:px-0 max-sm:py-0 max-sm:text-left max-sm:empty:hidden max-sm:before:block max-sm:before:text-xs max-sm:before:font-normal max-sm:before:text-muted max-sm:before:content-[attr(data-label)]';
const MONEY_CELL = `px-3 py-1.5 text-right tabular-nums whitespace-nowrap ${CARD_CELL}`;

/** Positive (still due) is red, negative (paid beyond the total) green; the sign says it too. */
function Difference({ paise }: { paise: number }) {
  if (paise > 0) return <span className="font-medium text-danger">+{formatINR(paise)}</span>;
  if (paise < 0) return <span className="font-medium text-success">{formatINR(paise)}</span>;
  return <span>{formatINR(0)}</span>;
}

/** What the kind badges and the Difference colours mean. */
function Legend() {
  return (
    <ul
      aria-label="Legend"
      className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted"
    >
      {(Object.keys(KIND_LABELS) as (keyof typeof KIND_LABELS)[]).map((kind) => (
        <li key={kind}>
          <Badge tone={KIND_TONES[kind]}>{KIND_LABELS[kind]}</Badge>
        </li>
      ))}
      <li>
        Difference: <span className="font-medium text-danger">+ red</span> still due,{' '}
        <span className="font-medium text-success">− green</span> paid beyond the total
      </li>
    </ul>
  );
}

/** The day's transactions; a row with an id opens it for modifying (click, Enter or Space). */
export function TransactionsTable({ rows }: { rows: readonly DashboardTransaction[] }) {
  const navigate = useNavigate();
  const open = (id: number) => navigate(`/invoice?mode=modify&id=${id}`);
  const numbered = rows.map((row, i) => ({ row, no: i + 1 }));
  const { sorted, sort, toggle } = useSortedRows<Numbered, Column>(numbered, sortValue);
  return (
    <>
      <div className="overflow-x-auto rounded-md border border-line bg-surface">
        <table className={`w-full min-w-[48rem] border-collapse text-sm ${CARD_TABLE}`}>
          <caption className="sr-only">Transactions</caption>
          <thead className="bg-canvas text-left text-xs uppercase tracking-wide text-muted max-sm:sr-only">
            <tr>
              {HEADERS.map((h) => (
                <th
                  key={h.key}
                  scope="col"
                  aria-sort={ariaSort(h.key, sort)}
                  className={`px-3 py-2 font-medium ${h.right ? 'text-right' : ''}`}
                >
                  <SortButton column={h.key} sort={sort} onSort={toggle}>
                    {h.label}
                  </SortButton>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {sorted.map(({ row, no }) => {
              const id = row.transactionId;
              const number = displayNumber(row.number);
              return (
                <tr
                  key={id ?? `row-${no}`}
                  tabIndex={id === null ? undefined : 0}
                  aria-label={id === null ? undefined : `Open transaction ${number || no}`}
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
                    {no}
                  </td>
                  <td data-label="Kind" className={`px-3 py-1.5 whitespace-nowrap ${CARD_CELL}`}>
                    {row.kind && <Badge tone={KIND_TONES[row.kind]}>{KIND_LABELS[row.kind]}</Badge>}
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
                  <td data-label="Total" className={MONEY_CELL}>
                    {formatINR(row.totalAmount)}
                  </td>
                  <td data-label="Paid" className={MONEY_CELL}>
                    {formatINR(row.amountPaid)}
                  </td>
                  <td data-label="Difference" className={MONEY_CELL}>
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
      <Legend />
    </>
  );
}
