// What is still pending on delivery challans (issue 40), per challan line and per item: sent,
// billed (the bill lines naming the challan line), returned (goods that came back), pending
// (bookkeeping/challan-fulfilment.ts, the one rule), and the pending quantity's value at the
// challan's tax-inclusive rate (rounded as a bill line's amount). A closed challan has nothing
// pending.
import { tk } from '@hisaab/shared/i18n/messages';
import { col } from '@hisaab/shared/reports/report-result';
import { sql, type SQL } from 'drizzle-orm';
import { settledLateral } from '../../../bookkeeping/challan-fulfilment.ts';
import { totalsOf, type ReportDefinitions, type SqlDataset } from '../report-definition.ts';

/** Each open challan line with something pending, with its challan and party. */
function pendingLines(companyId: number): SQL {
  return sql`
    select dc.id as "challanId", dc.number as "challanNumber", dc.challan_date as "challanDate",
           dc.reason as "reason", c.name as "partyName", cl.item_id as "itemId",
           cl.item_name as "itemName", cl.unit_name as "unit", cl.qty_milli as "sent",
           s.billed as "billed", s.returned as "returned",
           cl.qty_milli - s.billed - s.returned as "pending",
           round((cl.qty_milli - s.billed - s.returned)::numeric * cl.rate_paise / 1000)
             as "pendingValue"
      from delivery_challans dc
      join customers c on c.company_id = dc.company_id and c.id = dc.customer_id
      join challan_lines cl on cl.company_id = dc.company_id and cl.challan_id = dc.id
      left join lateral (${settledLateral(companyId)}) s on true
     where dc.company_id = ${companyId} and c.company_id = ${companyId}
       and cl.company_id = ${companyId}
       and dc.closed_at is null and cl.qty_milli > s.billed + s.returned`;
}

const QTY_COLUMNS = [
  col('sent', tk('Sent'), 'quantity'),
  col('billed', tk('Billed'), 'quantity'),
  col('returned', tk('Returned'), 'quantity'),
  col('pending', tk('Pending'), 'quantity'),
  col('pendingValue', tk('Value pending'), 'money'),
];

export const challanReports: ReportDefinitions = {
  'challans/pending': {
    async build({ companyId }) {
      const lines = pendingLines(companyId);
      const byChallan: SqlDataset = {
        name: 'challans',
        title: tk('Pending delivery challans'),
        columns: [
          col('challanNumber', tk('Challan'), 'text'),
          col('challanDate', tk('Date'), 'date'),
          col('partyName', tk('Customer'), 'text'),
          col('itemName', tk('Item'), 'text'),
          col('unit', tk('Unit'), 'text'),
          ...QTY_COLUMNS,
        ],
        query: sql`select * from (${lines}) l order by "challanDate", "challanId", "itemName"`,
      };
      const byItem: SqlDataset = {
        name: 'items',
        title: tk('Pending by item'),
        columns: [
          col('itemName', tk('Item'), 'text'),
          col('unit', tk('Unit'), 'text'),
          col('challans', tk('Challans'), 'number'),
          ...QTY_COLUMNS,
        ],
        query: sql`
          select l."itemName", l."unit", count(distinct l."challanId") as "challans",
                 sum(l."sent") as "sent", sum(l."billed") as "billed",
                 sum(l."returned") as "returned", sum(l."pending") as "pending",
                 sum(l."pendingValue") as "pendingValue"
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
      return [byChallan, byItem, totals];
    },
  },
};
