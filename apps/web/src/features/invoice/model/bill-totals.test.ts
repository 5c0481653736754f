import { describe, expect, it } from 'vitest';
import { billTotals } from './bill-totals.ts';
import { BOTTLE, RICE, ROUND_OFF, line } from './fixtures.ts';

const lines = [line(RICE, '1', '1180'), line(BOTTLE, '1', '100'), line(ROUND_OFF, '1', '0.00')];

describe('totals preview', () => {
  it('splits GST into CGST and SGST inside the company state', () => {
    const t = billTotals({
      lines,
      items: [RICE, BOTTLE, ROUND_OFF],
      billDate: '2025-10-01',
      companyState: '27',
      customerState: '27',
    });
    expect(t.amountPaise).toBe(128000);
    expect(t.taxSummary.map((r) => [r.component, r.rateBp, r.amountPaise])).toEqual([
      ['CGST', 250, 2810],
      ['CGST', 900, 763],
      ['SGST', 250, 2810],
      ['SGST', 900, 763],
    ]);
  });

  it('charges IGST to a customer in another state (GST.md vectors)', () => {
    const t = billTotals({
      lines,
      items: [RICE, BOTTLE, ROUND_OFF],
      billDate: '2025-10-01',
      companyState: '27',
      customerState: '29',
    });
    expect(t.taxSummary.map((r) => [r.component, r.rateBp, r.amountPaise])).toEqual([
      ['IGST', 500, 5619],
      ['IGST', 1800, 1525],
    ]);
    expect(t.taxablePaise).toBe(128000 - 5619 - 1525);
  });

  it('bills intra-state when the customer has no state', () => {
    const t = billTotals({
      lines,
      items: [RICE, BOTTLE],
      billDate: '2025-10-01',
      companyState: '27',
      customerState: null,
    });
    expect(t.taxSummary[0]?.component).toBe('CGST');
  });
});
