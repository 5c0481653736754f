// Queries behind bills, purchases and payments: the document's rows, read, written as one
// new-document statement or rewritten on an edit, and deleted. Numbering is in
// numbering.repo.ts, what a save reads first in save-lookups.repo.ts. Company first.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { GstRegistration, GstScheme } from '@hisaab/shared/gst/registration';
import { INVOICE_NUMBER_MAX } from '@hisaab/shared/invoice-number';
import type { DbOrTx } from '../../db/client.ts';
import { insertChain, insertRows, jsonOfRow } from '../../db/insert-rows.ts';
import { partyBalanceText } from '../balances/balances.repo.ts';
import {
  auditLog,
  bankAccounts,
  companies,
  companySettings,
  customerItemRates,
  customers,
  items,
  journalLines,
  payments,
  transactionLines,
  transactionLineTaxes,
  transactions,
} from '../../db/schema.ts';
import { numberingLead, type Numbering } from './numbering.repo.ts';

export type TransactionRow = typeof transactions.$inferSelect;
export type CustomerRow = typeof customers.$inferSelect;

export async function findCustomer(
  db: DbOrTx,
  companyId: number,
  id: number,
): Promise<CustomerRow | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.id, id)));
  return row ?? null;
}

export async function companyStateCode(db: DbOrTx, companyId: number): Promise<string | null> {
  const [row] = await db
    .select({ stateCode: companies.stateCode })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.stateCode ?? null;
}

/** The company's GSTIN and scheme (saveLookups reads them with the rest on a bill's save). */
export async function gstRegistrationOf(db: DbOrTx, companyId: number): Promise<GstRegistration> {
  const [row] = await db
    .select({ gstin: companies.gstin, gstScheme: companySettings.gstScheme })
    .from(companies)
    .leftJoin(companySettings, eq(companySettings.companyId, companies.id))
    .where(eq(companies.id, companyId));
  return { gstin: row?.gstin ?? null, gstScheme: (row?.gstScheme as GstScheme) ?? 'regular' };
}

export async function bankAccountIds(db: DbOrTx, companyId: number): Promise<number[]> {
  const rows = await db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(eq(bankAccounts.companyId, companyId));
  return rows.map((r) => r.id);
}

export async function settingsOf(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select()
    .from(companySettings)
    .where(eq(companySettings.companyId, companyId));
  return row ?? null;
}

export async function findTransaction(
  db: DbOrTx,
  companyId: number,
  id: number,
): Promise<TransactionRow | null> {
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.companyId, companyId), eq(transactions.id, id)));
  return row ?? null;
}

/**
 * The bill's row, locked for the rest of the transaction: every edit or delete of a bill
 * takes this lock before it touches the bill's lines, taxes, payments, journal or balances, so
 * two edits of one bill wait in turn instead of locking those rows in opposite orders.
 */
export async function lockTransaction(
  db: DbOrTx,
  companyId: number,
  id: number,
): Promise<TransactionRow | null> {
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.companyId, companyId), eq(transactions.id, id)))
    .for('update');
  return row ?? null;
}

export async function transactionDetails(db: DbOrTx, companyId: number, id: number) {
  // Sequential on purpose: a transaction's queries share one connection.
  const lines = await db
    .select()
    .from(transactionLines)
    .where(and(eq(transactionLines.companyId, companyId), eq(transactionLines.transactionId, id)))
    .orderBy(asc(transactionLines.lineNo));
  const lineTaxes = await db
    .select()
    .from(transactionLineTaxes)
    .where(
      and(
        eq(transactionLineTaxes.companyId, companyId),
        eq(transactionLineTaxes.transactionId, id),
      ),
    );
  const paymentRows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.companyId, companyId), eq(payments.transactionId, id)))
    .orderBy(asc(payments.id));
  return { lines, lineTaxes, payments: paymentRows };
}

/** Removes a document's lines, taxes and payments (before writing them anew). */
export async function clearDocumentRows(db: DbOrTx, companyId: number, id: number): Promise<void> {
  await db
    .delete(transactionLineTaxes)
    .where(
      and(
        eq(transactionLineTaxes.companyId, companyId),
        eq(transactionLineTaxes.transactionId, id),
      ),
    );
  await db
    .delete(transactionLines)
    .where(and(eq(transactionLines.companyId, companyId), eq(transactionLines.transactionId, id)));
  await db
    .delete(payments)
    .where(and(eq(payments.companyId, companyId), eq(payments.transactionId, id)));
}

