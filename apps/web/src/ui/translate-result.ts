// A result's dataset titles and column labels in the current language. The server answers them
// in English (a snapshot keeps them as saved), marked in its definitions with tk(); their
// translations are in the shared catalogues, which the web loads too. Titles with values in
// them ("Trial balance as of {{date}}") are matched back to their templates. A few columns
// hold fixed words rather than names (a ratio's name, a ledger group): those cells too.
import type { ReportResult } from '@hisaab/shared/reports/report-result';
import { messageText } from '../i18n/i18n.ts';

// 'account': a ledger account's name ('Sundry debtors: Asha Traders'), matched to its template.
const WORD_COLUMNS: readonly string[] = [
  'metric',
  'group',
  'section',
  'document',
  'documentType',
  'account',
  'check',
  'message',
];

export function translateResult<R extends ReportResult>(result: R, _t?: unknown): R {
  const words = WORD_COLUMNS;
  return {
    ...result,
    datasets: result.datasets.map((d) => ({
      ...d,
      title: messageText(d.title),
      columns: d.columns.map((c) => ({ ...c, label: messageText(c.label) })),
      rows: !d.columns.some((c) => words.includes(c.key))
        ? d.rows
        : d.rows.map((r) => {
            const out = { ...r };
            for (const key of words) {
              if (typeof out[key] === 'string') out[key] = messageText(out[key]);
            }
            return out;
          }),
    })),
  };
}
