// What GSTR-1 reads: the period's sale lines, sections worked out and B2C small summed in the
// statement (gstr1-sale-rows.ts), plus numbers used twice
// in the financial year, deleted bills' numbers and the ledger's totals for the self-checks;
// and the same of the period's credit and debit notes (issue 16), one more row source; debit
// notes to customers (issue 36) are a sale's notes too (cdnr/cdnur ntty "D", table 13).
// Each query reads only the period's documents (by company and date); none runs per invoice.
import { sql, type SQL } from 'drizzle-orm';
import { financialYearOf } from '@hisaab/shared/format';
import { periodOf } from '@hisaab/shared/period-locks';
import { isZeroRated, type SupplyType } from '@hisaab/shared/gst/supply';
import type { DbOrTx } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import {
  addAmounts,
  amountsOf,
  noteLines,
  zeroAmounts,
  type Amounts,
  type GstProfile,
} from './gst-common.ts';
import { gstr1SaleRows } from './gstr1-sale-rows.ts';
import type {
  HsnRow,
  InvoiceRateRow,
  LineProblem,
  NoteRateRow,
  SummedRows,
  UnitProblem,
} from './gstr1-rows.ts';

type NoteKind = 'credit_note' | 'debit_note' | 'sales_debit_note';

/**
 * The period's notes on sales: credit notes' rows and HSN rows (negative) and debit notes to
 * customers' (positive); the numbers of credit notes and of debit notes issued to customers
 * (a purchase return's debit note is the supplier's document, not one issued on a sale).
 */
export interface NoteData {
  rows: NoteRateRow[];
  hsnRows: HsnRow[];
  issued: { credit: (string | null)[]; debit: (string | null)[] };
  cancelled: { credit: string[]; debit: string[] };
}

export interface DuplicateNumber {
  number: string;
  count: number;
  transactionId: number;
  fy: string;
}

export interface Gstr1Data {
  /**
   * The invoice-rate rows the return needs one by one (b2b, b2cl, exp, those a check lists, those
   * under reverse charge or amended); the other B2C small and nil-rated rows come added up.
   */
  invoiceRows: InvoiceRateRow[];
  summed: SummedRows;
  hsnRows: HsnRow[];
  lineProblems: LineProblem[];
  unitProblems: UnitProblem[];
  duplicates: DuplicateNumber[];
  /** Invoices issued in the period that carry at least one supply line. */
  issued: { transactionId: number; number: string | null }[];
  /** Numbers of deleted sale bills dated in the period, not reused since. */
  cancelled: string[];
  /**
   * The books for the period: SALES and TAX_OUTPUT of its sale bills and credit notes from the
   * ledger (sign as a sale sees it: the notes net it).
   */
  books: Amounts;
  notes: NoteData;
  /** Ids of the period's sale bills and credit notes under reverse charge (rchrg Y). */
  reverseCharge: Set<number>;
}

/**
 * Numbers of the period's bills used twice in their financial year (compared without regard to
 * case). Each distinct number of the period is looked up in the financial years the period
 * touches through the index on (company_id, upper(number)) of sales: the cost follows the
 * period's bills, never the year's or the whole history.
 */
async function duplicates(db: DbOrTx, companyId: number, start: string, end: string) {
  const from = financialYearOf(start).start;
  const to = financialYearOf(end).end;
  const inPeriod = sql`h.transaction_date between ${start}::date and ${end}::date`;
  const rows = await queryRows(
    db,
    // Named by the period's own bill (the first of them), whatever the collation says. Numbers
    // used once (nearly all) are dropped by the window count before any ordered aggregate.
    sql`select (array_agg(h.number order by h.transaction_date, h.id) filter (where ${inPeriod}))[1] as number,
        (array_agg(h.id order by h.transaction_date, h.id) filter (where ${inPeriod}))[1] as "transactionId",
        count(*) as count, h.fy
      from (
        select k.key, t.id, t.number, t.transaction_date, t.fy,
          count(*) over (partition by k.key, t.fy) as uses
        from (
          select distinct upper(p.number) as key from transactions p
          where p.company_id = ${companyId} and p.kind = 'sale'
            and p.transaction_date between ${start}::date and ${end}::date
            and p.number is not null
        ) k
        cross join lateral (
          select t.id, t.number, t.transaction_date,
            extract(year from t.transaction_date - interval '3 months')::int as fy
          from transactions t
          where t.company_id = ${companyId} and t.kind = 'sale' and upper(t.number) = k.key
            and t.transaction_date between ${from}::date and ${to}::date
          offset 0 -- one index probe per number, see periodLines
        ) t
      ) h
      where h.uses > 1
      group by h.key, h.fy
      having bool_or(${inPeriod})
      order by 1`,
  );
  return rows.map((r): DuplicateNumber => ({
    number: r['number'] as string,
    count: Number(r['count']),
    transactionId: Number(r['transactionId']),
    fy: financialYearOf(`${Number(r['fy'])}-04-01`).label,
  }));
}