/** One row per item: a bill may list an item twice, and the last line's rate is the one kept. */
export function customerRateRows(
  companyId: number,
  customerId: number,
  rates: { itemId: number; ratePaise: number }[],
  now: Date,
) {
  return [...new Map(rates.map((r) => [r.itemId, r])).values()].map((r) => ({
    companyId,
    customerId,
    itemId: r.itemId,
    ratePaise: r.ratePaise,
    updatedAt: now,
  }));
}

const CUSTOMER_RATE_UPSERT = `on conflict (company_id, customer_id, item_id)
  do update set rate_paise = excluded.rate_paise, updated_at = excluded.updated_at`;

export async function rememberCustomerRates(
  db: DbOrTx,
  companyId: number,
  customerId: number,
  rates: { itemId: number; ratePaise: number }[],
  now: Date,
): Promise<void> {
  const rows = customerRateRows(companyId, customerId, rates, now);
  if (rows.length === 0) return;
  await insertRows(db, customerItemRates, rows, CUSTOMER_RATE_UPSERT);
}

/** A new document's rows, before the database has given the header its id. */
export interface NewDocumentRows {
  header: typeof transactions.$inferInsert;
  lines: Omit<typeof transactionLines.$inferInsert, 'transactionId'>[];
  /** Each with the number of its line. */
  lineTaxes: (Omit<typeof transactionLineTaxes.$inferInsert, 'transactionId' | 'lineId'> & {
    lineNo: number;
  })[];
  payments: Omit<typeof payments.$inferInsert, 'transactionId'>[];
  journal: Omit<typeof journalLines.$inferInsert, 'sourceId'>[];
  customerRates: (typeof customerItemRates.$inferInsert)[];
}

/**
 * A new document in one statement: the header (which takes its number in the insert), its
 * lines, their taxes, its payments, its journal lines, the customer's remembered rates and the
 * audit row (its `after` built from what the other inserts wrote, as snapshot() reads it back),
 * each insert reading the ids the earlier ones were given. Also answers the customer's balance
 * with this document (the balance before it plus its party lines: the maintained balance moves
 * only when the statement ends). Answers null, having written nothing, when another document
 * holds the header's number.
 */
export async function insertNewDocument(
  tx: DbOrTx,
  doc: NewDocumentRows,
  audit: { userId: number; at: Date },
  numbering: Numbering | null,
) {
  const rowsOf = (alias: string, table: PgTable, order: string, present: boolean) =>
    present
      ? `(select coalesce(jsonb_agg(${jsonOfRow(table, alias)}${order}), '[]') from ${alias})`
      : `'[]'::jsonb`;
  const after = `jsonb_build_object('header', ${jsonOfRow(transactions, 'h')},
    'lines', ${rowsOf('l', transactionLines, ' order by l.line_no', doc.lines.length > 0)},
    'lineTaxes', ${rowsOf('x', transactionLineTaxes, '', doc.lineTaxes.length > 0)},
    'payments', ${rowsOf('p', payments, ' order by p.id', doc.payments.length > 0)})`;
  const partyLines =
    doc.journal.length > 0
      ? `coalesce((select sum(j.amount_paise) from j
          where j.account = 'PARTY' and j.party_id = h.customer_id), 0)`
      : '0';
  const { written, also } = await insertChain(
    tx,
    [
      {
        name: 'h',
        table: transactions,
        rows: [doc.header],
        ...(numbering && {
          linked: { number: 'num.number' },
          // A number beyond the GST rule's 16 characters writes nothing (the caller says why).
          from: `cross join num where length(num.number) <= ${INVOICE_NUMBER_MAX}`,
        }),
        onConflict: 'on conflict (company_id, is_purchase, number) do nothing',
      },
      {
        name: 'l',
        table: transactionLines,
        rows: doc.lines,
        linked: { transactionId: 'h.id' },
        from: 'cross join h',
      },
      {
        name: 'x',
        table: transactionLineTaxes,
        rows: doc.lineTaxes.map(({ lineNo: _lineNo, ...tax }) => tax),
        linked: { transactionId: 'l.transaction_id', lineId: 'l.id' },
        keys: { line_no: { values: doc.lineTaxes.map((t) => t.lineNo), type: 'integer' } },
        from: 'join l on l.line_no = u.line_no',
      },
      {
        name: 'p',
        table: payments,
        rows: doc.payments,
        linked: { transactionId: 'h.id' },
        from: 'cross join h',
      },
      {
        name: 'j',
        table: journalLines,
        rows: doc.journal,
        linked: { sourceId: 'h.id' },
        from: 'cross join h',
        answer: false,
      },
      {
        name: 'r',
        table: customerItemRates,
        rows: doc.customerRates,
        from: 'where exists (select from h)',
        onConflict: CUSTOMER_RATE_UPSERT,
        answer: false,
      },
      {
        name: 'a',
        table: auditLog,
        rows: [
          {
            companyId: doc.header.companyId,
            userId: audit.userId,
            entity: 'transaction',
            action: 'create',
            at: audit.at,
          },
        ],
        linked: { entityId: 'h.id::text', after },
        from: 'cross join h',
        answer: false,
      },
    ],
    {
      balance: `select ${partyBalanceText('h.company_id', 'h.customer_id')} + ${partyLines} from h`,
      ...(numbering && {
        number: 'select number from num',
        traceability: 'select traceability from num',
      }),
    },
    numbering && numberingLead(doc.header.companyId, numbering),
  );
  const [header] = written.h as TransactionRow[];
  const number = (also.number ?? null) as string | null;
  if (!header) return { header: null, number };
  return {
    number,
    traceability: (also.traceability ?? null) as boolean | null,
    header,
    lines: written.l as (typeof transactionLines.$inferSelect)[],
    lineTaxes: written.x as (typeof transactionLineTaxes.$inferSelect)[],
    payments: written.p as (typeof payments.$inferSelect)[],
    customerBalancePaise: Number(also.balance),
  };
}

