import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MoneyError,
  allocatePaise,
  lineAmountPaise,
  paiseToRupees,
  paiseToString,
  qtyMilliToNumber,
  qtyMilliToString,
  returnedSharePaise,
  roundHalfAwayFromZero,
  sumPaise,
  toPaise,
  toQtyMilli,
} from './money.ts';

const safePaise = fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });

describe('roundHalfAwayFromZero', () => {
  it.each([
    [2.5, 3],
    [-2.5, -3],
    [2.4999, 2],
    [-2.4999, -2],
    [0.5, 1],
    [-0.5, -1],
    [7, 7],
  ])('rounds %d to %d', (x, expected) => {
    expect(roundHalfAwayFromZero(x)).toBe(expected);
  });

  it('never returns negative zero', () => {
    expect(Object.is(roundHalfAwayFromZero(-0.4), 0)).toBe(true);
  });

  it('rounds exact ratios of bigints, halves away from zero', () => {
    expect(roundHalfAwayFromZero(5n, 2n)).toBe(3n);
    expect(roundHalfAwayFromZero(-5n, 2n)).toBe(-3n);
    expect(roundHalfAwayFromZero(5n, -2n)).toBe(-3n);
    expect(roundHalfAwayFromZero(7n, 3n)).toBe(2n);
    expect(roundHalfAwayFromZero(-8n, 3n)).toBe(-3n);
    expect(() => roundHalfAwayFromZero(1n, 0n)).toThrow(MoneyError);
  });

  it('agrees with the number form on exact halves and thirds', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: 1, max: 8 }), (n, d) => {
        // n / 2^k and n / 1 are exact in binary, so both forms must agree.
        const den = 2 ** d;
        expect(Number(roundHalfAwayFromZero(BigInt(n), BigInt(den)))).toBe(
          roundHalfAwayFromZero(n / den),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('refuses values that are not finite', () => {
    expect(() => roundHalfAwayFromZero(Number.NaN)).toThrow(MoneyError);
  });
});

describe('toPaise', () => {
  it.each<[number | string, number]>([
    [1234.5, 123450],
    ['1234.5', 123450],
    ['-3', -300],
    [' 12.00 ', 1200],
    ['0.05', 5],
    ['-0.05', -5],
    ['.5', 50],
    ['+7.1', 710],
    ['12.500', 1250],
    [0.1, 10],
    [1.15, 115],
    [1004.99, 100499],
    [-0, 0],
    ['90071992547409.91', Number.MAX_SAFE_INTEGER],
  ])('%j rupees is %d paise', (input, expected) => {
    expect(toPaise(input)).toBe(expected);
  });

  it.each<[unknown, RegExp]>([
    [Number.NaN, /finite/],
    [Number.POSITIVE_INFINITY, /finite/],
    [1.005, /more than 2 decimal places/],
    [0.1 + 0.2, /more than 2 decimal places/],
    ['1.234', /more than 2 decimal places/],
    [1e-7, /more than 2 decimal places/],
    ['1,234.50', /plain decimal/],
    ['1e3', /plain decimal/],
    ['₹5', /plain decimal/],
    ['', /plain decimal/],
    ['-', /plain decimal/],
    ['.', /plain decimal/],
    ['12 34', /plain decimal/],
    [null, /plain decimal/],
    ['90071992547409.92', /too large/],
    [1e21, /too large/],
  ])('refuses %j', (input, message) => {
    expect(() => toPaise(input as number)).toThrow(MoneyError);
    expect(() => toPaise(input as number)).toThrow(message);
  });

  it('round-trips with paiseToString for every safe amount', () => {
    fc.assert(
      fc.property(safePaise, (p) => {
        expect(toPaise(paiseToString(p))).toBe(p);
      }),
      { numRuns: 1000 },
    );
  });

  it('round-trips with paiseToRupees for every amount up to ten thousand crore', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (p) => {
        expect(toPaise(paiseToRupees(p))).toBe(p);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('paiseToString and paiseToRupees', () => {
  it.each([
    [123450, '1234.50'],
    [-5, '-0.05'],
    [0, '0.00'],
    [-0, '0.00'],
    [7, '0.07'],
    [100, '1.00'],
    [-123456789, '-1234567.89'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
  ])('%d paise is "%s"', (p, text) => {
    expect(paiseToString(p)).toBe(text);
  });

  it('gives rupees as a number and refuses fractional paise', () => {
    expect(paiseToRupees(123450)).toBe(1234.5);
    expect(paiseToRupees(-5)).toBe(-0.05);
    expect(() => paiseToRupees(1.5)).toThrow(MoneyError);
    expect(() => paiseToString(0.5)).toThrow(MoneyError);
  });
});

describe('quantities', () => {
  it.each<[number | string, number]>([
    [1.5, 1500],
    ['2.125', 2125],
    ['-1', -1000],
    [0.001, 1],
  ])('%j is %d thousandths', (q, milli) => {
    expect(toQtyMilli(q)).toBe(milli);
  });

  it('refuses more than 3 decimals and non-numbers', () => {
    expect(() => toQtyMilli('1.2345')).toThrow(/more than 3 decimal places/);
    expect(() => toQtyMilli(Number.NaN)).toThrow(MoneyError);
    expect(() => toQtyMilli('1,5')).toThrow(MoneyError);
  });

  it('converts back', () => {
    expect(qtyMilliToNumber(1500)).toBe(1.5);
    expect(qtyMilliToString(1500)).toBe('1.500');
    expect(qtyMilliToString(-5)).toBe('-0.005');
  });
});

describe('lineAmountPaise', () => {
  it.each([
    [10_000, 50_000, 500_000], // 10 × ₹500
    [1_500, 333, 500], // 1.5 × ₹3.33 = 4.995 → 5.00
    [1_500, -333, -500], // negative halves round away from zero too
    [333, 1, 0], // 0.333 paise → 0
    [2_500, 1, 3], // 2.5 paise → 3
    [1_000, 0, 0],
  ])('%d milli × %d paise = %d paise', (q, r, expected) => {
    expect(lineAmountPaise(q, r)).toBe(expected);
  });

  it('agrees with an independent BigInt reference', () => {
    const reference = (q: number, r: number): number => {
      const product = BigInt(q) * BigInt(r);
      const abs = product < 0n ? -product : product;
      let whole = abs / 1000n;
      if ((abs % 1000n) * 2n >= 1000n) whole += 1n;
      return Number(product < 0n ? -whole : whole);
    };
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.integer({ min: -1e9, max: 1e9 }),
        (q, r) => {
          expect(lineAmountPaise(q, r)).toBe(reference(q, r));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('refuses fractional inputs and results beyond the safe range', () => {
    expect(() => lineAmountPaise(1.5, 100)).toThrow(MoneyError);
    expect(() => lineAmountPaise(Number.MAX_SAFE_INTEGER, 2000)).toThrow(/too large/);
  });
});

describe('sumPaise', () => {
  it('adds exactly and refuses fractions or overflow', () => {
    expect(sumPaise([10, 20, -5])).toBe(25);
    expect(sumPaise([])).toBe(0);
    expect(() => sumPaise([0.1, 0.2])).toThrow(MoneyError);
    expect(() => sumPaise([Number.MAX_SAFE_INTEGER, 1])).toThrow(MoneyError);
  });
});

describe('allocatePaise', () => {
  it.each<[number, number[], number[]]>([
    [100, [1, 1, 1], [34, 33, 33]],
    [-100, [1, 1, 1], [-34, -33, -33]],
    [100, [0, 1, 0], [0, 100, 0]],
    [100, [0, 0], [50, 50]],
    [1, [0, 0, 0], [1, 0, 0]],
    [1000, [0.1, 0.2, 0.7], [100, 200, 700]],
    [10, [3, 3, 4], [3, 3, 4]],
    [5, [1, 2], [2, 3]],
    [0, [5, 7], [0, 0]],
    [0, [], []],
  ])('allocates %d over %j as %j', (total, weights, expected) => {
    expect(allocatePaise(total, weights)).toEqual(expected);
  });

  it('refuses negative or non-finite weights and an amount with no parts', () => {
    expect(() => allocatePaise(10, [1, -1])).toThrow(MoneyError);
    expect(() => allocatePaise(10, [Number.NaN])).toThrow(MoneyError);
    expect(() => allocatePaise(10, [])).toThrow(MoneyError);
  });

  it('always sums exactly and keeps each part within one paisa of its share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.array(fc.integer({ min: 0, max: 1e9 }), { minLength: 1, maxLength: 12 }),
        (total, weights) => {
          const parts = allocatePaise(total, weights);
          expect(parts).toHaveLength(weights.length);
          expect(sumPaise(parts)).toBe(total);
          // Exactly: |part − total × w / Σw| < 1  ⇔  |part × Σw − total × w| < Σw.
          const allZero = weights.every((w) => w === 0);
          const ws = weights.map((w) => BigInt(allZero ? 1 : w));
          const sum = ws.reduce((a, b) => a + b, 0n);
          parts.forEach((part, i) => {
            const gap = BigInt(part) * sum - BigInt(total) * (ws[i] ?? 0n);
            expect(gap < sum && -gap < sum).toBe(true);
          });
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('is deterministic: the same inputs give the same parts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e6, max: 1e6 }),
        fc.array(fc.nat(1000), { minLength: 1, maxLength: 6 }),
        (total, weights) => {
          expect(allocatePaise(total, weights)).toEqual(allocatePaise(total, [...weights]));
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('returnedSharePaise', () => {
  it('gives each return its share of a line, the notes adding up to the line exactly', () => {
    // ₹100.01 for 3 sold: 1 back, then 2 more.
    const first = returnedSharePaise(10001, 3000, 0, 1000);
    const rest = returnedSharePaise(10001, 3000, 1000, 2000);
    expect(first).toBe(3334);
    expect(first + rest).toBe(10001);
    expect(returnedSharePaise(-5619, 1000, 0, 1000)).toBe(-5619);
  });
});
