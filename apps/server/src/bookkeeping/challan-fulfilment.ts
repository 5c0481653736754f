// What is pending on a delivery challan line: the one home of that figure (issue 40). A
// challan line sent goods out; what is pending on it is what was sent less what the bill lines
// naming it hold (transaction_lines.challan_line_id) and what came back (challan_returns), so
// deleting or editing a bill gives its quantity back by itself. A bill line naming a challan
// line moves no stock (migration 0052: the challan moved it). The bill's save calls
// checkBillAgainstChallans after writing its lines, in its transaction: the challans are
// locked (two bills of one challan wait for each other) and a line beyond what is pending, of
// another party or item, of a challan not billed (job work, exhibition, other) or closed is
// refused, so nothing is written.
import { sql, type SQL } from 'drizzle-orm';
import { msg, tk } from '@hisaab/shared/i18n/messages';
import { qtyMilliToNumber } from '@hisaab/shared/money';
import type { DbOrTx, Tx } from '../db/client.ts';
import { idList, linkedDocuments, type LinkedDocument } from './order-fulfilment.ts';
import { badRequest } from '../platform/errors.ts';

export const CHALLAN_FULFILMENT_MESSAGES = {
  notFound: (line: number) =>
    msg('Line {{line}}: its challan line was not found.', { line: String(line) }),
  notThisBill: (line: number, number: string) =>
    msg('Line {{line}}: challan {{number}} is of another party or item than this bill line.', {
      line: String(line),
      number,
    }),
  notBillable: (line: number, number: string) =>
    msg(
      'Line {{line}}: challan {{number}} sent its goods for job work, an exhibition or another reason: record them as returned instead of billing them.',
      { line: String(line), number },
    ),
  closed: (line: number, number: string) =>
    msg('Line {{line}}: challan {{number}} is closed. Open it again to bill more from it.', {
      line: String(line),
      number,
    }),
  overPending: (line: number, item: string, pending: string, unit: string, number: string) =>
    msg(
      'Line {{line}}: only {{pending}} {{unit}} of {{item}} is pending on challan {{number}}. Lower the quantity or bill the rest without the challan.',
      { line: String(line), item, pending, unit, number },
    ),
  orderAndChallan: (line: number) =>
    msg(
      'Line {{line}} names both a challan line and an order line: the challan already counts for the order.',
      { line: String(line) },
    ),
  notASale: tk('Only a sale can bill a delivery challan.'),
} as const;

/**
 * What bills and returns hold of a challan line `cl` (the alias): one row `billed`, `returned`
 * of a lateral join (each table filtered by the company's constant id, offset 0, so that on
 * Citus the statement routes to the company's shard).
 */
export const settledLateral = (companyId: number): SQL => sql`
  select (select coalesce(sum(tl.qty_milli), 0) from transaction_lines tl
           where tl.company_id = ${companyId} and tl.challan_line_id = cl.id) as billed,
         (select coalesce(sum(cr.qty_milli), 0) from challan_returns cr
           where cr.company_id = ${companyId} and cr.challan_line_id = cl.id) as returned
  offset 0`;

/** Billed and returned thousandths of the lines of these challans, by challan line id. */
export async function settledOfChallanLines(
  db: DbOrTx,
  companyId: number,
  challanIds: readonly number[],
): Promise<Map<number, { billed: number; returned: number }>> {
  const out = new Map<number, { billed: number; returned: number }>();
  if (challanIds.length === 0) return out;
  const result = (await db.execute(sql`
    select cl.id, s.billed::bigint as "billed", s.returned::bigint as "returned"
      from challan_lines cl
      left join lateral (${settledLateral(companyId)}) s on true
     where cl.company_id = ${companyId} and cl.challan_id in (${idList(challanIds)})`)) as unknown as {
    rows: { id: number; billed: string; returned: string }[];
  };
  for (const r of result.rows)
    out.set(Number(r.id), { billed: Number(r.billed), returned: Number(r.returned) });
  return out;
}

/** The bills whose lines bill each of these challans, by challan id. */
export async function billsOfChallans(
  db: DbOrTx,
  companyId: number,
  challanIds: readonly number[],
): Promise<Map<number, LinkedDocument[]>> {
  if (challanIds.length === 0) return new Map();
  return linkedDocuments(
    db,
    sql`
    select distinct cl.challan_id as "ownerId", t.id, t.number
      from challan_lines cl
      join transaction_lines tl on tl.company_id = cl.company_id and tl.challan_line_id = cl.id
      join transactions t on t.company_id = tl.company_id and t.id = tl.transaction_id
     where cl.company_id = ${companyId} and tl.company_id = ${companyId}
       and t.company_id = ${companyId} and cl.challan_id in (${idList(challanIds)})
     order by t.id`,
  );
}

/** The challans a bill's lines bill (the bill shows where it came from). */
export async function challansOfBill(
  db: DbOrTx,
  companyId: number,
  transactionId: number,
): Promise<{ id: number; number: string }[]> {
  const result = (await db.execute(sql`
    select distinct c.id, c.number
      from transaction_lines tl
      join challan_lines cl on cl.company_id = tl.company_id and cl.id = tl.challan_line_id
      join delivery_challans c on c.company_id = cl.company_id and c.id = cl.challan_id
     where tl.company_id = ${companyId} and cl.company_id = ${companyId}
       and c.company_id = ${companyId} and tl.transaction_id = ${transactionId}
     order by c.id`)) as unknown as { rows: { id: number; number: string }[] };
  return result.rows.map((r) => ({ id: Number(r.id), number: r.number }));
}

