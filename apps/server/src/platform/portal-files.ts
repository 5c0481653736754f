// What the e-invoice and e-way bill files share: a month's dates, a bill number made safe for a
// file name, and the 422 that refuses a file, listing every problem.
import { monthRange } from '@hisaab/shared/report-defaults';
import { asMessage, tk, type Text } from '@hisaab/shared/i18n/messages';
import { HttpError } from './errors.ts';

/** 422 with every problem, each a Message (a catalogue text too), translated as it is sent. */
export const unprocessable = (detail: Text, problems: Text[]) =>
  new HttpError(422, tk('Cannot make the file'), detail, undefined, {
    problems: problems.map(asMessage),
  });

/** yyyy-mm → its first and last day. */
export function monthTextRange(month: string): { start: string; end: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const { startDate, endDate } = monthRange(y, m);
  return { start: startDate, end: endDate };
}

export const fileSafe = (s: string) =>
  s.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-+|-+$/g, '') || 'bill';
