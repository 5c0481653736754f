// Delivery challans (issue 40): goods leave before the invoice. A challan has its own series
// (DC-{0000}, configured as orders are), a reason (supply ahead of the bill, job work, sale on
// approval, exhibition, other with a remark) and lines that move stock out on its date (the
// stock triggers of migration 0052); it posts no ledger and no GST. A sale bills it by naming
// its lines (transactions' save checks what is pending: bookkeeping/challan-fulfilment.ts);
// goods that come back are recorded as returned (stock in). A challan is Open, Partly settled,
// Settled (every line billed or returned), or Closed by the user. It may be made from a sale
// order (its lines then name the order's lines: the order's pending falls when goods go) or an
// estimate. An edit keeps its lines' ids (bills name them) and may not take a line below what
// is billed and returned; a delete is refused once anything is billed. A line of an item
// tracked by batch names its batch (picked as a sale's: batch-lines.ts); a bill of it carries
// that batch, goods returned come back into it, and a return recorded may be undone.
import { todayInIndia } from '@hisaab/shared/format';
import { msg, tk } from '@hisaab/shared/i18n/messages';
import { lineAmountPaise, paiseToRupees, qtyMilliToNumber, toQtyMilli } from '@hisaab/shared/money';
import type { ChallanData, ChallanReturnInput } from '@hisaab/shared/schemas/challan';
import { BILLABLE_REASONS, type ChallanReason } from '@hisaab/shared/schemas/challan';
import type { TransportBody } from '@hisaab/shared/einvoice/schemas';
import type { ChallanReply, ChallanStatus } from '@hisaab/shared/replies/challans';
import type { AppContext } from '../../platform/app-context.ts';
import type { Tx } from '../../db/client.ts';
import { badRequest, conflict, fieldError, notFound } from '../../platform/errors.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import { refuseStale } from '../../platform/versions.ts';
import { fileSafe, unprocessable } from '../../platform/portal-files.ts';
import { recordAudit } from '../../bookkeeping/audit-trail.ts';
import { checkBillAgainstOrders } from '../../bookkeeping/order-fulfilment.ts';
import { billsOfChallans, settledOfChallanLines } from '../../bookkeeping/challan-fulfilment.ts';
import { planGuard } from '../plans/index.ts';
import { allocateNumber, seriesNumberTaken } from '../transactions/index.ts';
import { customerOf, estimateOf, priceSourceLines } from '../orders/index.ts';
import { assignBatches, batchesByIds, type BatchRow } from '../batches/index.ts';
import { companyProfile } from '../companies/index.ts';
import { unitCodes } from '../einvoice/index.ts';
import { buildEWayBill, challanCodes, EWAY_BILL_JSON_VERSION } from '../ewaybill/index.ts';
import { challanAsBill, transportRow } from './challan-ewaybill.ts';
import { godownForMovement } from '../godowns/index.ts';
import * as repo from './challans.repo.ts';

