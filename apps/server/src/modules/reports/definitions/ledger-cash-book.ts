// Cash book: the CASH account day by day (opening, receipts, payments, closing) for the days
// that moved, and the period's summary. Bank money is not cash. The opening comes from one
// indexed aggregate of the lines before the period; each day's figures from window sums.
// Cash in hand's opening balance (its journal of source kind 'opening_balance', dated the
// start of the books) is never a receipt: it is in the opening of any period that reaches it,
// one that starts on or before the books' start as well as one after. The opening reads the
// kept openings of the period's financial year and that year's lines before the period
// (periods/kept-openings.ts): at most a year of lines however old the books.
import { tk } from '@hisaab/shared/i18n/messages';
import { sql } from 'drizzle-orm';
import type { ReportDefinition } from '../report-definition.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { keptYearOf, ledgerToDateSql } from '../../periods/index.ts';

const MONEY_COLUMNS = [
  { key: 'opening', label: tk('Opening'), kind: 'money' },
  { key: 'receipts', label: tk('Receipts'), kind: 'money' },
  { key: 'payments', label: tk('Payments'), kind: 'money' },
  { key: 'closing', label: tk('Closing'), kind: 'money' },
] as const;

export const cashBook: ReportDefinition = {
  async build({ db, companyId, params }) {
    const { startDate, endDate } = params as { startDate: string; endDate: string };
    // A receipt is a debit to cash, a payment a credit; each line counts on its own side.
    const inPeriod = sql`entry_date >= ${startDate}::date and source_kind <> 'opening_balance'`;
    const yearStart = await keptYearOf(db, companyId, 'ledger', startDate);
    const [summary] = await queryRows<Record<'opening' | 'receipts' | 'payments', string>>(
      db,
      sql`select
          coalesce(sum(amount_paise) filter (where not (${inPeriod})), 0)::text as "opening",
          coalesce(sum(amount_paise) filter (where ${inPeriod} and amount_paise > 0), 0)::text
            as "receipts",
          coalesce(-sum(amount_paise) filter (where ${inPeriod} and amount_paise < 0), 0)::text
            as "payments"
        from ${ledgerToDateSql(companyId, yearStart, endDate, ['CASH'])} j`,
    );
    const opening = Number(summary?.opening ?? 0);
    const receipts = Number(summary?.receipts ?? 0);
    const payments = Number(summary?.payments ?? 0);

    return [
      {
        name: 'cashBook',
        title: tk('Cash book'),
        columns: [{ key: 'date', label: tk('Date'), kind: 'date' }, ...MONEY_COLUMNS],
        query: sql`select d.day::text as "date",
            ${opening}::bigint + sum(d.net) over (order by d.day) - d.net as "opening",
            d.receipts as "receipts", d.payments as "payments",
            ${opening}::bigint + sum(d.net) over (order by d.day) as "closing"
          from (
            select entry_date as day,
              coalesce(sum(amount_paise) filter (where amount_paise > 0), 0) as receipts,
              coalesce(-sum(amount_paise) filter (where amount_paise < 0), 0) as payments,
              sum(amount_paise) as net
            from journal_lines
            where company_id = ${companyId} and account = 'CASH'
              and entry_date between ${startDate}::date and ${endDate}::date
              and source_kind <> 'opening_balance'
            group by entry_date
          ) d
          order by d.day`,
      },
      {
        name: 'summary',
        title: tk('Cash book summary'),
        columns: [...MONEY_COLUMNS],
        rows: [{ opening, receipts, payments, closing: opening + receipts - payments }],
      },
    ];
  },
};
