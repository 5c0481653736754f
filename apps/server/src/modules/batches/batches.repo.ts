// Batches of items tracked by batch (issue 40 part 2) and their stock. A batch's stock is
// counted from the lines naming it, on each document's date: stock_sign × quantity (a purchase
// adds, a sale takes, a credit note's negative lines give back, a debit note's take back out;
// an estimate moves nothing), the rule item_stock keeps for the item. Every table in every
// statement is filtered by the company's constant id (one shard on Citus).
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { itemBatches, items } from '../../db/schema.ts';
import { queryRows } from '../../db/query-rows.ts';

export type BatchRow = typeof itemBatches.$inferSelect;

export interface BatchStock {
  id: number;
  itemId: number;
  batchNumber: string;
  mfgDate: string | null;
  expiryDate: string | null;
  mrpPaise: number | null;
  /** Thousandths on hand up to the date asked. */
  stockMilli: number;
}

/** Documents left out of a stock count: the bill or challan being edited (its lines rewritten). */
export interface StockWithout {
  transactionId?: number | null;
  challanId?: number | null;
}

/**
 * Every movement of goods by batch up to `asOf` (inclusive), one row each:
 * `(item_id, batch_id, qty)`: a bill line's stock_sign × quantity (a bill line billing a
 * delivery challan's line moves nothing: the challan moved it), a challan line's quantity out
 * on the challan's date, goods returned on it back in (into its batch) on their date. The one
 * home of what a batch holds. `batched`: only rows naming a batch. `items`: a filter on item_id.
 */
export function batchMovesSql(
  companyId: number,
  asOf: string,
  opts: { without?: StockWithout; batched: boolean; items?: SQL },
): SQL {
  const billId = opts.without?.transactionId ?? null;
  const challanId = opts.without?.challanId ?? null;
  const named = (col: SQL) => (opts.batched ? sql`and ${col} is not null` : sql``);
  const ofItems = (col: SQL) => (opts.items ? sql`and ${col} in (${opts.items})` : sql``);
  return sql`select l.item_id, l.batch_id, stock_sign(t.kind, t.is_purchase) * l.qty_milli as qty
      from transaction_lines l
      join transactions t on t.company_id = l.company_id and t.id = l.transaction_id
     where l.company_id = ${companyId} and t.company_id = ${companyId}
       and l.special_kind is null and l.challan_line_id is null
       and t.transaction_date <= ${asOf}::date
       ${named(sql`l.batch_id`)} ${ofItems(sql`l.item_id`)}
       ${billId === null ? sql`` : sql`and t.id <> ${billId}`}
    union all
    select cl.item_id, cl.batch_id, -cl.qty_milli
      from challan_lines cl
      join delivery_challans c on c.company_id = cl.company_id and c.id = cl.challan_id
     where cl.company_id = ${companyId} and c.company_id = ${companyId}
       and c.challan_date <= ${asOf}::date
       ${named(sql`cl.batch_id`)} ${ofItems(sql`cl.item_id`)}
       ${challanId === null ? sql`` : sql`and c.id <> ${challanId}`}
    union all
    select cl.item_id, cl.batch_id, r.qty_milli
      from challan_returns r
      join challan_lines cl on cl.company_id = r.company_id and cl.id = r.challan_line_id
     where r.company_id = ${companyId} and cl.company_id = ${companyId}
       and r.return_date <= ${asOf}::date
       ${named(sql`cl.batch_id`)} ${ofItems(sql`cl.item_id`)}`;
}

/**
 * Stock per batch up to `asOf` (inclusive), one row per batch: `batch_stock(batch_id, qty)`.
 * `without`: a document left out (the bill or challan being edited: its own lines are rewritten).
 * `itemId`: one item's batches only.
 */
export function batchStockSql(
  companyId: number,
  asOf: string,
  without: StockWithout = {},
  itemId: number | null = null,
): SQL {
  const items = itemId === null ? undefined : sql`${itemId}::int`;
  return sql`select m.batch_id, sum(m.qty) as qty
      from (${batchMovesSql(companyId, asOf, { without, batched: true, items })}) m
     group by m.batch_id`;
}

/**
 * An item's batches with their stock on `asOf`, first-expiring first (a batch without an expiry
 * last, then the oldest batch): the order a sale takes them in.
 */
