// The one fetch client (spec sections 4 and 7): base path, bearer token, JSON, merged GETs,
// a single refresh on 401 that waiting requests share, sign-out when the refresh fails.
import { storedLanguage } from '../i18n/stored-language.ts';
import { buildErrorMessage, errorDetails } from '@hisaab/shared/messages';
import type { SessionReply } from '@hisaab/shared/replies/accounts';
import type { RefreshTokenInput } from '@hisaab/shared/schemas/auth';
import { readBody, readReply } from './anonymous.ts';
import { ApiError } from './api-error.ts';
import { apiBase } from './config.ts';
import { newIdempotencyKey, sendHeld } from './offline-hold.ts';
import { clearTokens, getAccessToken, getRefreshToken, setTokens } from './tokens.ts';

export interface RequestOptions {
  /** Overrides the API base, e.g. '' for /version.json served beside the app. */
  baseUrl?: string;
  /** Query parameters; empty values are left out. */
  query?: Record<string, string | number | boolean | null | undefined>;
  /** Send no bearer token and never refresh (login, register, public calls). */
  anonymous?: boolean;
  /**
   * A save that must not be lost to a dropped connection (offline-hold.ts): a POST carries an
   * Idempotency-Key, and a network failure holds the request until the browser is online.
   */
  holdWhenOffline?: boolean;
  /** The version the edit or delete is based on, sent as If-Match (issue 37: older is a 409). */
  ifMatch?: number | null;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

let onSignedOut: () => void = () => window.location.assign('/');

/** The app routes sign-out through its router instead of a full page load. */
export function setSignedOutHandler(handler: () => void): void {
  onSignedOut = handler;
}

const inFlightGets = new Map<string, Promise<unknown>>();
let refreshing: Promise<string> | null = null;

function buildUrl(path: string, options: RequestOptions): string {
  const base = options.baseUrl ?? apiBase();
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(options.query ?? {})) {
    if (v === undefined || v === null || v === '') continue;
    params.set(k, String(v));
  }
  const qs = params.toString();
  return `${base}${path}${qs ? `?${qs}` : ''}`;
}

function send(
  method: Method,
  url: string,
  body: unknown,
  token: string | null,
  idempotencyKey: string | null = null,
  ifMatch: number | null = null,
) {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    // Server messages come back in the language the user reads (issue 28).
    'Accept-Language': storedLanguage(),
  };
  // A FormData body (an upload) sets its own multipart Content-Type with the boundary.
  const form = body instanceof FormData;
  if (body !== undefined && !form) headers['Content-Type'] = 'application/json';
  if (token) headers['Authorization'] = `Bearer ${token}`;
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  if (ifMatch !== null) headers['If-Match'] = `"${ifMatch}"`;
  return fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
  });
}

/** Ends the session in the browser: tokens go, and the app returns to its root page. */
export function signOut(): void {
  clearTokens();
  onSignedOut();
}

/** Starts the refresh, or joins the one already running. Resolves with the new access token. */
function refreshAccessToken(): Promise<string> {
  if (refreshing) return refreshing;
  refreshing = (async () => {
    const refreshToken = getRefreshToken();
    if (!refreshToken) throw new ApiError(401, 'No refresh token available.');
    const res = await send(
      'POST',
      buildUrl('/account/refresh-token', {}),
      { accessToken: getAccessToken() ?? '', refreshToken } satisfies RefreshTokenInput,
      null,
    );
    const body = await readBody(res);
    if (!res.ok)
      throw new ApiError(res.status, buildErrorMessage(res.status, body), errorDetails(body), body);
    // The session reply (replies/accounts.ts), checked by hand: zod stays out of the first load.
    const tokens = body as Partial<Record<keyof SessionReply, unknown>> | null;
    if (typeof tokens?.accessToken !== 'string' || typeof tokens.refreshToken !== 'string') {
      throw new ApiError(401, 'No refresh token available.');
    }
    setTokens({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
    return tokens.accessToken;
  })();
  refreshing
    // Signed out when the refresh is refused, not when the network is down (the typed bill stays).
    .catch((error: unknown) => {
      if (!(error instanceof TypeError)) signOut();
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

async function perform(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions,
  raw = false,
) {
  const url = buildUrl(path, options);
  const anonymous = options.anonymous === true;
  // A request started during a refresh waits for it rather than spending the old token.
  if (!anonymous && refreshing) await refreshing.catch(() => undefined);
  const token = anonymous ? null : getAccessToken();
  // One key for every attempt of this save: the server answers a repeat with the first result.
  const key = options.holdWhenOffline && method === 'POST' ? newIdempotencyKey() : null;
  const ifMatch = options.ifMatch ?? null;
  const transmit = (bearer: string | null) =>
    options.holdWhenOffline
      ? sendHeld(() => send(method, url, body, bearer, key, ifMatch))
      : send(method, url, body, bearer, key, ifMatch);
  const early = method === 'GET' && !anonymous ? takeEarly(url, token) : null;
  // An early request that failed on the network is sent again, as if it had not been made.
  let res = early ? await early.catch(() => transmit(token)) : await transmit(token);
  if (res.status === 401 && token) {
    // Another request may have refreshed already while this one was on the wire.
    const current = getAccessToken();
    const fresh = current && current !== token ? current : await refreshAccessToken();
    res = await transmit(fresh);
  }
  if (raw && res.ok && res.status !== 204) return res; // a file: the caller reads the blob
  return readReply(res);
}

/** How long an early answer (early-start.ts) may stand in for a request: the query client's stale time. */
const EARLY_FRESH_MS = 30_000;

/**
 * The answer early-start.ts began for this GET before the app's code had arrived, taken once:
 * only with the same token and while fresh, else null (the request is sent now).
 */
function takeEarly(url: string, token: string | null): Promise<Response> | null {
  const early = window.__hisaabEarly?.get(url);
  if (!early) return null;
  window.__hisaabEarly!.delete(url);
  return early.token === token && Date.now() - early.at < EARLY_FRESH_MS ? early.response : null;
}

/** Identical GETs in flight at the same time share one request. */
function get<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const key = `${options.anonymous ? 'anon' : 'auth'} ${buildUrl(path, options)}`;
  const existing = inFlightGets.get(key);
  if (existing) return existing as Promise<T>;
  const promise = perform('GET', path, undefined, options).finally(() => inFlightGets.delete(key));
  inFlightGets.set(key, promise);
  return promise as Promise<T>;
}

export const api = {
  get,
  post: <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
    perform('POST', path, body ?? {}, options) as Promise<T>,
  put: <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
    perform('PUT', path, body ?? {}, options) as Promise<T>,
  delete: <T>(path: string, options: RequestOptions = {}) =>
    perform('DELETE', path, undefined, options) as Promise<T>,
  /** A multipart/form-data POST (a file upload). */
  upload: <T>(path: string, form: FormData, options: RequestOptions = {}) =>
    perform('POST', path, form, options) as Promise<T>,
  /** A GET answered with a file (exports): the raw response; errors as for JSON calls. */
  file: (path: string, options: RequestOptions = {}) =>
    perform('GET', path, undefined, options, true) as Promise<Response | null>,
  /** A POST answered with a file (barcode labels' PDF): the raw response. */
  postFile: (path: string, body: unknown, options: RequestOptions = {}) =>
    perform('POST', path, body, options, true) as Promise<Response | null>,
};
