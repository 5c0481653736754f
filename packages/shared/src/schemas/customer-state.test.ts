import { describe, expect, it } from 'vitest';
import { STATE_CODE_MESSAGE, optionalStateCode } from './customer-state.ts';

describe('optionalStateCode', () => {
  it('pads and keeps current state codes, including 96 for exports', () => {
    expect(optionalStateCode.parse('7')).toBe('07');
    expect(optionalStateCode.parse(27)).toBe('27');
    expect(optionalStateCode.parse(' 96 ')).toBe('96');
  });

  it('treats blank and absent as no state', () => {
    expect(optionalStateCode.parse('')).toBeNull();
    expect(optionalStateCode.parse(null)).toBeNull();
    expect(optionalStateCode.parse(undefined)).toBeNull();
  });

  it('refuses unknown, retired and non-state codes', () => {
    for (const bad of ['47', '00', '25', '28', '99', 'MH', '027', true]) {
      const r = optionalStateCode.safeParse(bad);
      expect(r.success, String(bad)).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(STATE_CODE_MESSAGE);
    }
  });
});
