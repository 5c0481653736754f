// CSV and XLSX writers for report results. CSV is UTF-8 with a BOM (so Excel shows ₹ and Hindi
// names); XLSX has one sheet per dataset, money as numbers in a ₹ format, dates as dates.
// Both write to a stream as rows arrive, so an export never needs the whole result in memory.
import { PassThrough, type Writable } from 'node:stream';
import { tk, type Text } from '@hisaab/shared/i18n/messages';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { ReportColumn } from '@hisaab/shared/reports/report-result';
import { localiseHead, localiseRows } from '@hisaab/shared/reports/localise';
import { EXPORT_MEDIA_TYPES, exportFileReply } from '@hisaab/shared/replies/reports';
import { badRequest } from '../../platform/errors.ts';
import { translator } from '../../platform/i18n.ts';
import type { Language } from '@hisaab/shared/i18n/languages';

export type ExportFormat = 'csv' | 'xlsx';

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: `${EXPORT_MEDIA_TYPES.csv}; charset=utf-8`,
  xlsx: EXPORT_MEDIA_TYPES.xlsx,
};

/**
 * A route's 200 that answers JSON, or with format=csv|xlsx the file. Fastify's serializer
 * checks the JSON against `json`; the file is a stream and goes out as written.
 */
export function jsonOrExport<S extends z.core.$ZodType>(json: S, description: string) {
  return {
    description,
    content: {
      'application/json': { schema: json },
      [EXPORT_MEDIA_TYPES.csv]: { schema: exportFileReply },
      [EXPORT_MEDIA_TYPES.xlsx]: { schema: exportFileReply },
    },
  };
}

/** A dataset's title and column labels in the caller's language (shared reports/localise). */
export function localisedHead(
  language: Language,
  title: Text,
  columns: readonly ReportColumn[],
): { title: string; columns: ReportColumn[] } {
  return localiseHead(translator(language).text, title, columns);
}

/** A batch of rows with its fixed-word cells in the caller's language (shared reports/localise). */
export function localisedRows(
  language: Language,
  columns: readonly ReportColumn[],
  rows: readonly Record<string, unknown>[],
  saved = false,
): readonly Record<string, unknown>[] {
  if (language === 'en') return rows;
  return localiseRows(translator(language).text, columns, rows, saved);
}

/** Rows of one dataset, pushed by the caller batch by batch. */
export interface DatasetWriter {
  begin(title: string, columns: readonly ReportColumn[]): Promise<void>;
  rows(rows: readonly Record<string, unknown>[]): Promise<void>;
  end(): Promise<void>;
  finish(): Promise<void>;
}

/**
 * Waits while the reader is behind, so a slow download holds back the database reads. Rejects
 * when the stream is closed or failed meanwhile (the client went away): a 'drain' never comes
 * then, and the file's writing would wait for ever (issue 37).
 */
function drained(out: Writable): Promise<void> {
  if (out.destroyed) return Promise.reject(new Error('the download was closed'));
  if (!out.writableNeedDrain) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      out.off('drain', onDrain).off('close', onClose).off('error', done);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => done();
    const onClose = () => done(new Error('the download was closed'));
    out.on('drain', onDrain).on('close', onClose).on('error', done);
  });
}

function write(out: Writable, chunk: string): Promise<void> {
  if (out.destroyed) return Promise.reject(new Error('the download was closed'));
  out.write(chunk);
  return drained(out);
}

