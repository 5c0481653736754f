import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INSIGHT_NAMES } from '@hisaab/shared/schemas/reports';
import { json, mockFetch, signInAs, type Call } from '../../../test/fetch-mock.ts';
import { renderAt } from '../../../test/render-app.tsx';
import { catchDownloads, stubLayout } from '../../../test/result-support.ts';
import { insightTypes } from '../utils/insight-types.ts';
import { InsightsPage } from './insights-page.tsx';

// uPlot draws on a canvas jsdom does not have: a stand-in records what it was asked to draw.
const plots = vi.hoisted(() => [] as { data: unknown[][] }[]);
vi.mock('uplot', () => ({
  default: class {
    constructor(_opts: unknown, data: unknown[][]) {
      plots.push({ data });
    }
    setSize() {}
    destroy() {}
  },
}));

// 10 March 2025, 10:00 in India: before the 15th, so ranges default to all of February.
const NOW = new Date('2025-03-10T04:30:00Z');

const SLOW = {
  report: 'analytics/slow-moving',
  parameters: { startDate: '2025-02-01', endDate: '2025-02-28', top: 100, minQty: 0 },
  datasets: [
    {
      name: 'slowMoving',
      title: 'Slow-moving items',
      columns: [
        { key: 'item', label: 'Item', kind: 'text' },
        { key: 'stock', label: 'Stock', kind: 'quantity' },
        { key: 'lastSold', label: 'Last sold', kind: 'date' },
        { key: 'stockValue', label: 'Stock value (at cost)', kind: 'money' },
      ],
      rows: [
        { item: 'Basmati Rice 25kg', stock: 4, lastSold: '2024-11-02', stockValue: 7200 },
        { item: 'Jaggery', stock: 12.5, lastSold: null, stockValue: 540.5 },
      ],
    },
  ],
  snapshot: null,
  summary: '2 items have not sold in 28 days; ₹7,740.50 of stock is tied up in them.',
};

const TREND = {
  report: 'analytics/sales-trend',
  parameters: { currentStart: '2025-02-01', currentEnd: '2025-02-03' },
  datasets: [
    {
      name: 'daily',
      title: 'Sales by day',
      columns: [
        { key: 'currentDate', label: 'Date', kind: 'date' },
        { key: 'currentSales', label: 'Sales', kind: 'money' },
        { key: 'previousSales', label: 'Previous period sales', kind: 'money' },
      ],
      rows: [
        { currentDate: '2025-02-01', currentSales: 100, previousSales: 80 },
        { currentDate: '2025-02-02', currentSales: 250.5, previousSales: 0 },
        { currentDate: '2025-02-03', currentSales: 0, previousSales: 40 },
      ],
    },
    { name: 'totals', title: 'Totals', columns: [], rows: [{ currentSales: 350.5 }] },
  ],
  snapshot: null,
  summary:
    'Sales of ₹350.50 from 01/02/2025 to 03/02/2025, up 191.9% on ₹120 in the 3 days before.',
};

function api(onInsight: (c: Call) => Response | Promise<Response> = () => json(200, SLOW)) {
  return mockFetch((c) =>
    c.url.pathname.startsWith('/api/reports/analytics/') ||
    c.url.pathname.startsWith('/api/reports/exceptions/')
      ? onInsight(c)
      : undefined,
  );
}

const form = () => screen.getByRole('form', { name: 'Insight parameters' });
const field = (label: string) => within(form()).getByLabelText(label) as HTMLInputElement;
const generate = () =>
  within(form()).getByRole('button', { name: 'Generate' }) as HTMLButtonElement;
const pick = (label: string) => userEvent.click(screen.getByRole('button', { name: label }));
const values = (...labels: string[]) => labels.map((l) => field(l).value);

async function retype(label: string, text: string) {
  await userEvent.clear(field(label));
  if (text !== '') await userEvent.type(field(label), text);
  await userEvent.tab();
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  signInAs(['Manager']);
  stubLayout();
  plots.length = 0;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.useRealTimers());

describe('Insights access', () => {
  it('tells an Auditor that Insights is not for them, and asks the server nothing', () => {
    signInAs(['Auditor']);
    const calls = api();
    renderAt('/insights', <InsightsPage />);
    expect(
      screen.getByText('You do not have access to Insights. Please contact your administrator.'),
    ).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Insight parameters' })).toBeNull();
    expect(calls.calls).toHaveLength(0);
  });
});

