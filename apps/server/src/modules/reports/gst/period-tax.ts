// The tax of a period: one home for the figure that Taxes for a month and GSTR-3B (3.1(a)'s
// tax heads and 4(A)(5)) both show. Output tax is the tax of the period's sales net of its
// credit notes (plus its debit notes to customers); input tax that of its purchases net of its debit notes, claimable only when
// the vendor has a GSTIN (GST.md: no credit without the supplier's invoice on the portal) and
// the company may claim credit at all (inputTaxRecoverable: registered, not on composition).
// Notes are stored negative (returns module), so adding them nets without a sign flip.
// Reverse charge (GST.md section 12): a purchase's tax rows under it are the tax the company
// owes itself (3.1(d)), its credit in 4(A)(3) when it may claim; a sale's are the buyer's to
// pay and no tax of the company's at all (left out here, reported in GSTR-1 only).
import { sql } from 'drizzle-orm';
import { TAX_COMPONENTS } from '@hisaab/shared/gst/tax-engine';
import type { DbOrTx } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { zeroAmounts, type Amounts } from './gst-common.ts';

/**
 * Output; input tax credit; input tax of vendors without a GSTIN (no credit); tax on purchases
 * under reverse charge, payable by the company (and its credit when it may claim).
 */
export type TaxSide = 'output' | 'input' | 'notClaimable' | 'reverseCharge';

export const TAX_SIDES: readonly TaxSide[] = ['output', 'input', 'notClaimable', 'reverseCharge'];

export interface PeriodTaxRow {
  side: TaxSide;
  component: string;
  /** The GST rate as stored on the tax line (CGST and SGST carry the whole GST rate). */
  rateBp: number;
  /** Taxable value of the lines taxed at this component and rate, each line counted once. */
  taxablePaise: number;
  taxPaise: number;
}

const rank = (component: string) => {
  const i = (TAX_COMPONENTS as readonly string[]).indexOf(component);
  return i < 0 ? TAX_COMPONENTS.length : i;
};

/** As statements list taxes: the engine's components in order, any other after by name. */
export const compareComponents = (a: string, b: string): number =>
  rank(a) - rank(b) || a.localeCompare(b);

/**
 * The period's tax per side, component and rate, net of the notes. Each document's tax lines
 * are read per document (LATERAL with OFFSET 0, as periodLines does): index probes for the
 * period's documents only, never a hash over the company's every tax line.
 */
export async function periodTax(
  db: DbOrTx,
  companyId: number,
  start: string,
  end: string,
  /** Whether the company may claim input tax at all (inputTaxRecoverable of its registration). */
  claims: boolean,
  /** One document only (doc-figures.ts). */
  only?: number,
): Promise<PeriodTaxRow[]> {
  const rows = await queryRows<{
    side: TaxSide;
    component: string;
    rate_bp: string;
    taxable: string;
    tax: string;
  }>(
    db,
    sql`select
        case when t.kind in ('sale', 'credit_note', 'sales_debit_note') then 'output'
             when t.reverse_charge then 'reverseCharge'
             when ${claims} and nullif(btrim(c.gstin), '') is not null then 'input'
             else 'notClaimable' end as side,
        x.component, x.tax_rate_bp as rate_bp, sum(x.taxable) as taxable, sum(x.tax) as tax
      from transactions t
      join customers c on c.company_id = ${companyId} and c.id = t.customer_id
      cross join lateral (
        select x.component, x.tax_rate_bp, sum(x.amount_paise) as tax,
          min(l.taxable_paise) as taxable
        from transaction_line_taxes x
        join transaction_lines l on l.company_id = x.company_id and l.id = x.line_id
        where x.company_id = ${companyId} and x.transaction_id = t.id
        group by x.line_id, x.component, x.tax_rate_bp
        offset 0
      ) x
      where t.company_id = ${companyId}
        and t.kind in ('sale', 'credit_note', 'sales_debit_note', 'purchase', 'debit_note')
        and not (t.reverse_charge and t.kind in ('sale', 'credit_note', 'sales_debit_note'))
        and t.transaction_date between ${start}::date and ${end}::date
        ${only === undefined ? sql`` : sql`and t.id = ${only}`}
      group by 1, 2, 3`,
  );
  return rows
    .map((r) => ({
      side: r.side,
      component: r.component,
      rateBp: Number(r.rate_bp),
      taxablePaise: Number(r.taxable),
      taxPaise: Number(r.tax),
    }))
    .filter((r) => r.taxPaise !== 0 || r.taxablePaise !== 0)
    .sort(
      (a, b) =>
        TAX_SIDES.indexOf(a.side) - TAX_SIDES.indexOf(b.side) ||
        compareComponents(a.component, b.component) ||
        a.rateBp - b.rateBp,
    );
}

/**
 * A side's tax per GST head (SGST includes UTGST; other components are not GST). txval: the
 * taxable value of its lines, each counted once (under IGST or CGST), net of the notes.
 */
export function taxHeads(rows: readonly PeriodTaxRow[], side: TaxSide): Amounts {
  const out = zeroAmounts();
  for (const r of rows) {
    if (r.side !== side) continue;
    if (r.component === 'IGST' || r.component === 'CGST') out.txval += r.taxablePaise;
    if (r.component === 'IGST') out.iamt += r.taxPaise;
    else if (r.component === 'CGST') out.camt += r.taxPaise;
    else if (r.component === 'SGST' || r.component === 'UTGST') out.samt += r.taxPaise;
    else if (r.component === 'CESS') out.csamt += r.taxPaise;
  }
  return out;
}
