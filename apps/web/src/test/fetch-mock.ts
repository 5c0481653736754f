import { vi } from 'vitest';

export interface Call {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: unknown;
}

export type Handler = (call: Call) => Response | Promise<Response> | undefined;

export function json(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  if (status === 204) return new Response(null, { status });
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

export function html(status = 200): Response {
  return new Response('<!doctype html><html><body>app</body></html>', {
    status,
    headers: { 'content-type': 'text/html' },
  });
}

/**
 * Replaces global fetch. The handler answers by method and path; an unanswered call fails
 * the test loudly with a 599 so a missing mock is visible.
 */
export function mockFetch(handler: Handler) {
  const calls: Call[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = Object.fromEntries(
      Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [
        k.toLowerCase(),
        v,
      ]),
    );
    // A JSON body is parsed; an upload's FormData is kept as it is.
    const body =
      typeof init.body === 'string'
        ? (JSON.parse(init.body) as unknown)
        : init.body instanceof FormData
          ? init.body
          : undefined;
    const call: Call = { method: init.method ?? 'GET', url, headers, body };
    calls.push(call);
    const res = await handler(call);
    return res ?? json(599, { title: `No mock for ${call.method} ${url.pathname}` });
  });
  vi.stubGlobal('fetch', fn);
  return { fn, calls, callsTo: (path: string) => calls.filter((c) => c.url.pathname === path) };
}

function base64Url(s: string): string {
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT with the given claims (the web never verifies signatures). */
export function fakeJwt(claims: Record<string, unknown>): string {
  return `${base64Url('{"alg":"HS256","typ":"JWT"}')}.${base64Url(JSON.stringify(claims))}.sig`;
}

export function signInAs(roles: string[], email = 'owner@example.com'): void {
  localStorage.setItem('accessToken', fakeJwt({ sub: 'u1', email, companyId: 'c1', roles }));
  localStorage.setItem('refreshToken', 'refresh-1');
}
