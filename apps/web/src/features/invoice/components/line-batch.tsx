// A bill line's batch (issue 40 part 2), under its item. On a sale of an item tracked by batch:
// the first-expiring batch with stock on the bill's date unless another is chosen in the picker
// (batches with their stock and expiry; expired ones cannot be chosen), named once: in the
// picker, or as "Batch B07 · Exp 12/2026" where there is no picker (a bill only read, a line
// billing a delivery challan's, whose batch left on the challan); and a warning when the batch
// holds less than the quantity. On a purchase: the batch's number, manufacturing and expiry
// dates and MRP, as the pack says. A delivery challan's line (issue 40) picks as a sale's.
import { useEffect } from 'react';
import { useTranslation, type TFunction } from '../../../i18n/react.ts';
import { messageText } from '../../../i18n/i18n.ts';
import { batchLine, expiryMonth } from '@hisaab/shared/print/batch-line';
import { DatePicker } from '../../../ui/date-picker.tsx';
import { CONTROL_CLASS } from '../../../ui/field-frame.tsx';
import { firstExpiring, useItemBatches, type ItemBatch } from '../api/batches.ts';
import { parseQuantity, type BillLine } from '../model/bill.ts';
import type { LinePatch } from '../hooks/use-bill.ts';

/** The bill a line belongs to: which way its batches move, on what date. */
export interface BatchSide {
  isPurchase: boolean;
  date: string;
  /** The bill being edited (its own lines are left out of the stock), else null. */
  billId: number | null;
  /** The delivery challan being edited (its own lines left out of the stock), else none. */
  challanId?: number | null;
}

/** What a line's batch reads of its line: a bill's row, or a delivery challan's. */
export type BatchLine = Pick<BillLine, 'key' | 'itemId' | 'quantity'> &
  Partial<
    Pick<
      BillLine,
      | 'lotSerialNumber'
      | 'trackedByBatch'
      | 'batchId'
      | 'batchExpiry'
      | 'mfgDate'
      | 'expiryDate'
      | 'mrp'
      | 'challanLineId'
    >
  >;

interface LineBatchProps {
  line: BatchLine;
  n: number;
  side: BatchSide;
  /** The server's refusal (an expired batch, a missing number), shown here. */
  error: string | undefined;
  onPatch: (key: string, patch: LinePatch) => void;
  /** Enter in the batch's number moves on, as in the line's other fields. */
  onEnter: (cell: 'batch') => void;
  readOnly: boolean;
}

const SMALL = `${CONTROL_CLASS} !py-1 text-xs`;

export function LineBatch(props: LineBatchProps) {
  if (!props.line.trackedByBatch || props.line.itemId === null) return null;
  return props.side.isPurchase ? <PurchaseBatch {...props} /> : <SaleBatch {...props} />;
}

const choice = (b: ItemBatch): LinePatch => ({
  batchId: b.id,
  lotSerialNumber: b.number,
  batchExpiry: b.expiryDate,
});

