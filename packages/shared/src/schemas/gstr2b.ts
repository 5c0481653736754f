// Requests of /api/gstr2b (issue 27): the month chosen for an upload, an action on a month's
// reconciliation, and the ids in paths.
import { z } from 'zod';
import { GSTR2B_ACTIONS, GSTR2B_MESSAGES, isPeriod } from '../gstr2b.ts';
import { tk } from '../i18n/messages.ts';
import { optionalId, positiveId } from './common.ts';

export const gstr2bUploadQuery = z.object({
  period: z
    .string()
    .trim()
    .refine(isPeriod, GSTR2B_MESSAGES.badPeriod)
    .optional()
    .transform((p) => p ?? null),
});

export const gstr2bIdParams = z.object({ id: positiveId('Invalid GSTR-2B upload id') });

export const gstr2bActionParams = z.object({
  id: positiveId('Invalid GSTR-2B upload id'),
  actionId: positiveId(tk('Invalid action id')),
});

export const gstr2bSupplierParams = z.object({
  id: positiveId('Invalid GSTR-2B upload id'),
  gstin: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[0-9A-Z]{15}$/, tk('Enter the supplier GSTIN (15 characters).')),
});

export const gstr2bActionSchema = z.object({
  action: z.enum(GSTR2B_ACTIONS, { error: 'Action must be accept, link or follow_up.' }),
  docKey: z
    .string()
    .trim()
    .min(1)
    .max(120, 'That document is not in this GSTR-2B.')
    .nullish()
    .transform((k) => k ?? null),
  transactionId: optionalId(tk('Invalid purchase id')),
});
export type Gstr2bActionBody = z.infer<typeof gstr2bActionSchema>;

export const gstr2bExportQuery = z.object({
  format: z.enum(['csv', 'xlsx'], { error: tk('Format must be csv or xlsx.') }),
});
