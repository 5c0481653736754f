import { describe, expect, it } from 'vitest';
import { fmt, messageTranslator } from './messages.ts';
import { pickLanguage } from './languages.ts';

describe('messageTranslator', () => {
  const hi = messageTranslator({
    'Please select a date.': 'कृपया तारीख़ चुनें।',
    'Row {{row}}: {{message}}': 'पंक्ति {{row}}: {{message}}',
    'Row {{row}}: GSTIN is invalid.': 'पंक्ति {{row}}: GSTIN अमान्य है।',
    Quantity: 'मात्रा',
    '{{field}} must be at most {{max}}.': '{{field}} अधिकतम {{max}} हो सकता है।',
  });

  it('translates a whole text and leaves an unknown one in English', () => {
    expect(hi('Please select a date.')).toBe('कृपया तारीख़ चुनें।');
    expect(hi('Something new.')).toBe('Something new.');
  });

  it('matches a finished sentence back to its template, the most specific first', () => {
    expect(hi(fmt('Row {{row}}: GSTIN is invalid.', { row: 7 }))).toBe('पंक्ति 7: GSTIN अमान्य है।');
    expect(hi(fmt('Row {{row}}: {{message}}', { row: 3, message: 'Please select a date.' }))).toBe(
      'पंक्ति 3: कृपया तारीख़ चुनें।',
    );
    expect(hi('Quantity must be at most 100000.')).toBe('मात्रा अधिकतम 100000 हो सकता है।');
  });

  it('translates a value built from a template one level deep, never a typed name', () => {
    const t = messageTranslator({
      'Bill {{number}}': 'बिल {{number}}',
      '{{bill}}: item {{item}} has no HSN code.': '{{bill}}: आइटम {{item}} का HSN कोड नहीं है।',
      Quantity: 'मात्रा',
    });
    expect(t('Bill S-1: item Quantity has no HSN code.')).toBe(
      'बिल S-1: आइटम Quantity का HSN कोड नहीं है।',
    );
  });
});

describe('pickLanguage', () => {
  it('takes the best of our languages by q-value, English otherwise', () => {
    expect(pickLanguage('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(pickLanguage('en;q=0.5, mr;q=0.9')).toBe('mr');
    expect(pickLanguage('fr-FR,de')).toBe('en');
    expect(pickLanguage(undefined)).toBe('en');
    expect(pickLanguage('hi;q=0')).toBe('en');
  });
});
