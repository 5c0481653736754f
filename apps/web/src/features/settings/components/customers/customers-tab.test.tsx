import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch, signInAs, type Call } from '../../../../test/fetch-mock.ts';
import { renderAt } from '../../../../test/render-app.tsx';
import { CustomersTab } from './customers-tab.tsx';

const base = {
  phone: null,
  address: null,
  email: null,
  gstin: null,
  pan: null,
  stateCode: null,
  gstCategory: null,
  companyId: 1,
  version: 1,
};
const CUSTOMERS = [
  { ...base, id: 1, name: 'Cash', balance: 0, isDefaultCash: true },
  {
    ...base,
    id: 2,
    name: 'Ramesh Kirana',
    phone: '9876543210',
    balance: 1250.5,
    isDefaultCash: false,
  },
  { ...base, id: 3, name: 'Anita Stores', balance: 0, isDefaultCash: false },
];

function api(overrides: (call: Call) => Response | undefined = () => undefined) {
  return mockFetch((call) => {
    const custom = overrides(call);
    if (custom) return custom;
    const p = call.url.pathname;
    if (p === '/api/customers' && call.method === 'GET') return json(200, CUSTOMERS);
    if (p === '/api/customers' && call.method === 'POST')
      return json(201, {
        ...base,
        id: 9,
        balance: 0,
        isDefaultCash: false,
        ...(call.body as object),
      });
    if (p.startsWith('/api/customers/') && call.method === 'DELETE') return json(204, null);
    return undefined;
  });
}

function renderTab() {
  signInAs(['Manager']);
  return renderAt('/settings?tab=customers', <CustomersTab />);
}

const row = (name: string) => screen.getByText(name).closest('tr') as HTMLTableRowElement;

describe('customers tab', () => {
  it('lists customers with their balance; Cash cannot be edited or deleted', async () => {
    api();
    renderTab();
    expect(screen.getByText('Loading...')).toBeTruthy();
    await screen.findByText('Ramesh Kirana');
    expect(within(row('Ramesh Kirana')).getByText('₹1,250.50')).toBeTruthy();
    const cash = row('Cash');
    expect(within(cash).queryByRole('button')).toBeNull();
    expect(within(cash).getByText('Not editable')).toBeTruthy();
    await userEvent.setup().click(within(cash).getByText('Cash'));
    expect(screen.queryByRole('form', { name: 'Edit Customer' })).toBeNull();
  });

  it('deletes with a fallback customer who takes over the transactions', async () => {
    const mock = api();
    const user = userEvent.setup();
    renderTab();
    await screen.findByText('Ramesh Kirana');
    await user.click(screen.getByRole('button', { name: 'Delete Ramesh Kirana' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete customer' });
    expect(within(dialog).getByText('Delete customer “Ramesh Kirana”?')).toBeTruthy();
    const fallback = within(dialog).getByLabelText(
      'Move transactions and balance to',
    ) as HTMLSelectElement;
    // The customer being deleted is not offered as its own fallback.
    expect([...fallback.options].map((o) => o.text)).toEqual(['No one', 'Cash', 'Anita Stores']);
    await user.selectOptions(fallback, 'Anita Stores');
    await user.click(within(dialog).getByRole('button', { name: 'Delete customer' }));
    await waitFor(() => expect(mock.calls.some((c) => c.method === 'DELETE')).toBe(true));
    const call = mock.calls.find((c) => c.method === 'DELETE')!;
    expect(call.url.pathname).toBe('/api/customers/2');
    expect(call.url.searchParams.get('defaultCustomerId')).toBe('3');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('deletes without a fallback and shows the server refusal', async () => {
    const refusal =
      'This customer has 2 transactions and cannot be deleted. Choose another customer to take them over.';
    const mock = api((c) =>
      c.method === 'DELETE' ? json(409, { title: 'Conflict', detail: refusal }) : undefined,
    );
    const user = userEvent.setup();
    renderTab();
    await screen.findByText('Anita Stores');
    await user.click(screen.getByRole('button', { name: 'Delete Anita Stores' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete customer' }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(refusal);
    const call = mock.calls.find((c) => c.method === 'DELETE')!;
    expect(call.url.searchParams.has('defaultCustomerId')).toBe(false);
  });

  it('checks the fields with the shared customer messages before sending', async () => {
    const mock = api();
    const user = userEvent.setup();
    renderTab();
    await screen.findByText('Anita Stores');
    const form = screen.getByRole('form', { name: 'Add Customer' });
    await user.type(within(form).getByLabelText('Name'), 'A');
    await user.type(within(form).getByLabelText('GSTIN'), '27ABC');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(
      await within(form).findByText('Name must be between 2 and 250 characters.'),
    ).toBeTruthy();
    expect(within(form).getByText('GSTIN must be exactly 15 characters.')).toBeTruthy();
    expect(mock.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('normalises a pasted customer GSTIN and checks its check character as typed', async () => {
    api();
    const user = userEvent.setup();
    renderTab();
    await screen.findByText('Anita Stores');
    const form = screen.getByRole('form', { name: 'Add Customer' });
    const gstin = within(form).getByLabelText('GSTIN') as HTMLInputElement;
    await user.click(gstin);
    await user.paste('27 aapfu 0939f 1zo ');
    expect(gstin.value).toBe('27AAPFU0939F1ZO');
    expect(within(form).getByText('GSTIN check character is wrong (expected V).')).toBeTruthy();
  });

  it('shows the added customer as a focused row, with a toast', async () => {
    let list = CUSTOMERS;
    api((call) => {
      if (call.url.pathname !== '/api/customers') return undefined;
      if (call.method === 'GET') return json(200, list);
      const created = { ...base, id: 9, balance: 0, isDefaultCash: false, name: 'Zeenat Traders' };
      list = [...CUSTOMERS, created];
      return json(201, created);
    });
    const user = userEvent.setup();
    renderTab();
    await screen.findByText('Anita Stores');
    const form = screen.getByRole('form', { name: 'Add Customer' });
    await user.type(within(form).getByLabelText('Name'), 'Zeenat Traders{Enter}');
    expect(await screen.findByText('Customer “Zeenat Traders” added.')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('row', { name: 'Edit Zeenat Traders' })),
    );
  });

  it('opens one row at a time for inline editing; Escape cancels', async () => {
    api();
    const user = userEvent.setup();
    renderTab();
    await screen.findByText('Anita Stores');
    await user.click(screen.getByText('Ramesh Kirana'));
    const form = screen.getByRole('form', { name: 'Edit Customer' });
    expect(document.activeElement).toBe(within(form).getByLabelText('Name'));
    expect((within(form).getByLabelText('Phone') as HTMLInputElement).value).toBe('9876543210');
    // The add row waits while a row is being edited.
    expect(screen.queryByRole('form', { name: 'Add Customer' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form', { name: 'Edit Customer' })).toBeNull();
    expect(screen.getByRole('form', { name: 'Add Customer' })).toBeTruthy();
  });

  it('shows the default load failure text', async () => {
    api((c) => (c.method === 'GET' ? json(500, null) : undefined));
    renderTab();
    expect(await screen.findByText('Failed to load customers.')).toBeTruthy();
  });
});
