// Queries behind bills, purchases and payments: the document's rows, read, written as one
// new-document statement or rewritten on an edit, and deleted. Numbering is in
// numbering.repo.ts, what a save reads first in save-lookups.repo.ts. Company first.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { GstRegistration, GstScheme } from '@hisaab/shared/gst/registration';
import { INVOICE_NUMBER_MAX } from '@hisaab/shared/invoice-number';
import type { DbOrTx } from '../../db/client.ts';
import { insertChain, insertRows, jsonOfRow } from '../../db/insert-rows.ts';
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
import { nextVersion } from '../../platform/versions.ts';

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

/** What one new document's insert wrote. */
export interface WrittenDocument {
  header: TransactionRow;
  lines: (typeof transactionLines.$inferSelect)[];
  lineTaxes: (typeof transactionLineTaxes.$inferSelect)[];
  payments: (typeof payments.$inferSelect)[];
}

/** The headers as `h` gave them ids, each with its place in the batch (`doc`, from 1). */
const HEADERS_IN_ORDER = '(select h.*, row_number() over (order by h.id) as doc from h)';

/** 1, 1, 2, 2, 2…: the place of each row's document, beside the rows of all documents. */
const docKeys = <T>(docs: readonly NewDocumentRows[], rowsOf: (d: NewDocumentRows) => T[]) => ({
  doc: { values: docs.flatMap((d, i) => rowsOf(d).map(() => i + 1)), type: 'bigint' },
});

interface NewDocumentTexts {
  after: string;
  auditFrom: string;
}

const BY_DOC = `join ${HEADERS_IN_ORDER} hd on hd.doc = u.doc`;

/**
 * The fixed SQL of insertNewDocuments' audit row for the steps a save has, built
 * once each: the same strings every save, so insertChain finds its statement without reading
 * them again (a few KiB of SQL).
 */
function newDocumentTexts(
  hasLines: boolean,
  hasTaxes: boolean,
  hasPayments: boolean,
  hasJournal: boolean,
): NewDocumentTexts {
  const key = `${+hasLines}${+hasTaxes}${+hasPayments}${+hasJournal}`;
  let texts = newDocumentTextsByShape.get(key);
  if (texts) return texts;
  // Each document's rows of a step, grouped by their transaction, for its audit row.
  const rowsOf = (alias: string, table: PgTable, order: string, present: boolean) =>
    present
      ? `left join (select ${alias}.transaction_id, jsonb_agg(${jsonOfRow(table, alias)}${order}) as rows
          from ${alias} group by ${alias}.transaction_id) ${alias}_a on ${alias}_a.transaction_id = hd.id`
      : '';
  const listOf = (alias: string, present: boolean) =>
    present ? `coalesce(${alias}_a.rows, '[]')` : `'[]'::jsonb`;
  texts = {
    after: `jsonb_build_object('header', ${jsonOfRow(transactions, 'hd')},
    'lines', ${listOf('l', hasLines)}, 'lineTaxes', ${listOf('x', hasTaxes)},
    'payments', ${listOf('p', hasPayments)})`,
    auditFrom: [
      BY_DOC,
      rowsOf('l', transactionLines, ' order by l.line_no', hasLines),
      rowsOf('x', transactionLineTaxes, '', hasTaxes),
      rowsOf('p', payments, ' order by p.id', hasPayments),
    ].join(' '),
  };
  newDocumentTextsByShape.set(key, texts);
  return texts;
}
const newDocumentTextsByShape = new Map<string, NewDocumentTexts>();

/**
 * The one write of new documents (bills, purchases, payments, notes and an import's opening
 * documents), in one statement however many: the headers (a single document may take its
 * number in the insert), their lines, the lines' taxes, payments, journal lines, the customer's
 * remembered rates and an audit row per document (its `after` built from what the other
 * inserts wrote, as snapshot() reads it back), each insert reading the ids the earlier ones
 * were given. A document's rows find its header by its place in the batch: the headers are
 * inserted in the order given, so their ids rise in that order. Answers no documents, having
 * written nothing, when another document holds the header's number.
 */
