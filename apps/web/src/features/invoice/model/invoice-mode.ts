// Spec section 2 Invoice screen: modes from the query (case-insensitive), titles, buttons.
import { englishText, msg, tk, type Text } from '@hisaab/shared/i18n/messages';

export type InvoiceMode = 'sale' | 'purchase' | 'modify' | 'payment' | 'paymentmade' | 'estimate';

const MODES: readonly InvoiceMode[] = [
  'sale',
  'purchase',
  'modify',
  'payment',
  'paymentmade',
  'estimate',
];

export function parseMode(raw: string | null): InvoiceMode {
  const key = (raw ?? '').trim().toLowerCase();
  return (MODES as readonly string[]).includes(key) ? (key as InvoiceMode) : 'sale';
}

/** What kind of document the screen edits once a modify has loaded. */
export interface DocumentSide {
  isPurchase: boolean;
  paymentOnly: boolean;
  /** A quotation: its own number series, no payment, no stock or balance effect. */
  estimate: boolean;
  /** A saved opening balance (its own kind, never a sale or purchase, no number). */
  openingBalance?: boolean;
}

/** The stored document's kind (transactions.kind) of a side, as the period locks read it. */
export function kindOfSide(side: DocumentSide): string {
  if (side.estimate) return 'estimate';
  if (side.openingBalance) return 'opening_balance';
  if (side.paymentOnly) return 'payment';
  return side.isPurchase ? 'purchase' : 'sale';
}

export function sideOfMode(mode: Exclude<InvoiceMode, 'modify'>): DocumentSide {
  return {
    isPurchase: mode === 'purchase' || mode === 'paymentmade',
    paymentOnly: mode === 'payment' || mode === 'paymentmade',
    estimate: mode === 'estimate',
  };
}

// English, as the spec writes them; the screen shows them through messageText().
const TITLES: Record<InvoiceMode, string> = {
  sale: tk('New Sale'),
  purchase: tk('New Purchase'),
  modify: tk('Modify Invoice'),
  payment: tk('Payment Received'),
  paymentmade: tk('Payment Made'),
  estimate: tk('New Estimate'),
};

/** Modify titles with the bill's number, as templates the catalogues translate. */
const NUMBERED: Record<string, string> = {
  'Modify Payment': tk('Modify Payment {{number}}'),
  'Modify Estimate': tk('Modify Estimate {{number}}'),
  'Modify Opening Balance': tk('Modify Opening Balance {{number}}'),
  'Modify Invoice': tk('Modify Invoice {{number}}'),
};

/** Modify appends the number or #id; a payment-only transaction is 'Modify Payment'. */
export function invoiceTitle(
  mode: InvoiceMode,
  loaded?: {
    id: number | null;
    number: string | null;
    paymentOnly: boolean;
    estimate?: boolean;
    openingBalance?: boolean;
  } | null,
  idParam?: string | null,
): string {
  return englishText(invoiceTitleText(mode, loaded, idParam));
}

/** invoiceTitle as raised (a numbered title is a Message with the number), to translate. */
export function invoiceTitleText(
  mode: InvoiceMode,
  loaded?: {
    id: number | null;
    number: string | null;
    paymentOnly: boolean;
    estimate?: boolean;
    openingBalance?: boolean;
  } | null,
  idParam?: string | null,
): Text {
  if (mode !== 'modify') return TITLES[mode];
  const base = loaded?.paymentOnly
    ? tk('Modify Payment')
    : loaded?.estimate
      ? tk('Modify Estimate')
      : loaded?.openingBalance
        ? tk('Modify Opening Balance')
        : TITLES.modify;
  const suffix = loaded?.number || (loaded?.id ? `#${loaded.id}` : idParam ? `#${idParam}` : '');
  return suffix ? msg(NUMBERED[base] ?? `${base} {{number}}`, { number: suffix }) : base;
}

export interface ButtonRules {
  saveAndSend: boolean;
  delete: boolean;
}

/** Save & Send only for sales with a non-Cash customer; Delete only in modify mode. */
export function buttonRules(args: {
  mode: InvoiceMode;
  side: DocumentSide;
  hasNonCashCustomer: boolean;
}): ButtonRules {
  return {
    saveAndSend:
      !args.side.isPurchase &&
      !args.side.paymentOnly &&
      !args.side.openingBalance &&
      args.hasNonCashCustomer,
    delete: args.mode === 'modify',
  };
}

/** The new-document mode of a side: what "save and new" opens after saving (a modify too). */
export function newModeOf(side: DocumentSide): Exclude<InvoiceMode, 'modify'> {
  if (side.estimate) return 'estimate';
  if (side.paymentOnly) return side.isPurchase ? 'paymentmade' : 'payment';
  return side.isPurchase ? 'purchase' : 'sale';
}
