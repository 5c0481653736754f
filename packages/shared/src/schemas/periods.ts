// Request bodies of issue 38: marking a GST return filed (POST /api/reports/gst/filings), undoing
// a filing, and the books' closing date (PUT /api/periods/books-closed). The rules that need the
// database (the filing date against the month, who may reopen) are the server's.
import { z } from 'zod';
import { acceptPascalCase, isoDate, text } from './common.ts';
import { ARN_PATTERN, FILING_MESSAGES as M, RETURN_TYPES } from '../period-locks.ts';
import { YEAR_CLOSE_MESSAGES as Y } from '../year-close.ts';

const reason = text(M.reason).trim().min(3, M.reason).max(500, M.reason);

// Typed from the portal's screen or mail: spaces dropped, letters in capitals.
const arn = z
  .string({ error: M.arn })
  .transform((s) => s.replace(/\s+/g, '').toUpperCase())
  .refine((s) => ARN_PATTERN.test(s), M.arn);

/** A financial year by the calendar year it starts in (2025: 2025-26). */
const financialYear = z.number({ error: Y.year }).int(Y.year).min(2017, Y.year).max(2100, Y.year);

export const fileReturnSchema = acceptPascalCase(
  z.object({
    returnType: z.enum(RETURN_TYPES, { error: M.returnType }),
    year: z.number({ error: M.returnType }).int().min(2017).max(2100),
    month: z.number({ error: M.returnType }).int().min(1).max(12),
    filedOn: isoDate(M.filedOn),
    arn,
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

/** POST /api/periods/year-closings: close a financial year (issue 38 part 5). */
export const closeYearSchema = acceptPascalCase(z.object({ year: financialYear }));
export type CloseYearInput = z.output<typeof closeYearSchema>;

/** POST /api/periods/year-closings/{id}/reopen, and undoing an annual return's filing. */
export const reopenYearSchema = undoFilingSchema;

/** POST /api/periods/annual-returns: the annual return (GSTR-9) of a year marked filed. */
export const fileAnnualReturnSchema = acceptPascalCase(
  z.object({ year: financialYear, filedOn: isoDate(M.filedOn), arn }),
);
export type FileAnnualReturnInput = z.output<typeof fileAnnualReturnSchema>;
export type FileAnnualReturnBody = z.input<typeof fileAnnualReturnSchema>;
