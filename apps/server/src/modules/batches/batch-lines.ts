// The batches of a bill's lines, decided inside its save (issue 40 part 2). A purchase line
// names its batch by number (required for an item tracked by batch) with its dates and MRP: the
// batch is made, or the item's batch of that number is reused and takes the dates given. A sale
// line of a tracked item takes the batch chosen, else the one its number names, else the
// first-expiring batch with stock on the bill's date (FEFO); a batch expired before the bill's
// date is refused. On an item not tracked, a lot/serial number typed is its batch too (the one
// way of tracing goods), without dates. Estimates and special lines name no batch.
import { formatDate } from '@hisaab/shared/format';
import { msg } from '@hisaab/shared/i18n/messages';
import { toPaise } from '@hisaab/shared/money';
import type { DbOrTx } from '../../db/client.ts';
import { fieldError } from '../../platform/errors.ts';
import * as repo from './batches.repo.ts';

export const BATCH_MESSAGES = {
  numberRequired: (n: number, item: string) =>
    msg('Line {{n}}: {{item}} is tracked by batch: enter its batch number.', { n, item }),
  expiryBeforeMfg: (n: number) =>
    msg('Line {{n}}: the expiry date is before the manufacturing date.', { n }),
  unknownBatch: (n: number, item: string, batch: string) =>
    msg('Line {{n}}: {{item}} has no batch {{batch}}.', { n, item, batch }),
  notItsBatch: (n: number, item: string) =>
    msg('Line {{n}}: the batch chosen is not a batch of {{item}}.', { n, item }),
  expired: (n: number, item: string, batch: string, expiry: string) =>
    msg('Line {{n}}: batch {{batch}} of {{item}} expired on {{expiry}} and cannot be sold.', {
      n,
      item,
      batch,
      expiry,
    }),
} as const;

/** What a line of the save brings for its batch. */
export interface BatchLineInput {
  item: { id: number; name: string; specialKind: string | null; trackedByBatch?: boolean };
  lotSerialNumber: string | null;
  qtyMilli: number;
  batchId?: number | null;
  mfgDate?: string | null;
  expiryDate?: string | null;
  mrp?: number | null;
  /**
   * A sale line billing a delivery challan's line: the challan line's batch (null: it names
   * none), taken as it is. The goods left on the challan: no stock or expiry is asked again.
   */
  carried?: { batchId: number | null };
}

export interface BatchChoice {
  batchId: number | null;
  /** The batch's number as stored (the line's lot/serial), or the line's own. */
  lotSerialNumber: string | null;
}

const batchField = (index: number) => `lineItems.${index}.batch`;

/** Whether a batch expired before `date` (both yyyy-mm-dd). */
export const expiredOn = (b: { expiryDate: string | null }, date: string) =>
  b.expiryDate !== null && b.expiryDate < date;

/**
 * Each line's batch, in the lines' order. `side`: a purchase brings batches in, a sale takes
 * them out; `none` (an estimate, an opening balance) names none. `without`: the bill or
 * challan being edited, whose own lines do not count in the stock a sale picks from.
 */
export async function assignBatches(
  db: DbOrTx,
  companyId: number,
  args: {
    side: 'purchase' | 'sale' | 'none';
    date: string;
    lines: readonly BatchLineInput[];
    without: repo.StockWithout;
  },
): Promise<{ choices: BatchChoice[]; batches: Map<number, repo.BatchRow> }> {
  const batches = new Map<number, repo.BatchRow>();
  /** What earlier lines of this bill take from each batch (thousandths). */
  const taken = new Map<number, number>();
  const choices: BatchChoice[] = [];
  for (const [index, line] of args.lines.entries()) {
    const n = index + 1;
    if (line.carried && args.side === 'sale') {
      const id = line.carried.batchId;
      const batch =
        id === null ? undefined : (await repo.batchesByIds(db, companyId, [id])).get(id);
      if (batch) batches.set(batch.id, batch);
      choices.push({
        batchId: batch?.id ?? null,
        lotSerialNumber: batch?.batchNumber ?? line.lotSerialNumber,
      });
      continue;
    }
    const number = line.lotSerialNumber?.trim() || null;
    const tracked = line.item.trackedByBatch === true;
    const chosen = args.side === 'sale' && line.batchId != null;
    if (
      args.side === 'none' ||
      line.item.specialKind !== null ||
      (!tracked && number === null && !chosen)
    ) {
      choices.push({ batchId: null, lotSerialNumber: line.lotSerialNumber });
      continue;
    }
    let batch: repo.BatchRow | null;
    if (args.side === 'purchase') {
      if (number === null)
        throw fieldError(batchField(index), BATCH_MESSAGES.numberRequired(n, line.item.name));
      batch = await purchased(db, companyId, line, number, index);
    } else {
      batch = await sold(db, companyId, line, number, index, args, taken);
      if (batch && expiredOn(batch, args.date))
        throw fieldError(
          batchField(index),
          BATCH_MESSAGES.expired(
            n,
            line.item.name,
            batch.batchNumber,
            formatDate(batch.expiryDate!),
          ),
        );
    }
    if (!batch) {
      choices.push({ batchId: null, lotSerialNumber: number });
      continue;
    }
    batches.set(batch.id, batch);
    taken.set(batch.id, (taken.get(batch.id) ?? 0) + line.qtyMilli);
    choices.push({ batchId: batch.id, lotSerialNumber: batch.batchNumber });
  }
  return { choices, batches };
}

