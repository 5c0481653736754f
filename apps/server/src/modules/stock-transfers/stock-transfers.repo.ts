// Stock transfers between godowns (issue 40 part 3), one company at a time. A transfer's lines
// move stock by the trigger of migration 0054 (out of the from-godown, into the to-godown).
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  godowns,
  itemBatches,
  items,
  stockTransferLines,
  stockTransfers,
  units,
} from '../../db/schema.ts';
import { isDbId } from '../taxes/index.ts';

export type TransferRow = typeof stockTransfers.$inferSelect;
export type TransferLineRow = typeof stockTransferLines.$inferSelect;

export async function findTransfer(db: DbOrTx, companyId: number, id: number, lock = false) {
  if (!isDbId(id)) return null;
  const q = db
    .select()
    .from(stockTransfers)
    .where(and(eq(stockTransfers.companyId, companyId), eq(stockTransfers.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function linesOf(db: DbOrTx, companyId: number, transferId: number) {
  return db
    .select()
    .from(stockTransferLines)
    .where(
      and(
        eq(stockTransferLines.companyId, companyId),
        eq(stockTransferLines.transferId, transferId),
      ),
    )
    .orderBy(asc(stockTransferLines.lineNo));
}

export async function listTransfers(
  db: DbOrTx,
  companyId: number,
  page: { skip: number; take: number },
) {
  const from = sql`(select g.name from godowns g where g.company_id = ${companyId}
    and g.id = stock_transfers.from_godown_id)`;
  const to = sql`(select g.name from godowns g where g.company_id = ${companyId}
    and g.id = stock_transfers.to_godown_id)`;
  const lines = sql<number>`(select count(*)::int from stock_transfer_lines l
    where l.company_id = ${companyId} and l.transfer_id = stock_transfers.id)`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: stockTransfers.id,
        number: stockTransfers.number,
        transferDate: stockTransfers.transferDate,
        fromGodownName: sql<string>`${from}`,
        toGodownName: sql<string>`${to}`,
        lines,
      })
      .from(stockTransfers)
      .where(eq(stockTransfers.companyId, companyId))
      .orderBy(desc(stockTransfers.transferDate), desc(stockTransfers.id))
      .offset(page.skip)
      .limit(page.take),
    db.select({ n: count() }).from(stockTransfers).where(eq(stockTransfers.companyId, companyId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The company's items named, with their unit's name and whether they are kept by batch. */
export async function itemsFor(db: DbOrTx, companyId: number, ids: number[]) {
  const valid = ids.filter(isDbId);
  if (valid.length === 0) return [];
  return db
    .select({
      id: items.id,
      name: items.name,
      specialKind: items.specialKind,
      trackedByBatch: items.trackedByBatch,
      unitName: units.name,
    })
    .from(items)
    .innerJoin(units, and(eq(units.companyId, items.companyId), eq(units.id, items.unitId)))
    .where(and(eq(items.companyId, companyId), inArray(items.id, valid)));
}

export async function batchesFor(db: DbOrTx, companyId: number, ids: number[]) {
  const valid = ids.filter(isDbId);
  if (valid.length === 0) return [];
  return db
    .select({ id: itemBatches.id, itemId: itemBatches.itemId })
    .from(itemBatches)
    .where(and(eq(itemBatches.companyId, companyId), inArray(itemBatches.id, valid)));
}

export async function godownNames(db: DbOrTx, companyId: number) {
  const rows = await db
    .select({ id: godowns.id, name: godowns.name })
    .from(godowns)
    .where(eq(godowns.companyId, companyId));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function insertTransfer(db: DbOrTx, row: typeof stockTransfers.$inferInsert) {
  const [written] = await db.insert(stockTransfers).values(row).returning();
  return written!;
}

export async function updateTransfer(
  db: DbOrTx,
  companyId: number,
  id: number,
  set: PgUpdateSetSource<typeof stockTransfers>,
) {
  const [row] = await db
    .update(stockTransfers)
    .set(set)
    .where(and(eq(stockTransfers.companyId, companyId), eq(stockTransfers.id, id)))
    .returning();
  return row!;
}

export async function replaceLines(
  db: DbOrTx,
  companyId: number,
  transferId: number,
  rows: Omit<typeof stockTransferLines.$inferInsert, 'companyId' | 'transferId'>[],
) {
  await db
    .delete(stockTransferLines)
    .where(
      and(
        eq(stockTransferLines.companyId, companyId),
        eq(stockTransferLines.transferId, transferId),
      ),
    );
  if (rows.length > 0)
    await db.insert(stockTransferLines).values(rows.map((r) => ({ ...r, companyId, transferId })));
}

export async function deleteTransfer(db: DbOrTx, companyId: number, id: number) {
  // Lines first, so their trigger moves the stock back (the cascade would too, but plainly).
  await replaceLines(db, companyId, id, []);
  await db
    .delete(stockTransfers)
    .where(and(eq(stockTransfers.companyId, companyId), eq(stockTransfers.id, id)));
}
