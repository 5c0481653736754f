import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { TransactionView } from '../api/transaction.ts';
import { buildPrintModel } from '../model/print-model.ts';
import { PRINT_COMPANY, PRINT_SALE } from '../model/fixtures.ts';
import { PrintableDocument } from './printable-document.tsx';

const BANKS: [] = [];

function printOf(view: TransactionView) {
  // A variable, not a literal: the print's arguments may gain or lose one (issue 42's HSN).
  const args = {
    view,
    company: PRINT_COMPANY,
    printMode: 0,
    hsnByItemId: new Map<number, string>(),
    bankAccounts: BANKS,
    trial: false,
  };
  return buildPrintModel(args);
}

const EXPORT: TransactionView = {
  ...PRINT_SALE,
  supplyType: 'export_under_lut',
  placeOfSupply: '96',
  shipTo: {
    name: 'Gulf Imports LLC',
    gstin: null,
    address: 'Jebel Ali Free Zone',
    place: 'Dubai',
    pin: null,
    stateCode: '96',
  },
  dispatchFrom: {
    name: 'Bhiwandi godown',
    gstin: null,
    address: 'Gala 12, Bhiwandi',
    place: null,
    pin: '421302',
    stateCode: '27',
  },
  exportDetails: {
    shippingBillNumber: '4455667',
    shippingBillDate: '2025-10-03',
    portCode: 'INNSA1',
    currency: 'USD',
    country: 'AE',
  },
  totals: {
    ...PRINT_SALE.totals,
    tax: 0,
    taxable: 1180,
    taxSummary: [{ component: 'IGST', rate: 5, taxable: 1180, amount: 0 }],
  },
};

describe('the printed bill’s supply (issue 36)', () => {
  it('an export under LUT: the legend, place 96 inter-state, ship-to, dispatch-from and the shipping bill', () => {
    render(<PrintableDocument doc={printOf(EXPORT)} />);
    expect(screen.getByTestId('print-supply-legend').textContent).toBe(
      'SUPPLY MEANT FOR EXPORT UNDER BOND OR LETTER OF UNDERTAKING WITHOUT PAYMENT OF INTEGRATED TAX',
    );
    expect(screen.getByText('Other Countries (96) (inter-state)')).toBeTruthy();
    const blocks = screen.getByTestId('print-supply').textContent;
    expect(blocks).toContain('Ship To');
    expect(blocks).toContain('Jebel Ali Free Zone, Dubai');
    expect(blocks).toContain('Dispatch From');
    expect(blocks).toContain('Gala 12, Bhiwandi, 421302');
    expect(blocks).toContain('Shipping bill No.: 4455667');
    expect(blocks).toContain('Shipping bill date: 03/10/2025');
    expect(blocks).toContain('Port code: INNSA1');
    expect(screen.getByTestId('print-reverse-charge').textContent).toBe('Reverse charge: No');
  });

  it('a sale under reverse charge: the legend, “Yes”, and the tax apart from the total', () => {
    const doc = printOf({
      ...PRINT_SALE,
      reverseCharge: true,
      totals: { ...PRINT_SALE.totals, tax: 0, reverseChargeTax: 59 },
    });
    render(<PrintableDocument doc={doc} />);
    expect(screen.getByTestId('print-supply-legend').textContent).toBe(
      'Tax is payable on reverse charge',
    );
    expect(screen.getByTestId('print-reverse-charge').textContent).toBe('Reverse charge: Yes');
    expect(doc.totals.map((t) => [t.label, t.value])).toContainEqual([
      'Tax payable on reverse charge',
      '₹59.00',
    ]);
    expect(screen.getByTestId('print-total').textContent).toBe('₹1,180.00');
    expect(screen.queryByTestId('print-supply')).toBeNull();
  });

  it('a regular sale prints as before: no supply legend, no blocks', () => {
    render(<PrintableDocument doc={printOf(PRINT_SALE)} />);
    expect(screen.queryByTestId('print-supply-legend')).toBeNull();
    expect(screen.queryByTestId('print-supply')).toBeNull();
  });
});
