// The lines table of the order and delivery challan screens (issue 40): item (the bill's item
// search), quantity, tax-inclusive rate and amount per line, with Enter moving on as on the
// bill (Item, Quantity, Rate, then the next line, added if last) and Delete (Ctrl+Delete) on a
// line nothing is billed against. A saved document adds its figures' columns (Billed, Pending).
// A delivery challan adds the bill's stock warning under a quantity and a line's batch under it.
import { Fragment, useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { formatINR } from '@hisaab/shared/format';
import { useTranslation } from '../../../i18n/react.ts';
import { CONTROL_CLASS } from '../../../ui/field-frame.tsx';
import {
  ItemField,
  STOCK_CLASS,
  StockNote,
  stockNoteId,
  type ItemOption,
  type StockWarning,
} from '../../invoice/index.ts';
import {
  emptyOrderLine,
  lineDraftPaise,
  rateText,
  type OrderLineDraft,
} from '../model/order-draft.ts';

type Cell = 'item' | 'qty' | 'rate';

export interface LineFigures {
  /** The columns' titles, after Amount. */
  titles: readonly string[];
  /** A stored line's cells under them, and whether it may be removed (nothing billed). */
  of: (lineId: number) => { cells: readonly ReactNode[]; removable: boolean } | undefined;
}

export function DocumentLines(props: {
  /** Makes the fields' ids unique on the page (order, challan). */
  idPrefix: string;
  lines: readonly OrderLineDraft[];
  onLines: (update: (lines: OrderLineDraft[]) => OrderLineDraft[]) => void;
  items: readonly ItemOption[];
  /** The rate an item chosen brings (its sale rate, or its buy rate for a purchase order). */
  rateOf: (item: ItemOption) => number;
  figures: LineFigures | null;
  /** The stock warning under a line's quantity (a delivery challan's), else none. */
  stockOf?: (line: OrderLineDraft) => StockWarning | null;
  /** What shows under a line, on a row of its own (a challan line's batch), else nothing. */
  below?: (
    line: OrderLineDraft,
    n: number,
    patch: (key: string, patch: Partial<OrderLineDraft>) => void,
  ) => ReactNode;
}) {
  const { t } = useTranslation();
  const { idPrefix, lines, onLines, figures } = props;
  const cellId = (cell: Cell, key: string) => `${idPrefix}-${cell}-${key}`;
  // The field to focus once the next render has it (a line added by Enter past the last Rate).
  const [focusNext, setFocusNext] = useState<string | null>(null);
  useEffect(() => {
    if (focusNext === null) return;
    document.getElementById(focusNext)?.focus();
    setFocusNext(null);
  }, [focusNext]);

  const setLine = (key: string, patch: Partial<OrderLineDraft>) =>
    onLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  const removeLine = (key: string) => onLines((ls) => ls.filter((x) => x.key !== key));
  // Another item, another batch: a line's batch is picked again for the item chosen.
  const noBatch = { batchId: null, lotSerialNumber: '', batchExpiry: null } as const;
  const chooseItem = (key: string, item: ItemOption) =>
    setLine(key, {
      itemId: item.id,
      itemName: item.name,
      unitId: item.unitId,
      rate: rateText(props.rateOf(item)),
      trackedByBatch: item.trackedByBatch === true,
      ...(lines.find((l) => l.key === key)?.itemId === item.id ? {} : noBatch),
    });

  function enter(key: string, cell: Cell) {
    if (cell === 'item') return setFocusNext(cellId('qty', key));
    if (cell === 'qty') return setFocusNext(cellId('rate', key));
    const at = lines.findIndex((l) => l.key === key);
    const next = lines[at + 1];
    if (next) return setFocusNext(cellId('item', next.key));
    const added = emptyOrderLine();
    onLines((ls) => [...ls, added]);
    setFocusNext(cellId('item', added.key));
  }
  const onEnter = (key: string, cell: Cell) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter' || e.ctrlKey || e.metaKey || e.altKey) return;
    e.preventDefault();
    enter(key, cell);
  };

  return (
    <div className="mb-3 overflow-x-auto rounded-md border border-line bg-surface">
      <table className="w-full min-w-[44rem] border-collapse text-sm">
        <caption className="sr-only">{t('Items')}</caption>
        <thead className="bg-canvas text-left text-xs uppercase tracking-wide text-muted">
          <tr>
            <th className="w-8 px-2 py-2 text-right font-medium">#</th>
            <th className="px-2 py-2 font-medium">{t('Item')}</th>
            <th className="w-24 px-2 py-2 text-right font-medium">{t('Quantity')}</th>
            <th className="w-28 px-2 py-2 text-right font-medium">{t('Rate')}</th>
            <th className="w-28 px-2 py-2 text-right font-medium">{t('Amount')}</th>
            {figures?.titles.map((title) => (
              <th key={title} className="w-20 px-2 py-2 text-right font-medium">
                {title}
              </th>
            ))}
            <th className="w-16 px-2 py-2" />
          </tr>
        </thead>
        <tbody>
          {lines.map((l, i) => {
            const n = i + 1;
            const stored = l.id === null ? undefined : figures?.of(l.id);
            // The server keeps a line something is billed against: no Delete offered for it.
            const removable = !stored || stored.removable;
            const amount = lineDraftPaise(l);
            const stock = props.stockOf?.(l) ?? null;
            const under = props.below?.(l, n, setLine);
            return (
              <Fragment key={l.key}>
                <tr
                  className="border-t border-line align-top"
                  onKeyDown={(e) => {
                    if ((e.ctrlKey || e.metaKey) && e.key === 'Delete' && removable) {
                      e.preventDefault();
                      removeLine(l.key);
                    }
                  }}
                >
                  <td className="px-2 py-2.5 text-right text-muted tabular-nums">{n}</td>
                  <td className="min-w-56 px-1 py-1">
                    <ItemField
                      label={t('Item of line {{line}}', { line: n })}
                      value={l.itemName}
                      items={props.items}
                      onType={(text) =>
                        setLine(l.key, { itemName: text, itemId: null, unitId: null, ...noBatch })
                      }
                      onSelect={(item) => chooseItem(l.key, item)}
                      onKeyDown={onEnter(l.key, 'item')}
                      rateOf={props.rateOf}
                      findTarget={i === lines.length - 1}
                      id={cellId('item', l.key)}
                    />
                  </td>
                  <td className="px-1 py-1">
                    <input
                      id={cellId('qty', l.key)}
                      aria-label={t('Quantity of line {{line}}', { line: n })}
                      inputMode="decimal"
                      className={`${CONTROL_CLASS} text-right tabular-nums ${stock ? STOCK_CLASS[stock.level] : ''}`}
                      value={l.quantity}
                      aria-describedby={stockNoteId(l.key, stock) ?? undefined}
                      onChange={(e) => setLine(l.key, { quantity: e.target.value })}
                      onKeyDown={onEnter(l.key, 'qty')}
                    />
                    <StockNote lineKey={l.key} warning={stock} />
                  </td>
                  <td className="px-1 py-1">
                    <input
                      id={cellId('rate', l.key)}
                      aria-label={t('Rate of line {{line}}', { line: n })}
                      inputMode="decimal"
                      className={`${CONTROL_CLASS} text-right tabular-nums`}
                      value={l.rate}
                      onChange={(e) => setLine(l.key, { rate: e.target.value })}
                      onKeyDown={onEnter(l.key, 'rate')}
                    />
                  </td>
                  <td
                    className="px-2 py-2.5 text-right tabular-nums"
                    data-testid={`${idPrefix}-line-amount-${n}`}
                  >
                    {amount === null ? '' : formatINR(amount)}
                  </td>
                  {figures?.titles.map((title, c) => (
                    <td key={title} className="px-2 py-2.5 text-right tabular-nums">
                      {stored?.cells[c] ?? ''}
                    </td>
                  ))}
                  <td className="px-1 py-1 text-right">
                    {removable && (
                      <button
                        type="button"
                        tabIndex={-1}
                        onClick={() => removeLine(l.key)}
                        aria-label={t('Delete line {{n}}', { n })}
                        title={t('Delete line (Ctrl+Delete)')}
                        className="rounded px-2 py-1 text-sm text-danger hover:bg-danger-soft"
                      >
                        {t('Delete')}
                      </button>
                    )}
                  </td>
                </tr>
                {under && (
                  <tr>
                    <td />
                    <td colSpan={5 + (figures?.titles.length ?? 0)} className="px-1 pb-1.5">
                      {under}
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
