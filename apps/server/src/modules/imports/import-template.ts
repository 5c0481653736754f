// The downloadable template of an import: the columns as headers and one example row. The
// XLSX formats every column as text, so Excel keeps "0401" and a 10-digit phone as typed, and
// adds a second sheet saying what each column takes.
import ExcelJS from 'exceljs';
import {
  IMPORT_COLUMNS,
  IMPORT_TITLES,
  type ImportFormat,
  type ImportKind,
} from '@hisaab/shared/imports';

export interface TemplateFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

const CONTENT_TYPES: Record<ImportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const csvCell = (s: string) => (/[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

export async function buildTemplate(kind: ImportKind, format: ImportFormat): Promise<TemplateFile> {
  const columns = IMPORT_COLUMNS[kind];
  const fileName = `hisaab-${kind}-template.${format}`;
  if (format === 'csv') {
    const lines = [columns.map((c) => csvCell(c.label)), columns.map((c) => csvCell(c.example))];
    // A BOM so that Excel reads the file as UTF-8 (₹, Hindi names).
    const text = '\uFEFF' + lines.map((l) => l.join(',')).join('\r\n') + '\r\n';
    return { fileName, contentType: CONTENT_TYPES.csv, bytes: Buffer.from(text, 'utf8') };
  }
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Hisaab';
  const sheet = workbook.addWorksheet(IMPORT_TITLES[kind]);
  sheet.columns = columns.map((c) => ({
    header: c.label,
    key: c.key,
    width: Math.max(14, c.label.length + 4, c.example.length + 4),
    style: { numFmt: '@' },
  }));
  sheet.addRow(Object.fromEntries(columns.map((c) => [c.key, c.example])));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const help = workbook.addWorksheet('How to fill');
  help.columns = [
    { header: 'Column', key: 'label', width: 18 },
    { header: 'Needed', key: 'required', width: 10 },
    { header: 'What to write', key: 'hint', width: 70 },
  ];
  for (const c of columns)
    help.addRow({ label: c.label, required: c.required ? 'Yes' : '', hint: c.hint });
  help.getRow(1).font = { bold: true };
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  return { fileName, contentType: CONTENT_TYPES.xlsx, bytes };
}
