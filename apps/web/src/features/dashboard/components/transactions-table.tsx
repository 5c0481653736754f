import { useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useNavigate } from 'react-router';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { formatINR } from '@hisaab/shared/format';
import { Badge } from '../../../ui/badge.tsx';
import { columnWidths } from '../../../ui/column-widths.ts';
import { SortButton, ariaSort, useSortedRows, type SortValue } from '../../../ui/sorting.tsx';
import type { DashboardTransaction } from '../api/get-dashboard.ts';
import {
  KIND_LABELS,
  KIND_TONES,
  displayNumber,
  displayTime,
} from '../utils/transaction-display.ts';
import { useTranslation } from '../../../i18n/react.ts';
import { tk } from '@hisaab/shared/i18n/messages';

type Column =
  'no' | 'kind' | 'number' | 'time' | 'customer' | 'total' | 'paid' | 'difference' | 'remark';

const HEADERS: readonly { key: Column; label: string; right?: boolean }[] = [
  { key: 'no', label: tk('No.'), right: true },
  { key: 'kind', label: tk('Kind') },
  { key: 'number', label: tk('Number') },
  { key: 'time', label: tk('Time') },
  { key: 'customer', label: tk('Customer') },
  { key: 'total', label: tk('Total'), right: true },
  { key: 'paid', label: tk('Paid'), right: true },
  { key: 'difference', label: tk('Difference'), right: true },
  { key: 'remark', label: tk('Remark') },
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
      return KIND_LABELS[row.kind];
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
      return row.pendingAmount;
    case 'remark':
      return row.remark ?? '';
  }
}

/** A column's text, for its width (ch) from the rows loaded so far: steady while scrolling. */
function textOf({ row, no }: Numbered, key: Column): string {
  switch (key) {
    case 'no':
      return String(no);
    case 'kind':
      return KIND_LABELS[row.kind];
    case 'number':
      return displayNumber(row.number);
    case 'time':
      return '00:00';
    case 'customer':
      return row.customerName;
    case 'total':
      return formatINR(row.totalAmount);
    case 'paid':
      return formatINR(row.amountPaid);
    case 'difference':
      return `+${formatINR(row.pendingAmount)}`;
    case 'remark':
      return row.remark ?? '';
  }
}

/** The columns whose widths come from their text, headers in the current language. */
const widthColumns = (t: (english: string) => string) =>
  HEADERS.map((h) => ({
    id: h.key,
    header: `${t(h.label)} ↕`,
    text: (r: Numbered) => textOf(r, h.key),
  }));

/**
 * A column's width (or `columns` columns' together) from its text's width in ch: the 2ch
 * columnWidths allows is the cells' padding (px-2), and half a rem more is for letters, wider
 * than the digit 0 that ch measures ("PUR-0001" was cut to "PUR-00…" in a wide table).
 */
const columnWidth = (ch: number, columns = 1) => `calc(${ch}ch + ${columns * 0.5}rem)`;

/**
 * The Remark (last) column takes what the others leave, at least this much: a long remark is cut
 * (its title shows it whole) rather than pushing Total, Paid and Difference off a 1280 px screen.
 */
const REMARK_MIN_CH = 16;

/** A desktop row's height before it is measured (px); phone cards are measured as drawn. */
const ROW_ESTIMATE = 33;

/** Below 640 px each row becomes a card: cells stack in two columns under their labels. */
const CARD_TABLE = 'max-sm:block max-sm:min-w-0';
const CARD_ROW =
  'max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:gap-y-1 max-sm:px-3 max-sm:py-2';
const CARD_CELL =
  'max-sm:block max-sm:px-0 max-sm:py-0 max-sm:text-left max-sm:empty:hidden max-sm:before:block max-sm:before:text-xs max-sm:before:font-normal max-sm:before:text-muted max-sm:before:content-[attr(data-label)]';
const MONEY_CELL = `px-2 py-1.5 text-right tabular-nums whitespace-nowrap ${CARD_CELL}`;

/**
 * Positive (still due) is red, negative (paid more than billed, or a payment in or out with no
 * bill) green; the sign says it too.
 */
