import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch, signInAs } from '../../../test/fetch-mock.ts';
import { renderAt } from '../../../test/render-app.tsx';
import { DashboardPage } from './dashboard-page.tsx';

// 15 March 2025, 10:00 in India.
const NOW = new Date('2025-03-15T04:30:00Z');

/** A day's totals as the server sends them (rupees); none given here are 0. */
function summary(given: Record<string, number> = {}) {
  return {
    totalSales: 0,
    totalSalesReturns: 0,
    totalPurchases: 0,
    totalPurchaseReturns: 0,
    totalPaymentsReceived: 0,
    totalPaymentsMade: 0,
    totalExpenses: 0,
    calculatedCashInHand: 0,
    ...given,
  };
}

/** A day with no rows. */
const emptyDay = (given: Record<string, number> = {}) => ({
  dailySummary: summary(given),
  transactions: [],
  nextCursor: null,
  transactionCount: 0,
});

const DAY = {
  dailySummary: summary({
    totalSales: 1500,
    totalPurchases: 400.5,
    totalPaymentsReceived: 250,
    totalPaymentsMade: 100,
    totalExpenses: 75.25,
    calculatedCashInHand: 12345.67,
  }),
  nextCursor: null,
  transactionCount: 3,
  transactions: [
    {
      transactionId: 7,
      kind: 'sale',
      number: 'INV-0007',
      time: '2025-03-15T04:00:00Z',
      customerName: 'Asha Traders',
      totalAmount: 1000,
      amountPaid: 400,
      pendingAmount: 600,
      remark: 'credit',
    },
    {
      transactionId: 8,
      kind: 'paymentIn',
      number: '0',
      time: '2025-03-15T05:15:00Z',
      customerName: 'Cash',
      totalAmount: 0,
      amountPaid: 250,
      pendingAmount: -250,
      remark: null,
    },
    {
      transactionId: 9,
      kind: 'sale',
      number: 'INV-0008',
      time: '2025-03-15T06:00:00Z',
      customerName: 'Ravi',
      totalAmount: 500,
      amountPaid: 500,
      pendingAmount: 120,
      remark: '',
    },
  ],
};

const location = () => screen.getByTestId('location').textContent;
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

