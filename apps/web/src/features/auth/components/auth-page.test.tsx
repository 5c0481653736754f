import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeJwt, json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderAt } from '../../../test/render-app.tsx';

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('login, forgot password and resend verification', () => {
  it('signs in, stores the tokens and opens the dashboard', async () => {
    const token = fakeJwt({ sub: 'u1', email: 'ravi@example.com', roles: ['Admin'] });
    const mock = mockFetch((call) => {
      if (call.url.pathname === '/api/account/login') {
        return json(200, { accessToken: token, refreshToken: 'r1', expiresIn: 900 });
      }
      if (call.url.pathname === '/version.json') return json(200, { version: '1.0.0' });
      return undefined;
    });
    const user = userEvent.setup();
    renderAt('/login?email=ravi%40example.com');
    await user.type(input('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/dashboard');
    expect(localStorage.getItem('accessToken')).toBe(token);
    expect(localStorage.getItem('refreshToken')).toBe('r1');
    expect(mock.callsTo('/api/account/login')[0]!.body).toEqual({
      email: 'ravi@example.com',
      password: 'secret123',
    });
  });

  it('offers to resend verification when the email is not confirmed', async () => {
    const mock = mockFetch((call) => {
      if (call.url.pathname === '/api/account/login') {
        return json(403, {
          title: 'Forbidden',
          detail: 'Please confirm your email before logging in.',
          code: 'email_not_confirmed',
        });
      }
      if (call.url.pathname === '/api/account/resend-verification-email') {
        return json(200, { message: 'A new verification link has been sent.' });
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderAt('/login');
    await user.type(input('Email'), 'ravi@example.com');
    await user.type(input('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(/Please confirm your email before logging in\./)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(screen.getByRole('heading', { name: 'Resend verification email' })).toBeTruthy();
    expect(input('Email').value).toBe('ravi@example.com');
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('A new verification link has been sent.')).toBeTruthy();
    expect(mock.callsTo('/api/account/resend-verification-email')[0]!.body).toEqual({
      email: 'ravi@example.com',
    });
  });

  it("decides by the reply's code, whatever the words say (issue 39)", async () => {
    let reply = {
      title: 'अनुमति नहीं',
      detail: 'लॉग इन करने से पहले कृपया अपने ईमेल की पुष्टि करें।',
      code: 'email_not_confirmed',
    };
    mockFetch(() => json(403, reply));
    const user = userEvent.setup();
    renderAt('/login');
    await user.type(input('Email'), 'ravi@example.com');
    await user.type(input('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(/कृपया अपने ईमेल की पुष्टि करें/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend verification email' })).toBeTruthy();

    // Another refusal that happens to mention the confirmation: no resend link.
    reply = {
      title: 'Forbidden',
      detail: 'Please confirm your email with your administrator.',
      code: 'forbidden',
    };
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(/with your administrator/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).toBeNull();
  });

  it('shows no resend link for a wrong password', async () => {
    mockFetch(() => json(401, { title: 'Unauthorized', detail: 'Invalid email or password.' }));
    const user = userEvent.setup();
    renderAt('/login');
    await user.type(input('Email'), 'ravi@example.com');
    await user.type(input('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Invalid email or password.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).toBeNull();
  });

  it('switches to forgot password in place and shows the fallback on failure', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const user = userEvent.setup();
    renderAt('/login');
    await user.type(input('Email'), 'ravi@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('heading', { name: 'Forgot password' })).toBeTruthy();
    expect(input('Email').value).toBe('ravi@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Unable to send reset link. Please try again.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });

  it('resets the password and returns to login with the email', async () => {
    const mock = mockFetch(() => json(200, { message: 'Your password has been changed.' }));
    const user = userEvent.setup();
    renderAt('/reset-password?email=ravi%40example.com&token=tok');
    await user.type(input('New password'), 'newpass123');
    await user.type(input('Confirm new password'), 'newpass124');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Passwords do not match.')).toBeTruthy();
    await user.clear(input('Confirm new password'));
    await user.type(input('Confirm new password'), 'newpass123');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/login?email=ravi%40example.com');
    expect(mock.calls[0]!.body).toEqual({
      email: 'ravi@example.com',
      token: 'tok',
      password: 'newpass123',
    });
  });
});
