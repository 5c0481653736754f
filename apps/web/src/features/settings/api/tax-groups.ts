// /taxes/groups (spec section 7 Taxes): groups, their taxes in priority order, and the
// item–group mapping.
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { taxGroupLabel } from '@hisaab/shared/gst/ended-taxes';
import { toTax, type Tax } from './taxes.ts';
import { asRow, idOf, listOf, num, str, type Row } from '../../../api/wire.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** A tax as it sits in a group: the tax (id = taxId) and its priority. */
export interface GroupTax extends Tax {
  priority: number;
}

export interface TaxGroup {
  id: number;
  name: string;
  taxCount: number;
  itemCount: number;
  /** The day all its taxes ended (before today), else null: offered as "GST 12% (ended …)". */
  endedOn: string | null;
  taxes: GroupTax[];
}

export function toGroupTaxes(data: unknown): GroupTax[] {
  return listOf(data)
    .map((row) => ({ ...toTax({ ...row, id: row.taxId ?? row.id }), priority: num(row.priority) }))
    .sort((a, b) => a.priority - b.priority);
}

function toGroup(row: Row): TaxGroup {
  const taxes = toGroupTaxes(row.taxes ?? []);
  return {
    id: idOf(row, 'taxGroupId'),
    name: str(row.name),
    taxCount: num(row.taxCount, taxes.length),
    itemCount: num(row.itemCount),
    endedOn: typeof row.endedOn === 'string' ? row.endedOn : null,
    taxes,
  };
}

export const GROUPS_KEY = queryKeys.settings.taxGroups;

export function useTaxGroups() {
  return useQuery({
    queryKey: GROUPS_KEY,
    queryFn: async () => listOf(await api.get<unknown>('/taxes/groups')).map(toGroup),
  });
}

export function groupTaxesKey(groupId: number) {
  return [...GROUPS_KEY, groupId, 'taxes'] as const;
}

export function useGroupTaxes(groupId: number) {
  return useQuery({
    queryKey: groupTaxesKey(groupId),
    queryFn: async () => toGroupTaxes(await api.get<unknown>(`/taxes/groups/${groupId}/taxes`)),
  });
}

export async function createGroup(name: string): Promise<TaxGroup> {
  return toGroup(asRow(await api.post<unknown>('/taxes/groups', { name })));
}

export function renameGroup(id: number, name: string) {
  return api.put<unknown>(`/taxes/groups/${id}`, { name });
}

export function deleteGroup(id: number) {
  return api.delete<unknown>(`/taxes/groups/${id}`);
}

/** Adds a tax last: its priority is the group's count plus 1 (spec sections 4 and 9). */
export async function addGroupTax(groupId: number, taxId: number, currentCount: number) {
  return toGroupTaxes(
    await api.post<unknown>(`/taxes/groups/${groupId}/taxes/add`, {
      taxId,
      priority: currentCount + 1,
    }),
  );
}

export async function removeGroupTax(groupId: number, taxId: number) {
  return toGroupTaxes(await api.delete<unknown>(`/taxes/groups/${groupId}/taxes/${taxId}`));
}

export async function reorderGroupTaxes(groupId: number, taxIdsInOrder: number[]) {
  return toGroupTaxes(
    await api.post<unknown>(`/taxes/groups/${groupId}/taxes/reorder`, {
      taxGroupTaxIdsInOrder: taxIdsInOrder,
    }),
  );
}

/** Moves every item of a group (an ended one) to another group in one step; audited. */
export async function moveGroupItems(fromId: number, toGroupId: number): Promise<string> {
  const reply = asRow(await api.post<unknown>(`/taxes/groups/${fromId}/move-items`, { toGroupId }));
  return str(reply.message);
}

/** The group as every list offers it: "GST 12% (ended 21/09/2025)" once it has ended. */
export const groupLabel = (g: Pick<TaxGroup, 'name' | 'endedOn'>) =>
  taxGroupLabel(g.name, g.endedOn);

/** Puts an item in a group, or in none with groupId 0. */
export function setItemGroup(itemId: number, groupId: number) {
  return api.put<unknown>(`/taxes/items/${itemId}/group/${groupId}`);
}
