import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { json, mockFetch, signInAs } from '../../../test/fetch-mock.ts';
import { renderAt } from '../../../test/render-app.tsx';

const location = () => screen.getByTestId('location').textContent;

function shell() {
  mockFetch((call) =>
    call.url.pathname === '/version.json' ? json(200, { version: '1.0.0' }) : undefined,
  );
}

describe('app shortcuts', () => {
  it('opens the new-document screens from anywhere, and the help sheet with ?', async () => {
    signInAs(['Manager']);
    shell();
    renderAt('/projects');
    await screen.findByText('Projects page placeholder.');
    fireEvent.keyDown(document.body, { key: 'o', code: 'KeyO', altKey: true });
    await waitFor(() => expect(location()).toBe('/invoice?mode=paymentmade'));
    fireEvent.keyDown(document.body, { key: 'x', code: 'KeyX', altKey: true });
    await waitFor(() => expect(location()).toBe('/expense'));
    fireEvent.keyDown(document.body, { key: '?', shiftKey: true });
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeTruthy();
  });

  it('gives an Auditor no new-bill keys (the dashboard hides those buttons too)', async () => {
    signInAs(['Auditor']);
    shell();
    renderAt('/projects');
    await screen.findByText('Projects page placeholder.');
    fireEvent.keyDown(document.body, { key: 'n', code: 'KeyN', altKey: true });
    // The same key opens a sale for a Manager within a tick or two (above); give it time.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(location()).toBe('/projects');
  });
});
