// Nobody learns who has an account here: registering with a taken address answers as for a new
// one (its owner gets a mail instead), a wrong password costs the same work for a known and an
// unknown address, and a stranger's wrong guesses do not lock the owner out of their own device.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';

// Counts argon2 verifications, so the test sees the dummy check rather than timing it.
const argon2Calls = vi.hoisted(() => ({ verify: [] as string[] }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...real,
    verify: (hashed: string, password: string) => {
      argon2Calls.verify.push(hashed);
      return real.verify(hashed, password);
    },
  };
});

const { createTestApp, registerAndLogin } = await import('./support/test-app.ts');
type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const register = (email: string, companyCode: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/register',
    payload: {
      companyName: 'Second Shop',
      companyCode,
      email,
      password: 'Another123',
      confirmPassword: 'Another123',
    },
  });

const login = (email: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/login',
    payload: { email, password },
    remoteAddress: ip,
  });

async function count(query: string): Promise<number> {
  const result = (await t.database.db.execute(sql.raw(query))) as unknown as {
    rows: { n: number }[];
  };
  return Number(result.rows[0]!.n);
}

describe('registering with an address that has an account', () => {
  it('answers exactly as for a new address, creates nothing and mails the owner', async () => {
    const owner = await registerAndLogin(t, { email: 'meena@kirana.example' });
    const fresh = await register('somebody.new@kirana.example', 'FRESHCO');
    const companies = await count('select count(*)::int as n from companies');
    const users = await count('select count(*)::int as n from users');
    const mailsBefore = t.outbox.messages().length;

    const taken = await register('  Meena@Kirana.example ', 'TAKENCO');
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.statusCode).toBe(201);
    expect(taken.body).toBe(fresh.body);
    expect(taken.json()).toEqual({ message: 'Registration successful. Please check your email.' });

    expect(await count('select count(*)::int as n from companies')).toBe(companies);
    expect(await count('select count(*)::int as n from users')).toBe(users);
    // The attempt's company code stays free.
    const code = await t.app.inject({
      method: 'GET',
      url: '/api/companies/company-code-available?code=TAKENCO',
    });
    expect(code.json()).toEqual({ available: true });

    const mails = t.outbox.messages().slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toContain(owner.email);
    expect(mails[0]!.subject).toBe('Someone tried to register with your address on Hisaab');
    expect(mails[0]!.body).toMatch(/If it was you, log in instead/);
    expect(t.outbox.lastLink(owner.email, '/login')).toContain(
      `/login?email=${encodeURIComponent(owner.email)}`,
    );
    // The owner's account is untouched: the old password still works.
    expect((await login(owner.email, owner.password, '10.0.0.1')).statusCode).toBe(200);
  });

  it('still refuses a taken company code with 409: codes are public (the availability check)', async () => {
    const first = await registerAndLogin(t, { code: 'KIRANA7' });
    const again = await register('other.owner@kirana.example', first.companyCode.toLowerCase());
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This company code is already taken. Please choose another.');
  });
});

describe('a wrong password', () => {
  it('runs the same password check for an unknown address as for a known one', async () => {
    const known = await registerAndLogin(t);
    argon2Calls.verify.length = 0;
    const wrongKnown = await login(known.email, 'wrong-password', '10.0.0.2');
    const unknown = await login('nobody-here@kirana.example', 'wrong-password', '10.0.0.2');
    expect(wrongKnown.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(wrongKnown.body);
    // One argon2id verification each: the unknown address against a dummy hash of the same cost.
    expect(argon2Calls.verify).toHaveLength(2);
    const [knownHash, dummyHash] = argon2Calls.verify;
    expect(dummyHash).not.toBe(knownHash);
    expect(dummyHash!.split('$').slice(1, 4)).toEqual(knownHash!.split('$').slice(1, 4));
  });
});

describe('lock-out', () => {
  it('keeps the owner signing in from their own device while a stranger is locked out', async () => {
    const owner = await registerAndLogin(t);
    const stranger = '203.0.113.9';
    for (let i = 0; i < 10; i++) {
      expect((await login(owner.email, `guess-${i}`, stranger)).statusCode).toBe(401);
    }
    const locked = await login(owner.email, owner.password, stranger);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().detail).toMatch(/^Too many attempts\. Please try again in 15 minutes\.$/);
    expect((await login(owner.email, owner.password, '198.51.100.7')).statusCode).toBe(200);
  });

  it('stops guessing spread over many machines at 100 tries an address in 15 minutes', async () => {
    const owner = await registerAndLogin(t); // its login is the address's first try
    // 99 more from ten machines, none over its own 10 a window.
    for (let k = 0; k < 99; k++) {
      const res = await login(owner.email, `guess-${k}`, `192.0.2.${Math.floor(k / 10) + 1}`);
      expect(res.statusCode).toBe(401);
    }
    // The ceiling for the address is reached: an eleventh machine is refused, as (for this
    // window) is the owner: the price of stopping a distributed guess.
    expect((await login(owner.email, 'guess-x', '192.0.2.200')).statusCode).toBe(429);
    expect((await login(owner.email, owner.password, '198.51.100.8')).statusCode).toBe(429);
    t.clock.advanceSeconds(15 * 60 + 1);
    expect((await login(owner.email, owner.password, '198.51.100.8')).statusCode).toBe(200);
  });
});
