// Backups (issue 13): books restored from a backup give the same trial balance, the same
// documents and the same next numbers, on the embedded database (PGlite's dump, also taken by the
// running server itself) and on PostgreSQL (pg_dump / pg_restore, when TEST_DATABASE_URL is set).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPglite, openPostgres } from '../src/db/client.ts';
import {
  backupEmbedded,
  backupPostgres,
  restoreEmbedded,
  restorePostgres,
} from '../src/platform/backup.ts';
import { backUpIfDue, backupFileName, startDailyBackups } from '../src/platform/daily-backup.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';
import {
  addBankAccount,
  addCustomer,
  addItem,
  cashCustomer,
  companyIdOf,
  setCompanyState,
} from './support/fixtures.ts';
import { postgresUrl } from './support/test-database.ts';

const PASSWORD = 'Secret123';
const work = mkdtempSync(path.join(tmpdir(), 'hisaab-backup-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

type Auth = Record<string, string>;
const send = async (t: TestApp, auth: Auth, method: string, url: string, payload?: unknown) => {
  const res = await t.app.inject({
    method: method as 'GET',
    url,
    headers: auth,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
};
const sale = (customerId: number, date: string, lines: unknown[], payments: unknown[] = []) => ({
  customerId,
  transactionDate: date,
  isPurchase: false,
  lineItems: lines,
  payments,
});
const line = (item: { id: number; unitId: number }, quantity: number, rate: number) => ({
  itemId: item.id,
  quantity,
  rate,
  unitId: item.unitId,
});

/** A small year of books: sales (one in another state), a purchase, a payment, an expense. */
async function seedBooks(t: TestApp, email: string) {
  const owner = await registerAndLogin(t, { email, password: PASSWORD });
  const companyId = companyIdOf(owner.accessToken);
  await setCompanyState(t, companyId, '27');
  const cash = await cashCustomer(t, companyId);
  const asha = await addCustomer(t, companyId, { name: 'Asha Traders', stateCode: '27' });
  const rao = await addCustomer(t, companyId, { name: 'Rao Traders', gstin: '29AABCR1718E1ZL' });
  const soap = await addItem(t, companyId, { name: 'Soap', ratePaise: 11800, group: 'GST 18%' });
  const rice = await addItem(t, companyId, { name: 'Rice', ratePaise: 10500, group: 'GST 5%' });
  const bank = await addBankAccount(t, companyId);
  const cashPay = (amount: number, isPaymentMade = false) => ({
    amount,
    isBankTransaction: false,
    isPaymentMade,
  });
  const s = (m: string, u: string, p: unknown) => send(t, owner.auth, m, u, p);
  await s(
    'POST',
    '/api/transactions',
    sale(cash.id, '2026-04-01', [line(soap, 2, 118)], [cashPay(236)]),
  );
  await s(
    'POST',
    '/api/transactions',
    sale(rao.id, '2026-04-02', [line(rice, 10, 105)], [cashPay(300)]),
  );
  await s('POST', '/api/transactions', sale(asha.id, '2026-04-03', [line(soap, 3, 118)]));
  await s('POST', '/api/transactions', {
    ...sale(rao.id, '2026-04-04', [line(soap, 50, 59)], [cashPay(200, true)]),
    isPurchase: true,
  });
  await s('POST', '/api/transactions/payment', {
    customerId: asha.id,
    transactionDate: '2026-04-05',
    amount: 200,
    isBankTransaction: true,
    bankAccountId: bank.id,
    isPaymentMade: false,
    remark: 'UPI',
  });
  await s('POST', '/api/expenses', {
    expenseItemName: 'Tea',
    amount: 150,
    timeStamp: '2026-04-06T10:00:00+05:30',
    isBankTransaction: false,
  });
  return { owner, cash, soap };
}

async function logIn(t: TestApp, email: string): Promise<Auth> {
  const res = await send(t, {}, 'POST', '/api/account/login', { email, password: PASSWORD });
  return { authorization: `Bearer ${res.accessToken}` };
}

/** What an owner sees of the books: trial balance, day book, registers, documents, next numbers. */
async function books(t: TestApp, auth: Auth) {
  const report = async (url: string) => {
    const body = await send(t, auth, 'GET', url);
    return Object.fromEntries(
      (body.datasets as { name: string; rows: unknown[] }[]).map((d) => [d.name, d.rows]),
    );
  };
  const range = 'startDate=2026-04-01&endDate=2027-03-31';
  const sales = await report(`/api/reports/registers/sales?${range}`);
  const purchases = await report(`/api/reports/registers/purchases?${range}`);
  const ids = [...Object.values(sales), ...Object.values(purchases)]
    .flat()
    .map((r) => (r as { transactionId?: number }).transactionId)
    .filter((id): id is number => typeof id === 'number');
  const settings = await send(t, auth, 'GET', '/api/companysettings');
  return {
    trialBalance: await report('/api/reports/ledger/trial-balance?asOfDate=2027-03-31'),
    dayBook: await report(`/api/reports/ledger/day-book?${range}`),
    sales,
    purchases,
    documents: await Promise.all(
      [...new Set(ids)].sort().map((id) => send(t, auth, 'GET', `/api/transactions/${id}`)),
    ),
    next: { invoice: settings.nextInvoiceNumber, purchase: settings.nextPurchaseNumber },
  };
}

describe('the embedded database', () => {
  const email = 'owner@backup.test';
  const dataDir = path.join(work, 'data');
  const file = path.join(work, 'books.tar.gz');
  let before: Awaited<ReturnType<typeof books>>;

  beforeAll(async () => {
    const t = await createTestApp({ database: await openPglite(path.join(dataDir, 'pgdata')) });
    await seedBooks(t, email);
    before = await books(t, await logIn(t, email));
    await t.close();
  }, 60_000);

  it('restores into another DATA_DIR with the same books, and numbering goes on', async () => {
    expect(before.trialBalance.trialBalance).not.toEqual([]);
    expect(before.documents).toHaveLength(4);
    expect(before.next).toEqual({ invoice: 4, purchase: 2 });

    await backupEmbedded(dataDir, file);
    const elsewhere = path.join(work, 'elsewhere');
    expect(await restoreEmbedded(elsewhere, file)).toEqual({ previous: null });

    const t = await createTestApp({ database: await openPglite(path.join(elsewhere, 'pgdata')) });
    try {
      const auth = await logIn(t, email);
      expect(await books(t, auth)).toEqual(before);
      const companyId = companyIdOf(auth.authorization!.slice(7));
      const cash = await cashCustomer(t, companyId);
      const next = await send(
        t,
        auth,
        'POST',
        '/api/transactions',
        sale(cash.id, '2026-04-07', [
          line(await addItem(t, companyId, { name: 'Pen', ratePaise: 1000 }), 1, 10),
        ]),
      );
      expect(next.number).toBe('INV-0004');
    } finally {
      await t.close();
    }
  }, 60_000);

  it('refuses while a server holds DATA_DIR; over existing books keeps them aside', async () => {
    // A live process holding the lock, as `npm start` does.
    const holder = spawn('sleep', ['60']);
    writeFileSync(path.join(dataDir, 'hisaab.lock'), String(holder.pid));
    try {
      await expect(backupEmbedded(dataDir, path.join(work, 'x.tar.gz'))).rejects.toThrow(
        `The server is running on ${dataDir} (pid ${holder.pid}): stop the server first.`,
      );
      await expect(restoreEmbedded(dataDir, file)).rejects.toThrow('stop the server first');
    } finally {
      holder.kill();
      rmSync(path.join(dataDir, 'hisaab.lock'), { force: true });
    }

    // A sale after the backup, then the restore: the books are as backed up again.
    let t = await createTestApp({ database: await openPglite(path.join(dataDir, 'pgdata')) });
    let auth = await logIn(t, email);
    const cashId = (await cashCustomer(t, companyIdOf(auth.authorization!.slice(7)))).id;
    const soap = before.documents[0].lineItems[0];
    await send(
      t,
      auth,
      'POST',
      '/api/transactions',
      sale(cashId, '2026-04-08', [
        { itemId: soap.itemId, quantity: 1, rate: 118, unitId: soap.unitId },
      ]),
    );
    expect((await books(t, auth)).next.invoice).toBe(5);
    await t.close();

    const { previous } = await restoreEmbedded(dataDir, file);
    expect(previous && existsSync(path.join(previous, 'PG_VERSION'))).toBe(true);
    t = await createTestApp({ database: await openPglite(path.join(dataDir, 'pgdata')) });
    try {
      auth = await logIn(t, email);
      expect(await books(t, auth)).toEqual(before);
    } finally {
      await t.close();
    }
    expect(existsSync(path.join(dataDir, 'hisaab.lock'))).toBe(false);
  }, 60_000);

  it('the running server dumps itself mid-save; the dump opens as the books before or after it', async () => {
    const t = await createTestApp({ database: await openPglite(path.join(dataDir, 'pgdata')) });
    const backups = path.join(work, 'server-backups');
    let written: string | null;
    try {
      const auth = await logIn(t, email);
      const cashId = (await cashCustomer(t, companyIdOf(auth.authorization!.slice(7)))).id;
      const soap = before.documents[0].lineItems[0];
      // The daily backup runs while a sale is being saved.
      [written] = await Promise.all([
        backUpIfDue(backups, t.database.dumpDataDir!, new Date()),
        send(
          t,
          auth,
          'POST',
          '/api/transactions',
          sale(cashId, '2026-04-09', [
            { itemId: soap.itemId, quantity: 2, rate: 118, unitId: soap.unitId },
          ]),
        ),
      ]);
    } finally {
      await t.close();
    }
    expect(written).not.toBeNull();
    const restored = path.join(work, 'from-daily');
    await restoreEmbedded(restored, written!);
    const r = await createTestApp({ database: await openPglite(path.join(restored, 'pgdata')) });
    try {
      const after = await books(r, await logIn(r, email));
      // Never half a sale: the dump holds it whole or not at all, with balanced books.
      expect([4, 5]).toContain(after.next.invoice);
      expect(after.documents).toHaveLength(after.next.invoice === 4 ? 4 : 5);
    } finally {
      await r.close();
    }
  }, 60_000);

  it('the daily backup holds the books only while it copies them: a sale saved while it packs completes', async () => {
    const t = await createTestApp({ database: await openPglite(path.join(dataDir, 'pgdata')) });
    const backups = path.join(work, 'held-backups');
    let savedWhileBackingUp = false;
    let beforeSale: number;
    let written: string | null;
    try {
      const auth = await logIn(t, email);
      beforeSale = (await books(t, auth)).next.invoice;
      const cashId = (await cashCustomer(t, companyIdOf(auth.authorization!.slice(7)))).id;
      const soap = before.documents[0].lineItems[0];
      written = await backUpIfDue(
        backups,
        () =>
          t.database.dumpDataDir!({
            // The backup is still running (its archive not yet made): a sale is saved meanwhile.
            copied: async () => {
              await send(
                t,
                auth,
                'POST',
                '/api/transactions',
                sale(cashId, '2026-04-11', [
                  { itemId: soap.itemId, quantity: 1, rate: 118, unitId: soap.unitId },
                ]),
              );
              savedWhileBackingUp = true;
            },
          }),
        new Date(),
      );
      expect((await books(t, auth)).next.invoice).toBe(beforeSale + 1);
    } finally {
      await t.close();
    }
    expect(savedWhileBackingUp, 'the sale was saved while the backup ran').toBe(true);
    // The backup is the books as they were when it was copied: before that sale, whole.
    const restored = path.join(work, 'from-held');
    await restoreEmbedded(restored, written!);
    const r = await createTestApp({ database: await openPglite(path.join(restored, 'pgdata')) });
    try {
      expect((await books(r, await logIn(r, email))).next.invoice).toBe(beforeSale);
    } finally {
      await r.close();
    }
    // Its working copy of the files is gone.
    expect(readdirSync(dataDir).filter((n) => n.startsWith('.pgdata-backup-'))).toEqual([]);
  }, 60_000);
});

describe('the daily backup', () => {
  const dir = path.join(work, 'rotation');
  const dump = async () => new Uint8Array([1, 2, 3]);
  const at = (iso: string) => new Date(iso);

  it('writes one a day, keeps 30 days, and never deletes the newest or other files', async () => {
    const first = await backUpIfDue(dir, dump, at('2026-11-01T02:00:00Z'));
    expect(first).toBe(path.join(dir, backupFileName(at('2026-11-01T02:00:00Z'))));
    expect(await backUpIfDue(dir, dump, at('2026-11-01T20:00:00Z'))).toBeNull();
    expect(await backUpIfDue(dir, dump, at('2026-11-02T02:00:00Z'))).not.toBeNull();
    writeFileSync(path.join(dir, 'notes.txt'), 'mine');
    writeFileSync(path.join(dir, backupFileName(at('2026-09-15T02:00:00Z'))), 'old');

    await backUpIfDue(dir, dump, at('2026-11-03T02:00:00Z'));
    expect(readdirSync(dir).sort()).toEqual([
      'hisaab-2026-11-01T02-00-00Z.tar.gz',
      'hisaab-2026-11-02T02-00-00Z.tar.gz',
      'hisaab-2026-11-03T02-00-00Z.tar.gz',
      'notes.txt',
    ]);
    // A server off for two months: its last backup stays until a new one is written.
    await backUpIfDue(
      dir,
      async () => Promise.reject(new Error('disk full')),
      at('2027-01-05T02:00:00Z'),
    ).catch(() => undefined);
    expect(readdirSync(dir)).toContain('hisaab-2026-11-03T02-00-00Z.tar.gz');
    await backUpIfDue(dir, dump, at('2027-01-06T02:00:00Z'));
    expect(readdirSync(dir).sort()).toEqual(['hisaab-2027-01-06T02-00-00Z.tar.gz', 'notes.txt']);
  });

  it('a server stopped during its dump leaves no file and logs no failure', async () => {
    const stopping = path.join(work, 'stopping');
    const logged: string[] = [];
    let fail: (e: Error) => void = () => undefined;
    vi.useFakeTimers();
    try {
      const stop = startDailyBackups(
        stopping,
        () => new Promise<Uint8Array>((_, reject) => (fail = reject)),
        { info: (m) => logged.push(`info: ${m}`), error: (m) => logged.push(`error: ${m}`) },
      );
      await vi.advanceTimersByTimeAsync(60_000);
      stop();
      fail(new Error("The embedded database's thread ended (exit code 0)"));
      await vi.advanceTimersByTimeAsync(0);
    } finally {
      vi.useRealTimers();
    }
    expect(logged).toEqual([
      'info: Daily backup left for the next start: the server stopped during it',
    ]);
    expect(readdirSync(path.join(stopping, 'backups'))).toEqual([]);
  });
});

describe.skipIf(!postgresUrl)('PostgreSQL (pg_dump / pg_restore)', () => {
  const email = 'owner@pg-backup.test';
  const names: string[] = [];
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: postgresUrl! });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  const newDatabase = async () => {
    const name = `hisaab_backup_${Math.random().toString(36).slice(2, 10)}`;
    await admin(`create database ${name}`);
    names.push(name);
    const url = new URL(postgresUrl!);
    url.pathname = `/${name}`;
    return url.toString();
  };
  afterAll(async () => {
    for (const name of names) await admin(`drop database if exists ${name} with (force)`);
  });

  it('restores into an empty database with the same books; replaces only when told, with the server stopped', async () => {
    const source = await newDatabase();
    let t = await createTestApp({ database: await openPostgres(source) });
    await seedBooks(t, email);
    const before = await books(t, await logIn(t, email));
    // pg_dump runs beside a running server.
    const file = path.join(work, 'books.pgdump');
    await backupPostgres(source, file);
    await t.close();

    const target = await newDatabase();
    await restorePostgres(target, file);
    t = await createTestApp({ database: await openPostgres(target) });
    try {
      expect(await books(t, await logIn(t, email))).toEqual(before);
      // Books change after the backup; the replace below takes them back.
      const auth = await logIn(t, email);
      const soap = before.documents[0].lineItems[0];
      await send(t, auth, 'POST', '/api/transactions', {
        ...sale(before.documents[0].customerId, '2026-04-10', [
          { itemId: soap.itemId, quantity: 1, rate: 118, unitId: soap.unitId },
        ]),
      });
      expect((await books(t, auth)).next.invoice).toBe(5);
      await expect(restorePostgres(target, file)).rejects.toThrow('already holds books');
      await expect(restorePostgres(target, file, { replace: true })).rejects.toThrow(
        'stop the server first',
      );
    } finally {
      await t.close();
    }
    await restorePostgres(target, file, { replace: true });
    t = await createTestApp({ database: await openPostgres(target) });
    try {
      expect(await books(t, await logIn(t, email))).toEqual(before);
    } finally {
      await t.close();
    }
    const gzip = path.join(work, 'embedded.tar.gz');
    writeFileSync(gzip, Buffer.from([0x1f, 0x8b, 8, 0, 0]));
    await expect(restorePostgres(target, gzip)).rejects.toThrow(
      'is one of the embedded database: unset DATABASE_URL',
    );
  }, 90_000);
});
