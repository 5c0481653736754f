// What is pending on a sale or purchase order line: the one home of that figure (issue 40). An
// order line's pending quantity is what was ordered less what the bill lines naming it
// (transaction_lines.order_line_id) and the delivery challan lines naming it
// (challan_lines.order_line_id: the goods went ahead of the bill, whose lines then name the
// challan's lines, not the order's) hold, so deleting or editing a bill gives its quantity back
// by itself. The bill's save calls
// checkBillAgainstOrders after writing its lines, in its transaction: the orders are locked
// (two bills against one order wait for each other) and a line beyond what is pending, of
// another party, side or item, or against a closed order is refused, so nothing is written.
import { sql, type SQL } from 'drizzle-orm';
import { msg, tk, type Text } from '@hisaab/shared/i18n/messages';
import { qtyMilliToNumber } from '@hisaab/shared/money';
import type { DbOrTx, Tx } from '../db/client.ts';
import { badRequest } from '../platform/errors.ts';

export const FULFILMENT_MESSAGES = {
  notFound: (line: number) =>
    msg('Line {{line}}: its order line was not found.', { line: String(line) }),
  notThisBill: (line: number, number: string) =>
    msg('Line {{line}}: order {{number}} is of another party, side or item than this bill line.', {
      line: String(line),
      number,
    }),
  closed: (line: number, number: string) =>
    msg('Line {{line}}: order {{number}} is closed. Open it again to bill more against it.', {
      line: String(line),
      number,
    }),
  overPending: (line: number, item: string, pending: string, unit: string, number: string) =>
    msg(
      'Line {{line}}: only {{pending}} {{unit}} of {{item}} is pending on order {{number}}. Lower the quantity or bill the rest without the order.',
      { line: String(line), item, pending, unit, number },
    ),
  notABill: tk('Only a sale or a purchase can fulfil an order.'),
} as const;

/** The ordered, billed and pending thousandths of an order's lines, by order line id. */
export interface LineFulfilment {
  orderLineId: number;
  orderedMilli: number;
  billedMilli: number;
}

/**
 * The quantity that fulfils an order line `ol` (the alias): its bill lines' and its challan
 * lines', as one row `billed` of a lateral join (each table filtered by the company's constant
 * id, offset 0, so that on Citus the statement routes to the company's shard).
 */
export const fulfilledLateral = (companyId: number): SQL => sql`
  select sum(f.q) as billed from (
    select tl.qty_milli as q from transaction_lines tl
     where tl.company_id = ${companyId} and tl.order_line_id = ol.id
    union all
    select cl.qty_milli from challan_lines cl
     where cl.company_id = ${companyId} and cl.order_line_id = ol.id) f
  offset 0`;

/**
 * What the bill lines and challan lines naming each of these order lines hold. Order lines
 * with nothing billed answer 0.
 */
export async function billedOfOrderLines(
  db: DbOrTx,
  companyId: number,
  orderIds: readonly number[],
): Promise<Map<number, number>> {
  const billed = new Map<number, number>();
  if (orderIds.length === 0) return billed;
  const result = (await db.execute(sql`
    select ol.id as "orderLineId", coalesce(b.billed, 0)::bigint as "billed"
      from order_lines ol
      left join lateral (${fulfilledLateral(companyId)}) b on true
     where ol.company_id = ${companyId} and ol.order_id in (${idList(orderIds)})`)) as unknown as {
    rows: { orderLineId: number; billed: string }[];
  };
  for (const r of result.rows) billed.set(Number(r.orderLineId), Number(r.billed));
  return billed;
}

/** A document named by its id and number (a bill, a challan). */
export interface LinkedDocument {
  id: number;
  number: string | null;
}

/**
 * The documents linked to each of some owners (orders, challans), grouped by owner id. `query`
 * selects "ownerId", id and number, ordered as the lists show them.
 */
