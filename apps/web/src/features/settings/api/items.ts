// /items and /units (spec section 7 Items): the item master with rates split into base and
// tax by the server, and the units the unit field offers with their GST unit codes (UQC).
// Rates stay in rupees here: the form edits them as typed and the row shows them as sent.
import { useQuery } from '@tanstack/react-query';
import { itemListReply, itemReply, type ItemReply } from '@hisaab/shared/replies/items';
import { unitListReply, unitReply, type UnitReply } from '@hisaab/shared/replies/units';
import type { ItemInput } from '@hisaab/shared/schemas/item';
import { isSpecialItemName } from '@hisaab/shared/special-items';
import { api } from '../../../api/client.ts';
import { parseReply } from '../../../api/reply.ts';
import { byPriority } from './tax-groups.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import type { SyncInput } from '@hisaab/shared/schemas/unit';
import type { ItemLabelsInput } from '@hisaab/shared/schemas/item-labels';
import { saveBlob } from '../../../api/download.ts';

/** An item with its group's taxes in priority order; locked: never edited here. */
export type Item = ItemReply & {
  /** Opening Balance, Round Off and Discount. */
  locked: boolean;
};

export type Unit = UnitReply;

function toItem(item: ItemReply): Item {
  return {
    ...item,
    taxes: byPriority(item.taxes),
    locked: item.isSpecial || isSpecialItemName(item.name),
  };
}

export const ITEMS_KEY = queryKeys.settings.items;

export function useItems() {
  return useQuery({
    queryKey: ITEMS_KEY,
    queryFn: async () => parseReply(itemListReply, await api.get<unknown>('/items')).map(toItem),
  });
}

/** The spec's item body; moving-average fields never leave the browser (spec section 3). */
export type ItemBody = Pick<
  ItemInput,
  | 'name'
  | 'unitId'
  | 'unitName'
  | 'rate'
  | 'buyRate'
  | 'hsnSacCode'
  | 'taxGroupId'
  | 'version'
  | 'mrp'
  | 'barcodes'
  | 'trackedByBatch'
>;

export async function createItem(body: ItemBody): Promise<Item> {
  return toItem(parseReply(itemReply, await api.post<unknown>('/items', body)));
}

export async function updateItem(id: number, body: ItemBody): Promise<Item> {
  return toItem(parseReply(itemReply, await api.put<unknown>(`/items/${id}`, body)));
}

export const UNITS_KEY = queryKeys.settings.units;

export function useUnits() {
  return useQuery({
    queryKey: UNITS_KEY,
    queryFn: async () => parseReply(unitListReply, await api.get<unknown>('/units')),
  });
}

/** 'Add a new entry' in the unit field: the sync call answers the new (or same-named) unit. */
export async function createUnit(name: string): Promise<Unit> {
  return parseReply(
    unitReply,
    await api.post<unknown>('/sync', { entityType: 'unit', name } satisfies SyncInput),
  );
}

/** The unit's GST unit code (a UQC code, or null for none). */
export async function saveUnitUqc(id: number, uqc: string | null): Promise<Unit> {
  return parseReply(unitReply, await api.put<unknown>(`/units/${id}`, { uqc }));
}

/** POST /items/labels: the chosen items' barcode labels as a PDF, saved as a download. */
export async function downloadLabels(body: ItemLabelsInput): Promise<void> {
  const res = await api.postFile('/items/labels', body);
  if (!res) return;
  saveBlob(await res.blob(), `labels-${body.format}.pdf`);
}
