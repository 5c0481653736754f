// Issue 38 part 3's time limit: the annual return (GSTR-9) of 2026-27 marked filed on 10 June
// 2027 (date and ARN, by the owner or the accountant) ends the amendments of that year's
// supplies that day, earlier than 30 November 2027: the filing day allows one, the next day
// refuses it. Undoing the filing (owner only, with a reason, audited) allows them again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { companies } from '../src/db/schema.ts';
import { queryRows } from '../src/db/query-rows.ts';
import { lockedShop, moveClock } from './support/locked-shop.ts';

let shop: Awaited<ReturnType<typeof lockedShop>>;
const send: (typeof shop)['send'] = (...args) => shop.send(...args);

const ANNUAL = '/api/periods/annual-returns';
const LATE =
  'The annual return (GSTR-9) of its financial year was filed on 10/06/2027: a filed invoice can no longer be amended. Record a credit or debit note instead.';

/** The October sale amended to `quantity` shirts. */
const amend = (quantity: number) =>
  send('POST', `/api/transactions/${shop.october.id}/amend`, {
    ...shop.bill('2026-10-12', quantity, { id: shop.october.id }),
    reason: `Ganesh took ${quantity} shirts`,
  });

let annualId: number;

beforeAll(async () => {
  shop = await lockedShop();
  // The shop bills on through 2027 (its free trial would end in May).
  await shop.t.database.db
    .update(companies)
    .set({ trialEndsOn: '2028-03-31' })
    .where(eq(companies.id, shop.companyId));
  const filed = await send('POST', '/api/reports/gst/filings', {
    returnType: 'gstr1',
    year: 2026,
    month: 10,
    filedOn: '2026-11-11',
    arn: 'AA271126012345X',
  });
  expect(filed.statusCode, filed.body).toBe(201);
}, 240_000);

afterAll(async () => {
  await shop?.t.close();
});

describe('the annual return (GSTR-9)', () => {
  it('is filed after its year ends and not after today', async () => {
    const early = await send('POST', ANNUAL, {
      year: 2026,
      filedOn: '2026-11-20',
      arn: 'AA270627012345X',
    });
    expect(early.statusCode).toBe(400);
    expect(early.body).toContain('The annual return is filed after its year ends');
    await moveClock(shop, '2027-06-10T06:30:00Z');
    const ahead = await send('POST', ANNUAL, {
      year: 2026,
      filedOn: '2027-06-11',
      arn: 'AA270627012345X',
    });
    expect(ahead.statusCode).toBe(400);
    const auditor = await send(
      'POST',
      ANNUAL,
      { year: 2026, filedOn: '2027-06-10', arn: 'AA270627012345X' },
      shop.auditor.auth,
    );
    expect(auditor.statusCode).toBe(403);
    expect((await send('GET', '/api/periods')).json().annualReturns).toEqual([]);
  });

  it('is recorded by the accountant with its date and ARN, once', async () => {
    const res = await send(
      'POST',
      ANNUAL,
      { year: 2026, filedOn: '2027-06-10', arn: 'aa27 0627 012345x' },
      shop.manager.auth,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().annualReturns).toMatchObject([
      {
        year: 2026,
        label: '2026-27',
        filedOn: '2027-06-10',
        arn: 'AA270627012345X',
        undoneAt: null,
      },
    ]);
    annualId = res.json().annualReturns[0].id;
    const twice = await send('POST', ANNUAL, {
      year: 2026,
      filedOn: '2027-06-10',
      arn: 'AA270627012345X',
    });
    expect(twice.statusCode).toBe(409);
  });

  it('allows an amendment on its filing day and refuses one the day after', async () => {
    const onTheDay = await amend(3);
    expect(onTheDay.statusCode, onTheDay.body).toBe(200);
    await moveClock(shop, '2027-06-11T06:30:00Z');
    const dayAfter = await amend(4);
    expect(dayAfter.statusCode).toBe(400);
    expect(dayAfter.json().detail).toBe(LATE);
    const [row] = await queryRows<{ n: number }>(
      shop.t.database.db,
      sql`select count(*)::int as n from amendments where company_id = ${shop.companyId}`,
    );
    expect(Number(row!.n)).toBe(1);
  });

  it('is undone by the owner alone, with a reason, audited; amendments are open again', async () => {
    const url = `${ANNUAL}/${annualId}/undo`;
    const byManager = await send('POST', url, { reason: 'Filed by mistake' }, shop.manager.auth);
    expect(byManager.statusCode).toBe(403);
    expect((await send('POST', url, {})).statusCode).toBe(400);
    const undone = await send('POST', url, { reason: 'The portal rejected the return' });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().annualReturns[0]).toMatchObject({
      id: annualId,
      undoReason: 'The portal rejected the return',
    });
    const again = await amend(4);
    expect(again.statusCode, again.body).toBe(200);
    const audit = await queryRows<{ action: string; after: unknown }>(
      shop.t.database.db,
      sql`select action, after from audit_log where company_id = ${shop.companyId}
          and entity = 'annualReturn' order by id`,
    );
    expect(audit).toEqual([
      {
        action: 'create',
        after: { year: '2026-27', filedOn: '2027-06-10', arn: 'AA270627012345X' },
      },
      {
        action: 'update',
        after: expect.objectContaining({ undoReason: 'The portal rejected the return' }),
      },
    ]);
    expect((await send('POST', url, { reason: 'Twice over' })).statusCode).toBe(409);
  });
});
