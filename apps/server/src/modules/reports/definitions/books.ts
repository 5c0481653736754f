// The spec's day-to-day reports (section 7): sales, purchases, the day's sales and figures,
// item-wise sales and stock, each from set-based queries over the stored documents. The
// party and month reports live in their own files and are merged in here.
import { sql, type SQL } from 'drizzle-orm';
import { lineAmountPaise } from '@hisaab/shared/money';
import {
  queryRows,
  totalsOf,
  type DerivedDataset,
  type ReportDefinition,
  type ReportDefinitions,
  type SqlDataset,
} from '../report-definition.ts';
import { dayTotals } from '../../dashboard/dashboard.repo.ts';
import { col, rangeOf, supplierInvoiceColumns, supplierInvoiceSql } from './report-sql.ts';
import { customerReports } from './customers.ts';
import { monthlyReports } from './monthly.ts';

/** One row per bill of one side (sale or purchase) in the range, and the same by month. */
function billsInRange(isPurchase: boolean): ReportDefinition {
  return {
    async build({ companyId, params }) {
      const { start, end } = rangeOf(params);
      const kind = isPurchase ? 'purchase' : 'sale';
      const inRange = sql`t.company_id = ${companyId} and t.kind = ${kind}
        and t.transaction_date between ${start}::date and ${end}::date`;
      const bills: SqlDataset = {
        name: isPurchase ? 'purchases' : 'sales',
        title: isPurchase ? 'Purchases' : 'Sales',
        columns: [
          col('date', 'Date', 'date'),
          col('number', 'Number', 'link'),
          ...(isPurchase ? supplierInvoiceColumns() : []),
          col('customerName', isPurchase ? 'Vendor' : 'Customer', 'text'),
          col('taxableValue', 'Taxable value', 'money'),
          col('tax', 'Tax', 'money'),
          col('total', 'Total', 'money'),
          col('paid', 'Paid', 'money'),
          col('pending', 'Pending', 'money'),
        ],
        query: sql`
          select t.transaction_date::text as "date", t.number as "number", t.id as "transactionId",
            ${isPurchase ? supplierInvoiceSql('t') : sql``}
            c.name as "customerName", t.taxable_paise as "taxableValue", t.tax_paise as "tax",
            t.amount_paise as "total", t.paid_paise as "paid",
            t.amount_paise - t.paid_paise as "pending"
          from transactions t
          join customers c on c.company_id = t.company_id and c.id = t.customer_id
          where ${inRange}
          order by t.transaction_date, t.id`,
      };
      // The same bills added up per calendar month: the screen draws its trend chart from it.
      const byMonth: DerivedDataset = {
        name: 'byMonth',
        title: 'By month',
        columns: [
          col('month', 'Month', 'text'),
          col('bills', 'Bills', 'number'),
          col('taxableValue', 'Taxable value', 'money'),
          col('tax', 'Tax', 'money'),
          col('total', 'Total', 'money'),
        ],
        from: bills.name,
        derive: billsByMonth,
        query: sql`
          select to_char(t.transaction_date, 'YYYY-MM') as "month", count(*) as "bills",
            sum(t.taxable_paise) as "taxableValue", sum(t.tax_paise) as "tax",
            sum(t.amount_paise) as "total"
          from transactions t
          where ${inRange}
          group by 1
          order by 1`,
      };
      return [bills, byMonth];
    },
  };
}

/** Bill rows (in date order) added up per calendar month, as the byMonth statement does. */
function billsByMonth(rows: readonly Record<string, unknown>[]): Record<string, unknown>[] {
  const months = new Map<
    string,
    { month: string; bills: number; taxableValue: number; tax: number; total: number }
  >();
  for (const r of rows) {
    const month = String(r['date']).slice(0, 7);
    const m = months.get(month) ?? { month, bills: 0, taxableValue: 0, tax: 0, total: 0 };
    m.bills += 1;
    m.taxableValue += Number(r['taxableValue']);
    m.tax += Number(r['tax']);
    m.total += Number(r['total']);
    months.set(month, m);
  }
  return [...months.values()];
}

