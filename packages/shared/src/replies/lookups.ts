// Replies of what the invoice screen looks up while a bill is typed (issue 25): the
// autocomplete lists (GET /transactions/autocomplete), the last rates billed to a customer and
// a vendor's last buy rate (GET /items/.../customer-rate, .../vendor-buy-rate).
import { z } from 'zod/mini';
import { TAX_TYPES } from '../tax-types.ts';
import { GST_CATEGORIES } from '../gst/supply.ts';
import { rupees } from './list.ts';

export const SPECIAL_KINDS = ['opening_balance', 'round_off', 'discount'] as const;
/** An item Hisaab keeps for itself (special-items.ts); null on an ordinary item. */
export const specialKind = z.enum(SPECIAL_KINDS);
export type SpecialKind = z.infer<typeof specialKind>;

/** A customer or vendor to bill, with its balance (positive: the party owes the company). */
export const customerOptionReply = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.nullable(z.string()),
  address: z.nullable(z.string()),
  email: z.nullable(z.string()),
  gstin: z.nullable(z.string()),
  pan: z.nullable(z.string()),
  stateCode: z.nullable(z.string()),
  isDefaultCash: z.boolean(),
  balance: rupees,
  /** The default kind of supply of its bills (issue 36); absent or null: none. */
  gstCategory: z.optional(z.nullable(z.enum(GST_CATEGORIES))),
});
export type CustomerOption = z.infer<typeof customerOptionReply>;

/** A tax of an item's group, as the bill applies it. */
export const itemTaxReply = z.object({
  taxId: z.number(),
  name: z.string(),
  taxType: z.enum(TAX_TYPES),
  /** Percent, e.g. 18 */
  rate: z.number(),
  isCompound: z.boolean(),
  effectiveFrom: z.nullable(z.string()),
  effectiveTo: z.nullable(z.string()),
  priority: z.number(),
});
export type ItemTax = z.infer<typeof itemTaxReply>;

export const itemOptionReply = z.object({
  id: z.number(),
  name: z.string(),
  unitId: z.number(),
  unitName: z.string(),
  rate: rupees,
  buyRate: rupees,
  hsnSacCode: z.nullable(z.string()),
  taxGroupId: z.nullable(z.number()),
  taxGroupName: z.nullable(z.string()),
  specialKind: z.nullable(specialKind),
  /** In the item's unit (a quantity, not milli). */
  stock: z.number(),
  taxes: z.array(itemTaxReply),
  /** A service notified under reverse charge (issue 36): a purchase of it is RCM. */
  reverseCharge: z.optional(z.boolean()),
  /** Stock kept per batch (issue 40 part 2): the bill line names its batch. */
  trackedByBatch: z.optional(z.boolean()),
  /**
   * With two godowns or more (issue 40 part 3): the stock in each, by godown id (in units);
   * a godown not listed holds none.
   */
  godownStock: z.optional(z.record(z.string(), z.number())),
});
export type ItemOption = z.infer<typeof itemOptionReply>;

export const unitOptionReply = z.object({ id: z.number(), name: z.string() });
export type UnitOption = z.infer<typeof unitOptionReply>;

export const bankAccountOptionReply = z.object({
  id: z.number(),
  bankName: z.nullable(z.string()),
  accountName: z.nullable(z.string()),
  accountNumber: z.nullable(z.string()),
  branchName: z.nullable(z.string()),
  bankCode: z.nullable(z.string()),
});
export type BankAccountOption = z.infer<typeof bankAccountOptionReply>;

/** GET /transactions/autocomplete (with or without search). */
export const autocompleteReply = z.object({
  customers: z.array(customerOptionReply),
  items: z.array(itemOptionReply),
  projects: z.array(z.object({ id: z.number(), name: z.string() })),
  /** The company's godowns, the default first (issue 40 part 3). */
  godowns: z.optional(
    z.array(z.object({ id: z.number(), name: z.string(), isDefault: z.boolean() })),
  ),
  units: z.array(unitOptionReply),
  bankAccounts: z.array(bankAccountOptionReply),
  /**
   * False for a large shop: the first customers and items by name were sent, and the rest
   * are found by searching as the user types.
   */
  complete: z.boolean(),
});
export type AutocompleteReply = z.infer<typeof autocompleteReply>;

/** GET /items/customer-rate/{customerId}: the last rate billed to the customer, per item. */
export const customerRatesReply = z.array(z.object({ itemId: z.number(), rate: rupees }));
export type CustomerRatesReply = z.infer<typeof customerRatesReply>;

/** GET /items/{itemId}/customer-rate/{customerId}: null when the customer has none. */
export const customerRateReply = z.nullable(
  z.object({ itemId: z.number(), customerId: z.number(), rate: rupees }),
);
export type CustomerRateReply = z.infer<typeof customerRateReply>;

/** GET /items/{itemId}/vendor-buy-rate/{vendorId}: null for no item (or none selected). */
export const vendorBuyRateReply = z.nullable(
  z.object({ vendorSpecificLastBuyRate: z.nullable(rupees), standardBuyRate: rupees }),
);
export type VendorBuyRateReply = z.infer<typeof vendorBuyRateReply>;
