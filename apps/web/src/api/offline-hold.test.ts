import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, signInAs } from '../test/fetch-mock.ts';
import { api } from './client.ts';
import { heldSaves } from './offline-hold.ts';

function goOffline() {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  window.dispatchEvent(new Event('offline'));
  return () => {
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
  };
}

afterEach(() => vi.useRealTimers());

describe('a save held while offline', () => {
  it('waits for the connection and sends the same request, with the same key, once it is back', async () => {
    signInAs(['Admin']);
    let network = false;
    const mock = mockFetch((call) => {
      if (!network) throw new TypeError('Failed to fetch');
      return json(201, { id: 7, key: call.headers['idempotency-key'] });
    });
    const backOnline = goOffline();
    const saved = api.post<{ id: number }>('/expenses', { amount: 20 }, { holdWhenOffline: true });
    // Offline already: nothing is sent, the save waits and is counted.
    await vi.waitFor(() => expect(heldSaves()).toBe(1));
    expect(mock.calls).toHaveLength(0);

    // The browser says online, but the first attempt still meets a dead network.
    backOnline();
    await vi.waitFor(() => expect(mock.calls).toHaveLength(1));
    expect(heldSaves()).toBe(1);
    network = true;
    window.dispatchEvent(new Event('online'));
    expect(await saved).toMatchObject({ id: 7 });
    expect(heldSaves()).toBe(0);
    const keys = mock.calls.map((c) => c.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('gives each new save its own key, and leaves other requests alone', async () => {
    signInAs(['Admin']);
    const mock = mockFetch(() => json(201, { id: 1 }));
    await api.post('/transactions', {}, { holdWhenOffline: true });
    await api.post('/transactions', {}, { holdWhenOffline: true });
    await api.post('/customers', {});
    const keys = mock.calls.map((c) => c.headers['idempotency-key']);
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys[2]).toBeUndefined();
  });

  it('fails at once without the hold, as before', async () => {
    signInAs(['Admin']);
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api.post('/customers', {})).rejects.toBeInstanceOf(TypeError);
    expect(heldSaves()).toBe(0);
  });

  it('asks again while the server is still saving the first copy, by the reply code', async () => {
    signInAs(['Admin']);
    let calls = 0;
    mockFetch(() =>
      ++calls === 1
        ? json(409, {
            title: 'सेव जारी है',
            detail: 'कृपया थोड़ा रुकें।',
            code: 'save_in_progress',
          })
        : json(201, { id: 3 }),
    );
    expect(await api.post('/expenses', {}, { holdWhenOffline: true })).toEqual({ id: 3 });
    expect(calls).toBe(2);
  });

  it('knows the answer in another language by its retryAfterSeconds', async () => {
    signInAs(['Admin']);
    let calls = 0;
    mockFetch(() =>
      ++calls === 1
        ? json(409, { title: 'सेव जारी है', detail: 'कृपया थोड़ा रुकें।', retryAfterSeconds: 2 })
        : json(201, { id: 4 }),
    );
    expect(await api.post('/expenses', {}, { holdWhenOffline: true })).toEqual({ id: 4 });
    expect(calls).toBe(2);
  });

  it('does not hold another conflict, whatever its words', async () => {
    signInAs(['Admin']);
    mockFetch(() => json(409, { title: 'Save in progress', detail: 'x', code: 'conflict' }));
    await expect(api.post('/expenses', {}, { holdWhenOffline: true })).rejects.toMatchObject({
      status: 409,
    });
  });
});
