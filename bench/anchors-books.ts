// Anchors for the day-to-day reports: for each report name, one hand-written SQL statement that
// computes the same figures from the same rows (bills, lines, payments, expenses, the party
// ledger), written for this benchmark without looking at the report's own query. Each is the
// yardstick its report is measured against; money stays in paise, as the database holds it.
import { sql, type SQL } from 'drizzle-orm';

export interface AnchorArgs {
  companyId: number;
  start: string;
  end: string;
  asOf: string;
  date: string;
  customerId: number;
  /** The company's own state: a line is inter-state when the place of supply differs. */
  sellerState: string;
}

export type Anchor = (a: AnchorArgs) => SQL;

const billsIn = (a: AnchorArgs, kind: 'sale' | 'purchase') =>
  sql`t.company_id = ${a.companyId} and t.kind = ${kind}
    and t.transaction_date between ${a.start}::date and ${a.end}::date`;

/** The note that returns a bill of this kind (stored negative). */
const noteOf = (kind: 'sale' | 'purchase') => (kind === 'sale' ? 'credit_note' : 'debit_note');

/** Bills of the range and the notes returning them. */
const documentsIn = (a: AnchorArgs, kind: 'sale' | 'purchase') =>
  sql`t.company_id = ${a.companyId} and t.kind in (${kind}, ${noteOf(kind)})
    and t.transaction_date between ${a.start}::date and ${a.end}::date`;

/**
 * Today's due on each bill of `bills` (a statement giving id, customer_id, transaction_date,
 * kind): the party's balance (maintained in party_balances) settles its newest bills last, so a
 * bill's due is its net on the balance's side, capped by the balance less the bills after it.
 * A note's net counts with the bill it returns. Reads the parties' documents from their first
 * bill in the set on.
 */
const duesToday = (a: AnchorArgs, bills: SQL) => sql`
  with q as (${bills}),
  pb as (select party_id, balance_paise as bal, sign(balance_paise) as side from party_balances
    where company_id = ${a.companyId} and balance_paise <> 0
      and party_id in (select customer_id from q)),
  f as (select customer_id, min(transaction_date) as d from q group by customer_id),
  net as (select j.party_id, coalesce(n.return_of_transaction_id, j.source_id) as bill,
      sum(j.amount_paise) as amt
    from f
    join journal_lines j on j.company_id = ${a.companyId} and j.account = 'PARTY'
      and j.party_id = f.customer_id and j.entry_date >= f.d and j.source_kind = 'transaction'
    left join transactions n on n.company_id = ${a.companyId} and n.id = j.source_id
      and n.return_of_transaction_id is not null
    group by 1, 2),
  w as (select net.bill, net.amt * pb.side as amt, pb.bal * pb.side as owed, pb.side,
      coalesce(sum(net.amt * pb.side) filter (where net.amt * pb.side > 0) over (
        partition by net.party_id order by t.transaction_date desc, t.id desc
        rows between unbounded preceding and 1 preceding), 0) as newer
    from net
    join pb on pb.party_id = net.party_id
    join transactions t on t.company_id = ${a.companyId} and t.id = net.bill)
  select q.id, case when q.kind in ('sale', 'purchase') and w.amt > 0
      and w.side = case when q.kind = 'purchase' then -1 else 1 end
    then greatest(0, least(w.amt, w.owed - w.newer)) else 0 end as due
  from q join w on w.bill = q.id`;

/** The bills and notes of the range, the bills / notes / net totals, and the net per month. */
const bills =
  (kind: 'sale' | 'purchase'): Anchor =>
  (a) => sql`
    with b as (select t.id, t.kind, t.transaction_date, t.number, t.customer_id, t.taxable_paise,
        t.tax_paise, t.amount_paise, t.paid_paise
      from transactions t where ${documentsIn(a, kind)}),
    due as (${duesToday(a, sql`select id, customer_id, transaction_date, kind from transactions t where ${billsIn(a, kind)}`)})
    select * from (
      select 'bill' as ds, b.transaction_date::text as d, b.number, b.id, c.name,
        b.taxable_paise, b.tax_paise, b.amount_paise, b.paid_paise,
        case when b.kind = ${kind} then coalesce(due.due, 0) end as pending, 1::bigint as bills
      from b join customers c on c.company_id = ${a.companyId} and c.id = b.customer_id
      left join due on due.id = b.id
      union all
      select 'total', b.kind, null, null, null,
        sum(b.taxable_paise), sum(b.tax_paise), sum(b.amount_paise), null, null, count(*)
      from b group by b.kind
      union all
      select 'month', to_char(b.transaction_date, 'YYYY-MM'), null, null, null,
        sum(b.taxable_paise), sum(b.tax_paise), sum(b.amount_paise), null, null,
        count(*) filter (where b.kind = ${kind})
      from b group by 2) x
    order by ds, d, id`;