export async function insertNewDocuments(
  tx: DbOrTx,
  docs: readonly NewDocumentRows[],
  audit: { userId: number | null; at: Date },
  options: { numbering?: Numbering | null } = {},
) {
  const numbering = options.numbering ?? null;
  // A number is taken for one document at a time (a batch's documents have none).
  if (docs.length !== 1 && numbering) throw new Error('a number is for one new document at a time');
  if (docs.length === 0) return { number: null, traceability: null, documents: [] };
  const has = (rowsOf: (d: NewDocumentRows) => unknown[]) => docs.some((d) => rowsOf(d).length);
  const texts = newDocumentTexts(
    has((d) => d.lines),
    has((d) => d.lineTaxes),
    has((d) => d.payments),
    has((d) => d.journal),
  );
  const { written, also } = await insertChain(
    tx,
    [
      {
        name: 'h',
        table: transactions,
        rows: docs.map((d) => d.header),
        ...(numbering && {
          linked: { number: 'num.number' },
          // A number beyond the GST rule's 16 characters writes nothing (the caller says why).
          from: `cross join num where length(num.number) <= ${INVOICE_NUMBER_MAX}`,
        }),
        // A single document whose number another holds writes nothing (the caller takes the
        // next); in a batch, which links rows by place, a taken number fails the statement.
        ...(docs.length === 1 && {
          onConflict: 'on conflict (company_id, is_purchase, number) do nothing',
        }),
      },
      {
        name: 'l',
        table: transactionLines,
        rows: docs.flatMap((d) => d.lines),
        linked: { transactionId: 'hd.id' },
        keys: docKeys(docs, (d) => d.lines),
        from: BY_DOC,
      },
      {
        name: 'x',
        table: transactionLineTaxes,
        rows: docs.flatMap((d) => d.lineTaxes.map(({ lineNo: _lineNo, ...tax }) => tax)),
        linked: { transactionId: 'l.transaction_id', lineId: 'l.id' },
        keys: {
          ...docKeys(docs, (d) => d.lineTaxes),
          line_no: {
            values: docs.flatMap((d) => d.lineTaxes.map((t) => t.lineNo)),
            type: 'integer',
          },
        },
        from: `${BY_DOC} join l on l.transaction_id = hd.id and l.line_no = u.line_no`,
      },
      {
        name: 'p',
        table: payments,
        rows: docs.flatMap((d) => d.payments),
        linked: { transactionId: 'hd.id' },
        keys: docKeys(docs, (d) => d.payments),
        from: BY_DOC,
      },
      {
        name: 'j',
        table: journalLines,
        rows: docs.flatMap((d) => d.journal),
        linked: { sourceId: 'hd.id' },
        keys: docKeys(docs, (d) => d.journal),
        from: BY_DOC,
        answer: false,
      },
      {
        name: 'r',
        table: customerItemRates,
        rows: docs.flatMap((d) => d.customerRates),
        from: 'where exists (select from h)',
        onConflict: CUSTOMER_RATE_UPSERT,
        answer: false,
      },
      {
        name: 'a',
        table: auditLog,
        rows: docs.map((d) => ({
          companyId: d.header.companyId,
          userId: audit.userId,
          entity: 'transaction',
          action: 'create' as const,
          at: audit.at,
        })),
        linked: { entityId: 'hd.id::text', after: texts.after },
        keys: { doc: { values: docs.map((_, i) => i + 1), type: 'bigint' } },
        from: texts.auditFrom,
        answer: false,
      },
    ],
    {
      ...(numbering && {
        number: 'select number from num',
        traceability: 'select traceability from num',
      }),
    },
    numbering && numberingLead(docs[0]!.header.companyId, numbering),
  );
  const headers = (written.h as TransactionRow[]).sort((a, b) => a.id - b.id);
  // Each document's rows, grouped by its header's id (one pass, however many documents).
  const byHeader = <T extends { transactionId: number }>(rows: T[]) => {
    const out = new Map<number, T[]>(headers.map((h) => [h.id, []]));
    for (const r of rows) out.get(r.transactionId)!.push(r);
    return out;
  };
  const lines = byHeader(written.l as WrittenDocument['lines']);
  const lineTaxes = byHeader(written.x as WrittenDocument['lineTaxes']);
  const paymentRows = byHeader(written.p as WrittenDocument['payments']);
  const documents: WrittenDocument[] = headers.map((header) => ({
    header,
    lines: lines.get(header.id)!,
    lineTaxes: lineTaxes.get(header.id)!,
    payments: paymentRows.get(header.id)!,
  }));
  return {
    number: (also.number ?? null) as string | null,
    traceability: (also.traceability ?? null) as boolean | null,
    documents,
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
  by: { userId: number; at: Date },
): Promise<void> {
  // The item changed: an items form opened before answers 409 rather than undo it (issue 37).
  const edit = nextVersion(items.version, by.userId, by.at);
  for (const { itemId, ratePaise } of rates) {
    await db
      .update(items)
      .set(isPurchase ? { buyRatePaise: ratePaise, ...edit } : { ratePaise, ...edit })
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
