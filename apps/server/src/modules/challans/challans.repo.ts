// Queries of delivery challans (issue 40): the list with its search and pending value, a
// challan with its lines and returns (locked for an edit), and the writes. Company first,
// always, on every table of every subquery (on Citus each statement routes to one shard).
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  challanLines,
  challanReturns,
  customers,
  deliveryChallans,
  orderLines,
  orders,
} from '../../db/schema.ts';
import { containsPattern as contains } from '../../db/like.ts';
import { settledLateral } from '../../bookkeeping/challan-fulfilment.ts';

export type ChallanRow = typeof deliveryChallans.$inferSelect;
export type ChallanLineRow = typeof challanLines.$inferSelect;
export type ChallanReturnRow = typeof challanReturns.$inferSelect;

export interface ChallanFigures {
  sentMilli: number;
  settledMilli: number;
  anySettled: boolean;
  pendingPaise: number;
}

export interface ChallanListRow extends ChallanFigures {
  id: number;
  number: string;
  challanDate: string;
  customerId: number;
  customerName: string;
  reason: string;
  amountPaise: number;
  closed: boolean;
}

/** Each line's sent, settled (billed + returned, capped at sent) and pending value at its rate. */
const lineFigures = (companyId: number) => sql`
  select cl.challan_id, cl.qty_milli,
         least(s.billed + s.returned, cl.qty_milli) as settled,
         s.billed + s.returned > 0 as any_settled,
         round(greatest(cl.qty_milli - s.billed - s.returned, 0)::numeric * cl.rate_paise / 1000)
           as pending_paise
    from challan_lines cl
    left join lateral (${settledLateral(companyId)}) s on true`;

/**
 * Challans newest first; search: number, party name or phone; `open`: only those not closed
 * with goods pending; `customerId`: one party's (the invoice's "From challans" list).
 */
export async function listChallans(
  db: DbOrTx,
  companyId: number,
  page: {
    search: string | null;
    open: boolean;
    customerId: number | null;
    estimateId: number | null;
    skip: number;
    take: number;
  },
): Promise<{ rows: ChallanListRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    eq(deliveryChallans.companyId, companyId),
    eq(customers.companyId, companyId),
  ];
  if (page.customerId !== null) conditions.push(eq(deliveryChallans.customerId, page.customerId));
  if (page.estimateId !== null) conditions.push(eq(deliveryChallans.estimateId, page.estimateId));
  if (page.open)
    conditions.push(
      sql`${deliveryChallans.closedAt} is null and exists (
        select 1 from (${lineFigures(companyId)}
                        where cl.company_id = ${companyId}
                          and cl.challan_id = ${deliveryChallans.id}) f
         where f.settled < f.qty_milli)`,
    );
  if (page.search) {
    const like = contains(page.search);
    conditions.push(
      or(
        ilike(deliveryChallans.number, like),
        ilike(customers.name, like),
        ilike(customers.phone, like),
      ),
    );
  }
  const where = and(...conditions);
  const joinCustomer = and(
    eq(customers.companyId, deliveryChallans.companyId),
    eq(customers.id, deliveryChallans.customerId),
  );
  const rows = await db
    .select({
      id: deliveryChallans.id,
      number: deliveryChallans.number,
      challanDate: deliveryChallans.challanDate,
      customerId: deliveryChallans.customerId,
      customerName: customers.name,
      reason: deliveryChallans.reason,
      amountPaise: deliveryChallans.amountPaise,
      closed: sql<boolean>`${deliveryChallans.closedAt} is not null`,
    })
    .from(deliveryChallans)
    .innerJoin(customers, joinCustomer)
    .where(where)
    .orderBy(desc(deliveryChallans.challanDate), desc(deliveryChallans.id))
    .limit(page.take)
    .offset(page.skip);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(deliveryChallans)
    .innerJoin(customers, joinCustomer)
    .where(where);
  const figures = await challanFigures(
    db,
    companyId,
    rows.map((r) => r.id),
  );
  const none: ChallanFigures = {
    sentMilli: 0,
    settledMilli: 0,
    anySettled: false,
    pendingPaise: 0,
  };
  return {
    rows: rows.map((r) => ({ ...r, ...(figures.get(r.id) ?? none) })),
    total: Number(counted?.total ?? 0),
  };
}

