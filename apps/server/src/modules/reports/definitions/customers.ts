// The party reports: who owes us (customers/unpaid) and one party's account
// (customers/ledger), both from the PARTY ledger account (positive = the party owes us).
import { tk } from '@hisaab/shared/i18n/messages';
import { and, eq, sql } from 'drizzle-orm';
import { customers } from '../../../db/schema.ts';
import { notFound } from '../../../platform/errors.ts';
import type { ReportDefinition, ReportDefinitions } from '../report-definition.ts';
import { documentLabelSql, rangeOf, supplierInvoiceTextSql } from './report-sql.ts';
import { col } from '@hisaab/shared/reports/report-result';

export const CUSTOMER_REPORT_MESSAGES = {
  customerNotFound: 'Customer not found.',
} as const;

/** Parties whose balance is above minBalance (rupees), biggest first, the top N. */
const unpaid: ReportDefinition = {
  async build({ companyId, params }) {
    const minBalance = params['minBalance'] as number;
    const top = params['top'] as number;
    return [
      {
        name: 'customers',
        title: tk('Unpaid customers'),
        columns: [
          col('customerName', tk('Customer'), 'text'),
          col('phone', tk('Phone'), 'text'),
          col('gstin', tk('GSTIN'), 'text'),
          col('balance', tk('Balance'), 'money'),
          col('lastBillDate', tk('Last bill'), 'date'),
        ],
        // minBalance may carry more decimals than paise: compare in exact numeric.
        query: sql`
          -- The party's balance (maintained from the ledger, balances/): by the dues rule
          -- (bookkeeping/bill-dues.ts) what is due on its bills adds up to it, to the paisa, so
          -- the bills need not be read. A party with nothing due either way is not listed.
          with top_parties as (
            select c.id, c.name, c.phone, c.gstin, pb.balance_paise as balance
            from party_balances pb
            join customers c on c.company_id = pb.company_id and c.id = pb.party_id
            where pb.company_id = ${companyId}
              and pb.balance_paise > ${String(minBalance)}::numeric * 100
            order by pb.balance_paise desc, lower(c.name)
            limit ${top}
          )
          -- The last bill date only for the parties listed: one index probe each.
          select p.id as "customerId", p.name as "customerName", p.phone as "phone",
            p.gstin as "gstin", p.balance as "balance",
            (select max(t.transaction_date) from transactions t
             where t.company_id = ${companyId} and t.customer_id = p.id
               and t.kind in ('sale', 'purchase'))::text as "lastBillDate"
          from top_parties p
          order by p.balance desc, lower(p.name)`,
      },
    ];
  },
};

/**
 * One party's documents in the range, one row per document (what it charged and what was
 * settled on it), after an opening row with the balance brought forward, and a running balance.
 */
const ledger: ReportDefinition = {
  async build({ db, companyId, params }) {
    const { start, end } = rangeOf(params);
    const customerId = params['customerId'] as number;
    const [customer] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.companyId, companyId), eq(customers.id, customerId)));
    if (!customer) throw notFound(CUSTOMER_REPORT_MESSAGES.customerNotFound);
    const partyLines = sql`j.company_id = ${companyId} and j.account = 'PARTY'
      and j.party_id = ${customerId}`;
    return [
      {
        name: 'ledger',
        title: tk('Customer ledger'),
        columns: [
          col('date', tk('Date'), 'date'),
          col('number', tk('Number'), 'link'),
          col('description', tk('Description'), 'text'),
          col('debit', tk('Debit'), 'money'),
          col('credit', tk('Credit'), 'money'),
          col('balance', tk('Balance'), 'money'),
        ],
        query: sql`
          with opening as (
            -- The maintained balance less what was posted from the start of the range: a
            -- recent range reads a few lines, not the party's whole history.
            select coalesce((select b.balance_paise from party_balances b
                where b.company_id = ${companyId} and b.party_id = ${customerId}), 0)
              - coalesce((select sum(j.amount_paise) from journal_lines j
                where ${partyLines} and j.entry_date >= ${start}::date), 0) as balance
          ),
          docs as (
            select j.source_id, min(j.entry_date) as entry_date,
              sum(greatest(j.amount_paise, 0)) as debit,
              sum(greatest(-j.amount_paise, 0)) as credit
            from journal_lines j
            where ${partyLines} and j.source_kind = 'transaction'
              and j.entry_date between ${start}::date and ${end}::date
            group by j.source_id
          )
          select "date", "number", "transactionId", "description", "debit", "credit", "balance"
          from (
            select 0 as part, ${start}::text as "date", null::text as "number",
              null::int as "transactionId", 'Opening balance' as "description",
              null::bigint as "debit", null::bigint as "credit", o.balance as "balance"
            from opening o
            union all
            select 1, d.entry_date::text, t.number, t.id,
              concat_ws(' - ', ${documentLabelSql('t')}, ${supplierInvoiceTextSql('t')},
                nullif(t.remark, '')),
              d.debit, d.credit,
              o.balance + sum(d.debit - d.credit) over (
                order by d.entry_date, d.source_id rows between unbounded preceding and current row)
            from docs d
            join transactions t on t.company_id = ${companyId} and t.id = d.source_id
            cross join opening o
          ) r
          order by part, "date", "transactionId"`,
      },
    ];
  },
};

export const customerReports: ReportDefinitions = {
  'customers/unpaid': unpaid,
  'customers/ledger': ledger,
};
