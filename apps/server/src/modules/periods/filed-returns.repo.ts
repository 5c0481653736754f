// Queries of filed_returns (issue 38): a return marked filed, its stored JSON, undoing it. Every
// function takes the company first; another company's id finds nothing.
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { filedReturns, users } from '../../db/schema.ts';

export type FiledReturnRow = typeof filedReturns.$inferSelect;
export type FilingListRow = Omit<FiledReturnRow, 'json'> & { filedByEmail: string | null };

const listed = {
  companyId: filedReturns.companyId,
  id: filedReturns.id,
  returnType: filedReturns.returnType,
  period: filedReturns.period,
  filedOn: filedReturns.filedOn,
  arn: filedReturns.arn,
  filedBy: filedReturns.filedBy,
  createdAt: filedReturns.createdAt,
  undoneAt: filedReturns.undoneAt,
  undoneBy: filedReturns.undoneBy,
  undoReason: filedReturns.undoReason,
  filedByEmail: users.email,
};

/** Every filing, undone ones too: the newest month first, in force before undone. */
export async function listFilings(db: DbOrTx, companyId: number): Promise<FilingListRow[]> {
  return db
    .select(listed)
    .from(filedReturns)
    .leftJoin(users, and(eq(users.companyId, companyId), eq(users.id, filedReturns.filedBy)))
    .where(eq(filedReturns.companyId, companyId))
    .orderBy(desc(filedReturns.period), filedReturns.returnType, desc(filedReturns.id));
}

export async function findFiling(
  db: DbOrTx,
  companyId: number,
  id: number,
): Promise<FiledReturnRow | null> {
  const [row] = await db
    .select()
    .from(filedReturns)
    .where(and(eq(filedReturns.companyId, companyId), eq(filedReturns.id, id)));
  return row ?? null;
}

export async function insertFiling(
  tx: DbOrTx,
  row: typeof filedReturns.$inferInsert,
): Promise<FiledReturnRow> {
  const [inserted] = await tx.insert(filedReturns).values(row).returning();
  return inserted!;
}

export async function markUndone(
  tx: DbOrTx,
  companyId: number,
  id: number,
  undo: { at: Date; by: number; reason: string },
): Promise<FiledReturnRow> {
  const [row] = await tx
    .update(filedReturns)
    .set({ undoneAt: undo.at, undoneBy: undo.by, undoReason: undo.reason })
    .where(and(eq(filedReturns.companyId, companyId), eq(filedReturns.id, id)))
    .returning();
  return row!;
}