/** Per document with its tax components, and the totals. */
const register =
  (kind: 'sale' | 'purchase'): Anchor =>
  (a) => sql`
    with b as (select t.id, t.number, t.transaction_date, t.customer_id, t.place_of_supply,
        t.taxable_paise, t.amount_paise
      from transactions t where ${billsIn(a, kind)}),
    tx as (select x.transaction_id,
        sum(x.amount_paise) filter (where x.component = 'CGST') as cgst,
        sum(x.amount_paise) filter (where x.component in ('SGST', 'UTGST')) as sgst,
        sum(x.amount_paise) filter (where x.component = 'IGST') as igst,
        sum(x.amount_paise) filter (where x.component = 'CESS') as cess
      from transaction_line_taxes x join b on b.id = x.transaction_id
      where x.company_id = ${a.companyId} group by x.transaction_id),
    r as (select b.id, b.number, b.transaction_date, c.name, c.gstin, b.place_of_supply,
        b.taxable_paise, coalesce(tx.cgst, 0) as cgst, coalesce(tx.sgst, 0) as sgst,
        coalesce(tx.igst, 0) as igst, coalesce(tx.cess, 0) as cess, b.amount_paise
      from b join customers c on c.company_id = ${a.companyId} and c.id = b.customer_id
      left join tx on tx.transaction_id = b.id)
    select * from (
      select 0 as ds, r.transaction_date::text as d, r.id, r.number, r.name, r.gstin,
        r.place_of_supply, r.taxable_paise, r.cgst, r.sgst, r.igst, r.cess, r.amount_paise
      from r
      union all
      select 1, null, count(*), null, null, null, null, sum(taxable_paise), sum(cgst), sum(sgst),
        sum(igst), sum(cess), sum(amount_paise) from r
      union all
      select 2, t.kind, count(*), null, null, null, null, sum(t.taxable_paise), null, null, null,
        null, sum(t.amount_paise)
      from transactions t where ${documentsIn(a, kind)} group by t.kind) x
    order by ds, d, id`;

/** The day's sale bills and credit notes with cash and bank on each, and their totals. */
const dailyTotal: Anchor = (a) => sql`
  with b as (select t.id, t.number, t.customer_id, t.taxable_paise, t.tax_paise, t.amount_paise,
      coalesce(sum(p.amount_paise) filter (where not p.is_bank_transaction), 0) as cash,
      coalesce(sum(p.amount_paise) filter (where p.is_bank_transaction), 0) as bank
    from transactions t
    left join payments p on p.company_id = t.company_id and p.transaction_id = t.id
    where t.company_id = ${a.companyId} and t.kind in ('sale', 'credit_note')
      and t.transaction_date = ${a.date}::date
    group by t.company_id, t.id),
  due as (${duesToday(
    a,
    sql`select id, customer_id, transaction_date, kind from transactions t
    where t.company_id = ${a.companyId} and t.kind = 'sale' and t.transaction_date = ${a.date}::date`,
  )})
  select b.number, c.name, b.taxable_paise, b.tax_paise, b.amount_paise, b.cash, b.bank,
    due.due as pending
  from b join customers c on c.company_id = ${a.companyId} and c.id = b.customer_id
  left join due on due.id = b.id
  union all
  select 'Total', null, sum(taxable_paise), sum(tax_paise), sum(amount_paise), sum(cash),
    sum(bank), count(*) from b`;

/** The day's sales, purchases, money in and out, expenses, and the cash in hand that evening. */
const dailySummary: Anchor = (a) => sql`
  with day as (select t.kind, t.amount_paise, t.id from transactions t
    where t.company_id = ${a.companyId} and t.transaction_date = ${a.date}::date)
  select
    (select coalesce(sum(amount_paise), 0) from day where kind = 'sale') as sales,
    (select coalesce(sum(amount_paise), 0) from day where kind = 'credit_note') as sales_returns,
    (select coalesce(sum(amount_paise), 0) from day where kind = 'purchase') as purchases,
    (select coalesce(sum(amount_paise), 0) from day where kind = 'debit_note') as purchase_returns,
    (select coalesce(sum(p.amount_paise) filter (where not p.is_payment_made), 0)
       from payments p join day on day.id = p.transaction_id
       where p.company_id = ${a.companyId} and p.payment_date = ${a.date}::date) as received,
    (select coalesce(sum(p.amount_paise) filter (where p.is_payment_made), 0)
       from payments p join day on day.id = p.transaction_id
       where p.company_id = ${a.companyId} and p.payment_date = ${a.date}::date) as made,
    (select coalesce(sum(amount_paise), 0) from expenses
       where company_id = ${a.companyId} and expense_date = ${a.date}::date) as expenses,
    (select coalesce(sum(amount_paise), 0) from journal_lines
       where company_id = ${a.companyId} and account = 'CASH' and entry_date <= ${a.date}::date) as cash`;

