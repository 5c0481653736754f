import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountInWordsIn,
  devanagariDigits,
  HINDI_NUMBERS,
  MARATHI_NUMBERS,
  numberInWords,
} from './amount-words.ts';
import { amountInWords } from './format.ts';
import { MoneyError } from './money.ts';

describe('numberInWords', () => {
  it.each([
    [1, 'एक', 'एक'],
    [5, 'पाँच', 'पाच'],
    [19, 'उन्नीस', 'एकोणीस'],
    [45, 'पैंतालीस', 'पंचेचाळीस'],
    [78, 'अठहत्तर', 'अठ्ठ्याहत्तर'],
    [99, 'निन्यानबे', 'नव्व्याण्णव'],
    [100, 'एक सौ', 'शंभर'],
    [101, 'एक सौ एक', 'एकशे एक'],
    [150, 'एक सौ पचास', 'एकशे पन्नास'],
    [200, 'दो सौ', 'दोनशे'],
    [999, 'नौ सौ निन्यानबे', 'नऊशे नव्व्याण्णव'],
    [1000, 'एक हज़ार', 'एक हजार'],
    [2500, 'दो हज़ार पाँच सौ', 'दोन हजार पाचशे'],
    [100000, 'एक लाख', 'एक लाख'],
    [1234567, 'बारह लाख चौंतीस हज़ार पाँच सौ सड़सठ', 'बारा लाख चौतीस हजार पाचशे सदुसष्ट'],
    [10000000, 'एक करोड़', 'एक कोटी'],
    [1000000000, 'एक सौ करोड़', 'शंभर कोटी'],
  ])('%i', (n, hi, mr) => {
    expect(numberInWords(n, 'hi')).toBe(hi);
    expect(numberInWords(n, 'mr')).toBe(mr);
  });

  it('has one distinct word for every number 1-99 in both languages', () => {
    for (const table of [HINDI_NUMBERS, MARATHI_NUMBERS]) {
      expect(table).toHaveLength(100);
      const words = table.slice(1);
      expect(new Set(words).size).toBe(99);
      for (const w of words) expect(w).toMatch(/^[\u0900-\u097F]+$/);
    }
  });

  it('composes large numbers from their crore, lakh, thousand, hundred and rest', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99 }),
        fc.integer({ min: 0, max: 99_99_999 }),
        (c, r) => {
          for (const lang of ['hi', 'mr'] as const) {
            const n = c * 10_000_000 + r;
            const expected =
              r === 0
                ? `${numberInWords(c, lang)} ${lang === 'hi' ? 'करोड़' : 'कोटी'}`
                : `${numberInWords(c, lang)} ${lang === 'hi' ? 'करोड़' : 'कोटी'} ${numberInWords(r, lang)}`;
            expect(numberInWords(n, lang)).toBe(expected);
          }
        },
      ),
    );
  });

  it('never says undefined and uses only Devanagari words and spaces', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 15n }), (n) => {
        for (const lang of ['hi', 'mr'] as const) {
          const words = numberInWords(n, lang);
          expect(words).not.toMatch(/undefined|NaN|\s\s|^\s|\s$/);
          expect(words).toMatch(/^[\u0900-\u097F ]+$/);
        }
      }),
    );
  });
});

describe('amountInWordsIn', () => {
  it.each([
    [11800000, 'रुपये एक लाख अठारह हज़ार मात्र', 'रुपये एक लाख अठरा हजार फक्त'],
    [2101, 'रुपये इक्कीस और एक पैसा मात्र', 'रुपये एकवीस आणि एक पैसा फक्त'],
    [0, 'रुपये शून्य मात्र', 'रुपये शून्य फक्त'],
    [50, 'रुपये शून्य और पचास पैसे मात्र', 'रुपये शून्य आणि पन्नास पैसे फक्त'],
    [
      123456799,
      'रुपये बारह लाख चौंतीस हज़ार पाँच सौ सड़सठ और निन्यानबे पैसे मात्र',
      'रुपये बारा लाख चौतीस हजार पाचशे सदुसष्ट आणि नव्व्याण्णव पैसे फक्त',
    ],
    [-10000, 'ऋण रुपये एक सौ मात्र', 'उणे रुपये शंभर फक्त'],
  ])('%i paise', (paise, hi, mr) => {
    expect(amountInWordsIn(paise, 'hi')).toBe(hi);
    expect(amountInWordsIn(paise, 'mr')).toBe(mr);
  });

  it('is the English amountInWords in English', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (p) => {
        expect(amountInWordsIn(p, 'en')).toBe(amountInWords(p));
      }),
    );
  });

  it('ends with मात्र / फक्त and never says undefined', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (p) => {
        expect(amountInWordsIn(p, 'hi')).toMatch(/^रुपये [\u0900-\u097F ]+ मात्र$/);
        expect(amountInWordsIn(p, 'mr')).toMatch(/^रुपये [\u0900-\u097F ]+ फक्त$/);
        expect(amountInWordsIn(p, 'hi') + amountInWordsIn(p, 'mr')).not.toContain('undefined');
      }),
    );
  });

  it('refuses fractional paise', () => {
    expect(() => amountInWordsIn(1.5, 'hi')).toThrow(MoneyError);
  });
});

describe('devanagariDigits', () => {
  it('turns 0-9 into ०-९ and leaves the rest', () => {
    expect(devanagariDigits('₹1,234.50 on 07/08/2026')).toBe('₹१,२३४.५० on ०७/०८/२०२६');
    expect(devanagariDigits('GSTIN')).toBe('GSTIN');
  });
});