export async function batchesOfItem(
  db: DbOrTx,
  companyId: number,
  itemId: number,
  asOf: string,
  without: StockWithout = {},
): Promise<BatchStock[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select b.id, b.item_id as "itemId", b.batch_number as "batchNumber",
        b.mfg_date::text as "mfgDate", b.expiry_date::text as "expiryDate",
        b.mrp_paise as "mrpPaise", coalesce(s.qty, 0) as "stockMilli"
      from item_batches b
      left join (${batchStockSql(companyId, asOf, without, itemId)}) s on s.batch_id = b.id
      where b.company_id = ${companyId} and b.item_id = ${itemId}
      order by b.expiry_date nulls last, b.id`,
  );
  return rows.map(toBatchStock);
}

function toBatchStock(r: Record<string, unknown>): BatchStock {
  return {
    id: Number(r['id']),
    itemId: Number(r['itemId']),
    batchNumber: String(r['batchNumber']),
    mfgDate: (r['mfgDate'] as string | null) ?? null,
    expiryDate: (r['expiryDate'] as string | null) ?? null,
    mrpPaise: r['mrpPaise'] === null || r['mrpPaise'] === undefined ? null : Number(r['mrpPaise']),
    stockMilli: Number(r['stockMilli'] ?? 0),
  };
}

/** Whether the item is the company's (null when not), and whether it is tracked by batch. */
export async function itemTracking(
  db: DbOrTx,
  companyId: number,
  itemId: number,
): Promise<{ trackedByBatch: boolean } | null> {
  const [row] = await db
    .select({ trackedByBatch: items.trackedByBatch })
    .from(items)
    .where(and(eq(items.companyId, companyId), eq(items.id, itemId)));
  return row ?? null;
}

/** Batches by id (the company's only). */
export async function batchesByIds(
  db: DbOrTx,
  companyId: number,
  ids: readonly number[],
): Promise<Map<number, BatchRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(itemBatches)
    .where(and(eq(itemBatches.companyId, companyId), inArray(itemBatches.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, r]));
}

/** An item's batch by its number, without regard to case. */
export async function batchByNumber(
  db: DbOrTx,
  companyId: number,
  itemId: number,
  number: string,
): Promise<BatchRow | null> {
  const [row] = await db
    .select()
    .from(itemBatches)
    .where(
      and(
        eq(itemBatches.companyId, companyId),
        eq(itemBatches.itemId, itemId),
        sql`upper(${itemBatches.batchNumber}) = upper(${number})`,
      ),
    );
  return row ?? null;
}

export interface BatchValues {
  mfgDate: string | null;
  expiryDate: string | null;
  mrpPaise: number | null;
}

/**
 * A new batch of an item; when another save made the same number in between (two purchases of
 * a new batch at once), that batch.
 */
export async function insertBatch(
  db: DbOrTx,
  companyId: number,
  itemId: number,
  number: string,
  values: BatchValues,
): Promise<BatchRow> {
  const [row] = await db
    .insert(itemBatches)
    .values({ companyId, itemId, batchNumber: number, ...values })
    .onConflictDoNothing()
    .returning();
  return row ?? (await batchByNumber(db, companyId, itemId, number))!;
}

/** A batch's dates and MRP as a later purchase gives them. */
export async function updateBatch(
  db: DbOrTx,
  companyId: number,
  id: number,
  values: BatchValues,
): Promise<BatchRow> {
  const [row] = await db
    .update(itemBatches)
    .set(values)
    .where(and(eq(itemBatches.companyId, companyId), eq(itemBatches.id, id)))
    .returning();
  return row!;
}

/** A tracked item's batch, or (batchId null) its stock no batch names, on a date. */
export interface BatchStockRow {
  itemId: number;
  itemName: string;
  unit: string;
  batchId: number | null;
  batchNumber: string | null;
  mfgDate: string | null;
  expiryDate: string | null;
  stockMilli: number;
}

/**
 * Every batch of the items tracked by batch with its stock on `asOf`, and for each such item
 * the stock no batch names (opening stock, lines from before it was tracked) when not zero: the
 * rows of an item add up to its stock on that date. By item name, then first-expiring first.
 */
export async function trackedBatchStock(
  db: DbOrTx,
  companyId: number,
  asOf: string,
): Promise<BatchStockRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`with tracked as (
        select i.id, i.name, u.name as unit from items i
          join units u on u.company_id = i.company_id and u.id = i.unit_id
         where i.company_id = ${companyId} and u.company_id = ${companyId}
           and i.tracked_by_batch and i.special_kind is null
      ),
      moved as (
        select m.item_id, m.batch_id, sum(m.qty) as qty
          from (${batchMovesSql(companyId, asOf, { batched: false, items: sql`select id from tracked` })}) m
         group by m.item_id, m.batch_id
      )
      select k.id as "itemId", k.name as "itemName", k.unit, b.id as "batchId",
             b.batch_number as "batchNumber", b.mfg_date::text as "mfgDate",
             b.expiry_date::text as "expiryDate", coalesce(m.qty, 0) as "stockMilli"
        from tracked k
        join item_batches b on b.company_id = ${companyId} and b.item_id = k.id
        left join moved m on m.item_id = k.id and m.batch_id = b.id
      union all
      select k.id, k.name, k.unit, null, null, null, null, m.qty
        from tracked k join moved m on m.item_id = k.id and m.batch_id is null
       where m.qty <> 0
      order by 2, 1, 7 nulls last, 4 nulls last`,
  );
  return rows.map((r) => ({
    itemId: Number(r['itemId']),
    itemName: String(r['itemName']),
    unit: String(r['unit']),
    batchId: r['batchId'] === null ? null : Number(r['batchId']),
    batchNumber: (r['batchNumber'] as string | null) ?? null,
    mfgDate: (r['mfgDate'] as string | null) ?? null,
    expiryDate: (r['expiryDate'] as string | null) ?? null,
    stockMilli: Number(r['stockMilli'] ?? 0),
  }));
}
