import { afterEach, describe, expect, it, vi } from 'vitest';

const get = vi.fn((path: string) => Promise.resolve({ path, n: get.mock.calls.length }));
vi.mock('./client.ts', () => ({ api: { get } }));
const { earlyGet, startGet } = await import('./early-get.ts');

afterEach(() => {
  get.mockClear();
  vi.useRealTimers();
});

describe('earlyGet', () => {
  it('hands over the answer of a GET started early, once', async () => {
    startGet('/companysettings');
    expect(get).toHaveBeenCalledTimes(1);
    expect(await earlyGet('/companysettings')).toEqual({ path: '/companysettings', n: 1 });
    expect(get).toHaveBeenCalledTimes(1);
    // The next ask is a new request.
    expect(await earlyGet('/companysettings')).toEqual({ path: '/companysettings', n: 2 });
  });

  it('asks the server again when the early answer is no longer fresh', async () => {
    vi.useFakeTimers();
    startGet('/transactions/autocomplete');
    vi.advanceTimersByTime(30_000);
    await earlyGet('/transactions/autocomplete');
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('leaves a failed early GET to the screen, which sees the failure', async () => {
    get.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    startGet('/companysettings');
    await expect(earlyGet('/companysettings')).rejects.toThrow('offline');
  });
});
