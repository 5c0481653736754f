import { describe, expect, it } from 'vitest';
import {
  PLACE_OF_SUPPLY_STATES,
  STATES,
  isGstinStateCode,
  stateByCode,
  stateLabel,
} from './states.ts';

describe('states', () => {
  it('has unique two-digit codes', () => {
    const codes = STATES.map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const c of codes) expect(c).toMatch(/^\d{2}$/);
    expect(codes).toHaveLength(41);
  });

  it('marks exactly the UTs without a legislature (UTGST)', () => {
    const uts = STATES.filter((s) => s.isUnionTerritory && s.kind === 'state').map((s) => s.code);
    expect(uts.sort()).toEqual(['04', '26', '31', '35', '38', '97']);
    expect(stateByCode('07')?.isUnionTerritory).toBe(false);
  });

  it('looks codes up with or without the leading zero', () => {
    expect(stateByCode('27')?.name).toBe('Maharashtra');
    expect(stateByCode(7)?.name).toBe('Delhi');
    expect(stateByCode('37')?.name).toBe('Andhra Pradesh');
    expect(stateByCode('47')).toBeUndefined();
    expect(stateLabel('24')).toBe('24-Gujarat');
  });

  it('keeps old codes for old GSTINs but not as a place of supply; 96 only as one', () => {
    expect(stateByCode('25')?.kind).toBe('old');
    expect(stateByCode('28')?.kind).toBe('old');
    expect(isGstinStateCode('25')).toBe(true);
    expect(isGstinStateCode('96')).toBe(false);
    expect(stateByCode('99')?.kind).toBe('centre');
    const pos = PLACE_OF_SUPPLY_STATES.map((s) => s.code);
    expect(pos).toContain('96');
    expect(pos).not.toContain('25');
    expect(pos).not.toContain('99');
  });
});
