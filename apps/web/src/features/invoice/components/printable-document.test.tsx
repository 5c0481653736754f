// The web's print shows what the PDF shows (issue 39): every text of the shared print model is
// on the page. The server's print-agreement test checks the same list against the PDF.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { PrintBill } from '@hisaab/shared/print/print-document';
import { printedTexts } from '@hisaab/shared/print/print-rows';
import {
  PRINT_TEST_BANKS,
  PRINT_TEST_COMPANY,
  PRINT_TEST_EXPORT,
  PRINT_TEST_SALE,
} from '@hisaab/shared/print/print-fixtures';
import { buildPrintModel } from '../model/print-model.ts';
import { PrintableDocument } from './printable-document.tsx';

const normal = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();

function printed(view: PrintBill) {
  const doc = buildPrintModel({
    view,
    company: { ...PRINT_TEST_COMPANY, website: null },
    printMode: 0,
    bankAccounts: PRINT_TEST_BANKS,
    trial: false,
    upi: { upiId: 'sharmatraders@okaxis', payeeName: null },
  });
  const { container } = render(<PrintableDocument doc={doc} />);
  // Block by block, so that a label and the value beside it stay apart.
  const text = normal(
    [...container.querySelectorAll('p, dt, dd, th, td, h1, span, strong, figcaption')]
      .map((el) => el.textContent)
      .join(' | '),
  );
  return { doc, missing: printedTexts(doc).filter((t) => !text.includes(normal(t))) };
}

describe('the web print shows everything the print model holds, as the PDF does', () => {
  it('a sale: the states with their codes, the GST summary, payments and settlement', () => {
    const { doc, missing } = printed(PRINT_TEST_SALE);
    expect(printedTexts(doc)).toContain('State: Maharashtra (Code 27)');
    expect(missing).toEqual([]);
  });

  it('an export under LUT: its shipping bill, LUT ARN, ship-to and dispatch-from', () => {
    const { doc, missing } = printed(PRINT_TEST_EXPORT);
    expect(printedTexts(doc)).toEqual(expect.arrayContaining(['LUT ARN', 'AD270326000123X']));
    expect(missing).toEqual([]);
  });
});

describe('a trial print', () => {
  it('says it is not saved, shows what is paid and no due or UPI QR', () => {
    const doc = buildPrintModel({
      view: { ...PRINT_TEST_SALE, id: null, number: null },
      company: { ...PRINT_TEST_COMPANY, website: null },
      printMode: 0,
      bankAccounts: PRINT_TEST_BANKS,
      trial: true,
      upi: { upiId: 'sharmatraders@okaxis', payeeName: null },
    });
    render(<PrintableDocument doc={doc} />);
    expect(screen.getByText('Trial print — this bill is not saved.')).toBeTruthy();
    expect(screen.getByTestId('print-paying').textContent).toBe('₹500.00');
    expect(screen.queryByTestId('print-due')).toBeNull();
    expect(screen.queryByTestId('upi-qr')).toBeNull();
  });
});
