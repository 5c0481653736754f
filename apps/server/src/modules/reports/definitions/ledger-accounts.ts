// The ledger's accounts in words an accountant reads ('Cash', 'Output CGST 9%', 'Sundry
// debtors: Asha Traders'), as one SQL expression shared by the trial balance and the day book.
// Bank and tax names come from small master tables turned into labels here in JS (the shared
// bank label helper), then handed to the query as a jsonb list.
import { eq, sql, type SQL } from 'drizzle-orm';
import { bankAccountLabel } from '@hisaab/shared/bank-account';
import { TAX_COMPONENTS } from '@hisaab/shared/gst/tax-engine';
import { msg, tk, type Text } from '@hisaab/shared/i18n/messages';
import type { DbOrTx } from '../../../db/client.ts';
import type { LedgerAccount } from '../../../bookkeeping/journal.ts';
import { bankAccounts, taxes } from '../../../db/schema.ts';

/** Every account, listed so a query can name them all (a Record: a new account must be added). */
const ACCOUNT_SET: Record<LedgerAccount, true> = {
  CASH: true,
  BANK: true,
  PARTY: true,
  SALES: true,
  PURCHASES: true,
  TAX_OUTPUT: true,
  TAX_INPUT: true,
  TAX_RCM_PAYABLE: true,
  EXPENSE: true,
  ROUND_OFF: true,
  DISCOUNT: true,
  OPENING_BALANCE: true,
  CAPITAL: true,
};
export const ALL_ACCOUNTS = Object.keys(ACCOUNT_SET) as LedgerAccount[];

// Kept in English in the result (a snapshot keeps it as saved), each row carrying its account's
// Message (accountText): the screen and the exports translate the fixed names, and the names
// with a value by the templates of NAMED_ACCOUNTS, the value as typed (hi|mr/ledger.json).
export const ACCOUNT_NAMES = {
  cash: tk('Cash'),
  sales: tk('Sales'),
  purchases: tk('Purchases'),
  roundOff: tk('Round off'),
  discount: tk('Discount'),
  openingBalance: tk('Opening balance'),
  capital: tk('Capital account'),
  bank: 'Bank: ',
  debtors: 'Sundry debtors: ',
  creditors: 'Sundry creditors: ',
  expense: 'Expense: ',
  outputTax: 'Output ',
  inputTax: 'Input ',
  rcmPayable: 'Reverse charge payable ',
} as const;

/** The account names built from a prefix and a name: the prefix and the name's template. */
const NAMED_ACCOUNTS: Partial<Record<LedgerAccount, readonly [string, string, string][]>> = {
  BANK: [[ACCOUNT_NAMES.bank, tk('Bank: {{account}}'), 'account']],
  PARTY: [
    [ACCOUNT_NAMES.debtors, tk('Sundry debtors: {{party}}'), 'party'],
    [ACCOUNT_NAMES.creditors, tk('Sundry creditors: {{party}}'), 'party'],
  ],
  EXPENSE: [[ACCOUNT_NAMES.expense, tk('Expense: {{head}}'), 'head']],
  TAX_OUTPUT: [[ACCOUNT_NAMES.outputTax, tk('Output {{tax}}'), 'tax']],
  TAX_INPUT: [[ACCOUNT_NAMES.inputTax, tk('Input {{tax}}'), 'tax']],
  TAX_RCM_PAYABLE: [[ACCOUNT_NAMES.rcmPayable, tk('Reverse charge payable {{tax}}'), 'tax']],
};

const FIXED_ACCOUNTS: Partial<Record<LedgerAccount, string>> = {
  CASH: ACCOUNT_NAMES.cash,
  SALES: ACCOUNT_NAMES.sales,
  PURCHASES: ACCOUNT_NAMES.purchases,
  ROUND_OFF: ACCOUNT_NAMES.roundOff,
  DISCOUNT: ACCOUNT_NAMES.discount,
  OPENING_BALANCE: ACCOUNT_NAMES.openingBalance,
};

/**
 * An account's name (accountLabelSql's) as a Message: a fixed name, or a prefix's template with
 * the name after it as typed ('Sundry debtors: Total' keeps 'Total'). The account tells which;
 * a label of no known shape stays as it is.
 */
export function accountText(account: string, label: string): Text {
  const fixed = FIXED_ACCOUNTS[account as LedgerAccount];
  if (fixed !== undefined && label === fixed) return msg(fixed);
  for (const [prefix, template, value] of NAMED_ACCOUNTS[account as LedgerAccount] ?? []) {
    if (label.startsWith(prefix)) return msg(template, { [value]: label.slice(prefix.length) });
  }
  return label;
}

/** `account in (...)` for a list of accounts, as bound parameters. */
export function accountIn(column: SQL, accounts: readonly LedgerAccount[]): SQL {
  return sql`${column} in (${sql.join(
    accounts.map((a) => sql`${a}`),
    sql`, `,
  )})`;
}

