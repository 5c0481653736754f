// /api/einvoice: a bill's e-invoice status, its IRP JSON (or a month's) as a download, and the
// IRP's reply recorded. A refused file answers 422 with `problems`: problemsOf reads them.
import { useQuery } from '@tanstack/react-query';
import { eInvoiceRecordReply, eInvoiceStatusReply } from '@hisaab/shared/replies/einvoice';
import { api } from '../../../api/client.ts';
import { ApiError } from '../../../api/api-error.ts';
import { downloadFile } from '../../../api/download.ts';
import { parseReply } from '../../../api/reply.ts';

export const eInvoiceKey = (id: number) => ['einvoice', 'transaction', id];

export function useEInvoiceStatus(id: number | null) {
  return useQuery({
    queryKey: eInvoiceKey(id ?? 0),
    queryFn: async () =>
      parseReply(eInvoiceStatusReply, await api.get<unknown>(`/einvoice/transactions/${id}`)),
    enabled: id !== null && id > 0,
  });
}

export const downloadInvoiceJson = (id: number) =>
  downloadFile(`/einvoice/transactions/${id}/json`, undefined, `einvoice-${id}.json`);

export const downloadMonthJson = (month: string) =>
  downloadFile('/einvoice', { month }, `einvoice-${month}.json`);

export interface IrnPaste {
  irn: string;
  ackNo: string;
  ackDate: string;
  signedQr: string;
}

export const recordIrn = async (id: number, body: { reply: string } | IrnPaste) =>
  parseReply(
    eInvoiceRecordReply,
    await api.post<unknown>(`/einvoice/transactions/${id}/irn`, body),
  );

export const cancelIrn = async (id: number, reason: string, remark: string) =>
  parseReply(
    eInvoiceRecordReply,
    await api.post<unknown>(`/einvoice/transactions/${id}/cancel`, { reason, remark }),
  );

/** The per-bill problems a refused file listed (422), else none. */
export function problemsOf(err: unknown): string[] {
  if (!(err instanceof ApiError) || err.body === null || typeof err.body !== 'object') return [];
  const problems = (err.body as Record<string, unknown>)['problems'];
  return Array.isArray(problems) ? problems.filter((p): p is string => typeof p === 'string') : [];
}
