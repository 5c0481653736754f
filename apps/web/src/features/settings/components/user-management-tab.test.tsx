import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch, signInAs, type Call } from '../../../test/fetch-mock.ts';
import { renderAt } from '../../../test/render-app.tsx';
import { UserManagementTab } from './user-management-tab.tsx';

const USERS = [
  {
    id: 1,
    email: 'owner@example.com',
    roles: ['Admin'],
    invitationAccepted: true,
    resendAvailableInSeconds: 0,
  },
  {
    id: 2,
    email: 'manu@example.com',
    roles: ['Manager'],
    invitationAccepted: true,
    resendAvailableInSeconds: 0,
  },
  {
    id: 3,
    email: 'asha@example.com',
    roles: ['Auditor'],
    invitationAccepted: false,
    resendAvailableInSeconds: 0,
  },
];

function api(
  overrides: (call: Call) => Response | Promise<Response> | undefined = () => undefined,
) {
  return mockFetch((call) => {
    const custom = overrides(call);
    if (custom) return custom;
    const p = call.url.pathname;
    if (p === '/api/account/roles') return json(200, ['Admin', 'Manager', 'Auditor']);
    if (p === '/api/account/company-users') return json(200, USERS);
    if (p === '/api/account/invite-user') return json(200, { message: 'Invitation sent.' });
    if (p === '/api/account/resend-invite')
      return json(200, { message: 'Invitation sent.', cooldownSeconds: 600 });
    if (p === '/api/account/cancel-invitation')
      return json(200, { message: 'Invitation cancelled.' });
    if (p.startsWith('/api/account/users/') && call.method === 'DELETE') return json(204, null);
    if (p.endsWith('/role')) return json(200, { message: 'Role updated.' });
    return undefined;
  });
}

function table(name: string) {
  return screen.getByRole('table', { name });
}

function row(tableName: string, email: string) {
  const cell = within(table(tableName)).getByText(email);
  return cell.closest('tr') as HTMLTableRowElement;
}

function renderTab() {
  signInAs(['Admin']);
  return renderAt('/settings', <UserManagementTab />);
}

