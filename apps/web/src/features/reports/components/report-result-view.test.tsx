import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReportResult } from '@hisaab/shared/reports/report-result';
import { json, mockFetch, signInAs } from '../../../test/fetch-mock.ts';
import type { ExportTarget } from '../../../ui/result-view.tsx';
import { ReportResultView } from './report-result-view.tsx';
import { catchDownloads, stubLayout } from '../../../test/result-support.ts';

const RESULT: ReportResult = {
  report: 'customers/ledger',
  parameters: { customerId: 3, startDate: '2025-02-01', endDate: '2025-02-28' },
  datasets: [
    {
      name: 'ledger',
      title: 'Ledger',
      columns: [
        { key: 'date', label: 'Date', kind: 'date' },
        { key: 'number', label: 'Number', kind: 'link' },
        { key: 'qty', label: 'Quantity', kind: 'quantity' },
        { key: 'debit', label: 'Debit', kind: 'money' },
        { key: 'balance', label: 'Balance', kind: 'money' },
      ],
      rows: [
        { date: '2025-02-01', number: 'Opening balance', debit: null, balance: -5 },
        {
          date: '2025-02-03',
          number: 'INV/24-25/0007',
          transactionId: 41,
          qty: 2.5,
          debit: 123456.5,
          balance: 123456.45,
        },
      ],
    },
    {
      name: 'byMonthTotals',
      title: 'Totals by month',
      columns: [
        { key: 'month', label: 'Month', kind: 'text' },
        { key: 'total', label: 'Total', kind: 'money' },
      ],
      rows: [{ month: '2025-02', total: 10000000 }],
    },
  ],
  snapshot: null,
};

const SERVER: ExportTarget = {
  kind: 'server',
  path: '/reports/customers/ledger',
  query: { customerId: '3', startDate: '2025-02-01', endDate: '2025-02-28' },
};

const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell');
const bodyRows = (name: string) =>
  within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);

beforeEach(() => {
  stubLayout();
  signInAs(['Admin']);
});

describe('ReportResultView table', () => {
  it('formats money en-IN from paise, dates dd/mm/yyyy, and right-aligns figures', () => {
    render(<ReportResultView result={RESULT} target={SERVER} />);
    const [opening, bill] = bodyRows('Ledger') as [HTMLElement, HTMLElement];
    expect(cellsOf(opening).map((c) => c.textContent)).toEqual([
      '01/02/2025',
      'Opening balance',
      '',
      '',
      '-₹5.00',
    ]);
    expect(cellsOf(bill).map((c) => c.textContent)).toEqual([
      '03/02/2025',
      'INV/24-25/0007',
      '2.5',
      '₹1,23,456.50',
      '₹1,23,456.45',
    ]);
    const debit = cellsOf(bill)[3] as HTMLElement;
    expect(debit.className).toContain('text-right');
    expect(debit.className).toContain('tabular-nums');
    expect((cellsOf(bill)[0] as HTMLElement).className).not.toContain('text-right');
    const headers = within(screen.getByRole('table', { name: 'Ledger' })).getAllByRole(
      'columnheader',
    );
    expect(headers.map((h) => h.textContent)).toEqual([
      'Date',
      'Number',
      'Quantity',
      'Debit',
      'Balance',
    ]);
    expect(screen.getByText('2 rows')).toBeTruthy();
  });

  it('opens a document number as its bill in a new tab; the opening row is plain text', () => {
    render(<ReportResultView result={RESULT} target={SERVER} />);
    const link = screen.getByRole('link', { name: 'INV/24-25/0007' });
    expect(link.getAttribute('href')).toBe('/invoice?mode=modify&id=41');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.queryByRole('link', { name: 'Opening balance' })).toBeNull();
  });

  it('switches lists with the dataset selector', async () => {
    render(<ReportResultView result={RESULT} target={SERVER} />);
    const list = screen.getByLabelText('List') as HTMLSelectElement;
    expect([...list.options].map((o) => o.text)).toEqual(['Ledger', 'Totals by month']);
    await userEvent.selectOptions(list, 'byMonthTotals');
    const [row] = bodyRows('Totals by month') as [HTMLElement];
    expect(cellsOf(row).map((c) => c.textContent)).toEqual(['2025-02', '₹1,00,00,000.00']);
    expect(screen.queryByRole('table', { name: 'Ledger' })).toBeNull();
    expect(screen.getByText('1 row')).toBeTruthy();
  });

  it('shows no selector for a single list, and takes columns from the rows when none are given', () => {
    const bare: ReportResult = {
      ...RESULT,
      datasets: [
        { name: 'x', title: 'Stock', columns: [], rows: [{ item: 'Rice', onHand: 12.5 }] },
      ],
    };
    render(<ReportResultView result={bare} target={SERVER} />);
    expect(screen.queryByLabelText('List')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Stock' })).toBeTruthy();
    const [row] = bodyRows('Stock') as [HTMLElement];
    expect(cellsOf(row).map((c) => c.textContent)).toEqual(['Rice', '12.5']);
  });

  it('renders only the rows in view of a 100,000-row list', () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => ({ n: i + 1, amount: i }));
    const big: ReportResult = {
      ...RESULT,
      datasets: [
        {
          name: 'big',
          title: 'Register',
          columns: [
            { key: 'n', label: 'No.', kind: 'number' },
            { key: 'amount', label: 'Amount', kind: 'money' },
          ],
          rows,
        },
      ],
    };
    render(<ReportResultView result={big} target={SERVER} />);
    const table = screen.getByRole('table', { name: 'Register' });
    expect(table.getAttribute('aria-rowcount')).toBe('100001');
    const shown = within(table).getAllByRole('row');
    // 480 px of 30 px rows plus the overscan, not 100,000.
    expect(shown.length).toBeLessThan(60);
    expect(screen.getByText('1,00,000 rows')).toBeTruthy();
  });
});

