// Numbering: the number series (invoice, purchase, estimate, credit and debit note), their
// formats' columns, the statements that take a document's next number (under the settings
// row's lock, per financial year for a format with {FY}) and the year counters Settings edits.
// Every function takes the company first.
import { and, eq, sql } from 'drizzle-orm';
import { financialYearOf } from '@hisaab/shared/format';
import { hasFinancialYear, numberFormatParts } from '@hisaab/shared/number-format';
import type { DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { executeKept } from '../../db/insert-rows.ts';
import { queryRows } from '../../db/query-rows.ts';
import {
  amendments,
  companySettings,
  deliveryChallans,
  stockTransfers,
  documentCounters,
  orders,
  transactions,
} from '../../db/schema.ts';

/** True when a document of the table's side (isPurchase false: the sales side) has this number. */
async function sideHasNumber(
  db: DbOrTx,
  table: typeof orders | typeof transactions,
  companyId: number,
  isPurchase: boolean,
  number: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        eq(table.companyId, companyId),
        eq(table.isPurchase, isPurchase),
        eq(table.number, number),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** True when a sale order (isPurchase false) or purchase order already carries this number. */
export const orderNumberTaken = (
  db: DbOrTx,
  companyId: number,
  isPurchase: boolean,
  number: string,
) => sideHasNumber(db, orders, companyId, isPurchase, number);

/** True when a delivery challan already carries this number. */
export async function challanNumberTaken(
  db: DbOrTx,
  companyId: number,
  number: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: deliveryChallans.id })
    .from(deliveryChallans)
    .where(and(eq(deliveryChallans.companyId, companyId), eq(deliveryChallans.number, number)))
    .limit(1);
  return rows.length > 0;
}

/** True when a stock transfer already carries this number. */
export async function transferNumberTaken(
  db: DbOrTx,
  companyId: number,
  number: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: stockTransfers.id })
    .from(stockTransfers)
    .where(and(eq(stockTransfers.companyId, companyId), eq(stockTransfers.number, number)))
    .limit(1);
  return rows.length > 0;
}

/**
 * True when a sale (isPurchase false) or purchase already carries this number, or (the sales
 * side) a filed document carried it before an amendment gave it another (issue 38 part 3): a
 * number reported in a filed GSTR-1 is never issued again.
 */
export async function numberTaken(
  db: DbOrTx,
  companyId: number,
  isPurchase: boolean,
  number: string,
): Promise<boolean> {
  const taken = await sideHasNumber(db, transactions, companyId, isPurchase, number);
  if (taken || isPurchase) return taken;
  const filed = await db
    .select({ id: amendments.id })
    .from(amendments)
    .where(and(eq(amendments.companyId, companyId), eq(amendments.originalNumber, number)))
    .limit(1);
  return filed.length > 0;
}

/**
 * Whether a number typed for a sales-side document `id` (an amendment's new number) is held
 * by another: another sales-side document's number, a number a filed document had before an
 * amendment, or a deleted bill's (GSTR-1 table 13 reports it as cancelled in its month). Case
 * aside, as GSTR-1 compares numbers (gstr1-checks: once in a financial year).
 */
export async function numberHeldByOther(
  db: DbOrTx,
  companyId: number,
  id: number,
  number: string,
): Promise<boolean> {
  const rows = await queryRows<{ held: boolean }>(
    db,
    sql`select exists (select 1 from transactions t
          where t.company_id = ${companyId} and t.is_purchase = false and t.id <> ${id}
            and upper(t.number) = upper(${number}))
        or exists (select 1 from amendments a
          where a.company_id = ${companyId} and a.transaction_id <> ${id}
            and upper(a.original_number) = upper(${number}))
        or exists (select 1 from audit_log l
          where l.company_id = ${companyId} and l.entity = 'transaction' and l.action = 'delete'
            and (l.before -> 'header' ->> 'isPurchase') = 'false'
            and upper(l.before -> 'header' ->> 'number') = upper(${number})) as held`,
  );
  return rows[0]?.held === true;
}

/**
 * Whether `number` is one the series will still give a later document dated like `date`: it
 * has the series' shape (the format's text around a number) and its number is at or past the
 * counter (the date's financial year's, for a format with {FY}). A document that took it now
 * would make the series skip it later: a gap in the numbering.
 */
