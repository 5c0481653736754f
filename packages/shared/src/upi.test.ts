import { describe, expect, it } from 'vitest';
import { isUpiId, qrDarkRuns, qrMatrix, upiPaymentLink } from './upi.ts';
import { companySettingsSchema } from './schemas/company.ts';
import { errorsOf } from './schemas/test-helpers.ts';

const base = {
  upiId: 'sharmatraders@okaxis',
  payeeName: 'Sharma Traders',
  duePaise: 123450,
  billNumber: 'INV-0007',
};

describe('UPI ID', () => {
  it.each(['shop@okaxis', 'sharma.traders-01@ybl', '9876543210@paytm', 'a_b@icici'])(
    'accepts %s',
    (v) => expect(isUpiId(v)).toBe(true),
  );
  it.each(['shop', '@okaxis', 'shop@', 'shop@@okaxis', 'sh op@okaxis', 'shop@ok axis', 's@bank'])(
    'refuses %s',
    (v) => expect(isUpiId(v)).toBe(false),
  );
  it('the settings schema says what a UPI ID looks like, and blank clears it', () => {
    expect(errorsOf(companySettingsSchema, { upiId: 'sharmatraders' }).upiId).toBe(
      'UPI ID must look like name@bank, for example shopname@okaxis.',
    );
    expect(companySettingsSchema.parse({ upiId: '  ', upiPayeeName: '' })).toMatchObject({
      upiId: null,
      upiPayeeName: null,
    });
    expect(companySettingsSchema.parse({ upiId: ' shop@ybl ' }).upiId).toBe('shop@ybl');
    expect(errorsOf(companySettingsSchema, { printPaper: '70mm' }).printPaper).toBe(
      'Print paper must be A4, 80mm or 58mm.',
    );
  });
});

describe('upiPaymentLink', () => {
  it('asks for the amount due with 2 decimals, values percent-encoded', () => {
    expect(upiPaymentLink(base)).toBe(
      'upi://pay?pa=sharmatraders@okaxis&pn=Sharma%20Traders&am=1234.50&cu=INR&tn=INV-0007',
    );
    expect(
      upiPaymentLink({ ...base, payeeName: 'Rao & Sons', duePaise: 5, billNumber: 'A/1 #2' }),
    ).toBe('upi://pay?pa=sharmatraders@okaxis&pn=Rao%20%26%20Sons&am=0.05&cu=INR&tn=A%2F1%20%232');
  });
  it('is absent when nothing is due or there is no UPI ID', () => {
    expect(upiPaymentLink({ ...base, duePaise: 0 })).toBeNull();
    expect(upiPaymentLink({ ...base, duePaise: -100 })).toBeNull();
    expect(upiPaymentLink({ ...base, upiId: null })).toBeNull();
    expect(upiPaymentLink({ ...base, upiId: 'not-a-vpa' })).toBeNull();
  });
});

describe('qrMatrix', () => {
  it('is a square with the three finder patterns', () => {
    const m = qrMatrix(upiPaymentLink(base)!);
    const n = m.length;
    expect(n).toBeGreaterThanOrEqual(21);
    expect(m.every((row) => row.length === n)).toBe(true);
    // Finder pattern corners: dark 7x7 outline at top-left, top-right and bottom-left.
    for (const [r, c] of [
      [0, 0],
      [0, n - 7],
      [n - 7, 0],
    ] as const) {
      expect(m[r]![c]).toBe(true);
      expect(m[r + 6]![c + 6]).toBe(true);
      expect(m[r + 1]![c + 1]).toBe(false);
      expect(m[r + 3]![c + 3]).toBe(true);
    }
  });
  it('runs cover exactly the dark modules', () => {
    const m = qrMatrix('upi://pay?pa=a@b');
    const covered = m.map((row) => row.map(() => false));
    for (const [r, c, len] of qrDarkRuns(m))
      for (let i = 0; i < len; i++) covered[r]![c + i] = true;
    expect(covered).toEqual(m);
  });
});
