// The order screen (issue 40): a new sale order saved with its party, dates and lines; a saved
// one shows what is billed and pending, its bills, and Convert to Sale opens the bill screen
// for it; a refusal from the server is shown.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import type { OrderReply } from '@hisaab/shared/replies/orders';
import { json, mockFetch, signInAs } from '../../../test/fetch-mock.ts';
import { renderAt } from '../../../test/render-app.tsx';
import { OrderPage } from './order-page.tsx';

afterEach(() => vi.restoreAllMocks());

const LOOKUPS = {
  complete: true,
  customers: [
    {
      id: 2,
      name: 'Ravi Kumar',
      phone: null,
      address: null,
      email: null,
      gstin: null,
      pan: null,
      stateCode: '27',
      isDefaultCash: false,
      balance: 0,
    },
  ],
  items: [
    {
      id: 10,
      name: 'Sugar 1kg',
      unitId: 1,
      unitName: 'Pkt',
      rate: 50,
      buyRate: 40,
      hsnSacCode: null,
      taxGroupId: null,
      taxGroupName: null,
      specialKind: null,
      stock: 0,
      taxes: [],
    },
  ],
  projects: [],
  units: [{ id: 1, name: 'Pkt' }],
  bankAccounts: [],
};

const SAVED: OrderReply = {
  id: 5,
  isPurchase: false,
  number: 'SO-0001',
  version: 1,
  orderDate: '2026-11-20',
  expectedDate: null,
  customerId: 2,
  customerName: 'Ravi Kumar',
  remark: null,
  status: 'partly_billed',
  amount: 500,
  taxable: 500,
  tax: 0,
  pendingAmount: 300,
  estimate: null,
  bills: [{ id: 7, number: 'INV-0001' }],
  lineItems: [
    {
      id: 51,
      itemId: 10,
      itemName: 'Sugar 1kg',
      quantity: 10,
      rate: 50,
      unitId: 1,
      unitName: 'Pkt',
      hsnSacCode: null,
      amount: 500,
      taxableAmount: 500,
      taxAmount: 0,
      billed: 4,
      pending: 6,
    },
  ],
  createdAt: '2026-11-20T06:30:00.000Z',
};

function Where() {
  const location = useLocation();
  return <p>{`At ${location.pathname}${location.search}`}</p>;
}

function render(
  path: string,
  post: () => Response = () => json(201, SAVED),
  lookups: typeof LOOKUPS = LOOKUPS,
  stored: OrderReply = SAVED,
) {
  signInAs(['Admin']);
  const mock = mockFetch((call) => {
    const p = call.url.pathname;
    // A search (a large shop's) answers the matches; the first list is the one given.
    if (p === '/api/transactions/autocomplete')
      return json(200, call.url.searchParams.has('search') ? LOOKUPS : lookups);
    if (p === '/api/orders/5' && call.method === 'GET') return json(200, stored);
    if (p === '/api/orders' && call.method === 'POST') return post();
    return undefined;
  });
  renderAt(
    path,
    <Routes>
      <Route path="/orders/new" element={<OrderPage />} />
      <Route path="/orders/:id" element={<OrderPage />} />
      <Route path="/invoice" element={<Where />} />
    </Routes>,
  );
  return mock;
}

describe('the order screen', () => {
  it('saves a new sale order typed as on the bill: searches, Enter moving on', async () => {
    const { callsTo } = render('/orders/new');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Customer' }));
    await user.keyboard('ravi{Enter}');
    expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveProperty(
      'value',
      'Ravi Kumar',
    );
    await user.click(screen.getByRole('combobox', { name: 'Item of line 1' }));
    await user.keyboard('sug{Enter}');
    expect(screen.getByRole('combobox', { name: 'Item of line 1' })).toHaveProperty(
      'value',
      'Sugar 1kg',
    );
    expect(document.activeElement).toBe(
      screen.getByRole('textbox', { name: 'Quantity of line 1' }),
    );
    await user.keyboard('10{Enter}');
    const rate = screen.getByRole('textbox', { name: 'Rate of line 1' });
    expect(document.activeElement).toBe(rate);
    expect(rate).toHaveProperty('value', '50.00');
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Item of line 2' }));
    expect(screen.getByTestId('order-line-amount-1').textContent).toBe('₹500.00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('/api/orders')).toHaveLength(1));
    expect(callsTo('/api/orders')[0]!.body).toMatchObject({
      isPurchase: false,
      customerId: 2,
      lineItems: [{ itemId: 10, quantity: '10', rate: '50.00', unitId: 1 }],
    });
    expect(await screen.findByRole('heading', { name: 'Sale order SO-0001' })).toBeTruthy();
  });

  it("finds a large shop's party and item by searching the server", async () => {
    const { callsTo } = render('/orders/new', () => json(201, SAVED), {
      ...LOOKUPS,
      complete: false,
      customers: [],
      items: [],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Customer' }));
    await user.keyboard('ravi');
    await waitFor(() =>
      expect(
        callsTo('/api/transactions/autocomplete').some((c) => c.url.search.includes('ravi')),
      ).toBe(true),
    );
    await user.click(await screen.findByRole('option', { name: /Ravi Kumar/ }));
    await user.click(screen.getByRole('combobox', { name: 'Item of line 1' }));
    await user.keyboard('sugar');
    await user.click(await screen.findByRole('option', { name: /Sugar 1kg/ }));
    expect(screen.getByRole('textbox', { name: 'Rate of line 1' })).toHaveProperty(
      'value',
      '50.00',
    );
  });

  it('shows its dates as dd/mm/yyyy', async () => {
    render('/orders/5');
    expect(await screen.findByRole('textbox', { name: 'Order date' })).toHaveProperty(
      'value',
      '20/11/2026',
    );
  });

  it("shows the server's refusal", async () => {
    render('/orders/new', () =>
      json(400, { title: 'Invalid request', detail: 'An order needs at least one line.' }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('An order needs at least one line.')).toBeTruthy();
  });

  it('shows what is billed and pending, its bills, and converts to a sale', async () => {
    render('/orders/5');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Sale order SO-0001' })).toBeTruthy();
    expect(screen.getByText('Partly billed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'INV-0001' }).getAttribute('href')).toBe(
      '/invoice?mode=modify&id=7',
    );
    expect(screen.getByText('6')).toBeTruthy();
    // Billed: the server refuses a delete, so it is not offered and the screen says why; the
    // billed line cannot be deleted either.
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete line 1' })).toBeNull();
    expect(screen.getByTestId('order-delete-note').textContent).toContain('cannot be deleted');
    await user.click(screen.getByRole('button', { name: 'Convert to Sale' }));
    expect(await screen.findByText('At /invoice?mode=sale&fromOrder=5')).toBeTruthy();
  });

  it('offers Delete while nothing is billed', async () => {
    render('/orders/5', undefined, LOOKUPS, {
      ...SAVED,
      status: 'open',
      pendingAmount: 500,
      bills: [],
      lineItems: SAVED.lineItems.map((l) => ({ ...l, billed: 0, pending: 10 })),
    });
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete line 1' })).toBeTruthy();
    expect(screen.queryByTestId('order-delete-note')).toBeNull();
  });
});
