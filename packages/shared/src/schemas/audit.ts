// GET /api/audit: the audit trail's filters, checked alike by the screen and the server, and the
// words the screen shows for the entity and action names the server stores.
import { z } from 'zod';
import { isoDate, optionalText, positiveId, wholeNumber } from './common.ts';
import { tk } from '../i18n/messages.ts';

export const AUDIT_MESSAGES = {
  fromDate: tk('From must be a date (yyyy-mm-dd).'),
  toDate: tk('To must be a date (yyyy-mm-dd).'),
  range: tk('From must be on or before To.'),
  userId: tk('Invalid user id'),
  skip: tk('Skip must be a whole number from 0.'),
  take: tk('Take must be a whole number from 1 to 200.'),
} as const;

export const AUDIT_PAGE_SIZE = 50;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const auditQuerySchema = z
  .object({
    entity: optionalText(64).optional(),
    entityId: optionalText(64).optional(),
    userId: z.preprocess(blankToUndefined, positiveId(AUDIT_MESSAGES.userId).optional()),
    from: z.preprocess(blankToUndefined, isoDate(AUDIT_MESSAGES.fromDate).optional()),
    to: z.preprocess(blankToUndefined, isoDate(AUDIT_MESSAGES.toDate).optional()),
    skip: z.preprocess(blankToUndefined, wholeNumber(0, 1_000_000, AUDIT_MESSAGES.skip).default(0)),
    take: z.preprocess(
      blankToUndefined,
      wholeNumber(1, 200, AUDIT_MESSAGES.take).default(AUDIT_PAGE_SIZE),
    ),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: AUDIT_MESSAGES.range,
    path: ['to'],
  });

export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** Entity names as stored, with the words the screen shows. */
export const AUDIT_ENTITIES: Readonly<Record<string, string>> = {
  transaction: 'Bill',
  payment: 'Payment',
  expense: 'Expense',
  customer: 'Customer',
  item: 'Item',
  unit: 'Unit',
  tax: 'Tax',
  taxGroup: tk('Tax group'),
  bankAccount: tk('Bank account'),
  companySettings: 'Settings',
  company: 'Company',
  file: 'File',
  user: 'User',
  subscription: 'Plan',
  export: 'Export',
};

export const AUDIT_ACTIONS: Readonly<Record<string, string>> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  login: tk('Logged in'),
  export: 'Exported',
};
