// Queries of sale and purchase orders (issue 40): the list with its search and pending value,
// an order with its lines (locked for an edit), and the writes. Company first, always.
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { customers, orderLines, orders, transactions, units } from '../../db/schema.ts';
import { containsPattern as contains } from '../../db/like.ts';
import { fulfilledLateral } from '../../bookkeeping/order-fulfilment.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

export interface OrderListRow {
  id: number;
  isPurchase: boolean;
  number: string;
  orderDate: string;
  expectedDate: string | null;
  customerId: number;
  customerName: string;
  amountPaise: number;
  closed: boolean;
  orderedMilli: number;
  billedMilli: number;
  anyBilled: boolean;
  pendingPaise: number;
}

/**
 * What each line has billed (capped at what it ordered) and its pending value at its rate
 * (bookkeeping/order-fulfilment.ts is the rule: ordered less the bill lines naming it).
 */
const lineFigures = (companyId: number) => sql`
  select ol.order_id, ol.qty_milli,
         least(coalesce(b.billed, 0), ol.qty_milli) as billed,
         coalesce(b.billed, 0) > 0 as any_billed,
         round(greatest(ol.qty_milli - coalesce(b.billed, 0), 0)::numeric * ol.rate_paise / 1000)
           as pending_paise
    from order_lines ol
    left join lateral (${fulfilledLateral(companyId)}) b on true`;

/** A side's orders newest first; search: number, party name or phone; or those of an estimate. */
export async function listOrders(
  db: DbOrTx,
  companyId: number,
  page: {
    isPurchase: boolean;
    search: string | null;
    estimateId: number | null;
    skip: number;
    take: number;
  },
): Promise<{ rows: OrderListRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    eq(orders.companyId, companyId),
    eq(orders.isPurchase, page.isPurchase),
  ];
  if (page.estimateId !== null) conditions.push(eq(orders.estimateId, page.estimateId));
  if (page.search) {
    const like = contains(page.search);
    conditions.push(
      or(ilike(orders.number, like), ilike(customers.name, like), ilike(customers.phone, like)),
    );
  }
  const where = and(...conditions);
  const joinCustomer = and(
    eq(customers.companyId, orders.companyId),
    eq(customers.id, orders.customerId),
  );
  const rows = await db
    .select({
      id: orders.id,
      isPurchase: orders.isPurchase,
      number: orders.number,
      orderDate: orders.orderDate,
      expectedDate: orders.expectedDate,
      customerId: orders.customerId,
      customerName: customers.name,
      amountPaise: orders.amountPaise,
      closed: sql<boolean>`${orders.closedAt} is not null`,
    })
    .from(orders)
    .innerJoin(customers, joinCustomer)
    .where(where)
    .orderBy(desc(orders.orderDate), desc(orders.id))
    .limit(page.take)
    .offset(page.skip);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(orders)
    .innerJoin(customers, joinCustomer)
    .where(where);
  const figures = await orderFigures(
    db,
    companyId,
    rows.map((r) => r.id),
  );
  return {
    rows: rows.map((r) => ({
      ...r,
      ...(figures.get(r.id) ?? {
        orderedMilli: 0,
        billedMilli: 0,
        anyBilled: false,
        pendingPaise: 0,
      }),
    })),
    total: Number(counted?.total ?? 0),
  };
}

/** Per order: ordered and billed thousandths, whether any line is billed, pending value. */
async function orderFigures(db: DbOrTx, companyId: number, ids: number[]) {
  const out = new Map<
    number,
    { orderedMilli: number; billedMilli: number; anyBilled: boolean; pendingPaise: number }
  >();
  if (ids.length === 0) return out;
  const result = (await db.execute(sql`
    select f.order_id as "orderId", sum(f.qty_milli)::bigint as "ordered",
           sum(f.billed)::bigint as "billed", bool_or(f.any_billed) as "anyBilled",
           sum(f.pending_paise)::bigint as "pending"
      from (${lineFigures(companyId)}
             where ol.company_id = ${companyId}
               and ol.order_id in (${sql.join(
                 ids.map((id) => sql`${id}::int`),
                 sql`, `,
               )})) f
     group by f.order_id`)) as unknown as {
    rows: {
      orderId: number;
      ordered: string;
      billed: string;
      anyBilled: boolean;
      pending: string;
    }[];
  };
  for (const r of result.rows)
    out.set(Number(r.orderId), {
      orderedMilli: Number(r.ordered),
      billedMilli: Number(r.billed),
      anyBilled: r.anyBilled,
      pendingPaise: Number(r.pending),
    });
  return out;
}

/** The order's header (locked for the rest of the transaction when `lock`), or null. */
export async function findOrder(
  db: DbOrTx,
  companyId: number,
  id: number,
  lock = false,
): Promise<OrderRow | null> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.companyId, companyId), eq(orders.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function linesOf(
  db: DbOrTx,
  companyId: number,
  orderId: number,
): Promise<OrderLineRow[]> {
  return db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.companyId, companyId), eq(orderLines.orderId, orderId)))
    .orderBy(asc(orderLines.lineNo));
}

export async function customerOf(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.id, id)));
  return row ?? null;
}

export async function unitsOf(db: DbOrTx, companyId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: units.id, name: units.name })
    .from(units)
    .where(and(eq(units.companyId, companyId), inArray(units.id, ids)));
}

/** An estimate of the company (the document an order is made from), or null. */
export async function estimateOf(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db
    .select({ id: transactions.id, number: transactions.number })
    .from(transactions)
    .where(
      and(
        eq(transactions.companyId, companyId),
        eq(transactions.id, id),
        eq(transactions.kind, 'estimate'),
      ),
    );
  return row ?? null;
}

export async function insertOrder(db: DbOrTx, row: typeof orders.$inferInsert): Promise<OrderRow> {
  const [written] = await db.insert(orders).values(row).returning();
  return written!;
}

export async function updateOrder(
  db: DbOrTx,
  companyId: number,
  id: number,
  set: Partial<typeof orders.$inferInsert>,
): Promise<OrderRow> {
  const [written] = await db
    .update(orders)
    .set(set)
    .where(and(eq(orders.companyId, companyId), eq(orders.id, id)))
    .returning();
  return written!;
}

export async function deleteOrder(db: DbOrTx, companyId: number, id: number): Promise<void> {
  await db.delete(orders).where(and(eq(orders.companyId, companyId), eq(orders.id, id)));
}

export async function insertLines(
  db: DbOrTx,
  rows: (typeof orderLines.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await db.insert(orderLines).values(rows);
}

export async function updateLine(
  db: DbOrTx,
  companyId: number,
  id: number,
  set: Partial<typeof orderLines.$inferInsert>,
): Promise<void> {
  await db
    .update(orderLines)
    .set(set)
    .where(and(eq(orderLines.companyId, companyId), eq(orderLines.id, id)));
}

export async function deleteLines(db: DbOrTx, companyId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .delete(orderLines)
    .where(and(eq(orderLines.companyId, companyId), inArray(orderLines.id, ids)));
}
