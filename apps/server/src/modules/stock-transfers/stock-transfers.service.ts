// Stock transfers (issue 40 part 3): goods moved from one godown to another on a date, with
// their own series (ST-{0000}). A transfer posts no ledger and no GST and leaves the item's
// total stock and its value as they were: its lines only move item_godown_stock (the trigger of
// migration 0054). A transfer may not take out of a godown more than the godown holds now
// (the maintained stock, with what this transfer already moved out of it given back on an
// edit): goods that are not there cannot be carried. Edits carry the version (409 when stale).
import { msg, tk } from '@hisaab/shared/i18n/messages';
import { qtyMilliToNumber, toQtyMilli } from '@hisaab/shared/money';
import type { StockTransferData } from '@hisaab/shared/schemas/godown';
import type { StockTransferListReply, StockTransferReply } from '@hisaab/shared/replies/godowns';
import type { AppContext } from '../../platform/app-context.ts';
import type { Tx } from '../../db/client.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import { nextVersion, refuseStale } from '../../platform/versions.ts';
import { recordAudit } from '../../bookkeeping/audit-trail.ts';
import { stockTransfers } from '../../db/schema.ts';
import { planGuard } from '../plans/index.ts';
import { allocateNumber, seriesNumberTaken } from '../transactions/index.ts';
import { findGodown, stockInGodown } from '../godowns/index.ts';
import * as repo from './stock-transfers.repo.ts';

export const TRANSFER_MESSAGES = {
  notFound: tk('Stock transfer not found.'),
  godownNotFound: tk('The godown chosen was not found.'),
  itemMissing: (line: number) =>
    msg('Line {{line}}: the item was not found.', { line: String(line) }),
  notGoods: (line: number, item: string) =>
    msg('Line {{line}}: {{item}} holds no stock and cannot be moved.', {
      line: String(line),
      item,
    }),
  batchMissing: (line: number, item: string) =>
    msg('Line {{line}}: choose the batch of {{item}} that moves.', { line: String(line), item }),
  short: (item: string, stock: string, unit: string, godown: string) =>
    msg('Only {{stock}} {{unit}} of {{item}} is in {{godown}}: no more can be moved out of it.', {
      item,
      stock,
      unit,
      godown,
    }),
  changedSince: (who: string, when: string) =>
    msg(
      'This stock transfer was changed by {{who}} on {{when}}, after you opened it. Reload it to see their changes, then make yours again.',
      { who, when },
    ),
} as const;

