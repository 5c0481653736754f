import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { companySettingsReplyOf } from '../test/company-settings.ts';
import { json, mockFetch, signInAs, type Call } from '../test/fetch-mock.ts';
import { renderAt } from '../test/render-app.tsx';
import { subscription } from '../features/plans/components/plans-test-support.ts';
import { LOOKUPS, SAVED } from '../features/invoice/components/invoice-test-support.tsx';
import { UNEXPECTED_REPLY } from '../api/reply.ts';

const location = () => screen.getByTestId('location').textContent;

/** Answers the calls a signed-in shell makes; anything else is a 599 (visible in failures). */
function signedInApi(extra: (call: Call) => Response | undefined = () => undefined) {
  return mockFetch((call) => {
    if (call.url.pathname === '/version.json')
      return json(200, { name: 'hisaab', version: '1.4.2', commit: 'abc' });
    if (call.url.pathname === '/api/account/logout') return json(204, null);
    return extra(call);
  });
}

function navLinks(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('link')
    .map((a) => a.textContent ?? '');
}

describe('signed-out routing', () => {
  it('shows Accept Invitation for any path starting /accept-invite', () => {
    mockFetch(() => undefined);
    renderAt('/accept-invite?email=meera%40example.com&token=t1');
    expect(screen.getByRole('heading', { name: 'Accept Invitation' })).toBeTruthy();
    expect(screen.getByText('meera@example.com')).toBeTruthy();
  });

  it('says the invitation link is invalid without email and token', () => {
    mockFetch(() => undefined);
    renderAt('/accept-invite');
    expect(screen.getByText('Invalid invitation link.')).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('shows public plans with Start Registration and Back to Login', async () => {
    mockFetch(() => undefined);
    renderAt('/plans');
    expect(await screen.findByRole('heading', { name: 'Plans & Pricing' })).toBeTruthy();
    expect(screen.getByText('₹3,499')).toBeTruthy();
    expect(screen.getByText('₹15,499')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Registration' }).getAttribute('href')).toBe(
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/login');
  });

  it('shows registration at /register and login elsewhere, with ?email= prefilled', () => {
    mockFetch(() => undefined);
    const { unmount } = renderAt('/register');
    expect(screen.getByRole('heading', { name: 'Register your company' })).toBeTruthy();
    unmount();
    const second = renderAt('/somewhere/else?email=ravi%40example.com');
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ravi@example.com');
    second.unmount();
    renderAt('/dashboard');
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeTruthy();
  });

  it('confirms the email when the link brought the user back with confirmed=1', () => {
    mockFetch(() => undefined);
    renderAt('/login?email=ravi%40example.com&confirmed=1');
    expect(screen.getByText('Your email is confirmed. You can log in now.')).toBeTruthy();
  });

  it('shows the reset-password form for the mailed link', () => {
    mockFetch(() => undefined);
    renderAt('/reset-password?email=ravi%40example.com&token=abc');
    expect(screen.getByRole('heading', { name: 'Reset password' })).toBeTruthy();
    expect(screen.getByLabelText('New password')).toBeTruthy();
  });
});

describe('signed-in routing', () => {
  it('redirects / and /login to /dashboard', async () => {
    signInAs(['Admin']);
    signedInApi();
    const first = renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(location()).toBe('/dashboard');
    first.unmount();
    renderAt('/login?email=x%40y.in');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(location()).toBe('/dashboard');
  });

  it('redirects /plans to /settings/plans with a way back and the sales mail link', async () => {
    signInAs(['Admin']);
    signedInApi((call) =>
      call.url.pathname === '/api/subscription'
        ? json(200, subscription({ salesContact: 'sales@hisaab.app' }))
        : undefined,
    );
    renderAt('/plans');
    expect(await screen.findByRole('heading', { name: 'Plans & Pricing' })).toBeTruthy();
    expect(location()).toBe('/settings/plans');
    expect(screen.getByRole('link', { name: 'Back to Settings' }).getAttribute('href')).toBe(
      '/settings',
    );
    expect(
      (await screen.findByRole('link', { name: 'sales@hisaab.app' })).getAttribute('href'),
    ).toBe('mailto:sales@hisaab.app');
  });

  it('shows the dashboard for unknown paths and screens by prefix', async () => {
    signInAs(['Admin']);
    signedInApi();
    const a = renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(location()).toBe('/no/such/page');
    a.unmount();
    const b = renderAt('/invoice?mode=paymentMade');
    expect(await screen.findByRole('heading', { name: 'Payment Made' })).toBeTruthy();
    b.unmount();
    const c = renderAt('/projects/anything');
    expect(await screen.findByText('Projects page placeholder.')).toBeTruthy();
    c.unmount();
    renderAt('/invoice?mode=purchase&date=2025-04-01');
    expect(await screen.findByRole('heading', { name: 'New Purchase' })).toBeTruthy();
  });

  it('keeps an answer that breaks its screen there: a message, the menu, and a way back', async () => {
    signInAs(['Admin']);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The reply fits its schema, but a quantity with 5 decimals cannot be put on a bill row.
    const broken = { ...SAVED, id: 9, lineItems: [{ ...SAVED.lineItems[0]!, quantity: 1.23456 }] };
    signedInApi((call) => {
      const p = call.url.pathname;
      if (p === '/api/transactions/9') return json(200, broken);
      if (p === '/api/transactions/autocomplete') return json(200, LOOKUPS);
      if (p === '/api/companysettings') return json(200, companySettingsReplyOf());
      if (p === '/api/dashboard') return json(200, { dailySummary: {}, transactions: [] });
      return undefined;
    });
    renderAt('/invoice?mode=modify&id=9');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This screen ran into a problem.',
    );
    expect(navLinks()).toContain('Dashboard');
    await userEvent.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.queryByText('This screen ran into a problem.')).toBeNull();
  });

  it('says so when an answer does not fit its schema, keeping the menu', async () => {
    signInAs(['Admin']);
    signedInApi((call) => {
      const p = call.url.pathname;
      if (p === '/api/transactions/9') return json(200, { id: 9, lineItems: 'oops' });
      if (p === '/api/transactions/autocomplete') return json(200, LOOKUPS);
      if (p === '/api/companysettings') return json(200, {});
      return undefined;
    });
    renderAt('/invoice?mode=modify&id=9');
    expect((await screen.findByRole('alert')).textContent).toContain(UNEXPECTED_REPLY);
    expect(navLinks()).toContain('Dashboard');
  });

  it('shows the estimates list at /estimates', async () => {
    signInAs(['Admin']);
    signedInApi((call) =>
      call.url.pathname === '/api/estimates'
        ? json(200, {
            items: [
              {
                id: 4,
                number: 'EST-0004',
                transactionDate: '2026-11-20',
                customerId: 2,
                customerName: 'Ravi Kumar',
                amount: 354,
                remark: null,
                convertedTo: { id: 9, number: 'INV-0009' },
                createdAt: '2026-11-20T10:00:00.000Z',
              },
            ],
            total: 1,
            skip: 0,
            take: 50,
          })
        : undefined,
    );
    renderAt('/estimates');
    const row = await screen.findByRole('row', { name: 'Open estimate EST-0004' });
    expect(row.textContent).toContain('20/11/2026');
    expect(row.textContent).toContain('₹354.00');
    expect(row.textContent).toContain('Converted to INV-0009');
    await userEvent.click(row);
    expect(location()).toBe('/invoice?mode=modify&id=4');
  });

  it('shows the version label and logs out to /', async () => {
    signInAs(['Admin']);
    const mock = signedInApi();
    renderAt('/dashboard');
    expect(await screen.findByText('v1.4.2')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    // The signed-out screen can paint a moment before the address changes (seen on a busy CI).
    await waitFor(() => expect(location()).toBe('/'));
    expect(mock.callsTo('/api/account/logout')[0]!.body).toEqual({ refreshToken: 'refresh-1' });
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('logs out even when the server call fails', async () => {
    signInAs(['Admin']);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockFetch((call) =>
      call.url.pathname === '/api/account/logout'
        ? json(500, { title: 'Down' })
        : json(200, { version: '1' }),
    );
    renderAt('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('gives a Manager Reports, Insights and Settings without User Management', async () => {
    signInAs(['Manager']);
    signedInApi();
    renderAt('/settings');
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeTruthy();
    expect(navLinks()).toEqual([
      'Dashboard',
      'Expense',
      'Reports',
      'GSTR-2B',
      'Insights',
      'Settings',
    ]);
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).not.toContain('User Management');
    expect(tabs[0]).toBe('Customers');
    expect(screen.getByRole('tab', { name: 'Customers' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('gives an Auditor Reports but not Insights, and of the settings only the audit trail', async () => {
    signInAs(['auditor']);
    signedInApi();
    const a = renderAt('/settings');
    const tab = await screen.findByRole('tab', { name: 'Audit trail' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Audit trail']);
    expect(navLinks()).toEqual(['Dashboard', 'Expense', 'Reports', 'GSTR-2B', 'Settings']);
    a.unmount();
    renderAt('/insights');
    expect(
      await screen.findByText(
        'You do not have access to Insights. Please contact your administrator.',
      ),
    ).toBeTruthy();
  });

  it('tells a user without a role that Reports is not available', async () => {
    signInAs([]);
    signedInApi();
    renderAt('/reports');
    expect(
      await screen.findByText(
        'You do not have access to Reports. Please contact your administrator.',
      ),
    ).toBeTruthy();
  });

  it('opens the tab named in the URL when the user may see it', async () => {
    signInAs(['Admin']);
    signedInApi((call) => {
      if (call.url.pathname === '/api/account/roles')
        return json(200, ['Admin', 'Manager', 'Auditor']);
      if (call.url.pathname === '/api/account/company-users') return json(200, []);
      return undefined;
    });
    const a = renderAt('/settings?tab=taxes');
    expect((await screen.findByRole('tab', { name: 'Taxes' })).getAttribute('aria-selected')).toBe(
      'true',
    );
    a.unmount();
    renderAt('/settings');
    expect(
      (await screen.findByRole('tab', { name: 'User Management' })).getAttribute('aria-selected'),
    ).toBe('true');
    expect(await screen.findByText('No onboarded users')).toBeTruthy();
  });
});
