// Receivables and payables by age, as of a date: what is due on each bill as of that date
// (bookkeeping/bill-dues.ts, the one rule: notes against their bills, credits settling the
// oldest bills first), put in buckets by the bill's age.
import { tk } from '@hisaab/shared/i18n/messages';
import { sql, type SQL } from 'drizzle-orm';
import {
  totalsOf,
  type ReportDefinition,
  type ReportDefinitions,
  type SqlDataset,
} from '../report-definition.ts';
import { billDuesSql } from '../../../bookkeeping/bill-dues.ts';
import { col } from '@hisaab/shared/reports/report-result';

const BUCKETS = [
  ['current', tk('Current'), sql`age = 0`],
  ['d1to30', tk('1-30 days'), sql`age between 1 and 30`],
  ['d31to60', tk('31-60 days'), sql`age between 31 and 60`],
  ['d61to90', tk('61-90 days'), sql`age between 61 and 90`],
  ['over90', tk('Over 90 days'), sql`age > 90`],
] as const;

/** One row per party with something outstanding on the aged side, biggest first. */
function partyRows(companyId: number, asOfDate: string, payables: boolean): SQL {
  const buckets = BUCKETS.map(
    ([key, , when]) =>
      sql`coalesce(sum(b.due) filter (where ${when}), 0) as ${sql.identifier(key)}`,
  );
  return sql`
    with open_bills as (
      select d.party_id, d.due, ${asOfDate}::date - d.entry_date as age
      from (${billDuesSql(companyId, { asOfDate })}) d
      where d.side = ${payables ? -1 : 1} and d.due > 0
    )
    select c.id as "customerId", c.name as "customerName", ${sql.join(buckets, sql`, `)},
      sum(b.due) as "total"
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
        col('total', tk('Total'), 'money'),
      ];
      const rows: SqlDataset = {
        name: payables ? 'payables' : 'receivables',
        title: payables ? tk('Payables aging') : tk('Receivables aging'),
        columns: [
          col('customerName', payables ? tk('Vendor') : tk('Customer'), 'text'),
          ...moneyColumns,
        ],
        query: partyRows(companyId, params['asOfDate'] as string, payables),
      };
      const totals = totalsOf(
        rows,
        {
          name: 'totals',
          title: tk('Totals'),
          columns: [col('parties', tk('Parties'), 'number'), ...moneyColumns],
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
