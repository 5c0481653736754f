// /taxes (spec section 7 Taxes): list (optionally active on a date), create, update, delete.
import { useQuery } from '@tanstack/react-query';
import { taxListReply, taxReply, type TaxReply } from '@hisaab/shared/replies/taxes';
import type { TaxInput } from '@hisaab/shared/schemas/tax';
import { api } from '../../../api/client.ts';
import { parseReply } from '../../../api/reply.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** A tax: rate in percent (2 decimals), dates yyyy-mm-dd. */
export type Tax = TaxReply;

export const TAXES_KEY = queryKeys.settings.taxes;

/** activeOn is yyyy-mm-dd, or '' for every tax. */
export function useTaxes(activeOn = '') {
  return useQuery({
    queryKey: [...TAXES_KEY, activeOn],
    queryFn: async () =>
      parseReply(taxListReply, await api.get<unknown>('/taxes', { query: { activeOn } })),
    placeholderData: (previous) => previous,
  });
}

export async function createTax(body: TaxInput): Promise<Tax> {
  return parseReply(taxReply, await api.post<unknown>('/taxes', body));
}

export async function updateTax(id: number, body: TaxInput): Promise<Tax> {
  return parseReply(taxReply, await api.put<unknown>(`/taxes/${id}`, body));
}

/** `version`: as listed; a tax changed since answers 409 (issue 37). */
export function deleteTax(id: number, version: number) {
  return api.delete<null>(`/taxes/${id}`, { ifMatch: version });
}
