// Sales and purchases of a period, net of credit and debit notes: the one home of the figure
// the dashboard's day totals, the daily summary, the Sales and Purchases reports and the
// registers show. A credit note lowers the sales of the day it is dated, a debit note the
// purchases; notes are stored negative (returns module), so the net is a plain sum. A debit
// note to a customer (a price raised after the sale, stored positive) is more sales: gross.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

export type Side = 'sales' | 'purchases';

/**
 * The kinds of document that make a side: the bills, the notes that return them, and the notes
 * that add to them (debit notes to customers; none on purchases: the bill's own kind again).
 */
export const SIDE_KINDS = {
  sales: { gross: 'sale', returns: 'credit_note', raises: 'sales_debit_note' },
  purchases: { gross: 'purchase', returns: 'debit_note', raises: 'purchase' },
} as const satisfies Record<Side, { gross: string; returns: string; raises: string }>;

/** Taxable value, tax and amount (the documents' totals), in paise. */
export type Figure = 'taxable' | 'tax' | 'amount';
export type Figures<F extends Figure = Figure> = Record<F, number>;

export interface SideTotals<F extends Figure = Figure> {
  /** The bills (sales or purchases), with the debit notes to customers on sales. */
  gross: Figures<F>;
  /** The notes (credit or debit), negative. */
  returns: Figures<F>;
  /** gross + returns. */
  net: Figures<F>;
}

export type PeriodTotals<F extends Figure = Figure> = Record<Side, SideTotals<F>>;

export const ALL_FIGURES: readonly Figure[] = ['taxable', 'tax', 'amount'];

const COLUMNS: Record<Figure, string> = {
  taxable: 'taxable_paise',
  tax: 'tax_paise',
  amount: 'amount_paise',
};

/**
 * Per side, the period's bills, their notes and the net, from `start` to `end` (inclusive).
 * Asked for the amount alone, it reads transactions_day_idx only (kind and amount ride in the
 * index): the dashboard's day totals never touch the table.
 */
export async function periodTotals<F extends Figure = Figure>(
  db: DbOrTx,
  companyId: number,
  start: string,
  end: string,
  figures: readonly F[] = ALL_FIGURES as readonly F[],
): Promise<PeriodTotals<F>> {
  const sums = figures.map(
    (f) => sql`coalesce(sum(${sql.raw(COLUMNS[f])}), 0) as ${sql.identifier(f)}`,
  );
  const rows = await queryRows<Record<string, string | number>>(
    db,
    // No condition on kind: the range then picks transactions_day_idx (company, date, ...,
    // kind, amount), never the kind index, and the other kinds' groups are left unread.
    sql`select kind, ${sql.join(sums, sql`, `)}
      from transactions
      where company_id = ${companyId}
        and transaction_date between ${start}::date and ${end}::date
      group by kind`,
  );
  const byKind = new Map(rows.map((r) => [String(r['kind']), r]));
  const figuresOf = (kind: string): Figures<F> => {
    const row = byKind.get(kind);
    return Object.fromEntries(figures.map((f) => [f, Number(row?.[f] ?? 0)])) as Figures<F>;
  };
  const side = (s: Side): SideTotals<F> => {
    const bills = figuresOf(SIDE_KINDS[s].gross);
    const raised = s === 'sales' ? figuresOf(SIDE_KINDS[s].raises) : null;
    const gross = Object.fromEntries(
      figures.map((f) => [f, bills[f] + (raised?.[f] ?? 0)]),
    ) as Figures<F>;
    const returns = figuresOf(SIDE_KINDS[s].returns);
    const net = Object.fromEntries(figures.map((f) => [f, gross[f] + returns[f]])) as Figures<F>;
    return { gross, returns, net };
  };
  return { sales: side('sales'), purchases: side('purchases') };
}

/** The words a shop owner reads for a side's three rows. */
export const SIDE_LABELS: Record<Side, { gross: string; returns: string; net: string }> = {
  sales: { gross: 'Sales', returns: 'Returns (credit notes)', net: 'Net sales' },
  purchases: { gross: 'Purchases', returns: 'Returns (debit notes)', net: 'Net purchases' },
};

/** A report's totals rows for one side: the bills, the notes and the net, in rupee columns. */
export function sideTotalsRows(t: SideTotals, side: Side): Record<string, unknown>[] {
  return (['gross', 'returns', 'net'] as const).map((k) => ({
    figure: SIDE_LABELS[side][k],
    taxableValue: t[k].taxable,
    tax: t[k].tax,
    total: t[k].amount,
  }));
}