describe('Insight types', () => {
  it('lists every insight the server answers, each with what it finds and what to do', async () => {
    api();
    renderAt('/insights', <InsightsPage />);
    const list = screen.getByRole('navigation', { name: 'Insight types' });
    const names = within(list)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names).toHaveLength(INSIGHT_NAMES.length);
    expect(names).toContain('Slow-moving items');
    expect(names).toContain('Receivables due');
    // The phone's select offers the same types.
    expect((screen.getByLabelText('Insight type') as HTMLSelectElement).options).toHaveLength(
      INSIGHT_NAMES.length,
    );
    for (const type of insightTypes()) {
      await pick(type.label);
      expect(screen.getByRole('heading', { name: type.label })).toBeTruthy();
      const description = screen.getByTestId('insight-description');
      expect(description.textContent).toContain(`What it finds: ${type.finds}`);
      expect(description.textContent).toContain(`What to do: ${type.action}`);
    }
    expect(new Set(insightTypes().map((t) => t.key))).toEqual(new Set(INSIGHT_NAMES));
  });

  it('opens on slow-moving items with the spec defaults, and each type with its own', async () => {
    api();
    renderAt('/insights', <InsightsPage />);
    expect(
      screen.getByRole('button', { name: 'Slow-moving items' }).getAttribute('aria-current'),
    ).toBe('true');
    expect(values('Start Date', 'End Date', 'Top', 'Min quantity')).toEqual([
      '01/02/2025',
      '28/02/2025',
      '100',
      '0',
    ]);
    await pick('Overstock');
    expect(values('Lookback days', 'Max days cover', 'Min stock')).toEqual(['60', '90', '1']);
    await pick('Low stock');
    expect(values('Threshold')).toEqual(['5']);
    await pick('Sales trend');
    expect(values('Period start', 'Period end')).toEqual(['01/02/2025', '28/02/2025']);
    await pick('ABC analysis');
    expect(values('A cut', 'B cut')).toEqual(['0.8', '0.95']);
    await pick('Inactive customers');
    expect(values('Inactive days', 'Top')).toEqual(['180', '100']);
    await pick('Receivables due');
    expect(values('As Of Date', 'Due days')).toEqual(['10/03/2025', '30']);
    await pick('Expense anomalies');
    expect(values('Year', 'Month', 'Threshold %')).toEqual(['2025', '3', '50']);
    expect(
      [...(field('Year') as unknown as HTMLSelectElement).options].map((o) => o.value),
    ).toEqual(['2025', '2024', '2023']);
    await pick('Future-dated documents');
    expect(values('Tolerance days')).toEqual(['0']);
    await pick('Missing HSN/SAC');
    expect(field('Purchases (input side)').checked).toBe(false);
    await pick('Negative stock');
    expect(within(form()).getByText('This insight needs no parameters.')).toBeTruthy();
    expect(generate().disabled).toBe(false);
  });
});

describe('Insight parameters', () => {
  it('keeps Generate disabled while a parameter is invalid, with the message beside it', async () => {
    const calls = api();
    renderAt('/insights', <InsightsPage />);
    await retype('Top', '0');
    expect(within(form()).getByText('Top must be a whole number of at least 1.')).toBeTruthy();
    expect(generate().disabled).toBe(true);
    await userEvent.click(generate());
    await retype('Top', '25');
    expect(generate().disabled).toBe(false);
    await retype('End Date', '31/01/2025');
    expect(within(form()).getByText('Start date must be before end date.')).toBeTruthy();
    expect(generate().disabled).toBe(true);

    await pick('ABC analysis');
    await retype('A cut', '0.96');
    expect(
      within(form()).getByText('A and B cuts must be between 0 and 1, with A below B.'),
    ).toBeTruthy();
    expect(generate().disabled).toBe(true);

    await pick('Overstock');
    await retype('Lookback days', 'sixty');
    expect(
      within(form()).getByText('Lookback days must be a whole number of at least 1.'),
    ).toBeTruthy();
    expect(generate().disabled).toBe(true);
    expect(calls.calls).toHaveLength(0);
  });

  it('sends the parameters, shows the summary above the table of rows at most 520 px high', async () => {
    const calls = api();
    renderAt('/insights', <InsightsPage />);
    await retype('Top', '25');
    await userEvent.click(generate());
    const summary = await screen.findByText(SLOW.summary);
    const call = calls.calls[0];
    expect(call?.url.pathname).toBe('/api/reports/analytics/slow-moving');
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({
      startDate: '2025-02-01',
      endDate: '2025-02-28',
      top: '25',
      minQty: '0',
    });
    const table = screen.getByRole('table', { name: 'Slow-moving items' });
    expect(summary.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Basmati Rice 25kg', '4', '02/11/2024', '₹7,200.00'],
      ['Jaggery', '12.5', '', '₹540.50'],
    ]);
    expect(screen.getByRole('region', { name: 'Slow-moving items' }).style.maxHeight).toBe('520px');
    expect(screen.getByText('Slow-moving items is ready.')).toBeTruthy();
    // A list of items is a table, not a chart.
    expect(screen.queryByTestId('insight-chart')).toBeNull();
  });

  it('clears the parameters and the result when another type is chosen', async () => {
    api();
    renderAt('/insights', <InsightsPage />);
    await retype('Top', '7');
    await userEvent.click(generate());
    await screen.findByText(SLOW.summary);
    await pick('Low stock');
    expect(screen.queryByText(SLOW.summary)).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    await pick('Slow-moving items');
    expect(values('Top')).toEqual(['100']);
    expect(screen.queryByText(SLOW.summary)).toBeNull();
  });

  it('disables Generate while the insight runs', async () => {
    let answer: (r: Response) => void = () => undefined;
    api(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderAt('/insights', <InsightsPage />);
    await userEvent.click(generate());
    await waitFor(() => expect(generate().disabled).toBe(true));
    answer(json(200, SLOW));
    await screen.findByText(SLOW.summary);
    expect(generate().disabled).toBe(false);
  });

  it('says ‘Failed to generate insights’, or the server’s own safe message', async () => {
    let reply = json(500, {});
    api(() => reply);
    renderAt('/insights', <InsightsPage />);
    await userEvent.click(generate());
    expect(await screen.findByText('Failed to generate insights')).toBeTruthy();
    // The server's field error: the field's message is what the user reads.
    const message = 'Top must be 36,500 or fewer.';
    reply = json(400, { title: 'Invalid request', detail: message, errors: { top: [message] } });
    await userEvent.click(generate());
    expect(await screen.findByText(message)).toBeTruthy();
  });
});