describe('ReportResultView exports', () => {
  it('downloads the server’s CSV of the list shown, named by Content-Disposition', async () => {
    const files = catchDownloads();
    const calls = mockFetch(
      () =>
        new Response('\uFEFFMonth,Total\r\n2025-02,10000000.00\r\n', {
          status: 200,
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition':
              'attachment; filename="customers-ledger-2025-02-01-2025-02-28.csv"',
          },
        }),
    );
    render(<ReportResultView result={RESULT} target={SERVER} />);
    await userEvent.selectOptions(screen.getByLabelText('List'), 'byMonthTotals');
    await userEvent.click(screen.getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const call = calls.calls[0];
    expect(call?.url.pathname).toBe('/api/reports/customers/ledger');
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({
      customerId: '3',
      startDate: '2025-02-01',
      endDate: '2025-02-28',
      format: 'csv',
      dataset: 'byMonthTotals',
    });
    expect(call?.headers.authorization).toMatch(/^Bearer /);
    expect(files[0]?.name).toBe('customers-ledger-2025-02-01-2025-02-28.csv');
    expect(await files[0]?.blob.text()).toContain('2025-02,10000000.00');
  });

  it('exports a snapshot’s XLSX (every list) and says so when it fails', async () => {
    const files = catchDownloads();
    let fail = false;
    const calls = mockFetch(() =>
      fail
        ? json(500, {})
        : new Response(new Uint8Array([80, 75, 3, 4]), {
            status: 200,
            headers: {
              'content-disposition': 'attachment; filename="sales-2025-02-01-2025-02-28.xlsx"',
            },
          }),
    );
    const snapshot: ExportTarget = { kind: 'server', path: '/reports/snapshots/abc', query: {} };
    render(<ReportResultView result={RESULT} target={snapshot} />);
    await userEvent.click(screen.getByRole('button', { name: 'XLSX' }));
    await waitFor(() =>
      expect(files.map((f) => f.name)).toEqual(['sales-2025-02-01-2025-02-28.xlsx']),
    );
    expect(calls.calls[0]?.url.pathname).toBe('/api/reports/snapshots/abc');
    expect(Object.fromEntries(calls.calls[0]?.url.searchParams ?? [])).toEqual({ format: 'xlsx' });
    fail = true;
    await userEvent.click(screen.getByRole('button', { name: 'XLSX' }));
    expect(await screen.findByText('Failed to generate XLSX.')).toBeTruthy();
  });

  it('builds the CSV itself where the server has none (bank transactions)', async () => {
    const files = catchDownloads();
    const calls = mockFetch(() => undefined);
    render(
      <ReportResultView
        result={RESULT}
        target={{ kind: 'browser', fileName: 'bank-transactions-2025-03-03-2025-03-10.csv' }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'CSV' }));
    expect(calls.calls).toHaveLength(0);
    expect(files[0]?.name).toBe('bank-transactions-2025-03-03-2025-03-10.csv');
    const bytes = new Uint8Array(await (files[0]?.blob as Blob).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM, so Excel reads UTF-8
    expect(await files[0]?.blob.text()).toBe(
      'Date,Number,Quantity,Debit,Balance\r\n' +
        '2025-02-01,Opening balance,,,-5.00\r\n' +
        '2025-02-03,INV/24-25/0007,2.5,123456.50,123456.45\r\n',
    );
  });
});
