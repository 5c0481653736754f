import { describe, expect, it } from 'vitest';
import { billTotals } from './bill-totals.ts';
import { BOTTLE, RICE, ROUND_OFF, line } from './fixtures.ts';
import type { ItemOption } from '../api/autocomplete-data.ts';

const lines = [line(RICE, '1', '1180'), line(BOTTLE, '1', '100'), line(ROUND_OFF, '1', '0.00')];

describe('totals preview', () => {
  it('splits GST into CGST and SGST inside the company state', () => {
    const t = billTotals({
      lines,
      items: [RICE, BOTTLE, ROUND_OFF],
      billDate: '2025-10-01',
      companyState: '27',
      customerState: '27',
      chargesTax: true,
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
      chargesTax: true,
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
      chargesTax: true,
    });
    expect(t.taxSummary[0]?.component).toBe('CGST');
  });

  it('shows no tax when the company collects none (no GSTIN, or composition): what is saved', () => {
    const t = billTotals({
      lines,
      items: [RICE, BOTTLE, ROUND_OFF],
      billDate: '2025-10-01',
      companyState: '27',
      customerState: '27',
      chargesTax: false,
    });
    expect(t.amountPaise).toBe(128000);
    expect(t.taxPaise).toBe(0);
    expect(t.taxablePaise).toBe(128000);
    expect(t.taxSummary).toEqual([]);
    expect(t.lines.every((l) => l.taxWarning === null)).toBe(true);
  });

  it('warns on a line whose group has no tax in force on the bill date, and bills it without tax', () => {
    const ended = (rate: number) =>
      RICE.taxes.map((x) => ({ ...x, rate, effectiveTo: '2025-09-21' }));
    const TIFFIN: ItemOption = {
      ...RICE,
      id: 40,
      name: 'Steel tiffin',
      taxGroupName: 'GST 12%',
      taxes: ended(12),
    };
    const billed = [line(TIFFIN, '1', '560'), line(BOTTLE, '1', '100')];
    const today = billTotals({
      lines: billed,
      items: [TIFFIN, BOTTLE],
      billDate: '2026-11-20',
      companyState: '27',
      customerState: '27',
      chargesTax: true,
    });
    expect(today.lines.map((l) => l.taxWarning)).toEqual([
      'No tax of "GST 12%" is in force on 20/11/2026: this line carries no tax. Move the item to a current group in Settings → Tax Groups.',
      null,
    ]);
    expect(today.lines[0]!.tax?.taxPaise).toBe(0);
    // A bill dated while the rate was in force keeps it, without a warning.
    const before = billTotals({
      lines: billed,
      items: [TIFFIN, BOTTLE],
      billDate: '2025-09-01',
      companyState: '27',
      customerState: '27',
      chargesTax: true,
    });
    expect(before.lines[0]!.taxWarning).toBeNull();
    expect(before.lines[0]!.tax?.taxPaise).toBe(6000);
  });
});
