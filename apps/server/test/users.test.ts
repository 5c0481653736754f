import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof registerAndLogin>>;
let otherAdmin: Awaited<ReturnType<typeof registerAndLogin>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerAndLogin(t, { email: 'admin@alpha.example', code: 'ALPHA' });
  otherAdmin = await registerAndLogin(t, { email: 'admin@beta.example', code: 'BETA' });
});
afterAll(async () => t?.close());

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  auth: Record<string, string>,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: auth,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('inviting a colleague', () => {
  it('invites a Manager, enforces the resend cooldown, and lets the invitee join and log in', async () => {
    const email = 'manager@alpha.example';
    expect((await call('GET', '/api/account/roles', admin.auth)).json()).toEqual([
      'Admin',
      'Manager',
      'Auditor',
    ]);

    const invite = await call('POST', '/api/account/invite-user', admin.auth, {
      email,
      role: 'manager',
    });
    expect(invite.statusCode).toBe(200);
    expect(invite.json()).toEqual({ message: 'Invitation sent.' });

    const users = (await call('GET', '/api/account/company-users', admin.auth)).json();
    expect(users).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          email: 'admin@alpha.example',
          roles: ['Admin'],
          invitationAccepted: true,
        }),
        expect.objectContaining({
          email,
          roles: ['Manager'],
          invitationAccepted: false,
          resendAvailableInSeconds: 600,
        }),
      ]),
    );
    expect(users).toHaveLength(2);

    t.clock.advanceSeconds(60);
    const early = await call('POST', '/api/account/resend-invite', admin.auth, { email });
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({
      retryAfterSeconds: 540,
      detail: 'Please wait 09:00 before resending the invitation.',
    });

    t.clock.advanceSeconds(540);
    const resend = await call('POST', '/api/account/resend-invite', admin.auth, { email });
    expect(resend.statusCode).toBe(200);
    expect(resend.json().cooldownSeconds).toBe(600);

    const link = new URL(t.outbox.lastLink(email, '/accept-invite'));
    expect(link.searchParams.get('email')).toBe(email);
    const token = link.searchParams.get('token')!;

    const mismatch = await call(
      'POST',
      '/api/account/accept-invite',
      {},
      { email, token, password: 'Joinme123', confirmPassword: 'Other1234' },
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors.confirmPassword).toContain('Passwords do not match.');
    const wrongToken = await call(
      'POST',
      '/api/account/accept-invite',
      {},
      { email, token: 'nope', password: 'Joinme123', confirmPassword: 'Joinme123' },
    );
    expect(wrongToken.statusCode).toBe(400);

    const accept = await call(
      'POST',
      '/api/account/accept-invite',
      {},
      { email, token, password: 'Joinme123', confirmPassword: 'Joinme123' },
    );
    expect(accept.json()).toEqual({ message: 'Your account has been activated.' });

    const login = await call('POST', '/api/account/login', {}, { email, password: 'Joinme123' });
    expect(login.statusCode).toBe(200);
    const claims = decodeJwt(login.json().accessToken);
    expect(claims.roles).toEqual(['Manager']);
    expect(claims.companyId).toBe(decodeJwt(admin.accessToken).companyId);

    // A Manager cannot manage users: the server refuses, whatever the UI shows.
    const managerAuth = { authorization: `Bearer ${login.json().accessToken}` };
    expect((await call('GET', '/api/account/company-users', managerAuth)).statusCode).toBe(403);
    expect(
      (
        await call('POST', '/api/account/invite-user', managerAuth, {
          email: 'x@alpha.example',
          role: 'Auditor',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('refuses an address that already has an account, an unknown role and a bad email', async () => {
    expect(
      (
        await call('POST', '/api/account/invite-user', admin.auth, {
          email: 'admin@beta.example',
          role: 'Manager',
        })
      ).statusCode,
    ).toBe(409);
    const role = await call('POST', '/api/account/invite-user', admin.auth, {
      email: 'a@alpha.example',
      role: 'Boss',
    });
    expect(role.statusCode).toBe(400);
    const shortRole = await call('POST', '/api/account/invite-user', admin.auth, {
      email: 'a@alpha.example',
      role: 'B',
    });
    expect(shortRole.json().errors.role).toContain('Please enter a valid role (min 2 chars).');
    const badEmail = await call('POST', '/api/account/invite-user', admin.auth, {
      email: 'not-an-email',
      role: 'Manager',
    });
    expect(badEmail.json().errors.email).toContain('Please enter a valid email.');
  });
});

describe('managing users', () => {
  it('changes a role, cancels an invitation and deletes a user; Admins stay locked', async () => {
    await call('POST', '/api/account/invite-user', admin.auth, {
      email: 'auditor@alpha.example',
      role: 'Auditor',
    });
    const role = await call('POST', '/api/account/users/auditor@alpha.example/role', admin.auth, {
      role: 'Manager',
    });
    expect(role.statusCode).toBe(200);
    let users = (await call('GET', '/api/account/company-users', admin.auth)).json() as {
      email: string;
      roles: string[];
    }[];
    expect(users.find((u) => u.email === 'auditor@alpha.example')?.roles).toEqual(['Manager']);

    const cancel = await call('POST', '/api/account/cancel-invitation', admin.auth, {
      email: 'auditor@alpha.example',
    });
    expect(cancel.statusCode).toBe(200);
    users = (await call('GET', '/api/account/company-users', admin.auth)).json();
    expect(users.map((u) => u.email)).not.toContain('auditor@alpha.example');

    const adminRole = await call(
      'POST',
      '/api/account/users/admin@alpha.example/role',
      admin.auth,
      { role: 'Auditor' },
    );
    expect(adminRole.statusCode).toBe(403);
    expect(
      (await call('DELETE', '/api/account/users/admin@alpha.example', admin.auth)).statusCode,
    ).toBe(403);

    const del = await call('DELETE', '/api/account/users/manager@alpha.example', admin.auth);
    expect(del.statusCode).toBe(204);
    expect(
      (
        await call(
          'POST',
          '/api/account/login',
          {},
          { email: 'manager@alpha.example', password: 'Joinme123' },
        )
      ).statusCode,
    ).toBe(401);
  });

  it("answers another company's users with 404 and leaves them alone", async () => {
    await call('POST', '/api/account/invite-user', otherAdmin.auth, {
      email: 'staff@beta.example',
      role: 'Auditor',
    });
    expect(
      (await call('DELETE', '/api/account/users/staff@beta.example', admin.auth)).statusCode,
    ).toBe(404);
    expect(
      (
        await call('POST', '/api/account/users/staff@beta.example/role', admin.auth, {
          role: 'Manager',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call('POST', '/api/account/cancel-invitation', admin.auth, {
          email: 'staff@beta.example',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call('POST', '/api/account/resend-invite', admin.auth, {
          email: 'staff@beta.example',
        })
      ).statusCode,
    ).toBe(404);
    const theirs = (await call('GET', '/api/account/company-users', otherAdmin.auth)).json() as {
      email: string;
      roles: string[];
    }[];
    expect(theirs.find((u) => u.email === 'staff@beta.example')?.roles).toEqual(['Auditor']);
  });

  it('needs a valid token', async () => {
    expect((await call('GET', '/api/account/company-users', {})).statusCode).toBe(401);
    expect(
      (
        await call('GET', '/api/account/company-users', {
          authorization: 'Bearer forged.token.here',
        })
      ).statusCode,
    ).toBe(401);
  });
});
