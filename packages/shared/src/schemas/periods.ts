// Request bodies of issue 38: marking a GST return filed (POST /api/reports/gst/filings), undoing
// a filing, and the books' closing date (PUT /api/periods/books-closed). The rules that need the
// database (the filing date against the month, who may reopen) are the server's.
import { z } from 'zod';
import { acceptPascalCase, isoDate, text } from './common.ts';
import { ARN_PATTERN, FILING_MESSAGES as M, RETURN_TYPES } from '../period-locks.ts';

const reason = text(M.reason).trim().min(3, M.reason).max(500, M.reason);

export const fileReturnSchema = acceptPascalCase(
  z.object({
    returnType: z.enum(RETURN_TYPES, { error: M.returnType }),
    year: z.number({ error: M.returnType }).int().min(2017).max(2100),
    month: z.number({ error: M.returnType }).int().min(1).max(12),
    filedOn: isoDate(M.filedOn),
    // Typed from the portal's screen or mail: spaces dropped, letters in capitals.
    arn: z
      .string({ error: M.arn })
      .transform((s) => s.replace(/\s+/g, '').toUpperCase())
      .refine((s) => ARN_PATTERN.test(s), M.arn),
  }),
);
export type FileReturnInput = z.output<typeof fileReturnSchema>;
export type FileReturnBody = z.input<typeof fileReturnSchema>;

export const undoFilingSchema = acceptPascalCase(z.object({ reason }));
export type UndoFilingInput = z.output<typeof undoFilingSchema>;

/** closedTo null reopens every date; a reason is required whenever dates are reopened. */
export const booksClosedSchema = acceptPascalCase(
  z.object({
    closedTo: isoDate(M.closedTo).nullable(),
    reason: reason.nullish().transform((s) => s ?? null),
  }),
);
export type BooksClosedInput = z.output<typeof booksClosedSchema>;
export type BooksClosedBody = z.input<typeof booksClosedSchema>;
