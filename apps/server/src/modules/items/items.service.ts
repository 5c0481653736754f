// Items (Admin or Manager). Rates are tax-inclusive; the three special items are locked.
import { ITEM_VALIDATION } from '@hisaab/shared/validation-messages';
import { BARCODE_MESSAGES, normalizeBarcode } from '@hisaab/shared/barcode';
import { msg } from '@hisaab/shared/i18n/messages';
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
import { type Label, renderLabels } from './item-labels-pdf.ts';
import { LABEL_MESSAGES, type ItemLabelsData } from '@hisaab/shared/schemas/item-labels';
import { translator } from '../../platform/i18n.ts';
import type { Language } from '@hisaab/shared/i18n/languages';
import { toItemViews } from './item-view.ts';
import { stockByGodown } from '../godowns/index.ts';
import { tk } from '@hisaab/shared/i18n/messages';

export const ITEM_MESSAGES = {
  notFound: tk('Item not found.'),
  nameTaken: tk('An item with this name already exists.'),
  unitRequired: tk('Please select a unit.'),
  unitNotFound: tk('Unit not found.'),
  specialLocked: ITEM_VALIDATION.specialNotEditable,
  barcodeTakenMeanwhile: tk('One of these barcodes was just given to another item.'),
} as const;

/**
 * On update, an absent taxGroupId keeps the item's group (the items form does not send it);
 * `version` is the one the edit is based on (body or If-Match), null when none is named.
 */
export type ItemUpdate = Omit<ItemData, 'taxGroupId' | 'version'> & {
  taxGroupId?: number | null;
  version?: number | null;
};

const LABEL_TITLE = tk('Barcode labels');
const MRP_WORD = tk('MRP');

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
    const ids = allItems ? null : rows.map((r) => r.id);
    const [groupTaxes, stock, barcodes, godownStock] = await Promise.all([
      listGroupTaxes(db, me.companyId, groupIds),
      repo.stockByItem(db, me.companyId, ids),
      repo.barcodesOf(db, me.companyId, ids),
      stockByGodown(db, me.companyId, ids),
    ]);
    return toItemViews(rows, groupTaxes, stock, todayInIndia(ctx.now()), barcodes, godownStock);
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
      // Two saves of one code at once: the index refuses the later (its check saw none).
      if (isUniqueViolation(error) && String(error).includes('item_barcodes'))
        throw conflict(ITEM_MESSAGES.barcodeTakenMeanwhile, {
          barcodes: [ITEM_MESSAGES.barcodeTakenMeanwhile],
        });
      if (isUniqueViolation(error))
        throw conflict(ITEM_MESSAGES.nameTaken, { name: [ITEM_MESSAGES.nameTaken] });
      throw error;
    }
  }

  /** The item's codes become `codes` unless another item has one: 409 naming that item. */
  async function setBarcodes(
    tx: DbOrTx,
    me: AccessClaims,
    itemId: number,
    codes: readonly string[],
  ): Promise<void> {
    const [taken] = await repo.barcodeOwners(tx, me.companyId, codes, itemId);
    if (taken) {
      const message = msg(BARCODE_MESSAGES.taken, { code: taken.code, item: taken.itemName });
      throw conflict(message, { barcodes: [message] });
    }
    await repo.replaceBarcodes(tx, me.companyId, itemId, codes);
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

    /** GET /api/items/by-barcode/:code: the item a scan names; 404 when none of the company's. */
    async byBarcode(me: AccessClaims, raw: string): Promise<ItemReply> {
      const code = normalizeBarcode(raw);
      const unknown = msg(BARCODE_MESSAGES.unknown, { code });
      if (code === '') throw notFound(unknown);
      const id = await repo.findItemIdByBarcode(ctx.db, me.companyId, code);
      if (id === null) throw notFound(unknown);
      return viewOf(ctx.db, me, id);
    },

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
            mrpPaise: data.mrp == null ? null : toPaise(data.mrp),
            trackedByBatch: data.trackedByBatch ?? false,
          };
          await requireGroup(tx, me, values.taxGroupId);
          const id = await repo.insertItem(tx, me.companyId, values);
          const barcodes = data.barcodes ?? [];
          await setBarcodes(tx, me, id, barcodes);
          await recordAudit(tx, audit(me, id, 'create', null, { ...values, barcodes }), ctx.now());
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
            mrpPaise:
              data.mrp === undefined
                ? before.mrpPaise
                : data.mrp === null
                  ? null
                  : toPaise(data.mrp),
            trackedByBatch: data.trackedByBatch ?? before.trackedByBatch,
          };
          await requireGroup(tx, me, values.taxGroupId);
          await repo.updateItem(tx, me.companyId, id, values, { userId: me.userId, at: ctx.now() });
          const oldCodes = (await repo.barcodesOf(tx, me.companyId, [id])).get(id) ?? [];
          const codes = data.barcodes ?? oldCodes;
          await setBarcodes(tx, me, id, codes);
          const {
            unitName: _u,
            taxGroupName: _g,
            specialKind: _s,
            id: _id,
            version: _v,
            ...old
          } = before;
          await recordAudit(
            tx,
            audit(me, id, 'update', { ...old, barcodes: oldCodes }, { ...values, barcodes: codes }),
            ctx.now(),
          );
          return viewOf(tx, me, id);
        }),
      );
    },

    /**
     * POST /api/items/labels: the chosen items' labels, each `copies` times, as a PDF; an
     * item of another company is not found, one without a barcode is refused by name.
     */
    async labels(me: AccessClaims, body: ItemLabelsData, language: Language): Promise<Buffer> {
      const ids = [...new Set(body.items.map((i) => i.itemId))];
      const [rows, codes] = await Promise.all([
        Promise.all(ids.map((id) => repo.findItem(ctx.db, me.companyId, id))),
        repo.barcodesOf(ctx.db, me.companyId, ids),
      ]);
      const byId = new Map<number, repo.ItemRow>();
      for (const row of rows) {
        if (!row) throw notFound(ITEM_MESSAGES.notFound);
        byId.set(row.id, row);
      }
      const labels: Label[] = [];
      for (const { itemId, copies } of body.items) {
        const row = byId.get(itemId)!;
        const code = codes.get(itemId)?.[0];
        if (code === undefined)
          throw fieldError('items', msg(LABEL_MESSAGES.noBarcode, { item: row.name }));
        const label = { name: row.name, pricePaise: row.ratePaise, mrpPaise: row.mrpPaise, code };
        for (let i = 0; i < copies; i++) labels.push(label);
      }
      const tr = translator(language);
      return renderLabels(labels, body.format, {
        title: tr.t(LABEL_TITLE),
        author: 'Hisaab',
        mrpWord: tr.t(MRP_WORD),
      });
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
