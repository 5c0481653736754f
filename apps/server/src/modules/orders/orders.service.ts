// Sale orders and purchase orders (issue 40): documents of their own series (SO-/PO-{0000},
// configured as estimates are) that post nothing. A bill converts one in whole or in part by
// naming its lines (transactions' save checks what is pending: bookkeeping/order-fulfilment.ts);
// an order is Open, Partly billed, Billed, or Closed by the user with quantities pending. An
// edit keeps its lines' ids (bills name them) and may not take a line below what is billed;
// a delete is refused once anything is billed.
import { msg, tk } from '@hisaab/shared/i18n/messages';
import { lineAmountPaise, paiseToRupees, qtyMilliToNumber } from '@hisaab/shared/money';
import type { OrderData } from '@hisaab/shared/schemas/order';
import type { OrderReply, OrderStatus } from '@hisaab/shared/replies/orders';
import type { AppContext } from '../../platform/app-context.ts';
import type { Tx } from '../../db/client.ts';
import { badRequest, conflict, fieldError, notFound } from '../../platform/errors.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import { refuseStale } from '../../platform/versions.ts';
import { recordAudit } from '../../bookkeeping/audit-trail.ts';
import {
  billedOfOrderLines,
  billsOfOrders,
  challansOfOrders,
} from '../../bookkeeping/order-fulfilment.ts';
import { planGuard } from '../plans/index.ts';
import { allocateNumber, seriesNumberTaken } from '../transactions/index.ts';
import { priceSourceLines } from './source-lines.ts';
import * as repo from './orders.repo.ts';

export const ORDER_MESSAGES = {
  notFound: tk('Order not found.'),
  customerNotFound: tk('Customer not found.'),
  estimateNotFound: tk('Estimate not found.'),
  itemMissing: (line: number) =>
    msg('Line {{line}}: the item was not found.', { line: String(line) }),
  unitMissing: (line: number) =>
    msg('Line {{line}}: the unit was not found.', { line: String(line) }),
  lineNotOfOrder: (line: number) =>
    msg('Line {{line}} is not a line of this order.', { line: String(line) }),
  belowBilled: (item: string, billed: string) =>
    msg('{{billed}} of {{item}} is already billed: the order cannot hold less.', {
      item,
      billed,
    }),
  billedLineRemoved: (item: string) =>
    msg('{{item}} is already billed on this order: its line cannot be removed or changed.', {
      item,
    }),
  partyOfBilled: tk('This order is already billed: its party cannot change.'),
  billed: (number: string, bills: string) =>
    msg(
      'Order {{number}} is billed on {{bills}}. Delete those bills first, or close the order instead.',
      { number, bills },
    ),
  changedSince: (who: string, when: string) =>
    msg(
      'This order was changed by {{who}} on {{when}}, after you opened it. Reload it to see their changes, then make yours again.',
      { who, when },
    ),
} as const;

export interface OrderListQuery {
  isPurchase: boolean;
  search: string | null;
  estimateId: number | null;
  skip: number;
  take: number;
}

/** The status from the lines' ordered and billed thousandths and whether it is closed. */
export function orderStatusOf(f: {
  closed: boolean;
  orderedMilli: number;
  billedMilli: number;
  anyBilled: boolean;
}): OrderStatus {
  if (f.closed) return 'closed';
  if (f.orderedMilli > 0 && f.billedMilli >= f.orderedMilli) return 'billed';
  return f.anyBilled ? 'partly_billed' : 'open';
}

