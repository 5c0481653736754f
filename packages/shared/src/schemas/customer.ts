// Customer (or vendor) create/update body (spec sections 3, 5 Customer and 9 caps).
import { z } from 'zod';
import { gstinProblem } from '../gstin.ts';
import { PAN_MESSAGES, panMatchesGstin, panProblem } from '../pan.ts';
import { CUSTOMER_VALIDATION } from '../validation-messages.ts';
import { EMAIL_MAX, EMAIL_PATTERN } from './auth.ts';
import { optionalText, text, oneLine, versionField } from './common.ts';
import { issueOf } from './zod-messages.ts';

export { CASH_CUSTOMER_NAME, isCashCustomerName } from '../cash-customer.ts';

export const CUSTOMER_LIMITS = {
  nameMin: 2,
  nameMax: 250,
  phone: 20,
  address: 500,
  email: EMAIL_MAX,
  gstinField: 32,
  panField: 16,
} as const;

/** Optional, upper-cased; blank → null. */
function upperOptional(max: number, message: string) {
  return optionalText(max, message).transform((s) => (s === null ? null : s.toUpperCase()));
}

/** Optional, trimmed, lower-cased, 256 at most, shaped x@y.z; blank → null. */
export const optionalEmail = optionalText(CUSTOMER_LIMITS.email, CUSTOMER_VALIDATION.emailLength)
  .transform((s) => (s === null ? null : s.toLowerCase()))
  .refine((s) => s === null || EMAIL_PATTERN.test(s), CUSTOMER_VALIDATION.emailFormat);

/** Customer GSTIN: any registration kind, with state code and check character checked. */
export const customerGstin = upperOptional(
  CUSTOMER_LIMITS.gstinField,
  CUSTOMER_VALIDATION.gstinLength,
).superRefine((g, ctx) => {
  if (g === null) return;
  const problem = gstinProblem(g, 'customer');
  if (problem) ctx.addIssue(issueOf(problem));
});

export const optionalPan = upperOptional(
  CUSTOMER_LIMITS.panField,
  CUSTOMER_VALIDATION.panLength,
).superRefine((p, ctx) => {
  if (p === null) return;
  const problem = panProblem(p);
  if (problem) ctx.addIssue(issueOf(problem));
});

export const customerSchema = z
  .object({
    name: text(CUSTOMER_VALIDATION.nameLength)
      .overwrite(oneLine)
      .trim()
      .min(CUSTOMER_LIMITS.nameMin, CUSTOMER_VALIDATION.nameLength)
      .max(CUSTOMER_LIMITS.nameMax, CUSTOMER_VALIDATION.nameLength),
    phone: optionalText(CUSTOMER_LIMITS.phone, CUSTOMER_VALIDATION.phoneLength),
    address: optionalText(CUSTOMER_LIMITS.address, CUSTOMER_VALIDATION.addressLength),
    email: optionalEmail,
    gstin: customerGstin,
    pan: optionalPan,
    /** The version the edit is based on (issue 37); ignored on create. */
    version: versionField(),
  })
  .superRefine((c, ctx) => {
    if (c.pan && c.gstin && !panMatchesGstin(c.pan, c.gstin)) {
      ctx.addIssue(issueOf(PAN_MESSAGES.gstinMismatch, ['pan']));
    }
  });
export type CustomerInput = z.input<typeof customerSchema>;
export type CustomerData = z.output<typeof customerSchema>;