export async function seriesWillReach(
  db: DbOrTx,
  companyId: number,
  series: DocumentSeries,
  number: string,
  date: string,
): Promise<boolean> {
  const [settings] = await db
    .select()
    .from(companySettings)
    .where(eq(companySettings.companyId, companyId));
  if (!settings) return false;
  const format = settings[SERIES_COLUMNS[series].format];
  const { before, after } = numberFormatParts(format, date);
  const upper = number.toUpperCase();
  if (!upper.startsWith(before.toUpperCase()) || !upper.endsWith(after.toUpperCase())) return false;
  const digits = number.slice(before.length, number.length - after.length);
  if (!/^\d+$/.test(digits)) return false;
  const n = Number(digits);
  const next = hasFinancialYear(format)
    ? ((await yearCounter(db, companyId, series, financialYearOf(date).label)) ?? 1)
    : settings[SERIES_COLUMNS[series].next];
  return n >= next;
}

/**
 * Gives a document another number (an amendment of a filed supply whose number was wrong,
 * amendments module): the number only, its row locked by the caller; false when another
 * document of its side took that number first (the unique index).
 */
export async function renumberTransaction(
  db: DbOrTx,
  companyId: number,
  id: number,
  number: string,
): Promise<boolean> {
  try {
    await db
      .update(transactions)
      .set({ number })
      .where(and(eq(transactions.companyId, companyId), eq(transactions.id, id)));
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** A number series: sales invoices, purchase bills, estimates, notes, orders. */
export type DocumentSeries =
  | 'invoice'
  | 'purchase'
  | 'estimate'
  | 'credit_note'
  | 'debit_note'
  | 'sales_debit_note'
  | 'sale_order'
  | 'purchase_order'
  | 'delivery_challan'
  | 'stock_transfer';

/** The order series keep to the orders table (their numbers are unique there, per side). */
export const isOrderSeries = (series: DocumentSeries) =>
  series === 'sale_order' || series === 'purchase_order';

/** True when a document of the series' own table and side already carries this number. */
export const seriesNumberTaken = (
  db: DbOrTx,
  companyId: number,
  series: DocumentSeries,
  number: string,
) =>
  series === 'delivery_challan'
    ? challanNumberTaken(db, companyId, number)
    : series === 'stock_transfer'
      ? transferNumberTaken(db, companyId, number)
      : isOrderSeries(series)
        ? orderNumberTaken(db, companyId, series === 'purchase_order', number)
        : numberTaken(db, companyId, seriesIsPurchase(series), number);

/** The settings columns of a series (format and next number without {FY}). */
export const SERIES_COLUMNS = {
  invoice: { format: 'invoiceNumberFormat', next: 'nextInvoiceNumber' },
  purchase: { format: 'purchaseNumberFormat', next: 'nextPurchaseNumber' },
  estimate: { format: 'estimateNumberFormat', next: 'nextEstimateNumber' },
  credit_note: { format: 'creditNoteNumberFormat', next: 'nextCreditNoteNumber' },
  debit_note: { format: 'debitNoteNumberFormat', next: 'nextDebitNoteNumber' },
  /** Debit notes to customers (a price raised after the sale): the sales side. */
  sales_debit_note: { format: 'salesDebitNoteNumberFormat', next: 'nextSalesDebitNoteNumber' },
  sale_order: { format: 'saleOrderNumberFormat', next: 'nextSaleOrderNumber' },
  purchase_order: { format: 'purchaseOrderNumberFormat', next: 'nextPurchaseOrderNumber' },
  delivery_challan: {
    format: 'deliveryChallanNumberFormat',
    next: 'nextDeliveryChallanNumber',
  },
  /** Stock transfers between godowns (issue 40 part 3). */
  stock_transfer: { format: 'stockTransferNumberFormat', next: 'nextStockTransferNumber' },
} as const;

/**
 * Numbers are unique per side (the transactions_number_uq index is on is_purchase): estimates
 * share the sales side, so a number an invoice took is skipped by estimates, and the other way.
 */
export const seriesIsPurchase = (series: DocumentSeries) =>
  series === 'purchase' || series === 'debit_note' || series === 'purchase_order';

/** A series, or (as callers wrote before estimates) isPurchase for purchase or invoice. */
export type SeriesOrSide = DocumentSeries | boolean;
const seriesOf = (s: SeriesOrSide): DocumentSeries =>
  typeof s === 'boolean' ? (s ? 'purchase' : 'invoice') : s;

/** A new document's number: its series, the series' format as read, the document's date. */
export interface Numbering {
  series: DocumentSeries;
  format: string;
  date: string;
}

/**
 * The statements that take a new document's number inside the statement that writes it
 * (insertNewDocuments' lead): the series' counter moves on under the settings row's lock, or,
 * for a format with {FY}, the settings row is locked and the date's financial-year counter
 * moves on; `num` is the number as formatDocumentNumber writes it (the format's parts, from
 * numberFormatParts) and the traceability setting. The lock is taken by the statement that
 * writes the bill, so it is held only from there to commit. Text kept per series and kind.
 */
export function numberingLead(companyId: number, numbering: Numbering) {
  const { series, format, date } = numbering;
  const fy = hasFinancialYear(format) ? financialYearOf(date).label : null;
  const { before, width, after } = numberFormatParts(format, date);
  const key = `${series}${fy === null ? '' : ' fy'}`;
  let ctes = numberingLeads.get(key);
  if (ctes === undefined) {
    const next = companySettings[SERIES_COLUMNS[series].next].name;
    const formatted = (n: string) =>
      `$2::text || lpad(${n}::text, greatest($3::integer, length(${n}::text)), '0') || $4::text`;
    ctes =
      fy === null
        ? `s as (update "company_settings" set ${next} = ${next} + 1 where company_id = $1::integer
              returning ${next} - 1 as n, enable_traceability as traceability),
            num as (select ${formatted('s.n')} as number, s.traceability from s)`
        : `s as (update "company_settings" set ${next} = ${next} where company_id = $1::integer
              returning enable_traceability as traceability),
            c as (insert into "document_counters" as dc (company_id, series, fy, next_number)
              select $1::integer, $5::text, $6::text, 2 from s
              on conflict (company_id, series, fy)
              do update set next_number = dc.next_number + 1
              returning next_number - 1 as n),
            num as (select ${formatted('c.n')} as number, s.traceability from c cross join s)`;
    numberingLeads.set(key, ctes);
  }
  const params = [companyId, before, width, after, ...(fy === null ? [] : [series, fy])];
  return { key, ctes, params };
}
const numberingLeads = new Map<string, string>();

/**
 * Takes the next number of a series on its own (a payment made a bill, a credit or debit
 * note), by the same statements a new bill's insert leads with (numberingLead), under the
 * settings row's lock held to the end of the transaction. Answers the number and the
 * traceability setting; null without a settings row.
 */
export async function takeNumber(
  db: DbOrTx,
  companyId: number,
  numbering: Numbering,
): Promise<{ number: string; traceability: boolean } | null> {
  const lead = numberingLead(companyId, numbering);
  const statement = {
    name: `hisaab_take_number_${lead.key.replace(' ', '_')}`,
    text: `with ${lead.ctes} select number, traceability from num`,
  };
  const [row] = (await executeKept(db, statement, lead.params)).rows as {
    number: string;
    traceability: boolean;
  }[];
  return row ?? null;
}

/** The financial year's counter of a series, or null before the year's first document. */
export async function yearCounter(
  db: DbOrTx,
  companyId: number,
  side: SeriesOrSide,
  fy: string,
): Promise<number | null> {
  const series = seriesOf(side);
  const [row] = await db
    .select({ nextNumber: documentCounters.nextNumber })
    .from(documentCounters)
    .where(
      and(
        eq(documentCounters.companyId, companyId),
        eq(documentCounters.series, series),
        eq(documentCounters.fy, fy),
      ),
    );
  return row?.nextNumber ?? null;
}

export async function setYearCounter(
  db: DbOrTx,
  companyId: number,
  side: SeriesOrSide,
  fy: string,
  next: number,
): Promise<void> {
  const series = seriesOf(side);
  await db
    .insert(documentCounters)
    .values({ companyId, series, fy, nextNumber: next })
    .onConflictDoUpdate({
      target: [documentCounters.companyId, documentCounters.series, documentCounters.fy],
      set: { nextNumber: next },
    });
}