beforeEach(() => {
  // The table's window virtualizer keeps the scroll steady as rows are measured.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  signInAs(['Admin']);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('DashboardPage', () => {
  it('shows Loading..., then cash in hand, the totals and the rows with their Difference', async () => {
    const api = mockFetch((c) =>
      c.url.pathname === '/api/dashboard' ? json(200, DAY) : undefined,
    );
    renderAt('/dashboard', <DashboardPage />);
    expect(screen.getByText('Loading...')).toBeTruthy();
    await screen.findByText('Asha Traders');
    expect(api.calls[0]?.url.searchParams.get('date')).toBe('2025-03-15');
    expect(screen.getByTestId('cash-in-hand').textContent).toBe('₹12,345.67');
    expect(screen.getByTestId('total-totalSales').textContent).toBe('₹1,500.00');
    expect(screen.getByTestId('total-totalPurchases').textContent).toBe('₹400.50');
    expect(screen.getByTestId('total-totalExpenses').textContent).toBe('₹75.25');

    const [first, second, third] = rows();
    const cells = (r: HTMLElement | undefined) =>
      within(r as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    // No., Kind, Number, Time (India), Customer, Total, Paid, Difference, Remark
    expect(cells(first)).toEqual([
      '1',
      'Sale',
      'INV-0007',
      '09:30',
      'Asha Traders',
      '₹1,000.00',
      '₹400.00',
      '+₹600.00',
      'credit',
    ]);
    // Number 0 is blank; paid beyond the total gives a negative difference.
    expect(cells(second)).toEqual([
      '2',
      'Payment in',
      '',
      '10:45',
      'Cash',
      '₹0.00',
      '₹250.00',
      '-₹250.00',
      '',
    ]);
    // The Difference is the server's pending amount (here less than total − paid).
    expect(cells(third)?.[7]).toBe('+₹120.00');

    expect(within(first as HTMLElement).getByText('+₹600.00').className).toContain('text-danger');
    expect(within(second as HTMLElement).getByText('-₹250.00').className).toContain('text-success');
  });

  it('names the kind of each row with a legend, and sorts numeric columns by value', async () => {
    const user = userEvent.setup();
    const kinds = ['sale', 'paymentIn', 'sale'] as const;
    const day = {
      ...DAY,
      transactions: [
        ...DAY.transactions.map((t, i) => ({ ...t, kind: kinds[i] })),
        {
          transactionId: null,
          kind: 'expense',
          number: null,
          time: '2025-03-15T03:00:00Z',
          customerName: 'Tea',
          totalAmount: 90,
          amountPaid: 90,
          pendingAmount: 0,
          remark: '',
        },
      ],
    };
    mockFetch((c) => (c.url.pathname === '/api/dashboard' ? json(200, day) : undefined));
    renderAt('/dashboard', <DashboardPage />);
    await screen.findByText('Asha Traders');
    const kindOf = (r: HTMLElement) => within(r).getAllByRole('cell')[1]?.textContent;
    expect(rows().map(kindOf)).toEqual(['Sale', 'Payment in', 'Sale', 'Expense']);
    const legend = screen.getByRole('list', { name: 'Legend' });
    for (const text of [
      'Sale',
      'Purchase',
      'Payment in',
      'Payment out',
      'Expense',
      'Opening balance',
    ])
      expect(within(legend).getByText(text)).toBeTruthy();
    expect(within(legend).getByText(/still due/)).toBeTruthy();
    // A payment out is money paid with no bill: the legend says so, not "paid beyond the total".
    expect(within(legend).queryByText(/paid beyond the total/)).toBeNull();
    expect(within(legend).getByText(/paid more than billed, or a payment on its own/)).toBeTruthy();

    // Numbers are right-aligned; Total sorts by value (₹90 < ₹500 < ₹1,000), not as text.
    const total = screen.getByRole('columnheader', { name: /Total/ });
    expect(total.className).toContain('text-right');
    await user.click(within(total).getByRole('button'));
    expect(total.getAttribute('aria-sort')).toBe('ascending');
    const totals = () => rows().map((r) => within(r).getAllByRole('cell')[5]?.textContent);
    expect(totals()).toEqual(['₹0.00', '₹90.00', '₹500.00', '₹1,000.00']);
    await user.click(within(total).getByRole('button'));
    expect(total.getAttribute('aria-sort')).toBe('descending');
    expect(totals()).toEqual(['₹1,000.00', '₹500.00', '₹90.00', '₹0.00']);
  });

  it('shows credit and debit notes as their own rows, and the net totals with their returns', async () => {
    const day = {
      ...DAY,
      dailySummary: {
        ...DAY.dailySummary,
        totalSales: -210,
        totalSalesReturns: -420,
        totalPurchases: 252,
        totalPurchaseReturns: -588,
      },
      transactionCount: 2,
      transactions: [
        ['CN-0001', 'creditNote', -315],
        ['DN-0001', 'debitNote', -420],
      ].map(([number, kind, total], i) => ({
        transactionId: 20 + i,
        kind,
        number,
        time: '2025-03-15T04:00:00Z',
        customerName: `Party ${i}`,
        totalAmount: total,
        amountPaid: total,
        pendingAmount: 0,
        remark: '',
      })),
    };
    mockFetch((c) => (c.url.pathname === '/api/dashboard' ? json(200, day) : undefined));
    renderAt('/dashboard', <DashboardPage />);
    await screen.findByText('Party 0');
    const cells = (r: HTMLElement) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(rows().map((r) => cells(r).slice(1, 3))).toEqual([
      ['Credit note', 'CN-0001'],
      ['Debit note', 'DN-0001'],
    ]);
    expect(screen.getByTestId('total-totalSales').textContent).toBe('-₹210.00');
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('after returns of ₹420.00')).toBeTruthy();
    expect(within(totals).getByText('after returns of ₹588.00')).toBeTruthy();
  });

  it('loads the next page as the end of the list comes into view, numbering on across pages', async () => {
    const row = (id: number) => ({
      transactionId: id,
      kind: 'sale',
      number: `INV-${id}`,
      time: '2025-03-15T04:00:00Z',
      customerName: `Buyer ${id}`,
      totalAmount: 100,
      amountPaid: id === 5 ? 40 : 100,
      pendingAmount: id === 5 ? 60 : 0,
      remark: '',
    });
    const api = mockFetch((c) => {
      if (c.url.pathname !== '/api/dashboard') return undefined;
      const after = c.url.searchParams.get('after');
      return json(200, {
        ...DAY,
        transactions: after === 'c3' ? [row(4), row(5)] : [row(1), row(2), row(3)],
        nextCursor: after === 'c3' ? null : 'c3',
        transactionCount: 5,
      });
    });
    renderAt('/dashboard', <DashboardPage />);
    await screen.findByText('Buyer 5');
    const cells = (r: HTMLElement) => within(r).getAllByRole('cell');
    expect(rows().map((r) => cells(r)[0]?.textContent)).toEqual(['1', '2', '3', '4', '5']);
    expect(rows().map((r) => cells(r)[4]?.textContent)).toEqual([
      'Buyer 1',
      'Buyer 2',
      'Buyer 3',
      'Buyer 4',
      'Buyer 5',
    ]);
    expect(api.calls.map((c) => c.url.searchParams.get('after'))).toEqual([null, 'c3']);
    expect(screen.queryByText(/Loading more/)).toBeNull();
    // The second page's rows open and colour as the first page's do.
    const last = rows().at(-1)!;
    expect(within(last).getByText('+₹60.00').className).toContain('text-danger');
    await userEvent.setup().click(within(last).getByText('Buyer 5'));
    expect(location()).toBe('/invoice?mode=modify&id=5');
  });

  it('accepts PascalCase names (spec section 3)', async () => {
    const pascal = (o: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(o).map(([k, v]) => [k[0]!.toUpperCase() + k.slice(1), v]));
    mockFetch((c) =>
      c.url.pathname === '/api/dashboard'
        ? json(200, {
            DailySummary: pascal(summary({ totalSales: 10, calculatedCashInHand: 99.5 })),
            Transactions: [pascal({ ...DAY.transactions[0], customerName: 'Meera' })],
            NextCursor: null,
            TransactionCount: 1,
          })
        : undefined,
    );
    renderAt('/dashboard', <DashboardPage />);
    await screen.findByText('Meera');
    expect(screen.getByTestId('cash-in-hand').textContent).toBe('₹99.50');
    expect(screen.getByTestId('total-totalPurchases').textContent).toBe('₹0.00');
    expect(screen.getByText('+₹600.00')).toBeTruthy();
  });

  it('says it cannot read a reply that lacks a total, rather than showing ₹0.00', async () => {
    const { totalExpenses: _missing, ...partial } = DAY.dailySummary;
    mockFetch((c) =>
      c.url.pathname === '/api/dashboard'
        ? json(200, { ...DAY, dailySummary: partial })
        : undefined,
    );
    renderAt('/dashboard', <DashboardPage />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/cannot read/);
    expect(screen.queryByText('Asha Traders')).toBeNull();
  });

  it('says so when the day has no transactions', async () => {
    mockFetch((c) => (c.url.pathname === '/api/dashboard' ? json(200, emptyDay()) : undefined));
    renderAt('/dashboard', <DashboardPage />);
    expect(await screen.findByText('No transactions for this date.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the fallback error, or a safe server message', async () => {
    mockFetch((c) => (c.url.pathname === '/api/dashboard' ? json(500, null) : undefined));
    const { unmount } = renderAt('/dashboard', <DashboardPage />);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load dashboard data.');
    unmount();
    mockFetch((c) =>
      c.url.pathname === '/api/dashboard'
        ? json(400, { title: 'Please select a date.' })
        : undefined,
    );
    renderAt('/dashboard', <DashboardPage />);
    expect((await screen.findByRole('alert')).textContent).toBe('Please select a date.');
  });

  it('opens a transaction by click or by keyboard', async () => {
    const user = userEvent.setup();
    mockFetch((c) => (c.url.pathname === '/api/dashboard' ? json(200, DAY) : undefined));
    renderAt('/dashboard', <DashboardPage />);
    await screen.findByText('Asha Traders');
    await user.click(screen.getByText('Asha Traders'));
    expect(location()).toBe('/invoice?mode=modify&id=7');
  });

  it('opens a transaction with Enter on a focused row', async () => {
    const user = userEvent.setup();
    mockFetch((c) => (c.url.pathname === '/api/dashboard' ? json(200, DAY) : undefined));
    renderAt('/dashboard', <DashboardPage />);
    await screen.findByText('Ravi');
    screen.getByRole('row', { name: /Open transaction INV-0008/ }).focus();
    await user.keyboard('{Enter}');
    expect(location()).toBe('/invoice?mode=modify&id=9');
  });

  it('reloads for another date, remembers it, turns amber and links the actions to it', async () => {
    const user = userEvent.setup();
    const api = mockFetch((c) => {
      if (c.url.pathname !== '/api/dashboard') return undefined;
      const date = c.url.searchParams.get('date');
      return json(200, date === '2025-03-14' ? emptyDay({ calculatedCashInHand: 50 }) : DAY);
    });
    renderAt('/dashboard', <DashboardPage />);
    await screen.findByText('Asha Traders');
    expect(screen.getByRole('link', { name: 'New Sale' }).getAttribute('href')).toBe(
      '/invoice?mode=sale&date=2025-03-15',
    );

    const input = screen.getByLabelText('Entry Date');
    expect(input.getAttribute('data-not-today')).toBeNull();
    await user.clear(input);
    await user.type(input, '14/03/2025{Enter}');
    expect(await screen.findByText('No transactions for this date.')).toBeTruthy();
    expect(screen.getByTestId('cash-in-hand').textContent).toBe('₹50.00');
    expect(api.calls.some((c) => c.url.searchParams.get('date') === '2025-03-14')).toBe(true);
    expect(sessionStorage.getItem('dashboardSelectedDate')).toBe('2025-03-14');
    expect(input.getAttribute('data-not-today')).toBe('true');
    expect(screen.getByRole('link', { name: 'New Sale' }).getAttribute('href')).toBe(
      '/invoice?mode=sale&date=2025-03-14',
    );
    expect(screen.getByRole('link', { name: 'New Purchase' }).getAttribute('href')).toBe(
      '/invoice?mode=purchase&date=2025-03-14',
    );
    expect(screen.getByRole('link', { name: 'Payment Received' }).getAttribute('href')).toBe(
      '/invoice?mode=payment',
    );
    expect(screen.getByRole('link', { name: 'Payment Made' }).getAttribute('href')).toBe(
      '/invoice?mode=paymentMade',
    );
  });

  it('starts at the date remembered in this tab', async () => {
    sessionStorage.setItem('dashboardSelectedDate', '2025-03-01');
    const api = mockFetch((c) =>
      c.url.pathname === '/api/dashboard' ? json(200, DAY) : undefined,
    );
    renderAt('/dashboard', <DashboardPage />);
    await screen.findByText('Asha Traders');
    await waitFor(() => expect(api.calls[0]?.url.searchParams.get('date')).toBe('2025-03-01'));
    expect((screen.getByLabelText('Entry Date') as HTMLInputElement).value).toBe('01/03/2025');
  });
});

describe('DashboardPage for an Auditor', () => {
  it('shows the day but no New Sale, payment or purchase buttons', async () => {
    mockFetch((c) => (c.url.pathname === '/api/dashboard' ? json(200, DAY) : undefined));
    signInAs(['Auditor']);
    renderAt('/dashboard', <DashboardPage />);
    await screen.findByText('Asha Traders');
    for (const name of ['New Sale', 'Payment Received', 'New Purchase', 'Payment Made']) {
      expect(screen.queryByRole('link', { name }), name).toBeNull();
    }
  });

  it('shows them to a Manager', async () => {
    mockFetch((c) => (c.url.pathname === '/api/dashboard' ? json(200, DAY) : undefined));
    signInAs(['Manager']);
    renderAt('/dashboard', <DashboardPage />);
    await screen.findByText('Asha Traders');
    expect(screen.getByRole('link', { name: 'New Sale' })).toBeTruthy();
  });
});
