// Barcode rules (issue 40): GS1 check digits of real packs, the kinds, a list typed in one field.
import { describe, expect, it } from 'vitest';
import {
  barcodeKind,
  barcodeListProblem,
  barcodeProblem,
  gs1CheckDigit,
  splitBarcodes,
} from './barcode.ts';

describe('barcodes', () => {
  it('computes the check digit of EAN-13 and UPC-A codes printed on packs', () => {
    expect(gs1CheckDigit('890171910404')).toBe(6); // Parle-G
    expect(gs1CheckDigit('03600029145')).toBe(2); // a UPC-A
    expect(gs1CheckDigit('400638133393')).toBe(1);
  });

  it('tells the kinds apart and refuses a wrong check digit, naming the right one', () => {
    expect(barcodeKind('8901719104046')).toBe('ean13');
    expect(barcodeKind('036000291452')).toBe('upca');
    expect(barcodeKind('TEA-250/B7')).toBe('code128');
    expect(barcodeKind('12345')).toBe('code128');
    expect(barcodeProblem('8901719104046')).toBeNull();
    expect(barcodeProblem('8901719104041')).toBe(
      'Barcode 8901719104041 is not a valid EAN-13 or UPC-A code: its check digit should be 6.',
    );
    expect(barcodeProblem('ABC\u0001')).toContain('characters a barcode cannot hold');
    expect(barcodeProblem('x'.repeat(49))).toBe('A barcode has at most 48 characters.');
  });

  it('splits a typed list on commas and new lines, and refuses a code twice', () => {
    expect(splitBarcodes(' 8901719104046 , TS-1,\nAB-2,, ')).toEqual([
      '8901719104046',
      'TS-1',
      'AB-2',
    ]);
    expect(barcodeListProblem(['TS-1', 'TS-1'])).toBe('Barcode TS-1 is given twice.');
    expect(barcodeListProblem(Array.from({ length: 21 }, (_, i) => `C-${i}`))).toBe(
      'An item has at most 20 barcodes.',
    );
  });
});
