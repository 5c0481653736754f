// /taxes/groups (spec section 7 Taxes): groups, their taxes in priority order, and the
// item–group mapping.
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@hisaab/shared/format';
import { itemReply } from '@hisaab/shared/replies/items';
import {
  groupItemsMovedReply,
  groupTaxListReply,
  taxGroupDeletedReply,
  taxGroupListReply,
  taxGroupReply,
  type GroupTaxReply,
  type TaxGroupReply,
} from '@hisaab/shared/replies/taxes';
import { api } from '../../../api/client.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { parseReply } from '../../../api/reply.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import type {
  GroupTaxAddInput,
  GroupTaxReorderInput,
  TaxGroupInput,
} from '@hisaab/shared/schemas/tax';

/** A tax as it sits in a group: the tax (taxId) and its priority. */
export type GroupTax = GroupTaxReply;

export type TaxGroup = TaxGroupReply;

/** The group's taxes in priority order (the order the tax engine applies them). */
export function byPriority(taxes: readonly GroupTax[]): GroupTax[] {
  return [...taxes].sort((a, b) => a.priority - b.priority);
}

function groupTaxesOf(data: unknown): GroupTax[] {
  return byPriority(parseReply(groupTaxListReply, data));
}

function toGroup(group: TaxGroupReply): TaxGroup {
  return { ...group, taxes: byPriority(group.taxes) };
}

export const GROUPS_KEY = queryKeys.settings.taxGroups;

export function useTaxGroups() {
  return useQuery({
    queryKey: GROUPS_KEY,
    queryFn: async () =>
      parseReply(taxGroupListReply, await api.get<unknown>('/taxes/groups')).map(toGroup),
  });
}

export function groupTaxesKey(groupId: number) {
  return [...GROUPS_KEY, groupId, 'taxes'] as const;
}

export function useGroupTaxes(groupId: number) {
  return useQuery({
    queryKey: groupTaxesKey(groupId),
    queryFn: async () => groupTaxesOf(await api.get<unknown>(`/taxes/groups/${groupId}/taxes`)),
  });
}

export async function createGroup(name: string): Promise<TaxGroup> {
  return toGroup(
    parseReply(
      taxGroupReply,
      await api.post<unknown>('/taxes/groups', { name } satisfies TaxGroupInput),
    ),
  );
}

/**
 * `version`: the group's version the edit is based on (issue 37): a group changed since (its
 * name or its taxes) answers 409. Its changes below send it too; each adds one to it.
 */
export async function renameGroup(id: number, name: string, version: number | null) {
  return toGroup(
    parseReply(
      taxGroupReply,
      await api.put<unknown>(`/taxes/groups/${id}`, { name, version } satisfies TaxGroupInput),
    ),
  );
}

export async function deleteGroup(id: number, version: number) {
  return parseReply(
    taxGroupDeletedReply,
    await api.delete<unknown>(`/taxes/groups/${id}`, { ifMatch: version }),
  );
}

/** Adds a tax last: its priority is the group's count plus 1 (spec sections 4 and 9). */
export async function addGroupTax(
  groupId: number,
  taxId: number,
  currentCount: number,
  version: number,
) {
  return groupTaxesOf(
    await api.post<unknown>(`/taxes/groups/${groupId}/taxes/add`, {
      taxId,
      priority: currentCount + 1,
      version,
    } satisfies GroupTaxAddInput),
  );
}

export async function removeGroupTax(groupId: number, taxId: number, version: number) {
  return groupTaxesOf(
    await api.delete<unknown>(`/taxes/groups/${groupId}/taxes/${taxId}`, { ifMatch: version }),
  );
}

export async function reorderGroupTaxes(groupId: number, taxIdsInOrder: number[], version: number) {
  return groupTaxesOf(
    await api.post<unknown>(`/taxes/groups/${groupId}/taxes/reorder`, {
      taxGroupTaxIdsInOrder: taxIdsInOrder,
      version,
    } satisfies GroupTaxReorderInput),
  );
}

/** Moves every item of a group (an ended one) to another group in one step; audited. */
export async function moveGroupItems(fromId: number, toGroupId: number): Promise<string> {
  const reply = await api.post<unknown>(`/taxes/groups/${fromId}/move-items`, { toGroupId });
  return parseReply(groupItemsMovedReply, reply).message;
}

/** The group as every list offers it: "GST 12% (ended 21/09/2025)" once it has ended. */
export const groupLabel = (g: Pick<TaxGroup, 'name' | 'endedOn'>) =>
  taxGroupLabel(g.name, g.endedOn);

/** The shared taxGroupLabel in the screen's language. */
export function taxGroupLabel(name: string, endedOn: string | null): string {
  return endedOn ? i18n.t('{{name}} (ended {{date}})', { name, date: formatDate(endedOn) }) : name;
}

/** Puts an item in a group, or in none with groupId 0. */
export async function setItemGroup(itemId: number, groupId: number) {
  return parseReply(itemReply, await api.put<unknown>(`/taxes/items/${itemId}/group/${groupId}`));
}

/**
 * The group of one GST rate, made with its tax when missing (issue 42: a rate in one step where
 * an item is made); the group there is when it exists already.
 */
export async function groupForRate(rate: number): Promise<TaxGroup> {
  return toGroup(
    parseReply(taxGroupReply, await api.post<unknown>('/taxes/groups/for-rate', { rate })),
  );
}
