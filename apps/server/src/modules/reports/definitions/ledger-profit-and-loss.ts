// Profit and loss for a period, as the ledger posts it: sales (net of returns) against
// purchases, expense heads, discount and round off. Stock is not valued: a purchase is an
// expense the day it is bought, which the report says in its last row. A closed year's closing
// journal (which moves the result to the capital account, issue 38 part 5) is left out: the
// closed year still shows its result.
import { msg, tk, type Text } from '@hisaab/shared/i18n/messages';
import { sql } from 'drizzle-orm';
import { PROFIT_AND_LOSS_ACCOUNTS, type LedgerAccount } from '../../../bookkeeping/journal.ts';
import type { ReportDefinition } from '../report-definition.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { accountIn, ACCOUNT_NAMES } from './ledger-accounts.ts';

export const PROFIT_AND_LOSS_TEXT = {
  income: 'Income',
  expenses: 'Expenses',
  result: 'Result',
  netProfit: 'Net profit',
  netLoss: 'Net loss',
  note: 'Note',
  stockNotValued: 'Stock is not valued: purchases are counted as expenses when they are bought.',
} as const;

interface Movement {
  account: LedgerAccount;
  head: string | null;
  amount: string;
}

// A type, not an interface: rows must fit Record<string, unknown>.
type PlRow = { section: string; account: string; head?: string; amount: number | null };

/** A row as answered: its section and account as Messages, an expense head's name as typed. */
const cells = (r: PlRow): { section: Text; account: Text; amount: number | null } => ({
  section: msg(r.section),
  account: r.head === undefined ? msg(r.account) : msg(tk('Expense: {{head}}'), { head: r.head }),
  amount: r.amount,
});

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export const profitAndLoss: ReportDefinition = {
  async build({ db, companyId, params }) {
    const { startDate, endDate } = params as { startDate: string; endDate: string };
    const T = PROFIT_AND_LOSS_TEXT;
    const N = ACCOUNT_NAMES;
    // The period's movements of the income and expense accounts, per expense head.
    const movements = await queryRows<Movement>(
      db,
      sql`select jl.account, head.name as "head", sum(jl.amount_paise)::text as "amount"
        from journal_lines jl
        left join expense_items head
          on head.company_id = ${companyId} and head.id = jl.expense_item_id
        where jl.company_id = ${companyId} and ${accountIn(sql`jl.account`, PROFIT_AND_LOSS_ACCOUNTS)}
          and jl.entry_date between ${startDate}::date and ${endDate}::date
          and jl.source_kind <> 'year_close'
        group by jl.account, jl.expense_item_id, head.name`,
    );
    const total = (account: LedgerAccount) =>
      movements.filter((m) => m.account === account).reduce((s, m) => s + Number(m.amount), 0);

    // Income is what was credited (negative in the ledger), expenses what was debited.
    const income: PlRow[] = [{ section: T.income, account: N.sales, amount: -total('SALES') }];
    const expenses: PlRow[] = [
      { section: T.expenses, account: N.purchases, amount: total('PURCHASES') },
      ...movements
        .filter((m) => m.account === 'EXPENSE')
        .map((m) => ({
          section: T.expenses,
          account: `${N.expense}${m.head ?? ''}`,
          head: m.head ?? '',
          amount: Number(m.amount),
        }))
        .sort((a, b) => collator.compare(a.account, b.account)),
    ];
    // Discount and round off sit on the side they net to (allowed vs received).
    for (const [account, name] of [
      ['DISCOUNT', N.discount],
      ['ROUND_OFF', N.roundOff],
    ] as const) {
      const net = total(account);
      if (net < 0) income.push({ section: T.income, account: name, amount: -net });
      if (net > 0) expenses.push({ section: T.expenses, account: name, amount: net });
    }

    const totalIncome = income.reduce((s, r) => s + (r.amount ?? 0), 0);
    const totalExpenses = expenses.reduce((s, r) => s + (r.amount ?? 0), 0);
    const netProfit = totalIncome - totalExpenses;
    const rows: PlRow[] = [
      ...income,
      ...expenses,
      {
        section: T.result,
        account: netProfit < 0 ? T.netLoss : T.netProfit,
        amount: Math.abs(netProfit),
      },
      { section: T.note, account: T.stockNotValued, amount: null },
    ];

    return [
      {
        name: 'profitAndLoss',
        title: tk('Profit and loss'),
        columns: [
          { key: 'section', label: tk('Section'), kind: 'text' },
          { key: 'account', label: tk('Account'), kind: 'text' },
          { key: 'amount', label: tk('Amount'), kind: 'money' },
        ],
        rows: rows.map(cells),
      },
      {
        name: 'totals',
        title: tk('Totals'),
        columns: [
          { key: 'totalIncome', label: tk('Total income'), kind: 'money' },
          { key: 'totalExpenses', label: tk('Total expenses'), kind: 'money' },
          { key: 'netProfit', label: tk('Net profit (loss below zero)'), kind: 'money' },
        ],
        rows: [{ totalIncome, totalExpenses, netProfit }],
      },
    ];
  },
};
