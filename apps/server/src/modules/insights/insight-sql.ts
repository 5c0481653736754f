// SQL pieces the insights share. Sales value is the TAXABLE value of goods lines (tax
// excluded; round off, discount and opening balance lines are money, not sales): the amount
// the SALES ledger account is credited with. Stock is item_stock's, as items.repo stockByItem
// reads it.
import { sql, type SQL } from 'drizzle-orm';
import { SIDE_KINDS } from '../periods/period-totals.ts';

/**
 * Items that hold stock: not a special money-only item, and not a service (a SAC code,
 * 6 digits from 99, isSacCode in shared/hsn): a service is only ever sold, so its "stock"
 * would be negative forever and fill every stock list.
 */
export function goodsItem(alias: string): SQL {
  return sql.raw(
    `${alias}.special_kind is null and coalesce(${alias}.hsn_sac_code, '') !~ '^99[0-9]{4}$'`,
  );
}

/**
 * `item_moves` and `stock_items` CTEs (no leading `with`). stock_items lists every goods item
 * with its stock in thousandths as maintained in item_stock (the one home of stock quantity,
 * which the item list reads too) and, from one pass over the goods lines, the quantity sold
 * from `soldFrom` to `soldTo` (net of credit notes, whose lines are negative) and the last sale
 * and purchase dates. Stock is valued by the one costing rule (costing/item-costs.ts).
 */
export function stockItemsCtes(companyId: number, soldFrom: string, soldTo: string): SQL {
  return sql`item_moves as (
      select l.item_id,
        coalesce(sum(l.qty_milli) filter (where not t.is_purchase
          and t.transaction_date between ${soldFrom}::date and ${soldTo}::date), 0) as sold,
        max(t.transaction_date) filter (where not t.is_purchase) as last_sold,
        max(t.transaction_date) filter (where t.is_purchase) as last_bought
      from transaction_lines l
      join transactions t on t.company_id = l.company_id and t.id = l.transaction_id
      where l.company_id = ${companyId} and l.special_kind is null and t.kind <> 'estimate'
      group by l.item_id
    ),
    stock_items as (
      select i.id, i.name, u.name as unit, i.hsn_sac_code as hsn,
        coalesce(q.qty_milli, 0) as stock,
        coalesce(m.sold, 0) as sold, m.last_sold, m.last_bought
      from items i
      join units u on u.company_id = i.company_id and u.id = i.unit_id
      left join item_stock q on q.company_id = i.company_id and q.item_id = i.id
      left join item_moves m on m.item_id = i.id
      where i.company_id = ${companyId} and ${goodsItem('i')}
    )`;
}

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
