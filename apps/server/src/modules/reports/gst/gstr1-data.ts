// The set-based queries behind GSTR-1: a period's sales, grouped per invoice per rate, per
// HSN + rate + UQC, plus what the self-checks need. Each query reads only the period's
// documents (by company and date); nothing runs per invoice.
import { sql, type SQL } from 'drizzle-orm';
import { financialYearOf } from '@hisaab/shared/format';
import { UQC_CODES } from '@hisaab/shared/gst/uqc';
import type { DbOrTx } from '../../../db/client.ts';
import { queryRows } from '../report-definition.ts';
import { amountsOf, TAX_HEAD_SUMS, type Amounts, type GstProfile } from './gst-common.ts';

/** One invoice's supplies at one rate. Nil-rated lines form their own row (nil, rate 0). */
export interface InvoiceRateRow extends Amounts {
  transactionId: number;
  number: string | null;
  date: string;
  pos: string | null;
  customerName: string;
  /** The buyer's GSTIN, upper-cased; null for an unregistered buyer. */
  ctin: string | null;
  nil: boolean;
  rtBp: number;
  /** Invoice value: every line but opening balances (round off and discount included). */
  val: number;
}

export interface HsnRow extends Amounts {
  b2b: boolean;
  /** null: lines without an HSN/SAC code (left out of the table, listed by the checks). */
  hsn: string | null;
  rtBp: number;
  /** 'NA' for services; null when the unit has no UQC (an error, listed by the checks). */
  uqc: string | null;
  desc: string;
  qtyMilli: number;
}

export interface LineProblem {
  kind: 'hsn-missing-b2b' | 'hsn-missing-b2c' | 'hsn-digits';
  transactionId: number;
  number: string | null;
  customerName: string;
  item: string;
  hsn: string | null;
  /** Bill-and-item pairs with this problem in the period (only the first 50 are listed). */
  total: number;
}

export interface UnitProblem {
  unitName: string;
  uqc: string | null;
  bills: number;
  transactionId: number;
  number: string | null;
}

export interface DuplicateNumber {
  number: string;
  count: number;
  transactionId: number;
  fy: string;
}

export interface Gstr1Data {
  invoiceRows: InvoiceRateRow[];
  hsnRows: HsnRow[];
  lineProblems: LineProblem[];
  unitProblems: UnitProblem[];
  duplicates: DuplicateNumber[];
  /** Invoices issued in the period that carry at least one supply line. */
  issued: { transactionId: number; number: string | null }[];
  /** Numbers of deleted sale bills dated in the period, not reused since. */
  cancelled: string[];
  /** The books for the period: SALES and TAX_OUTPUT from the ledger (sign as a sale sees it). */
  books: Amounts;
}

export const LISTED_PER_PROBLEM = 50;

/**
 * The period's sale bills (tx), their lines' tax heads (lt) and lines (ln). Lines and tax rows
 * are fetched by `transaction_id = any(array(...))`, so the planner probes their
 * (company_id, transaction_id) indexes for the period's bills instead of hashing a company's
 * whole history of lines: the cost follows the month, not the years behind it.
 */
function saleLines(companyId: number, start: string, end: string, state: string | null): SQL {
  return sql`
    with tx as (
      select t.id, t.number, t.transaction_date, t.customer_id,
        coalesce(t.place_of_supply, ${state}::text) as pos
      from transactions t
      where t.company_id = ${companyId} and t.kind = 'sale'
        and t.transaction_date between ${start}::date and ${end}::date
    ),
    lt as (
      select x.line_id, ${TAX_HEAD_SUMS}
      from transaction_line_taxes x
      where x.company_id = ${companyId} and x.transaction_id = any(array(select id from tx))
      group by x.line_id
    ),
    ln as (
      select l.transaction_id, l.special_kind, l.item_name, l.unit_id, l.qty_milli,
        l.amount_paise, l.taxable_paise,
        nullif(regexp_replace(coalesce(l.hsn_sac_code, ''), '[[:space:].]', '', 'g'), '') as hsn,
        coalesce(lt.rt_bp, 0) as rt_bp, coalesce(lt.iamt, 0) as iamt,
        coalesce(lt.camt, 0) as camt, coalesce(lt.samt, 0) as samt,
        coalesce(lt.csamt, 0) as csamt
      from transaction_lines l
      left join lt on lt.line_id = l.id
      where l.company_id = ${companyId} and l.transaction_id = any(array(select id from tx))
    )`;
}

const registered = sql`(c.gstin is not null and btrim(c.gstin) <> '')`;

