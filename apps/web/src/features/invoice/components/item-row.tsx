import { useTranslation } from '../../../i18n/react.ts';
import { tk, type Text } from '@hisaab/shared/i18n/messages';
import { messageText } from '../../../i18n/i18n.ts';
import { useState, type KeyboardEvent } from 'react';
import { formatINR } from '@hisaab/shared/format';
import { Autocomplete } from '../../../ui/autocomplete.tsx';
import { CONTROL_CLASS } from '../../../ui/field-frame.tsx';
import { ItemField } from './item-field.tsx';
import type { ItemOption, UnitOption } from '../api/autocomplete-data.ts';
import { acceptNumberText, lineAmount, type BillLine } from '../model/bill.ts';
import type { StockWarning } from '../model/stock-warning.ts';
import { STOCK_CLASS, StockNote, stockNoteId } from './stock-note.tsx';
import type { LinePatch } from '../hooks/use-bill.ts';
import { LineBatch, type BatchSide } from './line-batch.tsx';

export type Cell = 'item' | 'qty' | 'rate' | 'unit' | 'lot' | 'batch' | 'expiry';

export interface ItemRowProps {
  line: BillLine;
  index: number;
  /** The last line's item box is the screen's search box for Find (`/`). */
  findTarget: boolean;
  items: readonly ItemOption[];
  units: readonly UnitOption[];
  traceability: boolean;
  stock: StockWarning | null;
  /** The item has no tax in force on the bill's date (noTaxInForceWarning), else null. */
  taxWarning: Text | null;
  /** Messages beside Quantity and Rate: limits broken while typing, or the server's refusal. */
  errors: Partial<Record<'quantity' | 'rate' | 'batch', string>>;
  /** The bill's side and date for a line's batch (issue 40 part 2); null: no batches. */
  batchSide: BatchSide | null;
  onPatch: (key: string, patch: LinePatch) => void;
  onChooseItem: (key: string, item: ItemOption) => void;
  onNewItem: (key: string, name: string) => void;
  /** null on a bill that is only read (an Auditor's): no Delete. */
  onRemove: ((key: string) => void) | null;
  /** Enter in a field moves on, as Tab does, and past the last field to the next row. */
  onEnter: (key: string, cell: Cell) => void;
}

const NUMBERS_ONLY = {
  quantity: tk('Numbers only, up to 3 decimals.'),
  rate: tk('Numbers only, up to 2 decimals.'),
} as const;

/**
 * Below 640 px a line is a card, not a table row: the item across the top (with its number and
 * Delete), then Quantity, Rate and Unit, then Lot / Serial, then the line's total. Rate gets the
 * widest share: 12500.00 fits at 360 px. Cells keep their
 * table roles; only their boxes move.
 */
const CARD = {
  row: 'max-sm:grid max-sm:grid-cols-[1.5rem_minmax(0,2fr)_minmax(0,3fr)_minmax(0,1fr)_auto] max-sm:items-end max-sm:gap-x-1 max-sm:py-2',
  // Without Delete (a bill only read) its column is empty: the Unit takes a wider share instead.
  readOnlyRow:
    'max-sm:grid max-sm:grid-cols-[1.5rem_minmax(0,2fr)_minmax(0,3fr)_minmax(0,2fr)_auto] max-sm:items-end max-sm:gap-x-1 max-sm:py-2',
  no: 'max-sm:col-start-1 max-sm:row-start-1 max-sm:self-center max-sm:px-0',
  item: 'max-sm:col-span-3 max-sm:col-start-2 max-sm:row-start-1 max-sm:min-w-0',
  remove: 'max-sm:col-start-5 max-sm:row-start-1 max-sm:self-center',
  qty: 'max-sm:col-start-2 max-sm:row-start-2 max-sm:w-auto max-sm:self-start',
  rate: 'max-sm:col-start-3 max-sm:row-start-2 max-sm:w-auto max-sm:self-start',
  unit: 'max-sm:col-span-2 max-sm:col-start-4 max-sm:row-start-2 max-sm:w-auto max-sm:self-start',
  lot: 'max-sm:col-span-2 max-sm:col-start-2 max-sm:row-start-3 max-sm:w-auto',
  // A row of its own across the card: "Total ₹1,344.00" is wider than the Unit's columns.
  total:
    'max-sm:col-span-4 max-sm:col-start-2 max-sm:row-start-4 max-sm:w-auto max-sm:font-medium max-sm:before:mr-1 max-sm:before:font-normal max-sm:before:text-muted max-sm:before:content-[attr(data-label)]',
} as const;

