// Queries of year_closings and annual_returns (issue 38 parts 5 and 3): a year closed or
// reopened, the annual return (GSTR-9) of a year marked filed or undone. Every function takes
// the company first; another company's id finds nothing.
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { annualReturns, users, yearClosings } from '../../db/schema.ts';

export type YearClosingRow = typeof yearClosings.$inferSelect;
export type AnnualReturnRow = typeof annualReturns.$inferSelect;

/** Every closing, reopened ones too, the newest year first, with who closed it. */
export async function listClosings(db: DbOrTx, companyId: number) {
  return db
    .select({ closing: yearClosings, closedByEmail: users.email })
    .from(yearClosings)
    .leftJoin(users, and(eq(users.companyId, companyId), eq(users.id, yearClosings.closedBy)))
    .where(eq(yearClosings.companyId, companyId))
    .orderBy(desc(yearClosings.yearStart), desc(yearClosings.id));
}

/** The closings in force (not reopened). */
export async function closingsInForce(db: DbOrTx, companyId: number): Promise<YearClosingRow[]> {
  return db
    .select()
    .from(yearClosings)
    .where(and(eq(yearClosings.companyId, companyId), isNull(yearClosings.reopenedAt)))
    .orderBy(desc(yearClosings.yearStart));
}

export async function findClosing(
  db: DbOrTx,
  companyId: number,
  id: number,
): Promise<YearClosingRow | null> {
  const [row] = await db
    .select()
    .from(yearClosings)
    .where(and(eq(yearClosings.companyId, companyId), eq(yearClosings.id, id)));
  return row ?? null;
}

export async function insertClosing(
  tx: DbOrTx,
  row: typeof yearClosings.$inferInsert,
): Promise<YearClosingRow> {
  const [inserted] = await tx.insert(yearClosings).values(row).returning();
  return inserted!;
}

export async function setClosingResult(
  tx: DbOrTx,
  companyId: number,
  id: number,
  resultPaise: number,
): Promise<YearClosingRow> {
  const [row] = await tx
    .update(yearClosings)
    .set({ resultPaise })
    .where(and(eq(yearClosings.companyId, companyId), eq(yearClosings.id, id)))
    .returning();
  return row!;
}

export async function markReopened(
  tx: DbOrTx,
  companyId: number,
  id: number,
  reopen: { at: Date; by: number; reason: string },
): Promise<YearClosingRow> {
  const [row] = await tx
    .update(yearClosings)
    .set({ reopenedAt: reopen.at, reopenedBy: reopen.by, reopenReason: reopen.reason })
    .where(and(eq(yearClosings.companyId, companyId), eq(yearClosings.id, id)))
    .returning();
  return row!;
}

/** Every annual return recorded, undone ones too, the newest year first, with who filed it. */
export async function listAnnualReturns(db: DbOrTx, companyId: number) {
  return db
    .select({ filing: annualReturns, filedByEmail: users.email })
    .from(annualReturns)
    .leftJoin(users, and(eq(users.companyId, companyId), eq(users.id, annualReturns.filedBy)))
    .where(eq(annualReturns.companyId, companyId))
    .orderBy(desc(annualReturns.yearStart), desc(annualReturns.id));
}

/** The filing date of the year's annual return in force, or null. */
export async function annualReturnFiledOn(
  db: DbOrTx,
  companyId: number,
  yearStart: string,
): Promise<string | null> {
  const [row] = await db
    .select({ filedOn: annualReturns.filedOn })
    .from(annualReturns)
    .where(
      and(
        eq(annualReturns.companyId, companyId),
        eq(annualReturns.yearStart, yearStart),
        isNull(annualReturns.undoneAt),
      ),
    );
  return row?.filedOn ?? null;
}

export async function findAnnualReturn(
  db: DbOrTx,
  companyId: number,
  id: number,
): Promise<AnnualReturnRow | null> {
  const [row] = await db
    .select()
    .from(annualReturns)
    .where(and(eq(annualReturns.companyId, companyId), eq(annualReturns.id, id)));
  return row ?? null;
}

export async function insertAnnualReturn(
  tx: DbOrTx,
  row: typeof annualReturns.$inferInsert,
): Promise<AnnualReturnRow> {
  const [inserted] = await tx.insert(annualReturns).values(row).returning();
  return inserted!;
}

export async function markAnnualReturnUndone(
  tx: DbOrTx,
  companyId: number,
  id: number,
  undo: { at: Date; by: number; reason: string },
): Promise<AnnualReturnRow> {
  const [row] = await tx
    .update(annualReturns)
    .set({ undoneAt: undo.at, undoneBy: undo.by, undoReason: undo.reason })
    .where(and(eq(annualReturns.companyId, companyId), eq(annualReturns.id, id)))
    .returning();
  return row!;
}
