// Items with their unit and tax group names, and stock from saved documents; one company.
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { stockOf } from '../../bookkeeping/balances.ts';
import type { DbOrTx } from '../../db/client.ts';
import { items, taxGroups, units } from '../../db/schema.ts';
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

/**
 * Quantity in thousandths per item: purchased minus sold, over saved documents (round off,
 * discount and opening balance lines and estimates hold no stock), as maintained beside the
 * lines (balances module). `itemIds` null means every item of the company.
 */
export const stockByItem = stockOf;
