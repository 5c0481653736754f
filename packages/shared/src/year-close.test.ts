import { describe, expect, it } from 'vitest';
import { canCloseYear, financialYear, lastEndedYear, yearOfDate } from './year-close.ts';

describe('financial years', () => {
  it('run from 1 April to 31 March, named by both years', () => {
    expect(financialYear(2025)).toEqual({
      year: 2025,
      start: '2025-04-01',
      end: '2026-03-31',
      label: '2025-26',
    });
    expect(financialYear(2099).label).toBe('2099-00');
    expect(yearOfDate('2026-03-31').year).toBe(2025);
    expect(yearOfDate('2026-04-01').year).toBe(2026);
  });

  it('offer to close the last year that has ended', () => {
    expect(lastEndedYear('2026-05-10').label).toBe('2025-26');
    expect(lastEndedYear('2026-04-01').label).toBe('2025-26');
    expect(lastEndedYear('2026-03-31').label).toBe('2024-25');
  });

  it('are closed by the owner or the accountant', () => {
    expect(canCloseYear(['Admin'])).toBe(true);
    expect(canCloseYear(['Manager'])).toBe(true);
    expect(canCloseYear(['Auditor'])).toBe(false);
  });
});
