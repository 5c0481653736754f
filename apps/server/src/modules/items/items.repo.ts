// Items with their unit and tax group names, and stock from saved documents; one company.
import { and, asc, eq, exists, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { stockOf } from '../../bookkeeping/balances.ts';
import type { DbOrTx } from '../../db/client.ts';
import { itemBarcodes, items, taxGroups, units } from '../../db/schema.ts';
import { containsPattern } from '../../db/like.ts';
import { nextVersion, type Versioned } from '../../platform/versions.ts';

export interface ItemRow {
  id: number;
  name: string;
  unitId: number;
  unitName: string;
  ratePaise: number;
  buyRatePaise: number;
  hsnSacCode: string | null;
  taxGroupId: number | null;
  taxGroupName: string | null;
  specialKind: string | null;
  reverseCharge: boolean;
  mrpPaise: number | null;
  trackedByBatch: boolean;
  version: number;
}

export interface ItemValues {
  name: string;
  unitId: number;
  ratePaise: number;
  buyRatePaise: number;
  hsnSacCode: string | null;
  taxGroupId: number | null;
  reverseCharge: boolean;
  mrpPaise: number | null;
  trackedByBatch: boolean;
}

export interface ItemSearch {
  /** Matched anywhere in the name or the HSN/SAC code. */
  text: string;
  /** When the search is an amount: items whose rate or buy rate equals it. */
  ratePaise: number | null;
}

function selectItems(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      id: items.id,
      name: items.name,
      unitId: items.unitId,
      unitName: units.name,
      ratePaise: items.ratePaise,
      buyRatePaise: items.buyRatePaise,
      hsnSacCode: items.hsnSacCode,
      taxGroupId: items.taxGroupId,
      taxGroupName: taxGroups.name,
      specialKind: items.specialKind,
      reverseCharge: items.reverseCharge,
      mrpPaise: items.mrpPaise,
      trackedByBatch: items.trackedByBatch,
      version: items.version,
    })
    .from(items)
    .innerJoin(units, and(eq(units.companyId, items.companyId), eq(units.id, items.unitId)))
    .leftJoin(
      taxGroups,
      and(eq(taxGroups.companyId, items.companyId), eq(taxGroups.id, items.taxGroupId)),
    )
    .where(where);
}

/** Ordinary items by name, then the special ones. */
export async function listItems(
  db: DbOrTx,
  companyId: number,
  search: ItemSearch | null,
): Promise<ItemRow[]> {
  let match: SQL | undefined;
  if (search) {
    const pattern = containsPattern(search.text);
    match = or(
      ilike(items.name, pattern),
      ilike(items.hsnSacCode, pattern),
      // A code typed or scanned into the search finds its item.
      exists(
        db
          .select({ one: sql`1` })
          .from(itemBarcodes)
          .where(
            and(
              eq(itemBarcodes.companyId, items.companyId),
              eq(itemBarcodes.itemId, items.id),
              eq(itemBarcodes.code, search.text),
            ),
          ),
      ),
      search.ratePaise === null ? undefined : eq(items.ratePaise, search.ratePaise),
      search.ratePaise === null ? undefined : eq(items.buyRatePaise, search.ratePaise),
    );
  }
  return selectItems(db, and(eq(items.companyId, companyId), match)).orderBy(
    asc(sql`${items.specialKind} is not null`),
    asc(sql`lower(${items.name})`),
    asc(items.id),
  );
}

export async function findItem(db: DbOrTx, companyId: number, id: number): Promise<ItemRow | null> {
  const [row] = await selectItems(db, and(eq(items.companyId, companyId), eq(items.id, id)));
  return row ?? null;
}

export async function insertItem(
  db: DbOrTx,
  companyId: number,
  values: ItemValues,
): Promise<number> {
  const [row] = await db
    .insert(items)
    .values({ companyId, ...values })
    .returning({ id: items.id });
  return row!.id;
}