async function invoiceRows(db: DbOrTx, companyId: number, lines: SQL) {
  // Hisaab's rule for now: a line whose GST rate is 0, or which carries no GST tax row at all,
  // is a nil-rated supply (Table 8 nil_amt); Hisaab has no exempt or non-GST flag yet.
  const rows = await queryRows(
    db,
    sql`${lines}
    select g.transaction_id as "transactionId", tx.number, tx.transaction_date::text as "date",
      tx.pos, c.name as "customerName", nullif(upper(btrim(c.gstin)), '') as ctin,
      g.cls, g.rt_bp as "rtBp", g.txval, g.iamt, g.camt, g.samt, g.csamt, g.val
    from (
      select ln.transaction_id,
        case when ln.special_kind is not null then 'special'
             when ln.rt_bp = 0 then 'nil' else 'taxable' end as cls,
        ln.rt_bp, sum(ln.taxable_paise) as txval, sum(ln.iamt) as iamt, sum(ln.camt) as camt,
        sum(ln.samt) as samt, sum(ln.csamt) as csamt,
        sum(sum(ln.amount_paise) filter (where ln.special_kind is distinct from 'opening_balance'))
          over (partition by ln.transaction_id) as val
      from ln
      group by ln.transaction_id, 2, ln.rt_bp
    ) g
    join tx on tx.id = g.transaction_id
    join customers c on c.company_id = ${companyId} and c.id = tx.customer_id
    where g.cls <> 'special'
    order by tx.transaction_date, tx.id, g.rt_bp`,
  );
  return rows.map(
    (r): InvoiceRateRow => ({
      transactionId: Number(r['transactionId']),
      number: (r['number'] as string | null) ?? null,
      date: r['date'] as string,
      pos: (r['pos'] as string | null) ?? null,
      customerName: r['customerName'] as string,
      ctin: (r['ctin'] as string | null) ?? null,
      nil: r['cls'] === 'nil',
      rtBp: Number(r['rtBp']),
      val: Number(r['val'] ?? 0),
      ...amountsOf(r),
    }),
  );
}

async function hsnRows(db: DbOrTx, companyId: number, lines: SQL) {
  const rows = await queryRows(
    db,
    sql`${lines}
    select ${registered} as b2b, ln.hsn, ln.rt_bp as "rtBp",
      case when ln.hsn like '99%' then 'NA' else nullif(upper(btrim(u.uqc)), '') end as uqc,
      min(ln.item_name) as "desc", sum(ln.qty_milli) as "qtyMilli",
      sum(ln.taxable_paise) as txval, sum(ln.iamt) as iamt, sum(ln.camt) as camt,
      sum(ln.samt) as samt, sum(ln.csamt) as csamt
    from ln
    join tx on tx.id = ln.transaction_id
    join customers c on c.company_id = ${companyId} and c.id = tx.customer_id
    join units u on u.company_id = ${companyId} and u.id = ln.unit_id
    where ln.special_kind is null
    group by 1, 2, 3, 4
    order by 2, 3, 4, 1`,
  );
  return rows.map(
    (r): HsnRow => ({
      b2b: r['b2b'] === true,
      hsn: (r['hsn'] as string | null) ?? null,
      rtBp: Number(r['rtBp']),
      uqc: (r['uqc'] as string | null) ?? null,
      desc: r['desc'] as string,
      qtyMilli: Number(r['qtyMilli'] ?? 0),
      ...amountsOf(r),
    }),
  );
}

async function lineProblems(db: DbOrTx, companyId: number, lines: SQL, profile: GstProfile) {
  const pattern = profile.turnoverAbove5Cr ? '^[0-9]{6,8}$' : '^[0-9]{4,8}$';
  const rows = await queryRows(
    db,
    sql`${lines}
    select q.kind, q.transaction_id as "transactionId", q.number, q.customer_name as "customerName",
      q.item, q.hsn, q.total
    from (
      select p.*, row_number() over (partition by p.kind order by p.transaction_date, p.transaction_id, p.item) as rn,
        count(*) over (partition by p.kind) as total
      from (
        select distinct
          case when ln.hsn is not null then 'hsn-digits'
               when ${registered} then 'hsn-missing-b2b' else 'hsn-missing-b2c' end as kind,
          ln.transaction_id, tx.number, tx.transaction_date, c.name as customer_name,
          ln.item_name as item, ln.hsn
        from ln
        join tx on tx.id = ln.transaction_id
        join customers c on c.company_id = ${companyId} and c.id = tx.customer_id
        where ln.special_kind is null and (ln.hsn is null or ln.hsn !~ ${pattern})
      ) p
    ) q
    where q.rn <= ${LISTED_PER_PROBLEM}
    order by q.kind, q.rn`,
  );
  return rows.map(
    (r): LineProblem => ({
      kind: r['kind'] as LineProblem['kind'],
      transactionId: Number(r['transactionId']),
      number: (r['number'] as string | null) ?? null,
      customerName: r['customerName'] as string,
      item: r['item'] as string,
      hsn: (r['hsn'] as string | null) ?? null,
      total: Number(r['total']),
    }),
  );
}

