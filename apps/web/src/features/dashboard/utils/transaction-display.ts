// How a dashboard row shows its number, time and Difference (spec section 2 Dashboard).
import { nowTimeInIndia } from '@hisaab/shared/format';
import type { DashboardTransaction } from '../api/get-dashboard.ts';
import { tk } from '@hisaab/shared/i18n/messages';

/** A number of 0 (or none) is shown blank. */
export function displayNumber(number: string | null): string {
  const n = (number ?? '').trim();
  return n === '' || n === '0' ? '' : n;
}

/**
 * HH:mm in India. A timestamp with a zone is converted; one without a zone, or a bare time of
 * day, is already local.
 */
export function displayTime(value: string): string {
  const v = value.trim();
  const bare = /^(\d{1,2}):(\d{2})/.exec(v);
  if (bare) return `${bare[1]?.padStart(2, '0')}:${bare[2]}`;
  const zoned = /T\d{2}:\d{2}.*([zZ]|[+-]\d{2}:?\d{2})$/.test(v);
  if (zoned) {
    const ms = Date.parse(v);
    return Number.isNaN(ms) ? '' : nowTimeInIndia(new Date(ms));
  }
  const local = /T(\d{2}:\d{2})/.exec(v);
  return local?.[1] ?? '';
}

type RowKind = DashboardTransaction['kind'];

/** The Kind column's words, in the legend's order. */
export const KIND_LABELS: Record<RowKind, string> = {
  sale: tk('Sale'),
  purchase: tk('Purchase'),
  creditNote: tk('Credit note'),
  debitNote: tk('Debit note'),
  paymentIn: tk('Payment in'),
  paymentOut: tk('Payment out'),
  expense: tk('Expense'),
  openingBalance: tk('Opening balance'),
};

/**
 * A colour per kind: money in green (sale) or blue (payment in), out grey, amber or red; a
 * credit note (a sale taken back) red like money out, a debit note grey like a purchase.
 */
export const KIND_TONES: Record<RowKind, 'success' | 'accent' | 'warning' | 'danger' | 'neutral'> =
  {
    sale: 'success',
    purchase: 'neutral',
    creditNote: 'danger',
    debitNote: 'neutral',
    paymentIn: 'accent',
    paymentOut: 'warning',
    expense: 'danger',
    openingBalance: 'neutral',
  };
