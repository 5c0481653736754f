// Anchors for the insights: for each insight, one hand-written SQL statement that computes the
// same figures from the same rows (goods lines, bills, the party ledger, expenses), written for
// this benchmark as plainly as possible. Money stays in paise, quantities in thousandths.
import { sql, type SQL } from 'drizzle-orm';
import { agedDocs } from './anchors-books.ts';

export interface InsightArgs {
  companyId: number;
  /** The app's today (the clock the bench gives the app). */
  today: string;
  /** The year's range (abc, ratios, missing HSN). */
  yearStart: string;
  yearEnd: string;
  /** The last 90 days to today (slow-moving; the trend's current period). */
  recentStart: string;
  /** The trend's previous period: the 90 days before recentStart. */
  previousStart: string;
  /** overstock's lookback start (60 days to today). */
  lookbackStart: string;
  /** inactive-customers: no sale since this date. */
  inactiveSince: string;
  /** expense-anomalies: the month's first day. */
  monthStart: string;
  monthEnd: string;
}

export type InsightAnchor = (a: InsightArgs) => SQL;

/** Per goods item: stock over all time, quantity sold from `from` to `to`, average cost. */
const itemStock = (a: InsightArgs, from: string, to: string) => sql`
  m as (select l.item_id,
      sum(l.qty_milli * case when t.is_purchase then 1 else -1 end) as stock,
      sum(l.qty_milli) filter (where not t.is_purchase
        and t.transaction_date >= ${from}::date and t.transaction_date <= ${to}::date) as sold,
      sum(l.taxable_paise) filter (where t.is_purchase) as bought_value,
      sum(l.qty_milli) filter (where t.is_purchase) as bought_qty,
      max(t.transaction_date) filter (where not t.is_purchase) as last_sold,
      max(t.transaction_date) filter (where t.is_purchase) as last_bought
    from transaction_lines l
    join transactions t on t.company_id = l.company_id and t.id = l.transaction_id
    where l.company_id = ${a.companyId} and l.special_kind is null and t.kind <> 'estimate'
    group by l.item_id),
  s as (select i.id, i.name, coalesce(m.stock, 0) as stock, coalesce(m.sold, 0) as sold,
      m.last_sold, m.last_bought,
      round(coalesce(m.stock, 0)::numeric * case when m.bought_qty > 0
        then m.bought_value::numeric / m.bought_qty else i.buy_rate_paise / 1000.0 end) as value
    from items i left join m on m.item_id = i.id
    where i.company_id = ${a.companyId} and i.special_kind is null
      and coalesce(i.hsn_sac_code, '') !~ '^99[0-9]{4}$')`;

const slowMoving: InsightAnchor = (a) => sql`
  with ${itemStock(a, a.recentStart, a.today)}
  select name, stock, sold, value, count(*) over () as n, sum(value) over () as total
  from s where stock > 0 and sold <= 0
  order by value desc limit 100`;

const overstock: InsightAnchor = (a) => sql`
  with ${itemStock(a, a.lookbackStart, a.today)}
  select name, stock, sold, value, count(*) over () as n, sum(value) over () as total
  from s where stock >= 1000 and (sold <= 0 or stock * 60 > 90 * sold)
  order by value desc`;

const stockAtMost =
  (where: SQL): InsightAnchor =>
  (a) => sql`
    with ${itemStock(a, a.today, a.today)}
    select name, stock, last_bought, last_sold, count(*) over () as n,
      count(*) filter (where stock <= 0) over () as out
    from s where ${where}
    order by stock`;

/** Sales value (taxable value of goods lines) and bills per day, this period and the last. */
const salesTrend: InsightAnchor = (a) => sql`
  select t.transaction_date, sum(l.taxable_paise) as sales,
    count(distinct t.id) filter (where t.kind = 'sale') as bills
  from transactions t
  join transaction_lines l on l.company_id = t.company_id and l.transaction_id = t.id
  where t.company_id = ${a.companyId} and t.kind in ('sale', 'credit_note')
    and l.special_kind is null
    and t.transaction_date between ${a.previousStart}::date and ${a.today}::date
  group by t.transaction_date`;

