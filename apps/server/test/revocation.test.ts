// Access ends when it is taken away: a removed user, a demoted Manager and a signed-out session
// are refused at their next request, not when the 15-minute access token runs out.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, decodeJwt } from 'jose';
import {
  createTestApp,
  inviteAndJoin,
  registerAndLogin,
  type TestApp,
} from './support/test-app.ts';

const SECRET = 'test-secret-for-hisaab-tests';
let t: TestApp;
let owner: Awaited<ReturnType<typeof registerAndLogin>>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerAndLogin(t);
});
afterAll(async () => t?.close());

type Headers = Record<string, string>;
const call = (
  app: TestApp,
  method: 'GET' | 'POST',
  url: string,
  headers: Headers,
  payload?: object,
) => app.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const customer = (name: string) => ({ name });

describe('a removed user', () => {
  it('is refused at once, for reads and for writes', async () => {
    const clerk = await inviteAndJoin(t, owner, 'Manager');
    expect((await call(t, 'GET', '/api/customers', clerk.auth)).statusCode).toBe(200);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/users/${encodeURIComponent(clerk.email)}`,
      headers: owner.auth,
    });
    expect(removed.statusCode).toBe(204);
    // The same second: the clock has not moved.
    const read = await call(t, 'GET', '/api/customers', clerk.auth);
    expect(read.statusCode).toBe(401);
    expect(read.json().detail).toBe('Your session has expired. Please log in again.');
    const write = await call(t, 'POST', '/api/customers', clerk.auth, customer('Fired Co'));
    expect(write.statusCode).toBe(401);
    const names = (await call(t, 'GET', '/api/customers', owner.auth)).json() as { name: string }[];
    expect(names.map((c) => c.name)).not.toContain('Fired Co');
  });
});

describe('a demoted Manager', () => {
  it('loses Manager rights on the next request and keeps reading as an Auditor', async () => {
    const manager = await inviteAndJoin(t, owner, 'Manager');
    expect(
      (await call(t, 'POST', '/api/customers', manager.auth, customer('Before Demotion')))
        .statusCode,
    ).toBe(201);
    const demoted = await t.app.inject({
      method: 'POST',
      url: `/api/account/users/${encodeURIComponent(manager.email)}/role`,
      headers: owner.auth,
      payload: { role: 'Auditor' },
    });
    expect(demoted.statusCode).toBe(200);
    // The token still says Manager; the server goes by the role the user has now.
    expect(decodeJwt(manager.accessToken).roles).toEqual(['Manager']);
    const refused = await call(t, 'POST', '/api/customers', manager.auth, customer('After'));
    expect(refused.statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/customers', manager.auth)).statusCode).toBe(200);
    const insights = await call(t, 'GET', '/api/reports/analytics/sales-trend', manager.auth);
    expect(insights.statusCode).toBe(403);
  });

  it('gets the rights back at once when promoted again', async () => {
    const auditor = await inviteAndJoin(t, owner, 'Auditor');
    expect(
      (await call(t, 'POST', '/api/customers', auditor.auth, customer('Not Yet'))).statusCode,
    ).toBe(403);
    await t.app.inject({
      method: 'POST',
      url: `/api/account/users/${encodeURIComponent(auditor.email)}/role`,
      headers: owner.auth,
      payload: { role: 'Manager' },
    });
    expect(
      (await call(t, 'POST', '/api/customers', auditor.auth, customer('Now Yes'))).statusCode,
    ).toBe(201);
  });
});

describe('logging out', () => {
  it('ends the access token, and a new login works', async () => {
    const s = await registerAndLogin(t);
    expect((await call(t, 'GET', '/api/customers', s.auth)).statusCode).toBe(200);
    const out = await call(t, 'POST', '/api/account/logout', s.auth, {
      refreshToken: s.refreshToken,
    });
    expect(out.statusCode).toBe(204);
    expect((await call(t, 'GET', '/api/customers', s.auth)).statusCode).toBe(401);
    expect(
      (await call(t, 'POST', '/api/account/refresh-token', {}, { refreshToken: s.refreshToken }))
        .statusCode,
    ).toBe(401);
    const again = await call(
      t,
      'POST',
      '/api/account/login',
      {},
      {
        email: s.email,
        password: s.password,
      },
    );
    expect(again.statusCode).toBe(200);
    const fresh = { authorization: `Bearer ${again.json().accessToken}` };
    expect((await call(t, 'GET', '/api/customers', fresh)).statusCode).toBe(200);
  });

  it('on one device lets another device renew its own session', async () => {
    const s = await registerAndLogin(t);
    const phone = (
      await call(t, 'POST', '/api/account/login', {}, { email: s.email, password: s.password })
    ).json() as { accessToken: string; refreshToken: string };
    await call(t, 'POST', '/api/account/logout', s.auth, { refreshToken: s.refreshToken });
    // The phone's access token ended with the version; its refresh token still renews it.
    const phoneAuth = { authorization: `Bearer ${phone.accessToken}` };
    expect((await call(t, 'GET', '/api/customers', phoneAuth)).statusCode).toBe(401);
    const renewed = await call(
      t,
      'POST',
      '/api/account/refresh-token',
      {},
      {
        accessToken: phone.accessToken,
        refreshToken: phone.refreshToken,
      },
    );
    expect(renewed.statusCode).toBe(200);
    const renewedAuth = { authorization: `Bearer ${renewed.json().accessToken}` };
    expect((await call(t, 'GET', '/api/customers', renewedAuth)).statusCode).toBe(200);
  });
});

describe('a password reset', () => {
  it('ends the access tokens signed before it', async () => {
    const s = await registerAndLogin(t);
    await call(t, 'POST', '/api/account/forgot-password', {}, { email: s.email });
    const token = new URL(t.outbox.lastLink(s.email, '/reset-password')).searchParams.get('token');
    const reset = await call(
      t,
      'POST',
      '/api/account/reset-password',
      {},
      {
        email: s.email,
        token,
        password: 'Changed789',
      },
    );
    expect(reset.statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/customers', s.auth)).statusCode).toBe(401);
  });
});

describe('another server process on the same database', () => {
  it('sees a removal within its short cache window, and at once after it', async () => {
    // A second app on the same database stands for a second process behind a load balancer.
    const other = await createTestApp({ database: t.database, userStateCacheMs: 2_000 });
    try {
      other.clock.now = new Date(t.clock.now);
      const clerk = await inviteAndJoin(t, owner, 'Manager');
      expect((await call(other, 'GET', '/api/customers', clerk.auth)).statusCode).toBe(200);
      await t.app.inject({
        method: 'DELETE',
        url: `/api/account/users/${encodeURIComponent(clerk.email)}`,
        headers: owner.auth,
      });
      expect((await call(t, 'GET', '/api/customers', clerk.auth)).statusCode).toBe(401);
      // The other process read the user a moment ago: it may answer from that for 2 seconds.
      other.clock.advanceSeconds(1);
      expect((await call(other, 'GET', '/api/customers', clerk.auth)).statusCode).toBe(200);
      other.clock.advanceSeconds(1.5);
      expect((await call(other, 'GET', '/api/customers', clerk.auth)).statusCode).toBe(401);
    } finally {
      await other.app.close();
      rmSync(other.dataDir, { recursive: true, force: true });
    }
  });
});

// Last: it moves the clock past every token signed so far.
describe('tokens the server did not sign as it signs its own', () => {
  async function forged(claims: Record<string, unknown>, options: { exp?: number } = {}) {
    const payload = decodeJwt(owner.accessToken);
    const jwt = new SignJWT({ ...payload, ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('hisaab')
      .setSubject(String(payload.sub))
      .setIssuedAt(Math.floor(t.clock.now.getTime() / 1000));
    if (options.exp !== undefined) jwt.setExpirationTime(options.exp);
    const token = await jwt.sign(new TextEncoder().encode(SECRET));
    return { authorization: `Bearer ${token}` };
  }

  it('refuses a token without an expiry, even correctly signed', async () => {
    const noExp = await forged({ exp: undefined });
    expect(decodeJwt(noExp.authorization.slice(7)).exp).toBeUndefined();
    expect((await call(t, 'GET', '/api/customers', noExp)).statusCode).toBe(401);
  });

  it('refuses a token living longer than 15 minutes, or without a token version', async () => {
    const now = Math.floor(t.clock.now.getTime() / 1000);
    const longLived = await forged({}, { exp: now + 30 * 24 * 3600 });
    expect((await call(t, 'GET', '/api/customers', longLived)).statusCode).toBe(200);
    // Still valid by its own exp, but older than an access token may be.
    t.clock.advanceSeconds(16 * 60);
    expect((await call(t, 'GET', '/api/customers', longLived)).statusCode).toBe(401);
    const noVersion = await forged({ tv: undefined }, { exp: now + 30 * 24 * 3600 });
    expect((await call(t, 'GET', '/api/customers', noVersion)).statusCode).toBe(401);
  });
});