/**
 * The batch each of these challan lines (the company's) sent its goods from, by line id: a
 * bill line billing one names the same batch (migration 0055).
 */
export async function batchesOfChallanLines(
  db: DbOrTx,
  companyId: number,
  lineIds: readonly number[],
): Promise<Map<number, number | null>> {
  const out = new Map<number, number | null>();
  if (lineIds.length === 0) return out;
  const result = (await db.execute(sql`
    select cl.id, cl.batch_id as "batchId" from challan_lines cl
     where cl.company_id = ${companyId} and cl.id in (${idList(lineIds)})`)) as unknown as {
    rows: { id: number; batchId: number | null }[];
  };
  for (const r of result.rows) out.set(Number(r.id), r.batchId === null ? null : Number(r.batchId));
  return out;
}

interface BillLineLink {
  lineNo: number;
  itemId: number;
  qtyMilli: number;
  orderLineId?: number | null;
  challanLineId?: number | null;
}

/**
 * Checks a bill just written against the challan lines its lines name, inside its save's
 * transaction: the challans are locked first, then what every bill (this one included, as
 * written) and every return holds of each challan line is read. `before`: the bill's lines as
 * stored before an edit (holding no more than then, a closed challan's line may stay on it).
 */
export async function checkBillAgainstChallans(
  tx: Tx,
  companyId: number,
  bill: { kind: string; isPurchase: boolean; customerId: number },
  lines: readonly BillLineLink[],
  before: readonly BillLineLink[],
): Promise<void> {
  const linked = lines.filter((l) => (l.challanLineId ?? null) !== null);
  if (linked.length === 0) return;
  if (bill.kind !== 'sale' || bill.isPurchase)
    throw badRequest(CHALLAN_FULFILMENT_MESSAGES.notASale);
  for (const l of linked)
    if ((l.orderLineId ?? null) !== null)
      throw badRequest(CHALLAN_FULFILMENT_MESSAGES.orderAndChallan(l.lineNo));
  const lineIds = [...new Set(linked.map((l) => l.challanLineId!))];
  // The challans first, in id order (no two saves lock them in opposite orders).
  const heads = (await tx.execute(sql`
    select c.id, c.number, c.customer_id as "customerId", c.reason,
           c.closed_at is not null as "closed"
      from delivery_challans c
     where c.company_id = ${companyId}
       and c.id in (select cl.challan_id from challan_lines cl
                     where cl.company_id = ${companyId} and cl.id in (${idList(lineIds)}))
     order by c.id
     for update`)) as unknown as {
    rows: { id: number; number: string; customerId: number; reason: string; closed: boolean }[];
  };
  const challanOf = new Map(heads.rows.map((c) => [Number(c.id), c]));
  const rows = (await tx.execute(sql`
    select cl.id, cl.challan_id as "challanId", cl.item_id as "itemId",
           cl.item_name as "itemName", cl.unit_name as "unitName", cl.qty_milli as "sentMilli",
           s.billed::bigint as "billedMilli", s.returned::bigint as "returnedMilli"
      from challan_lines cl
      left join lateral (${settledLateral(companyId)}) s on true
     where cl.company_id = ${companyId} and cl.id in (${idList(lineIds)})`)) as unknown as {
    rows: {
      id: number;
      challanId: number;
      itemId: number;
      itemName: string;
      unitName: string;
      sentMilli: string;
      billedMilli: string;
      returnedMilli: string;
    }[];
  };
  const challanLine = new Map(rows.rows.map((r) => [Number(r.id), r]));
  const sumOf = (list: readonly BillLineLink[], id: number) =>
    list.filter((l) => l.challanLineId === id).reduce((s, l) => s + l.qtyMilli, 0);
  for (const line of linked) {
    const cl = challanLine.get(line.challanLineId!);
    const challan = cl && challanOf.get(Number(cl.challanId));
    if (!cl || !challan) throw badRequest(CHALLAN_FULFILMENT_MESSAGES.notFound(line.lineNo));
    if (Number(challan.customerId) !== bill.customerId || Number(cl.itemId) !== line.itemId)
      throw badRequest(CHALLAN_FULFILMENT_MESSAGES.notThisBill(line.lineNo, challan.number));
    const mine = sumOf(lines, line.challanLineId!);
    const held = sumOf(before, line.challanLineId!);
    if (challan.reason !== 'supply' && challan.reason !== 'approval' && mine > held)
      throw badRequest(CHALLAN_FULFILMENT_MESSAGES.notBillable(line.lineNo, challan.number));
    if (challan.closed && mine > held)
      throw badRequest(CHALLAN_FULFILMENT_MESSAGES.closed(line.lineNo, challan.number));
    const sent = Number(cl.sentMilli);
    const settled = Number(cl.billedMilli) + Number(cl.returnedMilli);
    if (settled > sent) {
      const pending = Math.max(0, sent - (settled - mine));
      throw badRequest(
        CHALLAN_FULFILMENT_MESSAGES.overPending(
          line.lineNo,
          cl.itemName,
          String(qtyMilliToNumber(pending)),
          cl.unitName,
          challan.number,
        ),
      );
    }
  }
}
