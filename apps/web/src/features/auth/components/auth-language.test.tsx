// Issue 28: the pages before sign-in offer the language choice and speak it, client-side
// validation included; the choice is kept on this device.
import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyLanguage, loadScreenTexts } from '../../../i18n/i18n.ts';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderAt } from '../../../test/render-app.tsx';

afterEach(() => applyLanguage('en'));

describe('the auth pages in Hindi', () => {
  it('switches with the language choice, and a Hindi reader offered to confirm gets the resend link', async () => {
    mockFetch((call) => {
      if (call.url.pathname === '/api/account/login') {
        return json(403, {
          title: 'मना है',
          detail: 'कृपया लॉग इन से पहले अपना ईमेल पक्का करें।',
          code: 'email_not_confirmed',
        });
      }
      return undefined;
    });
    const user = userEvent.setup();
    await loadScreenTexts(); // as the signed-out pages' loader does (app/routes.tsx)
    renderAt('/login');
    await user.selectOptions(screen.getByLabelText('Language'), 'hi');
    expect(await screen.findByRole('heading', { name: 'लॉग इन करें' })).toBeTruthy();
    expect(localStorage.getItem('hisaab.language')).toBe('hi');
    await user.click(screen.getByRole('button', { name: 'लॉग इन करें' }));
    expect(await screen.findByText('सही ईमेल पता डालें।')).toBeTruthy();
    await user.type(screen.getByLabelText('ईमेल'), 'ravi@example.com');
    await user.type(screen.getByLabelText('पासवर्ड'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'लॉग इन करें' }));
    expect(await screen.findByText(/अपना ईमेल पक्का करें/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'पुष्टि ईमेल फिर भेजें' })).toBeTruthy();
  });

  it('shows the register wizard in Hindi', async () => {
    await applyLanguage('hi');
    await loadScreenTexts(); // as the screen's loader does (app/lazy-screens.ts)
    renderAt('/register');
    expect(await screen.findByRole('heading', { name: 'अपनी कंपनी रजिस्टर करें' })).toBeTruthy();
    expect(screen.getByText('चरण 1 / 3: प्लान और कंपनी')).toBeTruthy();
    expect(screen.getByLabelText('कंपनी का नाम')).toBeTruthy();
  });

  it('shows the reset password page in Hindi, the email inside the sentence', async () => {
    await applyLanguage('hi');
    await loadScreenTexts(); // as the screen's loader does (app/lazy-screens.ts)
    renderAt('/reset-password?email=ravi%40example.com&token=abc');
    expect(await screen.findByRole('heading', { name: 'पासवर्ड रीसेट करें' })).toBeTruthy();
    const line = screen.getByText('ravi@example.com').parentElement!;
    expect(line.textContent).toBe('ravi@example.com के लिए नया पासवर्ड चुनें।');
  });
});
