// The spec's day-to-day reports (section 7): sales, purchases, the day's sales and figures,
// item-wise sales and stock, each from set-based queries over the stored documents. The
// party and month reports live in their own files and are merged in here.
import { msg, tk } from '@hisaab/shared/i18n/messages';
import { sql, type SQL } from 'drizzle-orm';
import {
  totalsOf,
  type DerivedDataset,
  type ReportDefinition,
  type ReportDefinitions,
  type RowsDataset,
  type SqlDataset,
  wordCells,
} from '../report-definition.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { notFound } from '../../../platform/errors.ts';
import { findGodown, GODOWN_MESSAGES } from '../../godowns/index.ts';
import { duesNowSql, paidAgainstSql } from '../../../bookkeeping/bill-dues.ts';
import { dayTotals } from '../../dashboard/index.ts';
import { itemCosts, stockValueColumn, stockItemsCtes } from '../../costing/index.ts';
import {
  periodTotals,
  SIDE_KINDS,
  SIDE_LABELS,
  sideTotalsRows,
  type Side,
} from '../../periods/index.ts';
import {
  documentLabelSql,
  rangeOf,
  supplierInvoiceColumns,
  supplierInvoiceSql,
} from './report-sql.ts';
import { col } from '@hisaab/shared/reports/report-result';
import { customerReports } from './customers.ts';
import { monthlyReports } from './monthly.ts';

/**
 * One row per document of one side in the range: the bills and, as their own negative rows,
 * the notes that return them (credit notes beside sales, debit notes beside purchases); the
 * side's totals (bills, returns, net) from periodTotals; and the net by month.
 */
function billsInRange(side: Side): ReportDefinition {
  const isPurchase = side === 'purchases';
  const kinds = SIDE_KINDS[side];
  return {
    async build({ db, companyId, params }) {
      const { start, end } = rangeOf(params);
      const inRange = sql`t.company_id = ${companyId}
        and t.kind in (${kinds.gross}, ${kinds.returns}, ${kinds.raises})
        and t.transaction_date between ${start}::date and ${end}::date`;
      const bills: SqlDataset = {
        name: isPurchase ? 'purchases' : 'sales',
        title: isPurchase ? tk('Purchases') : tk('Sales'),
        columns: [
          col('date', tk('Date'), 'date'),
          col('number', tk('Number'), 'link'),
          col('document', tk('Document'), 'text'),
          ...(isPurchase ? supplierInvoiceColumns() : []),
          col('customerName', isPurchase ? tk('Vendor') : tk('Customer'), 'text'),
          col('taxableValue', tk('Taxable value'), 'money'),
          col('tax', tk('Tax'), 'money'),
          col('total', tk('Total'), 'money'),
          col('paid', tk('Paid'), 'money'),
          col('pending', tk('Pending'), 'money'),
        ],
        texts: wordCells('document'),
        // A note leaves nothing to pay or receive: its Paid and Pending stay blank. A bill's
        // Paid is what was paid against it by any means (issue 42: money on it, payments
        // chosen for it or settling it oldest first, notes set against it); Pending the rest.
        query: sql`
          select t.transaction_date::text as "date", t.number as "number", t.id as "transactionId",
            ${documentLabelSql('t')} as "document",
            ${isPurchase ? supplierInvoiceSql('t') : sql``}
            c.name as "customerName", t.taxable_paise as "taxableValue", t.tax_paise as "tax",
            t.amount_paise as "total",
            case when t.kind = ${kinds.gross}
              then ${paidAgainstSql(sql`t.amount_paise`, sql`d.due`)} end as "paid",
            case when t.kind = ${kinds.gross} then coalesce(d.due, 0) end as "pending"
          from transactions t
          join customers c on c.company_id = t.company_id and c.id = t.customer_id
          left join (${duesNowSql(companyId, inRange)}) d on d.id = t.id
          where ${inRange}
          order by t.transaction_date, t.id`,
      };
      const totals = await periodTotals(db, companyId, start, end);
      const sideTotals: RowsDataset = {
        name: 'totals',
        title: tk('Totals'),
        columns: [
          col('figure', tk('Figure'), 'text'),
          col('taxableValue', tk('Taxable value'), 'money'),
          col('tax', tk('Tax'), 'money'),
          col('total', tk('Total'), 'money'),
        ],
        rows: sideTotalsRows(totals[side], side),
      };
      // The documents added up per calendar month, net of the notes: the screen draws its
      // trend chart from it. Bills counts the bills, not the notes.
      const byMonth: DerivedDataset = {
        name: 'byMonth',
        title: tk('By month'),
        columns: [
          col('month', tk('Month'), 'text'),
          col('bills', tk('Bills'), 'number'),
          col('taxableValue', tk('Taxable value'), 'money'),
          col('tax', tk('Tax'), 'money'),
          col('total', isPurchase ? tk('Net purchases') : tk('Net sales'), 'money'),
        ],
        from: bills.name,
        derive: (rows) => billsByMonth(rows, isPurchase ? 'Purchase' : 'Sale'),
        query: sql`
          select to_char(t.transaction_date, 'YYYY-MM') as "month",
            count(*) filter (where t.kind = ${kinds.gross}) as "bills",
            sum(t.taxable_paise) as "taxableValue", sum(t.tax_paise) as "tax",
            sum(t.amount_paise) as "total"
          from transactions t
          where ${inRange}
          group by 1
          order by 1`,
      };
      return [bills, sideTotals, byMonth];
    },
  };
}

