import type { Text } from '@hisaab/shared/i18n/messages';
import { useTranslation } from '../../../i18n/react.ts';
import { useEffect, useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import type { ItemOption, UnitOption } from '../api/autocomplete-data.ts';
import type { BillLine } from '../model/bill.ts';
import type { StockWarning } from '../model/stock-warning.ts';
import type { LinePatch } from '../hooks/use-bill.ts';
import { ItemRow, type Cell } from './item-row.tsx';
import type { BatchSide } from './line-batch.tsx';

export const cellId = (cell: Cell, key: string) => `${cell}-${key}`;

interface ItemsTableProps {
  lines: readonly BillLine[];
  items: readonly ItemOption[];
  units: readonly UnitOption[];
  traceability: boolean;
  stockOf: (line: BillLine) => StockWarning | null;
  /** A line whose item has no tax in force on the bill's date: a warning, not a refusal. */
  taxWarningOf: (line: BillLine) => Text | null;
  /** Messages beside a row's Quantity and Rate, by the row's key. */
  errorsOf: (line: BillLine) => Partial<Record<'quantity' | 'rate' | 'batch', string>>;
  /** The bill's side and date for the lines' batches (issue 40 part 2); null: none. */
  batchSide: BatchSide | null;
  onPatch: (key: string, patch: LinePatch) => void;
  onChooseItem: (key: string, item: ItemOption) => void;
  onNewItem: (key: string, name: string) => void;
  onRemove: (key: string) => void;
  onAddLine: () => string;
  /** An Auditor's view: no Delete per row, no Add Row. */
  readOnly?: boolean;
}

/** The bill's rows: No, Item, Quantity, Rate, Unit, [Lot / Serial], Total, Delete; Add Row. */
export function ItemsTable(props: ItemsTableProps) {
  const { t } = useTranslation();
  const { lines, traceability } = props;
  const [focusKey, setFocusKey] = useState<string | null>(null);
  // Enter's path through a line: the unit comes with the item, so Enter passes it by (Tab
  // still reaches it); after the rate (or lot) the next line's item, a new line after the last.
  // A purchase line's batch (issue 40 part 2) follows its rate when the line has one.
  const enterOrder: Cell[] = traceability
    ? ['item', 'qty', 'rate', 'batch', 'expiry', 'lot']
    : ['item', 'qty', 'rate', 'batch', 'expiry'];

  useEffect(() => {
    if (!focusKey) return;
    document.getElementById(cellId('item', focusKey))?.focus();
    setFocusKey(null);
  }, [focusKey, lines]);

  function focusNext(key: string, cell: Cell) {
    const rowIndex = lines.findIndex((l) => l.key === key);
    const order = enterOrder.slice(enterOrder.indexOf(cell === 'unit' ? 'rate' : cell) + 1);
    for (const next of order) {
      const el = document.getElementById(cellId(next, key)) as HTMLInputElement | null;
      if (el && !el.disabled && !el.readOnly) {
        el.focus();
        el.select();
        return;
      }
    }
    const following = lines[rowIndex + 1];
    if (following) setFocusKey(following.key);
    else setFocusKey(props.onAddLine());
  }

  return (
    <section aria-label={t('Items')} className="flex flex-col gap-2">
      <div className="relative overflow-x-auto rounded-md border border-line bg-surface">
        {/* On a phone each line is a card (item-row.tsx): no columns to scroll sideways to. */}
        <table className="w-full border-collapse text-sm max-sm:block sm:min-w-[44rem]">
          <thead className="bg-canvas text-left text-xs uppercase tracking-wide text-muted max-sm:sr-only">
            <tr>
              <th scope="col" className="w-10 px-2 py-2 text-right font-medium">
                {t('No', { context: 'number' })}
              </th>
              <th scope="col" className="px-2 py-2 font-medium">
                {t('Item')}
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                {t('Quantity')}
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                {t('Rate')}
              </th>
              <th scope="col" className="px-2 py-2 font-medium">
                {t('Unit')}
              </th>
              {traceability && (
                <th scope="col" className="px-2 py-2 font-medium">
                  {t('Lot / Serial')}
                </th>
              )}
              <th scope="col" className="px-2 py-2 text-right font-medium">
                {t('Total')}
              </th>
              {!props.readOnly && (
                <th scope="col" className="px-2 py-2 font-medium">
                  <span className="sr-only">{t('Delete')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {lines.map((line, i) => (
              <ItemRow
                key={line.key}
                line={line}
                index={i}
                findTarget={i === lines.length - 1}
                items={props.items}
                units={props.units}
                traceability={traceability}
                stock={props.stockOf(line)}
                taxWarning={props.taxWarningOf(line)}
                errors={props.errorsOf(line)}
                batchSide={props.batchSide}
                onPatch={props.onPatch}
                onChooseItem={props.onChooseItem}
                onNewItem={props.onNewItem}
                onRemove={props.readOnly ? null : props.onRemove}
                onEnter={focusNext}
              />
            ))}
          </tbody>
        </table>
      </div>
      {!props.readOnly && (
        <div className="flex flex-wrap items-center gap-3 text-xs text-muted">
          <Button variant="secondary" onClick={() => setFocusKey(props.onAddLine())}>
            {t('Add Row')}
          </Button>
          {/* Keys mean nothing on a touch screen: the hint is for wider screens. */}
          <span className="max-sm:hidden">
            {t(
              'Enter moves to the next field, and from the rate to the next line (a new one after the last) · Ctrl+Delete removes a row',
            )}
          </span>
        </div>
      )}
    </section>
  );
}