/** Deleted sale bills of the period (their before-image in the audit trail). */
async function cancelled(db: DbOrTx, companyId: number, start: string, end: string) {
  const rows = await queryRows<{ number: string }>(
    db,
    sql`select distinct a.before -> 'header' ->> 'number' as number
      from audit_log a
      where a.company_id = ${companyId} and a.entity = 'transaction' and a.action = 'delete'
        and a.before -> 'header' ->> 'kind' = 'sale'
        and a.before -> 'header' ->> 'transactionDate' between ${start} and ${end}
        and a.before -> 'header' ->> 'number' is not null
        and exists (select 1 from jsonb_array_elements(a.before -> 'lines') e
                    where e ->> 'specialKind' is null)
        and not exists (select 1 from transactions t
                        where t.company_id = ${companyId} and t.is_purchase = false
                          and t.number = a.before -> 'header' ->> 'number')`,
  );
  return rows.map((r) => r.number);
}

/**
 * The ledger's SALES and TAX_OUTPUT lines of the period's sale bills. Read by account and date
 * (the index on (company_id, account, entry_date): a bill posts on its own date), then kept to
 * the period's sales: a range of the index instead of a probe and all the journal lines of
 * every bill.
 */
export const booksQuery = (companyId: number, start: string, end: string) =>
  sql`select j.account, j.component, sum(j.amount_paise) as amount
      from journal_lines j
      where j.company_id = ${companyId} and j.account in ('SALES', 'TAX_OUTPUT')
        and j.entry_date between ${start}::date and ${end}::date
        and j.source_kind = 'transaction'
        and j.source_id in (
          select t.id from transactions t
          where t.company_id = ${companyId} and t.kind = 'sale'
            and t.transaction_date between ${start}::date and ${end}::date)
      group by 1, 2`;

/** The period's credit notes' SALES and TAX_OUTPUT lines (a note posts on its own date). */
const noteBooksQuery = (companyId: number, start: string, end: string) =>
  sql`select j.account, j.component, sum(j.amount_paise) as amount
      from transactions t
      join journal_lines j on j.company_id = ${companyId} and j.source_kind = 'transaction'
        and j.source_id = t.id and j.account in ('SALES', 'TAX_OUTPUT')
      where t.company_id = ${companyId} and t.kind in ('credit_note', 'sales_debit_note')
        and t.transaction_date between ${start}::date and ${end}::date
      group by 1, 2`;

/** SALES and TAX_OUTPUT per GST head as a sale sees them (one of the two queries above). */
export async function books(db: DbOrTx, query: SQL): Promise<Amounts> {
  const rows = await queryRows<{ account: string; component: string | null; amount: string }>(
    db,
    query,
  );
  const out = zeroAmounts();
  for (const r of rows) {
    // A sale credits these accounts: negative in the ledger, positive in the return (a credit
    // note debits them, so it comes out negative).
    const v = -Number(r.amount);
    if (r.account === 'SALES') out.txval += v;
    else if (r.component === 'IGST') out.iamt += v;
    else if (r.component === 'CGST') out.camt += v;
    else if (r.component === 'SGST' || r.component === 'UTGST') out.samt += v;
    else if (r.component === 'CESS') out.csamt += v;
  }
  return out;
}

