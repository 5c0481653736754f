// An order's print (issue 40): printed as an estimate is, under "Sale Order" and "Order No.",
// with its expected delivery date.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { OrderReply } from '@hisaab/shared/replies/orders';
import { json, signInAs } from '../../../test/fetch-mock.ts';
import { renderAt } from '../../../test/render-app.tsx';
import { RAVI, RICE } from '../model/fixtures.ts';
import { api } from './invoice-test-support.tsx';
import { OrderPrintPage } from './order-print-page.tsx';

afterEach(() => vi.restoreAllMocks());

const ORDER: OrderReply = {
  id: 5,
  isPurchase: false,
  number: 'SO-0001',
  version: 1,
  orderDate: '2026-11-20',
  expectedDate: '2026-11-30',
  customerId: RAVI.id,
  customerName: RAVI.name,
  remark: null,
  status: 'open',
  amount: 2360,
  taxable: 2247.62,
  tax: 112.38,
  pendingAmount: 2360,
  estimate: null,
  bills: [],
  lineItems: [
    {
      id: 51,
      itemId: RICE.id,
      itemName: RICE.name,
      quantity: 2,
      rate: 1180,
      unitId: RICE.unitId,
      unitName: RICE.unitName,
      hsnSacCode: RICE.hsnSacCode,
      amount: 2360,
      taxableAmount: 2247.62,
      taxAmount: 112.38,
      billed: 0,
      pending: 2,
    },
  ],
  createdAt: '2026-11-20T06:30:00.000Z',
};

describe("an order's print", () => {
  it('is titled Sale Order with its number, party, lines and expected delivery', async () => {
    vi.spyOn(window, 'print').mockImplementation(() => undefined);
    api((call) => (call.url.pathname === '/api/orders/5' ? json(200, ORDER) : undefined));
    signInAs(['Admin']);
    renderAt(
      '/orders/print?id=5',
      <Routes>
        <Route path="/orders/print" element={<OrderPrintPage />} />
      </Routes>,
    );
    expect(await screen.findByText('Sale Order')).toBeTruthy();
    expect(screen.getByText('SO-0001')).toBeTruthy();
    expect(screen.getByText(/Order No\./)).toBeTruthy();
    expect(screen.getByText(RICE.name)).toBeTruthy();
    expect(screen.getAllByText(RAVI.name).length).toBeGreaterThan(0);
    expect(screen.getByText(/Expected delivery: 30\/11\/2026/)).toBeTruthy();
    expect(screen.queryByText('Estimate')).toBeNull();
    expect(screen.getByText('Order Total')).toBeTruthy();
    expect(screen.queryByText('Estimate Total')).toBeNull();
  });
});
