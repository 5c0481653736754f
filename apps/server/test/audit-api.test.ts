// GET /api/audit: who changed what and when, before and after, newest first, for Admins and
// Auditors of the company only. The trail also holds log-ins, role changes, plan changes and
// exports, and the database refuses to change or empty it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AuditPageReply } from '@hisaab/shared/replies/audit';
import { changePlan } from '../src/modules/plans/plans.service.ts';
import {
  createTestApp,
  inviteAndJoin,
  registerAndLogin,
  type TestApp,
} from './support/test-app.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerAndLogin>>;
let other: Awaited<ReturnType<typeof registerAndLogin>>;

beforeAll(async () => {
  t = await createTestApp();
  // 20:00 UTC on 10 May is 01:30 on 11 May in India.
  t.clock.now = new Date('2026-05-10T20:00:00Z');
  owner = await registerAndLogin(t, { email: 'owner@audit.example', companyName: 'Audit Co' });
  other = await registerAndLogin(t, { email: 'owner@elsewhere.example', companyName: 'Elsewhere' });
});
afterAll(async () => t?.close());

type Auth = Record<string, string>;
const trail = async (query: string, auth: Auth = owner.auth) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/audit?${query}`, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AuditPageReply;
};
const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  auth = owner.auth,
) => t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });

describe('reading the trail', () => {
  it('shows a document’s history newest first: who, when, what, before and after', async () => {
    const created = (await send('POST', '/api/customers', { name: 'Verma Stores' })).json();
    t.clock.advanceSeconds(60);
    await send('PUT', `/api/customers/${created.id}`, {
      name: 'Verma Stores',
      phone: '9876543210',
    });
    const page = await trail(`entity=customer&entityId=${created.id}`);
    expect(page.total).toBe(2);
    expect(page.items.map((e) => e.action)).toEqual(['update', 'create']);
    const [update, create] = page.items;
    expect(update).toMatchObject({
      userEmail: 'owner@audit.example',
      entity: 'customer',
      entityId: String(created.id),
      at: '2026-05-10T20:01:00.000Z',
    });
    expect(update!.before).toMatchObject({ name: 'Verma Stores', phone: null });
    expect(update!.after).toMatchObject({ phone: '9876543210' });
    expect(create!.after).toMatchObject({ name: 'Verma Stores' });
  });

  it('pages with skip and take and counts the whole trail', async () => {
    const all = await trail('take=200');
    expect(all.total).toBeGreaterThan(5);
    const second = await trail('skip=2&take=2');
    expect(second).toMatchObject({ skip: 2, take: 2, total: all.total });
    expect(second.items.map((e) => e.id)).toEqual(all.items.slice(2, 4).map((e) => e.id));
    const ats = all.items.map((e) => e.at);
    expect([...ats].sort().reverse()).toEqual(ats);
  });

  it('filters by India calendar days', async () => {
    // Everything so far happened on 11 May in India (10 May in UTC).
    expect((await trail('from=2026-05-11&to=2026-05-11')).total).toBe((await trail('')).total);
    expect((await trail('to=2026-05-10')).total).toBe(0);
    expect((await trail('from=2026-05-12')).total).toBe(0);
  });

  it('filters by user, and still names a user who has since been removed', async () => {
    const clerk = await inviteAndJoin(t, owner, 'Manager', 'clerk@audit.example');
    const clerkId = Number(JSON.parse(atob(clerk.accessToken.split('.')[1]!)).sub);
    await send('POST', '/api/customers', { name: 'Clerk Customer' }, clerk.auth);
    await send('DELETE', `/api/account/users/${encodeURIComponent(clerk.email)}`);
    const mine = await trail(`userId=${clerkId}`);
    expect(mine.items.length).toBeGreaterThanOrEqual(2); // the log-in and the customer
    expect(mine.items.every((e) => e.userId === clerkId)).toBe(true);
    expect(mine.items.every((e) => e.userEmail === 'clerk@audit.example')).toBe(true);
  });

  it('is for Admins and Auditors; a Manager and a stranger are refused', async () => {
    const auditor = await inviteAndJoin(t, owner, 'Auditor');
    expect((await trail('entity=customer', auditor.auth)).total).toBeGreaterThan(0);
    const manager = await inviteAndJoin(t, owner, 'Manager');
    const refused = await t.app.inject({ method: 'GET', url: '/api/audit', headers: manager.auth });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('Only Admins and Auditors can read the audit trail.');
    expect((await t.app.inject({ method: 'GET', url: '/api/audit' })).statusCode).toBe(401);
  });

  it('lists the company’s users for the user filter, to an Auditor too', async () => {
    const auditor = await inviteAndJoin(t, owner, 'Auditor');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/audit/users',
      headers: auditor.auth,
    });
    expect(res.statusCode).toBe(200);
    const emails = (res.json() as { email: string }[]).map((u) => u.email);
    expect(emails).toContain(owner.email);
    expect(emails).toContain(auditor.email);
    expect(emails).not.toContain(other.email);
  });

  it('never shows another company’s entries', async () => {
    const theirs = (await send('POST', '/api/customers', { name: 'Their Own' }, other.auth)).json();
    expect((await trail(`entity=customer&entityId=${theirs.id}`)).total).toBe(0);
    const mine = await trail('take=200');
    expect(JSON.stringify(mine)).not.toContain('Their Own');
    expect(JSON.stringify(mine)).not.toContain('owner@elsewhere.example');
  });

  it('answers bad filters with 400 and a clear message', async () => {
    for (const [query, message] of [
      ['from=2026-13-01', 'From must be a date (yyyy-mm-dd).'],
      ['to=yesterday', 'To must be a date (yyyy-mm-dd).'],
      ['from=2026-05-12&to=2026-05-11', 'From must be on or before To.'],
      ['userId=abc', 'Invalid user id'],
      ['take=0', 'Take must be a whole number from 1 to 200.'],
      ['skip=-1', 'Skip must be a whole number from 0.'],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/audit?${query}`,
        headers: owner.auth,
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().detail, query).toBe(message);
    }
  });
});

