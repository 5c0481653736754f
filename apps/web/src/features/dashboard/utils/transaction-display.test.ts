import { describe, expect, it } from 'vitest';
import { displayNumber, displayTime } from './transaction-display.ts';

describe('displayNumber', () => {
  it('shows 0 and empty as blank', () => {
    expect(displayNumber('0')).toBe('');
    expect(displayNumber('')).toBe('');
    expect(displayNumber(null)).toBe('');
    expect(displayNumber('INV-0007')).toBe('INV-0007');
    expect(displayNumber('12')).toBe('12');
  });
});

describe('displayTime', () => {
  it('shows a UTC timestamp in India time', () => {
    expect(displayTime('2025-03-15T04:30:00.000Z')).toBe('10:00');
    expect(displayTime('2025-03-15T20:00:00Z')).toBe('01:30');
  });
  it('keeps local times as they are', () => {
    expect(displayTime('2025-03-15T09:05:00')).toBe('09:05');
    expect(displayTime('9:05:10')).toBe('09:05');
    expect(displayTime('nonsense')).toBe('');
  });
});
