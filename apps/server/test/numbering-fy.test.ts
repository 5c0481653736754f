// Invoice numbering per financial year: {FY} in the number format, one counter per year
// (April to March) in document_counters, the settings' next number following the current year.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, companies, companySettings, transactions } from '../src/db/schema.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';
import { addCustomer, addItem, companyIdOf, unbalancedSources } from './support/fixtures.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerAndLogin>>;
let companyId: number;
let ravi: { id: number };
let pen: { id: number; unitId: number };

beforeAll(async () => {
  t = await createTestApp();
  // Today is 10 May 2026 (noon in India): the current financial year is 2026-27.
  t.clock.now = new Date('2026-05-10T06:30:00Z');
  owner = await registerAndLogin(t);
  auth = owner.auth;
  companyId = companyIdOf(owner.accessToken);
  // The clock walks into 2027; keep the books open past the 180-day trial.
  await t.database.db
    .update(companies)
    .set({ trialEndsOn: '2030-03-31' })
    .where(eq(companies.id, companyId));
  ravi = await addCustomer(t, companyId, { name: 'Ravi Stores' });
  pen = await addItem(t, companyId, { name: 'Pen', ratePaise: 11800, group: 'GST 18%' });
});
afterAll(async () => t?.close());

let auth: Record<string, string>;
const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: auth,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** Moves the clock (India noon of the day) and logs in again: tokens live for minutes. */
async function today(isoDate: string) {
  t.clock.now = new Date(`${isoDate}T06:30:00Z`);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/account/login',
    payload: { email: owner.email, password: owner.password },
  });
  auth = { authorization: `Bearer ${(login.json() as { accessToken: string }).accessToken}` };
}

const bill = (transactionDate: string, isPurchase = false) => ({
  customerId: ravi.id,
  transactionDate,
  isPurchase,
  lineItems: [{ itemId: pen.id, quantity: 1, rate: 118, unitId: pen.unitId }],
  payments: [],
});

async function numberOf(transactionDate: string, isPurchase = false): Promise<string> {
  const res = await send('POST', '/api/transactions', bill(transactionDate, isPurchase));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().number as string;
}

const settings = async () => (await send('GET', '/api/companysettings')).json();