/** The item's version and last edit, its row locked until the transaction ends (issue 37). */
export async function lockItem(
  db: DbOrTx,
  companyId: number,
  id: number,
): Promise<Versioned | null> {
  const [row] = await db
    .select({ version: items.version, updatedBy: items.updatedBy, updatedAt: items.updatedAt })
    .from(items)
    .where(and(eq(items.companyId, companyId), eq(items.id, id)))
    .for('update');
  return row ?? null;
}

/** An edit: the values, and one more version by `by.userId` (issue 37). */
export async function updateItem(
  db: DbOrTx,
  companyId: number,
  id: number,
  values: Partial<ItemValues>,
  by: { userId: number | null; at: Date },
): Promise<void> {
  await db
    .update(items)
    .set({ ...values, ...nextVersion(items.version, by.userId, by.at) })
    .where(and(eq(items.companyId, companyId), eq(items.id, id)));
}

/** The barcodes of these items (null: every item of the company), in the order given. */
export async function barcodesOf(
  db: DbOrTx,
  companyId: number,
  itemIds: readonly number[] | null,
): Promise<Map<number, string[]>> {
  const rows = await db
    .select({ itemId: itemBarcodes.itemId, code: itemBarcodes.code })
    .from(itemBarcodes)
    .where(
      and(
        eq(itemBarcodes.companyId, companyId),
        itemIds === null ? undefined : inArray(itemBarcodes.itemId, [...itemIds]),
      ),
    )
    .orderBy(asc(itemBarcodes.itemId), asc(itemBarcodes.position));
  const byItem = new Map<number, string[]>();
  for (const r of rows) {
    const list = byItem.get(r.itemId) ?? [];
    list.push(r.code);
    byItem.set(r.itemId, list);
  }
  return byItem;
}

/** Which of `codes` belong to an item of the company other than `exceptItemId`: code → item. */
export async function barcodeOwners(
  db: DbOrTx,
  companyId: number,
  codes: readonly string[],
  exceptItemId: number | null,
): Promise<{ code: string; itemId: number; itemName: string }[]> {
  if (codes.length === 0) return [];
  return db
    .select({ code: itemBarcodes.code, itemId: itemBarcodes.itemId, itemName: items.name })
    .from(itemBarcodes)
    .innerJoin(
      items,
      and(eq(items.companyId, itemBarcodes.companyId), eq(items.id, itemBarcodes.itemId)),
    )
    .where(
      and(
        eq(itemBarcodes.companyId, companyId),
        inArray(itemBarcodes.code, [...codes]),
        exceptItemId === null ? undefined : ne(itemBarcodes.itemId, exceptItemId),
      ),
    );
}

/** The item's barcodes become `codes`, in this order. */
export async function replaceBarcodes(
  db: DbOrTx,
  companyId: number,
  itemId: number,
  codes: readonly string[],
): Promise<void> {
  await db
    .delete(itemBarcodes)
    .where(and(eq(itemBarcodes.companyId, companyId), eq(itemBarcodes.itemId, itemId)));
  if (codes.length > 0)
    await db
      .insert(itemBarcodes)
      .values(codes.map((code, position) => ({ companyId, itemId, code, position })));
}

/** The item a code names, or null. */
export async function findItemIdByBarcode(
  db: DbOrTx,
  companyId: number,
  code: string,
): Promise<number | null> {
  const [row] = await db
    .select({ itemId: itemBarcodes.itemId })
    .from(itemBarcodes)
    .where(and(eq(itemBarcodes.companyId, companyId), eq(itemBarcodes.code, code)));
  return row?.itemId ?? null;
}

/**
 * Quantity in thousandths per item: purchased minus sold, over saved documents (round off,
 * discount and opening balance lines and estimates hold no stock), as maintained beside the
 * lines (balances module). `itemIds` null means every item of the company.
 */
export const stockByItem = stockOf;