/** Goods and services lines sold in the range net of credit notes, per item and unit. */
const itemSales: Anchor = (a) => sql`
  select l.item_id, min(l.item_name) as item, string_agg(distinct l.hsn_sac_code, ', ') as hsn,
    min(l.unit_name) as unit, sum(l.qty_milli) as qty, sum(l.taxable_paise) as taxable,
    sum(l.tax_paise) as tax, sum(l.amount_paise) as total,
    count(distinct l.transaction_id) filter (where t.kind = 'sale') as bills
  from transactions t
  join transaction_lines l on l.company_id = t.company_id and l.transaction_id = t.id
  where ${documentsIn(a, 'sale')} and l.special_kind is null
  group by l.item_id, l.unit_id
  order by total desc`;

/** Stock on hand per item: every purchase in, every sale out (the whole history, by nature). */
const stock: Anchor = (a) => sql`
  with moved as (select l.item_id,
      sum(case when t.is_purchase then l.qty_milli else -l.qty_milli end) as qty
    from transaction_lines l
    join transactions t on t.company_id = l.company_id and t.id = l.transaction_id
    where l.company_id = ${a.companyId} and l.special_kind is null
    group by l.item_id)
  select i.name, u.name as unit, i.hsn_sac_code, m.qty, i.buy_rate_paise,
    round(m.qty * i.buy_rate_paise / 1000.0) as value
  from items i
  join units u on u.company_id = i.company_id and u.id = i.unit_id
  left join moved m on m.item_id = i.id
  where i.company_id = ${a.companyId} and i.special_kind is null and coalesce(m.qty, 0) <> 0
  order by i.name`;

/** Parties who owe us, largest balance first, with their last bill's date (top 100). */
const unpaid: Anchor = (a) => sql`
  with bal as (select party_id, balance_paise as balance from party_balances
    where company_id = ${a.companyId} and balance_paise > 0
    order by balance desc limit 100)
  select c.name, c.phone, c.gstin, bal.balance,
    (select max(t.transaction_date)::text from transactions t
      where t.company_id = ${a.companyId} and t.customer_id = bal.party_id and t.kind = 'sale') as last_bill
  from bal join customers c on c.company_id = ${a.companyId} and c.id = bal.party_id
  order by bal.balance desc`;

/** One customer's ledger: the opening balance, then each document's debit and credit. */
const customerLedger: Anchor = (a) => sql`
  with opening as (select coalesce(sum(amount_paise), 0) as o from journal_lines
    where company_id = ${a.companyId} and account = 'PARTY' and party_id = ${a.customerId}
      and entry_date < ${a.start}::date),
  mv as (select j.source_kind, j.source_id, j.entry_date,
      coalesce(sum(j.amount_paise) filter (where j.amount_paise > 0), 0) as debit,
      coalesce(-sum(j.amount_paise) filter (where j.amount_paise < 0), 0) as credit
    from journal_lines j
    where j.company_id = ${a.companyId} and j.account = 'PARTY' and j.party_id = ${a.customerId}
      and j.entry_date between ${a.start}::date and ${a.end}::date
    group by j.source_kind, j.source_id, j.entry_date)
  select null as d, 'Opening balance' as number, null::int as id, null::bigint as debit,
    null::bigint as credit, o.o as balance
  from opening o
  union all
  select mv.entry_date::text, t.number, mv.source_id, mv.debit, mv.credit,
    o.o + sum(mv.debit - mv.credit) over (order by mv.entry_date, mv.source_id)
  from mv cross join opening o
  left join transactions t on mv.source_kind = 'transaction' and t.company_id = ${a.companyId}
    and t.id = mv.source_id`;

/**
 * `doc`: each document's net on the party as of a date, a note's with the bill it returns, seen
 * from the side `sign`, for the parties whose balance lies on that side.
 */
export const agedDocs = (a: { companyId: number; asOf: string }, sign: 1 | -1) => sql`
    nt as (select n.id, n.return_of_transaction_id as bill, b.transaction_date as d
      from transactions n join transactions b on b.company_id = n.company_id
        and b.id = n.return_of_transaction_id
      where n.company_id = ${a.companyId} and n.return_of_transaction_id is not null),
    raw as (select j.party_id, case when nt.id is null then j.source_kind else 'transaction' end
        as kind, coalesce(nt.bill, j.source_id) as source_id,
        coalesce(nt.d, j.entry_date) as entry_date, sum(j.amount_paise) as amt
      from journal_lines j left join nt on j.source_kind = 'transaction' and nt.id = j.source_id
      where j.company_id = ${a.companyId} and j.account = 'PARTY' and j.party_id is not null
        and j.entry_date <= ${a.asOf}::date
      group by 1, 2, 3, 4),
    doc as (select r.party_id, r.kind, r.source_id, r.entry_date, ${sign} * r.amt as amt from raw r
      where r.party_id in (select party_id from raw group by party_id
        having sign(sum(amt)) = ${sign}))`;