export async function linkedDocuments(
  db: DbOrTx,
  query: SQL,
): Promise<Map<number, LinkedDocument[]>> {
  const result = (await db.execute(query)) as unknown as {
    rows: { ownerId: number; id: number; number: string | null }[];
  };
  const out = new Map<number, LinkedDocument[]>();
  for (const r of result.rows) {
    const list = out.get(Number(r.ownerId)) ?? [];
    list.push({ id: Number(r.id), number: r.number });
    out.set(Number(r.ownerId), list);
  }
  return out;
}

/** The bills whose lines fulfil each of these orders, by order id. */
export async function billsOfOrders(
  db: DbOrTx,
  companyId: number,
  orderIds: readonly number[],
): Promise<Map<number, LinkedDocument[]>> {
  if (orderIds.length === 0) return new Map();
  return linkedDocuments(
    db,
    sql`
    select distinct ol.order_id as "ownerId", t.id, t.number
      from order_lines ol
      join transaction_lines tl on tl.company_id = ol.company_id and tl.order_line_id = ol.id
      join transactions t on t.company_id = tl.company_id and t.id = tl.transaction_id
     where ol.company_id = ${companyId} and ol.order_id in (${idList(orderIds)})
     order by t.id`,
  );
}

/** The delivery challans that deliver each of these orders, by order id. */
export async function challansOfOrders(
  db: DbOrTx,
  companyId: number,
  orderIds: readonly number[],
): Promise<Map<number, LinkedDocument[]>> {
  if (orderIds.length === 0) return new Map();
  return linkedDocuments(
    db,
    sql`
    select distinct ol.order_id as "ownerId", c.id, c.number
      from order_lines ol
      join challan_lines cl on cl.company_id = ol.company_id and cl.order_line_id = ol.id
      join delivery_challans c on c.company_id = cl.company_id and c.id = cl.challan_id
     where ol.company_id = ${companyId} and cl.company_id = ${companyId}
       and c.company_id = ${companyId} and ol.order_id in (${idList(orderIds)})
     order by c.id`,
  );
}

/** The orders a bill's lines fulfil (the bill shows where it came from). */
export async function ordersOfBill(
  db: DbOrTx,
  companyId: number,
  transactionId: number,
): Promise<{ id: number; number: string }[]> {
  const result = (await db.execute(sql`
    select distinct o.id, o.number
      from transaction_lines tl
      join order_lines ol on ol.company_id = tl.company_id and ol.id = tl.order_line_id
      join orders o on o.company_id = ol.company_id and o.id = ol.order_id
     where tl.company_id = ${companyId} and tl.transaction_id = ${transactionId}
     order by o.id`)) as unknown as { rows: { id: number; number: string }[] };
  return result.rows.map((r) => ({ id: Number(r.id), number: r.number }));
}

const SOURCE_TABLES = { orderLineId: 'order_lines', challanLineId: 'challan_lines' } as const;

/**
 * Refuses, before a bill's lines are written, a line naming an order or challan line (`key`)
 * the company does not have: another company's id would otherwise fail the lines' foreign key
 * (a 500). `notFound` says which line.
 */
export async function refuseUnknownSourceLines(
  tx: Tx,
  companyId: number,
  lines: readonly { orderLineId?: number | null; challanLineId?: number | null }[],
  key: keyof typeof SOURCE_TABLES,
  notFound: (line: number) => Text,
): Promise<void> {
  const named = lines.flatMap((l, i) => {
    const id = l[key] ?? null;
    return id === null ? [] : [{ n: i + 1, id }];
  });
  if (named.length === 0) return;
  const found = (await tx.execute(sql`
    select s.id from ${sql.raw(SOURCE_TABLES[key])} s
     where s.company_id = ${companyId}
       and s.id in (${idList(named.map((l) => l.id))})`)) as unknown as { rows: { id: number }[] };
  const known = new Set(found.rows.map((r) => Number(r.id)));
  const missing = named.find((l) => !known.has(l.id));
  if (missing) throw badRequest(notFound(missing.n));
}

interface BillLineLink {
  lineNo: number;
  itemId: number;
  qtyMilli: number;
  orderLineId: number | null;
}

