// Tax groups and their ordered taxes, scoped to one company.
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { items, taxGroupTaxes, taxGroups, taxes } from '../../db/schema.ts';
import { nextVersion, type Versioned } from '../../platform/versions.ts';
import { isDbId } from './ids.ts';

/** A group with its version (issue 37): its name and its tax list are edited as one. */
export interface GroupRow extends Versioned {
  id: number;
  name: string;
}

/** A tax of a group with the tax's own fields, as the tax engine and the views need them. */
export interface GroupTaxRow {
  taxGroupId: number;
  taxId: number;
  priority: number;
  name: string;
  taxType: string;
  rateBp: number;
  isCompound: boolean;
  effectiveFrom: string | null;
  effectiveTo: string | null;
}

const groupColumns = {
  id: taxGroups.id,
  name: taxGroups.name,
  version: taxGroups.version,
  updatedBy: taxGroups.updatedBy,
  updatedAt: taxGroups.updatedAt,
};

export async function listGroups(db: DbOrTx, companyId: number): Promise<GroupRow[]> {
  return db
    .select(groupColumns)
    .from(taxGroups)
    .where(eq(taxGroups.companyId, companyId))
    .orderBy(asc(sql`lower(${taxGroups.name})`), asc(taxGroups.id));
}

export async function findGroup(
  db: DbOrTx,
  companyId: number,
  id: number,
): Promise<GroupRow | null> {
  if (!isDbId(id)) return null;
  const [row] = await db
    .select(groupColumns)
    .from(taxGroups)
    .where(and(eq(taxGroups.companyId, companyId), eq(taxGroups.id, id)));
  return row ?? null;
}

/** Locks the group row so concurrent edits of its tax list run one after another. */
export async function lockGroup(
  db: DbOrTx,
  companyId: number,
  id: number,
): Promise<GroupRow | null> {
  const [row] = await db
    .select(groupColumns)
    .from(taxGroups)
    .where(and(eq(taxGroups.companyId, companyId), eq(taxGroups.id, id)))
    .for('update');
  return row ?? null;
}

export async function insertGroup(db: DbOrTx, companyId: number, name: string): Promise<GroupRow> {
  const [row] = await db.insert(taxGroups).values({ companyId, name }).returning(groupColumns);
  return row!;
}

/** Who changes a group, or the items a group change moves: their versions go up (issue 37). */
export interface ChangedBy {
  userId: number;
  at: Date;
}

export async function renameGroup(
  db: DbOrTx,
  companyId: number,
  id: number,
  name: string,
  by: ChangedBy,
): Promise<GroupRow> {
  const [row] = await db
    .update(taxGroups)
    .set({ name, ...nextVersion(taxGroups.version, by.userId, by.at) })
    .where(and(eq(taxGroups.companyId, companyId), eq(taxGroups.id, id)))
    .returning(groupColumns);
  return row!;
}

/** One more version of the group: its tax list changed. */
export async function bumpGroup(
  db: DbOrTx,
  companyId: number,
  id: number,
  by: ChangedBy,
): Promise<GroupRow> {
  const [row] = await db
    .update(taxGroups)
    .set(nextVersion(taxGroups.version, by.userId, by.at))
    .where(and(eq(taxGroups.companyId, companyId), eq(taxGroups.id, id)))
    .returning(groupColumns);
  return row!;
}

/** Deletes the group (its tax list goes with it) after taking its items out; returns those item ids. */
export async function deleteGroup(
  db: DbOrTx,
  companyId: number,
  id: number,
  by: ChangedBy,
): Promise<number[]> {
  const cleared = await db
    .update(items)
    .set({ taxGroupId: null, ...nextVersion(items.version, by.userId, by.at) })
    .where(and(eq(items.companyId, companyId), eq(items.taxGroupId, id)))
    .returning({ id: items.id });
  await db.delete(taxGroups).where(and(eq(taxGroups.companyId, companyId), eq(taxGroups.id, id)));
  return cleared.map((r) => r.id);
}

/** Moves every item of group `fromId` to group `toId`; answers the ids of the items moved. */
export async function moveItems(
  db: DbOrTx,
  companyId: number,
  fromId: number,
  toId: number,
  by: ChangedBy,
): Promise<number[]> {
  const moved = await db
    .update(items)
    .set({ taxGroupId: toId, ...nextVersion(items.version, by.userId, by.at) })
    .where(and(eq(items.companyId, companyId), eq(items.taxGroupId, fromId)))
    .returning({ id: items.id });
  return moved.map((r) => r.id).sort((a, b) => a - b);
}

/** The taxes of these groups in one query, each group's in priority order (ties by tax id). */
export async function listGroupTaxes(
  db: DbOrTx,
  companyId: number,
  groupIds: readonly number[],
): Promise<GroupTaxRow[]> {
  if (groupIds.length === 0) return [];
  return db
    .select({
      taxGroupId: taxGroupTaxes.taxGroupId,
      taxId: taxGroupTaxes.taxId,
      priority: taxGroupTaxes.priority,
      name: taxes.name,
      taxType: taxes.taxType,
      rateBp: taxes.rateBp,
      isCompound: taxes.isCompound,
      effectiveFrom: taxes.effectiveFrom,
      effectiveTo: taxes.effectiveTo,
    })
    .from(taxGroupTaxes)
    .innerJoin(
      taxes,
      and(eq(taxes.companyId, taxGroupTaxes.companyId), eq(taxes.id, taxGroupTaxes.taxId)),
    )
    .where(
      and(eq(taxGroupTaxes.companyId, companyId), inArray(taxGroupTaxes.taxGroupId, [...groupIds])),
    )
    .orderBy(asc(taxGroupTaxes.taxGroupId), asc(taxGroupTaxes.priority), asc(taxGroupTaxes.taxId));
}

/** Replaces a group's tax list with these tax ids, priorities 1..n in the given order. */
export async function writeGroupTaxes(
  db: DbOrTx,
  companyId: number,
  groupId: number,
  taxIdsInOrder: readonly number[],
): Promise<void> {
  await db
    .delete(taxGroupTaxes)
    .where(and(eq(taxGroupTaxes.companyId, companyId), eq(taxGroupTaxes.taxGroupId, groupId)));
  if (taxIdsInOrder.length === 0) return;
  await db
    .insert(taxGroupTaxes)
    .values(
      taxIdsInOrder.map((taxId, i) => ({ companyId, taxGroupId: groupId, taxId, priority: i + 1 })),
    );
}

/** Item count per group. */
export async function countItemsByGroup(
  db: DbOrTx,
  companyId: number,
): Promise<Map<number, number>> {
  const rows = await db
    .select({ groupId: items.taxGroupId, n: count() })
    .from(items)
    .where(and(eq(items.companyId, companyId), sql`${items.taxGroupId} is not null`))
    .groupBy(items.taxGroupId);
  return new Map(rows.map((r) => [r.groupId!, Number(r.n)]));
}

/** Which of these tax ids belong to the company. */
export async function existingTaxIds(
  db: DbOrTx,
  companyId: number,
  taxIds: readonly number[],
): Promise<Set<number>> {
  const ids = taxIds.filter(isDbId);
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: taxes.id })
    .from(taxes)
    .where(and(eq(taxes.companyId, companyId), inArray(taxes.id, ids)));
  return new Set(rows.map((r) => r.id));
}
