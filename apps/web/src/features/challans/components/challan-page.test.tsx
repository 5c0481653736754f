// The delivery challan screen (issue 40): a line taking more than the stock is warned of as on
// the bill (the same warning, under its quantity); a line of an item tracked by batch picks its
// batch as a sale line does (the first-expiring with stock, changeable) and the save sends it;
// a saved challan's goods returned can be undone.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { BatchReply } from '@hisaab/shared/replies/batches';
import type { ChallanReply } from '@hisaab/shared/replies/challans';
import { companySettingsReplyOf } from '../../../test/company-settings.ts';
import { json, mockFetch, signInAs } from '../../../test/fetch-mock.ts';
import { renderAt } from '../../../test/render-app.tsx';
import { ChallanPage } from './challan-page.tsx';

afterEach(() => vi.restoreAllMocks());

const item = (id: number, name: string, stock: number, trackedByBatch = false) => ({
  id,
  name,
  unitId: 1,
  unitName: 'Pcs',
  rate: 30,
  buyRate: 20,
  hsnSacCode: null,
  taxGroupId: null,
  taxGroupName: null,
  specialKind: null,
  stock,
  taxes: [],
  trackedByBatch,
});

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
  items: [item(10, 'Steel Tiffin Box', 5), item(11, 'Crocin strip', 13, true)],
  projects: [],
  units: [{ id: 1, name: 'Pcs' }],
  bankAccounts: [],
};

const batch = (id: number, number: string, expiryDate: string, stock: number) =>
  ({
    id,
    itemId: 11,
    number,
    mfgDate: null,
    expiryDate,
    mrp: null,
    stock,
    expired: false,
  }) satisfies BatchReply;

const SAVED: ChallanReply = {
  id: 5,
  number: 'DC-0001',
  version: 3,
  challanDate: '2026-11-20',
  customerId: 2,
  customerName: 'Ravi Kumar',
  reason: 'supply',
  reasonRemark: null,
  remark: null,
  status: 'partly_settled',
  billable: true,
  amount: 120,
  taxable: 120,
  tax: 0,
  pendingAmount: 90,
  order: null,
  estimate: null,
  bills: [],
  lineItems: [
    {
      id: 51,
      itemId: 11,
      itemName: 'Crocin strip',
      quantity: 4,
      rate: 30,
      unitId: 1,
      unitName: 'Pcs',
      hsnSacCode: null,
      amount: 120,
      taxableAmount: 120,
      taxAmount: 0,
      orderLineId: null,
      batch: { id: 1, number: 'B1', mfgDate: null, expiryDate: '2027-01-31' },
      billed: 0,
      returned: 1,
      pending: 3,
    },
  ],
  returns: [{ id: 8, lineId: 51, returnDate: '2026-11-21', quantity: 1, remark: null }],
  createdAt: '2026-11-20T06:30:00.000Z',
};

function render(path: string) {
  signInAs(['Admin']);
  const mock = mockFetch((call) => {
    const p = call.url.pathname;
    if (p === '/api/transactions/autocomplete') return json(200, LOOKUPS);
    if (p === '/api/companysettings')
      return json(200, companySettingsReplyOf({ enableStockWarning: true }));
    if (p === '/api/batches')
      return json(200, [batch(1, 'B1', '2027-01-31', 6), batch(2, 'B2', '2027-06-30', 7)]);
    if (p === '/api/challans' && call.method === 'POST') return json(201, SAVED);
    if (p === '/api/challans/5' && call.method === 'GET') return json(200, SAVED);
    if (p === '/api/challans/5/returns/8' && call.method === 'DELETE')
      return json(200, { ...SAVED, version: 4, returns: [], status: 'open' });
    return undefined;
  });
  renderAt(
    path,
    <Routes>
      <Route path="/challans/new" element={<ChallanPage />} />
      <Route path="/challans/:id" element={<ChallanPage />} />
    </Routes>,
  );
  return mock;
}

async function typeLine(n: number, search: string, quantity: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('combobox', { name: `Item of line ${n}` }));
  await user.keyboard(`${search}{Enter}`);
  await user.keyboard(quantity);
  return user;
}

describe('the delivery challan screen', () => {
  it('warns of a line taking more than the stock, as the bill does', async () => {
    render('/challans/new');
    await typeLine(1, 'tiffin', '7');
    const qty = screen.getByRole('textbox', { name: 'Quantity of line 1' });
    expect(await screen.findByText('Out of stock (-2 after this challan)')).toBeTruthy();
    expect(qty.getAttribute('aria-describedby')).toBeTruthy();
    expect(qty.className).toContain('border-danger');
    const user = userEvent.setup();
    await user.clear(qty);
    await user.type(qty, '3');
    expect(screen.getByText('Low stock: 2 left')).toBeTruthy();
  });

  it('picks the first-expiring batch of a tracked item, changeable, and sends it', async () => {
    const { callsTo } = render('/challans/new');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Customer' }));
    await user.keyboard('ravi{Enter}');
    await typeLine(1, 'crocin', '2');
    const line = await screen.findByTestId('line-batch-1');
    const picker = (await within(line).findByRole('combobox', {
      name: 'Batch of line 1',
    })) as HTMLSelectElement;
    await waitFor(() => expect(picker.value).toBe('1'));
    // The challan's date is the date its batches are counted on.
    expect(callsTo('/api/batches')[0]!.url.searchParams.get('itemId')).toBe('11');
    await user.selectOptions(picker, '2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('/api/challans')).toHaveLength(1));
    expect(callsTo('/api/challans')[0]!.body).toMatchObject({
      customerId: 2,
      lineItems: [{ itemId: 11, quantity: '2', batchId: 2 }],
    });
  });

  it('shows a saved line’s batch, leaves its own lines out of the stock, and undoes a return', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { callsTo } = render('/challans/5');
    const line = await screen.findByTestId('line-batch-1');
    const picker = (await within(line).findByRole('combobox', {
      name: 'Batch of line 1',
    })) as HTMLSelectElement;
    expect(picker.value).toBe('1');
    expect(callsTo('/api/batches')[0]!.url.searchParams.get('withoutChallan')).toBe('5');
    const links = screen.getByTestId('challan-links');
    expect(links.textContent).toContain('Returned 1 Pcs of Crocin strip on 21/11/2026');
    const user = userEvent.setup();
    await user.click(
      within(links).getByRole('button', { name: 'Undo goods returned on 21/11/2026' }),
    );
    expect(confirm).toHaveBeenCalled();
    await waitFor(() => expect(callsTo('/api/challans/5/returns/8')).toHaveLength(1));
    expect(callsTo('/api/challans/5/returns/8')[0]!.headers['if-match']).toBe('"3"');
  });
});
