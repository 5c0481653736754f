import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderAt } from '../../../test/render-app.tsx';

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const URL_WITH_INVITE = '/accept-invite?email=meera%40example.com&token=inv-1';

describe('accept invitation', () => {
  it('checks the passwords match, then activates and goes to login with the email', async () => {
    const mock = mockFetch(() => json(200, { message: 'Your account has been activated.' }));
    const user = userEvent.setup();
    renderAt(URL_WITH_INVITE);
    await user.type(input('Password'), 'welcome123');
    await user.type(input('Confirm Password'), 'welcome12');
    await user.click(screen.getByRole('button', { name: 'Accept Invitation' }));
    expect(await screen.findByText('Passwords do not match.')).toBeTruthy();
    expect(mock.calls).toHaveLength(0);
    await user.type(input('Confirm Password'), '3');
    await user.click(screen.getByRole('button', { name: 'Accept Invitation' }));
    expect(await screen.findByText('Your account has been activated.')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/login?email=meera%40example.com');
    expect(input('Email').value).toBe('meera@example.com');
    expect(mock.calls[0]!.body).toEqual({
      email: 'meera@example.com',
      token: 'inv-1',
      password: 'welcome123',
      confirmPassword: 'welcome123',
    });
  });

  it('falls back to the spec text when the server message is not safe to show', async () => {
    mockFetch(() => json(400, { title: '<b>Bad</b> token, see https://example.com' }));
    const user = userEvent.setup();
    renderAt(URL_WITH_INVITE);
    await user.type(input('Password'), 'welcome123');
    await user.type(input('Confirm Password'), 'welcome123');
    await user.click(screen.getByRole('button', { name: 'Accept Invitation' }));
    expect(await screen.findByText('Failed to accept invitation.')).toBeTruthy();
  });
});
