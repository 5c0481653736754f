import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../test/fetch-mock.ts';
import { ApiError, displayMessage } from './api-error.ts';
import { api, setSignedOutHandler } from './client.ts';
import { getAccessToken, getRefreshToken, setTokens } from './tokens.ts';

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('api client', () => {
  beforeEach(() => {
    window.__HISAAB_CONFIG__ = undefined;
    window.__hisaabEarly = undefined;
  });

  it('merges identical concurrent GETs into one request', async () => {
    const gate = deferred<void>();
    const mock = mockFetch(async () => {
      await gate.promise;
      return json(200, { n: 1 });
    });
    const a = api.get('/items', { query: { q: 'rice' } });
    const b = api.get('/items', { query: { q: 'rice' } });
    const c = api.get('/items', { query: { q: 'dal' } });
    gate.resolve();
    expect(await Promise.all([a, b, c])).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }]);
    expect(mock.fn).toHaveBeenCalledTimes(2);
    // Once settled, the same GET goes to the network again.
    await api.get('/items', { query: { q: 'rice' } });
    expect(mock.fn).toHaveBeenCalledTimes(3);
  });

  it('takes the answer early-start.ts began for a GET once, with the same token, while fresh', async () => {
    setTokens({ accessToken: 'tok-e', refreshToken: 'ref-e' });
    const mock = mockFetch(() => json(200, { from: 'server' }));
    const url = `${location.origin}/api/dashboard?date=2026-11-24`;
    const early = (token: string, at = Date.now()) => ({
      token,
      at,
      response: Promise.resolve(json(200, { from: 'early' })),
    });
    window.__hisaabEarly = new Map([[url, early('tok-e')]]);
    const ask = () => api.get('/dashboard', { query: { date: '2026-11-24', after: null } });
    expect(await ask()).toEqual({ from: 'early' });
    expect(mock.fn).not.toHaveBeenCalled();
    // Once only: the next ask goes to the server.
    expect(await ask()).toEqual({ from: 'server' });
    // Not with another token (signed out and in as someone else), nor after 30 s.
    window.__hisaabEarly = new Map([[url, early('tok-other')]]);
    expect(await ask()).toEqual({ from: 'server' });
    window.__hisaabEarly = new Map([[url, early('tok-e', Date.now() - 30_000)]]);
    expect(await ask()).toEqual({ from: 'server' });
    expect(mock.fn).toHaveBeenCalledTimes(3);
  });

  it('refreshes an expired token when the early answer was a 401, and asks again', async () => {
    setTokens({ accessToken: 'stale', refreshToken: 'ref-s' });
    const mock = mockFetch((call) =>
      call.url.pathname === '/api/account/refresh-token'
        ? json(200, { accessToken: 'fresh', refreshToken: 'ref-f', expiresIn: 900 })
        : json(200, { auth: call.headers['authorization'] }),
    );
    const url = `${location.origin}/api/companysettings`;
    window.__hisaabEarly = new Map([
      [
        url,
        {
          token: 'stale',
          at: Date.now(),
          response: Promise.resolve(json(401, { title: 'Unauthorized' })),
        },
      ],
    ]);
    expect(await api.get('/companysettings')).toEqual({ auth: 'Bearer fresh' });
    expect(mock.calls.map((c) => c.url.pathname)).toEqual([
      '/api/account/refresh-token',
      '/api/companysettings',
    ]);
  });

  it('sends the bearer token and JSON, uses the runtime base path, and maps 204 to null', async () => {
    window.__HISAAB_CONFIG__ = { apiBase: 'https://books.example.in/api/' };
    setTokens({ accessToken: 'tok-a', refreshToken: 'ref-a' });
    const mock = mockFetch(() => json(204, null));
    expect(await api.post('/things', { name: 'Rice' })).toBeNull();
    const call = mock.calls[0]!;
    expect(call.url.href).toBe('https://books.example.in/api/things');
    expect(call.headers['authorization']).toBe('Bearer tok-a');
    expect(call.headers['content-type']).toBe('application/json');
    expect(call.body).toEqual({ name: 'Rice' });
  });

  it('refreshes once on 401 and retries every waiting request with the new token', async () => {
    setTokens({ accessToken: 'old', refreshToken: 'ref-old' });
    const refreshGate = deferred<void>();
    const mock = mockFetch(async (call) => {
      if (call.url.pathname === '/api/account/refresh-token') {
        await refreshGate.promise;
        return json(200, { accessToken: 'new', refreshToken: 'ref-new', expiresIn: 900 });
      }
      const auth = call.headers['authorization'];
      return auth === 'Bearer new'
        ? json(200, { path: call.url.pathname })
        : json(401, { title: 'Unauthorized' });
    });
    const results = Promise.all([api.get('/a'), api.get('/b'), api.post('/c', {})]);
    await vi.waitFor(() => expect(mock.callsTo('/api/account/refresh-token')).toHaveLength(1));
    refreshGate.resolve();
    expect(await results).toEqual([{ path: '/api/a' }, { path: '/api/b' }, { path: '/api/c' }]);
    expect(mock.callsTo('/api/account/refresh-token')).toHaveLength(1);
    expect(mock.callsTo('/api/account/refresh-token')[0]!.body).toEqual({
      accessToken: 'old',
      refreshToken: 'ref-old',
    });
    expect(getAccessToken()).toBe('new');
    expect(getRefreshToken()).toBe('ref-new');
  });

  it('clears the tokens and signs out when the refresh fails', async () => {
    setTokens({ accessToken: 'old', refreshToken: 'ref-old' });
    const signedOut = vi.fn();
    setSignedOutHandler(signedOut);
    const mock = mockFetch((call) =>
      call.url.pathname === '/api/account/refresh-token'
        ? json(401, { title: 'Invalid refresh token' })
        : json(401, { title: 'Unauthorized' }),
    );
    const [a, b] = await Promise.allSettled([api.get('/a'), api.get('/b')]);
    expect(a.status).toBe('rejected');
    expect(b.status).toBe('rejected');
    expect(mock.callsTo('/api/account/refresh-token')).toHaveLength(1);
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(signedOut).toHaveBeenCalledTimes(1);
  });

  it('does not try to refresh for anonymous calls such as a wrong password', async () => {
    const mock = mockFetch(() =>
      json(401, { title: 'Unauthorized', detail: 'Invalid email or password.' }),
    );
    const err = await api
      .post('/account/login', { email: 'a@b.in', password: 'x' }, { anonymous: true })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(401);
    expect((err as ApiError).message).toBe('Invalid email or password.');
    expect(mock.calls).toHaveLength(1);
  });

  it('builds error messages and details from the body (spec section 8)', async () => {
    mockFetch((call) =>
      call.url.pathname === '/api/bad'
        ? json(400, {
            title: 'Validation failed',
            errors: { email: ['Enter a valid email address.'] },
          })
        : new Response('', { status: 500 }),
    );
    const bad = (await api.post('/bad', {}).catch((e: unknown) => e)) as ApiError;
    expect(bad.status).toBe(400);
    expect(bad.details).toEqual(['Enter a valid email address.']);
    expect(bad.message).toBe('Enter a valid email address.');
    const empty = (await api.get('/empty').catch((e: unknown) => e)) as ApiError;
    expect(empty.message).toBe('HTTP error! status: 500');
  });

  it('displays a server message only when it is safe', () => {
    expect(
      displayMessage(new ApiError(409, 'Company code already taken.'), 'Failed to register.'),
    ).toBe('Company code already taken.');
    const leaky = new ApiError(500, 'System.NullReferenceException at Foo.Bar() in https://x.io');
    expect(displayMessage(leaky, 'Failed to register.')).toBe('Failed to register.');
    expect(displayMessage(new TypeError('Failed to fetch'), 'Failed to register.')).toBe(
      'Failed to register.',
    );
  });
  it.each([
    [403, 'Forbidden', 'Only an owner can change roles.'],
    [401, 'Unauthorized', 'Please log in again.'],
    [409, 'Conflict', 'A customer with this name already exists.'],
  ])(
    'shows the server message alone on %i, not the status title',
    async (status, title, detail) => {
      mockFetch(() => json(status, { title, detail }));
      const error = await api
        .post('/anonymous-thing', {}, { anonymous: true })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).message).toBe(detail);
      expect(displayMessage(error, 'Failed to save')).toBe(detail);
    },
  );
});
