// The gst/hsn-summary report: one row per HSN/SAC + rate + UQC of a period's sales (or
// purchases), from the stored lines and tax lines. Lines without a code are one row per rate
// (blank HSN) so the totals still agree with the register; a unit without a UQC keeps its own
// row (blank UQC) instead of being added to another unit's quantity.
import { sql } from 'drizzle-orm';
import type { ReportDefinition, SqlDataset } from '../report-definition.ts';
import { periodLines } from './gst-common.ts';
import { noteHsnDataset } from './gst-notes.ts';
import { money, num, TAX_COLUMNS, text } from './gstr1-report.ts';

export const hsnSummaryReport: ReportDefinition = {
  async build({ companyId, params }) {
    const { startDate, endDate, isPurchase } = params as {
      startDate: string;
      endDate: string;
      isPurchase: boolean;
    };
    return [
      {
        name: 'hsn',
        title: isPurchase ? 'HSN summary of purchases' : 'HSN summary of sales',
        columns: [
          text('hsn', 'HSN/SAC'),
          text('description', 'Description'),
          text('uqc', 'UQC'),
          { key: 'quantity', label: 'Quantity', kind: 'quantity' },
          num('rate', 'Rate %'),
          ...TAX_COLUMNS,
          money('totalValue', 'Total value'),
        ],
        query: sql`${periodLines({
          companyId,
          kind: isPurchase ? 'purchase' : 'sale',
          start: startDate,
          end: endDate,
          state: null,
        })},
          hl as (
            select ln.*, u.name as unit_name,
              case when ln.hsn like '99%' then 'NA' else nullif(upper(btrim(u.uqc)), '') end as uqc
            from ln
            join units u on u.company_id = ${companyId} and u.id = ln.unit_id
            where ln.special_kind is null
          )
          select hl.hsn as "hsn", min(hl.item_name) as "description", hl.uqc as "uqc",
            case when hl.uqc = 'NA' then 0 else sum(hl.qty_milli) end as "quantity",
            hl.rt_bp / 100.0 as "rate", sum(hl.taxable_paise) as "taxableValue",
            sum(hl.iamt) as "igst", sum(hl.camt) as "cgst", sum(hl.samt) as "sgst",
            sum(hl.csamt) as "cess",
            sum(hl.taxable_paise + hl.iamt + hl.camt + hl.samt + hl.csamt) as "totalValue"
          from hl
          group by hl.hsn, hl.rt_bp, hl.uqc, case when hl.uqc is null then hl.unit_name end
          order by hl.hsn nulls last, hl.rt_bp, hl.uqc nulls last, min(hl.item_name)`,
      },
    ].flatMap((d) => [
      d as SqlDataset,
      // Returns beside the supplies, negative (gst-notes.ts).
      noteHsnDataset(companyId, isPurchase, startDate, endDate, (d as SqlDataset).columns),
    ]);
  },
};
