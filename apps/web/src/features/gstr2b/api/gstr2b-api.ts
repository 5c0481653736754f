// /api/gstr2b: the months uploaded, a month's upload (the file as multipart), its
// reconciliation, an action and its undo, the exports and a supplier's message. Filed under
// the reports' key: a purchase saved or deleted refreshes the reconciliation too. The
// reconciliation is read a page at a time, one category's rows (issue 37).
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  gstr2bActionReply,
  gstr2bReconciliationReply,
  gstr2bSupplierMessageReply,
  gstr2bUploadListReply,
  gstr2bUploadReply,
  type Gstr2bActionRow,
  type Gstr2bSupplierMessage,
  type Gstr2bUpload,
} from '@hisaab/shared/replies/gstr2b';
import type { Gstr2bAction, Gstr2bCategory } from '@hisaab/shared/gstr2b';
import { api } from '../../../api/client.ts';
import { downloadFile } from '../../../api/download.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { parseReply } from '../../../api/reply.ts';

export const GSTR2B_KEY = [...queryKeys.reports, 'gstr2b'] as const;

export function useUploads() {
  return useQuery({
    queryKey: [...GSTR2B_KEY, 'uploads'],
    queryFn: async () => parseReply(gstr2bUploadListReply, await api.get('/gstr2b')),
  });
}

/** Rows a page: a screenful or two, a small reply whatever the month holds. */
export const GSTR2B_PAGE_ROWS = 200;

/**
 * One category of a month's reconciliation, a page at a time (fetchNextPage for the next);
 * every page carries every category's count and ITC.
 */
export function useReconciliation(uploadId: number | null, category: Gstr2bCategory) {
  return useInfiniteQuery({
    queryKey: [...GSTR2B_KEY, 'upload', uploadId, category],
    enabled: uploadId !== null,
    queryFn: async ({ pageParam }) =>
      parseReply(
        gstr2bReconciliationReply,
        await api.get(`/gstr2b/${uploadId}`, {
          query: { category, skip: pageParam, take: GSTR2B_PAGE_ROWS },
        }),
      ),
    initialPageParam: 0,
    // Another tab's counts stay on screen while its first page loads (the page shows no rows).
    placeholderData: keepPreviousData,
    getNextPageParam: ({ page }) =>
      page.skip + page.take < page.total ? page.skip + page.take : undefined,
  });
}

/** The supplier's purchases of the month that 2B does not show (the link dialog's choices). */
export function useBillsNotIn2b(uploadId: number | null, gstin: string | null) {
  return useQuery({
    queryKey: [...GSTR2B_KEY, 'upload', uploadId, 'missingIn2b', gstin],
    enabled: uploadId !== null && gstin !== null && gstin !== '',
    queryFn: async () =>
      parseReply(
        gstr2bReconciliationReply,
        await api.get(`/gstr2b/${uploadId}`, {
          query: { category: 'missingIn2b', gstin, take: 1000 },
        }),
      ),
  });
}

export async function uploadGstr2b(file: File, period: string): Promise<Gstr2bUpload> {
  const form = new FormData();
  form.append('file', file, file.name);
  return parseReply(gstr2bUploadReply, await api.upload('/gstr2b', form, { query: { period } }));
}

export async function recordAction(
  uploadId: number,
  action: Gstr2bAction,
  target: { docKey?: string | null; transactionId?: number | null },
): Promise<Gstr2bActionRow> {
  return parseReply(
    gstr2bActionReply,
    await api.post(`/gstr2b/${uploadId}/actions`, {
      action,
      docKey: target.docKey ?? null,
      transactionId: target.transactionId ?? null,
    }),
  );
}

export function undoAction(uploadId: number, actionId: number): Promise<unknown> {
  return api.delete(`/gstr2b/${uploadId}/actions/${actionId}`);
}

export function downloadReconciliation(
  uploadId: number,
  period: string,
  format: 'csv' | 'xlsx',
): Promise<string> {
  return downloadFile(
    `/gstr2b/${uploadId}/export`,
    { format },
    `GSTR2B_reconciliation_${period}.${format}`,
  );
}

export async function supplierMessage(
  uploadId: number,
  gstin: string,
): Promise<Gstr2bSupplierMessage> {
  return parseReply(
    gstr2bSupplierMessageReply,
    await api.get(`/gstr2b/${uploadId}/suppliers/${encodeURIComponent(gstin)}/message`),
  );
}
