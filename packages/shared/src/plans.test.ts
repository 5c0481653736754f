import { describe, expect, it } from 'vitest';
import { isSafeServerMessage } from './messages.ts';
import {
  PLAN_MESSAGES,
  PLAN_TITLES,
  daysBetween,
  planLimits,
  planYearEnd,
  whenText,
} from './plans.ts';

describe('plan years and limits', () => {
  it('ends a plan year the day before the same date a year on', () => {
    expect(planYearEnd('2027-05-21')).toBe('2028-05-20');
    expect(planYearEnd('2027-01-01')).toBe('2027-12-31');
    // 29 February has no twin next year: the year runs to 28 February.
    expect(planYearEnd('2028-02-29')).toBe('2029-02-28');
    expect(planYearEnd('2027-03-01')).toBe('2028-02-29');
  });

  it('counts days between two dates, across a leap day', () => {
    expect(daysBetween('2026-11-21', '2027-05-20')).toBe(180);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2027-05-21', '2027-05-20')).toBe(-1);
  });

  it('adds 2,000 invoices a block and one user a seat', () => {
    expect(planLimits('basic', 0, 0)).toEqual({ users: 1, invoices: 365 });
    expect(planLimits('basic', 1, 0)).toEqual({ users: 1, invoices: 2365 });
    expect(planLimits('standard', 2, 3)).toEqual({ users: 8, invoices: 11300 });
    expect(planLimits('premium', 0, 0)).toEqual({ users: 10, invoices: 36500 });
  });

  it('says when in words', () => {
    expect([0, 1, 12].map(whenText)).toEqual(['today', 'tomorrow', 'in 12 days']);
  });
});

describe('messages', () => {
  it('stay showable with their title, at their longest', () => {
    const longest = [
      `${PLAN_MESSAGES.trialEnded('2027-05-20')} ${PLAN_TITLES.needed}`,
      `${PLAN_MESSAGES.planEnded('Standard', '2027-05-20')} ${PLAN_TITLES.needed}`,
      `${PLAN_MESSAGES.invoiceLimit('Standard', 9_999_300, '2027-05-20')} ${PLAN_TITLES.limit}`,
      `${PLAN_MESSAGES.seatLimit('Standard', 99_999)} ${PLAN_TITLES.limit}`,
      `${PLAN_MESSAGES.fairUseRequests(1_000_000, 60)} Too many requests`,
      `${PLAN_MESSAGES.fairUseDocuments(1_000_000, 60)} Too many requests`,
    ];
    for (const m of longest) expect(isSafeServerMessage(m), m).toBe(true);
  });

  it('name the plan, the count and the day', () => {
    expect(String(PLAN_MESSAGES.invoiceLimit('Basic', 2365, '2028-05-20'))).toBe(
      'All 2,365 sales invoices of your Basic plan for the year to 20/05/2028 are used. Add 2,000 more or upgrade in Settings → Plans.',
    );
    expect(String(PLAN_MESSAGES.seatLimit('Basic', 1))).toContain('has 1 user seat, all taken');
  });
});