/** Column headers name the fields on a wide screen; on a card each field shows its label. */
const CARD_LABEL =
  'sr-only max-sm:not-sr-only max-sm:block max-sm:px-0.5 max-sm:text-xs max-sm:text-muted';

/** The ids an input is described by (its error, then other notes), or undefined. */
const ids = (...list: (string | false | null | undefined)[]) =>
  list.filter(Boolean).join(' ') || undefined;

export function ItemRow(props: ItemRowProps) {
  const { t } = useTranslation();
  const { line, index, stock, onPatch, errors } = props;
  const n = index + 1;
  const amount = lineAmount(line);
  const special = line.specialKind !== null;
  // A keystroke refused (a letter in Rate): said once beside the field until the next good one.
  const [refused, setRefused] = useState<'quantity' | 'rate' | null>(null);
  const typeNumber = (field: 'quantity' | 'rate', text: string) => {
    const accepted = acceptNumberText(field, text);
    setRefused(accepted === null ? field : null);
    if (accepted !== null) onPatch(line.key, { [field]: accepted });
  };
  const note = (field: 'quantity' | 'rate', id: string) =>
    errors[field] ? (
      <p id={id} className="mt-0.5 text-xs text-danger">
        {messageText(errors[field])}
      </p>
    ) : refused === field ? (
      <p id={id} className="mt-0.5 text-xs text-warning" aria-live="polite">
        {t(NUMBERS_ONLY[field])}
      </p>
    ) : null;
  const qtyNote = errors.quantity || refused === 'quantity' ? `qty-note-${line.key}` : null;
  const rateNote = errors.rate || refused === 'rate' ? `rate-note-${line.key}` : null;

  const qtyNoteText = qtyNote && note('quantity', qtyNote);
  const rateNoteText = rateNote && note('rate', rateNote);

  const enter = (cell: Cell) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter' || e.ctrlKey || e.metaKey || e.altKey) return;
    e.preventDefault();
    props.onEnter(line.key, cell);
  };

  return (
    <>
      <tr
        className={`border-t border-line align-top ${props.onRemove ? CARD.row : CARD.readOnlyRow}`}
        onKeyDown={(e) => {
          if ((e.ctrlKey || e.metaKey) && e.key === 'Delete' && props.onRemove) {
            e.preventDefault();
            props.onRemove(line.key);
          }
        }}
      >
        <td className={`px-2 py-1.5 text-right text-muted tabular-nums ${CARD.no}`}>{n}</td>
        <td className={`min-w-56 px-1 py-1 ${CARD.item}`}>
          <ItemField
            label={t('Item {{n}}', { n })}
            value={line.itemName}
            onType={(text) => onPatch(line.key, { itemName: text })}
            items={props.items}
            onSelect={(i) => props.onChooseItem(line.key, i)}
            onCreate={(text) => props.onNewItem(line.key, text)}
            onKeyDown={enter('item')}
            findTarget={props.findTarget}
            id={`item-${line.key}`}
          />
          {props.taxWarning && (
            <p className="mt-0.5 text-xs text-warning" role="status" data-testid="line-tax-warning">
              {messageText(props.taxWarning)}
            </p>
          )}
        </td>
        <td className={`w-24 px-1 py-1 ${CARD.qty}`}>
          <label htmlFor={`qty-${line.key}`} className={CARD_LABEL}>
            {t('Quantity')} <span className="sr-only">{n}</span>
          </label>
          <input
            id={`qty-${line.key}`}
            className={`${CONTROL_CLASS} text-right tabular-nums ${stock ? STOCK_CLASS[stock.level] : ''}`}
            inputMode="decimal"
            value={line.quantity}
            readOnly={special}
            tabIndex={special ? -1 : undefined}
            aria-invalid={errors.quantity ? true : undefined}
            aria-describedby={ids(qtyNote, stockNoteId(line.key, stock))}
            onChange={(e) => typeNumber('quantity', e.target.value)}
            onKeyDown={enter('qty')}
          />
          {qtyNoteText}
          <StockNote lineKey={line.key} warning={stock} />
        </td>
        <td className={`w-28 px-1 py-1 ${CARD.rate}`}>
          <label htmlFor={`rate-${line.key}`} className={CARD_LABEL}>
            {t('Rate')} <span className="sr-only">{n}</span>
          </label>
          <input
            id={`rate-${line.key}`}
            className={`${CONTROL_CLASS} text-right tabular-nums`}
            inputMode="decimal"
            value={line.rate}
            aria-invalid={errors.rate ? true : undefined}
            aria-describedby={ids(rateNote)}
            onChange={(e) => typeNumber('rate', e.target.value)}
            onKeyDown={enter('rate')}
          />
          {rateNoteText}
        </td>
        <td className={`w-28 px-1 py-1 ${CARD.unit}`}>
          <Autocomplete<UnitOption>
            label={
              <>
                {t('Unit')} <span className="sr-only">{n}</span>
              </>
            }
            hideLabel
            labelClassName={CARD_LABEL}
            value={line.unitName}
            onChange={(text) => onPatch(line.key, { unitName: text, unitId: null })}
            options={props.units}
            getLabel={(u) => u.name}
            getKey={(u) => u.id}
            onSelect={(u) => onPatch(line.key, { unitName: u.name, unitId: u.id })}
            onCreate={(text) => onPatch(line.key, { unitName: text, unitId: null })}
            onKeyDown={enter('unit')}
            disabled={special}
            id={`unit-${line.key}`}
          />
        </td>
        {props.traceability && (
          <td className={`w-36 px-1 py-1 ${CARD.lot}`}>
            <label htmlFor={`lot-${line.key}`} className={CARD_LABEL}>
              {t('Lot / Serial')} <span className="sr-only">{n}</span>
            </label>
            {/* A batch's number is under the item (line-batch.tsx), not typed twice. */}
            {!(props.batchSide && line.trackedByBatch) && (
              <input
                id={`lot-${line.key}`}
                className={CONTROL_CLASS}
                value={line.lotSerialNumber}
                maxLength={64}
                onChange={(e) => onPatch(line.key, { lotSerialNumber: e.target.value })}
                onKeyDown={enter('lot')}
              />
            )}
          </td>
        )}
        <td
          className={`w-28 px-2 py-1.5 text-right tabular-nums ${CARD.total}`}
          data-testid={`line-total-${n}`}
          data-label={t('Total')}
        >
          {amount === null ? '' : formatINR(amount)}
        </td>
        {props.onRemove && (
          <td className={`px-1 py-1 text-right ${CARD.remove}`}>
            <button
              type="button"
              tabIndex={-1}
              onClick={() => props.onRemove?.(line.key)}
              aria-label={t('Delete line {{n}}', { n })}
              title={t('Delete line (Ctrl+Delete)')}
              className="rounded px-2 py-1 text-sm text-danger hover:bg-danger-soft"
            >
              {t('Delete')}
            </button>
          </td>
        )}
      </tr>
      {props.batchSide && line.trackedByBatch && line.itemId !== null && (
        // The line's batch on a second, small line under it (issue 40 part 2).
        <tr className="max-sm:block">
          <td className="max-sm:hidden" />
          <td colSpan={7} className="px-1 pb-1.5 max-sm:block">
            <LineBatch
              line={line}
              n={n}
              side={props.batchSide}
              error={errors.batch}
              onPatch={onPatch}
              onEnter={(cell) => props.onEnter(line.key, cell)}
              readOnly={props.onRemove === null}
            />
          </td>
        </tr>
      )}
    </>
  );
}