/** Per challan: sent and settled thousandths, whether any line is settled, pending value. */
async function challanFigures(db: DbOrTx, companyId: number, ids: number[]) {
  const out = new Map<number, ChallanFigures>();
  if (ids.length === 0) return out;
  const result = (await db.execute(sql`
    select f.challan_id as "challanId", sum(f.qty_milli)::bigint as "sent",
           sum(f.settled)::bigint as "settled", bool_or(f.any_settled) as "anySettled",
           sum(f.pending_paise)::bigint as "pending"
      from (${lineFigures(companyId)}
             where cl.company_id = ${companyId}
               and cl.challan_id in (${sql.join(
                 ids.map((id) => sql`${id}::int`),
                 sql`, `,
               )})) f
     group by f.challan_id`)) as unknown as {
    rows: {
      challanId: number;
      sent: string;
      settled: string;
      anySettled: boolean;
      pending: string;
    }[];
  };
  for (const r of result.rows)
    out.set(Number(r.challanId), {
      sentMilli: Number(r.sent),
      settledMilli: Number(r.settled),
      anySettled: r.anySettled,
      pendingPaise: Number(r.pending),
    });
  return out;
}

/** The challan's header (locked for the rest of the transaction when `lock`), or null. */
export async function findChallan(
  db: DbOrTx,
  companyId: number,
  id: number,
  lock = false,
): Promise<ChallanRow | null> {
  const query = db
    .select()
    .from(deliveryChallans)
    .where(and(eq(deliveryChallans.companyId, companyId), eq(deliveryChallans.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function linesOf(
  db: DbOrTx,
  companyId: number,
  challanId: number,
): Promise<ChallanLineRow[]> {
  return db
    .select()
    .from(challanLines)
    .where(and(eq(challanLines.companyId, companyId), eq(challanLines.challanId, challanId)))
    .orderBy(asc(challanLines.lineNo));
}

export async function returnsOf(
  db: DbOrTx,
  companyId: number,
  challanId: number,
): Promise<ChallanReturnRow[]> {
  return db
    .select()
    .from(challanReturns)
    .where(and(eq(challanReturns.companyId, companyId), eq(challanReturns.challanId, challanId)))
    .orderBy(asc(challanReturns.returnDate), asc(challanReturns.id));
}

/** A sale order of the company (the order a challan delivers), or null. */
export async function saleOrderOf(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db
    .select({
      id: orders.id,
      number: orders.number,
      customerId: orders.customerId,
      closed: sql<boolean>`${orders.closedAt} is not null`,
    })
    .from(orders)
    .where(and(eq(orders.companyId, companyId), eq(orders.id, id), eq(orders.isPurchase, false)));
  return row ?? null;
}

/** The order each of these order lines belongs to (a challan line may name one). */
export async function ordersOfLines(db: DbOrTx, companyId: number, lineIds: number[]) {
  if (lineIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: orderLines.id, orderId: orderLines.orderId })
    .from(orderLines)
    .where(and(eq(orderLines.companyId, companyId), inArray(orderLines.id, lineIds)));
  return new Map(rows.map((r) => [r.id, r.orderId]));
}

export async function insertChallan(
  db: DbOrTx,
  row: typeof deliveryChallans.$inferInsert,
): Promise<ChallanRow> {
  const [written] = await db.insert(deliveryChallans).values(row).returning();
  return written!;
}

export async function updateChallan(
  db: DbOrTx,
  companyId: number,
  id: number,
  set: Partial<typeof deliveryChallans.$inferInsert>,
): Promise<ChallanRow> {
  const [written] = await db
    .update(deliveryChallans)
    .set(set)
    .where(and(eq(deliveryChallans.companyId, companyId), eq(deliveryChallans.id, id)))
    .returning();
  return written!;
}

export async function deleteChallan(db: DbOrTx, companyId: number, id: number): Promise<void> {
  await db
    .delete(deliveryChallans)
    .where(and(eq(deliveryChallans.companyId, companyId), eq(deliveryChallans.id, id)));
}

export async function insertLines(
  db: DbOrTx,
  rows: (typeof challanLines.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await db.insert(challanLines).values(rows);
}

export async function updateLine(
  db: DbOrTx,
  companyId: number,
  id: number,
  set: Partial<typeof challanLines.$inferInsert>,
): Promise<void> {
  await db
    .update(challanLines)
    .set(set)
    .where(and(eq(challanLines.companyId, companyId), eq(challanLines.id, id)));
}

export async function deleteLines(db: DbOrTx, companyId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .delete(challanLines)
    .where(and(eq(challanLines.companyId, companyId), inArray(challanLines.id, ids)));
}

export async function insertReturn(
  db: DbOrTx,
  row: typeof challanReturns.$inferInsert,
): Promise<ChallanReturnRow> {
  const [written] = await db.insert(challanReturns).values(row).returning();
  return written!;
}

export async function deleteReturn(db: DbOrTx, companyId: number, id: number): Promise<void> {
  await db
    .delete(challanReturns)
    .where(and(eq(challanReturns.companyId, companyId), eq(challanReturns.id, id)));
}
