import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Journal, UnbalancedJournalError } from '../src/bookkeeping/journal.ts';
import { journalLines } from '../src/db/schema.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';
import { decodeJwt } from 'jose';

let t: TestApp;
let companyId: number;
beforeAll(async () => {
  t = await createTestApp();
  const s = await registerAndLogin(t);
  companyId = decodeJwt(s.accessToken).companyId as number;
});
afterAll(async () => t?.close());

const linesOf = async (sourceId: number) =>
  (
    await t.database.db
      .select()
      .from(journalLines)
      .where(sql`${journalLines.sourceId} = ${sourceId}`)
  ).length;

describe('ledger posting', () => {
  it('posts a balanced journal and replaces it when posted again', async () => {
    await t.database.db.transaction(async (tx) => {
      await new Journal(companyId, 'transaction', 901, '2026-11-01')
        .debit('CASH', 11800)
        .credit('SALES', 10000)
        .credit('TAX_OUTPUT', 1800, { taxId: 1, component: 'IGST' })
        .post(tx);
    });
    expect(await linesOf(901)).toBe(3);
    await t.database.db.transaction(async (tx) => {
      await new Journal(companyId, 'transaction', 901, '2026-11-01')
        .debit('CASH', 500)
        .credit('SALES', 500)
        .post(tx);
    });
    expect(await linesOf(901)).toBe(2);
  });

  it('refuses an unbalanced journal in code, and writes nothing', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await new Journal(companyId, 'transaction', 902, '2026-11-01')
          .debit('CASH', 100)
          .credit('SALES', 99)
          .post(tx);
      }),
    ).rejects.toThrow(UnbalancedJournalError);
    expect(await linesOf(902)).toBe(0);
  });

  it('the database refuses to commit unbalanced lines written around the code', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.insert(journalLines).values({
          companyId,
          sourceKind: 'transaction',
          sourceId: 903,
          entryDate: '2026-11-01',
          account: 'CASH',
          amountPaise: 100,
        });
      }),
    ).rejects.toThrow();
    expect(await linesOf(903)).toBe(0);
  });

  it('keeps the audit trail append-only', async () => {
    await expect(t.database.db.execute(sql`update audit_log set action = 'x'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
  });
});
