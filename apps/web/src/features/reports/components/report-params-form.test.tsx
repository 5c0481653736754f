import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch, signInAs, type Call } from '../../../test/fetch-mock.ts';
import { renderAt } from '../../../test/render-app.tsx';
import { ReportsPage } from './reports-page.tsx';
import { stubLayout } from '../../../test/result-support.ts';
import type { CustomerReply } from '@hisaab/shared/replies/customers';

// 10 March 2025, 10:00 in India: before the 15th, so ranges default to all of February.
const NOW = new Date('2025-03-10T04:30:00Z');

const SALES = {
  report: 'sales',
  parameters: { startDate: '2025-02-01', endDate: '2025-02-28' },
  datasets: [
    {
      name: 'sales',
      title: 'Sales',
      columns: [
        { key: 'number', label: 'Number', kind: 'link' },
        { key: 'total', label: 'Total', kind: 'money' },
      ],
      rows: [{ number: 'INV-0001', transactionId: 5, total: 1180 }],
    },
  ],
  snapshot: { id: 'snap-1', name: '2025-03-10 10:00 Sales' },
};

/** A customer as GET /customers answers it (replies/customers.ts). */
function customer(id: number, name: string): CustomerReply {
  return {
    id,
    name,
    phone: null,
    address: null,
    email: null,
    gstin: null,
    pan: null,
    stateCode: null,
    gstCategory: null,
    balance: 0,
    isDefaultCash: name === 'Cash',
    companyId: 1,
    version: 1,
  };
}

function api(onReport?: (c: Call) => Response | Promise<Response>) {
  return mockFetch((c) => {
    const p = c.url.pathname;
    if (p === '/api/customers') return json(200, [customer(3, 'Ravi Kumar'), customer(1, 'Cash')]);
    if (p === '/api/bankaccounts')
      return json(200, [
        {
          id: 4,
          bankName: 'HDFC Bank',
          accountName: 'Current',
          accountNumber: '1234',
          branchName: null,
          bankCode: null,
          bankTransactionDetails: null,
          version: 1,
        },
      ]);
    if (p.startsWith('/api/reports/snapshots')) return json(200, { items: [], total: 0 });
    if (p.startsWith('/api/reports/') || p.startsWith('/api/bankaccounts/'))
      return onReport ? onReport(c) : json(200, SALES);
    return undefined;
  });
}

const form = () => screen.getByRole('form', { name: 'Report parameters' });
const field = (label: string) => within(form()).getByLabelText(label) as HTMLInputElement;
const generate = () =>
  within(form()).getByRole('button', { name: 'Generate' }) as HTMLButtonElement;
const pick = (label: string) => userEvent.click(screen.getByRole('button', { name: label }));

async function typeDate(label: string, text: string) {
  await userEvent.clear(field(label));
  await userEvent.type(field(label), text);
  await userEvent.tab();
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  signInAs(['Auditor']);
  stubLayout();
});
afterEach(() => vi.useRealTimers());

