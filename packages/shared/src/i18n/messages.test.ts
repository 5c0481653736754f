import { describe, expect, it } from 'vitest';
import { fmt, msg, translateText } from './messages.ts';
import { pickLanguage } from './languages.ts';

describe('a text without a Message (issue 39)', () => {
  const hi = {
    'Please select a date.': 'कृपया तारीख़ चुनें।',
    'Row {{row}}: {{message}}': 'पंक्ति {{row}}: {{message}}',
    'Must be {{max}} characters or fewer.': '{{max}} अक्षर या उससे कम होना चाहिए।',
    Total: 'कुल',
  };

  it('is looked up whole, and an unknown one stays in English', () => {
    expect(translateText(hi, 'Please select a date.')).toBe('कृपया तारीख़ चुनें।');
    expect(translateText(hi, 'Something new.')).toBe('Something new.');
  });

  it("is never matched back to a template: a name that reads like one's English stays", () => {
    expect(translateText(hi, fmt('Must be {{max}} characters or fewer.', { max: 5 }))).toBe(
      'Must be 5 characters or fewer.',
    );
    expect(translateText(hi, 'Row 3: Please select a date.')).toBe('Row 3: Please select a date.');
    expect(translateText(hi, msg('Must be {{max}} characters or fewer.', { max: 5 }))).toBe(
      '5 अक्षर या उससे कम होना चाहिए।',
    );
  });
});

describe('a Message: key and values to where it is shown (issue 39)', () => {
  const hi = {
    Total: 'कुल',
    'the bill': 'बिल',
    '{{count}} bill': '{{count}} बिल',
    'Opening balance': 'शुरुआती बकाया',
    'No customer named "{{name}}".': '"{{name}}" नाम का कोई ग्राहक नहीं।',
    '{{label}} "{{raw}}" is not a number.': '{{label}} "{{raw}}" संख्या नहीं है।',
    'Line {{lineNo}} of {{bill}} is not on it.': '{{bill}} की लाइन {{lineNo}} उस पर नहीं है।',
  };

  it('translates its key and keeps every value as typed, even one that is a catalogue text', () => {
    expect(translateText(hi, msg('No customer named "{{name}}".', { name: 'Total' }))).toBe(
      '"Total" नाम का कोई ग्राहक नहीं।',
    );
    expect(translateText(hi, msg('No customer named "{{name}}".', { name: 'the bill' }))).toBe(
      '"the bill" नाम का कोई ग्राहक नहीं।',
    );
  });

  it('translates a value that is a Message whole', () => {
    const label = msg('Opening balance');
    expect(
      translateText(hi, msg('{{label}} "{{raw}}" is not a number.', { label, raw: 'Total' })),
    ).toBe('शुरुआती बकाया "Total" संख्या नहीं है।');
    const line = msg('Line {{lineNo}} of {{bill}} is not on it.', {
      lineNo: 9,
      bill: msg('the bill'),
    });
    expect(translateText(hi, line)).toBe('बिल की लाइन 9 उस पर नहीं है।');
  });

  it('reads as its English wherever a string is made of it', () => {
    const m = msg('{{label}} "{{raw}}" is not a number.', {
      label: msg('Opening balance'),
      raw: 'x',
    });
    expect(String(m)).toBe('Opening balance "x" is not a number.');
    expect(JSON.stringify({ detail: m })).toBe(
      '{"detail":"Opening balance \\"x\\" is not a number."}',
    );
    expect(translateText({}, m)).toBe('Opening balance "x" is not a number.');
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