// A cell starting with = + - @ would run as a formula in a spreadsheet: text is made inert.
function csvCell(column: ReportColumn, v: unknown): string {
  if (v === null || v === undefined) return '';
  let s = column.kind === 'money' && typeof v === 'number' ? v.toFixed(2) : String(v);
  if ((column.kind === 'text' || column.kind === 'link') && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function csvWriter(out: Writable, multiple: boolean): DatasetWriter {
  let columns: readonly ReportColumn[] = [];
  let first = true;
  return {
    async begin(title, cols) {
      columns = cols;
      let head = first ? '\uFEFF' : '\r\n';
      if (multiple) head += `${csvCell({ key: '', label: '', kind: 'text' }, title)}\r\n`;
      first = false;
      await write(out, head + cols.map((c) => csvCell(c, c.label)).join(',') + '\r\n');
    },
    async rows(rows) {
      let text = '';
      for (const r of rows) text += columns.map((c) => csvCell(c, r[c.key])).join(',') + '\r\n';
      await write(out, text);
    },
    async end() {},
    async finish() {
      out.end();
    },
  };
}

// Indian grouping (12,34,567.89) needs conditional sections: Excel groups by thousands only.
const RUPEE_FORMAT =
  '[>=10000000]"₹"##\\,##\\,##\\,##0.00;[>=100000]"₹"##\\,##\\,##0.00;"₹"#,##0.00';

/** A sheet name Excel accepts: no []:*?/\, at most 31 characters, unique in the book. */
export function sheetName(title: string, taken: Set<string>): string {
  const base =
    title
      .replace(/[[\]:*?/\\]/g, '-')
      .trim()
      .slice(0, 31) || 'Sheet';
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n++) {
    const suffix = ` (${n})`;
    name = base.slice(0, 31 - suffix.length) + suffix;
  }
  taken.add(name.toLowerCase());
  return name;
}

function xlsxCell(column: ReportColumn, v: unknown): unknown {
  if (v === null || v === undefined) return null;
  if (column.kind === 'date') {
    const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(v));
    return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : String(v);
  }
  return v;
}

export function xlsxWriter(out: Writable): DatasetWriter {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const taken = new Set<string>();
  let sheet: ExcelJS.Worksheet | null = null;
  let columns: readonly ReportColumn[] = [];
  return {
    async begin(title, cols) {
      columns = cols;
      sheet = book.addWorksheet(sheetName(title, taken));
      sheet.columns = cols.map((c) => ({
        header: c.label,
        key: c.key,
        width: Math.min(40, Math.max(12, c.label.length + 2)),
        style:
          c.kind === 'money'
            ? { numFmt: RUPEE_FORMAT }
            : c.kind === 'date'
              ? { numFmt: 'dd/mm/yyyy' }
              : {},
      }));
      sheet.getRow(1).font = { bold: true };
      sheet.getRow(1).commit();
    },
    async rows(rows) {
      for (const r of rows) {
        sheet!.addRow(columns.map((c) => xlsxCell(c, r[c.key]))).commit();
      }
      // Let the zip stream drain before the next batch is read.
      await drained(out);
    },
    async end() {
      sheet?.commit();
    },
    async finish() {
      await book.commit();
    },
  };
}

export function exportStream(): PassThrough {
  return new PassThrough({ highWaterMark: 256 * 1024 });
}

const FORMAT_MESSAGE = tk('Format must be csv or xlsx.');

/** format=csv|xlsx of a report's or an insight's query; absent or empty → the JSON reply. */
export function exportFormat(query: Record<string, string>): ExportFormat | null {
  const format = query['format'];
  if (format === undefined || format === '') return null;
  if (format === 'csv' || format === 'xlsx') return format;
  throw badRequest(FORMAT_MESSAGE);
}

/**
 * Answers a download: the file is written into the reply's stream as its rows arrive. A failure
 * while writing it (a query, a writer, the client gone) ends that download only: the stream is
 * destroyed with the error, so the client sees a broken download and not a short file, and the
 * error is logged; it never reaches the process as an unhandled rejection (issue 37).
 */
export function sendFile(
  reply: FastifyReply,
  file: { fileName: string; write(out: NodeJS.WritableStream): Promise<void> },
  format: ExportFormat,
) {
  const stream = exportStream();
  // Destroyed with an error before the reply is piped: without a listener that would be an
  // uncaught 'error' event. The catch below logs it; Fastify ends the reply on its own.
  stream.on('error', () => undefined);
  file.write(stream).catch((error: unknown) => {
    if (!stream.destroyed) reply.log.error({ err: error }, 'an export failed while it was written');
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('Cache-Control', 'no-store')
    .type(EXPORT_CONTENT_TYPES[format])
    .send(stream);
}