describe('Reports parameter form', () => {
  it('opens on Generate Reports with Sales, last month’s range and saving on by default', async () => {
    api();
    renderAt('/reports', <ReportsPage />);
    expect(
      screen.getByRole('tab', { name: 'Generate Reports' }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(screen.getByRole('button', { name: 'Sales' }).getAttribute('aria-current')).toBe('true');
    expect(field('Start Date').value).toBe('01/02/2025');
    expect(field('End Date').value).toBe('28/02/2025');
    const save = field('Save this report after generation');
    expect(save.checked).toBe(true);
    // The timestamp in India plus the label without symbols.
    expect(field('Snapshot name (optional)').value).toBe('2025-03-10 10:00 Sales');
  });

  it('sends the parameters with save=true and the name, and shows the rows', async () => {
    const calls = api();
    renderAt('/reports', <ReportsPage />);
    await userEvent.click(generate());
    const table = await screen.findByRole('table', { name: 'Sales' });
    const sent = calls.callsTo('/api/reports/sales')[0]?.url.searchParams;
    expect(Object.fromEntries(sent ?? [])).toEqual({
      startDate: '2025-02-01',
      endDate: '2025-02-28',
      save: 'true',
      name: '2025-03-10 10:00 Sales',
    });
    expect(within(table).getByRole('link', { name: 'INV-0001' })).toBeTruthy();
    expect(screen.getByText(/Saved as “2025-03-10 10:00 Sales”/)).toBeTruthy();
  });

  it('sends no save when the box is unticked', async () => {
    const calls = api();
    renderAt('/reports', <ReportsPage />);
    await userEvent.click(field('Save this report after generation'));
    expect(screen.queryByLabelText('Snapshot name (optional)')).toBeNull();
    await userEvent.click(generate());
    await screen.findByRole('table', { name: 'Sales' });
    const sent = calls.callsTo('/api/reports/sales')[0]?.url.searchParams;
    expect(sent?.has('save')).toBe(false);
    expect(sent?.has('name')).toBe(false);
  });

  it('trial balance: a closed year’s end as before its closing entry, on request', async () => {
    const calls = api();
    renderAt('/reports', <ReportsPage />);
    await pick('Trial balance');
    await typeDate('As Of Date', '31/03/2025');
    await userEvent.click(field('Save this report after generation'));
    const before = field("Before the year's closing entry");
    expect(before.checked).toBe(false);
    await userEvent.click(generate());
    await waitFor(() => expect(calls.callsTo('/api/reports/ledger/trial-balance')).toHaveLength(1));
    await userEvent.click(before);
    await userEvent.click(generate());
    await waitFor(() => expect(calls.callsTo('/api/reports/ledger/trial-balance')).toHaveLength(2));
    const [after, asBefore] = calls
      .callsTo('/api/reports/ledger/trial-balance')
      .map((c) => Object.fromEntries(c.url.searchParams));
    expect(after).toEqual({ asOfDate: '2025-03-31', beforeClosing: 'false' });
    expect(asBefore).toEqual({ asOfDate: '2025-03-31', beforeClosing: 'true' });
  });

  it('shows the spec’s messages beside the field and sends nothing', async () => {
    const calls = api();
    renderAt('/reports', <ReportsPage />);
    await typeDate('Start Date', '05/03/2025');
    await userEvent.click(generate());
    const message = screen.getByText('Start date must be before end date.');
    expect(field('Start Date').getAttribute('aria-invalid')).toBe('true');
    expect(field('Start Date').getAttribute('aria-describedby')).toBe(message.id);
    // Once shown, the message follows the form.
    await typeDate('Start Date', '05/02/2025');
    expect(screen.queryByText('Start date must be before end date.')).toBeNull();
    expect(field('Start Date').getAttribute('aria-invalid')).toBeNull();
    expect(calls.callsTo('/api/reports/sales')).toHaveLength(0);
  });

  it('asks for a customer on the ledger, and for year and month on month reports', async () => {
    const calls = api();
    renderAt('/reports', <ReportsPage />);
    await pick('Customer ledger');
    await userEvent.click(generate());
    expect(screen.getByText('Please select a customer.')).toBeTruthy();
    const customer = field('Customer') as unknown as HTMLSelectElement;
    await waitFor(() => expect(customer.options).toHaveLength(3));
    expect([...customer.options].map((o) => o.text)).toEqual([
      'Select a customer',
      'Cash',
      'Ravi Kumar',
    ]);
    await userEvent.selectOptions(customer, '3');
    expect(screen.queryByText('Please select a customer.')).toBeNull();
    await userEvent.click(generate());
    await waitFor(() => expect(calls.callsTo('/api/reports/customers/ledger')).toHaveLength(1));
    expect(
      calls.callsTo('/api/reports/customers/ledger')[0]?.url.searchParams.get('customerId'),
    ).toBe('3');

    await pick('Taxes for a month');
    const year = field('Year') as unknown as HTMLSelectElement;
    expect([...year.options].map((o) => o.value)).toEqual(['2025', '2024', '2023']);
    expect(year.value).toBe('2025');
    expect((field('Month') as unknown as HTMLSelectElement).value).toBe('3');
  });

  it('resets parameters, snapshot name and result when another type is chosen', async () => {
    api();
    renderAt('/reports', <ReportsPage />);
    await typeDate('Start Date', '10/02/2025');
    await userEvent.clear(field('Snapshot name (optional)'));
    await userEvent.type(field('Snapshot name (optional)'), 'Feb check');
    await userEvent.click(generate());
    await screen.findByRole('table', { name: 'Sales' });

    await pick('GSTR-1');
    expect(screen.getByRole('heading', { name: 'GSTR-1' })).toBeTruthy();
    expect(field('Start Date').value).toBe('01/02/2025');
    expect(field('Snapshot name (optional)').value).toBe('2025-03-10 10:00 GSTR1');
    expect(screen.queryByRole('table', { name: 'Sales' })).toBeNull();

    await pick('Receivables aging');
    expect(field('As Of Date').value).toBe('10/03/2025');
    await pick('Unpaid customers');
    expect(field('Min balance').value).toBe('0');
    expect(field('Top').value).toBe('100');
    await userEvent.clear(field('Top'));
    await userEvent.type(field('Top'), '0');
    await userEvent.click(generate());
    expect(screen.getByText('Top must be a whole number of at least 1.')).toBeTruthy();
  });

  it('bank transactions: last 7 days, a bank account required, never saved', async () => {
    const calls = api(() =>
      json(200, [
        {
          transactionDate: '2025-03-08',
          customerName: 'Ravi Kumar',
          number: 'INV-0009',
          transactionId: 9,
          expenseId: null,
          isPurchase: false,
          totalAmount: 2360,
          amountPaid: 1000,
          pendingAmount: 1360,
          remark: 'UPI 7781',
        },
      ]),
    );
    renderAt('/reports', <ReportsPage />);
    await pick('Bank transactions');
    expect(field('Start Date').value).toBe('03/03/2025');
    expect(field('End Date').value).toBe('10/03/2025');
    expect(screen.queryByLabelText('Save this report after generation')).toBeNull();
    await userEvent.click(generate());
    expect(screen.getByText('Please select a bank account.')).toBeTruthy();
    const account = field('Bank Account') as unknown as HTMLSelectElement;
    await waitFor(() => expect(account.options).toHaveLength(2));
    await userEvent.selectOptions(account, '4');
    await userEvent.click(generate());
    const table = await screen.findByRole('table', { name: 'Bank transactions' });
    const sent = calls.callsTo('/api/bankaccounts/4/transactions')[0]?.url.searchParams;
    expect(Object.fromEntries(sent ?? [])).toEqual({
      startDate: '2025-03-03',
      endDate: '2025-03-10',
    });
    const cells = within(within(table).getAllByRole('row')[1] as HTMLElement)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      '08/03/2025',
      'INV-0009',
      'Ravi Kumar',
      '₹1,000.00',
      '',
      '₹2,360.00',
      '₹1,360.00',
      'UPI 7781',
    ]);
    // No XLSX: the server has no export of bank transactions; the CSV is built here.
    expect(screen.queryByRole('button', { name: 'XLSX' })).toBeNull();
  });

  it('says when the bank account is gone, and falls back to the spec’s texts', async () => {
    let status = 404;
    api(() =>
      json(status, status === 404 ? { title: 'Not Found', detail: 'Bank account not found.' } : {}),
    );
    renderAt('/reports', <ReportsPage />);
    await pick('Bank transactions');
    const account = field('Bank Account') as unknown as HTMLSelectElement;
    await waitFor(() => expect(account.options).toHaveLength(2));
    await userEvent.selectOptions(account, '4');
    await userEvent.click(generate());
    expect(
      await screen.findByText(
        'Selected bank account was not found. Please refresh the bank accounts list.',
      ),
    ).toBeTruthy();
    status = 500;
    await userEvent.click(generate());
    expect(await screen.findByText('Failed to fetch bank transactions')).toBeTruthy();
    await pick('Sales');
    await userEvent.click(generate());
    expect(await screen.findByText('Failed to generate report')).toBeTruthy();
  });

  it('shows the server’s own message alone, without the status title', async () => {
    api(() => json(400, { title: 'Bad Request', detail: 'Unsupported report type.' }));
    renderAt('/reports', <ReportsPage />);
    await userEvent.click(generate());
    expect(await screen.findByText('Unsupported report type.')).toBeTruthy();
  });

  it('disables Generate while the report runs', async () => {
    let release: (r: Response) => void = () => undefined;
    api(() => new Promise<Response>((r) => (release = r)));
    renderAt('/reports', <ReportsPage />);
    await userEvent.click(generate());
    await waitFor(() => expect(generate().disabled).toBe(true));
    release(json(200, SALES));
    await screen.findByRole('table', { name: 'Sales' });
    expect(generate().disabled).toBe(false);
  });
});

describe('Reports access', () => {
  it('tells a user without the role to ask the administrator', () => {
    signInAs(['Clerk']);
    api();
    renderAt('/reports', <ReportsPage />);
    expect(
      screen.getByText('You do not have access to Reports. Please contact your administrator.'),
    ).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });
});
