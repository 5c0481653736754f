// Customer queries. Balances are the customer's PARTY balance as maintained beside the ledger
// (balances module), read in the same query as the customers (never one query per customer).
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { customers, journalLines, transactions } from '../../db/schema.ts';
import { partyBalanceTable } from '../../bookkeeping/balances.ts';
import { containsPattern } from '../../db/like.ts';
import { nextVersion } from '../../platform/versions.ts';

export type CustomerRow = typeof customers.$inferSelect;
export type CustomerWithBalance = CustomerRow & { balancePaise: number };

export interface CustomerFields {
  name: string;
  phone: string | null;
  address: string | null;
  email: string | null;
  gstin: string | null;
  pan: string | null;
  stateCode: string | null;
  /** shared gst/supply.ts GST_CATEGORIES, or null (issue 36). */
  gstCategory: string | null;
}

function selectWithBalance(db: DbOrTx, companyId: number) {
  const b = partyBalanceTable(db, companyId);
  return db
    .select({
      customer: customers,
      balancePaise: sql<number>`coalesce(${b.balancePaise}, 0)`.mapWith(Number),
    })
    .from(customers)
    .leftJoin(b, eq(b.partyId, customers.id));
}

const flatten = (r: { customer: CustomerRow; balancePaise: number }): CustomerWithBalance => ({
  ...r.customer,
  balancePaise: r.balancePaise,
});

export async function listCustomers(
  db: DbOrTx,
  companyId: number,
  search: string | null,
): Promise<CustomerWithBalance[]> {
  const pattern = search ? containsPattern(search) : null;
  const rows = await selectWithBalance(db, companyId)
    .where(
      and(
        eq(customers.companyId, companyId),
        pattern
          ? sql`(${customers.name} ilike ${pattern} or ${customers.phone} ilike ${pattern} or ${customers.address} ilike ${pattern} or ${customers.gstin} ilike ${pattern})`
          : undefined,
      ),
    )
    .orderBy(desc(customers.isDefaultCash), asc(sql`lower(${customers.name})`), asc(customers.id));
  return rows.map(flatten);
}

export async function findCustomer(
  db: DbOrTx,
  companyId: number,
  id: number,
): Promise<CustomerWithBalance | null> {
  const [row] = await selectWithBalance(db, companyId).where(
    and(eq(customers.companyId, companyId), eq(customers.id, id)),
  );
  return row ? flatten(row) : null;
}

/** Locks the customer row until the transaction ends (delete and reassign must not race). */
export async function lockCustomer(
  tx: DbOrTx,
  companyId: number,
  id: number,
): Promise<CustomerRow | null> {
  const [row] = await tx
    .select()
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.id, id)))
    .for('update');
  return row ?? null;
}

export async function nameTaken(
  db: DbOrTx,
  companyId: number,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.companyId, companyId),
        sql`lower(${customers.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(customers.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertCustomer(
  tx: DbOrTx,
  companyId: number,
  fields: CustomerFields,
): Promise<CustomerRow> {
  const [row] = await tx
    .insert(customers)
    .values({ companyId, ...fields })
    .returning();
  return row!;
}

/** An edit: the fields, and one more version by `by.userId` (issue 37). */
export async function updateCustomer(
  tx: DbOrTx,
  companyId: number,
  id: number,
  fields: CustomerFields,
  by: { userId: number; at: Date },
): Promise<CustomerRow> {
  const [row] = await tx
    .update(customers)
    .set({ ...fields, ...nextVersion(customers.version, by.userId, by.at) })
    .where(and(eq(customers.companyId, companyId), eq(customers.id, id)))
    .returning();
  return row!;
}

export async function deleteCustomer(tx: DbOrTx, companyId: number, id: number): Promise<void> {
  await tx.delete(customers).where(and(eq(customers.companyId, companyId), eq(customers.id, id)));
}

export async function transactionIdsOf(
  db: DbOrTx,
  companyId: number,
  customerId: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.companyId, companyId), eq(transactions.customerId, customerId)))
    .orderBy(asc(transactions.id));
  return rows.map((r) => r.id);
}

/** True when the customer has any ledger line (even ones that net to zero). */
export async function hasLedgerLines(
  db: DbOrTx,
  companyId: number,
  customerId: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: journalLines.id })
    .from(journalLines)
    .where(and(eq(journalLines.companyId, companyId), eq(journalLines.partyId, customerId)))
    .limit(1);
  return rows.length > 0;
}

/** Moves the customer's documents and ledger lines to another customer of the same company. */
export async function reassignActivity(
  tx: DbOrTx,
  companyId: number,
  fromId: number,
  toId: number,
): Promise<void> {
  await tx
    .update(transactions)
    .set({ customerId: toId })
    .where(and(eq(transactions.companyId, companyId), eq(transactions.customerId, fromId)));
  await tx
    .update(journalLines)
    .set({ partyId: toId })
    .where(and(eq(journalLines.companyId, companyId), eq(journalLines.partyId, fromId)));
}
