// Receivables and payables by age, as of a date, in one set-based query over the PARTY
// ledger account. Each document up to the date nets to one amount for its party (a bill with
// the money paid on it counts as what was left unpaid). Seen from the side being aged, a
// positive document is a bill (an opening balance entry is one, on its date) and a negative
// one a credit. A party's credits settle its oldest bills first (FIFO): with the bills in
// date order, a bill's outstanding part is clamp(cumulative bills − all credits, 0, bill).
import { sql, type SQL } from 'drizzle-orm';
import {
  totalsOf,
  type ReportDefinition,
  type ReportDefinitions,
  type SqlDataset,
} from '../report-definition.ts';
import { col } from './report-sql.ts';

const BUCKETS = [
  ['current', 'Current', sql`age = 0`],
  ['d1to30', '1-30 days', sql`age between 1 and 30`],
  ['d31to60', '31-60 days', sql`age between 31 and 60`],
  ['d61to90', '61-90 days', sql`age between 61 and 90`],
  ['over90', 'Over 90 days', sql`age > 90`],
] as const;

/** One row per party with something outstanding on the aged side, biggest first. */
function partyRows(companyId: number, asOfDate: string, payables: boolean): SQL {
  // Receivables read PARTY as it is (positive = owes us); payables read it negated.
  const sign = payables ? sql`-1` : sql`1`;
  const buckets = BUCKETS.map(
    ([key, , when]) =>
      sql`coalesce(sum(b.outstanding) filter (where ${when}), 0) as ${sql.identifier(key)}`,
  );
  return sql`
    with docs as (
      select j.party_id, j.source_kind, j.source_id, min(j.entry_date) as entry_date,
        sum(j.amount_paise) * ${sign} as amount
      from journal_lines j
      where j.company_id = ${companyId} and j.account = 'PARTY'
        and j.entry_date <= ${asOfDate}::date
      group by j.party_id, j.source_kind, j.source_id
    ),
    parties as (
      select d.party_id, coalesce(sum(-d.amount) filter (where d.amount < 0), 0) as credits
      from docs d
      group by d.party_id
      having sum(d.amount) > 0
    ),
    bills as (
      select d.party_id, ${asOfDate}::date - d.entry_date as age, d.amount,
        sum(d.amount) over (
          partition by d.party_id order by d.entry_date, d.source_kind, d.source_id
          rows between unbounded preceding and current row) as cumulative
      from docs d
      join parties p on p.party_id = d.party_id
      where d.amount > 0
    ),
    open_bills as (
      select b.party_id, b.age,
        greatest(0, least(b.amount, b.cumulative - p.credits)) as outstanding
      from bills b
      join parties p on p.party_id = b.party_id
    )
    select c.id as "customerId", c.name as "customerName", ${sql.join(buckets, sql`, `)},
      sum(b.outstanding) as "total"
    from open_bills b
    join customers c on c.company_id = ${companyId} and c.id = b.party_id
    group by c.id, c.name
    order by "total" desc, lower(c.name)`;
}

function aging(payables: boolean): ReportDefinition {
  return {
    async build({ companyId, params }) {
      const moneyKeys = [...BUCKETS.map(([key]) => key), 'total'];
      const moneyColumns = [
        ...BUCKETS.map(([key, label]) => col(key, label, 'money')),
        col('total', 'Total', 'money'),
      ];
      const rows: SqlDataset = {
        name: payables ? 'payables' : 'receivables',
        title: payables ? 'Payables aging' : 'Receivables aging',
        columns: [col('customerName', payables ? 'Vendor' : 'Customer', 'text'), ...moneyColumns],
        query: partyRows(companyId, params['asOfDate'] as string, payables),
      };
      const totals = totalsOf(
        rows,
        {
          name: 'totals',
          title: 'Totals',
          columns: [col('parties', 'Parties', 'number'), ...moneyColumns],
        },
        'parties',
        moneyKeys,
      );
      return [rows, totals];
    },
  };
}

export const agingReports: ReportDefinitions = {
  'aging/receivables': aging(false),
  'aging/payables': aging(true),
};