const inactiveCustomers: InsightAnchor = (a) => sql`
  with last_sale as (select t.customer_id, max(t.transaction_date) as d
      from transactions t
      where t.company_id = ${a.companyId} and t.kind = 'sale'
        and t.id in (select l.transaction_id from transaction_lines l
                     where l.company_id = ${a.companyId} and l.special_kind is null)
      group by t.customer_id),
    bal as (select party_id, sum(amount_paise) as b from journal_lines
      where company_id = ${a.companyId} and account = 'PARTY' and entry_date <= ${a.today}::date
      group by party_id)
  select c.name, ls.d, coalesce(bal.b, 0) as balance, count(*) over () as n
  from customers c
  left join last_sale ls on ls.customer_id = c.id
  left join bal on bal.party_id = c.id
  where c.company_id = ${a.companyId} and not c.is_default_cash
    and (ls.d < ${a.inactiveSince}::date or (ls.d is null and bal.b > 0))
  order by balance desc limit 100`;

const futureInvoices: InsightAnchor = (a) => sql`
  select t.id, t.transaction_date, c.name
  from transactions t join customers c on c.company_id = t.company_id and c.id = t.customer_id
  where t.company_id = ${a.companyId} and t.kind <> 'estimate'
    and t.transaction_date > ${a.today}::date`;

const missingHsn: InsightAnchor = (a) => sql`
  select t.id, l.item_name, l.taxable_paise
  from transactions t
  join transaction_lines l on l.company_id = t.company_id and l.transaction_id = t.id
  where t.company_id = ${a.companyId} and t.kind = 'sale' and l.special_kind is null
    and t.transaction_date between ${a.yearStart}::date and ${a.yearEnd}::date
    and coalesce(btrim(l.hsn_sac_code), '') = ''`;

/**
 * Unpaid sale bills more than 30 days old as of today: each customer's documents up to today
 * (a note's with its bill), its credits settling the oldest bills first (FIFO by date).
 */
const arDue: InsightAnchor = (a) => sql`
  with ${agedDocs({ companyId: a.companyId, asOf: a.today }, 1)},
    credits as (select party_id, -sum(amt) as c from doc where amt < 0 group by party_id),
    bills as (select d.party_id, d.kind, d.source_id, d.entry_date, d.amt,
        sum(d.amt) over (partition by d.party_id
          order by d.entry_date, d.kind, d.source_id) as cum
      from doc d where d.amt > 0)
  select t.id, t.transaction_date, t.number, c.name, c.phone, t.amount_paise,
    least(b.amt, b.cum - coalesce(cr.c, 0)) as unpaid
  from bills b
  left join credits cr on cr.party_id = b.party_id
  join transactions t on b.kind = 'transaction' and t.company_id = ${a.companyId}
    and t.id = b.source_id and t.kind = 'sale'
  join customers c on c.company_id = ${a.companyId} and c.id = b.party_id
  where b.cum - coalesce(cr.c, 0) > 0 and ${a.today}::date - b.entry_date > 30
  order by ${a.today}::date - b.entry_date desc, t.id`;

/** The month per expense head against its average over the (up to 12) months it occurred in. */
const expenseAnomalies: InsightAnchor = (a) => sql`
  with mon as (select expense_item_id as item, date_trunc('month', expense_date) as m,
      sum(amount_paise) as total
    from expenses where company_id = ${a.companyId} and expense_date <= ${a.monthEnd}::date
    group by 1, 2),
  past as (select item, avg(total) as avg_total, count(*) as months
    from (select item, total, rank() over (partition by item order by m desc) as k
          from mon where m < ${a.monthStart}::date) x
    where k <= 12 group by item)
  select mon.item, mon.total, past.avg_total, past.months
  from mon join past on past.item = mon.item
  where mon.m = ${a.monthStart}::date and mon.total > past.avg_total * 1.5`;

