// Reads an uploaded spreadsheet (XLSX as a stream through xlsx-rows.ts, CSV through csv-parse)
// into a header row and data rows of plain text. Every cell becomes the text the user sees, so
// "0401" stays "0401" in a CSV; the checks decide what a cell means. Reading stops at the first
// row past the import's row limit.
import { parse } from 'csv-parse/sync';
import { IMPORT_MAX_ROWS, IMPORT_MESSAGES, type ImportFormat } from '@hisaab/shared/imports';
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
    if (!line.cells.some((c) => c !== '')) return;
    if (!header) header = line;
    else if (rows.length === IMPORT_MAX_ROWS)
      throw badRequest(IMPORT_MESSAGES.tooManyRows(IMPORT_MAX_ROWS));
    else rows.push(line);
  };
  if (format === 'xlsx') {
    if (!(await readXlsxRows(bytes, add))) throw badRequest(IMPORT_MESSAGES.empty);
  } else csvLines(bytes).forEach(add);
  const first = header as SheetRow | null;
  if (!first || rows.length === 0) throw badRequest(IMPORT_MESSAGES.empty);
  return { headers: first.cells, headerRowNumber: first.rowNumber, rows };
}

function csvLines(bytes: Buffer): SheetRow[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(bytes, {
      bom: true,
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      // Excel saves CSV with ';' where the decimal mark is a comma; tabs come from copy-paste.
      delimiter: [',', ';', '\t'],
      // One more than allowed (plus the header), so an oversized file is told so, not cut.
      to_line: IMPORT_MAX_ROWS + 100,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch {
    throw badRequest(IMPORT_MESSAGES.unreadable);
  }
  return records.map((r) => ({
    rowNumber: r.info.lines,
    cells: r.record.map((c) => c.trim()),
  }));
}