/** The day's sale bills with what was received on each, in cash and through the bank. */
function dailySalesRows(companyId: number, date: string): SQL {
  // Money paid back on a sale counts against what was received.
  return sql`
    select t.number as "number", t.id as "transactionId", c.name as "customerName",
      t.taxable_paise as "taxableValue", t.tax_paise as "tax", t.amount_paise as "total",
      coalesce(p.cash, 0) as "cash", coalesce(p.bank, 0) as "bank",
      t.amount_paise - coalesce(p.cash, 0) - coalesce(p.bank, 0) as "pending"
    from transactions t
    join customers c on c.company_id = t.company_id and c.id = t.customer_id
    left join (
      select p.transaction_id,
        sum(case when p.is_payment_made then -p.amount_paise else p.amount_paise end)
          filter (where not p.is_bank_transaction) as cash,
        sum(case when p.is_payment_made then -p.amount_paise else p.amount_paise end)
          filter (where p.is_bank_transaction) as bank
      from payments p
      join transactions d on d.company_id = p.company_id and d.id = p.transaction_id
      where d.company_id = ${companyId} and d.kind = 'sale' and d.transaction_date = ${date}::date
      group by p.transaction_id
    ) p on p.transaction_id = t.id
    where t.company_id = ${companyId} and t.kind = 'sale' and t.transaction_date = ${date}::date
    order by t.created_at, t.id`;
}

const dailyTotal: ReportDefinition = {
  async build({ companyId, params }) {
    const date = params['date'] as string;
    const rows: SqlDataset = {
      name: 'sales',
      title: 'Sales',
      columns: [
        col('number', 'Number', 'link'),
        col('customerName', 'Customer', 'text'),
        col('taxableValue', 'Taxable value', 'money'),
        col('tax', 'Tax', 'money'),
        col('total', 'Total', 'money'),
        col('cash', 'Received in cash', 'money'),
        col('bank', 'Received by bank', 'money'),
        col('pending', 'Pending', 'money'),
      ],
      query: dailySalesRows(companyId, date),
    };
    const sums = ['taxableValue', 'tax', 'total', 'cash', 'bank'];
    const totals = totalsOf(
      rows,
      {
        name: 'totals',
        title: 'Totals',
        columns: [
          col('bills', 'Bills', 'number'),
          ...rows.columns.filter((c) => sums.includes(c.key)),
        ],
      },
      'bills',
      sums,
    );
    return [rows, totals];
  },
};

/** The dashboard's figures for the day, as a two-column list. */
const dailySummary: ReportDefinition = {
  async build({ db, companyId, params }) {
    const d = await dayTotals(db, companyId, params['date'] as string);
    const rows: [string, number][] = [
      ['Sales', d.salesPaise],
      ['Payments received', d.paymentsReceivedPaise],
      ['Purchases', d.purchasesPaise],
      ['Payments made', d.paymentsMadePaise],
      ['Expenses', d.expensesPaise],
      ['Cash in hand', d.cashInHandPaise],
    ];
    return [
      {
        name: 'summary',
        title: 'Daily summary',
        columns: [col('metric', 'Metric', 'text'), col('amount', 'Amount', 'money')],
        rows: rows.map(([metric, amount]) => ({ metric, amount })),
      },
    ];
  },
};

