import { describe, expect, it } from 'vitest';
import {
  COMPOSITION_LEGEND,
  collectsTax,
  filesGstReturns,
  inputTaxRecoverable,
  saleDocumentLegend,
  saleDocumentTitle,
} from './registration.ts';
import { groupEndedOn, noTaxInForce, taxGroupLabel } from './ended-taxes.ts';

const regular = { gstin: '27AAPFU0939F1ZV', gstScheme: 'regular' } as const;
const composition = { gstin: '36AASFP8573D2ZN', gstScheme: 'composition' } as const;
const unregistered = { gstin: null, gstScheme: 'regular' } as const;

describe('who collects GST (issue 23, finding 6)', () => {
  it('a regular registered seller collects tax, claims credit and issues tax invoices', () => {
    expect(collectsTax(regular)).toBe(true);
    expect(inputTaxRecoverable(regular)).toBe(true);
    expect(saleDocumentTitle(regular)).toBe('Tax Invoice');
    expect(saleDocumentLegend(regular)).toBeNull();
    expect(filesGstReturns(regular)).toBe(true);
  });

  it('a composition taxable person collects none, claims none, and says so on its bill of supply', () => {
    expect(collectsTax(composition)).toBe(false);
    expect(inputTaxRecoverable(composition)).toBe(false);
    expect(saleDocumentTitle(composition)).toBe('Bill of Supply');
    expect(saleDocumentLegend(composition)).toBe(COMPOSITION_LEGEND);
  });

  it('a seller without a GSTIN (or a blank one) collects none and files no return', () => {
    for (const r of [unregistered, { gstin: '  ', gstScheme: 'regular' } as const]) {
      expect(collectsTax(r)).toBe(false);
      expect(inputTaxRecoverable(r)).toBe(false);
      expect(saleDocumentTitle(r)).toBe('Bill of Supply');
      expect(saleDocumentLegend(r)).toBeNull();
    }
    expect(filesGstReturns(unregistered)).toBe(false);
  });
});

describe('ended taxes (issue 23, finding 7)', () => {
  const twelve = [{ effectiveFrom: null, effectiveTo: '2025-09-21' }];
  it('a group whose every tax ended before today has ended on the last of their days', () => {
    expect(groupEndedOn(twelve, '2026-11-20')).toBe('2025-09-21');
    expect(groupEndedOn(twelve, '2025-09-21')).toBeNull();
    expect(groupEndedOn([...twelve, { effectiveTo: null }], '2026-11-20')).toBeNull();
    expect(groupEndedOn([], '2026-11-20')).toBeNull();
    expect(taxGroupLabel('GST 12%', '2025-09-21')).toBe('GST 12% (ended 21/09/2025)');
    expect(taxGroupLabel('GST 18%', null)).toBe('GST 18%');
  });

  it('a line has no tax in force when its group has taxes and none covers the bill date', () => {
    expect(noTaxInForce(twelve, '2026-11-20')).toBe(true);
    expect(noTaxInForce(twelve, '2025-09-21')).toBe(false);
    expect(noTaxInForce([], '2026-11-20')).toBe(false);
    expect(noTaxInForce([{ effectiveFrom: '2027-01-01' }], '2026-11-20')).toBe(true);
  });
});
