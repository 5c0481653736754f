// Taxes, scoped to one company. Rates are basis points.
import { and, asc, eq, isNull, lte, gte, or, sql, count, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { taxGroupTaxes, taxGroups, taxes, transactionLineTaxes } from '../../db/schema.ts';
import { nextVersion } from '../../platform/versions.ts';

export type TaxRow = Pick<
  typeof taxes.$inferSelect,
  | 'id'
  | 'name'
  | 'taxType'
  | 'rateBp'
  | 'isCompound'
  | 'effectiveFrom'
  | 'effectiveTo'
  | 'displayOrder'
  | 'version'
  | 'updatedBy'
  | 'updatedAt'
>;
export type TaxValues = Omit<TaxRow, 'id' | 'displayOrder' | 'version' | 'updatedBy' | 'updatedAt'>;

const columns = {
  id: taxes.id,
  name: taxes.name,
  taxType: taxes.taxType,
  rateBp: taxes.rateBp,
  isCompound: taxes.isCompound,
  effectiveFrom: taxes.effectiveFrom,
  effectiveTo: taxes.effectiveTo,
  displayOrder: taxes.displayOrder,
  version: taxes.version,
  updatedBy: taxes.updatedBy,
  updatedAt: taxes.updatedAt,
};

/** Sorted by display order, then rate, then name (spec section 9); `activeOn` keeps those in force that day. */
export async function listTaxes(
  db: DbOrTx,
  companyId: number,
  activeOn: string | null,
): Promise<TaxRow[]> {
  const inForce = activeOn
    ? and(
        or(isNull(taxes.effectiveFrom), lte(taxes.effectiveFrom, activeOn)),
        or(isNull(taxes.effectiveTo), gte(taxes.effectiveTo, activeOn)),
      )
    : undefined;
  return db
    .select(columns)
    .from(taxes)
    .where(and(eq(taxes.companyId, companyId), inForce))
    .orderBy(
      asc(taxes.displayOrder),
      asc(taxes.rateBp),
      asc(sql`lower(${taxes.name})`),
      asc(taxes.id),
    );
}

export async function findTax(db: DbOrTx, companyId: number, id: number): Promise<TaxRow | null> {
  const [row] = await db
    .select(columns)
    .from(taxes)
    .where(and(eq(taxes.companyId, companyId), eq(taxes.id, id)));
  return row ?? null;
}

export async function insertTax(db: DbOrTx, companyId: number, values: TaxValues): Promise<TaxRow> {
  // New taxes go to the end of the display order.
  const [last] = await db
    .select({ n: max(taxes.displayOrder) })
    .from(taxes)
    .where(eq(taxes.companyId, companyId));
  const [row] = await db
    .insert(taxes)
    .values({ companyId, ...values, displayOrder: (last?.n ?? -1) + 1 })
    .returning(columns);
  return row!;
}

/** The tax, its row locked until the transaction ends (an edit or delete starts here). */
export async function lockTax(db: DbOrTx, companyId: number, id: number): Promise<TaxRow | null> {
  const [row] = await db
    .select(columns)
    .from(taxes)
    .where(and(eq(taxes.companyId, companyId), eq(taxes.id, id)))
    .for('update');
  return row ?? null;
}

/** An edit: the values, and one more version by `by.userId` (issue 37). */
export async function updateTax(
  db: DbOrTx,
  companyId: number,
  id: number,
  values: TaxValues,
  by: { userId: number; at: Date },
): Promise<TaxRow> {
  const [row] = await db
    .update(taxes)
    .set({ ...values, ...nextVersion(taxes.version, by.userId, by.at) })
    .where(and(eq(taxes.companyId, companyId), eq(taxes.id, id)))
    .returning(columns);
  return row!;
}

export async function deleteTax(db: DbOrTx, companyId: number, id: number): Promise<void> {
  await db.delete(taxes).where(and(eq(taxes.companyId, companyId), eq(taxes.id, id)));
}

/** How many saved document lines carry this tax. */
export async function countPostedUses(
  db: DbOrTx,
  companyId: number,
  taxId: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(transactionLineTaxes)
    .where(
      and(eq(transactionLineTaxes.companyId, companyId), eq(transactionLineTaxes.taxId, taxId)),
    );
  return Number(row?.n ?? 0);
}

/** Names of the groups that contain this tax. */
export async function groupNamesContaining(
  db: DbOrTx,
  companyId: number,
  taxId: number,
): Promise<string[]> {
  const rows = await db
    .select({ name: taxGroups.name })
    .from(taxGroupTaxes)
    .innerJoin(
      taxGroups,
      and(
        eq(taxGroups.companyId, taxGroupTaxes.companyId),
        eq(taxGroups.id, taxGroupTaxes.taxGroupId),
      ),
    )
    .where(and(eq(taxGroupTaxes.companyId, companyId), eq(taxGroupTaxes.taxId, taxId)))
    .orderBy(asc(taxGroups.name));
  return rows.map((r) => r.name);
}