async function unitProblems(db: DbOrTx, companyId: number, lines: SQL) {
  const codes = sql.join(
    Object.keys(UQC_CODES).map((c) => sql`${c}`),
    sql`, `,
  );
  const rows = await queryRows(
    db,
    sql`${lines}
    select u.name as "unitName", u.uqc, count(distinct ln.transaction_id) as bills,
      (array_agg(tx.id order by tx.transaction_date, tx.id))[1] as "transactionId",
      (array_agg(tx.number order by tx.transaction_date, tx.id))[1] as number
    from ln
    join tx on tx.id = ln.transaction_id
    join units u on u.company_id = ${companyId} and u.id = ln.unit_id
    where ln.special_kind is null and ln.hsn is not null and ln.hsn not like '99%'
      and (u.uqc is null or upper(btrim(u.uqc)) not in (${codes}))
    group by u.id, u.name, u.uqc
    order by u.name`,
  );
  return rows.map(
    (r): UnitProblem => ({
      unitName: r['unitName'] as string,
      uqc: (r['uqc'] as string | null) ?? null,
      bills: Number(r['bills']),
      transactionId: Number(r['transactionId']),
      number: (r['number'] as string | null) ?? null,
    }),
  );
}

/** Numbers used twice in a financial year the period touches, one of them in the period. */
async function duplicates(db: DbOrTx, companyId: number, start: string, end: string) {
  const from = financialYearOf(start).start;
  const to = financialYearOf(end).end;
  const rows = await queryRows(
    db,
    // Named by the period's own bill (the first of them), whatever the collation says.
    sql`select (array_agg(t.number order by t.transaction_date, t.id)
                filter (where t.transaction_date between ${start}::date and ${end}::date))[1] as number,
        (array_agg(t.id order by t.transaction_date, t.id)
                filter (where t.transaction_date between ${start}::date and ${end}::date))[1] as "transactionId",
        count(*) as count,
        extract(year from t.transaction_date - interval '3 months')::int as fy
      from transactions t
      where t.company_id = ${companyId} and t.kind = 'sale' and t.number is not null
        and t.transaction_date between ${from}::date and ${to}::date
      group by upper(t.number), 4
      having count(*) > 1
        and bool_or(t.transaction_date between ${start}::date and ${end}::date)
      order by 1`,
  );
  return rows.map(
    (r): DuplicateNumber => ({
      number: r['number'] as string,
      count: Number(r['count']),
      transactionId: Number(r['transactionId']),
      fy: financialYearOf(`${Number(r['fy'])}-04-01`).label,
    }),
  );
}

async function issued(db: DbOrTx, companyId: number, start: string, end: string) {
  const rows = await queryRows(
    db,
    sql`select t.id as "transactionId", t.number
      from transactions t
      where t.company_id = ${companyId} and t.kind = 'sale'
        and t.transaction_date between ${start}::date and ${end}::date
        and exists (select 1 from transaction_lines l
                    where l.company_id = ${companyId} and l.transaction_id = t.id
                      and l.special_kind is null)
      order by t.transaction_date, t.id`,
  );
  return rows.map((r) => ({
    transactionId: Number(r['transactionId']),
    number: (r['number'] as string | null) ?? null,
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

async function books(db: DbOrTx, companyId: number, start: string, end: string) {
  const rows = await queryRows<{ account: string; component: string | null; amount: string }>(
    db,
    sql`select j.account, j.component, sum(j.amount_paise) as amount
      from transactions t
      join journal_lines j on j.company_id = ${companyId} and j.source_kind = 'transaction'
        and j.source_id = t.id
      where t.company_id = ${companyId} and t.kind = 'sale'
        and t.transaction_date between ${start}::date and ${end}::date
        and j.account in ('SALES', 'TAX_OUTPUT')
      group by 1, 2`,
  );
  const out: Amounts = { txval: 0, iamt: 0, camt: 0, samt: 0, csamt: 0 };
  for (const r of rows) {
    // A sale credits these accounts: negative in the ledger, positive in the return.
    const v = -Number(r.amount);
    if (r.account === 'SALES') out.txval += v;
    else if (r.component === 'IGST') out.iamt += v;
    else if (r.component === 'CGST') out.camt += v;
    else if (r.component === 'SGST' || r.component === 'UTGST') out.samt += v;
    else if (r.component === 'CESS') out.csamt += v;
  }
  return out;
}

/** The period's sales per invoice per rate (GSTR-3B reads these too). */
export function saleInvoiceRows(
  db: DbOrTx,
  companyId: number,
  profile: GstProfile,
  start: string,
  end: string,
): Promise<InvoiceRateRow[]> {
  return invoiceRows(db, companyId, saleLines(companyId, start, end, profile.state));
}

export async function loadGstr1Data(
  db: DbOrTx,
  companyId: number,
  profile: GstProfile,
  start: string,
  end: string,
): Promise<Gstr1Data> {
  const lines = saleLines(companyId, start, end, profile.state);
  // One after another: PGlite runs one query at a time, and a pool keeps its slots.
  return {
    invoiceRows: await invoiceRows(db, companyId, lines),
    hsnRows: await hsnRows(db, companyId, lines),
    lineProblems: await lineProblems(db, companyId, lines, profile),
    unitProblems: await unitProblems(db, companyId, lines),
    duplicates: await duplicates(db, companyId, start, end),
    issued: await issued(db, companyId, start, end),
    cancelled: await cancelled(db, companyId, start, end),
    books: await books(db, companyId, start, end),
  };
}
