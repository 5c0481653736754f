import { describe, expect, it } from 'vitest';
import { buttonRules, invoiceTitle, parseMode, sideOfMode } from './invoice-mode.ts';

describe('invoice modes', () => {
  it('reads the mode case-insensitively, sale by default', () => {
    expect(parseMode(null)).toBe('sale');
    expect(parseMode('PaymentMade')).toBe('paymentmade');
    expect(parseMode('PURCHASE')).toBe('purchase');
    expect(parseMode('bogus')).toBe('sale');
    expect(parseMode('Estimate')).toBe('estimate');
    expect(sideOfMode('estimate')).toEqual({
      isPurchase: false,
      paymentOnly: false,
      estimate: true,
    });
  });

  it('titles each mode, appending the number or #id in modify', () => {
    expect(invoiceTitle('sale')).toBe('New Sale');
    expect(invoiceTitle('purchase')).toBe('New Purchase');
    expect(invoiceTitle('payment')).toBe('Payment Received');
    expect(invoiceTitle('paymentmade')).toBe('Payment Made');
    expect(invoiceTitle('modify', { id: 7, number: 'INV-0007', paymentOnly: false })).toBe(
      'Modify Invoice INV-0007',
    );
    expect(invoiceTitle('modify', { id: 7, number: null, paymentOnly: false })).toBe(
      'Modify Invoice #7',
    );
    expect(invoiceTitle('modify', { id: 9, number: null, paymentOnly: true })).toBe(
      'Modify Payment #9',
    );
    expect(invoiceTitle('modify', null, '12')).toBe('Modify Invoice #12');
    expect(invoiceTitle('estimate')).toBe('New Estimate');
    expect(
      invoiceTitle('modify', { id: 3, number: 'EST-0003', paymentOnly: false, estimate: true }),
    ).toBe('Modify Estimate EST-0003');
    // An opening balance is never an invoice (issue 23); it has no number.
    expect(
      invoiceTitle('modify', { id: 4, number: null, paymentOnly: false, openingBalance: true }),
    ).toBe('Modify Opening Balance #4');
    expect(
      buttonRules({
        mode: 'modify',
        side: { ...sideOfMode('sale'), openingBalance: true },
        hasNonCashCustomer: true,
      }).saveAndSend,
    ).toBe(false);
  });

  it('shows Save & Send only for sales with a non-Cash customer, Delete only in modify', () => {
    const sale = sideOfMode('sale');
    expect(buttonRules({ mode: 'sale', side: sale, hasNonCashCustomer: true })).toEqual({
      saveAndSend: true,
      delete: false,
    });
    expect(buttonRules({ mode: 'sale', side: sale, hasNonCashCustomer: false }).saveAndSend).toBe(
      false,
    );
    expect(
      buttonRules({ mode: 'purchase', side: sideOfMode('purchase'), hasNonCashCustomer: true })
        .saveAndSend,
    ).toBe(false);
    expect(
      buttonRules({ mode: 'payment', side: sideOfMode('payment'), hasNonCashCustomer: true })
        .saveAndSend,
    ).toBe(false);
    expect(buttonRules({ mode: 'modify', side: sale, hasNonCashCustomer: true })).toEqual({
      saveAndSend: true,
      delete: true,
    });
  });
});
