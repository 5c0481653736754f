// Helpers of the import tests: files as a shop would make them (CSV text, XLSX built with
// exceljs), the multipart upload, and counts read straight from the database.
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import type { TestApp } from './support/test-app.ts';

export function csv(rows: (string | number)[][]): Buffer {
  const cell = (v: string | number) => {
    const s = String(v);
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return Buffer.from(rows.map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n', 'utf8');
}

export async function xlsx(rows: (string | number | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function multipart(
  file: { name: string; bytes: Buffer },
  fields: Record<string, string> = {},
) {
  const boundary = `----hisaab${Math.random().toString(16).slice(2)}`;
  const type = file.name.endsWith('.csv')
    ? 'text/csv'
    : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  const payload = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function uploader(t: TestApp) {
  return (
    auth: Record<string, string>,
    path: string,
    file: { name: string; bytes: Buffer },
    fields: Record<string, string> = {},
  ) => {
    const body = multipart(file, fields);
    return t.app.inject({
      method: 'POST',
      url: `/api/imports/${path}`,
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
  };
}

export async function countRows(
  t: TestApp,
  table: 'customers' | 'items' | 'transactions' | 'audit_log' | 'units' | 'journal_lines',
  companyId: number,
): Promise<number> {
  const result = (await t.database.db.execute(
    sql`select count(*)::int as n from ${sql.identifier(table)} where company_id = ${companyId}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]!.n);
}

export interface PreviewBody {
  errorRows: number;
  warningRows: number;
  openingDate: string;
  fileProblems: { column: string | null; severity: string; message: string }[];
  rows: {
    rowNumber: number;
    values: Record<string, string>;
    problems: { column: string | null; severity: string; message: string }[];
  }[];
  counts: Record<string, number>;
  newUnits: { name: string; uqc: string | null }[];
}

/** Each row's problem messages by row number (rows without problems left out). */
export function problemsByRow(body: PreviewBody): Record<number, string[]> {
  const out: Record<number, string[]> = {};
  for (const r of body.rows)
    if (r.problems.length > 0)
      out[r.rowNumber] = r.problems.map((p) => `${p.severity}: ${p.message}`);
  return out;
}
