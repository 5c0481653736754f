// GET /api/exports/tally's query: a period inside one financial year (Tally files vouchers in
// the company's year; a voucher outside it imports but shows in no report), and which part.
import { z } from 'zod';
import { financialYearOf } from '../format.ts';
import { isRealIsoDate } from './common.ts';
import { tk } from '../i18n/messages.ts';
import { issueOf } from './zod-messages.ts';

export const TALLY_PARTS = ['all', 'masters', 'vouchers'] as const;
export type TallyPart = (typeof TALLY_PARTS)[number];

export const TALLY_MESSAGES = {
  from: tk('From must be a date as yyyy-mm-dd.'),
  to: tk('To must be a date as yyyy-mm-dd.'),
  order: tk('From must be on or before To.'),
  oneYear: tk(
    'The period must lie inside one financial year (1 April to 31 March): Tally keeps each year apart.',
  ),
  part: tk('Part must be all, masters or vouchers.'),
} as const;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

const day = (message: string) =>
  z.preprocess(
    blankToUndefined,
    z.string({ error: message }).trim().refine(isRealIsoDate, message),
  );

export const tallyExportQuerySchema = z
  .object({
    from: day(TALLY_MESSAGES.from),
    to: day(TALLY_MESSAGES.to),
    part: z.preprocess(
      blankToUndefined,
      z.enum(TALLY_PARTS, { error: TALLY_MESSAGES.part }).default('all'),
    ),
  })
  .superRefine((v, ctx) => {
    // Refinements run even after a date failed its own check: only two real dates compare.
    if (!isRealIsoDate(v.from) || !isRealIsoDate(v.to)) return;
    if (v.from > v.to) {
      ctx.addIssue(issueOf(TALLY_MESSAGES.order, ['from']));
    } else if (financialYearOf(v.from).start !== financialYearOf(v.to).start) {
      ctx.addIssue(issueOf(TALLY_MESSAGES.oneYear, ['to']));
    }
  });

export type TallyExportQuery = z.infer<typeof tallyExportQuerySchema>;

/** The download's file name: tally-2026-11-01-to-2026-11-30.xml (masters-/vouchers- for a part). */
export function tallyFileName(q: Pick<TallyExportQuery, 'from' | 'to' | 'part'>): string {
  const what = q.part === 'all' ? 'tally' : `tally-${q.part}`;
  return `${what}-${q.from}-to-${q.to}.xml`;
}
