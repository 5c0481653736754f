// Queries of the import: what the books already hold (one query per kind of master, never one
// per row) and bulk inserts of masters, one statement per table whatever the number of rows
// (the opening documents are written by the transactions' write step). Every query is scoped
// by company.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { insertRows } from '../../db/insert-rows.ts';
import {
  auditLog,
  customers,
  itemBarcodes,
  items,
  journalLines,
  taxGroups,
  transactions,
  units,
} from '../../db/schema.ts';
import { auditRow, type AuditEntry } from '../../bookkeeping/audit-trail.ts';
import type { Books } from './import-checks.ts';

export async function loadBooks(
  db: DbOrTx,
  companyId: number,
  options: { balances: boolean },
): Promise<Books> {
  const customerRows = await db
    .select({
      id: customers.id,
      name: customers.name,
      isDefaultCash: customers.isDefaultCash,
      stateCode: customers.stateCode,
    })
    .from(customers)
    .where(eq(customers.companyId, companyId));
  const itemRows = await db
    .select({ name: items.name })
    .from(items)
    .where(eq(items.companyId, companyId));
  const barcodeRows = await db
    .select({ code: itemBarcodes.code, name: items.name })
    .from(itemBarcodes)
    .innerJoin(
      items,
      and(eq(items.companyId, itemBarcodes.companyId), eq(items.id, itemBarcodes.itemId)),
    )
    .where(eq(itemBarcodes.companyId, companyId));
  const unitRows = await db
    .select({ id: units.id, name: units.name })
    .from(units)
    .where(eq(units.companyId, companyId));
  const groupRows = await db
    .select({ id: taxGroups.id, name: taxGroups.name })
    .from(taxGroups)
    .where(eq(taxGroups.companyId, companyId))
    .orderBy(taxGroups.id);
  const balances = new Map<number, number>();
  if (options.balances) {
    const rows = await db
      .select({
        partyId: journalLines.partyId,
        total: sql<string>`sum(${journalLines.amountPaise})`,
      })
      .from(journalLines)
      .where(
        and(
          eq(journalLines.companyId, companyId),
          eq(journalLines.account, 'PARTY'),
          isNotNull(journalLines.partyId),
        ),
      )
      .groupBy(journalLines.partyId);
    for (const r of rows) balances.set(r.partyId!, Number(r.total));
  }
  return {
    customers: new Map(customerRows.map((c) => [c.name.toLowerCase(), c])),
    balances,
    items: new Set(itemRows.map((i) => i.name.toLowerCase())),
    barcodes: new Map(barcodeRows.map((b) => [b.code, b.name])),
    units: new Map(unitRows.map((u) => [u.name.toLowerCase(), u])),
    taxGroups: new Map(groupRows.map((g) => [g.name.toLowerCase(), g])),
  };
}

/**
 * The start of the books: the first day any document or expense is dated, or today when
 * that is earlier. Opening balances and stock are posted on it, before everything else.
 */
export async function firstBookDate(db: DbOrTx, companyId: number, today: string): Promise<string> {
  const result = (await db.execute(
    sql`select least(
        (select min(transaction_date) from transactions where company_id = ${companyId}),
        (select min(expense_date) from expenses where company_id = ${companyId}),
        ${today}::date)::text as day`,
  )) as unknown as { rows: { day: string }[] };
  return result.rows[0]?.day ?? today;
}

export async function cashCustomerId(db: DbOrTx, companyId: number): Promise<number> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.isDefaultCash, true)));
  if (!row) throw new Error(`company ${companyId} has no Cash customer`);
  return row.id;
}

/** The locked Opening Balance item and its unit, as the invoice screen's special line uses. */
export async function openingBalanceItem(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select({ id: items.id, name: items.name, unitId: items.unitId, unitName: units.name })
    .from(items)
    .innerJoin(units, and(eq(units.companyId, items.companyId), eq(units.id, items.unitId)))
    .where(and(eq(items.companyId, companyId), eq(items.specialKind, 'opening_balance')));
  if (!row) throw new Error(`company ${companyId} has no Opening Balance item`);
  return row;
}

type NewRow<T extends PgTable> = Omit<T['$inferInsert'], 'companyId'>;

/**
 * Rows written by one statement (issue 37): 20,000 customers or 26,000 audit entries in one
 * statement held the server's thread for their arrays and the reply's rows; between statements
 * other requests are answered (the transaction is still one).
 */
export const ROWS_PER_STATEMENT = 2000;

/** insertRows in statements of ROWS_PER_STATEMENT rows, in order. */
async function insertInSlices<T extends PgTable>(
  tx: DbOrTx,
  table: T,
  rows: readonly T['$inferInsert'][],
) {
  const out: T['$inferSelect'][] = [];
  for (let at = 0; at < rows.length; at += ROWS_PER_STATEMENT)
    out.push(...(await insertRows(tx, table, rows.slice(at, at + ROWS_PER_STATEMENT))));
  return out;
}

export async function insertCustomers(
  tx: DbOrTx,
  companyId: number,
  rows: NewRow<typeof customers>[],
): Promise<{ id: number; name: string }[]> {
  const out = await insertInSlices(
    tx,
    customers,
    rows.map((r) => ({ companyId, ...r })),
  );
  return out.map((r) => ({ id: r.id, name: r.name }));
}

/** New units with the UQC their names plainly mean; an existing name is left alone. */
export async function insertUnits(
  tx: DbOrTx,
  companyId: number,
  list: { name: string; uqc: string | null }[],
) {
  if (list.length === 0) return [];
  return tx
    .insert(units)
    .values(list.map(({ name, uqc }) => ({ companyId, name, uqc })))
    .onConflictDoNothing()
    .returning({ id: units.id, name: units.name, uqc: units.uqc });
}

export async function insertItems(
  tx: DbOrTx,
  companyId: number,
  rows: NewRow<typeof items>[],
): Promise<{ id: number; name: string }[]> {
  const out = await insertInSlices(
    tx,
    items,
    rows.map((r) => ({ companyId, ...r })),
  );
  return out.map((r) => ({ id: r.id, name: r.name }));
}

/** The imported items' barcodes (checked unique in the company and the file). */
export async function insertBarcodes(
  tx: DbOrTx,
  companyId: number,
  rows: { itemId: number; code: string; position: number }[],
): Promise<void> {
  await insertInSlices(
    tx,
    itemBarcodes,
    rows.map((r) => ({ companyId, ...r })),
  );
}

/** Which of these numbers a sale (or purchase) already carries. */
export async function takenNumbers(
  db: DbOrTx,
  companyId: number,
  isPurchase: boolean,
  numbers: string[],
): Promise<Set<string>> {
  const rows = await db
    .select({ number: transactions.number })
    .from(transactions)
    .where(
      and(
        eq(transactions.companyId, companyId),
        eq(transactions.isPurchase, isPurchase),
        sql`${transactions.number} = any(${sql.param(numbers)}::text[])`,
      ),
    );
  return new Set(rows.flatMap((r) => (r.number ? [r.number] : [])));
}

/** The audit entries, as recordAudit writes them, in one statement. */
export async function recordAuditInBulk(
  tx: DbOrTx,
  entries: AuditEntry[],
  at: Date,
): Promise<void> {
  for (let from = 0; from < entries.length; from += ROWS_PER_STATEMENT)
    await insertRows(
      tx,
      auditLog,
      entries.slice(from, from + ROWS_PER_STATEMENT).map((e) => auditRow(e, at)),
    );
}
