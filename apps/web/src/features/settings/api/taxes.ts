// /taxes (spec section 7 Taxes): list (optionally active on a date), create, update, delete.
import { useQuery } from '@tanstack/react-query';
import type { TaxData } from '@hisaab/shared/schemas/tax';
import { api } from '../../../api/client.ts';
import { bool, idOf, listOf, num, str, strOrNull, type Row } from '../../../api/wire.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export interface Tax {
  id: number;
  name: string;
  taxType: string;
  /** Percent, 2 decimals. */
  rate: number;
  isCompound: boolean;
  effectiveFrom: string | null;
  effectiveTo: string | null;
}

/** Dates may arrive as date-times; the screens work in yyyy-mm-dd. */
function dateOnly(v: unknown): string | null {
  const s = strOrNull(v);
  return s ? s.slice(0, 10) : null;
}

export function toTax(row: Row): Tax {
  return {
    id: idOf(row, 'taxId'),
    name: str(row.name),
    taxType: str(row.taxType) || 'GST',
    rate: num(row.rate),
    isCompound: bool(row.isCompound),
    effectiveFrom: dateOnly(row.effectiveFrom),
    effectiveTo: dateOnly(row.effectiveTo),
  };
}

export const TAXES_KEY = queryKeys.settings.taxes;

/** activeOn is yyyy-mm-dd, or '' for every tax. */
export function useTaxes(activeOn = '') {
  return useQuery({
    queryKey: [...TAXES_KEY, activeOn],
    queryFn: async () =>
      listOf(await api.get<unknown>('/taxes', { query: { activeOn } })).map(toTax),
    placeholderData: (previous) => previous,
  });
}

export function createTax(body: TaxData) {
  return api.post<unknown>('/taxes', body);
}

export function updateTax(id: number, body: TaxData) {
  return api.put<unknown>(`/taxes/${id}`, body);
}

export function deleteTax(id: number) {
  return api.delete<null>(`/taxes/${id}`);
}
