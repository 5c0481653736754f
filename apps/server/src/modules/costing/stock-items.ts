// The goods items with their stock and what they sold (stock_items): the stock report and the
// stock insights read the same rows. Stock is item_stock's, as items.repo stockByItem reads it.
import { sql, type SQL } from 'drizzle-orm';

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
