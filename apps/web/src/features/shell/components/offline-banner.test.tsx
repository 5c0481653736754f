import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { json, mockFetch, signInAs } from '../../../test/fetch-mock.ts';
import { api } from '../../../api/client.ts';
import { OfflineBanner } from './offline-banner.tsx';

describe('offline banner', () => {
  it('says so when the network drops and while a save waits, and goes once all is sent', async () => {
    signInAs(['Admin']);
    let network = true;
    mockFetch(() => {
      if (!network) throw new TypeError('Failed to fetch');
      return json(201, { id: 1 });
    });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).toBeNull();

    network = false;
    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('status').textContent).toBe(
      'You are offline. What you type stays on screen; bills and expenses you save wait and are sent when the connection is back.',
    );

    const saved = api.post('/expenses', {}, { holdWhenOffline: true });
    expect(
      await screen.findByText('Waiting for the connection… 1 save will be sent when it is back.'),
    ).toBeTruthy();

    network = true;
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await act(async () => void (await saved));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
