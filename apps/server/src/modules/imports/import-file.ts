// Reads an uploaded spreadsheet (XLSX through xlsx-rows.ts, CSV through csv-parse, both as a
// stream in slices) into a header row and data rows of plain text. Every cell becomes the text
// the user sees, so "0401" stays "0401" in a CSV; the checks decide what a cell means. Reading
// stops at the first row past the import's row limit or a value past its column limit.
import { finished } from 'node:stream/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { parse } from 'csv-parse';
import {
  IMPORT_MAX_COLUMNS,
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  type ImportFormat,
} from '@hisaab/shared/imports';
import { badRequest } from '../../platform/errors.ts';
import { readXlsxRows } from './xlsx-rows.ts';

export interface SheetRow {
  /** The row's number in the sheet (1 = the first line). */
  rowNumber: number;
  cells: string[];
}

export interface Sheet {
  headers: string[];
  headerRowNumber: number;
  rows: SheetRow[];
}

/** XLSX files are zip archives ("PK\x03\x04"); anything else is read as CSV text. */
export function formatOf(bytes: Buffer, fileName: string | null): ImportFormat | null {
  if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'xlsx';
  const name = (fileName ?? '').toLowerCase();
  if (name.endsWith('.xlsx') || name.endsWith('.xls')) return null; // not a zip: old .xls or junk
  // Text, not binary: a NUL byte in the first kilobyte means it is not a CSV.
  return bytes.subarray(0, 1024).includes(0) ? null : 'csv';
}

export async function readSheet(bytes: Buffer, format: ImportFormat): Promise<Sheet> {
  // The first row with a value is the header; rows without one are skipped.
  let header: SheetRow | null = null;
  const rows: SheetRow[] = [];
  const add = (line: SheetRow) => {
    // Empty cells at the end of a row are nothing (a line of commas is an empty row).
    let end = line.cells.length;
    while (end > 0 && line.cells[end - 1] === '') end--;
    if (end === 0) return;
    if (end > IMPORT_MAX_COLUMNS)
      throw badRequest(IMPORT_MESSAGES.tooManyColumns(IMPORT_MAX_COLUMNS));
    line.cells.length = end;
    if (!header) header = line;
    else if (rows.length === IMPORT_MAX_ROWS)
      throw badRequest(IMPORT_MESSAGES.tooManyRows(IMPORT_MAX_ROWS));
    else rows.push(line);
  };
  if (format === 'xlsx') {
    if (!(await readXlsxRows(bytes, add))) throw badRequest(IMPORT_MESSAGES.empty);
  } else await readCsvRows(bytes, add);
  const first = header as SheetRow | null;
  if (!first || rows.length === 0) throw badRequest(IMPORT_MESSAGES.empty);
  return { headers: first.cells, headerRowNumber: first.rowNumber, rows };
}

/** Bytes of one line of a CSV at most. */
const CSV_MAX_LINE_BYTES = 128 * 1024;

/**
 * The rows of a CSV, parsed as a stream 64 KB at a time with a turn of the event loop between
 * slices: a 5 MB line of commas or spaces took 2.5 s in one piece (issue 25).
 */
async function readCsvRows(bytes: Buffer, onRow: (row: SheetRow) => void): Promise<void> {
  const parser = parse({
    bom: true,
    info: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    // Excel saves CSV with ';' where the decimal mark is a comma; tabs come from copy-paste.
    delimiter: [',', ';', '\t'],
    // One more than allowed (plus the header), so an oversized file is told so, not cut.
    to_line: IMPORT_MAX_ROWS + 100,
  });
  let failure: unknown = null;
  parser.on('data', (r: { record: string[]; info: { lines: number } }) => {
    if (failure) return;
    try {
      onRow({ rowNumber: r.info.lines, cells: r.record.map((c) => c.trim()) });
    } catch (error) {
      failure = error;
    }
  });
  const ended = finished(parser).catch(() => {
    failure ??= badRequest(IMPORT_MESSAGES.unreadable);
  });
  const slice = 64 * 1024;
  let lineBytes = 0; // since the last line break
  for (let at = 0; at < bytes.length && !failure; at += slice) {
    const part = bytes.subarray(at, at + slice);
    // A row of 100 columns of text fits in 128 KB; a line of 5 MB of commas is 5 million
    // cells, which csv-parse builds in one piece (seconds). Lines are measured before parsing
    // (a quoted line break only makes them shorter).
    for (let from = 0; ;) {
      const end = part.indexOf(0x0a, from);
      lineBytes += (end < 0 ? part.length : end) - from;
      if (lineBytes > CSV_MAX_LINE_BYTES) failure = badRequest(IMPORT_MESSAGES.lineTooLong);
      if (end < 0) break;
      lineBytes = 0;
      from = end + 1;
    }
    if (failure) break;
    parser.write(part);
    await nextTurn();
  }
  if (failure) parser.destroy();
  else parser.end();
  await ended;
  if (failure) throw failure;
}
