// A bilingual (Hindi + English) export bill with every head row (issue 42): the shipping bill,
// port, currency, destination, LUT ARN, e-way bill and its validity, the ship-to and
// dispatch-from places. Its buyer's and places' boxes sit beside the tall number box and its
// signature under the settlement, so the bill keeps to one page; poppler's pdfinfo counts.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildPrintDocument } from '@hisaab/shared/print/print-model';
import {
  PRINT_TEST_BANKS,
  PRINT_TEST_COMPANY,
  PRINT_TEST_EXPORT,
} from '@hisaab/shared/print/print-fixtures';
import { printLabelsFor } from '../src/modules/files/invoice-print-data.ts';
import { renderInvoicePdf } from '../src/modules/files/invoice-pdf.ts';

const hasPdfinfo = (() => {
  try {
    execFileSync('pdfinfo', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

async function pagesOf(language: 'en' | 'hi', bilingual: boolean): Promise<number> {
  const doc = buildPrintDocument({
    bill: PRINT_TEST_EXPORT,
    company: { ...PRINT_TEST_COMPANY, lutReference: 'AD270325000123X', upiId: null },
    bankAccounts: PRINT_TEST_BANKS,
    labels: printLabelsFor({ language, bilingual, devanagariDigits: false }),
    extras: { eInvoice: null, eWayBill: { ewbNo: '331001234567', validUntil: '2025-10-05' } },
  });
  expect(doc.supplyRows.length).toBeGreaterThanOrEqual(6);
  const dir = mkdtempSync(path.join(tmpdir(), 'export-pages-'));
  try {
    const file = path.join(dir, 'bill.pdf');
    writeFileSync(file, await renderInvoicePdf(doc));
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Authorised Signatory');
    expect(text).toContain('Bhiwandi godown');
    return Number(/Pages:\s+(\d+)/.exec(info)![1]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.skipIf(!hasPdfinfo)('an export bill with every head row', () => {
  it('keeps to one page bilingual, as in English', async () => {
    expect(await pagesOf('hi', true)).toBe(1);
    expect(await pagesOf('en', false)).toBe(1);
  });
});