describe('what the trail records besides changes to the books', () => {
  it('records each log-in, with the address it came from', async () => {
    const before = (await trail('entity=user&take=200')).items.filter((e) => e.action === 'login');
    await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { email: owner.email, password: owner.password },
      remoteAddress: '198.51.100.23',
    });
    const after = (await trail('entity=user&take=200')).items.filter((e) => e.action === 'login');
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({ userEmail: owner.email, after: { ip: '198.51.100.23' } });
  });

  it('records role changes with the role before and after', async () => {
    const colleague = await inviteAndJoin(t, owner, 'Manager');
    await send('POST', `/api/account/users/${encodeURIComponent(colleague.email)}/role`, {
      role: 'Auditor',
    });
    const changes = (await trail('entity=user&take=200')).items.filter(
      (e) => e.action === 'update' && (e.after as { roles?: string[] })?.roles,
    );
    expect(changes[0]).toMatchObject({
      before: { roles: ['Manager'] },
      after: { roles: ['Auditor'] },
      userEmail: owner.email,
    });
  });

  it('records plan changes made by the operator', async () => {
    await changePlan(
      t.database.db,
      { companyCode: owner.companyCode, plan: 'standard', operator: 'ops@hisaab' },
      t.clock.now,
      'sales@hisaab.app',
    );
    const [change] = (await trail('entity=subscription')).items;
    expect(change).toMatchObject({ userId: null, userEmail: null, action: 'update' });
    expect(change!.after).toMatchObject({ plan: 'standard', by: 'operator ops@hisaab' });
  });

  it('records one entry for each download of a report or an insight', async () => {
    const before = (await trail('entity=export')).total;
    const url = '/api/reports/registers/sales?startDate=2026-04-01&endDate=2027-03-31';
    const csv = await t.app.inject({
      method: 'GET',
      url: `${url}&format=csv`,
      headers: owner.auth,
    });
    expect(csv.statusCode).toBe(200);
    const xlsx = await t.app.inject({
      method: 'GET',
      url: `${url}&format=xlsx`,
      headers: owner.auth,
    });
    expect(xlsx.statusCode).toBe(200);
    // Viewing on screen is not a download.
    await t.app.inject({ method: 'GET', url, headers: owner.auth });
    const exports = await trail('entity=export');
    expect(exports.total).toBe(before + 2);
    expect(exports.items.map((e) => e.entityId)).toEqual([
      'registers-sales-2026-04-01-2027-03-31.xlsx',
      'registers-sales-2026-04-01-2027-03-31.csv',
    ]);
    expect(exports.items[0]).toMatchObject({
      action: 'export',
      userEmail: owner.email,
      after: { path: '/api/reports/registers/sales', query: { format: 'xlsx' } },
    });
  });
});

describe('the trail cannot be changed', () => {
  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    const total = (await trail('')).total;
    for (const statement of [
      sql`update audit_log set action = 'tampered'`,
      sql`delete from audit_log`,
      sql`truncate audit_log`,
    ]) {
      const error = await t.database.db.execute(statement).then(
        () => null,
        (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
      );
      expect(error).toMatch(/^the audit trail cannot be (changed|truncated)$/);
    }
    expect((await trail('')).total).toBe(total);
  });
});
