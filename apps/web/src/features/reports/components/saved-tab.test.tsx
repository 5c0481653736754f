import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch, signInAs, type Call } from '../../../test/fetch-mock.ts';
import { renderAt } from '../../../test/render-app.tsx';
import { ReportsPage } from './reports-page.tsx';
import { catchDownloads, stubLayout } from '../../../test/result-support.ts';

const NOW = new Date('2025-03-10T04:30:00Z');

const LIST = {
  items: [
    {
      reportGuid: 'g-1',
      name: 'Ravi Feb ledger',
      reportType: 'customers/ledger',
      createdAtUtc: '2025-03-09T12:45:00.000Z',
      createdById: 2,
      createdByEmail: 'accounts@example.com',
    },
    {
      reportGuid: 'g-2',
      name: '2025-03-01 09:00 GSTR1',
      reportType: 'gst/gstr1',
      createdAtUtc: '2025-03-01T03:30:00.000Z',
      createdById: 1,
      createdByEmail: 'owner@example.com',
    },
  ],
  total: 2,
  skip: 0,
  take: 100,
};

const LEDGER = {
  report: 'customers/ledger',
  parameters: { customerId: 3, startDate: '2025-02-01', endDate: '2025-02-28' },
  datasets: [
    {
      name: 'ledger',
      title: 'Ledger',
      columns: [
        { key: 'date', label: 'Date', kind: 'date' },
        { key: 'number', label: 'Number', kind: 'link' },
        { key: 'debit', label: 'Debit', kind: 'money' },
      ],
      rows: [{ date: '2025-02-03', number: 'INV-0007', transactionId: 41, debit: 2360 }],
    },
  ],
  snapshot: { id: 'g-1', name: 'Ravi Feb ledger' },
  createdAtUtc: '2025-03-09T12:45:00.000Z',
  createdById: 2,
  createdByEmail: 'accounts@example.com',
};

interface Setup {
  list?: (c: Call) => Response;
  one?: (c: Call) => Response;
  remove?: (c: Call) => Response;
}

function api({ list, one, remove }: Setup = {}) {
  return mockFetch((c) => {
    const p = c.url.pathname;
    if (p === '/api/reports/snapshots') return list ? list(c) : json(200, LIST);
    if (p === '/api/reports/snapshots/g-1' && c.method === 'DELETE')
      return remove ? remove(c) : json(204, null);
    if (p === '/api/reports/snapshots/g-1') {
      if (c.url.searchParams.get('format') === 'csv')
        return new Response('\uFEFFDate,Number,Debit\r\n2025-02-03,INV-0007,2360.00\r\n', {
          headers: {
            'content-disposition':
              'attachment; filename="customers-ledger-2025-02-01-2025-02-28.csv"',
          },
        });
      return one ? one(c) : json(200, LEDGER);
    }
    return undefined;
  });
}

async function openSavedTab() {
  renderAt('/reports', <ReportsPage />);
  await userEvent.click(screen.getByRole('tab', { name: 'Saved Reports' }));
}

const listTable = () => screen.getByRole('table', { name: 'Saved reports' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  signInAs(['Manager']);
  stubLayout();
});
afterEach(() => vi.useRealTimers());

describe('Saved Reports tab', () => {
  it('lists the snapshots (first page of 100) with name, type and time in India', async () => {
    const calls = api();
    await openSavedTab();
    await screen.findByText('Ravi Feb ledger');
    expect(
      Object.fromEntries(calls.callsTo('/api/reports/snapshots')[0]?.url.searchParams ?? []),
    ).toEqual({
      skip: '0',
      take: '100',
    });
    const rows = within(listTable()).getAllByRole('row');
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Type', 'Created', 'Actions']);
    const cells = within(rows[1] as HTMLElement)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    // 12:45 UTC is 6:15 pm in India.
    expect(cells).toEqual([
      'Ravi Feb ledger',
      'Customer ledger',
      '09/03/2025, 06:15 pm',
      'OpenDelete',
    ]);
    expect(within(rows[2] as HTMLElement).getAllByRole('cell')[1]?.textContent).toBe('GSTR-1');
  });

  it('opens a snapshot: who saved it and when, its table with bill links, and its export', async () => {
    const files = catchDownloads();
    const calls = api();
    await openSavedTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Open Ravi Feb ledger' }));
    const area = await screen.findByRole('region', { name: 'Ravi Feb ledger' });
    expect(within(area).getByText('Selected Report')).toBeTruthy();
    expect(within(area).getByText('Customer ledger')).toBeTruthy();
    expect(within(area).getByText('accounts@example.com')).toBeTruthy();
    expect(within(area).getByText('09/03/2025, 06:15 pm')).toBeTruthy();
    const link = within(area).getByRole('link', { name: 'INV-0007' });
    expect(link.getAttribute('href')).toBe('/invoice?mode=modify&id=41');
    expect(link.getAttribute('target')).toBe('_blank');

    await userEvent.click(within(area).getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const exportCall = calls.calls.find((c) => c.url.searchParams.get('format') === 'csv');
    expect(exportCall?.url.pathname).toBe('/api/reports/snapshots/g-1');
    expect(files[0]?.name).toBe('customers-ledger-2025-02-01-2025-02-28.csv');
  });

  it('deletes after confirmation and reloads the list', async () => {
    let deleted = false;
    const calls = api({
      list: () => json(200, deleted ? { items: LIST.items.slice(1), total: 1 } : LIST),
      remove: () => {
        deleted = true;
        return json(204, null);
      },
    });
    await openSavedTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Ravi Feb ledger' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete saved report' });
    expect(
      within(dialog).getByText('Delete “Ravi Feb ledger”? This cannot be undone.'),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep' }));
    expect(calls.calls.some((c) => c.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Ravi Feb ledger' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(screen.queryByText('Ravi Feb ledger')).toBeNull());
    expect(calls.calls.filter((c) => c.method === 'DELETE').map((c) => c.url.pathname)).toEqual([
      '/api/reports/snapshots/g-1',
    ]);
  });

  it('shows the spec’s texts when loading, opening or deleting fails', async () => {
    api({ one: () => json(500, {}), remove: () => json(500, {}) });
    await openSavedTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Open Ravi Feb ledger' }));
    expect(await screen.findByText('Failed to fetch snapshot')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Ravi Feb ledger' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Failed to delete')).toBeTruthy();
  });

  it('says when the list cannot be loaded', async () => {
    api({ list: () => json(500, {}) });
    await openSavedTab();
    expect(await screen.findByText('Failed to load snapshots')).toBeTruthy();
  });
});