const NOTE_SUMS = sql`sum(lu.taxable_paise) as txval, sum(lu.iamt) as iamt, sum(lu.camt) as camt,
  sum(lu.samt) as samt, sum(lu.csamt) as csamt`;

/** The period's notes of a kind per note per rate, oldest first (GSTR-3B reads them too). */
export async function noteRateRows(
  db: DbOrTx,
  companyId: number,
  kind: NoteKind,
  profile: GstProfile,
  start: string,
  end: string,
  /** One note only (doc-figures.ts). */
  only?: number,
): Promise<NoteRateRow[]> {
  const rows = await queryRows(
    db,
    sql`${noteLines({ companyId, kind, start, end, state: profile.state, only })}
      select lu.id, lu.number, lu.transaction_date::text as date, lu.pos, lu.customer_name as name,
        lu.ctin, lu.rt_bp, o.number as onum, o.transaction_date::text as odate,
        o.amount_paise as oval, o.supply_type as osply, ${NOTE_SUMS},
        sum(sum(lu.amount_paise)) over (partition by lu.id) as val
      from lu
      join transactions o on o.company_id = ${companyId} and o.id = lu.original_id
      group by lu.id, lu.number, lu.transaction_date, lu.pos, lu.customer_name, lu.ctin, lu.rt_bp,
        o.number, o.transaction_date, o.amount_paise, o.supply_type
      order by lu.transaction_date, lu.id, lu.rt_bp`,
  );
  return rows.map((r) => ({
    // A note is of its original bill's kind of supply (issue 36: cdnr inv_typ, cdnur typ).
    supplyType: r['osply'] as SupplyType,
    exportDetails: null,
    transactionId: Number(r['id']),
    number: r['number'] as string | null,
    date: r['date'] as string,
    pos: r['pos'] as string | null,
    customerName: (r['name'] as string | null) ?? '',
    ctin: r['ctin'] as string | null,
    nil: Number(r['rt_bp']) === 0 && !isZeroRated(r['osply'] as SupplyType),
    rtBp: Number(r['rt_bp']),
    val: Number(r['val']),
    originalNumber: r['onum'] as string | null,
    originalDate: r['odate'] as string,
    originalVal: Number(r['oval']),
    debit: kind === 'sales_debit_note',
    ...amountsOf(r),
  }));
}

/** The period's credit notes and debit notes to customers, in date order: a sale's notes. */
export async function salesNoteRows(
  db: DbOrTx,
  companyId: number,
  profile: GstProfile,
  start: string,
  end: string,
): Promise<NoteRateRow[]> {
  const credit = await noteRateRows(db, companyId, 'credit_note', profile, start, end);
  const debit = await noteRateRows(db, companyId, 'sales_debit_note', profile, start, end);
  return [...credit, ...debit].sort((a, b) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : a.transactionId - b.transactionId,
  );
}

/**
 * The period's credit notes per HSN + rate + UQC (negative), B2B and B2C apart; or its debit
 * notes to customers (positive, value without quantity: a price raised moves no goods).
 */
export async function noteHsnRows(
  db: DbOrTx,
  companyId: number,
  profile: GstProfile,
  start: string,
  end: string,
  kind: 'credit_note' | 'sales_debit_note' = 'credit_note',
  only?: number,
): Promise<HsnRow[]> {
  const rows = await queryRows(
    db,
    sql`${noteLines({ companyId, kind, start, end, state: profile.state, only })}
      select lu.ctin is not null as b2b, lu.hsn, lu.rt_bp, lu.uqc, min(lu.item_name) as item,
        sum(lu.qty_milli) as qty, ${NOTE_SUMS}
      from lu
      group by lu.ctin is not null, lu.hsn, lu.rt_bp, lu.uqc`,
  );
  return rows.map((r) => ({
    b2b: r['b2b'] === true,
    hsn: r['hsn'] as string | null,
    rtBp: Number(r['rt_bp']),
    uqc: r['uqc'] as string | null,
    desc: (r['item'] as string | null) ?? '',
    qtyMilli: Number(r['qty']),
    ...amountsOf(r),
  }));
}

