// Units of measure, scoped to one company.
import { and, asc, eq, sql } from 'drizzle-orm';
import { guessUqc } from '@hisaab/shared/gst/uqc';
import type { DbOrTx } from '../../db/client.ts';
import { units } from '../../db/schema.ts';
import { isDbId } from '../taxes/index.ts';

export interface UnitRow {
  id: number;
  name: string;
  /** GST unit quantity code (NOS, KGS, ...), or null while none is chosen. */
  uqc: string | null;
}

const columns = { id: units.id, name: units.name, uqc: units.uqc };

export async function listUnits(db: DbOrTx, companyId: number): Promise<UnitRow[]> {
  return db
    .select(columns)
    .from(units)
    .where(eq(units.companyId, companyId))
    .orderBy(asc(sql`lower(${units.name})`), asc(units.id));
}

export async function findUnit(db: DbOrTx, companyId: number, id: number): Promise<UnitRow | null> {
  if (!isDbId(id)) return null;
  const [row] = await db
    .select(columns)
    .from(units)
    .where(and(eq(units.companyId, companyId), eq(units.id, id)));
  return row ?? null;
}

export async function findUnitByName(
  db: DbOrTx,
  companyId: number,
  name: string,
): Promise<UnitRow | null> {
  const [row] = await db
    .select(columns)
    .from(units)
    .where(and(eq(units.companyId, companyId), sql`lower(${units.name}) = lower(${name})`));
  return row ?? null;
}

/**
 * Inserts the unit, with the UQC its name plainly means, unless one with the same name (any
 * case) exists; null when it did.
 */
export async function insertUnitIfNew(
  db: DbOrTx,
  companyId: number,
  name: string,
): Promise<UnitRow | null> {
  const [row] = await db
    .insert(units)
    .values({ companyId, name, uqc: guessUqc(name) })
    .onConflictDoNothing()
    .returning(columns);
  return row ?? null;
}

/** Sets the unit's UQC; null when the company has no such unit. */
export async function updateUnitUqc(
  db: DbOrTx,
  companyId: number,
  id: number,
  uqc: string | null,
): Promise<UnitRow | null> {
  if (!isDbId(id)) return null;
  const [row] = await db
    .update(units)
    .set({ uqc })
    .where(and(eq(units.companyId, companyId), eq(units.id, id)))
    .returning(columns);
  return row ?? null;
}
