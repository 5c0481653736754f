// Requests of /api/gstr2b (issue 27): the month chosen for an upload, an action on a month's
// reconciliation, and the ids in paths.
import { z } from 'zod';
import { GSTR2B_ACTIONS, GSTR2B_CATEGORIES, GSTR2B_MESSAGES, isPeriod } from '../gstr2b.ts';
import { tk } from '../i18n/messages.ts';
import { optionalId, positiveId, wholeNumber } from './common.ts';

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

/** Rows of a reconciliation a page at most (issue 37: 180,000 rows were one 82 MB reply). */
export const GSTR2B_PAGE_MAX = 1000;

/**
 * ?category=&gstin=&skip=&take= of a month's reconciliation: one page of its rows (of one
 * category, and one supplier's, when asked), beside every category's count.
 */
export const gstr2bReconciliationQuery = z.object({
  category: z
    .enum(GSTR2B_CATEGORIES, { error: tk('That is not a category of the reconciliation.') })
    .optional()
    .transform((c) => c ?? null),
  gstin: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[0-9A-Z]{15}$/, tk('Enter the supplier GSTIN (15 characters).'))
    .optional()
    .transform((g) => g ?? null),
  skip: wholeNumber(0, 10_000_000, tk('Skip must be a whole number, 0 or more.')).default(0),
  take: wholeNumber(1, GSTR2B_PAGE_MAX, tk('Take must be a whole number from 1 to 1000.')).default(
    200,
  ),
});
export type Gstr2bReconciliationQuery = z.infer<typeof gstr2bReconciliationQuery>;

export const gstr2bExportQuery = z.object({
  format: z.enum(['csv', 'xlsx'], { error: tk('Format must be csv or xlsx.') }),
});
