// The supply fields of a bill as the API takes them (issue 36): kind of supply, reverse charge,
// the place of supply chosen, ship-to and dispatch-from addresses, an export's details. The
// rules that follow from them live in gst/supply.ts; transactionSchema spreads supplyFields.
import { z } from 'zod';
import { stateByCode } from '../states.ts';
import { gstinProblem } from '../gstin.ts';
import {
  SUPPLY_LIMITS,
  SUPPLY_MESSAGES,
  SUPPLY_TYPES,
  type ExportDetails,
  type ShipAddress,
} from '../gst/supply.ts';
import { isRealIsoDate, optionalText, text } from './common.ts';
import { issueOf } from './zod-messages.ts';

const stateCodeField = (message: string) =>
  text(message)
    .trim()
    .refine((c) => /^\d{2}$/.test(c) && stateByCode(c) !== undefined, message);

const pinField = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((p) =>
    p === null || p === undefined || String(p).trim() === '' ? null : String(p).trim(),
  )
  .refine((p) => p === null || /^[1-9]\d{5}$/.test(p), SUPPLY_MESSAGES.pin);

const gstinField = optionalText(15)
  .transform((g) => (g === null ? null : g.toUpperCase()))
  .superRefine((g, ctx) => {
    if (g === null) return;
    const problem = gstinProblem(g, 'customer');
    if (problem) ctx.addIssue(issueOf(problem));
  });

/** A ship-to or dispatch-from address (e-invoice ShipDtls / DispDtls, e-way bill). */
function shipAddressSchema(nameMessage: string, addressMessage: string) {
  return z.object({
    name: text(nameMessage).trim().min(1, nameMessage).max(SUPPLY_LIMITS.name),
    gstin: gstinField,
    address: text(addressMessage).trim().min(1, addressMessage).max(SUPPLY_LIMITS.address),
    place: optionalText(SUPPLY_LIMITS.place),
    pin: pinField,
    stateCode: stateCodeField(SUPPLY_MESSAGES.stateCode),
  });
}
export const shipToSchema = shipAddressSchema(
  SUPPLY_MESSAGES.shipToName,
  SUPPLY_MESSAGES.shipToAddress,
);
export const dispatchFromSchema = shipAddressSchema(
  SUPPLY_MESSAGES.dispatchName,
  SUPPLY_MESSAGES.dispatchAddress,
);

/** An export's shipping bill and where it leaves (e-invoice ExpDtls, GSTR-1 exp). */
export const exportDetailsSchema = z.object({
  shippingBillNumber: optionalText(SUPPLY_LIMITS.shippingBillNumber),
  shippingBillDate: optionalText(10).refine(
    (d) => d === null || isRealIsoDate(d),
    SUPPLY_MESSAGES.shippingBillDate,
  ),
  portCode: optionalText(SUPPLY_LIMITS.portCode)
    .transform((p) => (p === null ? null : p.toUpperCase()))
    .refine((p) => p === null || /^[A-Z0-9]{2,10}$/.test(p), SUPPLY_MESSAGES.portCode),
  currency: optionalText(3)
    .transform((c) => (c === null ? null : c.toUpperCase()))
    .refine((c) => c === null || /^[A-Z]{3}$/.test(c), SUPPLY_MESSAGES.currency),
  country: optionalText(2)
    .transform((c) => (c === null ? null : c.toUpperCase()))
    .refine((c) => c === null || /^[A-Z]{2}$/.test(c), SUPPLY_MESSAGES.country),
});

/** The supply fields of a bill as the API takes them (transactionSchema spreads these). */
export const supplyFields = {
  supplyType: z
    .enum(SUPPLY_TYPES, { error: SUPPLY_MESSAGES.supplyType })
    .nullish()
    .transform((t) => t ?? 'regular'),
  reverseCharge: z
    .boolean()
    .nullish()
    .transform((b) => b ?? false),
  /** The place of supply chosen on the bill (section 10(1)(b)); null: by the rules above. */
  placeOfSupply: z
    .string()
    .trim()
    .nullish()
    .transform((c) => (c ? c.padStart(2, '0') : null))
    .refine((c) => c === null || stateByCode(c) !== undefined, SUPPLY_MESSAGES.placeOfSupply),
  shipTo: shipToSchema.nullish().transform((s) => s ?? null),
  dispatchFrom: dispatchFromSchema.nullish().transform((s) => s ?? null),
  exportDetails: exportDetailsSchema.nullish().transform((s) => s ?? null),
};

// The schemas' output is the stored shape (gst/supply.ts): a drift fails the type check.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const shapesAgree: [
  Same<z.output<typeof shipToSchema>, ShipAddress>,
  Same<z.output<typeof exportDetailsSchema>, ExportDetails>,
] = [true, true];
void shapesAgree;
