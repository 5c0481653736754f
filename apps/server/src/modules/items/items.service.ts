// Items (Admin or Manager). Rates are tax-inclusive; the three special items are locked.
import { ITEM_VALIDATION } from '@hisaab/shared/validation-messages';
import type { ItemData } from '@hisaab/shared/schemas/item';
import type { ItemReply } from '@hisaab/shared/replies/items';
import { todayInIndia } from '@hisaab/shared/format';
import { MoneyError, toPaise } from '@hisaab/shared/money';
import type { AppContext } from '../../platform/app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { conflict, fieldError, notFound } from '../../platform/errors.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import { CHANGED_SINCE, refuseStale } from '../../platform/versions.ts';
import { recordAudit } from '../../bookkeeping/audit-trail.ts';
import { findUnit, findOrCreateUnit } from '../units/index.ts';
import { findGroup, listGroupTaxes, GROUP_MESSAGES } from '../taxes/index.ts';
import * as repo from './items.repo.ts';
import { toItemViews } from './item-view.ts';
import { tk } from '@hisaab/shared/i18n/messages';

export const ITEM_MESSAGES = {
  notFound: tk('Item not found.'),
  nameTaken: tk('An item with this name already exists.'),
  unitRequired: tk('Please select a unit.'),
  unitNotFound: tk('Unit not found.'),
  specialLocked: ITEM_VALIDATION.specialNotEditable,
} as const;

/**
 * On update, an absent taxGroupId keeps the item's group (the items form does not send it);
 * `version` is the one the edit is based on (body or If-Match), null when none is named.
 */
export type ItemUpdate = Omit<ItemData, 'taxGroupId' | 'version'> & {
  taxGroupId?: number | null;
  version?: number | null;
};

const AMOUNT = /^\d+(\.\d{1,2})?$/;

/** The search as an amount in paise; a number too large to be a rate matches none. */
function searchedPaise(text: string): number | null {
  if (!AMOUNT.test(text)) return null;
  try {
    return toPaise(text);
  } catch (error) {
    if (error instanceof MoneyError) return null;
    throw error;
  }
}

