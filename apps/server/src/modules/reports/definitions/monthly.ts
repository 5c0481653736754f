// The month reports: taxes charged and paid (from the stored tax lines, never recomputed) and
// expenses per expense head.
import { sql } from 'drizzle-orm';
import { TAX_COMPONENTS } from '@hisaab/shared/gst/tax-engine';
import type {
  DerivedDataset,
  ReportDefinition,
  ReportDefinitions,
  SqlDataset,
} from '../report-definition.ts';
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
    // Halved for CGST and SGST/UTGST once per output row, not once per tax row of the month.
    const rateBp = sql`case when lt.component in ('CGST', 'SGST', 'UTGST')
      then lt.tax_rate_bp::numeric / 2 else lt.tax_rate_bp::numeric end`;
    const inMonth = sql`t.company_id = ${companyId} and t.kind in ('sale', 'purchase')
      and t.transaction_date between ${start}::date and ${end}::date`;
    // Per line, component and rate; the line is joined by its primary key inside the grouping
    // (an index probe per tax row of the month, never a hash of every line of every year).
    const lineTaxes = sql`
      select t.is_purchase, x.line_id, x.component, x.tax_rate_bp,
        sum(x.amount_paise) as tax, min(l.taxable_paise) as taxable
      from transactions t
      join transaction_line_taxes x on x.company_id = t.company_id and x.transaction_id = t.id
      join transaction_lines l on l.company_id = x.company_id and l.id = x.line_id
      where ${inMonth}
      group by 1, 2, 3, 4`;
    const taxes: SqlDataset = {
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
          lt.component as "component", ${rateBp} / 100 as "rate",
          sum(lt.taxable) as "taxableValue", sum(lt.tax) as "tax"
        from (${lineTaxes}) lt
        group by lt.is_purchase, lt.component, lt.tax_rate_bp
        order by lt.is_purchase, array_position(${componentOrder}, lt.component), lt.tax_rate_bp`,
    };
    const net: DerivedDataset = {
      name: 'net',
      title: 'Net tax',
      columns: [
        col('component', 'Tax', 'text'),
        col('output', 'Output tax', 'money'),
        col('input', 'Input tax', 'money'),
        col('net', 'Net (output − input)', 'money'),
      ],
      from: 'taxes',
      derive: netByComponent,
      query: sql`
        select x.component as "component",
          coalesce(sum(x.amount_paise) filter (where not t.is_purchase), 0) as "output",
          coalesce(sum(x.amount_paise) filter (where t.is_purchase), 0) as "input",
          coalesce(sum(case when t.is_purchase then -x.amount_paise else x.amount_paise end), 0)
            as "net"
        from transactions t
        join transaction_line_taxes x on x.company_id = t.company_id and x.transaction_id = t.id
        where ${inMonth}
        group by x.component
        order by array_position(${componentOrder}, x.component)`,
    };
    return [taxes, net];
  },
};

/** The taxes dataset's rows (per side, component and rate) added up per component. */
function netByComponent(rows: readonly Record<string, unknown>[]): Record<string, unknown>[] {
  const byComponent = new Map<string, { component: string; output: number; input: number }>();
  for (const r of rows) {
    const component = String(r['component']);
    const sums = byComponent.get(component) ?? { component, output: 0, input: 0 };
    sums[r['side'] === 'Input' ? 'input' : 'output'] += Number(r['tax']);
    byComponent.set(component, sums);
  }
  // As the statement orders them: the engine's components first, any other after.
  const rank = (c: string) => {
    const i = (TAX_COMPONENTS as readonly string[]).indexOf(c);
    return i < 0 ? TAX_COMPONENTS.length : i;
  };
  return [...byComponent.values()]
    .sort((a, b) => rank(a.component) - rank(b.component) || a.component.localeCompare(b.component))
    .map((s) => ({ ...s, net: s.output - s.input }));
}

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
