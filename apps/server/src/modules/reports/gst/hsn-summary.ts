// The gst/hsn-summary report: one row per HSN/SAC + rate + UQC of a period's sales (or
// purchases), from the stored lines and tax lines. Lines without a code are one row per rate
// (blank HSN) so the totals still agree with the register; a unit without a UQC keeps its own
// row (blank UQC) instead of being added to another unit's quantity.
import { sql } from 'drizzle-orm';
import type { ReportDefinition } from '../report-definition.ts';
import { TAX_HEAD_SUMS } from './gst-common.ts';
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
        query: sql`
          with tx as (
            select t.id from transactions t
            where t.company_id = ${companyId} and t.kind = ${isPurchase ? 'purchase' : 'sale'}
              and t.transaction_date between ${startDate}::date and ${endDate}::date
          ),
          lt as (
            select x.line_id, ${TAX_HEAD_SUMS}
            from transaction_line_taxes x
            join tx on tx.id = x.transaction_id
            where x.company_id = ${companyId}
            group by x.line_id
          ),
          ln as (
            select l.item_name, l.qty_milli, l.taxable_paise, u.name as unit_name,
              coalesce(lt.rt_bp, 0) as rt_bp, coalesce(lt.iamt, 0) as iamt,
              coalesce(lt.camt, 0) as camt, coalesce(lt.samt, 0) as samt,
              coalesce(lt.csamt, 0) as csamt, h.hsn,
              case when h.hsn like '99%' then 'NA' else nullif(upper(btrim(u.uqc)), '') end as uqc
            from transaction_lines l
            join tx on tx.id = l.transaction_id
            join units u on u.company_id = ${companyId} and u.id = l.unit_id
            left join lt on lt.line_id = l.id
            cross join lateral (
              select nullif(regexp_replace(coalesce(l.hsn_sac_code, ''), '[[:space:].]', '', 'g'), '') as hsn
            ) h
            where l.company_id = ${companyId} and l.special_kind is null
          )
          select ln.hsn as "hsn", min(ln.item_name) as "description", ln.uqc as "uqc",
            case when ln.uqc = 'NA' then 0 else sum(ln.qty_milli) end as "quantity",
            ln.rt_bp / 100.0 as "rate", sum(ln.taxable_paise) as "taxableValue",
            sum(ln.iamt) as "igst", sum(ln.camt) as "cgst", sum(ln.samt) as "sgst",
            sum(ln.csamt) as "cess",
            sum(ln.taxable_paise + ln.iamt + ln.camt + ln.samt + ln.csamt) as "totalValue"
          from ln
          group by ln.hsn, ln.rt_bp, ln.uqc, case when ln.uqc is null then ln.unit_name end
          order by ln.hsn nulls last, ln.rt_bp, ln.uqc nulls last, min(ln.item_name)`,
      },
    ];
  },
};
