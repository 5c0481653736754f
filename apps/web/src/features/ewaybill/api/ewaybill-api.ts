// /api/ewaybill: a bill's transport details and e-way bill number (with the ₹50,000 reminder),
// saving them, and the portal's bulk JSON for one bill or a month.
import { useQuery } from '@tanstack/react-query';
import type { TransportBody } from '@hisaab/shared/einvoice/schemas';
import { eWayBillStatusReply } from '@hisaab/shared/replies/einvoice';
import { api } from '../../../api/client.ts';
import { downloadFile } from '../../../api/download.ts';
import { parseReply } from '../../../api/reply.ts';

export const transportKey = (id: number) => ['einvoice', 'ewaybill', id];

export function useTransport(id: number | null) {
  return useQuery({
    queryKey: transportKey(id ?? 0),
    queryFn: async () =>
      parseReply(eWayBillStatusReply, await api.get<unknown>(`/ewaybill/transactions/${id}`)),
    enabled: id !== null && id > 0,
  });
}

export const saveTransport = async (id: number, body: TransportBody) =>
  parseReply(eWayBillStatusReply, await api.put<unknown>(`/ewaybill/transactions/${id}`, body));

export const downloadEWayBillJson = (id: number) =>
  downloadFile(`/ewaybill/transactions/${id}/json`, undefined, `ewaybill-${id}.json`);

export const downloadEWayBillMonth = (month: string) =>
  downloadFile('/ewaybill', { month }, `ewaybill-${month}.json`);
