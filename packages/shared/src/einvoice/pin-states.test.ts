import { describe, expect, it } from 'vitest';
import { FOREIGN_PIN, pinFitsState } from './pin-states.ts';

describe('pinFitsState', () => {
  it.each([
    [560001, '29', true], // Bengaluru, Karnataka
    [411005, '27', true], // Pune, Maharashtra
    [403001, '30', true], // Panaji, Goa
    [403001, '27', true], // 403 lies in Maharashtra's 400–445 too
    [605001, '34', true], // Puducherry
    [673310, '34', true], // Mahe, Puducherry
    [160017, '04', true], // Chandigarh
    [411005, '29', false],
    [110001, '29', false],
    [560001, '33', false],
    [500001, '36', true], // Telangana: no ranges, not checked
    [FOREIGN_PIN, '96', true],
    [560001, '96', false],
    [560001, '97', false],
  ])('%i in state %s: %s', (pin, state, fits) => {
    expect(pinFitsState(pin, state)).toBe(fits);
  });
});
