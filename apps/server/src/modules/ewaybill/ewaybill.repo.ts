// Queries of the e-way bill feature (transport details and the EWB number of a bill), scoped
// by company first.
import { and, between, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { eWayBills, transactions } from '../../db/schema.ts';

export type EWayBillRow = typeof eWayBills.$inferSelect;

export async function findEWayBill(db: DbOrTx, companyId: number, transactionId: number) {
  const [row] = await db
    .select()
    .from(eWayBills)
    .where(and(eq(eWayBills.companyId, companyId), eq(eWayBills.transactionId, transactionId)));
  return row ?? null;
}

export async function upsertEWayBill(db: DbOrTx, row: typeof eWayBills.$inferInsert) {
  const { companyId: _c, transactionId: _t, ...changes } = row;
  const [saved] = await db
    .insert(eWayBills)
    .values(row)
    .onConflictDoUpdate({ target: [eWayBills.companyId, eWayBills.transactionId], set: changes })
    .returning();
  return saved!;
}

/** The month's bills with an e-way bill row (transport entered): the e-way bill file's bills. */
export async function monthEWayBillIds(db: DbOrTx, companyId: number, start: string, end: string) {
  const rows = await db
    .select({ id: transactions.id })
    .from(transactions)
    .innerJoin(
      eWayBills,
      and(
        eq(eWayBills.companyId, transactions.companyId),
        eq(eWayBills.transactionId, transactions.id),
      ),
    )
    .where(
      and(
        eq(transactions.companyId, companyId),
        between(transactions.transactionDate, start, end),
        sql`${transactions.kind} in ('sale', 'credit_note', 'debit_note')`,
      ),
    )
    .orderBy(transactions.transactionDate, transactions.id);
  return rows.map((r) => r.id);
}
