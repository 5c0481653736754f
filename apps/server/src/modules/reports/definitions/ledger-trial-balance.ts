// Trial balance as of a date: every account's net balance on its debit or credit side, grouped
// as an accountant files them, and the two totals (which agree because every document's journal
// balances). One aggregate over the ledger up to the date: the kept openings of the date's
// financial year and that year's lines (periods/kept-openings.ts), so it reads at most a year
// of lines however old the books; account names from the masters. A closed year's end (31
// March) shows capital, its income and expense accounts moved there by the closing journal
// (issue 38 part 5); `beforeClosing` leaves that year's closing journal out, so the accountant
// sees the year's own accounts as they stood before it (earlier years' closings stay in).
import { msg, tk } from '@hisaab/shared/i18n/messages';
import { sql } from 'drizzle-orm';
import type { LedgerAccount } from '../../../bookkeeping/journal.ts';
import type { ReportDefinition } from '../report-definition.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { keptYearOf, ledgerToDateSql } from '../../periods/index.ts';
import {
  accountLabelSql,
  accountText,
  ALL_ACCOUNTS,
  labelJoins,
  labelTables,
} from './ledger-accounts.ts';

export type AccountGroup = 'Assets' | 'Liabilities' | 'Equity' | 'Income' | 'Expenses';

const GROUP_ORDER: AccountGroup[] = ['Assets', 'Liabilities', 'Equity', 'Income', 'Expenses'];

/** Within a group: money first, then parties, taxes, and the trading accounts. */
const ACCOUNT_ORDER: Record<LedgerAccount, number> = {
  CASH: 0,
  BANK: 1,
  PARTY: 2,
  TAX_INPUT: 3,
  TAX_OUTPUT: 4,
  TAX_RCM_PAYABLE: 5,
  OPENING_BALANCE: 6,
  CAPITAL: 7,
  SALES: 8,
  PURCHASES: 9,
  EXPENSE: 10,
  DISCOUNT: 11,
  ROUND_OFF: 12,
};

/**
 * The group of an account with this net balance (debit positive). A party that owes us is a
 * debtor (an asset), one we owe a creditor; round off and discount fall on whichever side
 * they net to.
 */
export function accountGroup(account: LedgerAccount, balancePaise: number): AccountGroup {
  switch (account) {
    case 'CASH':
    case 'BANK':
    case 'TAX_INPUT':
      return 'Assets';
    case 'PARTY':
      return balancePaise < 0 ? 'Liabilities' : 'Assets';
    case 'TAX_OUTPUT':
    case 'TAX_RCM_PAYABLE':
      return 'Liabilities';
    case 'OPENING_BALANCE':
    case 'CAPITAL':
      return 'Equity';
    case 'SALES':
      return 'Income';
    case 'PURCHASES':
    case 'EXPENSE':
      return 'Expenses';
    default:
      return balancePaise < 0 ? 'Income' : 'Expenses';
  }
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

interface BalanceRow {
  ledgerAccount: LedgerAccount;
  account: string;
  balance: string;
}

export const trialBalance: ReportDefinition = {
  async build({ db, companyId, params }) {
    const { asOfDate, beforeClosing } = params as { asOfDate: string; beforeClosing?: boolean };
    const yearStart = await keptYearOf(db, companyId, 'ledger', asOfDate);
    // The year's own closing journal is its only one dated in it (on its last day).
    const closing = beforeClosing
      ? sql`where not (j.source_kind = 'year_close' and j.entry_date >= ${yearStart}::date)`
      : sql``;
    // Same-named accounts (two taxes of one rate and component) add up into one row.
    const raw = await queryRows<BalanceRow>(
      db,
      sql`with ${await labelTables(db, companyId)},
      balances as (
        select account, party_id, bank_account_id, tax_id, component, expense_item_id,
          sum(amount_paise) as balance
        from ${ledgerToDateSql(companyId, yearStart, asOfDate, ALL_ACCOUNTS)} j
        ${closing}
        group by account, party_id, bank_account_id, tax_id, component, expense_item_id
      ),
      named as (
        select b.account, b.balance, ${accountLabelSql('b', sql`b.balance < 0`)} as label
        from balances b ${labelJoins('b', companyId)}
        where b.balance <> 0
      )
      select min(account) as "ledgerAccount", label as "account", sum(balance)::text as "balance"
      from named
      group by account, label
      having sum(balance) <> 0`,
    );

    const rows = raw
      .map((r) => {
        const balance = Number(r.balance);
        return {
          ledgerAccount: r.ledgerAccount,
          group: accountGroup(r.ledgerAccount, balance),
          account: r.account,
          rank: ACCOUNT_ORDER[r.ledgerAccount] ?? 99,
          balance,
        };
      })
      .sort(
        (a, b) =>
          GROUP_ORDER.indexOf(a.group) - GROUP_ORDER.indexOf(b.group) ||
          a.rank - b.rank ||
          collator.compare(a.account, b.account),
      )
      // The group and the account as Messages: fixed words translated, a name as typed.
      .map((r) => ({
        group: msg(r.group),
        account: accountText(r.ledgerAccount, r.account),
        debit: r.balance > 0 ? r.balance : null,
        credit: r.balance < 0 ? -r.balance : null,
      }));
    const debit = rows.reduce((sum, r) => sum + (r.debit ?? 0), 0);
    const credit = rows.reduce((sum, r) => sum + (r.credit ?? 0), 0);

    return [
      {
        name: 'trialBalance',
        title: beforeClosing
          ? msg("Trial balance as of {{date}}, before the year's closing entry", {
              date: asOfDate,
            })
          : msg('Trial balance as of {{date}}', { date: asOfDate }),
        columns: [
          { key: 'group', label: tk('Group'), kind: 'text' },
          { key: 'account', label: tk('Account'), kind: 'text' },
          { key: 'debit', label: tk('Debit'), kind: 'money' },
          { key: 'credit', label: tk('Credit'), kind: 'money' },
        ],
        rows,
      },
      {
        name: 'totals',
        title: tk('Totals'),
        columns: [
          { key: 'debit', label: tk('Total debit'), kind: 'money' },
          { key: 'credit', label: tk('Total credit'), kind: 'money' },
          { key: 'difference', label: tk('Difference'), kind: 'money' },
        ],
        rows: [{ debit, credit, difference: debit - credit }],
      },
    ];
  },
};
