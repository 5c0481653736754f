// The company settings and master-data fields of issue 36: the letter of undertaking (LUT) under
// which exports and SEZ supplies go without payment of IGST (its ARN and the days it covers),
// the series of debit notes to customers, a customer's GST category and an item's reverse
// charge flag. companySettingsSchema and the customer/item bodies spread these.
import { z } from 'zod';
import { GST_CATEGORIES } from '../gst/supply.ts';
import { tk } from '../i18n/messages.ts';
import { isRealIsoDate, optionalText } from './common.ts';

export const LUT_REFERENCE_MAX = 50;

export const SUPPLY_SETTINGS_MESSAGES = {
  lutReference: tk(
    'LUT reference (ARN) must be 1 to 50 letters or digits, such as AD270326000123X.',
  ),
  lutDate: tk('Enter the LUT date as yyyy-mm-dd.'),
  lutDates: tk('The LUT’s “valid from” date must be on or before its “valid to” date.'),
  gstCategory: tk('GST category must be none, SEZ unit, Overseas or Deemed export.'),
} as const;

/** The LUT's ARN as the portal gives it (AD270326000123X); blank clears it. */
export const lutReferenceField = optionalText(
  LUT_REFERENCE_MAX,
  SUPPLY_SETTINGS_MESSAGES.lutReference,
)
  .transform((s) => (s === null ? null : s.toUpperCase()))
  .refine((s) => s === null || /^[A-Z0-9]{1,50}$/.test(s), SUPPLY_SETTINGS_MESSAGES.lutReference);

/** yyyy-mm-dd, or blank (null). */
export const lutDateField = optionalText(10, SUPPLY_SETTINGS_MESSAGES.lutDate).refine(
  (d) => d === null || isRealIsoDate(d),
  SUPPLY_SETTINGS_MESSAGES.lutDate,
);

/** The LUT's days, from ≤ to (either may be open). */
export function lutDatesProblem(from: string | null, to: string | null): string | null {
  return from !== null && to !== null && from > to ? SUPPLY_SETTINGS_MESSAGES.lutDates : null;
}

/** A customer's GST category; '' or null: none (read from the GSTIN). Absent: unchanged. */
export const gstCategoryField = z
  .union([z.enum(GST_CATEGORIES), z.literal(''), z.null()], {
    error: SUPPLY_SETTINGS_MESSAGES.gstCategory,
  })
  .transform((c) => (c === '' ? null : c));
