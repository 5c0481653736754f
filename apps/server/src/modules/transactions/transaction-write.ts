// The write step of a save: one function (writeBill) writes what the decide step decided, for
// a new document and an edit alike: bills, purchases, payments, estimates and credit or debit
// notes. A new document is one statement (repo.insertNewDocuments: header with its number,
// lines, taxes, payments, journal, the customer's rates, the audit row), the same that writes
// an import's opening documents, many at a time (writeNewDocuments); an edit, whose bill row
// the caller has locked (repo.lockTransaction), clears and rewrites the rows beside the
// header in the same order every time. Both answer what they wrote, to reply without reading.
import { validateInvoiceNumber } from '@hisaab/shared/invoice-number';
import type { Tx } from '../../db/client.ts';
import { Journal, keepOpeningsFirst } from '../../bookkeeping/journal.ts';
import { todayInIndia } from '@hisaab/shared/format';
import { insertRows } from '../../db/insert-rows.ts';
import {
  payments,
  transactionLines,
  transactionLineTaxes,
  type transactions,
} from '../../db/schema.ts';
import { badRequest } from '../../platform/errors.ts';
import { recordAuditReadingPartyBalance } from '../../bookkeeping/audit-trail.ts';
import * as numbering from './numbering.repo.ts';
import * as repo from './transactions.repo.ts';
import { assertOpen } from '../periods/index.ts';
import { lineRowOf, lineTaxRowsOf, type ComputedDocument } from './transaction-document.ts';
import {
  TRANSACTION_MESSAGES,
  type DecidedBill,
  type DocumentRows,
  type StoredBill,
} from './transaction-decide.ts';

/** What one save wrote: enough to answer without reading it back. */
export interface WrittenBill {
  header: repo.TransactionRow;
  rows: DocumentRows;
  /** The traceability setting, when numbering read it. */
  traceability: boolean | null;
  /** The customer's balance with this document (an edit's); null when not read (a new one's). */
  customerBalancePaise: number | null;
}

/** What writeBill writes: the decided document and who writes it when. */
export interface BillWrite {
  companyId: number;
  userId: number;
  now: Date;
  /** The bill as stored, its row locked (an edit); null for a new document. */
  before: StoredBill | null;
  decided: DecidedBill;
  /** Header columns beside the decided ones (a purchase's supplier invoice, a note's bill). */
  extra?: Partial<typeof transactions.$inferInsert>;
  /** The series of its number; null for a document without one (a payment, an opening). */
  series: numbering.DocumentSeries | null;
  /** The series' number format when already read (saveLookups); else read here. */
  format?: string | null;
  /** "Update Items": the items' master rates become this bill's. */
  updateItems: boolean;
  /** An amendment of a filed supply (issue 38 part 3): a filing does not hold it. */
  amendment?: boolean;
}

/**
 * The next number of the series, never reused, taken under the settings row's lock
 * (numbering.takeNumber, the statements a new bill's insert leads with); a format with {FY}
 * counts in the bill date's financial year's counter, so a back-dated bill continues its own
 * year's series. `claim` takes a number for the document, or answers false when another
 * document has it (a number typed by hand earlier, or a lowered counter): that number is
 * skipped, never duplicated, and the next taken. Also answers the traceability setting.
 */
export async function allocateNumber(
  tx: Tx,
  companyId: number,
  series: numbering.DocumentSeries,
  date: string,
  claim: (number: string) => Promise<boolean>,
): Promise<{ number: string; traceability: boolean }> {
  const format = await formatOf(tx, companyId, series);
  for (;;) {
    const taken = (await numbering.takeNumber(tx, companyId, { series, format, date }))!;
    if (validateInvoiceNumber(taken.number)) throw badRequest(TRANSACTION_MESSAGES.numberTooLong);
    if (await claim(taken.number)) return taken;
  }
}

async function formatOf(tx: Tx, companyId: number, series: numbering.DocumentSeries) {
  const settings = await repo.settingsOf(tx, companyId);
  return settings![numbering.SERIES_COLUMNS[series].format];
}

/** Writes a document's lines, their taxes and its payments (one statement each). */
async function writeDocument(
  tx: Tx,
  companyId: number,
  transactionId: number,
  doc: ComputedDocument,
  date: string,
): Promise<DocumentRows> {
  const written: DocumentRows = { lines: [], lineTaxes: [], payments: [] };
  if (doc.lines.length > 0) {
    // One statement for the lines and one for their taxes, however long the bill.
    const rows = await insertRows(
      tx,
      transactionLines,
      doc.lines.map((line) => lineRowOf(companyId, transactionId, line)),
    );
    written.lines = rows;
    const lineIds = new Map(rows.map((r) => [r.lineNo, r.id]));
    const taxRows = doc.lines.flatMap((line) =>
      lineTaxRowsOf(companyId, line).map(({ lineNo, ...tax }) => ({
        ...tax,
        transactionId,
        lineId: lineIds.get(lineNo)!,
      })),
    );
    if (taxRows.length > 0) written.lineTaxes = await insertRows(tx, transactionLineTaxes, taxRows);
  }
  if (doc.payments.length > 0) {
    written.payments = await insertRows(
      tx,
      payments,
      doc.payments.map((p) => ({ companyId, transactionId, paymentDate: date, ...p })),
    );
  }
  return written;
}

