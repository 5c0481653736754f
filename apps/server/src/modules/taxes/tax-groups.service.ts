// Tax groups and their ordered taxes (Admin or Manager). Priorities are kept as 1..n: the
// order is what the tax engine uses (a compound tax sees the taxes before it).
import { groupEndedOn } from '@hisaab/shared/gst/ended-taxes';
import { formatDate, todayInIndia } from '@hisaab/shared/format';
import type {
  GroupItemsMovedReply,
  GroupTaxReply,
  TaxGroupDeletedReply,
  TaxGroupReply,
} from '@hisaab/shared/replies/taxes';
import type { AppContext } from '../../platform/app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import { CHANGED_SINCE, refuseStale } from '../../platform/versions.ts';
import { recordAudit } from '../../bookkeeping/audit-trail.ts';
import * as repo from './tax-groups.repo.ts';
import * as taxRepo from './taxes.repo.ts';
import { TAX_MESSAGES } from './taxes.service.ts';
import { percentToRateBp, toGroupTaxView } from './tax-view.ts';
import { msg, tk, type Raised } from '@hisaab/shared/i18n/messages';

export const GROUP_MESSAGES = {
  notFound: tk('Tax group not found.'),
  nameTaken: tk('A tax group with this name already exists.'),
  alreadyInGroup: tk('This tax is already in the group.'),
  notInGroup: tk('This tax is not in the group.'),
  reorderMismatch: tk('The new order must list each tax of the group exactly once.'),
  moveToSame: (name: string) =>
    msg('Nothing to move: the items are in {{name}} already.', { name }),
  targetEnded: (name: string, endedOn: string) =>
    msg('{{name}} ended on {{endedOn}}. Choose a group in force.', {
      name,
      endedOn: formatDate(endedOn),
    }),
  moved: (n: number, from: string, to: string) =>
    n === 1
      ? msg('1 item moved from {{from}} to {{to}}.', { from, to })
      : msg('{{n}} items moved from {{from}} to {{to}}.', { n, from, to }),
  rateNameTaken: (name: string) =>
    msg(
      'A tax group named {{name}} exists already with other taxes: pick it from the list, or change it in Settings, Tax Groups.',
      { name },
    ),
  deleted: (n: number) =>
    n === 0
      ? tk('Tax group deleted.')
      : n === 1
        ? tk('Tax group deleted. 1 item is now without a tax group.')
        : msg('Tax group deleted. {{n}} items are now without a tax group.', { n }),
} as const;

/** A group's tax list after a change, and the group's version it made (the reply's ETag). */
export interface GroupTaxesChanged {
  taxes: GroupTaxReply[];
  version: number;
}

/** The audit rows of items whose tax group changed (a group deleted, or its items moved). */
function itemGroupChanges(
  me: AccessClaims,
  itemIds: readonly number[],
  from: number,
  to: number | null,
) {
  return itemIds.map((itemId) => ({
    companyId: me.companyId,
    userId: me.userId,
    entity: 'item',
    entityId: itemId,
    action: 'update' as const,
    before: { taxGroupId: from },
    after: { taxGroupId: to },
  }));
}

