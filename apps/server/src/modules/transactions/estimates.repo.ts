// Queries of estimates (transactions of kind 'estimate'): the list with its search, the row
// locked for a conversion, and the link to the sale an estimate became. Company first.
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { customers, transactions } from '../../db/schema.ts';
import { containsPattern as contains } from '../../db/like.ts';

const sale = alias(transactions, 'sale');

export interface EstimateRow {
  id: number;
  number: string | null;
  transactionDate: string;
  customerId: number;
  customerName: string;
  amountPaise: number;
  remark: string | null;
  convertedToId: number | null;
  convertedToNumber: string | null;
  createdAt: Date;
}

/** `%text%` for ilike, with the pattern characters of the text taken literally. */

/** Estimates newest first (by date, then number); search: number, customer name or phone. */
export async function listEstimates(
  db: DbOrTx,
  companyId: number,
  page: { search: string | null; skip: number; take: number },
): Promise<{ rows: EstimateRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    eq(transactions.companyId, companyId),
    eq(transactions.kind, 'estimate'),
  ];
  if (page.search) {
    const like = contains(page.search);
    conditions.push(
      or(
        ilike(transactions.number, like),
        ilike(customers.name, like),
        ilike(customers.phone, like),
      ),
    );
  }
  const where = and(...conditions);
  const joinCustomer = and(
    eq(customers.companyId, transactions.companyId),
    eq(customers.id, transactions.customerId),
  );
  const rows = await db
    .select({
      id: transactions.id,
      number: transactions.number,
      transactionDate: transactions.transactionDate,
      customerId: transactions.customerId,
      customerName: customers.name,
      amountPaise: transactions.amountPaise,
      remark: transactions.remark,
      convertedToId: sale.id,
      convertedToNumber: sale.number,
      createdAt: transactions.createdAt,
    })
    .from(transactions)
    .innerJoin(customers, joinCustomer)
    .leftJoin(
      sale,
      and(
        eq(sale.companyId, transactions.companyId),
        eq(sale.id, transactions.convertedToTransactionId),
      ),
    )
    .where(where)
    .orderBy(desc(transactions.transactionDate), desc(transactions.id))
    .limit(page.take)
    .offset(page.skip);
  const [counted] = await db
    .select({ total: count() })
    .from(transactions)
    .innerJoin(customers, joinCustomer)
    .where(where);
  return { rows, total: Number(counted?.total ?? 0) };
}

/** The estimate's header, locked for the rest of the transaction; null for any other id. */
export async function lockEstimate(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.companyId, companyId),
        eq(transactions.id, id),
        eq(transactions.kind, 'estimate'),
      ),
    )
    .for('update');
  return row ?? null;
}

/** The id and number of a document (the sale an estimate became), or null when it is gone. */
export async function documentNumber(
  db: DbOrTx,
  companyId: number,
  id: number,
): Promise<{ id: number; number: string | null } | null> {
  const [row] = await db
    .select({ id: transactions.id, number: transactions.number })
    .from(transactions)
    .where(and(eq(transactions.companyId, companyId), eq(transactions.id, id)));
  return row ?? null;
}

export async function markConverted(
  db: DbOrTx,
  companyId: number,
  estimateId: number,
  saleId: number,
  at: Date,
): Promise<void> {
  await db
    .update(transactions)
    .set({ convertedToTransactionId: saleId, updatedAt: at })
    .where(and(eq(transactions.companyId, companyId), eq(transactions.id, estimateId)));
}

/** A deleted sale leaves the estimate it came from open again. */
export async function clearConversionsTo(
  db: DbOrTx,
  companyId: number,
  saleId: number,
): Promise<void> {
  await db
    .update(transactions)
    .set({ convertedToTransactionId: null })
    .where(
      and(eq(transactions.companyId, companyId), eq(transactions.convertedToTransactionId, saleId)),
    );
}