/** A purchase line's batch: made, or reused with the dates and MRP it gives. */
async function purchased(
  db: DbOrTx,
  companyId: number,
  line: BatchLineInput,
  number: string,
  index: number,
): Promise<repo.BatchRow> {
  const given = {
    mfgDate: line.mfgDate ?? null,
    expiryDate: line.expiryDate ?? null,
    mrpPaise: line.mrp == null ? null : toPaise(line.mrp),
  };
  if (given.mfgDate && given.expiryDate && given.expiryDate < given.mfgDate)
    throw fieldError(batchField(index), BATCH_MESSAGES.expiryBeforeMfg(index + 1));
  const found = await repo.batchByNumber(db, companyId, line.item.id, number);
  if (!found) return repo.insertBatch(db, companyId, line.item.id, number, given);
  const values = {
    mfgDate: given.mfgDate ?? found.mfgDate,
    expiryDate: given.expiryDate ?? found.expiryDate,
    mrpPaise: given.mrpPaise ?? found.mrpPaise,
  };
  if (values.mfgDate && values.expiryDate && values.expiryDate < values.mfgDate)
    throw fieldError(batchField(index), BATCH_MESSAGES.expiryBeforeMfg(index + 1));
  const same =
    values.mfgDate === found.mfgDate &&
    values.expiryDate === found.expiryDate &&
    values.mrpPaise === found.mrpPaise;
  return same ? found : repo.updateBatch(db, companyId, found.id, values);
}

/**
 * A sale line's batch: the one chosen, or named by its number, else the first-expiring one
 * with stock left (what earlier lines of the bill took counted), else the first not expired,
 * else the last to expire (refused by the caller as expired). Null: the item has no batch yet,
 * or (not tracked) its number names none and one is made.
 */
async function sold(
  db: DbOrTx,
  companyId: number,
  line: BatchLineInput,
  number: string | null,
  index: number,
  args: { date: string; without: repo.StockWithout },
  taken: Map<number, number>,
): Promise<repo.BatchRow | null> {
  const n = index + 1;
  if (line.batchId != null) {
    const chosen = (await repo.batchesByIds(db, companyId, [line.batchId])).get(line.batchId);
    if (!chosen || chosen.itemId !== line.item.id)
      throw fieldError(batchField(index), BATCH_MESSAGES.notItsBatch(n, line.item.name));
    return chosen;
  }
  if (number !== null) {
    const found = await repo.batchByNumber(db, companyId, line.item.id, number);
    if (found) return found;
    if (line.item.trackedByBatch)
      throw fieldError(batchField(index), BATCH_MESSAGES.unknownBatch(n, line.item.name, number));
    return repo.insertBatch(db, companyId, line.item.id, number, {
      mfgDate: null,
      expiryDate: null,
      mrpPaise: null,
    });
  }
  const list = await repo.batchesOfItem(db, companyId, line.item.id, args.date, args.without);
  const fresh = list.filter((b) => !expiredOn(b, args.date));
  const pick =
    fresh.find((b) => b.stockMilli - (taken.get(b.id) ?? 0) > 0) ?? fresh[0] ?? list.at(-1);
  if (!pick) return null;
  return (await repo.batchesByIds(db, companyId, [pick.id])).get(pick.id)!;
}
