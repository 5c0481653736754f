// Fair usage (spec section 9): per-company ceilings on requests and on new documents a minute,
// answered with 429, a message and Retry-After, never dropped silently.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildErrorMessage, isSafeServerMessage } from '@hisaab/shared/messages';
import { loadConfig } from '../src/platform/config.ts';
import { defaultPoolSize } from '../src/db/client.ts';
import { createPlansWorld, openCompany, type PlansWorld } from './plans-world.ts';

let w: PlansWorld;
beforeAll(async () => {
  w = await createPlansWorld({
    registeredAt: '2026-06-01T10:00:00',
    fairUse: { requestsPerMinute: 6, documentsPerMinute: 2 },
  });
});
afterAll(async () => w?.close());

const expense = (extra: object = {}) => ({
  expenseItemName: 'Tea',
  amount: 20,
  remark: null,
  timeStamp: '2026-06-01T10:15:00+05:30',
  isBankTransaction: false,
  bankAccountId: null,
  ...extra,
});

describe('requests a minute per company', () => {
  it('answers the call past the ceiling with 429, the wait and Retry-After, until the minute is over', async () => {
    for (let i = 0; i < 6; i++)
      expect((await w.send('GET', '/api/subscription')).statusCode).toBe(200);
    const over = await w.send('GET', '/api/subscription');
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBe('60');
    expect(over.json()).toEqual({
      title: 'Too many requests',
      detail:
        'Your company is sending more than 6 requests a minute (fair usage). Please wait 60 s and try again.',
      retryAfterSeconds: 60,
      code: 'too_many_requests',
      values: { perMinute: '6', seconds: 60 },
    });
    expect(isSafeServerMessage(buildErrorMessage(429, over.json()))).toBe(true);

    // Another company has its own allowance; signing in is not a company's request.
    const other = await openCompany(w.t);
    expect((await other.send('GET', '/api/subscription')).statusCode).toBe(200);

    w.t.clock.advanceSeconds(30);
    const later = await w.send('GET', '/api/subscription');
    expect(later.statusCode).toBe(429);
    expect(later.headers['retry-after']).toBe('30');
    w.t.clock.advanceSeconds(31);
    expect((await w.send('GET', '/api/subscription')).statusCode).toBe(200);
  });
});

describe('new documents a minute per company', () => {
  it('refuses the document past the ceiling, not changes to existing ones', async () => {
    w.t.clock.advanceSeconds(61);
    const first = await w.send('POST', '/api/expenses', expense());
    expect(first.statusCode, first.body).toBe(201);
    expect((await w.send('POST', '/api/expenses', expense({ amount: 30 }))).statusCode).toBe(201);
    const third = await w.send('POST', '/api/expenses', expense({ amount: 40 }));
    expect(third.statusCode).toBe(429);
    expect(third.json().detail).toBe(
      'Your company is creating more than 2 documents a minute (fair usage). Please wait 60 s and try again.',
    );
    expect(third.headers['retry-after']).toBe('60');
    // Bills count too; changing a document does not.
    expect((await w.saveSale()).statusCode).toBe(429);
    const change = await w.send(
      'POST',
      '/api/expenses',
      expense({ id: first.json().id, amount: 25 }),
    );
    expect(change.statusCode, change.body).toBe(200);
    // Nothing of the refused ones was kept.
    const day = await w.send('GET', '/api/expenses?date=2026-06-01');
    expect(
      day
        .json()
        .map((e: { amount: number }) => e.amount)
        .sort(),
    ).toEqual([25, 30]);

    w.t.clock.advanceSeconds(61);
    expect((await w.saveSale()).statusCode).toBe(201);
  });
});

describe('configuration', () => {
  it('reads the ceilings from the environment; 0 switches one off', () => {
    const env = { DATA_DIR: w.t.dataDir, JWT_SECRET: 'x' };
    expect(loadConfig(env).fairUse).toEqual({ requestsPerMinute: 1200, documentsPerMinute: 120 });
    expect(
      loadConfig({
        ...env,
        FAIR_USE_REQUESTS_PER_MINUTE: '0',
        FAIR_USE_DOCUMENTS_PER_MINUTE: '30',
        SALES_CONTACT: 'Call Meera on 98200 12345',
      }),
    ).toMatchObject({
      fairUse: { requestsPerMinute: 0, documentsPerMinute: 30 },
      salesContact: 'Call Meera on 98200 12345',
    });
    expect(() => loadConfig({ ...env, FAIR_USE_DOCUMENTS_PER_MINUTE: 'lots' })).toThrow(
      'FAIR_USE_DOCUMENTS_PER_MINUTE must be a whole number',
    );
  });

  it('reads the PostgreSQL pool size, or leaves it to the pool (twice the cores, at least 4)', () => {
    const env = { DATA_DIR: w.t.dataDir, JWT_SECRET: 'x' };
    expect(loadConfig(env).databasePoolSize).toBeNull();
    expect(defaultPoolSize()).toBeGreaterThanOrEqual(4);
    expect(loadConfig({ ...env, DATABASE_POOL_SIZE: '12' }).databasePoolSize).toBe(12);
    expect(() => loadConfig({ ...env, DATABASE_POOL_SIZE: '0' })).toThrow(
      'DATABASE_POOL_SIZE must be a whole number of 1 or more',
    );
  });
});
