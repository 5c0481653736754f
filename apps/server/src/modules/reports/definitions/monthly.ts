// The month reports: taxes charged and paid (the period's tax of period-tax.ts, the figure
// GSTR-3B shows, net of credit and debit notes) and expenses per expense head.
import { tk } from '@hisaab/shared/i18n/messages';
import { sql } from 'drizzle-orm';
import { inputTaxRecoverable } from '@hisaab/shared/gst/registration';
import {
  compareComponents,
  periodTax,
  type PeriodTaxRow,
  type TaxSide,
} from '../gst/period-tax.ts';
import type { ReportDefinition, ReportDefinitions, RowsDataset } from '../report-definition.ts';
import { gstRegistrationOf } from '../../transactions/index.ts';
import { paramMonthRange } from './report-sql.ts';
import { col } from '@hisaab/shared/reports/report-result';

export const TAX_SIDE_LABELS: Record<TaxSide, string> = {
  output: 'Output',
  input: 'Input',
  notClaimable: 'Input not claimable (vendor without GSTIN)',
  reverseCharge: 'Reverse charge (payable by the company)',
};

/**
 * Output tax (sales net of credit notes) and input tax (purchases net of debit notes) per
 * component and rate for the month, and the net per component: GSTR-3B 3.1(a) and 4(A)(5)
 * head by head. Input tax of vendors without a GSTIN is listed on its own side and kept out
 * of the net. The rate is the component's own: CGST and SGST/UTGST carry half the GST rate.
 */
/**
 * Tax on purchases under reverse charge is the company's to pay (3.1(d)) and, when it may
 * claim, its credit (4(A)(3)): the net shows it in its own column, in a month that has any.
 */
const taxesMonthly: ReportDefinition = {
  async build({ db, companyId, params }) {
    const { start, end } = paramMonthRange(params);
    const claims = inputTaxRecoverable(await gstRegistrationOf(db, companyId));
    const rows = await periodTax(db, companyId, start, end, claims);
    const half = (r: PeriodTaxRow) => ['CGST', 'SGST', 'UTGST'].includes(r.component);
    const taxes: RowsDataset = {
      name: 'taxes',
      title: tk('Taxes'),
      columns: [
        col('side', tk('Side'), 'text'),
        col('component', tk('Tax'), 'text'),
        col('rate', tk('Rate %'), 'number'),
        col('taxableValue', tk('Taxable value'), 'money'),
        col('tax', tk('Tax amount'), 'money'),
      ],
      rows: rows.map((r) => ({
        side: TAX_SIDE_LABELS[r.side],
        component: r.component,
        rate: (half(r) ? r.rateBp / 2 : r.rateBp) / 100,
        taxableValue: r.taxablePaise,
        tax: r.taxPaise,
      })),
    };
    const reverseCharge = rows.some((r) => r.side === 'reverseCharge');
    const net: RowsDataset = {
      name: 'net',
      title: tk('Net tax'),
      columns: [
        col('component', tk('Tax'), 'text'),
        col('output', tk('Output tax'), 'money'),
        ...(reverseCharge ? [col('reverseCharge', tk('Reverse charge payable'), 'money')] : []),
        col('input', tk('Input tax credit'), 'money'),
        col('net', tk('Net (output − input)'), 'money'),
      ],
      rows: netByComponent(rows, claims, reverseCharge),
    };
    return [taxes, net];
  },
};

/**
 * Output and claimable input per component, in the statement's order, and the difference;
 * with reverse charge, its tax payable beside the output and its credit in the input.
 */
function netByComponent(
  rows: readonly PeriodTaxRow[],
  claims: boolean,
  withReverseCharge: boolean,
): Record<string, unknown>[] {
  const byComponent = new Map<
    string,
    { component: string; output: number; reverseCharge: number; input: number }
  >();
  for (const r of rows) {
    if (r.side === 'notClaimable') continue;
    const sums = byComponent.get(r.component) ?? {
      component: r.component,
      output: 0,
      reverseCharge: 0,
      input: 0,
    };
    if (r.side === 'reverseCharge') {
      sums.reverseCharge += r.taxPaise;
      if (claims) sums.input += r.taxPaise;
    } else sums[r.side] += r.taxPaise;
    byComponent.set(r.component, sums);
  }
  return [...byComponent.values()]
    .sort((a, b) => compareComponents(a.component, b.component))
    .map(({ reverseCharge, ...s }) => ({
      component: s.component,
      output: s.output,
      ...(withReverseCharge ? { reverseCharge } : {}),
      input: s.input,
      net: s.output + reverseCharge - s.input,
    }));
}

/** Expenses of the month per expense head, split by how they were paid. */
const expensesMonthly: ReportDefinition = {
  async build({ companyId, params }) {
    const { start, end } = paramMonthRange(params);
    return [
      {
        name: 'expenses',
        title: tk('Expenses by item'),
        columns: [
          col('item', tk('Item'), 'text'),
          col('count', tk('Count'), 'number'),
          col('cash', tk('Cash'), 'money'),
          col('bank', tk('Bank'), 'money'),
          col('total', tk('Total'), 'money'),
        ],
        query: sql`
          select ei.name as "item", count(*) as "count",
            coalesce(sum(e.amount_paise) filter (where not e.is_bank_transaction), 0) as "cash",
            coalesce(sum(e.amount_paise) filter (where e.is_bank_transaction), 0) as "bank",
            sum(e.amount_paise) as "total"
          from expenses e
          join expense_items ei on ei.company_id = e.company_id and ei.id = e.expense_item_id
          where e.company_id = ${companyId}
            and e.expense_date between ${start}::date and ${end}::date
          group by ei.id, ei.name
          order by lower(ei.name)`,
      },
    ];
  },
};

export const monthlyReports: ReportDefinitions = {
  'taxes/monthly': taxesMonthly,
  'expenses/monthly-itemwise': expensesMonthly,
};
