import { describe, expect, it } from 'vitest';
import { isSacCode, validateHsnSac } from './hsn.ts';

describe('validateHsnSac', () => {
  it.each(['8471', '847130', '84713010', '998314', '8471 30 10', '', null, undefined])(
    '%j is accepted',
    (s) => {
      expect(validateHsnSac(s)).toBeNull();
    },
  );

  it.each(['847', '84713', '8471301', '847130100', 'ABCD', '84-71'])('%j is refused', (s) => {
    expect(validateHsnSac(s)).toBe('HSN/SAC code must be 4, 6 or 8 digits.');
  });

  it('knows SAC codes', () => {
    expect(isSacCode('998314')).toBe(true);
    expect(isSacCode('847130')).toBe(false);
  });
});
