// /api/returns: a bill with what is left to take back, a new credit or debit note, the list of
// notes (kind, search, paging), one note (for its print) and deleting one.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  ReturnableBill,
  ReturnInput,
  ReturnKind,
  ReturnNote,
} from '@hisaab/shared/schemas/returns';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export const NOTES_PAGE = 50;

export interface NoteListRow {
  id: number;
  kind: ReturnKind;
  number: string | null;
  transactionDate: string;
  customerName: string;
  /** rupees */
  amount: number;
  refunded: number;
  original: { id: number; number: string | null };
}

export function useReturnableBill(billId: number | null) {
  return useQuery({
    queryKey: [...queryKeys.returns.all, 'bill', billId],
    queryFn: () => api.get<ReturnableBill>(`/returns/original/${billId}`),
    enabled: billId !== null,
  });
}

export function useNotes(kind: ReturnKind | null, search: string, skip: number) {
  return useQuery({
    queryKey: [...queryKeys.returns.all, 'list', kind, search, skip],
    queryFn: () =>
      api.get<{ items: NoteListRow[]; total: number }>('/returns', {
        query: { kind: kind ?? undefined, search: search || undefined, skip, take: NOTES_PAGE },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useNote(id: number | null) {
  return useQuery({
    queryKey: [...queryKeys.returns.all, 'note', id],
    queryFn: () => api.get<ReturnNote>(`/returns/${id}`),
    enabled: id !== null,
  });
}

export const createReturn = (body: ReturnInput) => api.post<ReturnNote>('/returns', body);

export const deleteNote = (id: number) => api.delete<unknown>(`/returns/${id}`);
