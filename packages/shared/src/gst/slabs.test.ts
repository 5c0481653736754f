import { describe, expect, it } from 'vitest';
import { GST_SLAB_RATES_BP, isGstSlab } from './slabs.ts';

describe('the GST slabs', () => {
  it.each([0, 0.1, 0.25, 3, 5, 2.5 + 2.5, 0.05 + 0.05, 12, 18, 28, 40, 20 + 20])(
    '%j%% is a slab',
    (rate) => expect(isGstSlab(rate)).toBe(true),
  );
  it.each([2.5, 16, 20, 17.999, 41, -5])('%j%% is not', (rate) =>
    expect(isGstSlab(rate)).toBe(false),
  );
  it('reads the same in basis points, as taxes store them', () => {
    expect(GST_SLAB_RATES_BP).toEqual([
      0, 10, 25, 100, 150, 300, 500, 600, 750, 1200, 1800, 2800, 4000,
    ]);
  });
});
