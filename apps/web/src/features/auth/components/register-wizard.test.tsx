import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { html, json, mockFetch, type Call } from '../../../test/fetch-mock.ts';
import { renderAt } from '../../../test/render-app.tsx';

type Answer = (call: Call) => Response | undefined;

function api(overrides: Partial<Record<string, Answer>> = {}) {
  return mockFetch((call) => {
    const custom = overrides[call.url.pathname];
    if (custom) return custom(call);
    if (call.url.pathname === '/api/companies/suggest-code')
      return json(200, { code: 'SHARMA-TRADERS' });
    if (call.url.pathname === '/api/Companies/company-code-available') {
      return json(200, { available: call.url.searchParams.get('code') !== 'TAKEN' });
    }
    if (call.url.pathname === '/api/account/register') {
      return json(201, { message: 'Registration successful. Please check your email.' });
    }
    return undefined;
  });
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const next = () => screen.getByRole('button', { name: 'Next' });

async function fillStep1(user: ReturnType<typeof userEvent.setup>, name = 'Sharma Traders') {
  await user.type(input('Company name'), name);
  await user.click(next());
}

describe('registration wizard', () => {
  it('needs a company name of 2 characters before step 2', async () => {
    api();
    const user = userEvent.setup();
    renderAt('/register');
    expect(screen.getByText('Step 1 of 3: Plan & Company')).toBeTruthy();
    expect(next()).toHaveProperty('disabled', true);
    await user.type(input('Company name'), 'S');
    expect(next()).toHaveProperty('disabled', true);
    await user.type(input('Company name'), 'h');
    expect(next()).toHaveProperty('disabled', false);
  });

  it('normalises the GSTIN as typed and refuses a malformed one', async () => {
    api();
    const user = userEvent.setup();
    renderAt('/register');
    await user.type(input('Company name'), 'Sharma Traders');
    await user.type(input('GSTIN (optional)'), '27-aapfu 0939f');
    expect(input('GSTIN (optional)').value).toBe('27AAPFU0939F');
    await user.click(next());
    expect(
      await screen.findByText('Enter a valid 15-character GSTIN in the standard Indian format.'),
    ).toBeTruthy();
    expect(screen.getByText('Step 1 of 3: Plan & Company')).toBeTruthy();
    await user.type(input('GSTIN (optional)'), '1zv-extra');
    expect(input('GSTIN (optional)').value).toBe('27AAPFU0939F1ZV');
    await user.click(next());
    expect(await screen.findByText('Step 2 of 3: Company Code')).toBeTruthy();
  });

  it(
    'checks the GSTIN check character as it is typed and keeps a pasted GSTIN whole',
    { timeout: 15_000 },
    async () => {
      api();
      const user = userEvent.setup();
      renderAt('/register');
      await user.type(input('Company name'), 'Sharma Traders');
      await user.type(input('GSTIN (optional)'), '27AAPFU0939F1ZA');
      // No click on Next: the wrong check character is named while typing.
      expect(await screen.findByText('GSTIN check character is wrong (expected V).')).toBeTruthy();
      await user.clear(input('GSTIN (optional)'));
      await user.click(input('GSTIN (optional)'));
      await user.paste(' 27 aapfu 0939f 1zv ');
      expect(input('GSTIN (optional)').value).toBe('27AAPFU0939F1ZV');
      expect(screen.queryByText(/check character is wrong/)).toBeNull();
      await user.click(next());
      expect(await screen.findByText('Step 2 of 3: Company Code')).toBeTruthy();
    },
  );

  it('suggests a code from the name and keeps it through Back and Next', async () => {
    const mock = api();
    const user = userEvent.setup();
    renderAt('/register');
    await fillStep1(user);
    await waitFor(() => expect(input('Company code').value).toBe('SHARMA-TRADERS'));
    expect(mock.callsTo('/api/companies/suggest-code')[0]!.url.searchParams.get('name')).toBe(
      'Sharma Traders',
    );
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(input('Company name').value).toBe('Sharma Traders');
  });

  it('does not overwrite a code the user typed', async () => {
    const mock = api();
    const user = userEvent.setup();
    renderAt('/register');
    await fillStep1(user);
    await waitFor(() => expect(input('Company code').value).toBe('SHARMA-TRADERS'));
    await user.clear(input('Company code'));
    await user.type(input('Company code'), 'MYCODE');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(next());
    expect(input('Company code').value).toBe('MYCODE');
    expect(mock.callsTo('/api/companies/suggest-code')).toHaveLength(1);
  });

  it('checks availability on blur and blocks Next for an edited, taken code', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    api({
      '/api/Companies/company-code-available': (call) => {
        const free = call.url.searchParams.get('code') !== 'TAKEN';
        return held.then(() => json(200, { available: free })) as unknown as Response;
      },
    });
    const user = userEvent.setup();
    renderAt('/register');
    await fillStep1(user);
    await waitFor(() => expect(input('Company code').value).toBe('SHARMA-TRADERS'));
    await user.clear(input('Company code'));
    await user.type(input('Company code'), 'TAKEN');
    await user.tab();
    expect(screen.getByText('Checking availability…')).toBeTruthy();
    release();
    expect(await screen.findByText('Code not available')).toBeTruthy();
    expect(next()).toHaveProperty('disabled', true);
    await user.type(input('Company code'), '2');
    expect(screen.queryByText('Code not available')).toBeNull();
    await user.tab();
    expect(await screen.findByText('Code is available')).toBeTruthy();
    expect(next()).toHaveProperty('disabled', false);
    await user.clear(input('Company code'));
    await user.type(input('Company code'), 'X');
    expect(next()).toHaveProperty('disabled', true);
  });

  it('explains an HTML answer and a failed status from the code calls', async () => {
    api({
      '/api/companies/suggest-code': () => html(),
      '/api/Companies/company-code-available': () => json(503, { title: 'Unavailable' }),
    });
    const user = userEvent.setup();
    renderAt('/register');
    await fillStep1(user);
    expect(
      await screen.findByText('Received HTML instead of code. Check API URL or dev proxy.'),
    ).toBeTruthy();
    await user.type(input('Company code'), 'ABC');
    await user.tab();
    expect(await screen.findByText('Failed to check code availability (503)')).toBeTruthy();
  });

  it('shows the status when the suggestion fails', async () => {
    api({ '/api/companies/suggest-code': () => json(500, {}) });
    const user = userEvent.setup();
    renderAt('/register');
    await fillStep1(user);
    expect(await screen.findByText('Failed to suggest code (500)')).toBeTruthy();
  });

  it('refuses mismatched passwords, then registers and shows the success text', async () => {
    const mock = api();
    const user = userEvent.setup();
    renderAt('/register');
    await user.type(input('Company name'), 'Sharma Traders');
    await user.type(input('GSTIN (optional)'), '27AAPFU0939F1ZV');
    await user.click(next());
    await waitFor(() => expect(input('Company code').value).toBe('SHARMA-TRADERS'));
    await user.click(next());
    expect(await screen.findByText('Step 3 of 3: Credentials')).toBeTruthy();
    await user.type(input('Email'), 'Owner@Sharma.in');
    await user.type(input('Password'), 'secret123');
    await user.type(input('Confirm Password'), 'secret124');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Passwords do not match.')).toBeTruthy();
    expect(mock.callsTo('/api/account/register')).toHaveLength(0);

    await user.clear(input('Confirm Password'));
    await user.type(input('Confirm Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('Registration successful. Please check your email.'),
    ).toBeTruthy();
    expect(mock.callsTo('/api/account/register')[0]!.body).toEqual({
      companyName: 'Sharma Traders',
      companyCode: 'SHARMA-TRADERS',
      email: 'owner@sharma.in',
      password: 'secret123',
      confirmPassword: 'secret123',
      gstin: '27AAPFU0939F1ZV',
    });
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });

  it('shows a safe server error, or the fallback for an unsafe one', async () => {
    let body: unknown = { title: 'Conflict', detail: 'This company code is already registered.' };
    api({ '/api/account/register': () => json(409, body) });
    const user = userEvent.setup();
    renderAt('/register');
    await fillStep1(user);
    await waitFor(() => expect(input('Company code').value).toBe('SHARMA-TRADERS'));
    await user.click(next());
    await user.type(input('Email'), 'owner@sharma.in');
    await user.type(input('Password'), 'secret123');
    await user.type(input('Confirm Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('This company code is already registered.')).toBeTruthy();
    body = { title: 'Error', detail: 'DbUpdateException: see stack trace' };
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Failed to register.')).toBeTruthy();
  });

  it('opens the Privacy Policy and closes it on Escape, returning focus', async () => {
    api();
    const user = userEvent.setup();
    renderAt('/register');
    const opener = screen.getByRole('button', { name: 'Privacy Policy' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Privacy Policy' });
    expect(dialog.textContent).toContain('We do not sell');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    // Focus goes back to the opener once the dialog has closed.
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('links to login and switches to resend verification in place', async () => {
    api();
    const user = userEvent.setup();
    renderAt('/register');
    expect(screen.getByRole('link', { name: 'Login here' }).getAttribute('href')).toBe('/login');
    await user.click(screen.getByRole('button', { name: 'Resend verification' }));
    expect(screen.getByRole('heading', { name: 'Resend verification email' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/register');
  });
});
