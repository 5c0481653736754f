// Reads an uploaded spreadsheet (XLSX through exceljs, CSV through csv-parse) into a header row
// and data rows of plain text. Every cell becomes the text the user sees, so "0401" stays
// "0401" in a CSV; the checks decide what a cell means.
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { IMPORT_MAX_ROWS, IMPORT_MESSAGES, type ImportFormat } from '@hisaab/shared/imports';
import { badRequest } from '../../platform/errors.ts';

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
  const lines = format === 'xlsx' ? await xlsxLines(bytes) : csvLines(bytes);
  const firstData = lines.findIndex((l) => l.cells.some((c) => c !== ''));
  if (firstData < 0) throw badRequest(IMPORT_MESSAGES.empty);
  const header = lines[firstData]!;
  const rows = lines.slice(firstData + 1).filter((l) => l.cells.some((c) => c !== ''));
  if (rows.length === 0) throw badRequest(IMPORT_MESSAGES.empty);
  if (rows.length > IMPORT_MAX_ROWS) throw badRequest(IMPORT_MESSAGES.tooManyRows(IMPORT_MAX_ROWS));
  return { headers: header.cells, headerRowNumber: header.rowNumber, rows };
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

async function xlsxLines(bytes: Buffer): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badRequest(IMPORT_MESSAGES.unreadable);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest(IMPORT_MESSAGES.empty);
  const out: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    // row.values is 1-based: index 0 is always empty.
    const values = row.values as ExcelJS.CellValue[];
    for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]).trim());
    out.push({ rowNumber, cells });
  });
  return out;
}

/** The text of a cell as the sheet shows it (formulas by their result). */
export function cellText(value: ExcelJS.CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? numberText(value) : '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return cellText(value.text as ExcelJS.CellValue);
    if ('error' in value) return String(value.error);
  }
  return '';
}

/**
 * A number as typed: whole numbers without exponent (a 10-digit phone), and binary float noise
 * from a formula (12.300000000000001) trimmed to 9 decimals so 2-decimal rates stay exact.
 */
function numberText(n: number): string {
  if (Number.isInteger(n) && Math.abs(n) < 1e21) return BigInt(n).toString();
  return String(Number(n.toFixed(9)));
}
