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

function render(path: string, post: () => Response = () => json(201, SAVED)) {
  signInAs(['Admin']);
  const mock = mockFetch((call) => {
    const p = call.url.pathname;
    if (p === '/api/transactions/autocomplete') return json(200, LOOKUPS);
    if (p === '/api/orders/5' && call.method === 'GET') return json(200, SAVED);
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
  it('saves a new sale order with its party and lines', async () => {
    const { callsTo } = render('/orders/new');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Customer' }), '2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Item of line 1' }), '10');
    expect(screen.getByRole('textbox', { name: 'Rate of line 1' })).toHaveProperty('value', '50');
    await user.type(screen.getByRole('textbox', { name: 'Quantity of line 1' }), '10');
    expect(screen.getByText('₹500.00')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('/api/orders')).toHaveLength(1));
    expect(callsTo('/api/orders')[0]!.body).toMatchObject({
      isPurchase: false,
      customerId: 2,
      lineItems: [{ itemId: 10, quantity: '10', rate: '50', unitId: 1 }],
    });
    expect(await screen.findByRole('heading', { name: 'Sale order SO-0001' })).toBeTruthy();
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
    await user.click(screen.getByRole('button', { name: 'Convert to Sale' }));
    expect(await screen.findByText('At /invoice?mode=sale&fromOrder=5')).toBeTruthy();
  });
});
