// A report's texts in a language, for the screen (web) and the CSV/XLSX exports (server). The
// definitions write titles and column labels in English (marked with tk()). A cell that holds
// fixed words rather than a name (a ratio's name, a ledger group, an account such as
// 'Sundry debtors: Asha Traders', a GSTR-1 check) is built as a Message: its row keeps the key
// and values beside the English cell (ROW_TEXTS; on the wire the dataset's `cellTexts`), and
// only those cells are translated: a cell the user named ('Total', 'Cash') is shown as typed.
// `translate` is the language's one translator (the server's translator(...).text, the web's
// messageText). Saved snapshots stay in English.
import { Message, isMessage, type MessageValue, type Text } from '../i18n/messages.ts';
import type { CellTextReply, ReportColumn, ReportDataset } from '../replies/reports.ts';

type Translate = (text: Text) => string;

/** A fixed-word cell's text: its catalogue key and values (a word nested as a CellText). */
export type CellText = CellTextReply;

/** A row's fixed-word cells' texts, by column key. */
export type RowTexts = Record<string, CellText>;

/** Where a row keeps its texts while the server builds or exports it: never sent as such. */
export const ROW_TEXTS: unique symbol = Symbol('rowTexts');

type Row = Record<string, unknown> & { [ROW_TEXTS]?: RowTexts };

/** The texts a row keeps (ROW_TEXTS). */
export const rowTexts = (row: Record<string, unknown>): RowTexts | undefined =>
  (row as Row)[ROW_TEXTS];

/** A row without its texts (for the wire, where they go beside the rows). */
export function withoutRowTexts(row: Record<string, unknown>): Record<string, unknown> {
  const { [ROW_TEXTS]: _texts, ...cells } = row as Row;
  return cells;
}

/** A dataset's rows with its `cellTexts` (a reply's, a snapshot's) kept on them (ROW_TEXTS). */
export function withRowTexts(
  rows: readonly Record<string, unknown>[],
  texts: ReportDataset['cellTexts'],
): Record<string, unknown>[] {
  if (!texts) return [...rows];
  return rows.map((r, i) => {
    const t = texts[i];
    return t ? { ...r, [ROW_TEXTS]: t } : r;
  });
}

/** The `cellTexts` of a dataset's rows, one per row (null: none); undefined when none has any. */
export function cellTextsOf(rows: readonly Record<string, unknown>[]): ReportDataset['cellTexts'] {
  const texts = rows.map((r) => rowTexts(r) ?? null);
  return texts.some((t) => t !== null) ? texts : undefined;
}

/**
 * The columns whose cells were translated as words before rows carried their texts: only the
 * rows of a dataset saved before (a snapshot without `cellTexts`) are read this way.
 */
const SAVED_WORD_COLUMNS: ReadonlySet<string> = new Set([
  'metric',
  'group',
  'section',
  'document',
  'documentType',
  'account',
  'check',
  'message',
]);

/** A Message as a row carries it (JSON). */
export function cellText(message: Message): CellText {
  const entries = Object.entries(message.values);
  if (entries.length === 0) return { key: message.key };
  return {
    key: message.key,
    values: Object.fromEntries(entries.map(([k, v]) => [k, isMessage(v) ? cellText(v) : v])),
  };
}

/** A row's cell text as a Message; null for anything else (a hand-edited snapshot). */
export function cellMessage(cell: unknown): Message | null {
  if (!cell || typeof cell !== 'object') return null;
  const { key, values } = cell as { key?: unknown; values?: unknown };
  if (typeof key !== 'string') return null;
  const out: Record<string, MessageValue> = {};
  if (values && typeof values === 'object') {
    for (const [k, v] of Object.entries(values)) {
      if (typeof v === 'string' || typeof v === 'number') out[k] = v;
      else {
        const nested = cellMessage(v);
        if (nested) out[k] = nested;
      }
    }
  }
  return new Message(key, out);
}

/** A title or label as raised: its Message when it carries one (`titleText`, `labelText`). */
const headText = (english: string, text: CellText | undefined): Text =>
  (text && cellMessage(text)) ?? english;

/**
 * A dataset's title and column labels; keys and kinds stay. A label with a value in it is
 * translated by its key and values (`labelText`), which it then no longer needs.
 */
export function localiseHead(
  translate: Translate,
  title: Text,
  columns: readonly ReportColumn[],
): { title: string; columns: ReportColumn[] } {
  return {
    title: translate(title),
    columns: columns.map(({ labelText, ...c }) => ({
      ...c,
      label: translate(headText(c.label, labelText)),
    })),
  };
}

/** A dataset's title as raised (a reply's or a snapshot's: its English and `titleText`). */
export const titleOf = (d: Pick<ReportDataset, 'title' | 'titleText'>): Text =>
  headText(d.title, d.titleText);

/**
 * Rows with their fixed-word cells translated (those their texts name, and no other); the same
 * rows when there are none. `saved`: rows of a snapshot saved before rows carried their texts,
 * whose word columns are translated as they were then.
 */
export function localiseRows<R extends Record<string, unknown>>(
  translate: Translate,
  columns: readonly ReportColumn[],
  rows: readonly R[],
  saved = false,
): readonly R[] {
  const words = saved ? columns.map((c) => c.key).filter((k) => SAVED_WORD_COLUMNS.has(k)) : [];
  return rows.map((r) => {
    const texts = rowTexts(r);
    if (texts) {
      const out = withoutRowTexts(r);
      for (const [key, cell] of Object.entries(texts)) {
        const message = cellMessage(cell);
        if (message && key in out) out[key] = translate(message);
      }
      return out as R;
    }
    if (words.length === 0) return r;
    const out: Record<string, unknown> = { ...r };
    for (const key of words) if (typeof out[key] === 'string') out[key] = translate(out[key]);
    return out as R;
  });
}

/** A dataset of a reply or a snapshot in a language: its head, and its rows as above. */
export function localiseDataset<D extends ReportDataset>(translate: Translate, d: D): D {
  const { titleText: _raised, ...rest } = d;
  return {
    ...(rest as D),
    ...localiseHead(translate, titleOf(d), d.columns),
    rows: [...localiseRows(translate, d.columns, withRowTexts(d.rows, d.cellTexts), !d.cellTexts)],
  };
}
