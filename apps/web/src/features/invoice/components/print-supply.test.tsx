// The printed bill's supply (issue 36) on the web's print, worded as the PDF words it.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PRINT_TEST_EXPORT } from '@hisaab/shared/print/print-fixtures';
import type { TransactionView } from '../api/transaction.ts';
import { buildPrintModel } from '../model/print-model.ts';
import { PRINT_COMPANY, PRINT_SALE } from '../model/fixtures.ts';
import { PrintableDocument } from './printable-document.tsx';

function printOf(view: TransactionView) {
  return buildPrintModel({
    view,
    company: { ...PRINT_COMPANY, lutReference: 'AD270326000123X' },
    printMode: 0,
    bankAccounts: [],
    trial: false,
  });
}

describe('the printed bill’s supply (issue 36)', () => {
  it('an export under LUT: the legend, place 96, LUT ARN, shipping bill, ship-to and dispatch-from', () => {
    render(<PrintableDocument doc={printOf(PRINT_TEST_EXPORT)} />);
    expect(screen.getByTestId('print-legend').textContent).toBe(
      'SUPPLY MEANT FOR EXPORT UNDER BOND OR LETTER OF UNDERTAKING WITHOUT PAYMENT OF INTEGRATED TAX',
    );
    const head = screen.getByTestId('print-head').textContent;
    expect(head).toContain('Place of SupplyOther Countries (Code 96)');
    expect(head).toContain('LUT ARNAD270326000123X');
    expect(head).toContain('Shipping Bill No.4455667');
    expect(head).toContain('Shipping Bill Date03/10/2025');
    expect(head).toContain('Port CodeINNSA1');
    expect(head).toContain('Reverse ChargeNo');
    const blocks = screen.getByTestId('print-supply').textContent;
    expect(blocks).toContain('Ship To');
    expect(blocks).toContain('Jebel Ali Free Zone\nDubai');
    expect(blocks).toContain('Dispatch From');
    expect(blocks).toContain('Gala 12, Bhiwandi\n421302');
    expect(blocks).toContain('State: Maharashtra (Code 27)');
  });

  it('a sale under reverse charge: the legend, “Yes”, and the tax apart from the total', () => {
    const doc = printOf({
      ...PRINT_SALE,
      reverseCharge: true,
      totals: { ...PRINT_SALE.totals, tax: 0, reverseChargeTax: 59 },
    });
    render(<PrintableDocument doc={doc} />);
    expect(screen.getByTestId('print-legend').textContent).toBe('Tax is payable on reverse charge');
    expect(screen.getByTestId('print-head').textContent).toContain('Reverse ChargeYes');
    expect(doc.totals.map((t) => [t.label, t.value])).toContainEqual([
      'Reverse charge tax',
      '₹59.00',
    ]);
    expect(screen.getByTestId('print-total').textContent).toBe('₹1,180.00');
    expect(screen.queryByTestId('print-supply')).toBeNull();
  });

  it('a regular sale: no legend, no ship-to or dispatch-from', () => {
    render(<PrintableDocument doc={printOf(PRINT_SALE)} />);
    expect(screen.queryByTestId('print-legend')).toBeNull();
    expect(screen.queryByTestId('print-supply')).toBeNull();
  });
});
