// /items and /units (spec section 7 Items): the item master with rates split into base and
// tax by the server, and the units the unit field offers with their GST unit codes (UQC).
import { useQuery } from '@tanstack/react-query';
import type { ItemData } from '@hisaab/shared/schemas/item';
import { isSpecialItemName } from '@hisaab/shared/special-items';
import { api } from '../../../api/client.ts';
import { toGroupTaxes, type GroupTax } from './tax-groups.ts';
import {
  asRow,
  bool,
  idOf,
  listOf,
  num,
  numOrNull,
  str,
  strOrNull,
  type Row,
} from '../../../api/wire.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export interface Item {
  id: number;
  name: string;
  unitId: number | null;
  unitName: string;
  /** Sale rate, tax-inclusive rupees, with its base and tax parts. */
  rate: number;
  rateBaseAmount: number;
  rateTaxAmount: number;
  buyRate: number;
  buyRateBaseAmount: number;
  buyRateTaxAmount: number;
  hsnSacCode: string | null;
  taxGroupId: number | null;
  taxGroupName: string | null;
  taxes: GroupTax[];
  stock: number;
  /** Opening Balance, Round Off and Discount: never edited here. */
  locked: boolean;
}

export interface Unit {
  id: number;
  name: string;
  /** GST unit quantity code (NOS, KGS, ...) for GSTR-1, or null while none is chosen. */
  uqc: string | null;
}

function toUnit(row: Row, fallbackName = ''): Unit {
  return { id: idOf(row, 'unitId'), name: str(row.name) || fallbackName, uqc: strOrNull(row.uqc) };
}

function toItem(row: Row): Item {
  const unit = row.unit !== null && typeof row.unit === 'object' ? (row.unit as Row) : {};
  const name = str(row.name);
  return {
    id: idOf(row, 'itemId'),
    name,
    unitId: numOrNull(row.unitId ?? unit.id),
    unitName: str(row.unitName ?? unit.name),
    rate: num(row.rate),
    rateBaseAmount: num(row.rateBaseAmount, num(row.rate)),
    rateTaxAmount: num(row.rateTaxAmount),
    buyRate: num(row.buyRate),
    buyRateBaseAmount: num(row.buyRateBaseAmount, num(row.buyRate)),
    buyRateTaxAmount: num(row.buyRateTaxAmount),
    hsnSacCode: strOrNull(row.hsnSacCode),
    taxGroupId: numOrNull(row.taxGroupId) || null,
    taxGroupName: strOrNull(row.taxGroupName),
    taxes: toGroupTaxes(row.taxes ?? []),
    stock: num(row.stock),
    locked: bool(row.isSpecial) || isSpecialItemName(name),
  };
}

export const ITEMS_KEY = queryKeys.settings.items;

export function useItems() {
  return useQuery({
    queryKey: ITEMS_KEY,
    queryFn: async () => listOf(await api.get<unknown>('/items')).map(toItem),
  });
}

/** The spec's item body; moving-average fields never leave the browser (spec section 3). */
export type ItemBody = Pick<
  ItemData,
  'name' | 'unitId' | 'unitName' | 'rate' | 'buyRate' | 'hsnSacCode' | 'taxGroupId'
>;

export async function createItem(body: ItemBody): Promise<Item> {
  return toItem(asRow(await api.post<unknown>('/items', body)));
}

export async function updateItem(id: number, body: ItemBody): Promise<Item> {
  return toItem(asRow(await api.put<unknown>(`/items/${id}`, body)));
}

export const UNITS_KEY = queryKeys.settings.units;

export function useUnits() {
  return useQuery({
    queryKey: UNITS_KEY,
    queryFn: async () => listOf(await api.get<unknown>('/units')).map((row) => toUnit(row)),
  });
}

/** 'Add a new entry' in the unit field: the sync call answers the new (or same-named) unit. */
export async function createUnit(name: string): Promise<Unit> {
  return toUnit(asRow(await api.post<unknown>('/sync', { entityType: 'unit', name })), name);
}

/** The unit's GST unit code (a UQC code, or null for none). */
export async function saveUnitUqc(id: number, uqc: string | null): Promise<Unit> {
  return toUnit(asRow(await api.put<unknown>(`/units/${id}`, { uqc })));
}