const HALF_RATE = new Set(['CGST', 'SGST', 'UTGST']);

/** 1800 → "18", 250 → "2.5", 12.5 → "0.125". */
const percent = (bp: number) => `${bp / 100}%`;

/**
 * A tax component's name without its side: GST halves at half the tax's rate ('CGST 9%'),
 * IGST at the full rate ('IGST 18%'), any other tax by its own name ('CESS: Cess 12%').
 */
export function taxComponentLabel(
  tax: { name: string; taxType: string; rateBp: number },
  component: string,
): string {
  if (tax.taxType === 'GST' && HALF_RATE.has(component))
    return `${component} ${percent(tax.rateBp / 2)}`;
  if (tax.taxType === 'GST' && component === 'IGST') return `IGST ${percent(tax.rateBp)}`;
  return `${component}: ${tax.name}`;
}

/**
 * CTEs `bank_labels(id, label)` and `tax_labels(id, component, label)` for the company, to put
 * after `with`. Two small reads (a shop has a few bank accounts and a few dozen taxes).
 */
export async function labelTables(db: DbOrTx, companyId: number): Promise<SQL> {
  const banks = await db
    .select({
      id: bankAccounts.id,
      bankName: bankAccounts.bankName,
      accountName: bankAccounts.accountName,
      accountNumber: bankAccounts.accountNumber,
      branchName: bankAccounts.branchName,
    })
    .from(bankAccounts)
    .where(eq(bankAccounts.companyId, companyId));
  const taxRows = await db
    .select({ id: taxes.id, name: taxes.name, taxType: taxes.taxType, rateBp: taxes.rateBp })
    .from(taxes)
    .where(eq(taxes.companyId, companyId));
  const bankJson = banks.map((b) => ({ id: b.id, label: bankAccountLabel(b) }));
  const taxJson = taxRows.flatMap((t) =>
    TAX_COMPONENTS.map((component) => ({
      id: t.id,
      component,
      label: taxComponentLabel(t, component),
    })),
  );
  return sql`bank_labels as (
      select * from jsonb_to_recordset(${JSON.stringify(bankJson)}::jsonb) as x(id int, label text)
    ),
    tax_labels as (
      select * from jsonb_to_recordset(${JSON.stringify(taxJson)}::jsonb)
        as x(id int, component text, label text)
    )`;
}

const text = (s: string) => sql`${s}::text`;

/**
 * The account's name. `row` is the alias of a relation with account, party_id,
 * bank_account_id, tax_id, component and expense_item_id; the caller joins customers as
 * `party`, expense_items as `head`, bank_labels as `bl` and tax_labels as `tl`.
 * `isCreditor` decides 'Sundry creditors' over 'Sundry debtors' for a party line.
 */
export function accountLabelSql(row: string, isCreditor: SQL): SQL {
  const r = (column: string) => sql.raw(`${row}.${column}`);
  const N = ACCOUNT_NAMES;
  return sql`case ${r('account')}
    when 'CASH' then ${text(N.cash)}
    when 'BANK' then ${text(N.bank)}
      || coalesce(bl.label, 'Account #' || ${r('bank_account_id')}::text)
    when 'PARTY' then (case when ${isCreditor} then ${text(N.creditors)} else ${text(N.debtors)} end)
      || coalesce(party.name, '#' || ${r('party_id')}::text)
    when 'SALES' then ${text(N.sales)}
    when 'PURCHASES' then ${text(N.purchases)}
    when 'TAX_OUTPUT' then ${text(N.outputTax)}
      || coalesce(tl.label, ${r('component')} || ' #' || ${r('tax_id')}::text)
    when 'TAX_INPUT' then ${text(N.inputTax)}
      || coalesce(tl.label, ${r('component')} || ' #' || ${r('tax_id')}::text)
    when 'TAX_RCM_PAYABLE' then ${text(N.rcmPayable)}
      || coalesce(tl.label, ${r('component')} || ' #' || ${r('tax_id')}::text)
    when 'EXPENSE' then ${text(N.expense)}
      || coalesce(head.name, '#' || ${r('expense_item_id')}::text)
    when 'ROUND_OFF' then ${text(N.roundOff)}
    when 'DISCOUNT' then ${text(N.discount)}
    when 'OPENING_BALANCE' then ${text(N.openingBalance)}
    when 'CAPITAL' then ${text(N.capital)}
    else ${r('account')} end`;
}

/** The joins accountLabelSql reads, for a relation `row` of the company `companyId`. */
export function labelJoins(row: string, companyId: number): SQL {
  const r = (column: string) => sql.raw(`${row}.${column}`);
  return sql`
    left join customers party on party.company_id = ${companyId} and party.id = ${r('party_id')}
    left join expense_items head
      on head.company_id = ${companyId} and head.id = ${r('expense_item_id')}
    left join bank_labels bl on bl.id = ${r('bank_account_id')}
    left join tax_labels tl on tl.id = ${r('tax_id')} and tl.component = ${r('component')}`;
}