export const CHALLAN_MESSAGES = {
  notFound: tk('Challan not found.'),
  customerNotFound: tk('Customer not found.'),
  estimateNotFound: tk('Estimate not found.'),
  orderNotFound: tk('Sale order not found.'),
  orderOfOtherParty: tk('The sale order is of another party than this challan.'),
  itemMissing: (line: number) =>
    msg('Line {{line}}: the item was not found.', { line: String(line) }),
  unitMissing: (line: number) =>
    msg('Line {{line}}: the unit was not found.', { line: String(line) }),
  lineNotOfChallan: (line: number) =>
    msg('Line {{line}} is not a line of this challan.', { line: String(line) }),
  orderLineMissing: (line: number) =>
    msg('Line {{line}}: its order line was not found.', { line: String(line) }),
  lineNotOfOrder: (line: number, number: string) =>
    msg('Line {{line}}: its order line is not of order {{number}}.', {
      line: String(line),
      number,
    }),
  belowSettled: (item: string, settled: string) =>
    msg('{{settled}} of {{item}} is already billed or returned: the challan cannot hold less.', {
      item,
      settled,
    }),
  settledLineRemoved: (item: string) =>
    msg(
      '{{item}} is already billed or returned on this challan: its line cannot be removed or changed.',
      { item },
    ),
  partyOfSettled: tk('This challan is already billed or returned: its party cannot change.'),
  billed: (number: string, bills: string) =>
    msg(
      'Challan {{number}} is billed on {{bills}}. Delete those bills first, or close the challan instead.',
      { number, bills },
    ),
  closed: (number: string) =>
    msg('Challan {{number}} is closed. Open it again to record goods returned.', { number }),
  overReturn: (item: string, pending: string, unit: string) =>
    msg(
      'Only {{pending}} {{unit}} of {{item}} is pending on this challan: no more can come back.',
      {
        item,
        pending,
        unit,
      },
    ),
  returnBeforeChallan: tk('Goods cannot come back before the challan date.'),
  returnNotFound: tk('That record of goods returned was not found on this challan.'),
  closedUndo: (number: string) =>
    msg('Challan {{number}} is closed. Open it again to undo goods returned.', { number }),
  changedSince: (who: string, when: string) =>
    msg(
      'This challan was changed by {{who}} on {{when}}, after you opened it. Reload it to see their changes, then make yours again.',
      { who, when },
    ),
} as const;

export interface ChallanListQuery {
  search: string | null;
  open: boolean;
  customerId: number | null;
  estimateId: number | null;
  skip: number;
  take: number;
}

/** The status from the lines' sent and settled thousandths and whether it is closed. */
export function challanStatusOf(f: {
  closed: boolean;
  sentMilli: number;
  settledMilli: number;
  anySettled: boolean;
}): ChallanStatus {
  if (f.closed) return 'closed';
  if (f.sentMilli > 0 && f.settledMilli >= f.sentMilli) return 'settled';
  return f.anySettled ? 'partly_settled' : 'open';
}

const billable = (reason: string) => BILLABLE_REASONS.includes(reason as ChallanReason);

const batchOf = (b: BatchRow | undefined) =>
  b ? { id: b.id, number: b.batchNumber, mfgDate: b.mfgDate, expiryDate: b.expiryDate } : null;