describe('user management', () => {
  it('lists onboarded and invited users with the first role, and no actions for Admins', async () => {
    api();
    renderTab();
    expect(screen.getByText('Loading users…')).toBeTruthy();
    await screen.findByRole('table', { name: 'Onboarded Users' });
    const owner = row('Onboarded Users', 'owner@example.com');
    expect(within(owner).getByText('Admin')).toBeTruthy();
    expect(within(owner).queryByRole('button')).toBeNull();
    const manager = row('Onboarded Users', 'manu@example.com');
    expect(within(manager).getByRole('button', { name: 'Delete' })).toBeTruthy();
    const invited = row('Invited Users', 'asha@example.com');
    expect(
      within(invited).getByRole('button', { name: 'Resend to asha@example.com' }),
    ).toBeTruthy();
    expect(within(invited).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('shows the empty texts', async () => {
    api((call) => (call.url.pathname === '/api/account/company-users' ? json(200, []) : undefined));
    renderTab();
    expect(await screen.findByText('No onboarded users')).toBeTruthy();
    expect(screen.getByText('No pending invitations')).toBeTruthy();
  });

  it('invites a user once a role is chosen and the email is valid', async () => {
    let releaseRoles: () => void = () => undefined;
    const rolesHeld = new Promise<void>((r) => (releaseRoles = r));
    const mock = api((call) =>
      call.url.pathname === '/api/account/roles'
        ? rolesHeld.then(() => json(200, ['Admin', 'Manager', 'Auditor']))
        : undefined,
    );
    const user = userEvent.setup();
    renderTab();
    const invite = screen.getByRole('button', { name: 'Invite User' }) as HTMLButtonElement;
    expect(screen.getByText('Loading roles…')).toBeTruthy();
    expect(invite.disabled).toBe(true);
    releaseRoles();
    await within(screen.getByLabelText('Role')).findByRole('option', { name: 'Manager' });
    expect(invite.disabled).toBe(true);
    await user.selectOptions(screen.getByLabelText('Role'), 'Manager');
    expect(invite.disabled).toBe(false);
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(invite);
    expect(await screen.findByText('Please enter a valid email.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'New@Example.com');
    await user.click(invite);
    expect(await screen.findByText('Invitation sent.')).toBeTruthy();
    expect(mock.callsTo('/api/account/invite-user')[0]!.body).toEqual({
      email: 'new@example.com',
      role: 'Manager',
    });
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('');
  });

  it('shows the server reason or the fallback when an invite fails', async () => {
    api((call) =>
      call.url.pathname === '/api/account/invite-user'
        ? json(409, { title: 'Conflict', detail: 'This email already has an account.' })
        : undefined,
    );
    const user = userEvent.setup();
    renderTab();
    await within(screen.getByLabelText('Role')).findByRole('option', { name: 'Auditor' });
    await user.selectOptions(screen.getByLabelText('Role'), 'Auditor');
    await user.type(screen.getByLabelText('Email'), 'manu@example.com');
    await user.click(screen.getByRole('button', { name: 'Invite User' }));
    expect(await screen.findByText('This email already has an account.')).toBeTruthy();
  });

  it('enables Update only for a different role and sends the change', async () => {
    const mock = api();
    const user = userEvent.setup();
    renderTab();
    await screen.findByRole('table', { name: 'Onboarded Users' });
    const manager = row('Onboarded Users', 'manu@example.com');
    const update = within(manager).getByRole('button', { name: 'Update' }) as HTMLButtonElement;
    expect(update.disabled).toBe(true);
    const select = within(manager).getByLabelText('Role for manu@example.com');
    await user.selectOptions(select, 'Auditor');
    expect(update.disabled).toBe(false);
    await user.selectOptions(select, 'Manager');
    expect(update.disabled).toBe(true);
    await user.selectOptions(select, 'Auditor');
    await user.click(update);
    await waitFor(() =>
      expect(mock.callsTo('/api/account/users/manu%40example.com/role')).toHaveLength(1),
    );
    expect(mock.callsTo('/api/account/users/manu%40example.com/role')[0]!.body).toEqual({
      role: 'Auditor',
    });
  });

  it('says which user a failed role change was for', async () => {
    api((call) => (call.url.pathname.endsWith('/role') ? json(500, '') : undefined));
    const user = userEvent.setup();
    renderTab();
    await screen.findByRole('table', { name: 'Invited Users' });
    const invited = row('Invited Users', 'asha@example.com');
    await user.selectOptions(
      within(invited).getByLabelText('Role for asha@example.com'),
      'Manager',
    );
    await user.click(within(invited).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Failed to update role for asha@example.com.')).toBeTruthy();
  });

  it('confirms before cancelling an invitation or deleting a user', async () => {
    const mock = api();
    const user = userEvent.setup();
    renderTab();
    await screen.findByRole('table', { name: 'Invited Users' });
    await user.click(
      within(row('Invited Users', 'asha@example.com')).getByRole('button', { name: 'Cancel' }),
    );
    const cancelDialog = screen.getByRole('dialog');
    expect(within(cancelDialog).getByText('Cancel invitation for asha@example.com?')).toBeTruthy();
    await user.click(within(cancelDialog).getByRole('button', { name: 'Keep' }));
    expect(mock.callsTo('/api/account/cancel-invitation')).toHaveLength(0);
    await user.click(
      within(row('Invited Users', 'asha@example.com')).getByRole('button', { name: 'Cancel' }),
    );
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel invitation' }),
    );
    await waitFor(() => expect(mock.callsTo('/api/account/cancel-invitation')).toHaveLength(1));
    expect(mock.callsTo('/api/account/cancel-invitation')[0]!.body).toEqual({
      email: 'asha@example.com',
    });

    await user.click(
      within(row('Onboarded Users', 'manu@example.com')).getByRole('button', { name: 'Delete' }),
    );
    const deleteDialog = screen.getByRole('dialog');
    expect(
      within(deleteDialog).getByText('Delete user manu@example.com? This cannot be undone.'),
    ).toBeTruthy();
    await user.click(within(deleteDialog).getByRole('button', { name: 'Delete user' }));
    await waitFor(() =>
      expect(mock.callsTo('/api/account/users/manu%40example.com')).toHaveLength(1),
    );
    expect(mock.callsTo('/api/account/users/manu%40example.com')[0]!.method).toBe('DELETE');
  });

  it('starts the cooldown from a 429 retryAfterSeconds and shows the reason', async () => {
    api((call) =>
      call.url.pathname === '/api/account/resend-invite'
        ? json(
            429,
            {
              title: 'Too Many Requests',
              detail: 'Please wait before resending.',
              retryAfterSeconds: 125,
            },
            { 'retry-after': '125' },
          )
        : undefined,
    );
    const user = userEvent.setup();
    renderTab();
    await screen.findByRole('table', { name: 'Invited Users' });
    await user.click(screen.getByRole('button', { name: 'Resend to asha@example.com' }));
    expect(await screen.findByText('Please wait before resending.')).toBeTruthy();
    const resend = within(row('Invited Users', 'asha@example.com')).getByRole('button', {
      name: /^Resend to/,
    });
    expect(resend.textContent).toMatch(/^Resend \(02:0[45]\)$/);
    expect((resend as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the load failure with the spec fallback', async () => {
    api((call) =>
      call.url.pathname === '/api/account/company-users'
        ? Promise.reject(new TypeError('offline'))
        : undefined,
    );
    renderTab();
    expect(await screen.findByText('Failed to load users.')).toBeTruthy();
  });
});
