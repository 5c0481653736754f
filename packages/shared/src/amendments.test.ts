import { describe, expect, it } from 'vitest';
import { amendmentAllowed, amendmentDeadline, canAmend } from './amendments.ts';

describe('the time limit of an amendment', () => {
  it('is 30 November after the end of the financial year of the supply', () => {
    expect(amendmentDeadline('2026-10-12')).toBe('2027-11-30');
    expect(amendmentDeadline('2027-03-31')).toBe('2027-11-30');
    expect(amendmentDeadline('2027-04-01')).toBe('2028-11-30');
  });

  it('allows 30 November and refuses 1 December', () => {
    expect(amendmentAllowed('2026-10-12', '2027-11-30')).toBe(true);
    expect(amendmentAllowed('2026-10-12', '2027-12-01')).toBe(false);
    expect(amendmentAllowed('2027-03-31', '2027-12-01')).toBe(false);
  });
});

describe('the annual return (GSTR-9) filed before 30 November', () => {
  it('brings the limit to its filing day: that day allowed, the next refused', () => {
    expect(amendmentDeadline('2026-10-12', '2027-09-15')).toBe('2027-09-15');
    expect(amendmentAllowed('2026-10-12', '2027-09-15', '2027-09-15')).toBe(true);
    expect(amendmentAllowed('2026-10-12', '2027-09-16', '2027-09-15')).toBe(false);
  });

  it('filed after 30 November leaves the limit at 30 November', () => {
    expect(amendmentDeadline('2026-10-12', '2027-12-20')).toBe('2027-11-30');
    expect(amendmentAllowed('2026-10-12', '2027-11-30', '2027-12-20')).toBe(true);
    expect(amendmentAllowed('2026-10-12', '2027-12-01', '2027-12-20')).toBe(false);
  });
});

describe('who may amend', () => {
  it('is the owner or the accountant', () => {
    expect(canAmend(['Admin'])).toBe(true);
    expect(canAmend(['manager'])).toBe(true);
    expect(canAmend(['Auditor'])).toBe(false);
    expect(canAmend([])).toBe(false);
  });
});