function SaleBatch({ line, n, side, error, onPatch, readOnly: onlyRead }: LineBatchProps) {
  const { t } = useTranslation();
  // A row billing a challan's line bills the batch that left on the challan: nothing to pick.
  const readOnly = onlyRead || Boolean(line.challanLineId);
  const batches = useItemBatches(line.itemId, side.date, {
    billId: side.billId,
    challanId: side.challanId ?? null,
  });
  const list = batches.data ?? [];
  const first = firstExpiring(list);
  // A new line takes the first-expiring batch (a scan too); one chosen or saved stays.
  useEffect(() => {
    if (!readOnly && line.batchId == null && first) onPatch(line.key, choice(first));
  }, [readOnly, line.batchId, line.key, first, onPatch]);
  const chosen = list.find((b) => b.id === line.batchId);
  // The picker lists the batches with stock (an expired one among them, not to be chosen).
  const shown = list.filter((b) => b.stock > 0 || b.id === line.batchId);
  const qtyMilli = parseQuantity(line.quantity) ?? 0;
  const short = chosen && qtyMilli > Math.round(chosen.stock * 1000);
  const picker = !readOnly && shown.length > 0;
  const label = batchLine(
    line.lotSerialNumber
      ? { number: line.lotSerialNumber, expiryDate: line.batchExpiry ?? null }
      : null,
    { t, digits: (s) => s },
  );
  const noteId = `batch-note-${line.key}`;
  return (
    <div
      className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs"
      data-testid={`line-batch-${n}`}
    >
      {/* The batch is named once: by the picker when there is one (issue 40). */}
      {!picker && (
        <span className={chosen?.expired ? 'text-danger' : 'text-muted'}>
          {label ?? (batches.isSuccess ? t('No batch in stock') : '')}
        </span>
      )}
      {picker && (
        <label className="flex items-center gap-1">
          <span className="text-muted" aria-hidden="true">
            {t('Batch')}
          </span>
          <span className="sr-only">{t('Batch of line {{n}}', { n })}</span>
          <select
            className={`${SMALL} w-auto max-w-56`}
            value={line.batchId ?? ''}
            aria-invalid={error ? true : undefined}
            aria-describedby={error || short ? noteId : undefined}
            onChange={(e) => {
              const b = shown.find((x) => x.id === Number(e.target.value));
              if (b) onPatch(line.key, choice(b));
            }}
          >
            {line.batchId == null && <option value="">{t('Choose a batch')}</option>}
            {shown.map((b) => (
              <option key={b.id} value={b.id} disabled={b.expired && b.id !== line.batchId}>
                {optionText(b, t)}
              </option>
            ))}
          </select>
        </label>
      )}
      {error ? (
        <p id={noteId} className="w-full text-danger" role="alert">
          {messageText(error)}
        </p>
      ) : short ? (
        <p id={noteId} className="w-full text-warning">
          {t('Only {{stock}} left in batch {{batch}}.', {
            stock: chosen.stock,
            batch: chosen.number,
          })}
        </p>
      ) : null}
    </div>
  );
}

/** "B07 · Exp 12/2026 · 3 in stock", or "… · expired". */
function optionText(b: ItemBatch, t: TFunction): string {
  const parts = [b.number];
  if (b.expiryDate) parts.push(t('Exp {{date}}', { date: expiryMonth(b.expiryDate) }));
  parts.push(b.expired ? t('expired') : t('{{stock}} in stock', { stock: b.stock }));
  return parts.join(' · ');
}

function PurchaseBatch({ line, n, error, onPatch, onEnter, readOnly }: LineBatchProps) {
  const { t } = useTranslation();
  const key = line.key;
  const noteId = `batch-note-${key}`;
  return (
    <div
      className="grid grid-cols-2 gap-2 sm:grid-cols-[9rem_11rem_11rem_7rem]"
      data-testid={`line-batch-${n}`}
    >
      <label className="flex flex-col gap-1 text-sm font-medium text-ink">
        {t('Batch no.')}
        <input
          id={`batch-${key}`}
          className={CONTROL_CLASS}
          value={line.lotSerialNumber ?? ''}
          maxLength={64}
          readOnly={readOnly}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? noteId : undefined}
          onChange={(e) => onPatch(key, { lotSerialNumber: e.target.value })}
          onKeyDown={(e) => {
            if (e.key !== 'Enter' || e.ctrlKey || e.metaKey || e.altKey) return;
            e.preventDefault();
            onEnter('batch');
          }}
        />
      </label>
      <DatePicker
        label={t('Mfg date')}
        value={line.mfgDate ?? ''}
        disabled={readOnly}
        id={`mfg-${key}`}
        onChange={(mfgDate) => onPatch(key, { mfgDate })}
      />
      <DatePicker
        label={t('Expiry date')}
        value={line.expiryDate ?? ''}
        disabled={readOnly}
        id={`expiry-${key}`}
        onChange={(expiryDate) => onPatch(key, { expiryDate, batchExpiry: expiryDate || null })}
      />
      <label className="flex flex-col gap-1 text-sm font-medium text-ink">
        {t('MRP')}
        <input
          id={`mrp-${key}`}
          className={CONTROL_CLASS}
          inputMode="decimal"
          value={line.mrp ?? ''}
          readOnly={readOnly}
          onChange={(e) => onPatch(key, { mrp: e.target.value })}
        />
      </label>
      {error && (
        <p id={noteId} className="col-span-full text-xs text-danger" role="alert">
          {messageText(error)}
        </p>
      )}
      <span className="sr-only">{t('Batch of line {{n}}', { n })}</span>
    </div>
  );
}
