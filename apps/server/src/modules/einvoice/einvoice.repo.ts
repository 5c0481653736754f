// Queries of the e-invoice and e-way bill features; every one scoped by company first.
import { and, between, eq, inArray } from 'drizzle-orm';
import { aatoBandOf } from '@hisaab/shared/einvoice/aato';
import type { DbOrTx } from '../../db/client.ts';
import { companySettings, eInvoices, transactions, units } from '../../db/schema.ts';
import type { UnitCodes } from './unit-codes.ts';

export type EInvoiceRow = typeof eInvoices.$inferSelect;

export async function flags(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select({
      aatoBand: companySettings.aatoBand,
      ewayBillThresholdPaise: companySettings.ewayBillThresholdPaise,
    })
    .from(companySettings)
    .where(eq(companySettings.companyId, companyId));
  return {
    aatoBand: aatoBandOf(row?.aatoBand),
    ewayBillThresholdPaise: row?.ewayBillThresholdPaise ?? 5_000_000,
  };
}

export async function findEInvoice(
  db: DbOrTx,
  companyId: number,
  transactionId: number,
): Promise<EInvoiceRow | null> {
  const [row] = await db
    .select()
    .from(eInvoices)
    .where(and(eq(eInvoices.companyId, companyId), eq(eInvoices.transactionId, transactionId)));
  return row ?? null;
}

export async function insertEInvoice(db: DbOrTx, row: typeof eInvoices.$inferInsert) {
  const [created] = await db.insert(eInvoices).values(row).returning();
  return created!;
}

/** A cancelled IRN is replaced by a new reply for the same bill (a new IRN after re-issue). */
export async function replaceEInvoice(db: DbOrTx, row: typeof eInvoices.$inferInsert) {
  await db
    .delete(eInvoices)
    .where(
      and(eq(eInvoices.companyId, row.companyId), eq(eInvoices.transactionId, row.transactionId)),
    );
  return insertEInvoice(db, row);
}

export async function cancelEInvoice(
  db: DbOrTx,
  companyId: number,
  transactionId: number,
  at: Date,
  reason: string,
) {
  const [row] = await db
    .update(eInvoices)
    .set({ status: 'cancelled', cancelledAt: at, cancelReason: reason })
    .where(and(eq(eInvoices.companyId, companyId), eq(eInvoices.transactionId, transactionId)))
    .returning();
  return row ?? null;
}

export async function unitCodes(db: DbOrTx, companyId: number, ids: number[]): Promise<UnitCodes> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: units.id, uqc: units.uqc })
    .from(units)
    .where(and(eq(units.companyId, companyId), inArray(units.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, r.uqc]));
}

/** The month's sales and their notes (ids in date and number order): the candidates. */
export async function monthBills(db: DbOrTx, companyId: number, start: string, end: string) {
  const rows = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(
        eq(transactions.companyId, companyId),
        between(transactions.transactionDate, start, end),
        eq(transactions.isPurchase, false),
        inArray(transactions.kind, ['sale', 'credit_note', 'sales_debit_note']),
      ),
    )
    .orderBy(transactions.transactionDate, transactions.id);
  return rows.map((r) => r.id);
}
