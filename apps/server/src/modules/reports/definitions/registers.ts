// The sales and purchase registers: one row per document (payments are not documents) with
// its GST split summed from the stored tax lines. The header's taxable_paise also counts the
// money-only lines (round off, discount, opening balance carry no tax, so their taxable value
// is their amount); the register shows them apart as `adjustments`, so that on every row
// taxableValue + cgst + sgst + igst + cess + otherTax + adjustments = total. A document under
// reverse charge carries no tax paid to or collected from the party (GST.md section 12): its
// tax lines are the recipient's to pay, and left out here.
import { tk } from '@hisaab/shared/i18n/messages';
import { sql, type SQL } from 'drizzle-orm';
import {
  totalsOf,
  type ReportDefinition,
  type ReportDefinitions,
  type RowsDataset,
  type SqlDataset,
} from '../report-definition.ts';
import { periodTotals, sideTotalsRows, type Side } from '../../periods/index.ts';
import {
  rangeOf,
  stateLabelsTable,
  supplierInvoiceColumns,
  supplierInvoiceSql,
} from './report-sql.ts';
import { col } from '@hisaab/shared/reports/report-result';
import { noteDatasets } from './register-notes.ts';

function documentRows(companyId: number, isPurchase: boolean, start: string, end: string): SQL {
  // Each document's lines and tax lines are summed in a correlated subquery: one index probe
  // per document of the range, so the cost follows the range, never the years of lines behind
  // it (a join let the planner hash or merge the company's every line).
  return sql`
    select d.number as "number", d.id as "transactionId", d.transaction_date::text as "date",
      ${isPurchase ? supplierInvoiceSql('d') : sql``}
      c.name as "customerName", c.gstin as "gstin",
      coalesce(state_labels.label, d.place_of_supply) as "placeOfSupply",
      ls.taxable as "taxableValue", coalesce(ts.cgst, 0) as "cgst",
      coalesce(ts.sgst, 0) as "sgst", coalesce(ts.igst, 0) as "igst",
      coalesce(ts.cess, 0) as "cess", coalesce(ts.other, 0) as "otherTax",
      ls.adjustments as "adjustments", d.amount_paise as "total"
    from transactions d
    join customers c on c.company_id = ${companyId} and c.id = d.customer_id
    cross join lateral (
      select coalesce(sum(l.taxable_paise) filter (where l.special_kind is null), 0) as taxable,
        coalesce(sum(l.amount_paise) filter (where l.special_kind is not null), 0) as adjustments
      from transaction_lines l
      where l.company_id = ${companyId} and l.transaction_id = d.id
    ) ls
    cross join lateral (
      select sum(x.amount_paise) filter (where x.component = 'CGST') as cgst,
        sum(x.amount_paise) filter (where x.component in ('SGST', 'UTGST')) as sgst,
        sum(x.amount_paise) filter (where x.component = 'IGST') as igst,
        sum(x.amount_paise) filter (where x.component = 'CESS') as cess,
        sum(x.amount_paise) filter (
          where x.component not in ('CGST', 'SGST', 'UTGST', 'IGST', 'CESS')) as other
      from transaction_line_taxes x
      where x.company_id = ${companyId} and x.transaction_id = d.id and not d.reverse_charge
    ) ts
    left join ${stateLabelsTable()} on state_labels.code = d.place_of_supply
    where d.company_id = ${companyId} and d.kind = ${isPurchase ? 'purchase' : 'sale'}
      and d.transaction_date between ${start}::date and ${end}::date
    order by d.transaction_date, d.id`;
}

const MONEY_KEYS = [
  ['taxableValue', tk('Taxable value')],
  ['cgst', tk('CGST')],
  ['sgst', tk('SGST/UTGST')],
  ['igst', tk('IGST')],
  ['cess', tk('Cess')],
  ['otherTax', tk('Other tax')],
  ['adjustments', tk('Adjustments')],
  ['total', tk('Total')],
] as const;

function register(isPurchase: boolean): ReportDefinition {
  const side: Side = isPurchase ? 'purchases' : 'sales';
  return {
    async build({ db, companyId, params }) {
      const { start, end } = rangeOf(params);
      const moneyColumns = MONEY_KEYS.map(([key, label]) => col(key, label, 'money'));
      const rows: SqlDataset = {
        name: 'register',
        title: isPurchase ? tk('Purchase register') : tk('Sales register'),
        columns: [
          col('number', tk('Number'), 'link'),
          col('date', tk('Date'), 'date'),
          ...(isPurchase ? supplierInvoiceColumns() : []),
          col('customerName', isPurchase ? tk('Vendor') : tk('Customer'), 'text'),
          col('gstin', tk('GSTIN'), 'text'),
          col('placeOfSupply', tk('Place of supply'), 'text'),
          ...moneyColumns,
        ],
        query: documentRows(companyId, isPurchase, start, end),
      };
      const totals = totalsOf(
        rows,
        {
          name: 'totals',
          title: tk('Totals'),
          columns: [col('documents', tk('Documents'), 'number'), ...moneyColumns],
        },
        'documents',
        MONEY_KEYS.map(([key]) => key),
      );
      // The invoices, the notes and what is left: the side's totals of periodTotals.
      const net: RowsDataset = {
        name: 'net',
        title: isPurchase ? tk('Net purchases') : tk('Net sales'),
        columns: [
          col('figure', tk('Figure'), 'text'),
          col('taxableValue', tk('Taxable value'), 'money'),
          col('tax', tk('Tax'), 'money'),
          col('total', tk('Total'), 'money'),
        ],
        rows: sideTotalsRows((await periodTotals(db, companyId, start, end))[side], side),
      };
      return [rows, totals, ...noteDatasets(companyId, isPurchase, start, end), net];
    },
  };
}

export const registerReports: ReportDefinitions = {
  'registers/sales': register(false),
  'registers/purchases': register(true),
};
