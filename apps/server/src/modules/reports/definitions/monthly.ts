// The month reports: taxes charged and paid (from the stored tax lines, never recomputed) and
// expenses per expense head.
import { sql } from 'drizzle-orm';
import { TAX_COMPONENTS } from '@hisaab/shared/gst/tax-engine';
import type { ReportDefinition, ReportDefinitions } from '../report-definition.ts';
import { col, monthRange } from './report-sql.ts';

const componentOrder = sql.raw(`array[${TAX_COMPONENTS.map((c) => `'${c}'`).join(', ')}]`);

/**
 * Output tax (sales) and input tax (purchases) per component and rate for the month, and the
 * net per component. The rate is the component's own: CGST and SGST/UTGST carry half the
 * GST rate stored on the tax line; the taxable value counts each line once per row.
 */
const taxesMonthly: ReportDefinition = {
  async build({ companyId, params }) {
    const { start, end } = monthRange(params);
    const lineTaxes = sql`
      select t.is_purchase, x.line_id, x.component,
        case when x.component in ('CGST', 'SGST', 'UTGST') then x.tax_rate_bp::numeric / 2
          else x.tax_rate_bp::numeric end as rate_bp,
        sum(x.amount_paise) as tax
      from transactions t
      join transaction_line_taxes x on x.company_id = t.company_id and x.transaction_id = t.id
      where t.company_id = ${companyId} and t.kind in ('sale', 'purchase')
        and t.transaction_date between ${start}::date and ${end}::date
      group by 1, 2, 3, 4`;
    return [
      {
        name: 'taxes',
        title: 'Taxes',
        columns: [
          col('side', 'Side', 'text'),
          col('component', 'Tax', 'text'),
          col('rate', 'Rate %', 'number'),
          col('taxableValue', 'Taxable value', 'money'),
          col('tax', 'Tax amount', 'money'),
        ],
        query: sql`
          select case when lt.is_purchase then 'Input' else 'Output' end as "side",
            lt.component as "component", lt.rate_bp / 100 as "rate",
            sum(l.taxable_paise) as "taxableValue", sum(lt.tax) as "tax"
          from (${lineTaxes}) lt
          join transaction_lines l on l.company_id = ${companyId} and l.id = lt.line_id
          group by lt.is_purchase, lt.component, lt.rate_bp
          order by lt.is_purchase, array_position(${componentOrder}, lt.component), lt.rate_bp`,
      },
      {
        name: 'net',
        title: 'Net tax',
        columns: [
          col('component', 'Tax', 'text'),
          col('output', 'Output tax', 'money'),
          col('input', 'Input tax', 'money'),
          col('net', 'Net (output − input)', 'money'),
        ],
        query: sql`
          select lt.component as "component",
            coalesce(sum(lt.tax) filter (where not lt.is_purchase), 0) as "output",
            coalesce(sum(lt.tax) filter (where lt.is_purchase), 0) as "input",
            coalesce(sum(case when lt.is_purchase then -lt.tax else lt.tax end), 0) as "net"
          from (${lineTaxes}) lt
          group by lt.component
          order by array_position(${componentOrder}, lt.component)`,
      },
    ];
  },
};

/** Expenses of the month per expense head, split by how they were paid. */
const expensesMonthly: ReportDefinition = {
  async build({ companyId, params }) {
    const { start, end } = monthRange(params);
    return [
      {
        name: 'expenses',
        title: 'Expenses by item',
        columns: [
          col('item', 'Item', 'text'),
          col('count', 'Count', 'number'),
          col('cash', 'Cash', 'money'),
          col('bank', 'Bank', 'money'),
          col('total', 'Total', 'money'),
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