export function taxGroupService(ctx: AppContext) {
  const audit = (
    me: AccessClaims,
    id: number,
    action: 'create' | 'update' | 'delete',
    before?: unknown,
    after?: unknown,
  ) =>
    ({
      companyId: me.companyId,
      userId: me.userId,
      entity: 'taxGroup',
      entityId: id,
      action,
      before,
      after,
    }) as const;

  async function views(
    db: DbOrTx,
    me: AccessClaims,
    groups: repo.GroupRow[],
  ): Promise<TaxGroupReply[]> {
    const [groupTaxes, itemCounts] = await Promise.all([
      repo.listGroupTaxes(
        db,
        me.companyId,
        groups.map((g) => g.id),
      ),
      repo.countItemsByGroup(db, me.companyId),
    ]);
    const today = todayInIndia(ctx.now());
    return groups.map((g) => {
      const taxes = groupTaxes.filter((t) => t.taxGroupId === g.id).map(toGroupTaxView);
      return {
        id: g.id,
        name: g.name,
        taxCount: taxes.length,
        itemCount: itemCounts.get(g.id) ?? 0,
        // Every screen that offers the group says so: "GST 12% (ended 21/09/2025)".
        endedOn: groupEndedOn(taxes, today),
        taxes,
        version: g.version,
      };
    });
  }

  async function taxIdsOf(db: DbOrTx, me: AccessClaims, groupId: number): Promise<number[]> {
    return (await repo.listGroupTaxes(db, me.companyId, [groupId])).map((t) => t.taxId);
  }

  /** Locks the group; refuses an edit based on another version than the stored one (issue 37). */
  async function lockFresh(db: DbOrTx, me: AccessClaims, id: number, asked: number | null) {
    const group = await repo.lockGroup(db, me.companyId, id);
    if (!group) throw notFound(GROUP_MESSAGES.notFound);
    await refuseStale(db, me.companyId, group, asked, CHANGED_SINCE.taxGroup);
    return group;
  }

  /**
   * Runs a change of one group's tax list under a row lock, based on the group's version
   * `asked` (null: none named), audits it, answers the new list and the group's new version.
   */
  async function changeTaxes(
    me: AccessClaims,
    groupId: number,
    asked: number | null,
    change: (current: number[], db: DbOrTx) => Promise<number[]> | number[],
  ): Promise<GroupTaxesChanged> {
    return ctx.db.transaction(async (tx) => {
      await lockFresh(tx, me, groupId, asked);
      const current = await taxIdsOf(tx, me, groupId);
      const next = await change(current, tx);
      await repo.writeGroupTaxes(tx, me.companyId, groupId, next);
      const { version } = await repo.bumpGroup(tx, me.companyId, groupId, {
        userId: me.userId,
        at: ctx.now(),
      });
      const withPriority = (ids: number[]) => ids.map((taxId, i) => ({ taxId, priority: i + 1 }));
      await recordAudit(
        tx,
        audit(
          me,
          groupId,
          'update',
          { taxes: withPriority(current) },
          { taxes: withPriority(next) },
        ),
        ctx.now(),
      );
      const taxes = (await repo.listGroupTaxes(tx, me.companyId, [groupId])).map(toGroupTaxView);
      return { taxes, version };
    });
  }

  async function requireTaxes(db: DbOrTx, me: AccessClaims, taxIds: number[]) {
    const found = await repo.existingTaxIds(db, me.companyId, taxIds);
    if (taxIds.some((id) => !found.has(id))) throw notFound(TAX_MESSAGES.notFound);
  }

  async function withUniqueName<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error))
        throw conflict(GROUP_MESSAGES.nameTaken, { name: [GROUP_MESSAGES.nameTaken] });
      throw error;
    }
  }

  async function getOne(me: AccessClaims, id: number) {
    const group = await repo.findGroup(ctx.db, me.companyId, id);
    if (!group) throw notFound(GROUP_MESSAGES.notFound);
    return (await views(ctx.db, me, [group]))[0]!;
  }

  return {
    async list(me: AccessClaims): Promise<TaxGroupReply[]> {
      return views(ctx.db, me, await repo.listGroups(ctx.db, me.companyId));
    },

    get: getOne,

    async create(me: AccessClaims, name: string): Promise<TaxGroupReply> {
      return withUniqueName(() =>
        ctx.db.transaction(async (tx) => {
          const group = await repo.insertGroup(tx, me.companyId, name);
          await recordAudit(
            tx,
            audit(me, group.id, 'create', undefined, { id: group.id, name }),
            ctx.now(),
          );
          return (await views(tx, me, [group]))[0]!;
        }),
      );
    },

    /**
     * A GST rate as one step where an item is made (issue 42): the group "GST r%" with the GST
     * tax of that rate, both made when missing (a tax of the rate in force is reused). A group of
     * that name holding just that tax is answered as it is (`created` false), never a second one;
     * one that has ended is refused with the day it ended.
     */
    async createForRate(
      me: AccessClaims,
      rate: number,
    ): Promise<{ group: TaxGroupReply; created: boolean }> {
      const name = `GST ${rate}%`;
      return withUniqueName(() =>
        ctx.db.transaction(async (tx) => {
          const now = ctx.now();
          const rateBp = percentToRateBp(rate);
          const existing = (await repo.listGroups(tx, me.companyId)).find(
            (g) => g.name.toLowerCase() === name.toLowerCase(),
          );
          if (existing) {
            const view = (await views(tx, me, [existing]))[0]!;
            const [only, ...more] = view.taxes;
            if (!only || more.length || only.taxType !== 'GST' || only.rate !== rate)
              throw conflict(GROUP_MESSAGES.rateNameTaken(existing.name));
            if (view.endedOn) throw conflict(GROUP_MESSAGES.targetEnded(view.name, view.endedOn));
            return { group: view, created: false };
          }
          const inForce = (await taxRepo.listTaxes(tx, me.companyId, todayInIndia(now))).find(
            (t) => t.taxType === 'GST' && t.rateBp === rateBp && !t.isCompound,
          );
          const tax =
            inForce ??
            (await taxRepo.insertTax(tx, me.companyId, {
              name,
              taxType: 'GST',
              rateBp,
              isCompound: false,
              effectiveFrom: null,
              effectiveTo: null,
            }));
          if (!inForce) {
            const { version: _v, updatedBy: _b, updatedAt: _a, ...kept } = tax;
            await recordAudit(
              tx,
              { ...audit(me, tax.id, 'create', undefined, kept), entity: 'tax' },
              now,
            );
          }
          const group = await repo.insertGroup(tx, me.companyId, name);
          await repo.writeGroupTaxes(tx, me.companyId, group.id, [tax.id]);
          await recordAudit(
            tx,
            audit(me, group.id, 'create', undefined, {
              ...group,
              taxes: [{ taxId: tax.id, priority: 1 }],
            }),
            now,
          );
          return { group: (await views(tx, me, [group]))[0]!, created: true };
        }),
      );
    },

    async rename(
      me: AccessClaims,
      id: number,
      name: string,
      asked: number | null = null,
    ): Promise<TaxGroupReply> {
      return withUniqueName(() =>
        ctx.db.transaction(async (tx) => {
          const before = await lockFresh(tx, me, id, asked);
          const after = await repo.renameGroup(tx, me.companyId, id, name, {
            userId: me.userId,
            at: ctx.now(),
          });
          await recordAudit(
            tx,
            audit(me, id, 'update', { id, name: before.name }, { id, name: after.name }),
            ctx.now(),
          );
          return (await views(tx, me, [after]))[0]!;
        }),
      );
    },

    /** Deletes the group; its items fall back to no tax group (each change audited). */
    async remove(
      me: AccessClaims,
      id: number,
      asked: number | null = null,
    ): Promise<Raised<TaxGroupDeletedReply>> {
      return ctx.db.transaction(async (tx) => {
        const group = await lockFresh(tx, me, id, asked);
        const taxes = (await repo.listGroupTaxes(tx, me.companyId, [id])).map((t) => ({
          taxId: t.taxId,
          priority: t.priority,
        }));
        const now = ctx.now();
        const clearedItemIds = await repo.deleteGroup(tx, me.companyId, id, {
          userId: me.userId,
          at: now,
        });
        await recordAudit(tx, audit(me, id, 'delete', { id, name: group.name, taxes }), now);
        await recordAudit(tx, itemGroupChanges(me, clearedItemIds, id, null), now);
        return {
          message: GROUP_MESSAGES.deleted(clearedItemIds.length),
          itemsWithoutGroup: clearedItemIds.length,
        };
      });
    },

    /**
     * Moves all items of a group (an ended one, typically) to a group in force, in one
     * transaction, each item's change audited. The target must exist and not have ended.
     */
    async moveItems(
      me: AccessClaims,
      fromId: number,
      toId: number,
    ): Promise<Raised<GroupItemsMovedReply>> {
      return ctx.db.transaction(async (tx) => {
        const from = await repo.lockGroup(tx, me.companyId, fromId);
        if (!from) throw notFound(GROUP_MESSAGES.notFound);
        // Already there: nothing to move (and nothing to audit).
        if (fromId === toId) return { message: GROUP_MESSAGES.moveToSame(from.name), moved: 0 };
        const to = await repo.lockGroup(tx, me.companyId, toId);
        if (!to) throw notFound(GROUP_MESSAGES.notFound);
        const now = ctx.now();
        const toTaxes = await repo.listGroupTaxes(tx, me.companyId, [toId]);
        const endedOn = groupEndedOn(toTaxes, todayInIndia(now));
        if (endedOn) {
          const message = GROUP_MESSAGES.targetEnded(to.name, endedOn);
          throw badRequest(message, { toGroupId: [message] });
        }
        const moved = await repo.moveItems(tx, me.companyId, fromId, toId, {
          userId: me.userId,
          at: now,
        });
        await recordAudit(tx, itemGroupChanges(me, moved, fromId, toId), now);
        return {
          message: GROUP_MESSAGES.moved(moved.length, from.name, to.name),
          moved: moved.length,
        };
      });
    },

    /** Replaces the group's taxes: ordered by priority, ties in the order given. */
    async replaceTaxes(
      me: AccessClaims,
      id: number,
      mappings: { taxId: number; priority: number }[],
      asked: number | null = null,
    ) {
      return changeTaxes(me, id, asked, async (_current, tx) => {
        const ids = mappings.map((m) => m.taxId);
        await requireTaxes(tx, me, ids);
        return mappings
          .map((m, index) => ({ ...m, index }))
          .sort((a, b) => a.priority - b.priority || a.index - b.index)
          .map((m) => m.taxId);
      });
    },

    /** Adds a tax at `priority` (default: last, i.e. count + 1); later taxes move down one. */
    async addTax(
      me: AccessClaims,
      id: number,
      taxId: number,
      priority: number | undefined,
      asked: number | null = null,
    ) {
      return changeTaxes(me, id, asked, async (current, tx) => {
        await requireTaxes(tx, me, [taxId]);
        if (current.includes(taxId)) throw conflict(GROUP_MESSAGES.alreadyInGroup);
        const at = Math.min(Math.max((priority ?? current.length + 1) - 1, 0), current.length);
        return [...current.slice(0, at), taxId, ...current.slice(at)];
      });
    },

    async removeTax(me: AccessClaims, id: number, taxId: number, asked: number | null = null) {
      return changeTaxes(me, id, asked, (current) => {
        if (!current.includes(taxId)) throw notFound(GROUP_MESSAGES.notInGroup);
        return current.filter((t) => t !== taxId);
      });
    },

    async reorder(
      me: AccessClaims,
      id: number,
      taxIdsInOrder: number[],
      asked: number | null = null,
    ) {
      return changeTaxes(me, id, asked, (current) => {
        const same =
          taxIdsInOrder.length === current.length &&
          new Set([...current, ...taxIdsInOrder]).size === current.length;
        if (!same)
          throw badRequest(GROUP_MESSAGES.reorderMismatch, {
            taxGroupTaxIdsInOrder: [GROUP_MESSAGES.reorderMismatch],
          });
        return taxIdsInOrder;
      });
    },
  };
}