export async function clearCustomerRates(
  db: DbOrTx,
  companyId: number,
  itemIds: number[],
): Promise<void> {
  if (itemIds.length === 0) return;
  await db
    .delete(customerItemRates)
    .where(
      and(eq(customerItemRates.companyId, companyId), inArray(customerItemRates.itemId, itemIds)),
    );
}

/** Numbers of the credit or debit notes that take goods back from a bill. */
export async function returnNumbersOf(
  db: DbOrTx,
  companyId: number,
  originalId: number,
): Promise<string[]> {
  const rows = await db
    .select({ number: transactions.number })
    .from(transactions)
    .where(
      and(
        eq(transactions.companyId, companyId),
        eq(transactions.returnOfTransactionId, originalId),
      ),
    )
    .orderBy(asc(transactions.id));
  return rows.map((r) => r.number ?? '');
}

/** Rewrites an edited bill's header (its lines are cleared and written anew beside it). */
export async function updateTransaction(
  db: DbOrTx,
  companyId: number,
  id: number,
  set: Partial<typeof transactions.$inferInsert>,
): Promise<TransactionRow> {
  const [row] = await db
    .update(transactions)
    .set(set)
    .where(and(eq(transactions.companyId, companyId), eq(transactions.id, id)))
    .returning();
  return row!;
}

/** Deletes a document; its lines, taxes, payments and files go with it (foreign keys). */
export async function deleteTransaction(db: DbOrTx, companyId: number, id: number) {
  await db
    .delete(transactions)
    .where(and(eq(transactions.companyId, companyId), eq(transactions.id, id)));
}

export async function findPayment(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.companyId, companyId), eq(payments.id, id)));
  return row ?? null;
}

export async function deletePayment(db: DbOrTx, companyId: number, id: number) {
  await db.delete(payments).where(and(eq(payments.companyId, companyId), eq(payments.id, id)));
}

/** "Update Items": the master rate (sale or purchase) of each item becomes the bill's. */
export async function setItemRates(
  db: DbOrTx,
  companyId: number,
  isPurchase: boolean,
  rates: { itemId: number; ratePaise: number }[],
): Promise<void> {
  for (const { itemId, ratePaise } of rates) {
    await db
      .update(items)
      .set(isPurchase ? { buyRatePaise: ratePaise } : { ratePaise })
      .where(and(eq(items.companyId, companyId), eq(items.id, itemId)));
  }
}

/** A customer a bill names that does not exist yet (created by its save). */
export async function insertCustomer(db: DbOrTx, companyId: number, name: string) {
  const [row] = await db.insert(customers).values({ companyId, name }).returning();
  return row!;
}

/** An item a bill names that does not exist yet (created by its save). */
export async function insertItem(
  db: DbOrTx,
  companyId: number,
  item: { name: string; unitId: number; ratePaise: number; buyRatePaise: number },
) {
  const [row] = await db
    .insert(items)
    .values({ companyId, ...item })
    .returning();
  return row!;
}
