// Kept openings (migration 0043): the balances at the start of each financial year, kept once,
// so that a figure as of a date reads that year's opening and at most a year of documents,
// whatever the company's age (issue 41). The one way reports reach the ledger or the purchase
// costs before their year: the trial balance, the cash book and the average cost read the
// ledger's or the costs' openings through here.
//
// The first read of a year makes them (make_kept_openings, one statement in a transaction of
// its own); any write dated before a year drops that year's, in the write's own transaction
// (triggers), so they are never stale. Each read is one statement that also holds the old way
// as a fallback, taken only if the kept openings went (a back-dated save committed between the
// check and the read): the figure is right either way.
import { financialYearOf } from '@hisaab/shared/format';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { LedgerAccount } from '../../bookkeeping/journal.ts';
import { queryRows } from '../../db/query-rows.ts';

export type KeptKind = 'ledger' | 'cost';

/** The start (1 April, yyyy-mm-dd) of the financial year of a date: where openings are kept. */
export const yearStartOf = (date: string): string => financialYearOf(date).start;

/**
 * Makes sure the company's kept openings of `kind` for the year of `asOf` are there (made now
 * if not) and answers that year's start.
 */
export async function keptYearOf(
  db: DbOrTx,
  companyId: number,
  kind: KeptKind,
  asOf: string,
): Promise<string> {
  const yearStart = yearStartOf(asOf);
  const found = await queryRows(
    db,
    sql`select 1 as "kept" from kept_openings
      where company_id = ${companyId} and kind = ${kind} and year_start = ${yearStart}::date`,
  );
  if (found.length === 0) {
    await db.execute(
      sql`select make_kept_openings(${companyId}::int, ${kind}::text, ${yearStart}::date)`,
    );
  }
  return yearStart;
}

/** Whether the kept openings are there, for the read's fallback (a condition). */
function kept(companyId: number, kind: KeptKind, yearStart: string): SQL {
  return sql`exists (select 1 from kept_openings k where k.company_id = ${companyId}
    and k.kind = ${kind} and k.year_start = ${yearStart}::date)`;
}

const accountsIn = (accounts: readonly LedgerAccount[] | undefined): SQL =>
  accounts
    ? sql`and account in (${sql.join(
        accounts.map((a) => sql`${a}`),
        sql`, `,
      )})`
    : sql``;

const LEDGER_COLUMNS = sql.raw(
  'account, party_id, bank_account_id, tax_id, component, expense_item_id, amount_paise',
);

/**
 * The company's ledger up to the end of `asOf` as a subquery of journal lines (source_kind,
 * entry_date, account, party_id, bank_account_id, tax_id, component, expense_item_id,
 * amount_paise): the kept openings of `yearStart` (keptYearOf) as rows of source kind 'kept'
 * dated the day before it, then the year's lines. Sums over it are the sums over every line up
 * to the date. `accounts` names the accounts to read (all of them lets the (company, account,
 * date) index serve the year's range).
 */
export function ledgerToDateSql(
  companyId: number,
  yearStart: string,
  asOf: string,
  accounts?: readonly LedgerAccount[],
): SQL {
  const only = accountsIn(accounts);
  return sql`(
    select 'kept' as source_kind, (${yearStart}::date - 1) as entry_date, ${LEDGER_COLUMNS}
    from kept_ledger_openings
    where company_id = ${companyId} and year_start = ${yearStart}::date ${only}
    union all
    select source_kind, entry_date, ${LEDGER_COLUMNS}
    from journal_lines
    where company_id = ${companyId} ${only}
      and entry_date between ${yearStart}::date and ${asOf}::date
    union all
    select source_kind, entry_date, ${LEDGER_COLUMNS}
    from journal_lines
    where company_id = ${companyId} ${only} and entry_date < ${yearStart}::date
      and not ${kept(companyId, 'ledger', yearStart)}
  )`;
}

/**
 * What each item's purchases and debit notes (special lines aside) add up to, up to the end of
 * `asOf`, as a subquery (item_id, qty_milli, taxable_paise, tax_paise; several rows an item):
 * the kept cost openings of `yearStart` (keptYearOf with 'cost') and the year's lines.
 */
export function boughtToDateSql(companyId: number, yearStart: string, asOf: string): SQL {
  const lines = (dates: SQL) => sql`
    select l.item_id, l.qty_milli, l.taxable_paise, l.tax_paise
    from transaction_lines l
    join transactions t on t.company_id = l.company_id and t.id = l.transaction_id
    where l.company_id = ${companyId} and l.special_kind is null and t.is_purchase
      and t.kind in ('purchase', 'debit_note') and ${dates}`;
  return sql`(
    select item_id, qty_milli, taxable_paise, tax_paise
    from kept_cost_openings
    where company_id = ${companyId} and year_start = ${yearStart}::date
    union all
    ${lines(sql`t.transaction_date between ${yearStart}::date and ${asOf}::date`)}
    union all
    ${lines(sql`t.transaction_date < ${yearStart}::date and not ${kept(companyId, 'cost', yearStart)}`)}
  )`;
}
