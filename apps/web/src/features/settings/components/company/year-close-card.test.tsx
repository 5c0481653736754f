// Settings › Company › Financial years (issue 38 parts 5 and 3): the accountant closes 2025-26
// after a confirmation; the owner reopens it with a reason; the Auditor is offered neither; the
// annual return (GSTR-9) is marked filed with its date and ARN.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch, signInAs } from '../../../../test/fetch-mock.ts';
import { renderAt } from '../../../../test/render-app.tsx';
import { YearCloseCard } from './year-close-card.tsx';

const OPEN = { booksClosedTo: null, filings: [], yearClosings: [], annualReturns: [] };
const CLOSING = {
  id: 3,
  year: 2025,
  label: '2025-26',
  result: -1350,
  closedByEmail: 'manager@example.com',
  closedAt: '2026-05-10T06:30:00.000Z',
  reopenedAt: null,
  reopenReason: null,
};
const CLOSED = { ...OPEN, booksClosedTo: '2026-03-31', yearClosings: [CLOSING] };

beforeEach(() => {
  // 10 May 2026: 2025-26 has ended.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-05-10T06:30:00Z'));
});
afterEach(() => vi.useRealTimers());

const card = () => renderAt('/settings?tab=company', <YearCloseCard />);

describe('closing the year', () => {
  it('the accountant closes 2025-26 after confirming, and sees its result', async () => {
    signInAs(['Manager']);
    const mock = mockFetch((c) => {
      if (c.url.pathname === '/api/periods') return json(200, OPEN);
      if (c.url.pathname === '/api/periods/year-closings') return json(200, CLOSED);
      return undefined;
    });
    const user = userEvent.setup();
    card();
    await user.click(await screen.findByRole('button', { name: 'Close the year 2025-26' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close the year 2025-26' });
    expect(dialog.textContent).toContain('the books are closed up to 31/03/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Close the year' }));
    expect(await screen.findByText('The year 2025-26 is closed.')).toBeTruthy();
    expect(mock.callsTo('/api/periods/year-closings')[0]!.body).toEqual({ year: 2025 });
    expect(
      screen.getByText(/Net loss ₹1,350.00 moved to the capital account on 10\/05\/2026/),
    ).toBeTruthy();
    // The next year has not ended: nothing more to close; only the owner reopens.
    expect(screen.queryByRole('button', { name: /Close the year/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reopen the year' })).toBeNull();
  });

  it('the owner reopens it with a reason', async () => {
    signInAs(['Admin']);
    const mock = mockFetch((c) => {
      if (c.url.pathname === '/api/periods') return json(200, CLOSED);
      if (c.url.pathname === '/api/periods/year-closings/3/reopen')
        return json(200, {
          ...CLOSED,
          yearClosings: [{ ...CLOSING, reopenedAt: '2026-05-11T06:30:00.000Z' }],
        });
      return undefined;
    });
    const user = userEvent.setup();
    card();
    await user.click(await screen.findByRole('button', { name: 'Reopen the year' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reopen the year 2025-26' });
    const reopen = within(dialog).getByRole('button', { name: 'Reopen the year' });
    expect((reopen as HTMLButtonElement).disabled).toBe(true);
    await user.type(within(dialog).getByLabelText('Reason'), 'A missed purchase bill');
    await user.click(reopen);
    expect(await screen.findByText('The year 2025-26 is open again.')).toBeTruthy();
    expect(mock.callsTo('/api/periods/year-closings/3/reopen')[0]!.body).toEqual({
      reason: 'A missed purchase bill',
    });
    expect(screen.getByRole('button', { name: 'Close the year 2025-26' })).toBeTruthy();
  });

  it('offers the Auditor neither closing nor marking the annual return', async () => {
    signInAs(['Auditor']);
    mockFetch((c) => (c.url.pathname === '/api/periods' ? json(200, OPEN) : undefined));
    card();
    expect(await screen.findByText('Annual return (GSTR-9) for 2025-26')).toBeTruthy();
    expect(screen.getByText('Not filed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Close the year/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark as filed' })).toBeNull();
  });
});

describe('the annual return (GSTR-9)', () => {
  it('is marked filed with its date and ARN', async () => {
    signInAs(['Admin']);
    const filing = {
      id: 9,
      year: 2025,
      label: '2025-26',
      filedOn: '2026-05-10',
      arn: 'AA270526012345X',
      filedByEmail: 'owner@example.com',
      recordedAt: '2026-05-10T06:30:00.000Z',
      undoneAt: null,
      undoReason: null,
    };
    const mock = mockFetch((c) => {
      if (c.url.pathname === '/api/periods') return json(200, OPEN);
      if (c.url.pathname === '/api/periods/annual-returns')
        return json(201, { ...OPEN, annualReturns: [filing] });
      return undefined;
    });
    const user = userEvent.setup();
    card();
    await user.click(await screen.findByRole('button', { name: 'Mark as filed' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/ARN/), 'AA270526012345X');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as filed' }));
    await waitFor(() =>
      expect(screen.getByText('Filed on 10/05/2026, ARN AA270526012345X')).toBeTruthy(),
    );
    expect(mock.callsTo('/api/periods/annual-returns')[0]!.body).toEqual({
      year: 2025,
      filedOn: '2026-05-10',
      arn: 'AA270526012345X',
    });
  });
});