export function challanService(ctx: AppContext) {
  const plans = planGuard(ctx);

  async function view(db: AppContext['db'] | Tx, companyId: number, id: number) {
    const challan = await repo.findChallan(db, companyId, id);
    if (!challan) throw notFound(CHALLAN_MESSAGES.notFound);
    return viewOf(db, companyId, challan);
  }

  async function viewOf(
    db: AppContext['db'] | Tx,
    companyId: number,
    c: repo.ChallanRow,
  ): Promise<ChallanReply> {
    const lines = await repo.linesOf(db, companyId, c.id);
    const returns = await repo.returnsOf(db, companyId, c.id);
    const settled = await settledOfChallanLines(db, companyId, [c.id]);
    const bills = (await billsOfChallans(db, companyId, [c.id])).get(c.id) ?? [];
    const customer = await customerOf(db, companyId, c.customerId);
    const batches = await batchesByIds(
      db,
      companyId,
      lines.flatMap((l) => (l.batchId === null ? [] : [l.batchId])),
    );
    const order = c.orderId === null ? null : await repo.saleOrderOf(db, companyId, c.orderId);
    const estimate = c.estimateId === null ? null : await estimateOf(db, companyId, c.estimateId);
    const closed = c.closedAt !== null;
    let pendingPaise = 0;
    let sentMilli = 0;
    let settledMilli = 0;
    let anySettled = false;
    const lineItems = lines.map((l) => {
      const s = settled.get(l.id) ?? { billed: 0, returned: 0 };
      const done = s.billed + s.returned;
      const open = Math.max(l.qtyMilli - done, 0);
      sentMilli += l.qtyMilli;
      settledMilli += Math.min(done, l.qtyMilli);
      anySettled ||= done > 0;
      pendingPaise += lineAmountPaise(open, l.ratePaise);
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
        orderLineId: l.orderLineId,
        batch: batchOf(l.batchId === null ? undefined : batches.get(l.batchId)),
        billed: qtyMilliToNumber(s.billed),
        returned: qtyMilliToNumber(s.returned),
        pending: qtyMilliToNumber(closed ? 0 : open),
      };
    });
    return {
      id: c.id,
      number: c.number,
      version: c.version,
      challanDate: c.challanDate,
      customerId: c.customerId,
      customerName: customer?.name ?? '',
      reason: c.reason as ChallanReason,
      reasonRemark: c.reasonRemark,
      remark: c.remark,
      status: challanStatusOf({ closed, sentMilli, settledMilli, anySettled }),
      billable: billable(c.reason),
      amount: paiseToRupees(c.amountPaise),
      taxable: paiseToRupees(c.taxablePaise),
      tax: paiseToRupees(c.taxPaise),
      pendingAmount: paiseToRupees(closed ? 0 : pendingPaise),
      order: order && { id: order.id, number: order.number },
      estimate: estimate && { id: estimate.id, number: estimate.number },
      bills,
      lineItems,
      godownId: lines[0]?.godownId ?? null,
      returns: returns.map((r) => ({
        id: r.id,
        lineId: r.challanLineId,
        returnDate: r.returnDate,
        quantity: qtyMilliToNumber(r.qtyMilli),
        remark: r.remark,
      })),
      createdAt: c.createdAt.toISOString(),
    };
  }

  /**
   * The lines as stored, priced as a sale to the party on the challan's date would be (the
   * e-way bill's values: source-lines.ts), with the order line each delivers, and the totals.
   */
  async function computeLines(
    tx: Tx,
    me: AccessClaims,
    body: ChallanData,
    customer: { stateCode: string | null },
    edit: { id: number; stored: repo.ChallanLineRow[] } | null = null,
  ) {
    const { lines, totals } = await priceSourceLines(tx, me.companyId, {
      lineItems: body.lineItems,
      date: body.challanDate,
      isPurchase: false,
      customer,
      messages: CHALLAN_MESSAGES,
    });
    // Each line's batch, as a sale's on the challan's date (its own lines left out of the
    // stock); a kept line of the same item not naming one keeps the batch it names.
    const { choices } = await assignBatches(tx, me.companyId, {
      side: 'sale',
      date: body.challanDate,
      without: { challanId: edit?.id ?? null },
      lines: lines.map((l) => {
        const old = l.row.id === null ? undefined : edit?.stored.find((s) => s.id === l.row.id);
        const kept = old && old.itemId === l.row.itemId ? old.batchId : null;
        return {
          item: {
            id: l.row.itemId,
            name: l.row.itemName,
            specialKind: null,
            trackedByBatch: l.trackedByBatch,
          },
          lotSerialNumber: null,
          qtyMilli: l.row.qtyMilli,
          batchId: l.input.batchId ?? kept,
        };
      }),
    });
    return {
      lines: lines.map((l, i) => ({
        ...l.row,
        taxes: l.taxes,
        orderLineId: l.input.orderLineId,
        batchId: choices[i]!.batchId,
      })),
      totals,
    };
  }

  type Line = Awaited<ReturnType<typeof computeLines>>['lines'][number];

  async function checkedCustomer(tx: Tx, companyId: number, id: number) {
    const customer = await customerOf(tx, companyId, id);
    if (!customer) throw fieldError('customerId', CHALLAN_MESSAGES.customerNotFound);
    return customer;
  }

  /** The estimate and the sale order it is made from, the order of the same party. */
  async function checkedSources(tx: Tx, companyId: number, body: ChallanData) {
    let estimateId: number | null = null;
    if (body.estimateId !== null) {
      const estimate = await estimateOf(tx, companyId, body.estimateId);
      if (!estimate) throw fieldError('estimateId', CHALLAN_MESSAGES.estimateNotFound);
      estimateId = estimate.id;
    }
    let order: { id: number; number: string } | null = null;
    if (body.orderId !== null) {
      const found = await repo.saleOrderOf(tx, companyId, body.orderId);
      if (!found) throw fieldError('orderId', CHALLAN_MESSAGES.orderNotFound);
      if (found.customerId !== body.customerId)
        throw fieldError('orderId', CHALLAN_MESSAGES.orderOfOtherParty);
      order = { id: found.id, number: found.number };
    }
    return { estimateId, order };
  }

  /**
   * The order lines the challan's lines name are the company's, and of its order when it names
   * one: checked before the lines are written.
   */
  async function checkOrderLineOwners(
    tx: Tx,
    companyId: number,
    order: { id: number; number: string } | null,
    lines: Line[],
  ) {
    const named = lines.filter((l) => l.orderLineId !== null);
    if (named.length === 0) return;
    const owners = await repo.ordersOfLines(
      tx,
      companyId,
      named.map((l) => l.orderLineId!),
    );
    for (const l of named) {
      const owner = owners.get(l.orderLineId!);
      if (owner === undefined) throw badRequest(CHALLAN_MESSAGES.orderLineMissing(l.lineNo));
      if (order && owner !== order.id)
        throw badRequest(CHALLAN_MESSAGES.lineNotOfOrder(l.lineNo, order.number));
    }
  }

  /**
   * The order lines the challan's lines name, within what is pending on them (the order's
   * rule, bookkeeping/order-fulfilment.ts), after the lines are written. `before`: the lines as
   * stored before an edit.
   */
  async function checkOrderLines(
    tx: Tx,
    companyId: number,
    customerId: number,
    lines: Line[],
    before: repo.ChallanLineRow[],
  ) {
    if (lines.every((l) => l.orderLineId === null)) return;
    await checkBillAgainstOrders(
      tx,
      companyId,
      { kind: 'sale', isPurchase: false, customerId },
      lines,
      before.map((b) => ({ ...b, orderLineId: b.orderLineId })),
    );
  }

  async function audit(
    tx: Tx,
    me: AccessClaims,
    entityId: number,
    action: 'create' | 'update' | 'delete',
    change: { before?: unknown; after?: unknown },
  ) {
    await recordAudit(
      tx,
      {
        companyId: me.companyId,
        userId: me.userId,
        entity: 'challan',
        entityId,
        action,
        ...change,
      },
      ctx.now(),
    );
  }

  /** The challan locked, its version checked against the one the edit is based on. */
  async function lockedFresh(tx: Tx, me: AccessClaims, id: number, version: number | null) {
    const before = await repo.findChallan(tx, me.companyId, id, true);
    if (!before) throw notFound(CHALLAN_MESSAGES.notFound);
    await refuseStale(tx, me.companyId, before, version, CHALLAN_MESSAGES.changedSince);
    return before;
  }

  return {
    async list(me: AccessClaims, query: ChallanListQuery) {
      const { rows, total } = await repo.listChallans(ctx.db, me.companyId, query);
      return {
        items: rows.map((r) => ({
          id: r.id,
          number: r.number,
          challanDate: r.challanDate,
          customerId: r.customerId,
          customerName: r.customerName,
          reason: r.reason as ChallanReason,
          amount: paiseToRupees(r.amountPaise),
          pendingAmount: paiseToRupees(r.closed ? 0 : r.pendingPaise),
          status: challanStatusOf(r),
        })),
        total,
        skip: query.skip,
        take: query.take,
      };
    },

    get: (me: AccessClaims, id: number) => view(ctx.db, me.companyId, id),

    async create(me: AccessClaims, body: ChallanData) {
      const id = await ctx.db.transaction(async (tx) => {
        await plans.assertCanWrite(tx, me.companyId, 'new-document');
        const customer = await checkedCustomer(tx, me.companyId, body.customerId);
        const { estimateId, order } = await checkedSources(tx, me.companyId, body);
        const { lines, totals } = await computeLines(tx, me, body, customer);
        await checkOrderLineOwners(tx, me.companyId, order, lines);
        const godownId = await godownForMovement(tx, me.companyId, body.godownId);
        const { number } = await allocateNumber(
          tx,
          me.companyId,
          'delivery_challan',
          body.challanDate,
          async (n) => !(await seriesNumberTaken(tx, me.companyId, 'delivery_challan', n)),
        );
        const now = ctx.now();
        const challan = await repo.insertChallan(tx, {
          companyId: me.companyId,
          number,
          challanDate: body.challanDate,
          customerId: customer.id,
          reason: body.reason,
          reasonRemark: body.reasonRemark,
          remark: body.remark,
          ...totals,
          orderId: order?.id ?? null,
          estimateId,
          createdBy: me.userId,
          createdAt: now,
          updatedBy: me.userId,
          updatedAt: now,
        });
        await repo.insertLines(
          tx,
          lines.map(({ id: _id, ...l }) => ({
            ...l,
            godownId,
            companyId: me.companyId,
            challanId: challan.id,
          })),
        );
        await checkOrderLines(tx, me.companyId, customer.id, lines, []);
        await audit(tx, me, challan.id, 'create', { after: { challan, lines } });
        return challan.id;
      });
      return view(ctx.db, me.companyId, id);
    },

    async update(me: AccessClaims, id: number, body: ChallanData) {
      await ctx.db.transaction(async (tx) => {
        await plans.assertCanWrite(tx, me.companyId, 'change');
        const before = await lockedFresh(tx, me, id, body.version);
        const stored = await repo.linesOf(tx, me.companyId, id);
        const settled = await settledOfChallanLines(tx, me.companyId, [id]);
        const doneOf = (lineId: number) => {
          const s = settled.get(lineId);
          return s ? s.billed + s.returned : 0;
        };
        const customer = await checkedCustomer(tx, me.companyId, body.customerId);
        if (stored.some((s) => doneOf(s.id) > 0) && customer.id !== before.customerId)
          throw fieldError('customerId', CHALLAN_MESSAGES.partyOfSettled);
        // The sources are the challan's own: an edit keeps the order and estimate it came from.
        const { order } = await checkedSources(tx, me.companyId, {
          ...body,
          orderId: before.orderId,
          estimateId: null,
        });
        const { lines, totals } = await computeLines(tx, me, body, customer, { id, stored });
        await checkOrderLineOwners(tx, me.companyId, order, lines);
        const kept = new Set<number>();
        for (const l of lines) {
          if (l.id === null) continue;
          const old = stored.find((s) => s.id === l.id);
          if (!old) throw badRequest(CHALLAN_MESSAGES.lineNotOfChallan(l.lineNo));
          kept.add(l.id);
          const done = doneOf(l.id);
          // Billed or returned goods are of its batch: neither item nor batch may change.
          if (done > 0 && (old.itemId !== l.itemId || old.batchId !== l.batchId))
            throw badRequest(CHALLAN_MESSAGES.settledLineRemoved(old.itemName));
          if (l.qtyMilli < done)
            throw fieldError(
              `lineItems.${l.lineNo - 1}.quantity`,
              CHALLAN_MESSAGES.belowSettled(
                old.itemName,
                `${qtyMilliToNumber(done)} ${old.unitName}`,
              ),
            );
        }
        const removed = stored.filter((s) => !kept.has(s.id));
        for (const r of removed)
          if (doneOf(r.id) > 0) throw badRequest(CHALLAN_MESSAGES.settledLineRemoved(r.itemName));
        const godownId = await godownForMovement(tx, me.companyId, body.godownId);
        const now = ctx.now();
        await repo.deleteLines(
          tx,
          me.companyId,
          removed.map((r) => r.id),
        );
        for (const l of lines) {
          const { id: lineId, ...row } = l;
          if (lineId !== null)
            await repo.updateLine(tx, me.companyId, lineId, { ...row, godownId });
        }
        await repo.insertLines(
          tx,
          lines
            .filter((l) => l.id === null)
            .map(({ id: _id, ...l }) => ({
              ...l,
              godownId,
              companyId: me.companyId,
              challanId: id,
            })),
        );
        await checkOrderLines(tx, me.companyId, customer.id, lines, stored);
        const after = await repo.updateChallan(tx, me.companyId, id, {
          customerId: customer.id,
          challanDate: body.challanDate,
          reason: body.reason,
          reasonRemark: body.reasonRemark,
          remark: body.remark,
          ...totals,
          version: before.version + 1,
          updatedBy: me.userId,
          updatedAt: now,
        });
        await audit(tx, me, id, 'update', {
          before: { challan: before, lines: stored },
          after: { challan: after, lines },
        });
      });
      return view(ctx.db, me.companyId, id);
    },

    async remove(me: AccessClaims, id: number, version: number | null) {
      await ctx.db.transaction(async (tx) => {
        await plans.assertCanWrite(tx, me.companyId, 'change');
        const before = await lockedFresh(tx, me, id, version);
        const bills = (await billsOfChallans(tx, me.companyId, [id])).get(id) ?? [];
        if (bills.length > 0)
          throw conflict(
            CHALLAN_MESSAGES.billed(
              before.number,
              bills.map((b) => b.number ?? `#${b.id}`).join(', '),
            ),
          );
        const lines = await repo.linesOf(tx, me.companyId, id);
        const returns = await repo.returnsOf(tx, me.companyId, id);
        // Its lines and returns go with it (cascade): the stock they moved comes back.
        await repo.deleteChallan(tx, me.companyId, id);
        await audit(tx, me, id, 'delete', { before: { challan: before, lines, returns } });
      });
    },

    /** Closes the challan (nothing more is billed or expected back on it), or reopens it. */
    async setClosed(me: AccessClaims, id: number, closed: boolean, version: number | null) {
      await ctx.db.transaction(async (tx) => {
        await plans.assertCanWrite(tx, me.companyId, 'change');
        const before = await lockedFresh(tx, me, id, version);
        const now = ctx.now();
        const after = await repo.updateChallan(tx, me.companyId, id, {
          closedAt: closed ? (before.closedAt ?? now) : null,
          closedBy: closed ? me.userId : null,
          version: before.version + 1,
          updatedBy: me.userId,
          updatedAt: now,
        });
        await audit(tx, me, id, 'update', {
          before: { closedAt: before.closedAt },
          after: { closedAt: after.closedAt },
        });
      });
      return view(ctx.db, me.companyId, id);
    },

    /** Goods of one line came back on a date: stock comes in, the line is settled by them. */
    async recordReturn(
      me: AccessClaims,
      id: number,
      body: Omit<ChallanReturnInput, 'version' | 'quantity'> & {
        quantity: number;
        version: number | null;
      },
    ) {
      await ctx.db.transaction(async (tx) => {
        await plans.assertCanWrite(tx, me.companyId, 'change');
        const before = await lockedFresh(tx, me, id, body.version);
        if (before.closedAt !== null) throw conflict(CHALLAN_MESSAGES.closed(before.number));
        if (body.returnDate < before.challanDate)
          throw fieldError('returnDate', CHALLAN_MESSAGES.returnBeforeChallan);
        const line = (await repo.linesOf(tx, me.companyId, id)).find((l) => l.id === body.lineId);
        if (!line) throw fieldError('lineId', CHALLAN_MESSAGES.lineNotOfChallan(0));
        const s = (await settledOfChallanLines(tx, me.companyId, [id])).get(line.id);
        const pending = line.qtyMilli - (s ? s.billed + s.returned : 0);
        const qtyMilli = toQtyMilli(body.quantity);
        if (qtyMilli > pending)
          throw fieldError(
            'quantity',
            CHALLAN_MESSAGES.overReturn(
              line.itemName,
              String(qtyMilliToNumber(Math.max(pending, 0))),
              line.unitName,
            ),
          );
        const now = ctx.now();
        const written = await repo.insertReturn(tx, {
          companyId: me.companyId,
          challanId: id,
          challanLineId: line.id,
          itemId: line.itemId,
          returnDate: body.returnDate,
          qtyMilli,
          remark: body.remark ?? null,
          // The goods come back into the godown they left.
          godownId: line.godownId,
          createdBy: me.userId,
          createdAt: now,
        });
        await repo.updateChallan(tx, me.companyId, id, {
          version: before.version + 1,
          updatedBy: me.userId,
          updatedAt: now,
        });
        await audit(tx, me, id, 'update', { after: { returned: written } });
      });
      return view(ctx.db, me.companyId, id);
    },

    /**
     * A record of goods returned undone (recorded by mistake): the goods count as still with
     * the party (pending again) and the stock it brought in, into its batch, goes back out.
     * Refused on a closed challan, as recording one is (reopen it first).
     */
    async removeReturn(me: AccessClaims, id: number, returnId: number, version: number | null) {
      await ctx.db.transaction(async (tx) => {
        await plans.assertCanWrite(tx, me.companyId, 'change');
        const before = await lockedFresh(tx, me, id, version);
        const returned = (await repo.returnsOf(tx, me.companyId, id)).find(
          (r) => r.id === returnId,
        );
        if (!returned) throw notFound(CHALLAN_MESSAGES.returnNotFound);
        if (before.closedAt !== null) throw conflict(CHALLAN_MESSAGES.closedUndo(before.number));
        await repo.deleteReturn(tx, me.companyId, returnId);
        const now = ctx.now();
        await repo.updateChallan(tx, me.companyId, id, {
          version: before.version + 1,
          updatedBy: me.userId,
          updatedAt: now,
        });
        await audit(tx, me, id, 'update', { before: { returned } });
      });
      return view(ctx.db, me.companyId, id);
    },

    /**
     * The e-way bill portal's JSON of the challan (the bill's builder, ewaybill-json.ts), with
     * document type CHL and the sub-type of its reason; the transport as given. A challan the
     * portal would refuse answers 422 with every problem.
     */
    async eWayBillJson(me: AccessClaims, id: number, transport: TransportBody) {
      const challan = await repo.findChallan(ctx.db, me.companyId, id);
      if (!challan) throw notFound(CHALLAN_MESSAGES.notFound);
      const lines = await repo.linesOf(ctx.db, me.companyId, id);
      const customer = await customerOf(ctx.db, me.companyId, challan.customerId);
      const company = await companyProfile(ctx.db, me.companyId);
      const units = await unitCodes(
        ctx.db,
        me.companyId,
        lines.map((l) => l.unitId),
      );
      const { bill, problems } = buildEWayBill({
        view: challanAsBill(challan, lines, customer!, company.stateCode),
        company,
        transport: transportRow(me.companyId, transport, ctx.now()),
        units,
        today: todayInIndia(ctx.now()),
        codes: challanCodes(challan.reason, challan.reasonRemark),
      });
      if (problems.length) throw unprocessable(problems[0]!, problems);
      return {
        fileName: `ewaybill-${fileSafe(challan.number)}.json`,
        body: { version: EWAY_BILL_JSON_VERSION, billLists: [bill] },
      };
    },
  };
}