function Difference({ paise }: { paise: number }) {
  if (paise > 0) return <span className="font-medium text-danger">+{formatINR(paise)}</span>;
  if (paise < 0) return <span className="font-medium text-success">{formatINR(paise)}</span>;
  return <span>{formatINR(0)}</span>;
}

/** What the kind badges and the Difference colours mean. */
function Legend() {
  const { t } = useTranslation();
  return (
    <ul
      aria-label={t('Legend')}
      className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted"
    >
      {(Object.keys(KIND_LABELS) as (keyof typeof KIND_LABELS)[]).map((kind) => (
        <li key={kind}>
          <Badge tone={KIND_TONES[kind]}>{t(KIND_LABELS[kind])}</Badge>
        </li>
      ))}
      <li>
        {t('Difference')}: <span className="font-medium text-danger">{t('+ red')}</span>{' '}
        {t('still due')}, <span className="font-medium text-success">{t('− green')}</span>{' '}
        {t('paid more than billed, or a payment on its own')}
      </li>
    </ul>
  );
}

/**
 * No scroll anchoring while the list shows: rows come and go as they scroll by, and when a
 * page is appended the browser would keep its anchor (the page around the list) in place by
 * scrolling the view down past the new rows.
 */
function useNoScrollAnchoring() {
  useEffect(() => {
    const style = document.documentElement.style;
    const before = style.overflowAnchor;
    style.overflowAnchor = 'none';
    return () => {
      style.overflowAnchor = before;
    };
  }, []);
}

interface TransactionsTableProps {
  /** The rows loaded so far, in entry order (their place is the No. column). */
  rows: readonly DashboardTransaction[];
  /** Rows the whole day has. */
  total: number;
  /** Whether the server has more rows after these. */
  hasMore: boolean;
  loadingMore: boolean;
  /** Why the last page did not load (shown in place of "Loading more..."); null when it did. */
  moreError: string | null;
  onMore: () => void;
}

/**
 * The day's transactions; a row with an id opens it for modifying (click, Enter or Space).
 * Only the rows in view are drawn (TanStack Virtual over the page's own scroll; spacer rows
 * keep the native table), and the next page is asked for as the last loaded row comes near.
 * Sorting sorts the whole day: the remaining pages are loaded first.
 */
