// The set-up of the tests that amend a filed document (issue 38 part 3): the period locks of a
// shop whose month's GSTR-1 is filed, and a day within the time limit to amend on (only the
// date is faked, so timers and user events run as usual).
import { vi } from 'vitest';
import { json, mockFetch } from './fetch-mock.ts';

/** 5 December 2026: October's and November's supplies may be amended (until 30 November 2027). */
export const AMEND_DAY = new Date('2026-12-05T06:30:00Z');

/** Today is `day` for the code under test; vi.useRealTimers() gives the clock back. */
export function fakeToday(day: Date = AMEND_DAY): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(day);
}

/** Runs a test on `day`, the real clock back after it whatever happens. */
export async function onDay(day: Date, test: () => Promise<void>): Promise<void> {
  fakeToday(day);
  try {
    await test();
  } finally {
    vi.useRealTimers();
  }
}

/** GET /api/periods of a shop whose GSTR-1 of `period` ('YYYY-MM') was filed on `filedOn`. */
export function gstr1Filed(
  period: string,
  filedOn: string,
  arn: string,
  filedByEmail: string | null = 'owner@example.com',
) {
  return {
    booksClosedTo: null,
    filings: [
      {
        id: 1,
        returnType: 'gstr1',
        period,
        filedOn,
        arn,
        filedByEmail,
        recordedAt: `${filedOn}T06:30:00.000Z`,
        undoneAt: null,
        undoReason: null,
      },
    ],
  };
}

/**
 * The server of a note's screen with a filed note of bill 41 to amend: the bill, the note, the
 * period locks, the amendment's answer and an empty list of notes (where Save goes).
 */
export function noteToAmend(shop: {
  bill: unknown;
  note: { id: number };
  locks: unknown;
  amendPath: string;
  amended: unknown;
}) {
  return mockFetch((call) => {
    const p = call.url.pathname;
    if (p === '/api/returns/original/41') return json(200, shop.bill);
    if (p === `/api/returns/${shop.note.id}`) return json(200, shop.note);
    if (p === '/api/periods') return json(200, shop.locks);
    if (p === shop.amendPath) return json(200, shop.amended);
    if (p === '/api/returns') return json(200, { items: [], total: 0, skip: 0, take: 50 });
    return json(200, {});
  });
}
