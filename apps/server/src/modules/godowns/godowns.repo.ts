// Godowns and the stock per godown (issue 40 part 3), one company at a time. Stock per godown
// is item_godown_stock's, kept by the stock triggers of migration 0054 beside item_stock: the
// one home of the figure, read here by the item list, the stock report and the bill screen.
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { godowns, itemGodownStock } from '../../db/schema.ts';
import { isDbId } from '../taxes/index.ts';

export type GodownRow = typeof godowns.$inferSelect;

export async function listGodowns(db: DbOrTx, companyId: number) {
  return db
    .select({
      id: godowns.id,
      name: godowns.name,
      isDefault: godowns.isDefault,
      version: godowns.version,
      stockItems: sql<number>`(select count(*)::int from item_godown_stock s
        where s.company_id = ${companyId} and s.godown_id = godowns.id and s.qty_milli <> 0)`,
    })
    .from(godowns)
    .where(eq(godowns.companyId, companyId))
    .orderBy(sql`${godowns.isDefault} desc`, asc(sql`lower(${godowns.name})`), asc(godowns.id));
}

export async function findGodown(
  db: DbOrTx,
  companyId: number,
  id: number,
  lock = false,
): Promise<GodownRow | null> {
  if (!isDbId(id)) return null;
  const q = db
    .select()
    .from(godowns)
    .where(and(eq(godowns.companyId, companyId), eq(godowns.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** The company's default godown, made when it has none (default_godown, migration 0054). */
export async function defaultGodownId(db: DbOrTx, companyId: number): Promise<number> {
  const result = (await db.execute(
    sql`select default_godown(${companyId}::int) as id`,
  )) as unknown as {
    rows: { id: number }[];
  };
  return Number(result.rows[0]!.id);
}

/** Inserts a godown unless its name (any case) is taken; null when it was. */
export async function insertGodown(db: DbOrTx, companyId: number, name: string) {
  const [row] = await db
    .insert(godowns)
    .values({ companyId, name })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function nameTaken(db: DbOrTx, companyId: number, name: string, without: number) {
  const rows = await db
    .select({ id: godowns.id })
    .from(godowns)
    .where(
      and(
        eq(godowns.companyId, companyId),
        sql`lower(${godowns.name}) = lower(${name})`,
        ne(godowns.id, without),
      ),
    );
  return rows.length > 0;
}

export async function updateGodown(
  db: DbOrTx,
  companyId: number,
  id: number,
  set: PgUpdateSetSource<typeof godowns>,
) {
  const [row] = await db
    .update(godowns)
    .set(set)
    .where(and(eq(godowns.companyId, companyId), eq(godowns.id, id)))
    .returning();
  return row!;
}

/** Clears the default mark of the company's godowns (before another takes it). */
export async function clearDefault(db: DbOrTx, companyId: number) {
  await db
    .update(godowns)
    .set({ isDefault: false })
    .where(and(eq(godowns.companyId, companyId), eq(godowns.isDefault, true)));
}

/** True when any stock movement or transfer names the godown, or it holds stock. */
export async function godownInUse(db: DbOrTx, companyId: number, id: number): Promise<boolean> {
  const result = (await db.execute(sql`select
      exists (select 1 from transaction_lines where company_id = ${companyId} and godown_id = ${id})
      or exists (select 1 from challan_lines where company_id = ${companyId} and godown_id = ${id})
      or exists (select 1 from challan_returns where company_id = ${companyId} and godown_id = ${id})
      or exists (select 1 from stock_transfers where company_id = ${companyId}
        and (from_godown_id = ${id} or to_godown_id = ${id}))
      or exists (select 1 from item_godown_stock where company_id = ${companyId}
        and godown_id = ${id} and qty_milli <> 0) as used`)) as unknown as {
    rows: { used: boolean }[];
  };
  return result.rows[0]!.used === true;
}

export async function deleteGodown(db: DbOrTx, companyId: number, id: number) {
  // Rows at zero left by movements since undone name it too.
  await db
    .delete(itemGodownStock)
    .where(and(eq(itemGodownStock.companyId, companyId), eq(itemGodownStock.godownId, id)));
  await db.delete(godowns).where(and(eq(godowns.companyId, companyId), eq(godowns.id, id)));
}

/**
 * Stock in thousandths per item in one godown; `itemIds` null means every item. The maintained
 * rows: the read does not grow with the books.
 */
export async function stockInGodown(
  db: DbOrTx,
  companyId: number,
  godownId: number,
  itemIds: number[] | null,
): Promise<Map<number, number>> {
  if (itemIds && itemIds.length === 0) return new Map();
  const rows = await db
    .select({ itemId: itemGodownStock.itemId, qtyMilli: itemGodownStock.qtyMilli })
    .from(itemGodownStock)
    .where(
      and(
        eq(itemGodownStock.companyId, companyId),
        eq(itemGodownStock.godownId, godownId),
        itemIds ? inArray(itemGodownStock.itemId, itemIds) : undefined,
      ),
    );
  return new Map(rows.map((r) => [r.itemId, r.qtyMilli]));
}

/** Each item's stock per godown (thousandths), only the rows not at zero. */
export async function stockByGodown(
  db: DbOrTx,
  companyId: number,
  itemIds: number[] | null,
): Promise<Map<number, { godownId: number; qtyMilli: number }[]>> {
  if (itemIds && itemIds.length === 0) return new Map();
  const rows = await db
    .select({
      itemId: itemGodownStock.itemId,
      godownId: itemGodownStock.godownId,
      qtyMilli: itemGodownStock.qtyMilli,
    })
    .from(itemGodownStock)
    .where(
      and(
        eq(itemGodownStock.companyId, companyId),
        ne(itemGodownStock.qtyMilli, 0),
        itemIds ? inArray(itemGodownStock.itemId, itemIds) : undefined,
      ),
    )
    .orderBy(itemGodownStock.itemId, itemGodownStock.godownId);
  const map = new Map<number, { godownId: number; qtyMilli: number }[]>();
  for (const r of rows) {
    const list = map.get(r.itemId) ?? [];
    list.push({ godownId: r.godownId, qtyMilli: r.qtyMilli });
    map.set(r.itemId, list);
  }
  return map;
}
