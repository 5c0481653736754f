import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineAmountPaise, sumPaise } from './money.ts';
import { LINE_LIMITS, lineLimitProblem } from './line-limits.ts';

describe('lineLimitProblem', () => {
  it('refuses a scanned EAN-13 barcode as a quantity, and names the quantity', () => {
    expect(lineLimitProblem(8_901_234_567_890_000, 5000)).toEqual({
      field: 'quantity',
      message: 'Quantity can be at most 99,99,999.999.',
    });
    // Even before a rate is known.
    expect(lineLimitProblem(8_901_234_567_890_000, null)?.field).toBe('quantity');
  });

  it('takes 99,99,999.999 units and ₹99,99,99,999.99 a unit, but not one more', () => {
    expect(lineLimitProblem(9_999_999_999, 100)).toBeNull();
    expect(lineLimitProblem(10_000_000_000, 100)?.message).toBe(
      'Quantity can be at most 99,99,999.999.',
    );
    expect(lineLimitProblem(1000, 99_999_999_999)).toBeNull();
    expect(lineLimitProblem(1000, 100_000_000_000)).toEqual({
      field: 'rate',
      message: 'Rate can be at most ₹99,99,99,999.99.',
    });
    expect(lineLimitProblem(-1000, -100_000_000_000)?.field).toBe('rate');
  });

  it('refuses a line above ₹9,99,99,99,999.99 even when each part is within its limit', () => {
    // 10 × ₹99,99,99,999.99 = ₹9,99,99,99,999.90: allowed; 11 × it is not.
    expect(lineLimitProblem(10_000, 99_999_999_999)).toBeNull();
    expect(lineLimitProblem(11_000, 99_999_999_999)).toEqual({
      field: 'quantity',
      message: 'Quantity × rate can be at most ₹9,99,99,99,999.99.',
    });
  });

  it('property: a line within the limits is exact, and 500 of them still add up safely', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -LINE_LIMITS.maxQtyMilli, max: LINE_LIMITS.maxQtyMilli }),
        fc.integer({ min: -LINE_LIMITS.maxRatePaise, max: LINE_LIMITS.maxRatePaise }),
        (qty, rate) => {
          if (lineLimitProblem(qty, rate) !== null) return;
          const amount = lineAmountPaise(qty, rate);
          expect(Math.abs(amount)).toBeLessThanOrEqual(LINE_LIMITS.maxAmountPaise);
          expect(() => sumPaise(Array.from({ length: 500 }, () => amount))).not.toThrow();
        },
      ),
      { numRuns: 500 },
    );
  });
});
