import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch, signInAs, type Call } from '../../../test/fetch-mock.ts';
import { renderAt } from '../../../test/render-app.tsx';
import { ExpensePage } from './expense-page.tsx';

// 15 March 2025, 10:00 in India.
const NOW = new Date('2025-03-15T04:30:00Z');

const ITEMS = [
  { id: 1, name: 'Tea', defaultRate: 40 },
  { id: 2, name: 'Tempo hire', defaultRate: 850.5 },
  { id: 3, name: 'Rent', defaultRate: 0 },
];
const ACCOUNT_1 = {
  id: 4,
  bankName: 'HDFC Bank',
  accountName: 'Current',
  accountNumber: '1234',
  branchName: 'Pune',
  bankCode: null,
  bankTransactionDetails: null,
  version: 1,
};
const ACCOUNT_2 = {
  id: 5,
  bankName: 'Axis',
  accountName: 'Savings',
  accountNumber: '99',
  branchName: null,
  bankCode: null,
  bankTransactionDetails: null,
  version: 1,
};
const EXPENSES = [
  {
    id: 11,
    expenseItemId: 1,
    expenseItemName: 'Tea',
    amount: 40,
    remark: 'Morning',
    timeStamp: '2025-03-15T03:45:00.000Z',
    isBankTransaction: false,
    bankAccountId: null,
    receiptFileName: null,
    version: 1,
  },
  {
    id: 12,
    expenseItemId: 3,
    expenseItemName: 'Rent',
    amount: 15000,
    remark: null,
    timeStamp: '2025-03-15T04:00:00.000Z',
    isBankTransaction: true,
    bankAccountId: 4,
    receiptFileName: null,
    version: 1,
  },
];
const CASH = {
  calculatedCashInHand: 2500,
  totalSales: 3000,
  totalSalesReturns: 0,
  totalPaymentsReceived: 0,
  totalPurchases: 0,
  totalPurchaseReturns: 0,
  totalPaymentsMade: 0,
  totalExpenses: 15040,
};
/** The server's answer to a save: the expense as stored. */
const SAVED = { ...EXPENSES[0], id: 99, remark: 'Auto' };

interface Setup {
  accounts?: unknown[];
  expenses?: unknown;
  onPost?: (call: Call) => Response;
  onDelete?: (call: Call) => Response;
}

function api({
  accounts = [ACCOUNT_1, ACCOUNT_2],
  expenses = EXPENSES,
  onPost,
  onDelete,
}: Setup = {}) {
  return mockFetch((c) => {
    const p = c.url.pathname;
    if (p === '/api/expenses' && c.method === 'POST') return onPost ? onPost(c) : json(201, SAVED);
    if (p.startsWith('/api/expenses/') && c.method === 'DELETE')
      return onDelete ? onDelete(c) : json(204, null);
    if (p === '/api/expenses') return json(200, expenses);
    if (p === '/api/expenses/items') return json(200, ITEMS);
    if (p === '/api/bankaccounts') return json(200, accounts);
    if (p === '/api/dashboard/cash-status') return json(200, CASH);
    return undefined;
  });
}

const addForm = () => screen.getByRole('form', { name: 'Add Expense' });
const inAdd = () => within(addForm());
const addButton = () => inAdd().getByRole('button', { name: 'Add' }) as HTMLButtonElement;

async function renderPage(setup?: Setup) {
  const calls = api(setup);
  renderAt('/expense', <ExpensePage />);
  await screen.findByText('Morning');
  return calls;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  signInAs(['Admin']);
});
afterEach(() => vi.useRealTimers());

