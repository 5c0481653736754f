// Queries of the import: what the books already hold (one query per kind of master, never one
// per row) and bulk inserts of masters, one statement per table whatever the number of rows
// (the opening documents are written by the transactions' write step), and the record of an
// import written in slices (import_runs, migration 0048) that undoes an unfinished one. Every
// query is scoped by company.
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client.ts';
import { insertRows } from '../../db/insert-rows.ts';
import {
  auditLog,
  customers,
  importRunRows,
  importRuns,
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

export type RunEntity = (typeof importRunRows.$inferSelect)['entity'];
/** The ids one slice wrote, by table. */
export type RunRows = Record<RunEntity, number[]>;

/** A new, unfinished import run; its id. */
export async function startRun(
  db: DbOrTx,
  companyId: number,
  kind: string,
  userId: number | null,
): Promise<number> {
  const [row] = await db
    .insert(importRuns)
    .values({ companyId, kind, startedBy: userId })
    .returning({ id: importRuns.id });
  return row!.id;
}

/** A slice is being written: the run is alive (not a crash's leftover). */
export async function touchRun(tx: DbOrTx, companyId: number, runId: number): Promise<void> {
  await tx
    .update(importRuns)
    .set({ touchedAt: sql`now()` })
    .where(and(eq(importRuns.companyId, companyId), eq(importRuns.id, runId)));
}

/** What a slice wrote into one table, in the slice's transaction. */
export async function recordRunRows(
  tx: DbOrTx,
  companyId: number,
  runId: number,
  entity: RunEntity,
  ids: number[],
): Promise<void> {
  if (ids.length > 0) await tx.insert(importRunRows).values({ companyId, runId, entity, ids });
}

/** The run is complete: its rows stay, the record of what its slices wrote goes. */
export async function finishRun(tx: DbOrTx, companyId: number, runId: number): Promise<void> {
  await tx
    .update(importRuns)
    .set({ finishedAt: sql`now()` })
    .where(and(eq(importRuns.companyId, companyId), eq(importRuns.id, runId)));
  await tx
    .delete(importRunRows)
    .where(and(eq(importRunRows.companyId, companyId), eq(importRunRows.runId, runId)));
}

/** Unfinished runs last touched before `before` (a crash's), of one company or of all. */
export async function staleRuns(
  db: DbOrTx,
  companyId: number | null,
  before: Date,
): Promise<{ companyId: number; id: number }[]> {
  return db
    .select({ companyId: importRuns.companyId, id: importRuns.id })
    .from(importRuns)
    .where(
      and(
        companyId === null ? undefined : eq(importRuns.companyId, companyId),
        isNull(importRuns.finishedAt),
        lt(importRuns.touchedAt, before),
      ),
    )
    .orderBy(asc(importRuns.companyId), asc(importRuns.id));
}

/** Undoing deletes documents first, then what they point to (items before their units). */
const UNDO_ORDER: RunEntity[] = ['transaction', 'customer', 'item', 'unit'];

/**
 * Deletes what an unfinished run wrote, one recorded slice a transaction (each as short as the
 * slice that wrote it), then the run. The opening documents' ledger lines go with them (the
 * balances follow by their triggers, as when a bill is deleted); their lines by foreign key.
 * Answers how many rows of each kind were deleted. A run already finished is left alone.
 */
export async function undoRun(
  db: Db,
  companyId: number,
  runId: number,
): Promise<Record<RunEntity, number> | null> {
  const removed: Record<RunEntity, number> = { transaction: 0, customer: 0, item: 0, unit: 0 };
  const [run] = await db
    .select({ finishedAt: importRuns.finishedAt })
    .from(importRuns)
    .where(and(eq(importRuns.companyId, companyId), eq(importRuns.id, runId)));
  if (!run || run.finishedAt) return null;
  const slices = await db
    .select({ id: importRunRows.id, entity: importRunRows.entity })
    .from(importRunRows)
    .where(and(eq(importRunRows.companyId, companyId), eq(importRunRows.runId, runId)))
    .orderBy(desc(importRunRows.id));
  slices.sort((a, b) => UNDO_ORDER.indexOf(a.entity) - UNDO_ORDER.indexOf(b.entity));
  for (const slice of slices) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .delete(importRunRows)
        .where(and(eq(importRunRows.companyId, companyId), eq(importRunRows.id, slice.id)))
        .returning({ ids: importRunRows.ids });
      if (!row) return; // undone meanwhile by another request
      const ids = row.ids;
      if (slice.entity === 'transaction') {
        await tx
          .delete(journalLines)
          .where(
            and(
              eq(journalLines.companyId, companyId),
              eq(journalLines.sourceKind, 'transaction'),
              inArray(journalLines.sourceId, ids),
            ),
          );
        await tx
          .delete(transactions)
          .where(and(eq(transactions.companyId, companyId), inArray(transactions.id, ids)));
      } else {
        const table = { customer: customers, item: items, unit: units }[slice.entity];
        await tx.delete(table).where(and(eq(table.companyId, companyId), inArray(table.id, ids)));
      }
      removed[slice.entity] += ids.length;
    });
  }
  await db
    .delete(importRuns)
    .where(
      and(
        eq(importRuns.companyId, companyId),
        eq(importRuns.id, runId),
        isNull(importRuns.finishedAt),
      ),
    );
  return removed;
}
