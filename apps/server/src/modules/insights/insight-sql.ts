// SQL pieces the insights share. Sales value is the TAXABLE value of goods lines (tax
// excluded; round off, discount and opening balance lines are money, not sales): the amount
// the SALES ledger account is credited with. Stock is item_stock's (costing/stock-items.ts).
import { sql, type SQL } from 'drizzle-orm';
import { SIDE_KINDS } from '../periods/index.ts';

/**
 * The sales of a range per item, as `sold_by_item` (item_id, qty, value, tax): the goods lines
 * of sales and of credit notes (stored negative), so a return lowers what was sold. The one
 * per-item net sales: ratios and ABC read it, the sales trend reads the same lines per day
 * (goodsLinesIn with netOfReturns), and item-wise sales sum the same kinds (issue 42).
 */
export function soldByItemCte(companyId: number, start: string, end: string): SQL {
  return sql`sold_by_item as (
      select l.item_id, sum(l.qty_milli) as qty, sum(l.taxable_paise) as value,
        sum(l.tax_paise) as tax
      from ${goodsLinesIn(companyId, start, end, { netOfReturns: true })}
      group by l.item_id
    )`;
}

/**
 * `from` text for goods lines of one side's bills (sales unless `isPurchase`) dated in a
 * range, as `l` and `t`, with `join` (say, customers c) placed before the where clause.
 * With `netOfReturns`, the lines of the range's credit (debit) notes too: negative, they take
 * back what the bills sold (t.kind tells a bill from a note).
 */
export function goodsLinesIn(
  companyId: number,
  start: string,
  end: string,
  opts: { isPurchase?: boolean; join?: SQL; netOfReturns?: boolean } = {},
): SQL {
  const kinds = SIDE_KINDS[opts.isPurchase ? 'purchases' : 'sales'];
  const kindIn = opts.netOfReturns
    ? sql`t.kind in (${kinds.gross}, ${kinds.returns}, ${kinds.raises})`
    : sql`t.kind = ${kinds.gross}`;
  return sql`transaction_lines l
    join transactions t on t.company_id = l.company_id and t.id = l.transaction_id
    ${opts.join ?? sql``}
    where t.company_id = ${companyId} and ${kindIn}
      and t.transaction_date between ${start}::date and ${end}::date
      and l.special_kind is null`;
}

/** Each party's ledger balance (positive: the party owes us) on a date, as `party_balances`. */
export function partyBalancesCte(companyId: number, asOf: string): SQL {
  return sql`party_balances as (
      select party_id, sum(amount_paise) as balance
      from journal_lines
      where company_id = ${companyId} and account = 'PARTY' and entry_date <= ${asOf}::date
      group by party_id
    )`;
}
