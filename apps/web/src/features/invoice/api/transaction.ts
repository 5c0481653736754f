// GET/POST/PUT/DELETE /transactions and the payment calls (spec section 7).
import { useQuery } from '@tanstack/react-query';
import type { TaxComponent } from '@hisaab/shared/gst/tax-engine';
import { api } from '../../../api/client.ts';
import type { CustomerOption, SpecialKind } from './autocomplete-data.ts';
import { camel } from '../../../api/wire.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export interface ViewLineTax {
  component: TaxComponent;
  name: string;
  /** This component's own rate in percent (CGST of 18% GST is 9). */
  rate: number;
  amount: number;
}

export interface ViewLine {
  id: number | null;
  itemId: number | null;
  itemName: string;
  quantity: number;
  rate: number;
  unitId: number | null;
  unitName: string;
  lotSerialNumber: string | null;
  specialKind: SpecialKind | null;
  amount: number;
  taxableAmount: number;
  taxAmount: number;
  taxes: ViewLineTax[];
}

export interface ViewPayment {
  id: number | null;
  amount: number;
  isBankTransaction: boolean;
  bankAccountId: number | null;
  isPaymentMade: boolean;
  remark?: string | null;
}

export interface TaxSummaryRow {
  component: TaxComponent;
  rate: number;
  taxable: number;
  amount: number;
}

/** A stored bill as GET /transactions/{id} returns it (also built locally for Just Print). */
export interface TransactionView {
  id: number | null;
  kind:
    'sale' | 'purchase' | 'payment' | 'estimate' | 'credit_note' | 'debit_note' | 'opening_balance';
  isPurchase: boolean;
  number: string | null;
  transactionDate: string;
  customerId: number;
  customerName: string;
  customer: Omit<CustomerOption, 'id'> & { id: number };
  projectId: number | null;
  remark: string | null;
  /** A purchase: the supplier's own invoice number and date (absent on older replies). */
  supplierInvoiceNumber?: string | null;
  supplierInvoiceDate?: string | null;
  placeOfSupply: string | null;
  traceabilityEnabled: boolean;
  /** An estimate converted into a sale: that sale (absent on anything else). */
  convertedTo?: { id: number; number: string | null } | null;
  bankAccountId: number | null;
  lineItems: ViewLine[];
  payments: ViewPayment[];
  totals: {
    amount: number;
    taxable: number;
    tax: number;
    paid: number;
    pending: number;
    taxSummary: TaxSummaryRow[];
  };
}

export interface SaveLine {
  id: number | null;
  itemId: number | null;
  itemName: string | null;
  quantity: number;
  rate: number;
  unitId: number | null;
  unitName: string | null;
  lotSerialNumber: string | null;
}

export interface SavePayment {
  id: number | null;
  amount: number;
  isBankTransaction: boolean;
  bankAccountId: number | null;
  isPaymentMade: boolean;
}

/** The body of POST /transactions and PUT /transactions/{id} (spec section 3). */
export interface SaveBody {
  id: number | null;
  customerId: number;
  customerName: string | null;
  projectId: number | null;
  transactionDate: string;
  isPurchase: boolean;
  updateItems: boolean;
  remark: string | null;
  bankAccountId: number | null;
  lineItems: SaveLine[];
  payments: SavePayment[];
  supplierInvoiceNumber: string | null;
  supplierInvoiceDate: string | null;
}

/** The body of POST /transactions/payment (spec section 3 Payment). */
export interface PaymentBody {
  id: number | null;
  customerId: number;
  projectId: number | null;
  transactionDate: string;
  amount: number;
  isBankTransaction: boolean;
  bankAccountId: number | null;
  isPaymentMade: boolean;
  remark: string | null;
}

export const transactionKey = queryKeys.invoice.transaction;

export async function fetchTransaction(id: number): Promise<TransactionView> {
  return camel<TransactionView>(await api.get<unknown>(`/transactions/${id}`));
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

export async function saveTransaction(body: SaveBody): Promise<TransactionView | null> {
  // Offline, the save waits for the connection instead of failing (api/offline-hold.ts).
  const hold = { holdWhenOffline: true };
  const reply = body.id
    ? await api.put<unknown>(`/transactions/${body.id}`, body, hold)
    : await api.post<unknown>('/transactions', body, hold);
  return reply ? camel<TransactionView>(reply) : null;
}

/** POST /estimates (new) or PUT /estimates/{id}: an estimate, with no payment. */
export async function saveEstimate(body: SaveBody): Promise<TransactionView | null> {
  const reply = body.id
    ? await api.put<unknown>(`/estimates/${body.id}`, body)
    : await api.post<unknown>('/estimates', body);
  return reply ? camel<TransactionView>(reply) : null;
}

/** POST /estimates/{id}/convert: the estimate becomes a sale; the sale is returned. */
export async function convertEstimate(id: number): Promise<TransactionView> {
  return camel<TransactionView>(await api.post<unknown>(`/estimates/${id}/convert`, {}));
}

export async function savePayment(body: PaymentBody): Promise<TransactionView | null> {
  const reply = await api.post<unknown>('/transactions/payment', body);
  return reply ? camel<TransactionView>(reply) : null;
}

export function deleteTransaction(id: number) {
  return api.delete<null>(`/transactions/${id}`);
}

export function deletePayment(id: number) {
  return api.delete<null>(`/transactions/payment/${id}`);
}
