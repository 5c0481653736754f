// GET /estimates?search=&skip=&take=: the estimates list, newest first, with what each became.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { asRow, idOrNull, listOf, paise, str, strOrNull, type Row } from '../../../api/wire.ts';

export const ESTIMATES_PAGE = 50;

export interface EstimateRow {
  id: number;
  number: string;
  transactionDate: string;
  customerName: string;
  /** paise */
  amount: number;
  remark: string | null;
  convertedTo: { id: number; number: string } | null;
}

function toEstimate(row: Row): EstimateRow | null {
  const id = idOrNull(row.id);
  if (id === null) return null;
  const sale = asRow(row.convertedTo);
  const saleId = idOrNull(sale.id);
  return {
    id,
    number: str(row.number),
    transactionDate: str(row.transactionDate),
    customerName: str(row.customerName),
    amount: paise(row.amount),
    remark: strOrNull(row.remark),
    convertedTo: saleId === null ? null : { id: saleId, number: str(sale.number) || `#${saleId}` },
  };
}

export function useEstimates(search: string, skip: number) {
  return useQuery({
    queryKey: queryKeys.estimates.list(search, skip, ESTIMATES_PAGE),
    queryFn: async () => {
      const body = asRow(
        await api.get<unknown>('/estimates', {
          query: { search: search || undefined, skip, take: ESTIMATES_PAGE },
        }),
      );
      return {
        items: listOf(body.items)
          .map((r) => toEstimate(asRow(r)))
          .filter((e): e is EstimateRow => e !== null),
        total: Number(body.total) || 0,
      };
    },
    // Typing in the search keeps the last page on screen until the next answer.
    placeholderData: keepPreviousData,
  });
}