describe('ExpensePage list', () => {
  it('shows the day, its cash and totals, and each expense with its bank account label', async () => {
    const calls = await renderPage();
    expect(calls.callsTo('/api/expenses')[0]?.url.searchParams.get('date')).toBe('2025-03-15');
    await waitFor(() => expect(screen.getByTestId('cash-in-hand').textContent).toBe('₹2,500.00'));
    expect(screen.getByTestId('total-totalExpenses').textContent).toBe('₹15,040.00');
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    const cells = (i: number) =>
      within(rows[i] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(1)).toEqual(['1', '09:15', 'Tea', 'Morning', '', '', '', '₹40.00']);
    await waitFor(() =>
      expect(cells(2)).toEqual([
        '2',
        '09:30',
        'Rent',
        '',
        '',
        'HDFC Bank • Current (1234) - Pune',
        '',
        '₹15,000.00',
      ]),
    );
    const ticks = within(screen.getByRole('table')).getAllByRole('checkbox') as HTMLInputElement[];
    expect(ticks.map((t) => t.checked)).toEqual([false, true]);
    expect(screen.getByTestId('expenses-total').textContent).toBe('₹15,040.00');
    expect(screen.queryByText('Date is not today')).toBeNull();
  });

  it('shows Loading..., the empty text, and the load error', async () => {
    api({ expenses: { items: [] } });
    const { unmount } = renderAt('/expense', <ExpensePage />);
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByText('No expenses for this date.')).toBeTruthy();
    unmount();
    mockFetch((c) => (c.url.pathname === '/api/expenses' ? json(500, null) : json(200, [])));
    renderAt('/expense', <ExpensePage />);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load expenses');
  });

  it('marks a date that is not today and remembers it for the tab', async () => {
    const user = userEvent.setup();
    const calls = await renderPage();
    const input = screen.getByLabelText('Entry Date');
    await user.clear(input);
    await user.type(input, '14/03/2025{Enter}');
    expect(screen.getByText('Date is not today')).toBeTruthy();
    expect(input.getAttribute('data-not-today')).toBe('true');
    expect(sessionStorage.getItem('expenseSelectedDate')).toBe('2025-03-14');
    await waitFor(() =>
      expect(
        calls
          .callsTo('/api/dashboard/cash-status')
          .some((c) => c.url.searchParams.get('date') === '2025-03-14'),
      ).toBe(true),
    );
  });
});

