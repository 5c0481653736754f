// Day book: every journal line of the period with its document, in date, document and line
// order. One query, so an export streams it through a cursor however long it is.
import { msg, tk } from '@hisaab/shared/i18n/messages';
import { sql } from 'drizzle-orm';
import type { ReportDefinition } from '../report-definition.ts';
import {
  accountIn,
  accountLabelSql,
  accountText,
  ALL_ACCOUNTS,
  labelJoins,
  labelTables,
} from './ledger-accounts.ts';

export const DOCUMENT_TYPES = {
  sale: 'Sale',
  purchase: 'Purchase',
  paymentReceived: 'Payment received',
  paymentMade: 'Payment made',
  expense: 'Expense',
  openingBalance: 'Opening balance',
  creditNote: 'Credit note',
  debitNote: 'Debit note',
  yearClosing: 'Year closing',
} as const;

export const dayBook: ReportDefinition = {
  async build({ db, companyId, params }) {
    const { startDate, endDate } = params as { startDate: string; endDate: string };
    const D = DOCUMENT_TYPES;
    const text = (s: string) => sql`${s}::text`;
    return [
      {
        name: 'dayBook',
        title: tk('Day book'),
        columns: [
          { key: 'date', label: tk('Date'), kind: 'date' },
          { key: 'number', label: tk('Number'), kind: 'link' },
          { key: 'documentType', label: tk('Document'), kind: 'text' },
          { key: 'party', label: tk('Party'), kind: 'text' },
          { key: 'account', label: tk('Account'), kind: 'text' },
          { key: 'debit', label: tk('Debit'), kind: 'money' },
          { key: 'credit', label: tk('Credit'), kind: 'money' },
        ],
        // The document's kind is a fixed word; the account a name built on one (accountText).
        texts: {
          of: (r) => ({
            documentType: msg(String(r['documentType'])),
            account: accountText(String(r['ledgerAccount']), String(r['account'])),
          }),
          helpers: ['ledgerAccount'],
        },
        // Naming every account lets the (company, account, entry_date) index serve a date range.
        // A document posts on its own date, so only the period's documents are joined (their
        // date indexes), never the whole history's.
        query: sql`with ${await labelTables(db, companyId)}
          select jl.entry_date::text as "date", t.number as "number", t.id as "transactionId",
            e.id as "expenseId",
            case
              when jl.source_kind = 'expense' then ${text(D.expense)}
              when jl.source_kind = 'year_close' then ${text(D.yearClosing)}
              when jl.source_kind = 'opening_balance' or t.kind = 'opening_balance'
                then ${text(D.openingBalance)}
              when t.kind = 'sale' then ${text(D.sale)}
              when t.kind = 'purchase' then ${text(D.purchase)}
              when t.kind = 'credit_note' then ${text(D.creditNote)}
              when t.kind in ('debit_note', 'sales_debit_note') then ${text(D.debitNote)}
              when t.is_purchase then ${text(D.paymentMade)}
              else ${text(D.paymentReceived)}
            end as "documentType",
            dp.name as "party",
            ${accountLabelSql('jl', sql`t.is_purchase`)} as "account", jl.account as "ledgerAccount",
            case when jl.amount_paise > 0 then jl.amount_paise end as "debit",
            case when jl.amount_paise < 0 then -jl.amount_paise end as "credit"
          from journal_lines jl
          left join transactions t on jl.source_kind = 'transaction'
            and t.company_id = ${companyId} and t.id = jl.source_id
            and t.transaction_date between ${startDate}::date and ${endDate}::date
          left join expenses e on jl.source_kind = 'expense'
            and e.company_id = ${companyId} and e.id = jl.source_id
            and e.expense_date between ${startDate}::date and ${endDate}::date
          left join customers dp on dp.company_id = ${companyId} and dp.id = t.customer_id
          ${labelJoins('jl', companyId)}
          where jl.company_id = ${companyId} and ${accountIn(sql`jl.account`, ALL_ACCOUNTS)}
            and jl.entry_date between ${startDate}::date and ${endDate}::date
          order by jl.entry_date, jl.source_kind desc, jl.source_id, jl.id`,
      },
    ];
  },
};
