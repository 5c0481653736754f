// The light sign-in page: login.html's body with sign-in.ts, at /login, against a mocked API.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { fakeJwt, json, mockFetch } from '../test/fetch-mock.ts';

const page = readFileSync(path.resolve(import.meta.dirname, '../../login.html'), 'utf8');
const body = page.slice(page.indexOf('<body>') + 6, page.indexOf('<script'));
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function open(url: string) {
  history.replaceState(null, '', url);
  document.body.innerHTML = body;
  vi.resetModules();
  await import('./sign-in.ts');
}

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('the light sign-in page', () => {
  it('cannot be sent natively before its script runs (no password in an address)', () => {
    document.body.innerHTML = body;
    for (const form of document.querySelectorAll('form')) {
      expect(form.method).toBe('post');
      expect(form.querySelector<HTMLButtonElement>('button[type=submit]')!.disabled).toBe(true);
    }
  });

  it('prefills ?email=, notes ?confirmed=1 and checks the fields before sending', async () => {
    const mock = mockFetch(() => undefined);
    await open('/login?email=Ravi%40example.com&confirmed=1');
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'Your email is confirmed. You can log in now.',
    );
    expect(input('Email').value).toBe('Ravi@example.com');
    expect(document.activeElement).toBe(input('Password'));
    const user = userEvent.setup();
    await user.clear(input('Email'));
    await user.type(input('Email'), 'ravi@');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('Please enter your password.')).toBeTruthy();
    expect(input('Email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('Email'));
    await user.type(input('Email'), 'example.com');
    expect(screen.queryByText('Enter a valid email address.')).toBeNull();
    expect(mock.calls).toEqual([]);
  });

  it('signs in with the trimmed, lower-cased email and stores the tokens', async () => {
    const token = fakeJwt({ sub: 'u1', email: 'ravi@example.com', roles: ['Admin'] });
    const mock = mockFetch(() => json(200, { accessToken: token, refreshToken: 'r1' }));
    await open('/login');
    const user = userEvent.setup();
    await user.type(input('Email'), ' Ravi@Example.com ');
    await user.type(input('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() => expect(localStorage.getItem('accessToken')).toBe(token));
    expect(localStorage.getItem('refreshToken')).toBe('r1');
    expect(mock.callsTo('/api/account/login')[0]!.body).toEqual({
      email: 'ravi@example.com',
      password: 'secret123',
    });
  });

  it('shows the server message, and the resend link only for an unconfirmed email', async () => {
    const mock = mockFetch((call) => {
      if (call.url.pathname === '/api/account/resend-verification-email') {
        return json(200, { message: 'A new verification link has been sent.' });
      }
      const body = call.body as { password: string };
      return body.password === 'wrong'
        ? json(401, { title: 'Unauthorized', detail: 'Invalid email or password.' })
        : json(403, {
            title: 'Forbidden',
            detail: 'Please confirm your email before logging in.',
            code: 'email_not_confirmed',
          });
    });
    await open('/login');
    const user = userEvent.setup();
    await user.type(input('Email'), 'ravi@example.com');
    await user.type(input('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password.');
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).toBeNull();

    await user.type(input('Password'), '2');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByText(/Please confirm your email before logging in\./);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(screen.getByRole('heading', { name: 'Resend verification email' })).toBeTruthy();
    expect(input('Email').value).toBe('ravi@example.com');
    expect(screen.queryByLabelText('Password')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('A new verification link has been sent.')).toBeTruthy();
    expect(mock.callsTo('/api/account/resend-verification-email')[0]!.body).toEqual({
      email: 'ravi@example.com',
    });
  });

  it('switches to forgot password in place, shows the fallback on failure, and back', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await open('/login');
    const user = userEvent.setup();
    await user.type(input('Email'), 'ravi@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('heading', { name: 'Forgot password' })).toBeTruthy();
    expect(
      screen.getByText('Enter your account email and we will send a link to set a new password.'),
    ).toBeTruthy();
    expect(input('Email').value).toBe('ravi@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Unable to send reset link. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(input('Email').value).toBe('ravi@example.com');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(location.pathname).toBe('/login');
  });

  it('speaks the language chosen on this device, and switches in place', async () => {
    localStorage.setItem('hisaab.language', 'hi');
    mockFetch(() => undefined);
    await open('/login?confirmed=1');
    expect(await screen.findByRole('heading', { name: 'लॉग इन करें' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(screen.getByRole('status').textContent).toBe(
      'आपका ईमेल पक्का हो गया है। अब आप लॉग इन कर सकते हैं।',
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'लॉग इन करें' }));
    expect(screen.getByText('सही ईमेल पता डालें।')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('भाषा'), 'en');
    await screen.findByRole('heading', { name: 'Log in' });
    expect(screen.getByText('Enter a valid email address.')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(localStorage.getItem('hisaab.language')).toBe('en');
  });
});
