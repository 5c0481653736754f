// Replies of /api/reports (issue 25): the one shape every report, insight and snapshot answers
// with (report-result.ts keeps the names the screens and definitions import), the snapshot list
// and one saved snapshot. Money cells are rupees with 2 decimals, dates yyyy-mm-dd; a row's
// cells are keyed by its columns, so rows stay open records.
import { z } from 'zod/mini';
import { rupees } from './list.ts';

export const COLUMN_KINDS = ['money', 'quantity', 'number', 'text', 'date', 'link'] as const;
export const columnKind = z.enum(COLUMN_KINDS);
export type ColumnKind = z.infer<typeof columnKind>;

/**
 * A cell of fixed words as a catalogue key and its values (a value that is itself such a text
 * nested), which the screen translates: reports/localise.ts.
 */
export const cellTextReply = z.object({
  key: z.string(),
  values: z.optional(z.record(z.string(), z.unknown())),
});
export type CellTextReply = z.infer<typeof cellTextReply>;

/** A column: `label` in English; `labelText` its key and values when it has values in it. */
export const reportColumnReply = z.object({
  key: z.string(),
  label: z.string(),
  kind: columnKind,
  labelText: z.optional(cellTextReply),
});
export type ReportColumn = z.infer<typeof reportColumnReply>;

/**
 * One list of a result. A `link` column's cell is a document number; its row carries
 * `transactionId`, and the screen opens /invoice?mode=modify&id={transactionId}. `cellTexts`,
 * one per row (null for none), names the row's cells that hold fixed words ('Sundry debtors:
 * {{party}}') by key and values, to be translated; every other cell is shown as it is. A title
 * or a column label with a value in it (a date, a costing basis) carries its key and values
 * likewise (`titleText`, `labelText`).
 */
export const reportDatasetReply = z.object({
  name: z.string(),
  title: z.string(),
  /** The title's key and values when it has values in it ('Trial balance as of {{date}}'). */
  titleText: z.optional(cellTextReply),
  columns: z.array(reportColumnReply),
  rows: z.array(z.record(z.string(), z.unknown())),
  cellTexts: z.optional(z.array(z.nullable(z.record(z.string(), cellTextReply)))),
});
export type ReportDataset = z.infer<typeof reportDatasetReply>;

/** GET /api/reports/{name}, /api/reports/analytics/{name}, /api/reports/exceptions/{name}. */
export const reportResultReply = z.object({
  report: z.string(),
  parameters: z.record(z.string(), z.unknown()),
  datasets: z.array(reportDatasetReply),
  /** Set when the result was saved (save=true). */
  snapshot: z.nullable(z.object({ id: z.string(), name: z.string() })),
  /** Insights: one line that says what the result means. */
  summary: z.optional(z.string()),
});
export type ReportResult = z.infer<typeof reportResultReply>;

/** A row of the sales and purchases reports' `byMonth` list: the screen draws it as a chart. */
export const byMonthRowReply = z.object({ month: z.string(), tax: rupees, total: rupees });
export type ByMonthRow = z.infer<typeof byMonthRowReply>;

/** A saved snapshot in the list (spec section 3, Report snapshot). */
export const snapshotListItemReply = z.object({
  reportGuid: z.string(),
  name: z.string(),
  reportType: z.string(),
  createdAtUtc: z.string(),
  createdById: z.nullable(z.number()),
  createdByEmail: z.nullable(z.string()),
});
export type SnapshotListItem = z.infer<typeof snapshotListItemReply>;

/** GET /api/reports/snapshots?skip&take. */
export const snapshotPageReply = z.object({
  items: z.array(snapshotListItemReply),
  total: z.number(),
  skip: z.number(),
  take: z.number(),
});
export type SnapshotPage = z.infer<typeof snapshotPageReply>;

/** GET /api/reports/snapshots/{id}: the saved result, who saved it and when. */
export const snapshotReply = z.extend(reportResultReply, {
  createdAtUtc: z.string(),
  createdById: z.nullable(z.number()),
  createdByEmail: z.nullable(z.string()),
});
export type SnapshotReply = z.infer<typeof snapshotReply>;

/** A CSV or XLSX export (format=csv|xlsx): the file's bytes, never parsed as JSON. */
export const exportFileReply = z.string().check(z.meta({ format: 'binary' }));

/** The media types of the exports, as the server declares and sends them. */
export const EXPORT_MEDIA_TYPES = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