/** The one write of a save: a new document, or an edit of the locked `before`. */
export async function writeBill(tx: Tx, w: BillWrite): Promise<WrittenBill> {
  // A filed month or closed books: the bill may neither leave nor enter it (issue 38).
  await assertOpen(
    tx,
    w.companyId,
    [
      w.before && { kind: w.before.header.kind, date: w.before.header.transactionDate },
      { kind: w.decided.header.kind, date: w.decided.header.transactionDate },
    ],
    { amendment: w.amendment === true },
  );
  const written = w.before ? await writeEdit(tx, w, w.before) : await writeNew(tx, w);
  if (w.updateItems) {
    await repo.setItemRates(tx, w.companyId, w.decided.header.isPurchase, w.decided.rates, {
      userId: w.userId,
      at: w.now,
    });
    await repo.clearCustomerRates(
      tx,
      w.companyId,
      w.decided.rates.map((r) => r.itemId),
    );
  }
  if (w.before) {
    // What was written, as snapshot() would read it back (a new document's audit row is
    // written by its insert). The same statement reads the customer's balance for the reply:
    // the journal lines above are in it.
    written.customerBalancePaise = await recordAuditReadingPartyBalance(
      tx,
      {
        companyId: w.companyId,
        userId: w.userId,
        entity: 'transaction',
        entityId: written.header.id,
        action: 'update',
        before: w.before,
        after: { header: written.header, ...written.rows },
      },
      w.now,
      written.header.customerId,
    );
  }
  return written;
}

async function writeEdit(tx: Tx, w: BillWrite, before: StoredBill): Promise<WrittenBill> {
  const { companyId, decided } = w;
  const date = decided.header.transactionDate;
  // A payment that becomes a bill takes its number now; a number stays with its document.
  const allocated =
    before.header.number !== null || w.series === null
      ? null
      : await allocateNumber(
          tx,
          companyId,
          w.series,
          date,
          async (n) => !(await numbering.numberTaken(tx, companyId, decided.header.isPurchase, n)),
        );
  await repo.clearDocumentRows(tx, companyId, before.header.id);
  const header = await repo.updateTransaction(tx, companyId, before.header.id, {
    ...decided.header,
    ...w.extra,
    number: before.header.number ?? allocated?.number ?? null,
    version: before.header.version + 1,
    updatedBy: w.userId,
    updatedAt: w.now,
  });
  const rows = await writeDocument(tx, companyId, header.id, decided.doc, date);
  if (decided.posting) await decided.posting(header.id).post(tx);
  if (decided.remembersRates)
    await repo.rememberCustomerRates(tx, companyId, header.customerId, decided.rates, w.now);
  return { header, rows, traceability: null, customerBalancePaise: 0 };
}

/**
 * A new document's rows as the write step takes them: the header's columns, the computed
 * document's lines, taxes and payments, its journal (`posting`, given the header's id, 0 here:
 * the insert links the lines to the id it gives) and the customer's rates to remember.
 */
export function newDocumentRows(
  header: typeof transactions.$inferInsert,
  doc: ComputedDocument,
  posting: ((transactionId: number) => Journal) | null,
  customerRates: repo.NewDocumentRows['customerRates'] = [],
): repo.NewDocumentRows {
  const { companyId } = header;
  return {
    header,
    lines: doc.lines.map((line) => {
      const { transactionId: _transactionId, ...row } = lineRowOf(companyId, 0, line);
      return row;
    }),
    lineTaxes: doc.lines.flatMap((line) => lineTaxRowsOf(companyId, line)),
    payments: doc.payments.map((p) => ({
      companyId,
      paymentDate: header.transactionDate,
      ...p,
    })),
    journal: posting
      ? Journal.linesOfNew([posting(0)]).map(({ sourceId: _sourceId, ...line }) => line)
      : [],
    customerRates,
  };
}

/**
 * New documents without a number (an import's opening balances and stock), many in one
 * statement: the same insert as a new bill's (repo.insertNewDocuments), audit rows included.
 */
export async function writeNewDocuments(
  tx: Tx,
  docs: repo.NewDocumentRows[],
  audit: { userId: number | null; at: Date },
): Promise<repo.WrittenDocument[]> {
  return (await repo.insertNewDocuments(tx, docs, audit)).documents;
}

async function writeNew(tx: Tx, w: BillWrite): Promise<WrittenBill> {
  const { companyId, decided } = w;
  const date = decided.header.transactionDate;
  const parts = newDocumentRows(
    {
      companyId,
      ...decided.header,
      ...w.extra,
      updatedBy: w.userId,
      updatedAt: w.now,
      createdBy: w.userId,
      // The app's clock, like updatedAt: the plan year counts invoices by it.
      createdAt: w.now,
    },
    decided.doc,
    decided.posting,
    decided.remembersRates
      ? repo.customerRateRows(companyId, decided.header.customerId, decided.rates, w.now)
      : [],
  );
  // The number is taken by the statement that writes the bill (as late as it can be: the
  // settings row stays locked from there to commit). A number another document holds (typed
  // by hand earlier, or a lowered counter) writes nothing: it is skipped, the next is taken.
  // The settings row (and so the format) exists from registration.
  // A bill dated before the opening balances moves them to its day (issue 42).
  if (decided.posting && date < todayInIndia(w.now)) await keepOpeningsFirst(tx, companyId, date);
  const lead =
    w.series === null
      ? null
      : { series: w.series, format: w.format ?? (await formatOf(tx, companyId, w.series)), date };
  for (;;) {
    const inserted = await repo.insertNewDocuments(
      tx,
      [parts],
      { userId: w.userId, at: w.now },
      { numbering: lead },
    );
    const [written] = inserted.documents;
    if (written) {
      const { header, ...rows } = written;
      return {
        header,
        rows,
        traceability: inserted.traceability,
        // Read by the caller after the commit (transactions.service viewOfNew): inside the
        // transaction it would hold the company's number and balances locks one more round trip.
        customerBalancePaise: null,
      };
    }
    // Not written: the number was held by another document (try the next one) or was longer
    // than GST allows.
    if (validateInvoiceNumber(inserted.number ?? ''))
      throw badRequest(TRANSACTION_MESSAGES.numberTooLong);
  }
}
