// Issue 40: "Convert to Sale" of an order opens the bill screen filled with what is still
// pending on each order line (editable down), names where it came from, and the save sends
// the order line each row bills.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderReply } from '@hisaab/shared/replies/orders';
import { json } from '../../../test/fetch-mock.ts';
import { RAVI, RICE } from '../model/fixtures.ts';
import { api, renderInvoice } from './invoice-test-support.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
});

const ORDER: OrderReply = {
  id: 5,
  isPurchase: false,
  number: 'SO-0001',
  version: 2,
  orderDate: '2026-11-20',
  expectedDate: null,
  customerId: RAVI.id,
  customerName: RAVI.name,
  remark: null,
  status: 'partly_billed',
  amount: 11800,
  taxable: 11238.1,
  tax: 561.9,
  pendingAmount: 7080,
  estimate: null,
  bills: [{ id: 7, number: 'INV-0001' }],
  lineItems: [
    {
      id: 51,
      itemId: RICE.id,
      itemName: RICE.name,
      quantity: 10,
      rate: 1180,
      unitId: RICE.unitId,
      unitName: RICE.unitName,
      hsnSacCode: RICE.hsnSacCode,
      amount: 11800,
      taxableAmount: 11238.1,
      taxAmount: 561.9,
      billed: 4,
      pending: 6,
    },
  ],
  createdAt: '2026-11-20T06:30:00.000Z',
};

describe('a bill from an order', () => {
  it('starts with the pending quantity, names the order, and saves the order line', async () => {
    const { callsTo } = api((call) =>
      call.url.pathname === '/api/orders/5' ? json(200, ORDER) : undefined,
    );
    const user = userEvent.setup();
    renderInvoice('/invoice?mode=sale&fromOrder=5');
    const quantity = await screen.findByRole('textbox', { name: 'Quantity 1' });
    expect(quantity).toHaveProperty('value', '6');
    expect(screen.getByRole('link', { name: 'SO-0001' }).getAttribute('href')).toBe('/orders/5');
    expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveProperty('value', RAVI.name);
    await user.clear(quantity);
    await user.type(quantity, '4');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('/api/transactions')).toHaveLength(1));
    expect(callsTo('/api/transactions')[0]!.body).toMatchObject({
      customerId: RAVI.id,
      isPurchase: false,
      lineItems: [{ itemId: RICE.id, quantity: 4, orderLineId: 51 }],
    });
  });
});