/**
 * Numbers of the period's notes of a kind, and of deleted ones (audit trail): outward notes
 * only. A debit note here returns a purchase (is_purchase): the supplier reports that return as
 * its credit note, so it is no document we issued on an outward supply (issue 42).
 */
async function noteNumbers(
  db: DbOrTx,
  companyId: number,
  kind: NoteKind,
  start: string,
  end: string,
) {
  const issued = await queryRows<{ number: string | null }>(
    db,
    sql`select t.number from transactions t
      where t.company_id = ${companyId} and t.kind = ${kind} and not t.is_purchase
        and t.transaction_date between ${start}::date and ${end}::date
      order by t.transaction_date, t.id`,
  );
  const cancelled = await queryRows<{ number: string }>(
    db,
    sql`select distinct a.before -> 'header' ->> 'number' as number
      from audit_log a
      where a.company_id = ${companyId} and a.entity = 'transaction' and a.action = 'delete'
        and a.before -> 'header' ->> 'kind' = ${kind}
        and coalesce(a.before -> 'header' ->> 'isPurchase', 'false') <> 'true'
        and a.before -> 'header' ->> 'transactionDate' between ${start} and ${end}
        and a.before -> 'header' ->> 'number' is not null
        and not exists (select 1 from transactions t
                        where t.company_id = ${companyId} and t.kind = ${kind}
                          and t.number = a.before -> 'header' ->> 'number')`,
  );
  return { issued: issued.map((r) => r.number), cancelled: cancelled.map((r) => r.number) };
}

async function loadNoteData(
  db: DbOrTx,
  companyId: number,
  profile: GstProfile,
  start: string,
  end: string,
): Promise<NoteData> {
  const credit = await noteNumbers(db, companyId, 'credit_note', start, end);
  const debit = await noteNumbers(db, companyId, 'sales_debit_note', start, end);
  return {
    rows: await salesNoteRows(db, companyId, profile, start, end),
    hsnRows: [
      ...(await noteHsnRows(db, companyId, profile, start, end)),
      ...(await noteHsnRows(db, companyId, profile, start, end, 'sales_debit_note')),
    ],
    issued: { credit: credit.issued, debit: debit.issued },
    cancelled: { credit: credit.cancelled, debit: debit.cancelled },
  };
}

/** The period's sale bills and credit notes under reverse charge (few: an index range scan). */
async function reverseChargeIds(db: DbOrTx, companyId: number, start: string, end: string) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select t.id from transactions t
      where t.company_id = ${companyId} and t.kind in ('sale', 'credit_note') and t.reverse_charge
        and t.transaction_date between ${start}::date and ${end}::date`,
  );
  return new Set(rows.map((r) => Number(r.id)));
}

/** The documents dated in the period that have been amended (as amendmentsOfDocumentsIn finds them). */
async function amendedIds(db: DbOrTx, companyId: number, start: string, end: string) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select distinct a.transaction_id as id from amendments a
      where a.company_id = ${companyId}
        and a.original_period between ${periodOf(start)} and ${periodOf(end)}
        and a.original_date between ${start}::date and ${end}::date`,
  );
  return rows.map((r) => Number(r.id));
}

/** Everything GSTR-1 needs of the period (run inside the return's snapshot). */
export async function loadGstr1Data(
  db: DbOrTx,
  companyId: number,
  profile: GstProfile,
  start: string,
  end: string,
): Promise<Gstr1Data> {
  // One after another: PGlite runs one query at a time, and a pool keeps its slots.
  const reverseCharge = await reverseChargeIds(db, companyId, start, end);
  // Bills under reverse charge or amended come back row by row: their tax and figures are
  // taken apart later (buildSections, withAmendedAsFiled).
  const own = [...reverseCharge, ...(await amendedIds(db, companyId, start, end))];
  const rows = await gstr1SaleRows(db, companyId, profile, start, end, own);
  return {
    ...rows,
    duplicates: await duplicates(db, companyId, start, end),
    cancelled: await cancelled(db, companyId, start, end),
    books: addAmounts(
      await books(db, booksQuery(companyId, start, end)),
      await books(db, noteBooksQuery(companyId, start, end)),
    ),
    notes: await loadNoteData(db, companyId, profile, start, end),
    reverseCharge,
  };
}
