// What GSTR-1 reads: the period's sale lines grouped (gstr1-lines.ts), plus numbers used twice
// in the financial year, deleted bills' numbers and the ledger's totals for the self-checks.
// Each query reads only the period's documents (by company and date); none runs per invoice.
import { sql } from 'drizzle-orm';
import { financialYearOf } from '@hisaab/shared/format';
import type { DbOrTx } from '../../../db/client.ts';
import { queryRows } from '../report-definition.ts';
import type { Amounts, GstProfile } from './gst-common.ts';
import { saleLineGroups } from './gstr1-lines.ts';
import type { HsnRow, InvoiceRateRow, LineProblem, UnitProblem } from './gstr1-rows.ts';

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

async function books(db: DbOrTx, companyId: number, start: string, end: string) {
  const rows = await queryRows<{ account: string; component: string | null; amount: string }>(
    db,
    booksQuery(companyId, start, end),
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

export async function loadGstr1Data(
  db: DbOrTx,
  companyId: number,
  profile: GstProfile,
  start: string,
  end: string,
): Promise<Gstr1Data> {
  // One after another: PGlite runs one query at a time, and a pool keeps its slots.
  const groups = await saleLineGroups(db, companyId, profile, start, end);
  // Invoices issued: the bills with at least one supply line (an opening balance alone is
  // not an invoice), i.e. every bill among the invoice-rate rows.
  const issued = new Map<number, string | null>();
  for (const r of groups.invoiceRows) issued.set(r.transactionId, r.number);
  return {
    ...groups,
    issued: [...issued].map(([transactionId, number]) => ({ transactionId, number })),
    duplicates: await duplicates(db, companyId, start, end),
    cancelled: await cancelled(db, companyId, start, end),
    books: await books(db, companyId, start, end),
  };
}