describe('{FY} in the number format', () => {
  it('restarts every April and lets a back-dated bill continue its own year', async () => {
    const put = await send('PUT', '/api/companysettings', {
      invoiceNumberFormat: 'INV/{FY}/{000}',
      purchaseNumberFormat: 'PUR/{FY}/{00}',
    });
    expect(put.statusCode, put.body).toBe(200);

    // 31 March 2026 is the last day of 2025-26, 1 April the first of 2026-27.
    expect(await numberOf('2026-03-31')).toBe('INV/25-26/001');
    expect(await numberOf('2026-04-01')).toBe('INV/26-27/001');
    // Back-dated into last year: 2025-26's second number, not 2026-27's.
    expect(await numberOf('2026-03-15')).toBe('INV/25-26/002');
    expect(await numberOf('2026-05-10')).toBe('INV/26-27/002');
    // Purchases count on their own.
    expect(await numberOf('2026-03-31', true)).toBe('PUR/25-26/01');
    expect(await numberOf('2026-04-02', true)).toBe('PUR/26-27/01');
    expect(await unbalancedSources(t)).toEqual([]);
  });

  it('shows and sets the current financial year’s next number in the settings', async () => {
    // 2026-27 has INV/26-27/001 and 002, so 3 is next; the settings column is untouched at 1.
    expect(await settings()).toMatchObject({
      invoiceNumberFormat: 'INV/{FY}/{000}',
      nextInvoiceNumber: 3,
      nextPurchaseNumber: 2,
    });
    const byKey = await send('GET', '/api/companysettings/NextInvoiceNumber');
    expect(byKey.json()).toEqual({ key: 'nextInvoiceNumber', value: 3 });

    const used = await send('PUT', '/api/companysettings', { nextInvoiceNumber: 2 });
    expect(used.statusCode).toBe(409);
    expect(used.json().detail).toBe(
      'INV/26-27/002 is already used by another document. Choose a higher next number.',
    );

    const moved = await send('PUT', '/api/companysettings/NextInvoiceNumber', { value: 10 });
    expect(moved.json()).toEqual({ key: 'nextInvoiceNumber', value: 10 });
    expect(await numberOf('2026-05-11')).toBe('INV/26-27/010');
    // Last year's series goes on from where it was (INV/25-26/002 was its last).
    expect(await numberOf('2026-02-01')).toBe('INV/25-26/003');
    expect((await settings()).nextInvoiceNumber).toBe(11);

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, companyId), eq(auditLog.entity, 'companySettings')))
      .orderBy(auditLog.id)
      .then((rows) => rows.slice(-1));
    expect(audit).toMatchObject({
      before: { nextInvoiceNumber: 3, financialYear: '2026-27' },
      after: { nextInvoiceNumber: 10, financialYear: '2026-27' },
    });
    const [row] = await t.database.db
      .select()
      .from(companySettings)
      .where(eq(companySettings.companyId, companyId));
    expect(row!.nextInvoiceNumber).toBe(1);
  });

  it('skips a number typed in by hand, and follows the year into the next April', async () => {
    await t.database.db.insert(transactions).values({
      companyId,
      kind: 'sale',
      isPurchase: false,
      number: 'INV/26-27/011',
      transactionDate: '2026-05-01',
      customerId: ravi.id,
    });
    expect(await numberOf('2026-05-12')).toBe('INV/26-27/012');
    // The try with the taken number wrote nothing: one audit row for each bill saved here.
    const saved = await t.database.db
      .select({ id: transactions.id })
      .from(transactions)
      .where(eq(transactions.companyId, companyId));
    const created = await t.database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.companyId, companyId),
          eq(auditLog.entity, 'transaction'),
          eq(auditLog.action, 'create'),
        ),
      );
    expect(created.length).toBe(saved.length - 1);
    expect(await unbalancedSources(t)).toEqual([]);

    // On 1 April 2027 the settings show 2027-28's counter: 1, before its first bill.
    await today('2027-04-01');
    expect((await settings()).nextInvoiceNumber).toBe(1);
    expect(await numberOf('2027-04-01')).toBe('INV/27-28/001');
    expect((await settings()).nextInvoiceNumber).toBe(2);
    await today('2026-05-10');
    expect((await settings()).nextInvoiceNumber).toBe(13);
  });

  it('goes back to the settings counter for a format without {FY}', async () => {
    const plain = await send('PUT', '/api/companysettings', { invoiceNumberFormat: 'INV-{0000}' });
    expect(plain.json().nextInvoiceNumber).toBe(1);
    expect(await numberOf('2026-05-12')).toBe('INV-0001');
    // Back to {FY}: 2026-27's counter (13) again, unless a number is sent with it.
    const fy = await send('PUT', '/api/companysettings', { invoiceNumberFormat: 'INV/{FY}/{000}' });
    expect(fy.json().nextInvoiceNumber).toBe(13);
    expect(await numberOf('2026-05-13')).toBe('INV/26-27/013');
  });

  it('refuses a number beyond 16 characters and leaves the counter as it was', async () => {
    // SALES/26-27/9999 is 5 + 1 + 5 + 1 + 4 = 16 characters: allowed.
    const put = await send('PUT', '/api/companysettings', {
      invoiceNumberFormat: 'SALES/{FY}/{0}',
      nextInvoiceNumber: 9999,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await numberOf('2026-05-14')).toBe('SALES/26-27/9999');
    // SALES/26-27/10000 would be 17.
    const tooLong = await send('POST', '/api/transactions', bill('2026-05-14'));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().detail).toBe(
      'The next invoice number does not fit the 16-character GST limit. Change the number format in Settings.',
    );
    expect((await settings()).nextInvoiceNumber).toBe(10000);
    // A format whose next number is already too long is refused in the settings.
    const refused = await send('PUT', '/api/companysettings', {
      invoiceNumberFormat: 'SALES/{FY}/{000000}',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.invoiceNumberFormat).toEqual([
      'Invoice number SALES/26-27/010000 has 18 characters; GST allows at most 16.',
    ]);
    expect(
      (await send('PUT', '/api/companysettings', { invoiceNumberFormat: '{FY}/{FY}/{0}' })).json()
        .detail,
    ).toBe('Only one {FY} (financial year) placeholder is allowed.');
  });

  it('keeps a modified bill’s number', async () => {
    await send('PUT', '/api/companysettings', {
      invoiceNumberFormat: 'INV/{FY}/{000}',
      nextInvoiceNumber: 20,
    });
    const created = await send('POST', '/api/transactions', bill('2026-05-15'));
    expect(created.json().number).toBe('INV/26-27/020');
    const modified = await send('PUT', `/api/transactions/${created.json().id}`, {
      ...bill('2026-05-16'),
      id: created.json().id,
    });
    expect(modified.statusCode, modified.body).toBe(200);
    expect(modified.json().number).toBe('INV/26-27/020');
    expect((await settings()).nextInvoiceNumber).toBe(21);
  });
});

describe('{FY} numbering under load', () => {
  it('gives 50 parallel sales over two financial years gapless numbers in each', async () => {
    await send('PUT', '/api/companysettings', { invoiceNumberFormat: 'B/{FY}/{0}' });
    // 25 bills dated in March 2027 (2026-27) and 25 in April 2028 (2028-29, a year with no
    // counter yet: the parallel saves create it), interleaved.
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        send('POST', '/api/transactions', bill(i % 2 === 0 ? '2027-03-20' : '2028-04-20')),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    const numbers = results.map((r) => r.json().number as string);
    const series = (fy: string) =>
      numbers
        .filter((n) => n.startsWith(`B/${fy}/`))
        .map((n) => Number(n.slice(`B/${fy}/`.length)))
        .sort((a, b) => a - b);
    // A new format goes on from the year's counter: 2026-27 stood at 21 (the last bill was
    // INV/26-27/020), so 21–45; 2028-29 starts at 1, so 1–25.
    expect(series('26-27')).toEqual(Array.from({ length: 25 }, (_, i) => 21 + i));
    expect(series('28-29')).toEqual(Array.from({ length: 25 }, (_, i) => 1 + i));
    expect(await unbalancedSources(t)).toEqual([]);
  });
});
