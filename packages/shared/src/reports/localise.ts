// A report's texts in a language, for the screen (web) and the CSV/XLSX exports (server). The
// definitions write titles and column labels in English (marked with tk()); a few columns hold
// fixed words rather than names (a ratio's name, a ledger group, an account's name such as
// 'Sundry debtors: Asha Traders', a GSTR-1 check): their cells are translated too. `message`
// is the language's translator of finished English sentences (templates matched back), the
// server's translator(...).message or the web's messageText. Saved snapshots stay in English.
import type { ReportColumn } from './report-result.ts';

type Message = (english: string) => string;

const WORD_COLUMNS: ReadonlySet<string> = new Set([
  'metric',
  'group',
  'section',
  'document',
  'documentType',
  'account',
  'check',
  'message',
]);

/** A dataset's title and column labels; keys and kinds stay. */
export function localiseHead(
  message: Message,
  title: string,
  columns: readonly ReportColumn[],
): { title: string; columns: ReportColumn[] } {
  return {
    title: message(title),
    columns: columns.map((c) => ({ ...c, label: message(c.label) })),
  };
}

/** Rows with their word columns translated; the same rows when the dataset has none. */
export function localiseRows<R extends Record<string, unknown>>(
  message: Message,
  columns: readonly ReportColumn[],
  rows: readonly R[],
): readonly R[] {
  const keys = columns.map((c) => c.key).filter((k) => WORD_COLUMNS.has(k));
  if (keys.length === 0) return rows;
  return rows.map((r) => {
    const out: Record<string, unknown> = { ...r };
    for (const key of keys) if (typeof out[key] === 'string') out[key] = message(out[key]);
    return out as R;
  });
}