/** Document rows (in date order) added up per calendar month, as the byMonth statement does. */
function billsByMonth(
  rows: readonly Record<string, unknown>[],
  billLabel: string,
): Record<string, unknown>[] {
  const months = new Map<
    string,
    { month: string; bills: number; taxableValue: number; tax: number; total: number }
  >();
  for (const r of rows) {
    const month = String(r['date']).slice(0, 7);
    const m = months.get(month) ?? { month, bills: 0, taxableValue: 0, tax: 0, total: 0 };
    if (r['document'] === billLabel) m.bills += 1;
    m.taxableValue += Number(r['taxableValue']);
    m.tax += Number(r['tax']);
    m.total += Number(r['total']);
    months.set(month, m);
  }
  return [...months.values()];
}

/**
 * The day's sale bills with what was received on each, in cash and through the bank, and the
 * day's credit notes as negative rows with what was refunded (negative), and its debit notes
 * to customers (a price raised, positive); a note leaves nothing pending.
 */
function dailySalesRows(companyId: number, date: string): SQL {
  // Money paid back on a sale counts against what was received.
  const ofDay = (t: string) =>
    sql`${sql.raw(t)}.company_id = ${companyId}
      and ${sql.raw(t)}.kind in ('sale', 'credit_note', 'sales_debit_note')
      and ${sql.raw(t)}.transaction_date = ${date}::date`;
  return sql`
    select t.number as "number", t.id as "transactionId", ${documentLabelSql('t')} as "document",
      c.name as "customerName",
      t.taxable_paise as "taxableValue", t.tax_paise as "tax", t.amount_paise as "total",
      coalesce(p.cash, 0) as "cash", coalesce(p.bank, 0) as "bank",
      case when t.kind = 'sale' then coalesce(d.due, 0) end as "pending"
    from transactions t
    join customers c on c.company_id = t.company_id and c.id = t.customer_id
    left join (${duesNowSql(companyId, sql`t.kind = 'sale' and t.transaction_date = ${date}::date`)}) d
      on d.id = t.id
    left join (
      select p.transaction_id,
        sum(case when p.is_payment_made then -p.amount_paise else p.amount_paise end)
          filter (where not p.is_bank_transaction) as cash,
        sum(case when p.is_payment_made then -p.amount_paise else p.amount_paise end)
          filter (where p.is_bank_transaction) as bank
      from payments p
      join transactions d on d.company_id = p.company_id and d.id = p.transaction_id
      where ${ofDay('d')}
      group by p.transaction_id
    ) p on p.transaction_id = t.id
    where ${ofDay('t')}
    order by t.created_at, t.id`;
}

const dailyTotal: ReportDefinition = {
  async build({ companyId, params }) {
    const date = params['date'] as string;
    const rows: SqlDataset = {
      name: 'sales',
      title: tk('Sales'),
      columns: [
        col('number', tk('Number'), 'link'),
        col('document', tk('Document'), 'text'),
        col('customerName', tk('Customer'), 'text'),
        col('taxableValue', tk('Taxable value'), 'money'),
        col('tax', tk('Tax'), 'money'),
        col('total', tk('Total'), 'money'),
        col('cash', tk('Received in cash'), 'money'),
        col('bank', tk('Received by bank'), 'money'),
        col('pending', tk('Pending'), 'money'),
      ],
      texts: wordCells('document'),
      query: dailySalesRows(companyId, date),
    };
    const sums = ['taxableValue', 'tax', 'total', 'cash', 'bank'];
    const totals = totalsOf(
      rows,
      {
        name: 'totals',
        title: tk('Totals'),
        columns: [
          col('bills', tk('Bills'), 'number'),
          ...rows.columns.filter((c) => sums.includes(c.key)),
        ],
      },
      'bills',
      sums,
    );
    return [rows, totals];
  },
};

/** The dashboard's figures for the day, as a two-column list; sales and purchases net. */
const dailySummary: ReportDefinition = {
  async build({ db, companyId, params }) {
    const d = await dayTotals(db, companyId, params['date'] as string);
    const rows: [string, number][] = [
      [SIDE_LABELS.sales.gross, d.salesPaise - d.salesReturnsPaise],
      [SIDE_LABELS.sales.returns, d.salesReturnsPaise],
      [SIDE_LABELS.sales.net, d.salesPaise],
      ['Payments received', d.paymentsReceivedPaise],
      [SIDE_LABELS.purchases.gross, d.purchasesPaise - d.purchaseReturnsPaise],
      [SIDE_LABELS.purchases.returns, d.purchaseReturnsPaise],
      [SIDE_LABELS.purchases.net, d.purchasesPaise],
      ['Payments made', d.paymentsMadePaise],
      ['Expenses', d.expensesPaise],
      ['Cash in hand', d.cashInHandPaise],
    ];
    return [
      {
        name: 'summary',
        title: tk('Daily summary'),
        columns: [col('metric', tk('Metric'), 'text'), col('amount', tk('Amount'), 'money')],
        rows: rows.map(([metric, amount]) => ({ metric: msg(metric), amount })),
      },
    ];
  },
};

