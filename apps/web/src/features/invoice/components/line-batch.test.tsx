// A bill line's batch (issue 40 part 2): a sale of an item tracked by batch takes the
// first-expiring batch with stock, named once on the line (in its picker, not again beside it),
// lets another be chosen in the picker (an expired one cannot be), sends the one chosen, and
// shows the server's refusal beside the line. A row billing a delivery challan's line shows the
// challan's batch, with nothing to pick.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BatchReply } from '@hisaab/shared/replies/batches';
import { json } from '../../../test/fetch-mock.ts';
import { RICE } from '../model/fixtures.ts';
import { api, LOOKUPS, renderInvoice } from './invoice-test-support.tsx';

const STRIP = {
  ...RICE,
  id: 31,
  name: 'Paracetamol strip',
  rate: 10,
  buyRate: 8,
  stock: 16,
  trackedByBatch: true,
};

const batch = (id: number, number: string, expiryDate: string, stock: number, expired = false) =>
  ({
    id,
    itemId: STRIP.id,
    number,
    mfgDate: null,
    expiryDate,
    mrp: null,
    stock,
    expired,
  }) satisfies BatchReply;

const BATCHES = [
  batch(1, 'OLD', '2026-11-10', 3, true),
  batch(2, 'B07', '2026-12-10', 3),
  batch(3, 'A12', '2027-03-31', 10),
];

function batchApi(onSave?: () => Response) {
  return api((call) => {
    const p = call.url.pathname;
    if (p === '/api/transactions/autocomplete')
      return json(200, { ...LOOKUPS, items: [...LOOKUPS.items, STRIP] });
    if (p === '/api/batches') return json(200, BATCHES);
    if (p.includes('/vendor-buy-rate/')) return json(200, null);
    if (p === '/api/transactions' && call.method === 'POST' && onSave) return onSave();
    return undefined;
  });
}

async function billTheStrip(quantity = '2') {
  const user = userEvent.setup();
  await screen.findByRole('combobox', { name: 'Customer' });
  await user.keyboard(`ravi{Tab}paracetamol{Tab}${quantity}`);
  return user;
}

describe('the batch of a sale line', () => {
  it('takes the first-expiring batch with stock, changes in the picker, and is sent', async () => {
    const { callsTo } = batchApi();
    renderInvoice('/invoice?date=2026-11-20');
    const user = await billTheStrip();
    const line = await screen.findByTestId('line-batch-1');
    const picker = (await within(line).findByRole('combobox', {
      name: 'Batch of line 1',
    })) as HTMLSelectElement;
    await waitFor(() => expect(picker.value).toBe('2'));
    // Named once: the picker's choice, not a second "Batch B07 · Exp 12/2026" beside it.
    expect(within(line).getAllByText(/B07/)).toHaveLength(1);
    expect(picker.selectedOptions[0]?.textContent).toBe('B07 · Exp 12/2026 · 3 in stock');
    // The expired batch is listed and cannot be chosen.
    const old = within(picker).getByRole('option', { name: /^OLD/ }) as HTMLOptionElement;
    expect(old.disabled).toBe(true);
    expect(old.textContent).toBe('OLD · Exp 11/2026 · expired');
    // More than the batch holds: warned, as the stock warning does.
    await user.clear(screen.getByRole('textbox', { name: 'Quantity 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Quantity 1' }), '5');
    expect(within(line).getByText('Only 3 left in batch B07.')).toBeTruthy();
    await user.selectOptions(picker, '3');
    expect(picker.selectedOptions[0]?.textContent).toBe('A12 · Exp 03/2027 · 10 in stock');
    expect(within(line).queryByText(/Only .* left/)).toBeNull();
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(callsTo('/api/transactions')).toHaveLength(1));
    expect(callsTo('/api/transactions')[0]?.body).toMatchObject({
      lineItems: [{ itemId: STRIP.id, quantity: 5, batchId: 3, lotSerialNumber: 'A12' }],
    });
  });

  it('shows the server’s refusal of a batch beside the line', async () => {
    const detail =
      'Line 1: batch B07 of Paracetamol strip expired on 10/12/2026 and cannot be sold.';
    batchApi(() =>
      json(400, {
        title: 'Invalid request',
        status: 400,
        detail,
        errors: { 'lineItems.0.batch': [detail] },
      }),
    );
    renderInvoice('/invoice?date=2026-11-20');
    const user = await billTheStrip('1');
    const line = await screen.findByTestId('line-batch-1');
    const picker = (await within(line).findByRole('combobox', {
      name: 'Batch of line 1',
    })) as HTMLSelectElement;
    await waitFor(() => expect(picker.value).toBe('2'));
    await user.keyboard('{Control>}s{/Control}');
    expect(await within(line).findByRole('alert')).toHaveProperty('textContent', detail);
  });
});

describe('the batch of a purchase line', () => {
  it('takes the batch number, dates and MRP under the item and sends them', async () => {
    const { callsTo } = batchApi();
    renderInvoice('/invoice?mode=purchase&date=2026-11-20');
    const user = userEvent.setup();
    await screen.findByRole('combobox', { name: 'Supplier' });
    await user.keyboard('ravi{Tab}paracetamol{Tab}10');
    const line = await screen.findByTestId('line-batch-1');
    await user.type(within(line).getByRole('textbox', { name: 'Batch no.' }), 'C21');
    await user.type(within(line).getByRole('textbox', { name: 'Mfg date' }), '01/10/2026{Tab}');
    await user.type(within(line).getByRole('textbox', { name: 'Expiry date' }), '30/09/2028{Tab}');
    await user.type(within(line).getByRole('textbox', { name: 'MRP' }), '12.50');
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(callsTo('/api/transactions')).toHaveLength(1));
    expect(callsTo('/api/transactions')[0]?.body).toMatchObject({
      isPurchase: true,
      lineItems: [
        {
          itemId: STRIP.id,
          quantity: 10,
          lotSerialNumber: 'C21',
          mfgDate: '2026-10-01',
          expiryDate: '2028-09-30',
          mrp: '12.50',
        },
      ],
    });
  });
});
