// What is still pending on sale or purchase orders (issue 40), per order line and per item:
// ordered, billed (by the bill lines and delivery challan lines naming the order line:
// bookkeeping/order-fulfilment.ts, the one rule), pending, and the pending quantity's value at the ordered tax-inclusive rate
// (rounded as a bill line's amount, half away from zero). A closed order has nothing pending.
import { tk } from '@hisaab/shared/i18n/messages';
import { col } from '@hisaab/shared/reports/report-result';
import { sql, type SQL } from 'drizzle-orm';
import { fulfilledLateral } from '../../../bookkeeping/order-fulfilment.ts';
import { totalsOf, type ReportDefinitions, type SqlDataset } from '../report-definition.ts';

/** Each open order line with something pending, with its order and party. */
function pendingLines(companyId: number, isPurchase: boolean): SQL {
  return sql`
    select o.id as "orderId", o.number as "orderNumber", o.order_date as "orderDate",
           o.expected_date as "expectedDate", c.name as "partyName", ol.item_id as "itemId",
           ol.item_name as "itemName", ol.unit_name as "unit", ol.qty_milli as "ordered",
           coalesce(b.billed, 0) as "billed", ol.qty_milli - coalesce(b.billed, 0) as "pending",
           round((ol.qty_milli - coalesce(b.billed, 0))::numeric * ol.rate_paise / 1000)
             as "pendingValue"
      from orders o
      join customers c on c.company_id = o.company_id and c.id = o.customer_id
      join order_lines ol on ol.company_id = o.company_id and ol.order_id = o.id
      left join lateral (${fulfilledLateral(companyId)}) b on true
     where o.company_id = ${companyId} and o.is_purchase = ${isPurchase}
       and o.closed_at is null and ol.qty_milli > coalesce(b.billed, 0)`;
}

const QTY_COLUMNS = [
  col('ordered', tk('Ordered'), 'quantity'),
  col('billed', tk('Billed'), 'quantity'),
  col('pending', tk('Pending'), 'quantity'),
  col('pendingValue', tk('Value pending'), 'money'),
];

export const orderReports: ReportDefinitions = {
  'orders/pending': {
    async build({ companyId, params }) {
      const isPurchase = params['isPurchase'] === true;
      const lines = pendingLines(companyId, isPurchase);
      const byOrder: SqlDataset = {
        name: 'orders',
        title: isPurchase ? tk('Pending purchase orders') : tk('Pending sale orders'),
        columns: [
          col('orderNumber', tk('Order'), 'text'),
          col('orderDate', tk('Date'), 'date'),
          col('expectedDate', tk('Expected delivery'), 'date'),
          col('partyName', isPurchase ? tk('Vendor') : tk('Customer'), 'text'),
          col('itemName', tk('Item'), 'text'),
          col('unit', tk('Unit'), 'text'),
          ...QTY_COLUMNS,
        ],
        query: sql`select * from (${lines}) l order by "orderDate", "orderId", "itemName"`,
      };
      const byItem: SqlDataset = {
        name: 'items',
        title: tk('Pending by item'),
        columns: [
          col('itemName', tk('Item'), 'text'),
          col('unit', tk('Unit'), 'text'),
          col('orders', tk('Orders'), 'number'),
          ...QTY_COLUMNS,
        ],
        query: sql`
          select l."itemName", l."unit", count(distinct l."orderId") as "orders",
                 sum(l."ordered") as "ordered", sum(l."billed") as "billed",
                 sum(l."pending") as "pending", sum(l."pendingValue") as "pendingValue"
            from (${lines}) l
           group by l."itemId", l."itemName", l."unit"
           order by lower(l."itemName")`,
      };
      const totals = totalsOf(
        byItem,
        {
          name: 'totals',
          title: tk('Totals'),
          columns: [
            col('items', tk('Items'), 'number'),
            col('pendingValue', tk('Value pending'), 'money'),
          ],
        },
        'items',
        ['pendingValue'],
      );
      return [byOrder, byItem, totals];
    },
  },
};
