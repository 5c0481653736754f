import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch, signInAs } from '../../../test/fetch-mock.ts';
import { renderAt } from '../../../test/render-app.tsx';
import { catchDownloads, stubLayout } from '../../../test/result-support.ts';
import { currentMonth, TallyPage } from './tally-page.tsx';

// 10 February 2025 in India: the period is February unless changed.
const NOW = new Date('2025-02-10T04:30:00Z');
const XML = '<?xml version="1.0"?><ENVELOPE/>';

function api(reply?: () => Response) {
  return mockFetch((c) => {
    if (c.url.pathname !== '/api/exports/tally') return undefined;
    if (reply) return reply();
    const q = c.url.searchParams;
    return new Response(XML, {
      headers: {
        'content-type': 'application/xml; charset=utf-8',
        'content-disposition': `attachment; filename="tally-${q.get('from')}-to-${q.get('to')}.xml"`,
      },
    });
  });
}

const button = () => screen.getByRole('button', { name: 'Download for Tally' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  signInAs(['Auditor']);
  stubLayout();
});
afterEach(() => vi.useRealTimers());

describe('Export to Tally', () => {
  it('knows each month’s last day', () => {
    expect(currentMonth('2025-02-10')).toEqual({ from: '2025-02-01', to: '2025-02-28' });
    expect(currentMonth('2024-02-29')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(currentMonth('2025-12-31')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('downloads this month’s file with Enter, under the server’s name', async () => {
    const files = catchDownloads();
    const calls = api();
    renderAt('/reports/tally', <TallyPage />);
    expect((screen.getByRole('textbox', { name: 'From' }) as HTMLInputElement).value).toBe(
      '01/02/2025',
    );
    button().focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Downloaded tally-2025-02-01-to-2025-02-28.xml.')).toBeTruthy();
    expect(Object.fromEntries(calls.callsTo('/api/exports/tally')[0]!.url.searchParams)).toEqual({
      from: '2025-02-01',
      to: '2025-02-28',
      part: 'all',
    });
    expect(files.map((f) => f.name)).toEqual(['tally-2025-02-01-to-2025-02-28.xml']);
    expect(await files[0]!.blob.text()).toBe(XML);
  });

  it('says in plain words why a period is refused, without asking the server', async () => {
    const calls = api();
    renderAt('/reports/tally', <TallyPage />);
    const from = screen.getByRole('textbox', { name: 'From' });
    await userEvent.clear(from);
    await userEvent.type(from, '01/03/2025{Tab}');
    await userEvent.click(button());
    expect(await screen.findByText('From must be on or before To.')).toBeTruthy();
    expect(calls.callsTo('/api/exports/tally')).toHaveLength(0);
  });

  it('shows the server’s message when it refuses', async () => {
    api(() => json(400, { title: 'Invalid request', detail: 'To must be a date as yyyy-mm-dd.' }));
    renderAt('/reports/tally', <TallyPage />);
    await userEvent.click(button());
    expect(await screen.findByText('To must be a date as yyyy-mm-dd.')).toBeTruthy();
  });
});