/** Per item (and unit) sold in the range, goods and services lines only. */
const itemSales: ReportDefinition = {
  async build({ companyId, params }) {
    const { start, end } = rangeOf(params);
    return [
      {
        name: 'items',
        title: 'Item-wise sales',
        columns: [
          col('itemName', 'Item', 'text'),
          col('hsn', 'HSN/SAC', 'text'),
          col('unit', 'Unit', 'text'),
          col('quantity', 'Quantity', 'quantity'),
          col('taxableValue', 'Taxable value', 'money'),
          col('tax', 'Tax', 'money'),
          col('total', 'Total', 'money'),
          col('bills', 'Bills', 'number'),
        ],
        // HSN as billed; an item whose code changed within the range lists both codes.
        query: sql`
          select l.item_id as "itemId", i.name as "itemName",
            string_agg(distinct l.hsn_sac_code, ', ') as "hsn", u.name as "unit",
            sum(l.qty_milli) as "quantity", sum(l.taxable_paise) as "taxableValue",
            sum(l.tax_paise) as "tax", sum(l.taxable_paise) + sum(l.tax_paise) as "total",
            count(distinct l.transaction_id) as "bills"
          from transactions t
          join transaction_lines l on l.company_id = t.company_id and l.transaction_id = t.id
          join items i on i.company_id = l.company_id and i.id = l.item_id
          join units u on u.company_id = l.company_id and u.id = l.unit_id
          where t.company_id = ${companyId} and t.kind = 'sale'
            and t.transaction_date between ${start}::date and ${end}::date
            and l.special_kind is null
          group by l.item_id, i.name, l.unit_id, u.name
          order by "total" desc, i.name, u.name`,
      },
    ];
  },
};

interface StockRow {
  itemId: number;
  itemName: string;
  unit: string;
  hsn: string | null;
  stock: string | number;
  buyRate: string | number;
}

/**
 * Goods on hand per item: bought minus sold over every saved document (as the item list's
 * stockByItem counts it), valued at the item's buy rate with the one rounding rule.
 */
const stock: ReportDefinition = {
  async build({ db, companyId, params }) {
    const includeZero = params['includeZero'] === true;
    const raw = await queryRows<StockRow>(
      db,
      sql`
        select i.id as "itemId", i.name as "itemName", u.name as "unit", i.hsn_sac_code as "hsn",
          coalesce(s.qty, 0) as "stock", i.buy_rate_paise as "buyRate"
        from items i
        join units u on u.company_id = i.company_id and u.id = i.unit_id
        left join (
          select l.item_id,
            sum(case when t.is_purchase then l.qty_milli else -l.qty_milli end) as qty
          from transaction_lines l
          join transactions t on t.company_id = l.company_id and t.id = l.transaction_id
          where l.company_id = ${companyId} and l.special_kind is null and t.kind <> 'estimate'
          group by l.item_id
        ) s on s.item_id = i.id
        where i.company_id = ${companyId} and i.special_kind is null
          ${includeZero ? sql`` : sql`and coalesce(s.qty, 0) <> 0`}
        order by lower(i.name)`,
    );
    let total = 0;
    const rows = raw.map((r) => {
      const qtyMilli = Number(r.stock);
      const buyRate = Number(r.buyRate);
      const stockValue = lineAmountPaise(qtyMilli, buyRate);
      total += stockValue;
      return { ...r, itemId: Number(r.itemId), stock: qtyMilli, buyRate, stockValue };
    });
    return [
      {
        name: 'stock',
        title: 'Stock',
        columns: [
          col('itemName', 'Item', 'text'),
          col('unit', 'Unit', 'text'),
          col('hsn', 'HSN/SAC', 'text'),
          col('stock', 'Stock', 'quantity'),
          col('buyRate', 'Buy rate', 'money'),
          col('stockValue', 'Stock value', 'money'),
        ],
        rows,
      },
      {
        name: 'totals',
        title: 'Totals',
        columns: [col('items', 'Items', 'number'), col('stockValue', 'Stock value', 'money')],
        rows: [{ items: rows.length, stockValue: total }],
      },
    ];
  },
};

export const bookReports: ReportDefinitions = {
  sales: billsInRange(false),
  purchases: billsInRange(true),
  'sales/daily-total': dailyTotal,
  'daily-summary': dailySummary,
  'items/sales': itemSales,
  stock,
  ...customerReports,
  ...monthlyReports,
};
