// Item create/update body (spec sections 3 Item, 5 Tax/group/item, 7 Items).
import { z } from 'zod';
import { HSN_MESSAGES, normalizeHsnSac, validateHsnSac } from '../hsn.ts';
import { ITEM_VALIDATION } from '../validation-messages.ts';
import { optionalId, optionalText, requiredText, rupees, versionField } from './common.ts';
import { tk } from '../i18n/messages.ts';
import { BARCODE_LIMITS, barcodeListText, normalizeBarcode } from '../barcode.ts';
import { issueOf } from './zod-messages.ts';

export const ITEM_LIMITS = { name: 200, unitName: 32, hsnSacField: 16 } as const;

export const ITEM_RATE_MESSAGE = tk('Rate must be an amount of 0 or more with at most 2 decimals.');
export const ITEM_BUY_RATE_MESSAGE = tk(
  'Buy rate must be an amount of 0 or more with at most 2 decimals.',
);
export const ITEM_MRP_MESSAGE = tk('MRP must be an amount of 0 or more with at most 2 decimals.');
export const ITEM_BARCODES_MESSAGE = tk('Barcodes must be a list of codes.');
export const ITEM_REVERSE_CHARGE_MESSAGE = tk('Reverse charge must be true or false.');
export const ITEM_TRACKED_BY_BATCH_MESSAGE = tk('Tracked by batch must be true or false.');

const nonNegativeRupees = (message: string) => rupees(message).refine((r) => r >= 0, message);

/** Optional HSN/SAC code: spaces and dots removed; 4, 6 or 8 digits. */
export const hsnSacField = optionalText(ITEM_LIMITS.hsnSacField, HSN_MESSAGES.format)
  .transform((s) => (s === null ? null : normalizeHsnSac(s) || null))
  .refine((s) => validateHsnSac(s) === null, HSN_MESSAGES.format);

/** An item's barcodes (barcode.ts): each checked, none twice; the ends' spaces removed. */
export const barcodesField = z
  .array(z.string({ error: ITEM_BARCODES_MESSAGE }).max(BARCODE_LIMITS.maxLength * 4), {
    error: ITEM_BARCODES_MESSAGE,
  })
  .max(BARCODE_LIMITS.maxPerItem * 4, ITEM_BARCODES_MESSAGE)
  .transform((codes) => codes.map(normalizeBarcode))
  .superRefine((codes, ctx) => {
    const problem = barcodeListText(codes);
    if (problem) ctx.addIssue(issueOf(problem));
  });

/**
 * Rates are tax-inclusive rupees. A unit is given by id or, for a new unit typed in the
 * autocomplete, by name. Unknown fields (e.g. moving-average ones) are dropped.
 */
export const itemSchema = z.object({
  name: requiredText(ITEM_LIMITS.name, ITEM_VALIDATION.name),
  unitId: optionalId(tk('Invalid unit id')),
  unitName: optionalText(ITEM_LIMITS.unitName),
  rate: nonNegativeRupees(ITEM_RATE_MESSAGE).default(0),
  buyRate: nonNegativeRupees(ITEM_BUY_RATE_MESSAGE).default(0),
  hsnSacCode: hsnSacField,
  taxGroupId: optionalId(tk('Invalid tax group id')),
  /**
   * A service or goods notified under reverse charge (CGST Act section 9(3), e.g. GTA, legal
   * services): a purchase of it is under reverse charge. Absent: false on create, kept on update.
   */
  reverseCharge: z.boolean({ error: ITEM_REVERSE_CHARGE_MESSAGE }).nullish(),
  /** The printed maximum retail price (labels show it); null: none. Absent on update: kept. */
  mrp: nonNegativeRupees(ITEM_MRP_MESSAGE).nullish(),
  /**
   * Stock kept per batch (issue 40 part 2): a purchase names the batch, a sale takes the
   * first-expiring one. Absent: false on create, kept on update.
   */
  trackedByBatch: z.boolean({ error: ITEM_TRACKED_BY_BATCH_MESSAGE }).nullish(),
  /** Its barcodes (issue 40), unique in the company. Absent on update: kept. */
  barcodes: barcodesField.optional(),
  /** The version the edit is based on (issue 37); ignored on create. */
  version: versionField(),
});
export type ItemInput = z.input<typeof itemSchema>;
export type ItemData = z.output<typeof itemSchema>;
