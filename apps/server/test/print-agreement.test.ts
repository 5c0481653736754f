// The PDF and the web's print read one model (issue 39): every text the model prints is on the
// PDF. The web's test (printable-document.test.tsx) checks the same list against the web print,
// so a row one of them drops (the LUT ARN) or words differently (a state's code) fails here.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildPrintDocument } from '@hisaab/shared/print/print-model';
import type { PrintBill } from '@hisaab/shared/print/print-document';
import { printedTexts } from '@hisaab/shared/print/print-rows';
import {
  PRINT_TEST_BANKS,
  PRINT_TEST_COMPANY,
  PRINT_TEST_EXPORT,
  PRINT_TEST_SALE,
} from '@hisaab/shared/print/print-fixtures';
import { renderInvoicePdf } from '../src/modules/files/invoice-pdf.ts';
import { printLabelsFor } from '../src/modules/files/invoice-print-data.ts';

/** Lower case, one space for any run of white space: the PDF wraps and upper-cases headings. */
const normal = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();

function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'print-agreement-'));
  try {
    const file = path.join(dir, 'bill.pdf');
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function missingOnPdf(bill: PrintBill) {
  const doc = buildPrintDocument({
    bill,
    company: { ...PRINT_TEST_COMPANY, upiId: 'sharmatraders@okaxis' },
    bankAccounts: PRINT_TEST_BANKS,
    labels: printLabelsFor(),
  });
  const text = normal(pdfText(await renderInvoicePdf(doc)));
  return { doc, missing: printedTexts(doc).filter((t) => !text.includes(normal(t))) };
}

describe('the PDF prints everything the print model holds', () => {
  it('a sale: states with their codes, lines, totals, settlement and the UPI caption', async () => {
    const { doc, missing } = await missingOnPdf(PRINT_TEST_SALE);
    expect(printedTexts(doc)).toContain('State: Karnataka (Code 29)');
    expect(missing).toEqual([]);
  });

  it('an export under LUT: the legend, shipping bill, LUT ARN, ship-to and dispatch-from', async () => {
    const { doc, missing } = await missingOnPdf(PRINT_TEST_EXPORT);
    expect(printedTexts(doc)).toEqual(expect.arrayContaining(['LUT ARN', 'AD270326000123X']));
    expect(missing).toEqual([]);
  });
});
