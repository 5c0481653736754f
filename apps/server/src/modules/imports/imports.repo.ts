// Queries of the import: what the books already hold (one query per kind of master, never one
// per row) and batch inserts of 1,000 rows to a statement. Every query is scoped by company.
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { guessUqc } from '@hisaab/shared/gst/uqc';
import type { DbOrTx } from '../../db/client.ts';
import {
  customers,
  items,
  journalLines,
  taxGroups,
  transactionLines,
  transactions,
  units,
} from '../../db/schema.ts';
import { recordAudit, type AuditEntry } from '../audit/audit.repo.ts';
import type { Books } from './import-checks.ts';

export const CHUNK_ROWS = 1000;

export function chunks<T>(list: readonly T[], size = CHUNK_ROWS): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

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

export async function insertCustomers(
  tx: DbOrTx,
  companyId: number,
  rows: Omit<typeof customers.$inferInsert, 'companyId'>[],
): Promise<{ id: number; name: string }[]> {
  const out: { id: number; name: string }[] = [];
  for (const part of chunks(rows)) {
    out.push(
      ...(await tx
        .insert(customers)
        .values(part.map((r) => ({ ...r, companyId })))
        .returning({ id: customers.id, name: customers.name })),
    );
  }
  return out;
}

/** New units with the UQC their names plainly mean; an existing name is left alone. */
export async function insertUnits(tx: DbOrTx, companyId: number, names: string[]) {
  if (names.length === 0) return [];
  return tx
    .insert(units)
    .values(names.map((name) => ({ companyId, name, uqc: guessUqc(name) })))
    .onConflictDoNothing()
    .returning({ id: units.id, name: units.name, uqc: units.uqc });
}

export async function insertItems(
  tx: DbOrTx,
  companyId: number,
  rows: Omit<typeof items.$inferInsert, 'companyId'>[],
): Promise<{ id: number; name: string }[]> {
  const out: { id: number; name: string }[] = [];
  for (const part of chunks(rows)) {
    out.push(
      ...(await tx
        .insert(items)
        .values(part.map((r) => ({ ...r, companyId })))
        .returning({ id: items.id, name: items.name })),
    );
  }
  return out;
}

/** Which of these numbers a sale (or purchase) already carries. */
export async function takenNumbers(
  db: DbOrTx,
  companyId: number,
  isPurchase: boolean,
  numbers: string[],
): Promise<Set<string>> {
  const taken = new Set<string>();
  for (const part of chunks(numbers)) {
    const rows = await db
      .select({ number: transactions.number })
      .from(transactions)
      .where(
        and(
          eq(transactions.companyId, companyId),
          eq(transactions.isPurchase, isPurchase),
          inArray(transactions.number, part),
        ),
      );
    for (const r of rows) if (r.number) taken.add(r.number);
  }
  return taken;
}

/** Document headers; answers each new id by its number (unique per side). */
export async function insertTransactions(
  tx: DbOrTx,
  companyId: number,
  rows: Omit<typeof transactions.$inferInsert, 'companyId'>[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const part of chunks(rows)) {
    const inserted = await tx
      .insert(transactions)
      .values(part.map((r) => ({ ...r, companyId })))
      .returning({ id: transactions.id, number: transactions.number });
    for (const r of inserted) ids.set(r.number!, r.id);
  }
  return ids;
}

export async function insertLines(
  tx: DbOrTx,
  rows: (typeof transactionLines.$inferInsert)[],
): Promise<void> {
  for (const part of chunks(rows)) await tx.insert(transactionLines).values(part);
}

/** Audit entries, 1,000 to a statement (one statement of 10,000 would pass the parameter limit). */
export async function recordAuditInChunks(
  tx: DbOrTx,
  entries: AuditEntry[],
  at: Date,
): Promise<void> {
  for (const part of chunks(entries)) await recordAudit(tx, part, at);
}
