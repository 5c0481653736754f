// The company's period locks (issue 38): GET /periods (the date the books are closed up to and
// the GST returns marked filed, the years closed and their annual returns), read by the GST
// returns panel, Settings and the invoice screen; the writes: marking a return filed, undoing
// it, closing or reopening the books, closing or reopening a year, recording its GSTR-9.
import { useQuery } from '@tanstack/react-query';
import { periodLocksReply, filingReply, type FilingReply } from '@hisaab/shared/replies/periods';
import type {
  BooksClosedBody,
  FileAnnualReturnBody,
  FileReturnBody,
} from '@hisaab/shared/schemas/periods';
import type { PeriodLocks, ReturnType } from '@hisaab/shared/period-locks';
import { api } from './client.ts';
import { downloadFile } from './download.ts';
import { parseReply } from './reply.ts';
import { queryKeys } from './query-keys.ts';

/** `enabled` false: not asked (a new bill has nothing stored to be locked). */
export function usePeriodLocks(enabled = true) {
  return useQuery({
    queryKey: queryKeys.periodLocks,
    enabled,
    queryFn: async () => parseReply(periodLocksReply, await api.get<unknown>('/periods')),
  });
}

/** The shared rule's input: the closing date and the filings in force. */
export function locksOf(reply: {
  booksClosedTo: string | null;
  filings: FilingReply[];
}): PeriodLocks {
  return {
    booksClosedTo: reply.booksClosedTo,
    filed: reply.filings
      .filter((f) => f.undoneAt === null)
      .map((f) => ({ returnType: f.returnType as ReturnType, period: f.period })),
  };
}

export async function fileReturn(body: FileReturnBody): Promise<FilingReply> {
  return parseReply(filingReply, await api.post<unknown>('/reports/gst/filings', body));
}

export async function undoFiling(id: number, reason: string): Promise<FilingReply> {
  return parseReply(
    filingReply,
    await api.post<unknown>(`/reports/gst/filings/${id}/undo`, { reason }),
  );
}

/** The JSON kept when the return was marked filed, byte for byte. */
export function downloadFiledJson(filing: FilingReply): Promise<string> {
  return downloadFile(
    `/reports/gst/filings/${filing.id}/json`,
    {},
    `${filing.returnType.toUpperCase()}_${filing.period}_filed.json`,
  );
}

export async function setBooksClosed(body: BooksClosedBody) {
  return parseReply(periodLocksReply, await api.put<unknown>('/periods/books-closed', body));
}

/** Closes a financial year (2025: 2025-26); answers the locks as they now are. */
export async function closeYear(year: number) {
  return parseReply(periodLocksReply, await api.post<unknown>('/periods/year-closings', { year }));
}

export async function reopenYear(id: number, reason: string) {
  return parseReply(
    periodLocksReply,
    await api.post<unknown>(`/periods/year-closings/${id}/reopen`, { reason }),
  );
}

/** The annual return (GSTR-9) of a year marked filed. */
export async function fileAnnualReturn(body: FileAnnualReturnBody) {
  return parseReply(periodLocksReply, await api.post<unknown>('/periods/annual-returns', body));
}

export async function undoAnnualReturn(id: number, reason: string) {
  return parseReply(
    periodLocksReply,
    await api.post<unknown>(`/periods/annual-returns/${id}/undo`, { reason }),
  );
}

/** The filing date of the year's annual return in force (its start: yyyy-04-01), or null. */
export function annualReturnFiledOn(
  reply: { annualReturns?: { year: number; filedOn: string; undoneAt: string | null }[] },
  year: number,
): string | null {
  return reply.annualReturns?.find((a) => a.year === year && a.undoneAt === null)?.filedOn ?? null;
}