export function orderService(ctx: AppContext) {
  const plans = planGuard(ctx);

  async function view(db: AppContext['db'] | Tx, companyId: number, id: number) {
    const order = await repo.findOrder(db, companyId, id);
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    return viewOf(db, companyId, order);
  }

  async function viewOf(
    db: AppContext['db'] | Tx,
    companyId: number,
    order: repo.OrderRow,
  ): Promise<OrderReply> {
    const lines = await repo.linesOf(db, companyId, order.id);
    const billed = await billedOfOrderLines(db, companyId, [order.id]);
    const bills = (await billsOfOrders(db, companyId, [order.id])).get(order.id) ?? [];
    const challans = (await challansOfOrders(db, companyId, [order.id])).get(order.id) ?? [];
    const customer = await repo.customerOf(db, companyId, order.customerId);
    const estimate =
      order.estimateId === null ? null : await repo.estimateOf(db, companyId, order.estimateId);
    const closed = order.closedAt !== null;
    let pendingPaise = 0;
    let orderedMilli = 0;
    let billedMilli = 0;
    let anyBilled = false;
    const lineItems = lines.map((l) => {
      const b = billed.get(l.id) ?? 0;
      const pending = closed ? 0 : Math.max(l.qtyMilli - b, 0);
      orderedMilli += l.qtyMilli;
      billedMilli += Math.min(b, l.qtyMilli);
      anyBilled ||= b > 0;
      pendingPaise += lineAmountPaise(Math.max(l.qtyMilli - b, 0), l.ratePaise);
      return {
        id: l.id,
        itemId: l.itemId,
        itemName: l.itemName,
        quantity: qtyMilliToNumber(l.qtyMilli),
        rate: paiseToRupees(l.ratePaise),
        unitId: l.unitId,
        unitName: l.unitName,
        hsnSacCode: l.hsnSacCode,
        amount: paiseToRupees(l.amountPaise),
        taxableAmount: paiseToRupees(l.taxablePaise),
        taxAmount: paiseToRupees(l.taxPaise),
        billed: qtyMilliToNumber(b),
        pending: qtyMilliToNumber(pending),
      };
    });
    return {
      id: order.id,
      isPurchase: order.isPurchase,
      number: order.number,
      version: order.version,
      orderDate: order.orderDate,
      expectedDate: order.expectedDate,
      customerId: order.customerId,
      customerName: customer?.name ?? '',
      remark: order.remark,
      status: orderStatusOf({ closed, orderedMilli, billedMilli, anyBilled }),
      amount: paiseToRupees(order.amountPaise),
      taxable: paiseToRupees(order.taxablePaise),
      tax: paiseToRupees(order.taxPaise),
      pendingAmount: paiseToRupees(closed ? 0 : pendingPaise),
      estimate: estimate && { id: estimate.id, number: estimate.number },
      bills,
      challans,
      lineItems,
      createdAt: order.createdAt.toISOString(),
    };
  }

  /** The lines as stored, priced as an estimate's (source-lines.ts), and the totals. */
  async function computeLines(
    tx: Tx,
    me: AccessClaims,
    body: OrderData,
    isPurchase: boolean,
    customer: { stateCode: string | null },
  ) {
    const { lines, totals } = await priceSourceLines(tx, me.companyId, {
      lineItems: body.lineItems,
      date: body.orderDate,
      isPurchase,
      customer,
      messages: ORDER_MESSAGES,
    });
    return { lines: lines.map((l) => l.row), totals };
  }

  async function checkedCustomer(tx: Tx, companyId: number, id: number) {
    const customer = await repo.customerOf(tx, companyId, id);
    if (!customer) throw fieldError('customerId', ORDER_MESSAGES.customerNotFound);
    return customer;
  }

  async function checkedEstimate(tx: Tx, companyId: number, body: OrderData) {
    if (body.estimateId === null) return null;
    const estimate = body.isPurchase ? null : await repo.estimateOf(tx, companyId, body.estimateId);
    if (!estimate) throw fieldError('estimateId', ORDER_MESSAGES.estimateNotFound);
    return estimate.id;
  }

  return {
    async list(me: AccessClaims, query: OrderListQuery) {
      const { rows, total } = await repo.listOrders(ctx.db, me.companyId, query);
      return {
        items: rows.map((r) => ({
          id: r.id,
          isPurchase: r.isPurchase,
          number: r.number,
          orderDate: r.orderDate,
          expectedDate: r.expectedDate,
          customerId: r.customerId,
          customerName: r.customerName,
          amount: paiseToRupees(r.amountPaise),
          pendingAmount: paiseToRupees(r.closed ? 0 : r.pendingPaise),
          status: orderStatusOf(r),
        })),
        total,
        skip: query.skip,
        take: query.take,
      };
    },

    get: (me: AccessClaims, id: number) => view(ctx.db, me.companyId, id),

    async create(me: AccessClaims, body: OrderData) {
      const id = await ctx.db.transaction(async (tx) => {
        await plans.assertCanWrite(tx, me.companyId, 'new-document');
        const customer = await checkedCustomer(tx, me.companyId, body.customerId);
        const estimateId = await checkedEstimate(tx, me.companyId, body);
        const { lines, totals } = await computeLines(tx, me, body, body.isPurchase, customer);
        const series = body.isPurchase ? 'purchase_order' : 'sale_order';
        const { number } = await allocateNumber(
          tx,
          me.companyId,
          series,
          body.orderDate,
          async (n) => !(await seriesNumberTaken(tx, me.companyId, series, n)),
        );
        const now = ctx.now();
        const order = await repo.insertOrder(tx, {
          companyId: me.companyId,
          isPurchase: body.isPurchase,
          number,
          orderDate: body.orderDate,
          customerId: customer.id,
          expectedDate: body.expectedDate,
          remark: body.remark,
          ...totals,
          estimateId,
          createdBy: me.userId,
          createdAt: now,
          updatedBy: me.userId,
          updatedAt: now,
        });
        await repo.insertLines(
          tx,
          lines.map(({ id: _id, ...l }) => ({ ...l, companyId: me.companyId, orderId: order.id })),
        );
        await recordAudit(
          tx,
          {
            companyId: me.companyId,
            userId: me.userId,
            entity: 'order',
            entityId: order.id,
            action: 'create',
            after: { order, lines },
          },
          now,
        );
        return order.id;
      });
      return view(ctx.db, me.companyId, id);
    },

    async update(me: AccessClaims, id: number, body: OrderData) {
      await ctx.db.transaction(async (tx) => {
        await plans.assertCanWrite(tx, me.companyId, 'change');
        const before = await repo.findOrder(tx, me.companyId, id, true);
        if (!before) throw notFound(ORDER_MESSAGES.notFound);
        await refuseStale(tx, me.companyId, before, body.version, ORDER_MESSAGES.changedSince);
        const stored = await repo.linesOf(tx, me.companyId, id);
        const billed = await billedOfOrderLines(tx, me.companyId, [id]);
        const customer = await checkedCustomer(tx, me.companyId, body.customerId);
        const anyBilled = [...billed.values()].some((b) => b > 0);
        if (anyBilled && customer.id !== before.customerId)
          throw fieldError('customerId', ORDER_MESSAGES.partyOfBilled);
        // The side is the order's own: an edit never turns a sale order into a purchase order.
        const { lines, totals } = await computeLines(
          tx,
          me,
          { ...body, isPurchase: before.isPurchase },
          before.isPurchase,
          customer,
        );
        const kept = new Set<number>();
        for (const l of lines) {
          if (l.id === null) continue;
          const old = stored.find((s) => s.id === l.id);
          if (!old) throw badRequest(ORDER_MESSAGES.lineNotOfOrder(l.lineNo));
          kept.add(l.id);
          const b = billed.get(l.id) ?? 0;
          if (b > 0 && old.itemId !== l.itemId)
            throw badRequest(ORDER_MESSAGES.billedLineRemoved(old.itemName));
          if (l.qtyMilli < b)
            throw fieldError(
              `lineItems.${l.lineNo - 1}.quantity`,
              ORDER_MESSAGES.belowBilled(old.itemName, `${qtyMilliToNumber(b)} ${old.unitName}`),
            );
        }
        const removed = stored.filter((s) => !kept.has(s.id));
        for (const r of removed)
          if ((billed.get(r.id) ?? 0) > 0)
            throw badRequest(ORDER_MESSAGES.billedLineRemoved(r.itemName));
        const now = ctx.now();
        await repo.deleteLines(
          tx,
          me.companyId,
          removed.map((r) => r.id),
        );
        for (const l of lines) {
          const { id: lineId, ...row } = l;
          if (lineId !== null) await repo.updateLine(tx, me.companyId, lineId, row);
        }
        await repo.insertLines(
          tx,
          lines
            .filter((l) => l.id === null)
            .map(({ id: _id, ...l }) => ({ ...l, companyId: me.companyId, orderId: id })),
        );
        const after = await repo.updateOrder(tx, me.companyId, id, {
          customerId: customer.id,
          orderDate: body.orderDate,
          expectedDate: body.expectedDate,
          remark: body.remark,
          ...totals,
          version: before.version + 1,
          updatedBy: me.userId,
          updatedAt: now,
        });
        await recordAudit(
          tx,
          {
            companyId: me.companyId,
            userId: me.userId,
            entity: 'order',
            entityId: id,
            action: 'update',
            before: { order: before, lines: stored },
            after: { order: after, lines },
          },
          now,
        );
      });
      return view(ctx.db, me.companyId, id);
    },

    async remove(me: AccessClaims, id: number, version: number | null) {
      await ctx.db.transaction(async (tx) => {
        await plans.assertCanWrite(tx, me.companyId, 'change');
        const before = await repo.findOrder(tx, me.companyId, id, true);
        if (!before) throw notFound(ORDER_MESSAGES.notFound);
        await refuseStale(tx, me.companyId, before, version, ORDER_MESSAGES.changedSince);
        const bills = [
          ...((await billsOfOrders(tx, me.companyId, [id])).get(id) ?? []),
          ...((await challansOfOrders(tx, me.companyId, [id])).get(id) ?? []),
        ];
        if (bills.length > 0)
          throw conflict(
            ORDER_MESSAGES.billed(
              before.number,
              bills.map((b) => b.number ?? `#${b.id}`).join(', '),
            ),
          );
        const lines = await repo.linesOf(tx, me.companyId, id);
        await repo.deleteOrder(tx, me.companyId, id);
        await recordAudit(
          tx,
          {
            companyId: me.companyId,
            userId: me.userId,
            entity: 'order',
            entityId: id,
            action: 'delete',
            before: { order: before, lines },
          },
          ctx.now(),
        );
      });
    },

    /** Closes the order with what is still pending (nothing more is billed on it), or reopens it. */
    async setClosed(me: AccessClaims, id: number, closed: boolean, version: number | null) {
      await ctx.db.transaction(async (tx) => {
        await plans.assertCanWrite(tx, me.companyId, 'change');
        const before = await repo.findOrder(tx, me.companyId, id, true);
        if (!before) throw notFound(ORDER_MESSAGES.notFound);
        await refuseStale(tx, me.companyId, before, version, ORDER_MESSAGES.changedSince);
        const now = ctx.now();
        const after = await repo.updateOrder(tx, me.companyId, id, {
          closedAt: closed ? (before.closedAt ?? now) : null,
          closedBy: closed ? me.userId : null,
          version: before.version + 1,
          updatedBy: me.userId,
          updatedAt: now,
        });
        await recordAudit(
          tx,
          {
            companyId: me.companyId,
            userId: me.userId,
            entity: 'order',
            entityId: id,
            action: 'update',
            before: { closedAt: before.closedAt },
            after: { closedAt: after.closedAt },
          },
          now,
        );
      });
      return view(ctx.db, me.companyId, id);
    },
  };
}