export function stockTransferService(ctx: AppContext) {
  const plans = planGuard(ctx);

  async function view(tx: Tx, companyId: number, id: number): Promise<StockTransferReply> {
    const t = (await repo.findTransfer(tx, companyId, id))!;
    const [lines, names] = await Promise.all([
      repo.linesOf(tx, companyId, id),
      repo.godownNames(tx, companyId),
    ]);
    return {
      id: t.id,
      number: t.number,
      transferDate: t.transferDate,
      fromGodownId: t.fromGodownId,
      fromGodownName: names.get(t.fromGodownId) ?? '',
      toGodownId: t.toGodownId,
      toGodownName: names.get(t.toGodownId) ?? '',
      remark: t.remark,
      version: t.version,
      lineItems: lines.map((l) => ({
        id: l.id,
        itemId: l.itemId,
        itemName: l.itemName,
        unitName: l.unitName,
        quantity: qtyMilliToNumber(l.qtyMilli),
        batchId: l.batchId,
      })),
    };
  }

  /** The lines as stored, checked: the company's goods items, a batch where one is kept. */
  async function resolve(tx: Tx, me: AccessClaims, body: StockTransferData) {
    const from = await findGodown(tx, me.companyId, body.fromGodownId);
    const to = await findGodown(tx, me.companyId, body.toGodownId);
    if (!from)
      throw badRequest(TRANSFER_MESSAGES.godownNotFound, {
        fromGodownId: [TRANSFER_MESSAGES.godownNotFound],
      });
    if (!to)
      throw badRequest(TRANSFER_MESSAGES.godownNotFound, {
        toGodownId: [TRANSFER_MESSAGES.godownNotFound],
      });
    const found = new Map(
      (
        await repo.itemsFor(
          tx,
          me.companyId,
          body.lineItems.map((l) => l.itemId),
        )
      ).map((i) => [i.id, i]),
    );
    const batches = new Map(
      (
        await repo.batchesFor(
          tx,
          me.companyId,
          body.lineItems.flatMap((l) => (l.batchId ? [l.batchId] : [])),
        )
      ).map((b) => [b.id, b]),
    );
    const lines = body.lineItems.map((l, i) => {
      const item = found.get(l.itemId);
      if (!item) throw badRequest(TRANSFER_MESSAGES.itemMissing(i + 1));
      if (item.specialKind) throw badRequest(TRANSFER_MESSAGES.notGoods(i + 1, item.name));
      const batch = l.batchId ? batches.get(l.batchId) : undefined;
      if (l.batchId && (!batch || batch.itemId !== item.id))
        throw badRequest(TRANSFER_MESSAGES.batchMissing(i + 1, item.name));
      if (item.trackedByBatch && !batch)
        throw badRequest(TRANSFER_MESSAGES.batchMissing(i + 1, item.name));
      return {
        lineNo: i + 1,
        itemId: item.id,
        itemName: item.name,
        unitName: item.unitName,
        qtyMilli: toQtyMilli(l.quantity),
        batchId: batch?.id ?? null,
        fromGodownId: from.id,
        toGodownId: to.id,
      };
    });
    return { from, to, lines };
  }

  /** Refuses taking out of the from-godown more than it holds (`given`: this transfer's own). */
  async function refuseShort(
    tx: Tx,
    me: AccessClaims,
    from: { id: number; name: string },
    lines: { itemId: number; itemName: string; unitName: string; qtyMilli: number }[],
    given: Map<number, number>,
  ) {
    const wanted = new Map<number, number>();
    for (const l of lines) wanted.set(l.itemId, (wanted.get(l.itemId) ?? 0) + l.qtyMilli);
    const stock = await stockInGodown(tx, me.companyId, from.id, [...wanted.keys()]);
    for (const l of lines) {
      const has = (stock.get(l.itemId) ?? 0) + (given.get(l.itemId) ?? 0);
      if (wanted.get(l.itemId)! > has)
        throw badRequest(
          TRANSFER_MESSAGES.short(
            l.itemName,
            String(qtyMilliToNumber(Math.max(has, 0))),
            l.unitName,
            from.name,
          ),
        );
    }
  }

  async function locked(tx: Tx, me: AccessClaims, id: number, version: number | null) {
    const before = await repo.findTransfer(tx, me.companyId, id, true);
    if (!before) throw notFound(TRANSFER_MESSAGES.notFound);
    await refuseStale(tx, me.companyId, before, version, TRANSFER_MESSAGES.changedSince);
    return before;
  }

  const audited = (t: repo.TransferRow, lines: { itemId: number; qtyMilli: number }[]) => ({
    number: t.number,
    transferDate: t.transferDate,
    fromGodownId: t.fromGodownId,
    toGodownId: t.toGodownId,
    lines: lines.map((l) => ({ itemId: l.itemId, qtyMilli: l.qtyMilli })),
  });

  return {
    async list(
      me: AccessClaims,
      page: { skip: number; take: number },
    ): Promise<StockTransferListReply> {
      const { rows, total } = await repo.listTransfers(ctx.db, me.companyId, page);
      return { items: rows, total };
    },

    async get(me: AccessClaims, id: number): Promise<StockTransferReply> {
      return ctx.db.transaction(async (tx) => {
        if (!(await repo.findTransfer(tx, me.companyId, id)))
          throw notFound(TRANSFER_MESSAGES.notFound);
        return view(tx, me.companyId, id);
      });
    },

    async create(me: AccessClaims, body: StockTransferData): Promise<StockTransferReply> {
      return ctx.db.transaction(async (tx) => {
        await plans.assertCanWrite(tx, me.companyId, 'new-document');
        const { from, lines } = await resolve(tx, me, body);
        await refuseShort(tx, me, from, lines, new Map());
        const { number } = await allocateNumber(
          tx,
          me.companyId,
          'stock_transfer',
          body.transferDate,
          async (n) => !(await seriesNumberTaken(tx, me.companyId, 'stock_transfer', n)),
        );
        const now = ctx.now();
        const t = await repo.insertTransfer(tx, {
          companyId: me.companyId,
          number,
          transferDate: body.transferDate,
          fromGodownId: body.fromGodownId,
          toGodownId: body.toGodownId,
          remark: body.remark,
          createdBy: me.userId,
          updatedBy: me.userId,
          createdAt: now,
          updatedAt: now,
        });
        await repo.replaceLines(tx, me.companyId, t.id, lines);
        await recordAudit(
          tx,
          {
            companyId: me.companyId,
            userId: me.userId,
            entity: 'stock_transfer',
            entityId: t.id,
            action: 'create',
            after: audited(t, lines),
          },
          now,
        );
        return view(tx, me.companyId, t.id);
      });
    },

    async update(
      me: AccessClaims,
      id: number,
      body: StockTransferData & { version: number | null },
    ): Promise<StockTransferReply> {
      return ctx.db.transaction(async (tx) => {
        await plans.assertCanWrite(tx, me.companyId, 'change');
        const before = await locked(tx, me, id, body.version);
        const beforeLines = await repo.linesOf(tx, me.companyId, id);
        const { from, lines } = await resolve(tx, me, body);
        // What this transfer took out of the godown it now leaves comes back before the check;
        // what it brought into that godown goes out with the edit.
        const given = new Map<number, number>();
        for (const l of beforeLines) {
          const back =
            (l.fromGodownId === from.id ? l.qtyMilli : 0) -
            (l.toGodownId === from.id ? l.qtyMilli : 0);
          given.set(l.itemId, (given.get(l.itemId) ?? 0) + back);
        }
        await refuseShort(tx, me, from, lines, given);
        const now = ctx.now();
        const after = await repo.updateTransfer(tx, me.companyId, id, {
          transferDate: body.transferDate,
          fromGodownId: body.fromGodownId,
          toGodownId: body.toGodownId,
          remark: body.remark,
          ...nextVersion(stockTransfers.version, me.userId, now),
        });
        await repo.replaceLines(tx, me.companyId, id, lines);
        await recordAudit(
          tx,
          {
            companyId: me.companyId,
            userId: me.userId,
            entity: 'stock_transfer',
            entityId: id,
            action: 'update',
            before: audited(before, beforeLines),
            after: audited(after, lines),
          },
          now,
        );
        return view(tx, me.companyId, id);
      });
    },

    async remove(me: AccessClaims, id: number, version: number | null): Promise<void> {
      await ctx.db.transaction(async (tx) => {
        await plans.assertCanWrite(tx, me.companyId, 'change');
        const before = await locked(tx, me, id, version);
        const beforeLines = await repo.linesOf(tx, me.companyId, id);
        await repo.deleteTransfer(tx, me.companyId, id);
        await recordAudit(
          tx,
          {
            companyId: me.companyId,
            userId: me.userId,
            entity: 'stock_transfer',
            entityId: id,
            action: 'delete',
            before: audited(before, beforeLines),
          },
          ctx.now(),
        );
      });
    },
  };
}