const abc: InsightAnchor = (a) => sql`
  with v as (select l.item_id, sum(l.qty_milli) as qty, sum(l.taxable_paise) as value
      from transactions t
      join transaction_lines l on l.company_id = t.company_id and l.transaction_id = t.id
      where t.company_id = ${a.companyId} and t.kind = 'sale' and l.special_kind is null
        and t.transaction_date between ${a.yearStart}::date and ${a.yearEnd}::date
      group by l.item_id having sum(l.taxable_paise) > 0),
    c as (select i.name, v.qty, v.value, sum(v.value) over (order by v.value desc, i.id) as cum,
        sum(v.value) over () as total
      from v join items i on i.company_id = ${a.companyId} and i.id = v.item_id)
  select name, qty, value, case when cum <= 0.8 * total then 'A'
    when cum <= 0.95 * total then 'B' else 'C' end as class
  from c order by value desc`;

/** Sales, tax and cost of goods sold; bills, paid on the bill; receivables and payables. */
const ratios: InsightAnchor = (a) => sql`
  with sold as (select l.item_id, sum(l.qty_milli) as qty, sum(l.taxable_paise) as value,
        sum(l.tax_paise) as tax
      from transactions t
      join transaction_lines l on l.company_id = t.company_id and l.transaction_id = t.id
      where t.company_id = ${a.companyId} and t.kind = 'sale' and l.special_kind is null
        and t.transaction_date between ${a.yearStart}::date and ${a.yearEnd}::date
      group by l.item_id),
    cost as (select l.item_id, sum(l.taxable_paise)::numeric / nullif(sum(l.qty_milli), 0) as rate
      from transactions t
      join transaction_lines l on l.company_id = t.company_id and l.transaction_id = t.id
      where t.company_id = ${a.companyId} and t.kind = 'purchase' and l.special_kind is null
        and t.transaction_date <= ${a.yearEnd}::date
      group by l.item_id),
    bills as (select count(*) filter (where not t.is_purchase) as n,
        sum(t.amount_paise) filter (where not t.is_purchase) as billed,
        sum(least(t.paid_paise, t.amount_paise)) filter (where not t.is_purchase) as paid,
        sum(t.amount_paise) filter (where t.is_purchase) as bought
      from transactions t
      where t.company_id = ${a.companyId} and t.kind in ('sale', 'purchase')
        and t.transaction_date between ${a.yearStart}::date and ${a.yearEnd}::date
        and exists (select 1 from transaction_lines l where l.company_id = t.company_id
                    and l.transaction_id = t.id and l.special_kind is null)),
    bal as (select sum(greatest(b, 0)) as receivables, sum(greatest(-b, 0)) as payables
      from (select sum(amount_paise) as b from journal_lines
            where company_id = ${a.companyId} and account = 'PARTY'
              and entry_date <= ${a.yearEnd}::date group by party_id) p)
  select sum(s.value) as sales, sum(s.tax) as tax,
    sum(round(s.qty * coalesce(c.rate, i.buy_rate_paise / 1000.0))) as cogs,
    (select row(bills.*)::text from bills), (select row(bal.*)::text from bal)
  from sold s join items i on i.company_id = ${a.companyId} and i.id = s.item_id
  left join cost c on c.item_id = s.item_id`;

export const INSIGHT_ANCHORS: Record<string, InsightAnchor> = {
  'analytics/slow-moving': slowMoving,
  'analytics/overstock': overstock,
  'analytics/low-stock': stockAtMost(sql`stock <= 5000`),
  'exceptions/negative-stock': stockAtMost(sql`stock < 0`),
  'analytics/sales-trend': salesTrend,
  'analytics/inactive-customers': inactiveCustomers,
  'exceptions/future-invoices': futureInvoices,
  'exceptions/missing-hsn': missingHsn,
  'analytics/ar-due': arDue,
  'analytics/expense-anomalies': expenseAnomalies,
  'analytics/abc': abc,
  'analytics/ratios': ratios,
};