/**
 * Checks a bill just written against the order lines its lines name, inside its save's
 * transaction: the orders are locked first, then what every bill (this one included, as
 * written) holds of each order line is read. `before`: the bill's lines as stored before an
 * edit (what it held of each order line then: holding no more than that, a closed order's
 * line may stay on it).
 */
export async function checkBillAgainstOrders(
  tx: Tx,
  companyId: number,
  bill: { kind: string; isPurchase: boolean; customerId: number },
  lines: readonly BillLineLink[],
  before: readonly BillLineLink[],
): Promise<void> {
  const linked = lines.filter((l) => l.orderLineId !== null);
  if (linked.length === 0) return;
  if (bill.kind !== 'sale' && bill.kind !== 'purchase')
    throw badRequest(FULFILMENT_MESSAGES.notABill);
  const lineIds = [...new Set(linked.map((l) => l.orderLineId!))];
  // The orders first, in id order (no two saves lock them in opposite orders).
  const heads = (await tx.execute(sql`
    select o.id, o.number, o.is_purchase as "isPurchase", o.customer_id as "customerId",
           o.closed_at is not null as "closed"
      from orders o
     where o.company_id = ${companyId}
       and o.id in (select ol.order_id from order_lines ol
                     where ol.company_id = ${companyId} and ol.id in (${idList(lineIds)}))
     order by o.id
     for update`)) as unknown as {
    rows: {
      id: number;
      number: string;
      isPurchase: boolean;
      customerId: number;
      closed: boolean;
    }[];
  };
  const orderOf = new Map(heads.rows.map((o) => [Number(o.id), o]));
  const rows = (await tx.execute(sql`
    select ol.id, ol.order_id as "orderId", ol.item_id as "itemId", ol.item_name as "itemName",
           ol.unit_name as "unitName", ol.qty_milli as "orderedMilli",
           coalesce(b.billed, 0)::bigint as "billedMilli"
      from order_lines ol
      left join lateral (${fulfilledLateral(companyId)}) b on true
     where ol.company_id = ${companyId} and ol.id in (${idList(lineIds)})`)) as unknown as {
    rows: {
      id: number;
      orderId: number;
      itemId: number;
      itemName: string;
      unitName: string;
      orderedMilli: string;
      billedMilli: string;
    }[];
  };
  const orderLine = new Map(rows.rows.map((r) => [Number(r.id), r]));
  const sumOf = (list: readonly BillLineLink[], id: number) =>
    list.filter((l) => l.orderLineId === id).reduce((s, l) => s + l.qtyMilli, 0);
  for (const line of linked) {
    const ol = orderLine.get(line.orderLineId!);
    const order = ol && orderOf.get(Number(ol.orderId));
    if (!ol || !order) throw badRequest(FULFILMENT_MESSAGES.notFound(line.lineNo));
    if (
      order.isPurchase !== bill.isPurchase ||
      Number(order.customerId) !== bill.customerId ||
      Number(ol.itemId) !== line.itemId
    )
      throw badRequest(FULFILMENT_MESSAGES.notThisBill(line.lineNo, order.number));
    const mine = sumOf(lines, line.orderLineId!);
    if (order.closed && mine > sumOf(before, line.orderLineId!))
      throw badRequest(FULFILMENT_MESSAGES.closed(line.lineNo, order.number));
    const ordered = Number(ol.orderedMilli);
    const billed = Number(ol.billedMilli);
    if (billed > ordered) {
      const pending = Math.max(0, ordered - (billed - mine));
      throw badRequest(
        FULFILMENT_MESSAGES.overPending(
          line.lineNo,
          ol.itemName,
          String(qtyMilliToNumber(pending)),
          ol.unitName,
          order.number,
        ),
      );
    }
  }
}

export const idList = (ids: readonly number[]): SQL =>
  sql.join(
    ids.map((id) => sql`${Math.trunc(id)}::int`),
    sql`, `,
  );
