import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch, signInAs, type Call } from '../../../test/fetch-mock.ts';
import { renderAt } from '../../../test/render-app.tsx';
import { ReportsPage } from './reports-page.tsx';
import { catchDownloads, stubLayout } from '../../../test/result-support.ts';

// 10 March 2025: returns are for February by default.
const NOW = new Date('2025-03-10T04:30:00Z');

const WARNING = {
  severity: 'warning',
  check: 'HSN code',
  message: 'Bill INV-0004 sold Tea without an HSN code to an unregistered buyer.',
  number: 'INV-0004',
  transactionId: 4,
};
const UNIT = {
  severity: 'error',
  check: 'Unit code (UQC)',
  message: 'Unit Bag has no GST unit code (UQC); set one in Units. Used on INV-0003.',
  number: 'INV-0003',
  transactionId: 3,
  unitId: 7,
  unitName: 'Bag',
};

function gstr1(checks: unknown[]) {
  return {
    report: 'gst/gstr1',
    parameters: {},
    datasets: [
      { name: 'b2cs', title: 'B2CS', columns: [], rows: [] },
      {
        name: 'checks',
        title: 'Checks',
        columns: [
          { key: 'severity', label: 'Severity', kind: 'text' },
          { key: 'message', label: 'Message', kind: 'text' },
        ],
        rows: checks,
      },
    ],
    snapshot: null,
  };
}

function api(opts: {
  checks: () => unknown[];
  json?: (c: Call) => Response;
  put?: (c: Call) => Response;
}) {
  return mockFetch((c) => {
    const p = c.url.pathname;
    if (p === '/api/reports/gst/gstr1') return json(200, gstr1(opts.checks()));
    if (p.endsWith('/json'))
      return opts.json
        ? opts.json(c)
        : new Response('{"gstin":"27AAPFU0939F1ZV"}', {
            headers: {
              'content-type': 'application/json',
              'content-disposition': `attachment; filename="27AAPFU0939F1ZV_${p.includes('gstr1') ? 'GSTR1' : 'GSTR3B'}_022025.json"`,
            },
          });
    if (p === '/api/units/7' && c.method === 'PUT')
      return opts.put ? opts.put(c) : json(200, { id: 7 });
    return undefined;
  });
}

async function openPanel() {
  renderAt('/reports', <ReportsPage />);
  await userEvent.click(screen.getByRole('button', { name: 'GST returns' }));
  return screen.findByRole('region', { name: /GSTR-1 checks/ });
}

const gstr1Button = () =>
  screen.getByRole('button', { name: 'Download GSTR-1 JSON' }) as HTMLButtonElement;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  signInAs(['Admin']);
  stubLayout();
});
afterEach(() => vi.useRealTimers());

describe('GST returns panel', () => {
  it('checks last month, errors first, each with its bill, and holds GSTR-1 back while any is an error', async () => {
    const calls = api({ checks: () => [WARNING, UNIT] });
    const checks = await openPanel();
    expect((screen.getByLabelText('Year') as HTMLSelectElement).value).toBe('2025');
    expect((screen.getByLabelText('Month') as HTMLSelectElement).value).toBe('2');
    expect(within(checks).getByRole('heading').textContent).toBe('GSTR-1 checks for February 2025');
    const items = await within(checks).findAllByRole('listitem');
    expect(items[0]?.textContent).toMatch(/^ErrorUnit code \(UQC\): Unit Bag has no GST unit code/);
    expect(items[1]?.textContent).toMatch(/^WarningHSN code: Bill INV-0004 sold Tea/);
    const open = within(items[0] as HTMLElement).getByRole('link', { name: 'Open INV-0003' });
    expect(open.getAttribute('href')).toBe('/invoice?mode=modify&id=3');
    expect(open.getAttribute('target')).toBe('_blank');
    expect(
      Object.fromEntries(calls.callsTo('/api/reports/gst/gstr1')[0]?.url.searchParams ?? []),
    ).toEqual({
      startDate: '2025-02-01',
      endDate: '2025-02-28',
    });
    expect(gstr1Button().disabled).toBe(true);
    expect(screen.getByText(/GSTR-1 can be downloaded once the error above is fixed/)).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Download GSTR-3B JSON' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('sets a unit’s GST code in place and runs the checks again', async () => {
    let fixed = false;
    const calls = api({
      checks: () => (fixed ? [WARNING] : [UNIT, WARNING]),
      put: () => {
        fixed = true;
        return json(200, { id: 7, name: 'Bag', uqc: 'BAG' });
      },
    });
    await openPanel();
    const code = (await screen.findByLabelText('GST unit code for Bag')) as HTMLSelectElement;
    // A unit called Bag is plainly BAG; the owner confirms with Save code.
    expect(code.value).toBe('BAG');
    await userEvent.click(screen.getByRole('button', { name: 'Save code' }));
    await waitFor(() => expect(gstr1Button().disabled).toBe(false));
    expect(calls.callsTo('/api/units/7')[0]?.body).toEqual({ uqc: 'BAG' });
    expect(calls.callsTo('/api/reports/gst/gstr1')).toHaveLength(2);
    expect(screen.queryByLabelText('GST unit code for Bag')).toBeNull();
  });

  it('downloads both returns for the chosen month under the server’s names', async () => {
    const files = catchDownloads();
    const calls = api({ checks: () => [] });
    await openPanel();
    expect(await screen.findByText('Every check passed.')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Month'), '1');
    await waitFor(() => expect(gstr1Button().disabled).toBe(false));
    await userEvent.click(gstr1Button());
    await waitFor(() => expect(files).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Download GSTR-3B JSON' }));
    await waitFor(() => expect(files).toHaveLength(2));
    expect(files.map((f) => f.name)).toEqual([
      '27AAPFU0939F1ZV_GSTR1_022025.json',
      '27AAPFU0939F1ZV_GSTR3B_022025.json',
    ]);
    const sent = calls.calls.filter((c) => c.url.pathname.endsWith('/json'));
    expect(sent.map((c) => `${c.url.pathname}?${c.url.searchParams}`)).toEqual([
      '/api/reports/gst/gstr1/json?year=2025&month=1',
      '/api/reports/gst/gstr3b/json?year=2025&month=1',
    ]);
  });

  it('shows a refused download with the checks the server listed', async () => {
    api({
      checks: () => [],
      json: () =>
        json(400, {
          title: 'Invalid request',
          detail: 'GSTR-1 has 1 error to fix before it can be downloaded.',
          checks: [UNIT, WARNING],
        }),
    });
    await openPanel();
    await waitFor(() => expect(gstr1Button().disabled).toBe(false));
    await userEvent.click(gstr1Button());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('GSTR-1 has 1 error to fix before it can be downloaded.');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([`${UNIT.message} (INV-0003)`]);
  });
});
