import { describe, expect, it } from 'vitest';
import { panMatchesGstin, validatePan } from './pan.ts';

describe('validatePan golden table (GST.md section 2)', () => {
  it.each(['AAKFD7113K', 'AAPPV8261K', 'ABMPA3211G', ' abmpa3211g '])('%j is valid', (p) => {
    expect(validatePan(p).ok).toBe(true);
  });

  it.each<[string, string, string]>([
    ['ACUPA7085RR', 'length', 'PAN must be exactly 10 characters.'],
    ['ABMPA32111', 'pattern', 'PAN format is invalid.'],
    ['ABMXA3211G', 'type', 'PAN 4th character X is not a valid holder type.'],
    ['ACUPA0000R', 'serial', 'PAN number 0000 is not valid.'],
    ['', 'length', 'PAN must be exactly 10 characters.'],
  ])('%j fails on %s', (p, part, message) => {
    expect(validatePan(p)).toEqual({ ok: false, part, message });
  });
});

describe('panMatchesGstin', () => {
  it('compares characters 3 to 12 of a GSTIN that carries a PAN', () => {
    expect(panMatchesGstin('AAPFU0939F', '27AAPFU0939F1ZV')).toBe(true);
    expect(panMatchesGstin('aapfu0939f', '27aapfu0939f1zv')).toBe(true);
    expect(panMatchesGstin('AAGCG4576J', '27AAPFU0939F1ZV')).toBe(false);
    expect(panMatchesGstin('AABCF8078N', '29AABCF8078M1C8')).toBe(false);
  });

  it('cannot disagree with a GSTIN that carries no PAN', () => {
    expect(panMatchesGstin('AAPFU0939F', '0717UNO00157UNO')).toBe(true);
  });
});