/**
 * Receivables (sign 1) or payables (-1) as of a date: each document's net on the party; the
 * party's payments settle its oldest bills first; what is left is bucketed by age in days.
 */
const aging =
  (sign: 1 | -1): Anchor =>
  (a) => sql`
    with ${agedDocs(a, sign)},
    paid as (select party_id, -sum(amt) as credits from doc where amt < 0 group by party_id),
    bill as (select d.party_id, d.entry_date, d.amt,
        sum(d.amt) over (partition by d.party_id order by d.entry_date, d.source_id) as cum
      from doc d where d.amt > 0),
    owed as (select b.party_id, ${a.asOf}::date - b.entry_date as age,
        greatest(0, least(b.amt, b.cum - coalesce(p.credits, 0))) as left_paise
      from bill b left join paid p on p.party_id = b.party_id),
    per as (select party_id,
        sum(left_paise) filter (where age = 0) as current,
        sum(left_paise) filter (where age between 1 and 30) as d1to30,
        sum(left_paise) filter (where age between 31 and 60) as d31to60,
        sum(left_paise) filter (where age between 61 and 90) as d61to90,
        sum(left_paise) filter (where age > 90) as over90,
        sum(left_paise) as total
      from owed group by party_id having sum(left_paise) > 0)
    select c.name, per.current, per.d1to30, per.d31to60, per.d61to90, per.over90, per.total
    from per join customers c on c.company_id = ${a.companyId} and c.id = per.party_id
    union all
    select 'Total', sum(current), sum(d1to30), sum(d31to60), sum(d61to90), sum(over90), sum(total)
    from per`;

/** Taxes of the month by side (input only from vendors with a GSTIN), component and rate, net of
 * credit and debit notes, and output less claimable input per component. */
const monthlyTaxes: Anchor = (a) => sql`
  with x as (select
      case when not t.is_purchase then 'output'
           when coalesce(btrim(c.gstin), '') <> '' then 'input' else 'blocked' end as side,
      x.component, x.tax_rate_bp, x.amount_paise, l.taxable_paise
    from transactions t
    join customers c on c.company_id = t.company_id and c.id = t.customer_id
    join transaction_line_taxes x on x.company_id = t.company_id and x.transaction_id = t.id
    join transaction_lines l on l.company_id = x.company_id and l.id = x.line_id
    where t.company_id = ${a.companyId}
      and t.kind in ('sale', 'credit_note', 'purchase', 'debit_note')
      and t.transaction_date between ${a.start}::date and ${a.end}::date),
  r as (select side, component, tax_rate_bp, sum(taxable_paise) as taxable,
      sum(amount_paise) as tax from x group by side, component, tax_rate_bp)
  select side, component, tax_rate_bp, taxable, tax from r
  union all
  select 'net', component, null, sum(tax) filter (where side = 'output'),
    coalesce(sum(tax) filter (where side = 'output'), 0) - coalesce(sum(tax) filter (where side = 'input'), 0)
  from r group by component`;

/** The month's expenses per head, in cash and through the bank. */
const monthlyExpenses: Anchor = (a) => sql`
  select ei.name, count(*) as n,
    coalesce(sum(e.amount_paise) filter (where not e.is_bank_transaction), 0) as cash,
    coalesce(sum(e.amount_paise) filter (where e.is_bank_transaction), 0) as bank,
    sum(e.amount_paise) as total
  from expenses e
  join expense_items ei on ei.company_id = e.company_id and ei.id = e.expense_item_id
  where e.company_id = ${a.companyId} and e.expense_date between ${a.start}::date and ${a.end}::date
  group by ei.id, ei.name
  order by total desc`;

export const BOOK_ANCHORS: Record<string, Anchor> = {
  sales: bills('sale'),
  purchases: bills('purchase'),
  'registers/sales': register('sale'),
  'registers/purchases': register('purchase'),
  'sales/daily-total': dailyTotal,
  'daily-summary': dailySummary,
  'items/sales': itemSales,
  stock,
  'customers/unpaid': unpaid,
  'customers/ledger': customerLedger,
  'aging/receivables': aging(1),
  'aging/payables': aging(-1),
  'taxes/monthly': monthlyTaxes,
  'expenses/monthly-itemwise': monthlyExpenses,
};