/**
 * Per item (and unit) sold in the range, goods and services lines only, net of what credit
 * notes of the range took back (their lines are negative); Bills counts the sale bills.
 */
const itemSales: ReportDefinition = {
  async build({ companyId, params }) {
    const { start, end } = rangeOf(params);
    return [
      {
        name: 'items',
        title: tk('Item-wise sales'),
        columns: [
          col('itemName', tk('Item'), 'text'),
          col('hsn', tk('HSN/SAC'), 'text'),
          col('unit', tk('Unit'), 'text'),
          col('quantity', tk('Quantity'), 'quantity'),
          col('taxableValue', tk('Taxable value'), 'money'),
          col('tax', tk('Tax'), 'money'),
          col('total', tk('Total'), 'money'),
          col('bills', tk('Bills'), 'number'),
        ],
        // HSN as billed; an item whose code changed within the range lists both codes.
        query: sql`
          select l.item_id as "itemId", i.name as "itemName",
            string_agg(distinct l.hsn_sac_code, ', ') as "hsn", u.name as "unit",
            sum(l.qty_milli) as "quantity", sum(l.taxable_paise) as "taxableValue",
            sum(l.tax_paise) as "tax", sum(l.taxable_paise) + sum(l.tax_paise) as "total",
            count(distinct l.transaction_id) filter (where t.kind = 'sale') as "bills"
          from transactions t
          join transaction_lines l on l.company_id = t.company_id and l.transaction_id = t.id
          join items i on i.company_id = l.company_id and i.id = l.item_id
          join units u on u.company_id = l.company_id and u.id = l.unit_id
          where t.company_id = ${companyId}
            and t.kind in ('sale', 'credit_note', 'sales_debit_note')
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
}

/**
 * Goods on hand per item (stock_items: the quantity the item list shows), valued by the one
 * costing rule at today's unit cost (costing/item-costs.ts), as the stock insights value it.
 */
const stock: ReportDefinition = {
  async build({ db, companyId, params, today }) {
    const includeZero = params['includeZero'] === true;
    // One godown's stock (issue 40 part 3) is item_godown_stock's, the maintained figure whose
    // godowns add up to the item's total; all godowns is the total itself.
    const godownId = typeof params['godownId'] === 'number' ? params['godownId'] : null;
    if (godownId !== null && !(await findGodown(db, companyId, godownId)))
      throw notFound(GODOWN_MESSAGES.notFound);
    const stockOf =
      godownId === null
        ? sql`s.stock`
        : sql`coalesce((select g.qty_milli from item_godown_stock g where g.company_id = ${companyId}
            and g.item_id = s.id and g.godown_id = ${godownId}), 0)`;
    const [raw, costs] = await Promise.all([
      queryRows<StockRow>(
        db,
        sql`with ${stockItemsCtes(companyId, today, today)}
          select * from (select s.id as "itemId", s.name as "itemName", s.unit as "unit",
            s.hsn as "hsn", ${stockOf} as "stock"
          from stock_items s) r
          ${includeZero ? sql`` : sql`where r."stock" <> 0`}
          order by lower(r."itemName"), r."itemId"`,
      ),
      itemCosts(db, companyId, today),
    ]);
    let total = 0;
    const rows = raw.map((r) => {
      const itemId = Number(r.itemId);
      const qtyMilli = Number(r.stock);
      const stockValue = costs.costOf(itemId, qtyMilli);
      total += stockValue;
      return { ...r, itemId, stock: qtyMilli, unitCost: costs.unitCost(itemId), stockValue };
    });
    const value = stockValueColumn(costs.basis);
    return [
      {
        name: 'stock',
        title: tk('Stock'),
        columns: [
          col('itemName', tk('Item'), 'text'),
          col('unit', tk('Unit'), 'text'),
          col('hsn', tk('HSN/SAC'), 'text'),
          col('stock', tk('Stock'), 'quantity'),
          col('unitCost', msg('Average cost {{basis}}', { basis: msg(costs.basis) }), 'money'),
          value,
        ],
        rows,
      },
      {
        name: 'totals',
        title: tk('Totals'),
        columns: [col('items', tk('Items'), 'number'), value],
        rows: [{ items: rows.length, stockValue: total }],
      },
    ];
  },
};

export const bookReports: ReportDefinitions = {
  sales: billsInRange('sales'),
  purchases: billsInRange('purchases'),
  'sales/daily-total': dailyTotal,
  'daily-summary': dailySummary,
  'items/sales': itemSales,
  stock,
  ...customerReports,
  ...monthlyReports,
};
