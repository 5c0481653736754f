// What the invoice screen calls its party and its date (issue 42): a purchase, and a payment
// made, are with a supplier; a payment is dated by its own date, not a bill's.
import { tk } from '@hisaab/shared/i18n/messages';
import type { DocumentSide } from './invoice-mode.ts';
import type { CustomerOption } from '../api/autocomplete-data.ts';

/** The party a print shows: the one chosen, else a name typed but not saved, else Cash. */
export function partyOnPrint(
  draft: { customer: CustomerOption | null; customerText: string },
  cash: CustomerOption | null | undefined,
): CustomerOption | null {
  const typed = draft.customerText.trim();
  if (draft.customer) return draft.customer;
  if (!typed) return cash ?? null;
  return {
    id: 0,
    name: typed,
    phone: null,
    address: null,
    email: null,
    gstin: null,
    pan: null,
    stateCode: null,
    isDefaultCash: false,
    balance: 0,
  };
}

export function partyLabel(side: DocumentSide): string {
  return side.isPurchase ? tk('Supplier') : tk('Customer');
}

/** The empty party box's hint: a payment needs a party, a bill defaults to Cash. */
export function partyPlaceholder(side: DocumentSide): string {
  if (!side.paymentOnly) return tk('Cash');
  return side.isPurchase ? tk('Search supplier') : tk('Search customer');
}

export function dateLabel(side: DocumentSide): string {
  return side.paymentOnly ? tk('Payment date') : tk('Bill date');
}

export function dateNotToday(side: DocumentSide): string {
  return side.paymentOnly
    ? tk('The payment date is not today.')
    : tk('The bill date is not today.');
}
