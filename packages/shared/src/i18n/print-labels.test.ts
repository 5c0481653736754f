import { describe, expect, it } from 'vitest';
import { ENGLISH_LABELS, PRINT_LABELS, printLabels } from './print-labels.ts';
import hiPrint from './catalogues/hi/print.json';
import mrPrint from './catalogues/mr/print.json';

const catalogue = (language: 'hi' | 'mr'): Record<string, string> =>
  language === 'hi' ? hiPrint : mrPrint;

describe('printLabels', () => {
  const hi = catalogue('hi');
  const lookup = (english: string) => hi[english];

  it('leaves English exactly as it is, whatever the other settings say', () => {
    const en = printLabels({ language: 'en', bilingual: true, devanagariDigits: true }, lookup);
    for (const label of PRINT_LABELS) {
      expect(en.t(label)).toBe(label);
      expect(en.label.t(label)).toBe(label);
      expect(ENGLISH_LABELS.label.t(label)).toBe(label);
    }
    expect(en.digits('₹1,180.00')).toBe('₹1,180.00');
    expect(en.words(118000)).toBe('Rupees One Thousand One Hundred Eighty Only');
  });

  it('translates every print label into Hindi and Marathi', () => {
    for (const language of ['hi', 'mr'] as const) {
      const c = catalogue(language);
      for (const label of PRINT_LABELS) expect(c[label], `${language}: ${label}`).toBeTruthy();
    }
  });

  it('puts the English above the translation when bilingual', () => {
    const L = printLabels({ language: 'hi', bilingual: true, devanagariDigits: false }, lookup);
    expect(L.label.t('Tax Invoice')).toBe('Tax Invoice\nकर बिल');
    expect(L.label.t('For {{name}}', { name: 'Sharma' })).toBe('For Sharma\nSharma के लिए');
    // Texts inside sentences stay in one language; one line where both are the same.
    expect(L.t('Tax Invoice')).toBe('कर बिल');
    expect(L.label.t('GSTIN')).toBe('GSTIN');
  });

  it('writes Devanagari digits only when asked', () => {
    const plain = printLabels(
      { language: 'mr', bilingual: false, devanagariDigits: false },
      lookup,
    );
    const deva = printLabels({ language: 'mr', bilingual: false, devanagariDigits: true }, lookup);
    expect(plain.digits('₹236.00')).toBe('₹236.00');
    expect(deva.digits('₹236.00')).toBe('₹२३६.००');
    expect(deva.words(23600)).toBe('रुपये दोनशे छत्तीस फक्त');
  });
});
