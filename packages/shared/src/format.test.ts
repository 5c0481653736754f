import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  amountInWords,
  financialYearOf,
  formatAmount,
  formatDate,
  formatDateTime,
  formatINR,
  isIsoDate,
  nowTimeInIndia,
  parseDisplayDate,
  todayInIndia,
} from './format.ts';
import { MoneyError } from './money.ts';

describe('formatINR and formatAmount (GST.md section 10)', () => {
  it.each([
    [123456789, '₹12,34,567.89', '12,34,567.89'],
    [10000000, '₹1,00,000.00', '1,00,000.00'],
    [1234567890123, '₹12,34,56,78,901.23', '12,34,56,78,901.23'],
    [-500, '-₹5.00', '-5.00'],
    [0, '₹0.00', '0.00'],
    [-0, '₹0.00', '0.00'],
    [5, '₹0.05', '0.05'],
    [100050, '₹1,000.50', '1,000.50'],
    [Number.MAX_SAFE_INTEGER, '₹9,00,71,99,25,47,409.91', '9,00,71,99,25,47,409.91'],
  ])('%d paise → %s', (paise, inr, plain) => {
    expect(formatINR(paise)).toBe(inr);
    expect(formatAmount(paise)).toBe(plain);
  });

  it('always shows exactly the paise it was given', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (p) => {
        const digits = formatAmount(p).replace(/[,]/g, '');
        expect(digits).toBe(
          `${p < 0 ? '-' : ''}${Math.floor(Math.abs(p) / 100)}.${String(Math.abs(p) % 100).padStart(2, '0')}`,
        );
      }),
      { numRuns: 500 },
    );
  });

  it('writes what Intl.NumberFormat en-IN writes', () => {
    const inr = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
    });
    const plain = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.maxSafeInteger(), (p) => {
        const abs = BigInt(Math.abs(p));
        const exact = `${p < 0 ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
        expect(formatINR(p)).toBe(inr.format(exact as `${number}`));
        expect(formatAmount(p)).toBe(plain.format(exact as `${number}`));
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses fractional paise', () => {
    expect(() => formatINR(0.5)).toThrow(MoneyError);
  });
});

describe('amountInWords (Indian system)', () => {
  it.each([
    [11800000, 'Rupees One Lakh Eighteen Thousand Only'],
    [
      123456789,
      'Rupees Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven and Eighty Nine Paise Only',
    ],
    [1000000000, 'Rupees One Crore Only'],
    [2101, 'Rupees Twenty One and One Paisa Only'],
    [0, 'Rupees Zero Only'],
    [-500, 'Minus Rupees Five Only'],
    [50, 'Rupees Zero and Fifty Paise Only'],
    [10100, 'Rupees One Hundred One Only'],
    [1000000100, 'Rupees One Crore One Only'],
    [1100000000000, 'Rupees One Thousand One Hundred Crore Only'],
    [100000000000000, 'Rupees One Lakh Crore Only'],
    [
      9999999999,
      'Rupees Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine and Ninety Nine Paise Only',
    ],
    [1900, 'Rupees Nineteen Only'],
    [7000000, 'Rupees Seventy Thousand Only'],
  ])('%d paise → %s', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('refuses fractional paise', () => {
    expect(() => amountInWords(1.5)).toThrow(MoneyError);
  });
});

describe('formatDate and parseDisplayDate', () => {
  it.each([
    ['2025-04-01', '01/04/2025'],
    ['2024-02-29', '29/02/2024'],
    ['2025-04-01T10:00:00', '01/04/2025'],
    // 20:00 UTC is 01:30 the next morning in India.
    ['2025-04-01T20:00:00Z', '02/04/2025'],
    ['2025-04-01T20:00:00.000+05:30', '01/04/2025'],
    ['not a date', 'not a date'],
    ['2025-02-30', '2025-02-30'],
  ])('formatDate(%s) = %s', (iso, shown) => {
    expect(formatDate(iso)).toBe(shown);
  });

  it.each([
    ['01/04/2025', '2025-04-01'],
    ['1/4/2025', '2025-04-01'],
    [' 29/02/2024 ', '2024-02-29'],
    ['31/12/2025', '2025-12-31'],
    ['31/02/2025', null],
    ['29/02/2025', null],
    ['00/01/2025', null],
    ['01/13/2025', null],
    ['2025-04-01', null],
    ['01-04-2025', null],
    ['', null],
  ])('parseDisplayDate(%j) = %j', (text, iso) => {
    expect(parseDisplayDate(text)).toBe(iso);
  });

  it('round-trips every real date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2199-12-31'), noInvalidDate: true }),
        (d) => {
          const iso = d.toISOString().slice(0, 10);
          expect(isIsoDate(iso)).toBe(true);
          expect(parseDisplayDate(formatDate(iso))).toBe(iso);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('financialYearOf', () => {
  it.each([
    ['2025-04-01', { start: '2025-04-01', end: '2026-03-31', label: '2025-26' }],
    ['2026-03-31', { start: '2025-04-01', end: '2026-03-31', label: '2025-26' }],
    ['2025-03-31', { start: '2024-04-01', end: '2025-03-31', label: '2024-25' }],
    ['2099-12-31', { start: '2099-04-01', end: '2100-03-31', label: '2099-00' }],
    ['2025-06-15T10:00:00Z', { start: '2025-04-01', end: '2026-03-31', label: '2025-26' }],
  ])('%s is in %j', (date, fy) => {
    expect(financialYearOf(date)).toEqual(fy);
  });

  it('refuses a date that does not exist', () => {
    expect(() => financialYearOf('2025-02-30')).toThrow(RangeError);
  });
});

describe('India time', () => {
  it('gives the date and time in Asia/Kolkata whatever the machine zone', () => {
    const lateUtc = new Date('2025-03-31T18:29:00Z'); // 23:59 IST
    const nextDay = new Date('2025-03-31T18:30:00Z'); // 00:00 IST on 1 April
    expect(todayInIndia(lateUtc)).toBe('2025-03-31');
    expect(nowTimeInIndia(lateUtc)).toBe('23:59');
    expect(todayInIndia(nextDay)).toBe('2025-04-01');
    expect(nowTimeInIndia(nextDay)).toBe('00:00');
  });

  it('agrees with the Intl time zone database', () => {
    const intl = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Kolkata',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (d) => {
          expect(todayInIndia(d)).toBe(intl.format(d));
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('addDays', () => {
  it.each([
    ['2025-03-31', 1, '2025-04-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2025-01-01', -1, '2024-12-31'],
    ['2025-10-26', 7, '2025-11-02'],
    ['2025-01-31', 0, '2025-01-31'],
  ])('%s + %d = %s', (iso, n, expected) => {
    expect(addDays(iso, n)).toBe(expected);
  });

  it('refuses bad dates and fractional days', () => {
    expect(() => addDays('31/01/2025', 1)).toThrow(RangeError);
    expect(() => addDays('2025-01-31', 0.5)).toThrow(RangeError);
  });
});

describe('formatDateTime', () => {
  it("writes the IRP's acknowledgement time with the date as the bill has it", () => {
    expect(formatDateTime('2026-11-27 11:20:00')).toBe('27/11/2026 11:20:00');
    expect(formatDateTime('2026-04-01T09:05')).toBe('01/04/2026 09:05');
    expect(formatDateTime('not a time')).toBe('not a time');
  });
});