describe('Add Expense', () => {
  it('enables Add only for an item and an amount above 0, and says why on leaving a field', async () => {
    const user = userEvent.setup();
    await renderPage();
    expect(addButton().disabled).toBe(true);
    const item = inAdd().getByRole('combobox', { name: 'Item' });
    const amount = inAdd().getByLabelText('Amount');
    await user.click(item);
    await user.tab();
    await user.type(amount, '0');
    await user.tab();
    expect(inAdd().getByText('Please enter an expense item.')).toBeTruthy();
    expect(inAdd().getByText('Amount must be greater than 0.')).toBeTruthy();
    await user.type(item, 'Diesel');
    await user.keyboard('{Escape}');
    expect(addButton().disabled).toBe(true);
    await user.clear(amount);
    await user.type(amount, '120.50');
    expect(addButton().disabled).toBe(false);
    expect(amount.getAttribute('step')).toBe('0.01');
  });

  it('numbers the suggestions, offers [0. Add a new entry], and prefills the default rate', async () => {
    const user = userEvent.setup();
    await renderPage();
    const item = inAdd().getByRole('combobox', { name: 'Item' });
    await user.type(item, 'te');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      '1.Tea₹40.00',
      '2.Tempo hire₹850.50',
      '[0. Add a new entry]',
    ]);
    await user.keyboard('{Control>}2{/Control}');
    expect((item as HTMLInputElement).value).toBe('Tempo hire');
    expect((inAdd().getByLabelText('Amount') as HTMLInputElement).value).toBe('850.50');

    // A typed amount is never overwritten by the default.
    await user.clear(item);
    await user.type(item, 'Tea');
    await user.click(screen.getByRole('option', { name: /Tea/ }));
    expect((inAdd().getByLabelText('Amount') as HTMLInputElement).value).toBe('850.50');

    await user.clear(item);
    await user.type(item, 'Courier');
    await user.click(screen.getByRole('option', { name: '[0. Add a new entry]' }));
    expect((item as HTMLInputElement).value).toBe('Courier');

    // A new entry whose text names a known item still takes its default rate.
    await user.clear(inAdd().getByLabelText('Amount'));
    await user.clear(item);
    await user.type(item, 'tea');
    await user.keyboard('{Control>}0{/Control}');
    expect((item as HTMLInputElement).value).toBe('tea');
    expect((inAdd().getByLabelText('Amount') as HTMLInputElement).value).toBe('40.00');
  });

  it('pre-selects the only bank account, clears it when unticked, and posts the date with the current time', async () => {
    const user = userEvent.setup();
    const calls = await renderPage({ accounts: [ACCOUNT_1] });
    await user.type(inAdd().getByRole('combobox', { name: 'Item' }), 'Diesel');
    await user.keyboard('{Escape}');
    await user.type(inAdd().getByLabelText('Amount'), '500');
    expect(inAdd().queryByLabelText('Bank Account')).toBeNull();
    await user.click(inAdd().getByLabelText('Bank/CC/UPI'));
    await waitFor(() =>
      expect((inAdd().getByLabelText('Bank Account') as HTMLSelectElement).value).toBe('4'),
    );
    await user.click(inAdd().getByLabelText('Bank/CC/UPI'));
    expect(inAdd().queryByLabelText('Bank Account')).toBeNull();
    await user.click(inAdd().getByLabelText('Bank/CC/UPI'));
    await user.type(inAdd().getByLabelText('Description'), 'Generator');
    await user.click(addButton());
    await waitFor(() =>
      expect(calls.callsTo('/api/expenses').filter((c) => c.method === 'POST')).toHaveLength(1),
    );
    expect(calls.callsTo('/api/expenses').find((c) => c.method === 'POST')?.body).toEqual({
      id: null,
      version: null,
      expenseItemName: 'Diesel',
      amount: 500,
      remark: 'Generator',
      timeStamp: '2025-03-15T10:00',
      isBankTransaction: true,
      bankAccountId: 4,
    });
    // The form empties for the next expense.
    await waitFor(() =>
      expect((inAdd().getByRole('combobox', { name: 'Item' }) as HTMLInputElement).value).toBe(''),
    );
  });

  it('asks for an account among several, and for one to be added when there are none', async () => {
    const user = userEvent.setup();
    const calls = await renderPage();
    await user.type(inAdd().getByRole('combobox', { name: 'Item' }), 'Diesel');
    await user.keyboard('{Escape}');
    await user.type(inAdd().getByLabelText('Amount'), '500');
    await user.click(inAdd().getByLabelText('Bank/CC/UPI'));
    expect((inAdd().getByLabelText('Bank Account') as HTMLSelectElement).value).toBe('');
    await user.click(addButton());
    expect(inAdd().getByText('Select a bank account for this expense.')).toBeTruthy();
    expect(calls.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    // Sorted labels (Axis before HDFC).
    const options = within(inAdd().getByLabelText('Bank Account'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([
      'Select a bank account',
      'Axis • Savings (99)',
      'HDFC Bank • Current (1234) - Pune',
    ]);
    // Unticking clears the choice: ticking again starts with no account.
    await user.selectOptions(inAdd().getByLabelText('Bank Account'), '5');
    await user.click(inAdd().getByLabelText('Bank/CC/UPI'));
    await user.click(inAdd().getByLabelText('Bank/CC/UPI'));
    expect((inAdd().getByLabelText('Bank Account') as HTMLSelectElement).value).toBe('');
  });

  it('says to add a bank account in Settings when the company has none', async () => {
    const user = userEvent.setup();
    await renderPage({ accounts: [] });
    await user.click(inAdd().getByLabelText('Bank/CC/UPI'));
    expect(inAdd().getByText('Add a bank account in Settings before saving.')).toBeTruthy();
  });

  it('shows the server message, or Failed to add expense', async () => {
    const user = userEvent.setup();
    await renderPage({ onPost: () => json(500, null) });
    await user.type(inAdd().getByRole('combobox', { name: 'Item' }), 'Diesel');
    await user.keyboard('{Escape}');
    await user.type(inAdd().getByLabelText('Amount'), '5');
    await user.click(addButton());
    expect((await inAdd().findByRole('alert')).textContent).toContain('Failed to add expense');
  });
});

describe('Edit Expense', () => {
  it('opens one row at a time, hides the add row, and saves with the original time', async () => {
    const user = userEvent.setup();
    const calls = await renderPage();
    await user.click(screen.getByText('Morning'));
    const form = screen.getByRole('form', { name: 'Edit Expense' });
    expect(screen.queryByRole('form', { name: 'Add Expense' })).toBeNull();
    expect((within(form).getByLabelText('Amount') as HTMLInputElement).value).toBe('40.00');
    await user.clear(within(form).getByLabelText('Amount'));
    await user.type(within(form).getByLabelText('Amount'), '45');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      id: 11,
      amount: 45,
      timeStamp: '2025-03-15T03:45:00.000Z',
      isBankTransaction: false,
      bankAccountId: null,
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit Expense' })).toBeNull());
    expect(screen.getByRole('form', { name: 'Add Expense' })).toBeTruthy();
  });

  it('Cancel returns to viewing without saving; rows open from the keyboard', async () => {
    const user = userEvent.setup();
    const calls = await renderPage();
    screen.getByRole('row', { name: 'Edit expense 2: Rent' }).focus();
    await user.keyboard('{Enter}');
    const form = screen.getByRole('form', { name: 'Edit Expense' });
    expect(within(form).getByLabelText('Bank Money')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit Expense' })).toBeNull();
    expect(calls.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('flags an account that is no longer in the list', async () => {
    const user = userEvent.setup();
    await renderPage({ accounts: [ACCOUNT_2] });
    await user.click(screen.getByText('Rent'));
    const form = screen.getByRole('form', { name: 'Edit Expense' });
    expect(
      within(form).getByText('Selected bank account is unavailable. Please choose another.'),
    ).toBeTruthy();
  });

  it('deletes only after confirming Delete this expense?', async () => {
    const user = userEvent.setup();
    const calls = await renderPage();
    await user.click(screen.getByText('Morning'));
    await user.click(
      within(screen.getByRole('form', { name: 'Edit Expense' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Delete this expense?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    expect(calls.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await user.click(
      within(screen.getByRole('form', { name: 'Edit Expense' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.callsTo('/api/expenses/11').filter((c) => c.method === 'DELETE')).toHaveLength(
        1,
      ),
    );
  });

  it('shows Failed to delete expense when the delete fails', async () => {
    const user = userEvent.setup();
    await renderPage({ onDelete: () => json(500, null) });
    await user.click(screen.getByText('Morning'));
    await user.click(
      within(screen.getByRole('form', { name: 'Edit Expense' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to delete expense');
  });
});

describe('for an Auditor', () => {
  it('shows the day’s expenses without the add row, and rows do not open for editing', async () => {
    signInAs(['Auditor']);
    const user = userEvent.setup();
    await renderPage();
    expect(screen.queryByRole('form', { name: 'Add Expense' })).toBeNull();
    expect(screen.getByText('Auditors can read the books but not change them.')).toBeTruthy();
    await user.click(screen.getByText('Morning'));
    expect(screen.queryByRole('form', { name: 'Edit Expense' })).toBeNull();
    expect(screen.queryByRole('row', { name: /^Edit expense/ })).toBeNull();
  });
});

describe('ExpensePage receipts', () => {
  it(
    'attaches a receipt photo to a new expense and opens it from the list',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup();
      let listed: unknown[] = EXPENSES;
      const calls = mockFetch((c) => {
        const p = c.url.pathname;
        if (p === '/api/expenses' && c.method === 'POST') {
          listed = [
            ...EXPENSES,
            { ...EXPENSES[0], id: 99, remark: 'Auto', receiptFileName: 'auto.jpg' },
          ];
          return json(201, SAVED);
        }
        if (p === '/api/files' && c.method === 'POST')
          return json(201, { publicAccessCode: 'x'.repeat(32) });
        if (p === '/api/files/expense/99/receipt')
          return new Response(new Blob(['jpeg']), { headers: { 'content-type': 'image/jpeg' } });
        if (p === '/api/expenses') return json(200, listed);
        if (p === '/api/expenses/items') return json(200, ITEMS);
        if (p === '/api/bankaccounts') return json(200, [ACCOUNT_1]);
        if (p === '/api/dashboard/cash-status') return json(200, CASH);
        return undefined;
      });
      renderAt('/expense', <ExpensePage />);
      await screen.findByText('Morning');
      await user.type(inAdd().getByRole('combobox', { name: 'Item' }), 'Auto');
      await user.keyboard('{Escape}');
      await user.type(inAdd().getByLabelText('Amount'), '40');
      const photo = new File(['jpeg'], 'auto.jpg', { type: 'image/jpeg' });
      await user.upload(inAdd().getByLabelText('Receipt (photo or PDF)'), photo);
      await user.click(addButton());
      await waitFor(() => expect(calls.callsTo('/api/files')).toHaveLength(1));
      const form = calls.callsTo('/api/files')[0]!.body as FormData;
      expect(form.get('expenseId')).toBe('99');
      expect((form.get('file') as File).name).toBe('auto.jpg');

      const open = await screen.findByRole('button', { name: 'Open receipt auto.jpg' });
      const opened = vi.spyOn(window, 'open').mockReturnValue(null);
      await user.click(open);
      await waitFor(() => expect(calls.callsTo('/api/files/expense/99/receipt')).toHaveLength(1));
      expect(opened).toHaveBeenCalled();
      // Opening the receipt does not open the row for editing.
      expect(screen.queryByRole('form', { name: 'Edit Expense' })).toBeNull();
    },
  );

  it('refuses a file that is neither a photo nor a PDF before saving', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderPage();
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await user.upload(inAdd().getByLabelText('Receipt (photo or PDF)'), text);
    expect(inAdd().getByText('Attach a JPEG photo or a PDF.')).toBeTruthy();
  });
});