export function TransactionsTable({
  rows,
  total,
  hasMore,
  loadingMore,
  moreError,
  onMore,
}: TransactionsTableProps) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const open = (id: number) => navigate(`/invoice?mode=modify&id=${id}`);
  const numbered = useMemo(() => rows.map((row, i) => ({ row, no: i + 1 })), [rows]);
  const { sorted, sort, toggle } = useSortedRows<Numbered, Column>(numbered, sortValue);
  const widths = useMemo(() => columnWidths(widthColumns(t), numbered), [numbered, t]);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  // Where the rows start on the page, for the window's scroll (the cards above may resize).
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const top = (bodyRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
    if (Math.abs(top - scrollMargin) > 1) setScrollMargin(top);
  });
  const virtualizer = useWindowVirtualizer({
    count: sorted.length + (hasMore ? 1 : 0),
    estimateSize: () => ROW_ESTIMATE,
    overscan: 10,
    scrollMargin,
  });
  const items = virtualizer.getVirtualItems();
  const lastShown = items.at(-1)?.index ?? -1;
  // The next page when the loader row comes into view, or at once to sort the whole day.
  useEffect(() => {
    if (hasMore && !loadingMore && !moreError && (sort !== null || lastShown >= sorted.length))
      onMore();
  }, [hasMore, loadingMore, moreError, sort, lastShown, sorted.length, onMore]);
  const padTop = (items[0]?.start ?? scrollMargin) - scrollMargin;
  const padBottom =
    items.length > 0 ? virtualizer.getTotalSize() - ((items.at(-1)?.end ?? 0) - scrollMargin) : 0;
  const totalCh = widths.slice(0, -1).reduce((a, b) => a + b, REMARK_MIN_CH);

  useNoScrollAnchoring();

  return (
    <>
      <div className="overflow-x-auto rounded-md border border-line bg-surface">
        <table
          aria-rowcount={total + 1}
          className={`w-full table-fixed border-collapse text-sm sm:w-(--table-width) ${CARD_TABLE}`}
          style={
            {
              '--table-width': `max(100%, ${columnWidth(totalCh, widths.length)})`,
            } as CSSProperties
          }
        >
          <caption className="sr-only">{t('Transactions')}</caption>
          <colgroup className="max-sm:hidden">
            {widths.map((w, i) => (
              <col
                key={HEADERS[i]!.key}
                style={i < widths.length - 1 ? { width: columnWidth(w) } : undefined}
              />
            ))}
          </colgroup>
          <thead className="bg-canvas text-left text-xs uppercase tracking-wide text-muted max-sm:sr-only">
            <tr aria-rowindex={1}>
              {HEADERS.map((h) => (
                <th
                  key={h.key}
                  scope="col"
                  aria-sort={ariaSort(h.key, sort)}
                  className={`px-2 py-2 font-medium ${h.right ? 'text-right' : ''}`}
                >
                  <SortButton column={h.key} sort={sort} onSort={toggle}>
                    {t(h.label)}
                  </SortButton>
                </th>
              ))}
            </tr>
          </thead>
          <tbody ref={bodyRef} className="max-sm:block">
            {padTop > 0 && (
              <tr aria-hidden="true" className="max-sm:block">
                <td colSpan={HEADERS.length} style={{ height: padTop, padding: 0 }} />
              </tr>
            )}
            {items.map((item) => {
              const numberedRow = sorted[item.index];
              if (!numberedRow) {
                return (
                  <tr
                    key="more"
                    data-index={item.index}
                    ref={virtualizer.measureElement}
                    className="border-t border-line max-sm:block"
                  >
                    <td colSpan={HEADERS.length} className="px-2 py-1.5 text-muted max-sm:block">
                      {moreError ??
                        t('Loading more... ({{shown}} of {{total}})', {
                          shown: rows.length,
                          total,
                        })}
                    </td>
                  </tr>
                );
              }
              const { row, no } = numberedRow;
              const id = row.transactionId;
              const number = displayNumber(row.number);
              return (
                <tr
                  key={id ?? `row-${no}`}
                  data-index={item.index}
                  ref={virtualizer.measureElement}
                  aria-rowindex={no + 1}
                  tabIndex={id === null ? undefined : 0}
                  aria-label={
                    id === null
                      ? undefined
                      : t('Open transaction {{number}}', { number: number || no })
                  }
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
                    data-label={t('No.')}
                    className={`px-2 py-1.5 text-right tabular-nums text-muted ${CARD_CELL}`}
                  >
                    {no}
                  </td>
                  <td
                    data-label={t('Kind')}
                    className={`px-2 py-1.5 whitespace-nowrap ${CARD_CELL}`}
                  >
                    <Badge tone={KIND_TONES[row.kind]}>{t(KIND_LABELS[row.kind])}</Badge>
                  </td>
                  <td
                    data-label={t('Number')}
                    className={`px-2 py-1.5 whitespace-nowrap sm:truncate ${CARD_CELL}`}
                  >
                    {number}
                  </td>
                  <td
                    data-label={t('Time')}
                    className={`px-2 py-1.5 tabular-nums whitespace-nowrap ${CARD_CELL}`}
                  >
                    {displayTime(row.time)}
                  </td>
                  <td
                    data-label={t('Customer')}
                    title={row.customerName}
                    className={`px-2 py-1.5 sm:truncate ${CARD_CELL}`}
                  >
                    {row.customerName}
                  </td>
                  <td data-label={t('Total')} className={MONEY_CELL}>
                    {formatINR(row.totalAmount)}
                  </td>
                  <td data-label={t('Paid')} className={MONEY_CELL}>
                    {formatINR(row.amountPaid)}
                  </td>
                  <td data-label={t('Difference')} className={MONEY_CELL}>
                    <Difference paise={row.pendingAmount} />
                  </td>
                  <td
                    data-label={t('Remark')}
                    title={row.remark || undefined}
                    className={`px-2 py-1.5 text-muted sm:truncate ${CARD_CELL}`}
                  >
                    {row.remark}
                  </td>
                </tr>
              );
            })}
            {padBottom > 0 && (
              <tr aria-hidden="true" className="max-sm:block">
                <td colSpan={HEADERS.length} style={{ height: padBottom, padding: 0 }} />
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <Legend />
    </>
  );
}
