// GET/POST/PUT/DELETE /transactions and the payment calls (spec section 7). Replies are read
// through the shared schema (packages/shared/src/replies/transactions.ts); bodies are the
// shared input types the server validates.
import { useQuery } from '@tanstack/react-query';
import {
  openBillsReply,
  transactionReply,
  type OpenBillsReply,
  type TransactionReply,
} from '@hisaab/shared/replies/transactions';
import type { PrintBill } from '@hisaab/shared/print/print-document';
import type { PaymentInput, TransactionInput } from '@hisaab/shared/schemas/transaction';
import type { ConvertEstimateInput } from '@hisaab/shared/schemas/estimate';
import { api } from '../../../api/client.ts';
import { parseReply } from '../../../api/reply.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/**
 * A stored bill as GET /transactions/{id} returns it, or the unsaved bill Just Print builds
 * (trial-view.ts): that one has no ids yet, nor what only storing gives. The shared print
 * model reads either.
 */
export type TransactionView = PrintBill;
export type ViewLine = PrintBill['lineItems'][number];
export type ViewPayment = PrintBill['payments'][number];

export const transactionKey = queryKeys.invoice.transaction;

const readView = (reply: unknown): TransactionReply => parseReply(transactionReply, reply);

export async function fetchTransaction(id: number): Promise<TransactionReply> {
  return readView(await api.get<unknown>(`/transactions/${id}`));
}

/** A bill to modify is always read again when its screen opens: never edit an old copy. */
export function useTransaction(id: number | null) {
  return useQuery({
    queryKey: transactionKey(id ?? 0),
    queryFn: () => fetchTransaction(id ?? 0),
    enabled: id !== null && id > 0,
    refetchOnMount: 'always',
  });
}

/**
 * POST /transactions (new) or PUT /transactions/{id}; with `amendReason`, the amendment of a
 * filed sale (POST /transactions/{id}/amend, issue 38 part 3), with `amendNumber` its new
 * number when the amendment corrects it.
 */
export async function saveTransaction(
  body: TransactionInput,
  amendReason: string | null = null,
  amendNumber: string | null = null,
): Promise<TransactionReply | null> {
  if (amendReason !== null && body.id)
    return readView(
      await api.post<unknown>(`/transactions/${body.id}/amend`, {
        ...body,
        reason: amendReason,
        ...(amendNumber === null ? {} : { number: amendNumber }),
      }),
    );
  // Offline, the save waits for the connection instead of failing (api/offline-hold.ts).
  const hold = { holdWhenOffline: true };
  const reply = body.id
    ? await api.put<unknown>(`/transactions/${body.id}`, body, hold)
    : await api.post<unknown>('/transactions', body, hold);
  return reply ? readView(reply) : null;
}

/** POST /estimates (new) or PUT /estimates/{id}: an estimate, with no payment. */
export async function saveEstimate(body: TransactionInput): Promise<TransactionReply | null> {
  const reply = body.id
    ? await api.put<unknown>(`/estimates/${body.id}`, body)
    : await api.post<unknown>('/estimates', body);
  return reply ? readView(reply) : null;
}

/** POST /estimates/{id}/convert: the estimate becomes a sale; the sale is returned. */
export async function convertEstimate(id: number, date: string): Promise<TransactionReply> {
  const body: ConvertEstimateInput = { transactionDate: date };
  return readView(await api.post<unknown>(`/estimates/${id}/convert`, body));
}

export async function savePayment(body: PaymentInput): Promise<TransactionReply | null> {
  const reply = await api.post<unknown>('/transactions/payment', body);
  return reply ? readView(reply) : null;
}

/** `version`: the bill as opened; one changed since answers 409 (issue 37). */
export function deleteTransaction(id: number, version: number | null = null) {
  return api.delete<null>(`/transactions/${id}`, { ifMatch: version });
}

/** `version`: the bill holding the payment, as opened. */
export function deletePayment(id: number, version: number | null = null) {
  return api.delete<null>(`/transactions/payment/${id}`, { ifMatch: version });
}

/**
 * GET /transactions/open-bills/{customerId}: the party's bills with something due, that a
 * payment may choose to settle (issue 42); `paymentId`: the payment being edited.
 */
export function useOpenBills(
  customerId: number | null,
  isPurchase: boolean,
  paymentId: number | null,
) {
  return useQuery({
    queryKey: queryKeys.invoice.openBills(customerId ?? 0, isPurchase, paymentId),
    queryFn: async (): Promise<OpenBillsReply> => {
      const query = `isPurchase=${isPurchase}${paymentId ? `&paymentId=${paymentId}` : ''}`;
      return parseReply(
        openBillsReply,
        await api.get<unknown>(`/transactions/open-bills/${customerId}?${query}`),
      );
    },
    enabled: customerId !== null && customerId > 0,
  });
}
