// Issue 37: a customer saved by someone else since its form was opened. The save sends the
// version the form opened on; the 409 is shown with what was typed still in the form, and
// "Reload" opens the form again on the customer as stored now (its new version with it). A
// delete sends the listed version as If-Match.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch, signInAs } from '../../../../test/fetch-mock.ts';
import { renderAt } from '../../../../test/render-app.tsx';
import { CustomersTab } from './customers-tab.tsx';

const CHANGED =
  'This customer was changed by manager@example.com on 20/11/2026 14:05, after you opened it. Reload it to see their changes, then make yours again.';

const ramesh = (phone: string, version: number) => ({
  id: 2,
  name: 'Ramesh Kirana',
  phone,
  address: null,
  email: null,
  gstin: null,
  pan: null,
  stateCode: null,
  gstCategory: null,
  balance: 0,
  isDefaultCash: false,
  companyId: 1,
  version,
});

describe('saving a customer someone else changed', () => {
  it('shows the refusal with the typed phone kept, and Reload opens the stored customer', async () => {
    // The manager saved version 4 (a new phone) after this form opened on version 3.
    let stored = ramesh('9876543210', 3);
    const mock = mockFetch((call) => {
      const p = call.url.pathname;
      if (p === '/api/customers' && call.method === 'GET') return json(200, [stored]);
      if (p === '/api/customers/2' && call.method === 'PUT')
        return json(409, {
          title: 'Conflict',
          detail: CHANGED,
          code: 'stale_version',
          currentVersion: 4,
        });
      return undefined;
    });
    signInAs(['Manager']);
    const user = userEvent.setup();
    renderAt('/settings?tab=customers', <CustomersTab />);
    await user.click(await screen.findByText('Ramesh Kirana'));
    const form = screen.getByRole('form', { name: 'Edit Customer' });
    const phone = within(form).getByLabelText('Phone') as HTMLInputElement;
    await user.clear(phone);
    await user.type(phone, '9000000001');
    stored = ramesh('9111111111', 4);
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(mock.callsTo('/api/customers/2')).toHaveLength(1));
    expect(mock.callsTo('/api/customers/2')[0]!.body).toMatchObject({
      phone: '9000000001',
      version: 3,
    });
    expect(await screen.findByText(CHANGED)).toBeTruthy();
    // What was typed stays in the open form until the user chooses to reload.
    const open = screen.getByRole('form', { name: 'Edit Customer' });
    expect((within(open).getByLabelText('Phone') as HTMLInputElement).value).toBe('9000000001');

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    const fresh = await screen.findByRole('form', { name: 'Edit Customer' });
    await waitFor(() =>
      expect((within(fresh).getByLabelText('Phone') as HTMLInputElement).value).toBe('9111111111'),
    );
    expect(screen.queryByText(CHANGED)).toBeNull();
    // The next save is based on the version now stored.
    await user.click(within(fresh).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mock.callsTo('/api/customers/2')).toHaveLength(2));
    expect(mock.callsTo('/api/customers/2')[1]!.body).toMatchObject({ version: 4 });
  });

  it('deletes with the listed version as If-Match', async () => {
    const mock = mockFetch((call) => {
      const p = call.url.pathname;
      if (p === '/api/customers' && call.method === 'GET')
        return json(200, [ramesh('9876543210', 5)]);
      if (p === '/api/customers/2' && call.method === 'DELETE') return json(204, null);
      return undefined;
    });
    signInAs(['Manager']);
    const user = userEvent.setup();
    renderAt('/settings?tab=customers', <CustomersTab />);
    await screen.findByText('Ramesh Kirana');
    await user.click(screen.getByRole('button', { name: 'Delete Ramesh Kirana' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete customer' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete customer' }));
    await waitFor(() => expect(mock.callsTo('/api/customers/2')).toHaveLength(1));
    expect(mock.callsTo('/api/customers/2')[0]!.headers['if-match']).toBe('"5"');
  });
});