describe('Insight results', () => {
  it('exports the list shown as CSV and every list as XLSX through the server', async () => {
    const files = catchDownloads();
    const calls = api((c) =>
      c.url.searchParams.get('format')
        ? new Response('\uFEFFDate,Sales\r\n', {
            headers: {
              'content-disposition': `attachment; filename="analytics-sales-trend-2025-02-01-2025-02-28.${c.url.searchParams.get('format')}"`,
            },
          })
        : json(200, TREND),
    );
    renderAt('/insights', <InsightsPage />);
    await pick('Sales trend');
    await userEvent.click(generate());
    await screen.findByText(TREND.summary);
    await userEvent.click(screen.getByRole('button', { name: 'CSV' }));
    await userEvent.click(screen.getByRole('button', { name: 'XLSX' }));
    await waitFor(() => expect(files).toHaveLength(2));
    const [csv, xlsx] = calls.calls.slice(1).map((c) => Object.fromEntries(c.url.searchParams));
    expect(calls.calls[1]?.url.pathname).toBe('/api/reports/analytics/sales-trend');
    const period = { currentStart: '2025-02-01', currentEnd: '2025-02-28' };
    expect(csv).toEqual({ ...period, format: 'csv', dataset: 'daily' });
    expect(xlsx).toEqual({ ...period, format: 'xlsx' });
    expect(files.map((f) => f.name)).toEqual([
      'analytics-sales-trend-2025-02-01-2025-02-28.csv',
      'analytics-sales-trend-2025-02-01-2025-02-28.xlsx',
    ]);
  });

  it('falls back to ‘Failed to generate insights’ when an export fails', async () => {
    api((c) => (c.url.searchParams.get('format') ? json(500, {}) : json(200, SLOW)));
    renderAt('/insights', <InsightsPage />);
    await userEvent.click(generate());
    await screen.findByText(SLOW.summary);
    await userEvent.click(screen.getByRole('button', { name: 'XLSX' }));
    expect(await screen.findByText('Failed to generate insights')).toBeTruthy();
  });

  it('draws the sales trend: this period against the one before, day by day', async () => {
    api(() => json(200, TREND));
    renderAt('/insights', <InsightsPage />);
    await pick('Sales trend');
    await userEvent.click(generate());
    const chart = await screen.findByTestId('insight-chart');
    const caption = chart.closest('figure')?.querySelector('figcaption')?.textContent;
    expect(caption).toContain('Sales by day');
    expect(caption).toContain('This period');
    expect(caption).toContain('Previous period');
    await waitFor(() => expect(plots).toHaveLength(1));
    expect(plots[0]?.data).toEqual([
      [0, 1, 2],
      [100, 250.5, 0],
      [80, 0, 40],
    ]);
  });
});
