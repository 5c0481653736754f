// The company's aggregate annual turnover (AATO) band: one setting for what used to be two
// checkboxes ("Turnover above ₹5 crore" and "E-invoicing enabled"), which were one fact.
// Above ₹5 crore: e-invoicing applies and HSN codes need 6 digits (GSTR-1 and the IRP); at
// ₹10 crore or more the IRP also refuses a document dated more than 30 days before it is
// reported (shared/domain/EINVOICE.md). Pure.
import { tk } from '../i18n/messages.ts';

export const AATO_BANDS = ['up_to_5cr', '5cr_to_10cr', '10cr_or_more'] as const;
export type AatoBand = (typeof AATO_BANDS)[number];

export const AATO_BAND_LABELS: Record<AatoBand, string> = {
  up_to_5cr: tk('Up to ₹5 crore'),
  '5cr_to_10cr': tk('Above ₹5 crore, below ₹10 crore'),
  '10cr_or_more': tk('₹10 crore or more'),
};

export const AATO_MESSAGES = {
  band: tk('Turnover (AATO) must be up_to_5cr, 5cr_to_10cr or 10cr_or_more.'),
  disagree: tk(
    'Turnover above ₹5 crore and e-invoicing are one setting (the turnover band): they cannot differ.',
  ),
} as const;

/** How many days old a document may be when reported to the IRP at AATO ≥ ₹10 crore. */
export const IRN_REPORTING_DAYS = 30;

/** E-invoicing applies, and HSN codes need 6 or 8 digits: AATO above ₹5 crore. */
export const aboveFiveCrore = (band: AatoBand): boolean => band !== 'up_to_5cr';

/** The IRP's 30-day reporting limit applies: AATO of ₹10 crore or more. */
export const reportingLimitApplies = (band: AatoBand): boolean => band === '10cr_or_more';

/** A stored or sent value as a band ('up_to_5cr' for anything unknown). */
export function aatoBandOf(value: unknown): AatoBand {
  return (AATO_BANDS as readonly unknown[]).includes(value) ? (value as AatoBand) : 'up_to_5cr';
}

/**
 * The band a settings update asks for: aatoBand itself, or the old true/false fields
 * (turnoverAbove5Cr, eInvoicingEnabled): true keeps a band above ₹5 crore (₹5–10 crore from
 * below), false means up to ₹5 crore. Undefined: no change.
 */
export function requestedAatoBand(
  patch: {
    aatoBand?: AatoBand | undefined;
    turnoverAbove5Cr?: boolean;
    eInvoicingEnabled?: boolean;
  },
  current: AatoBand,
): AatoBand | undefined {
  if (patch.aatoBand !== undefined) return patch.aatoBand;
  const above = patch.turnoverAbove5Cr ?? patch.eInvoicingEnabled;
  if (above === undefined) return undefined;
  if (!above) return 'up_to_5cr';
  return aboveFiveCrore(current) ? current : '5cr_to_10cr';
}
