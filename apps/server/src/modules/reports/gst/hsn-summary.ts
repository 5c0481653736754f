// The gst/hsn-summary report: one row per HSN/SAC + rate + UQC of a period's sales (or
// purchases), from the stored lines and tax lines. Lines without a code are one row per rate
// (blank HSN) so the totals still agree with the register; a unit without a UQC keeps its own
// row (blank UQC) instead of being added to another unit's quantity. Beside the sales, their
// credit notes (negative) and debit notes to customers (a price raised: value, no quantity).
import { tk } from '@hisaab/shared/i18n/messages';
import { sql } from 'drizzle-orm';
import type { ReportColumn } from '@hisaab/shared/reports/report-result';
import {
  money,
  num,
  TAX_COLUMNS,
  text,
  type ReportDefinition,
  type SqlDataset,
} from '../report-definition.ts';
import { noteLines, periodLines } from './gst-common.ts';

const NOTE_DATASETS = {
  credit_note: { name: 'notes', title: tk('Credit notes (goods taken back)') },
  debit_note: { name: 'notes', title: tk('Debit notes (goods sent back)') },
  sales_debit_note: { name: 'debitNotes', title: tk('Debit notes to customers (prices raised)') },
} as const;

/**
 * A notes dataset: the period's credit notes (or debit notes, beside the purchases) per
 * HSN/SAC + rate + UQC, negative as they take the supply back; or its debit notes to
 * customers, positive.
 */
function noteHsnDataset(
  companyId: number,
  kind: keyof typeof NOTE_DATASETS,
  start: string,
  end: string,
  columns: ReportColumn[],
): SqlDataset {
  return {
    ...NOTE_DATASETS[kind],
    columns,
    query: sql`${noteLines({ companyId, kind, start, end, state: null })}
      select lu.hsn as "hsn", min(lu.item_name) as "description", lu.uqc as "uqc",
        case when lu.uqc = 'NA' then 0 else sum(lu.qty_milli) end as "quantity",
        lu.rt_bp / 100.0 as "rate", sum(lu.taxable_paise) as "taxableValue",
        sum(lu.iamt) as "igst", sum(lu.camt) as "cgst", sum(lu.samt) as "sgst",
        sum(lu.csamt) as "cess",
        sum(lu.taxable_paise + lu.iamt + lu.camt + lu.samt + lu.csamt) as "totalValue"
      from lu
      group by lu.hsn, lu.rt_bp, lu.uqc, case when lu.uqc is null then lu.unit_name end
      order by lu.hsn nulls last, lu.rt_bp, lu.uqc nulls last, min(lu.item_name)`,
  };
}

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
        title: isPurchase ? tk('HSN summary of purchases') : tk('HSN summary of sales'),
        columns: [
          text('hsn', tk('HSN/SAC')),
          text('description', tk('Description')),
          text('uqc', tk('UQC')),
          { key: 'quantity', label: tk('Quantity'), kind: 'quantity' },
          num('rate', tk('Rate %')),
          ...TAX_COLUMNS,
          money('totalValue', tk('Total value')),
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
      // Returns beside the supplies, negative; prices raised on sales, positive.
      noteHsnDataset(
        companyId,
        isPurchase ? 'debit_note' : 'credit_note',
        startDate,
        endDate,
        (d as SqlDataset).columns,
      ),
      ...(isPurchase
        ? []
        : [
            noteHsnDataset(
              companyId,
              'sales_debit_note',
              startDate,
              endDate,
              (d as SqlDataset).columns,
            ),
          ]),
    ]);
  },
};
