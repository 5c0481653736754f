// /api/returns: a bill with what is left to take back, a new credit or debit note (or a debit
// note to a customer, a price raised), the list of notes (kind, search, paging), one note
// (for its print) and deleting one. Replies are read
// through their shared schemas; the screens show the rupees as sent.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  notePageReply,
  returnableBillReply,
  returnNoteReply,
} from '@hisaab/shared/replies/returns';
import type { ReturnInput, ReturnKind } from '@hisaab/shared/schemas/returns';
import type { SalesDebitNoteInput } from '@hisaab/shared/schemas/sales-debit-note';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { parseReply } from '../../../api/reply.ts';

export const NOTES_PAGE = 50;

export function useReturnableBill(billId: number | null) {
  return useQuery({
    queryKey: [...queryKeys.returns.all, 'bill', billId],
    queryFn: async () =>
      parseReply(returnableBillReply, await api.get<unknown>(`/returns/original/${billId}`)),
    enabled: billId !== null,
  });
}

export function useNotes(kind: ReturnKind | null, search: string, skip: number) {
  return useQuery({
    queryKey: [...queryKeys.returns.all, 'list', kind, search, skip],
    queryFn: async () =>
      parseReply(
        notePageReply,
        await api.get<unknown>('/returns', {
          query: { kind: kind ?? undefined, search: search || undefined, skip, take: NOTES_PAGE },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useNote(id: number | null) {
  return useQuery({
    queryKey: [...queryKeys.returns.all, 'note', id],
    queryFn: async () => parseReply(returnNoteReply, await api.get<unknown>(`/returns/${id}`)),
    enabled: id !== null,
  });
}

export const createReturn = async (body: ReturnInput) =>
  parseReply(returnNoteReply, await api.post<unknown>('/returns', body));

/** A debit note to a customer: a sale's price raised (POST /returns/sales-debit-notes). */
export const createSalesDebitNote = async (body: SalesDebitNoteInput) =>
  parseReply(returnNoteReply, await api.post<unknown>('/returns/sales-debit-notes', body));

export const deleteNote = (id: number) => api.delete<unknown>(`/returns/${id}`);

/** The amendment's reason, and its new number when it corrects the number. */
const amendExtras = (reason: string, number: string | null) => ({
  reason,
  ...(number === null ? {} : { number }),
});

/** A filed credit note amended (issue 38 part 3): its body as a return's, plus the reason. */
export const amendCreditNote = async (
  id: number,
  body: ReturnInput,
  reason: string,
  number: string | null = null,
) =>
  parseReply(
    returnNoteReply,
    await api.post<unknown>(`/returns/${id}/amend`, { ...body, ...amendExtras(reason, number) }),
  );

/** A filed debit note to a customer amended: its body as it was raised, plus the reason. */
export const amendSalesDebitNote = async (
  id: number,
  body: SalesDebitNoteInput,
  reason: string,
  number: string | null = null,
) =>
  parseReply(
    returnNoteReply,
    await api.post<unknown>(`/returns/sales-debit-notes/${id}/amend`, {
      ...body,
      ...amendExtras(reason, number),
    }),
  );
