import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { applyLanguage } from '../i18n/i18n.ts';
import { AppCrash } from './routes.tsx';

afterEach(() => applyLanguage('en'));

describe('the last-resort crash screen', () => {
  it('says what happened with a link back, in English and in Hindi', async () => {
    const { unmount } = render(<AppCrash />);
    expect(screen.getByRole('alert').textContent).toBe(
      'Hisaab ran into a problem.A bill you were typing is kept as a draft on its screen. Open the dashboard again.',
    );
    expect(
      screen.getByRole('link', { name: 'Open the dashboard again' }).getAttribute('href'),
    ).toBe('/dashboard');
    unmount();
    await applyLanguage('hi');
    render(<AppCrash />);
    expect(screen.getByRole('link', { name: 'डैशबोर्ड फिर खोलें' }).getAttribute('href')).toBe(
      '/dashboard',
    );
  });
});