export function itemService(ctx: AppContext) {
  async function viewsOf(
    db: DbOrTx,
    me: AccessClaims,
    rows: repo.ItemRow[],
    allItems: boolean,
  ): Promise<ItemReply[]> {
    const groupIds = [
      ...new Set(rows.flatMap((r) => (r.taxGroupId === null ? [] : [r.taxGroupId]))),
    ];
    const [groupTaxes, stock] = await Promise.all([
      listGroupTaxes(db, me.companyId, groupIds),
      repo.stockByItem(db, me.companyId, allItems ? null : rows.map((r) => r.id)),
    ]);
    return toItemViews(rows, groupTaxes, stock, todayInIndia(ctx.now()));
  }

  async function viewOf(db: DbOrTx, me: AccessClaims, id: number): Promise<ItemReply> {
    const row = await repo.findItem(db, me.companyId, id);
    if (!row) throw notFound(ITEM_MESSAGES.notFound);
    return (await viewsOf(db, me, [row], false))[0]!;
  }

  async function resolveUnit(
    tx: DbOrTx,
    me: AccessClaims,
    data: Pick<ItemData, 'unitId' | 'unitName'>,
  ): Promise<number> {
    if (data.unitId !== null) {
      if (!(await findUnit(tx, me.companyId, data.unitId)))
        throw notFound(ITEM_MESSAGES.unitNotFound);
      return data.unitId;
    }
    // A unit typed into the autocomplete ('Add a new entry') arrives by name.
    if (data.unitName !== null)
      return (await findOrCreateUnit(tx, me, data.unitName, ctx.now())).unit.id;
    throw fieldError('unitId', ITEM_MESSAGES.unitRequired);
  }

  async function requireGroup(
    tx: DbOrTx,
    me: AccessClaims,
    groupId: number | null | undefined,
  ): Promise<void> {
    if (groupId && !(await findGroup(tx, me.companyId, groupId)))
      throw notFound(GROUP_MESSAGES.notFound);
  }

  async function withUniqueName<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error))
        throw conflict(ITEM_MESSAGES.nameTaken, { name: [ITEM_MESSAGES.nameTaken] });
      throw error;
    }
  }

  const audit = (
    me: AccessClaims,
    id: number,
    action: 'create' | 'update',
    before: unknown,
    after: unknown,
  ) =>
    ({
      companyId: me.companyId,
      userId: me.userId,
      entity: 'item',
      entityId: id,
      action,
      before,
      after,
    }) as const;

  return {
    async list(me: AccessClaims, searchRaw: string | undefined): Promise<ItemReply[]> {
      const text = (searchRaw ?? '').trim();
      const search = text ? { text, ratePaise: searchedPaise(text) } : null;
      const rows = await repo.listItems(ctx.db, me.companyId, search);
      return viewsOf(ctx.db, me, rows, search === null);
    },

    get: (me: AccessClaims, id: number): Promise<ItemReply> => viewOf(ctx.db, me, id),

    async create(me: AccessClaims, data: ItemData): Promise<ItemReply> {
      return withUniqueName(() =>
        ctx.db.transaction(async (tx) => {
          const values: repo.ItemValues = {
            name: data.name,
            unitId: await resolveUnit(tx, me, data),
            ratePaise: toPaise(data.rate),
            buyRatePaise: toPaise(data.buyRate),
            hsnSacCode: data.hsnSacCode,
            taxGroupId: data.taxGroupId,
            reverseCharge: data.reverseCharge ?? false,
          };
          await requireGroup(tx, me, values.taxGroupId);
          const id = await repo.insertItem(tx, me.companyId, values);
          await recordAudit(tx, audit(me, id, 'create', null, values), ctx.now());
          return viewOf(tx, me, id);
        }),
      );
    },

    async update(me: AccessClaims, id: number, data: ItemUpdate): Promise<ItemReply> {
      return withUniqueName(() =>
        ctx.db.transaction(async (tx) => {
          const stored = await repo.lockItem(tx, me.companyId, id);
          if (!stored) throw notFound(ITEM_MESSAGES.notFound);
          await refuseStale(tx, me.companyId, stored, data.version ?? null, CHANGED_SINCE.item);
          const before = (await repo.findItem(tx, me.companyId, id))!;
          if (before.specialKind !== null) throw conflict(ITEM_MESSAGES.specialLocked);
          const values: repo.ItemValues = {
            name: data.name,
            unitId: await resolveUnit(tx, me, data),
            ratePaise: toPaise(data.rate),
            buyRatePaise: toPaise(data.buyRate),
            hsnSacCode: data.hsnSacCode,
            taxGroupId: data.taxGroupId === undefined ? before.taxGroupId : data.taxGroupId,
            reverseCharge: data.reverseCharge ?? before.reverseCharge,
          };
          await requireGroup(tx, me, values.taxGroupId);
          await repo.updateItem(tx, me.companyId, id, values, { userId: me.userId, at: ctx.now() });
          const {
            unitName: _u,
            taxGroupName: _g,
            specialKind: _s,
            id: _id,
            version: _v,
            ...old
          } = before;
          await recordAudit(tx, audit(me, id, 'update', old, values), ctx.now());
          return viewOf(tx, me, id);
        }),
      );
    },

    /** PUT taxes/items/{itemId}/group/{groupId}: null takes the item out of any group. */
    /** `asked`: the item's version an If-Match names (issue 37); null: taken as before. */
    async setTaxGroup(
      me: AccessClaims,
      itemId: number,
      groupId: number | null,
      asked: number | null = null,
    ): Promise<ItemReply> {
      return ctx.db.transaction(async (tx) => {
        const stored = await repo.lockItem(tx, me.companyId, itemId);
        if (!stored) throw notFound(ITEM_MESSAGES.notFound);
        await refuseStale(tx, me.companyId, stored, asked, CHANGED_SINCE.item);
        const before = (await repo.findItem(tx, me.companyId, itemId))!;
        if (before.specialKind !== null) throw conflict(ITEM_MESSAGES.specialLocked);
        await requireGroup(tx, me, groupId);
        if (before.taxGroupId !== groupId) {
          // One field, set from the map-items screen: it names no version, but the item's goes
          // up, so an items form opened before does not silently put the old group back.
          await repo.updateItem(
            tx,
            me.companyId,
            itemId,
            { taxGroupId: groupId },
            { userId: me.userId, at: ctx.now() },
          );
          await recordAudit(
            tx,
            audit(me, itemId, 'update', { taxGroupId: before.taxGroupId }, { taxGroupId: groupId }),
            ctx.now(),
          );
        }
        return viewOf(tx, me, itemId);
      });
    },
  };
}
