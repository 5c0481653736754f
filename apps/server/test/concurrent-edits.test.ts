// Concurrent edits of one bill (issue 25, "Under load and bad input" 1): six valid PUTs of the
// same estimate or purchase at once, ten rounds. Each answers 200, or 409 "This bill was
// changed by someone else: reload it" when it still collides after the retries; never a 500
// (a deadlock between the header's update and the lines' insert), and the books stay whole.
// PostgreSQL only: PGlite runs one statement at a time, so its edits never interleave.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAndLogin, sender, type TestApp } from './support/test-app.ts';
import { postgresUrl } from './support/test-database.ts';
import type { Db } from '../src/db/client.ts';
import { retryCollidingTransactions, TRANSACTION_TRIES } from '../src/db/retry.ts';
import Fastify from 'fastify';
import { registerErrorHandling } from '../src/platform/errors.ts';
import {
  addCustomer,
  addItem,
  companyIdOf,
  setCompanyState,
  unbalancedSources,
} from './support/fixtures.ts';

const DAY = '2026-11-20';
const CHANGED = 'This bill was changed by someone else: reload it';
const ROUNDS = 10;
const PARALLEL = 6;

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerAndLogin>>;
let ravi: { id: number };
let pen: { id: number; unitId: number };
let bag: { id: number; unitId: number };

const send = sender(
  () => t,
  () => owner.auth,
);

/** Request `n` of a round: its own quantities, so the saved bill tells which write won. */
const body = (n: number, extra: Record<string, unknown> = {}) => ({
  customerId: ravi.id,
  transactionDate: DAY,
  lineItems: [
    { itemId: pen.id, quantity: n + 1, rate: 118, unitId: pen.unitId },
    { itemId: bag.id, quantity: 1, rate: 999, unitId: bag.unitId },
  ],
  ...extra,
});

/** Six parallel PUTs of `url`, ten rounds: every answer is 200 or the 409, and one wins. */
async function editTogether(url: string, extra: Record<string, unknown>) {
  const statuses: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, n) => send('PUT', url, body(n, extra))),
    );
    for (const res of answers) {
      statuses.push(res.statusCode);
      if (res.statusCode !== 200) {
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json().detail).toBe(CHANGED);
      }
    }
    // The bill is one of the writes whole: its pen line's quantity and its total agree.
    const saved = (await send('GET', `/api/transactions/${url.split('/').pop()}`)).json() as {
      lineItems: { itemId: number; quantity: number }[];
      totals: { amount: number };
    };
    expect(saved.lineItems).toHaveLength(2);
    const pens = saved.lineItems.find((l) => l.itemId === pen.id)!.quantity;
    expect(saved.totals.amount).toBe(pens * 118 + 999);
  }
  expect(statuses.filter((s) => s === 500)).toEqual([]);
  expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
  expect(await unbalancedSources(t)).toEqual([]);
}

// PostgreSQL only: PGlite serves one statement at a time, so its edits never interleave and
// there is nothing to collide (TEST_DATABASE_URL runs it).
describe.skipIf(!postgresUrl)('concurrent edits of one bill (PostgreSQL)', () => {
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.now = new Date(`${DAY}T06:30:00Z`);
    owner = await registerAndLogin(t);
    const companyId = companyIdOf(owner.accessToken);
    await setCompanyState(t, companyId, '27');
    ravi = await addCustomer(t, companyId, { name: 'Ravi Kumar', stateCode: '27' });
    pen = await addItem(t, companyId, { name: 'Pen', ratePaise: 11800, group: 'GST 18%' });
    bag = await addItem(t, companyId, { name: 'Bag', ratePaise: 99900, group: 'GST 5%' });
  });
  afterAll(async () => t?.close());

  it('of an estimate answer 200 or 409, never 500', async () => {
    const created = await send('POST', '/api/estimates', body(0));
    expect(created.statusCode, created.body).toBe(201);
    await editTogether(`/api/estimates/${created.json().id}`, {});
  });

  it('of a purchase answer 200 or 409, never 500, and its ledger balances', async () => {
    const created = await send('POST', '/api/transactions', body(0, { isPurchase: true }));
    expect(created.statusCode, created.body).toBe(201);
    await editTogether(`/api/transactions/${created.json().id}`, { isPurchase: true });
  });
});

describe('a transaction that collides', () => {
  /** A database whose transactions fail with `codes` in turn, then succeed. */
  function collidingDb(codes: string[]) {
    let runs = 0;
    const db = {
      transaction: async () => {
        const code = codes[runs++];
        if (code) throw Object.assign(new Error('collided'), { cause: { code } });
        return 'saved';
      },
    } as unknown as Db;
    return { db: retryCollidingTransactions(db), runs: () => runs };
  }

  it('runs again after a deadlock or a serialization failure', async () => {
    const { db, runs } = collidingDb(['40P01', '40001']);
    expect(await db.transaction(async () => 'unused')).toBe('saved');
    expect(runs()).toBe(3);
  });

  it('gives up after its tries, and never retries another error', async () => {
    const always = collidingDb(Array(TRANSACTION_TRIES).fill('40P01'));
    await expect(always.db.transaction(async () => 'unused')).rejects.toThrow('collided');
    expect(always.runs()).toBe(TRANSACTION_TRIES);
    const unique = collidingDb(['23505']);
    await expect(unique.db.transaction(async () => 'unused')).rejects.toThrow('collided');
    expect(unique.runs()).toBe(1);
  });

  it('answers 409 "reload it" when it still collides, not 500', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    app.put('/bill', async () => {
      throw Object.assign(new Error('Failed query'), { cause: { code: '40P01' } });
    });
    const res = await app.inject({ method: 'PUT', url: '/bill' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ title: 'Conflict', detail: CHANGED, code: 'changed_meanwhile' });
    await app.close();
  });
});
