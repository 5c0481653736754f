// Issue 38, parts 1 and 2: a GST return marked filed (date, ARN, the JSON kept byte for byte),
// and a filed month locked: its documents cannot be edited, deleted or back-dated into, by any
// role, through the API or a credit note; a note dated later remains the way to correct it.
// GSTR-1 holds the outward supplies; GSTR-3B also the purchases. Undo: owner only, with reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/query-rows.ts';
import { lockedShop } from './support/locked-shop.ts';
import { registerAndLogin } from './support/test-app.ts';

let shop: Awaited<ReturnType<typeof lockedShop>>;
const send: (typeof shop)['send'] = (...args) => shop.send(...args);

const FILED_OCTOBER =
  'GSTR-1 for October 2026 is filed: its documents cannot be added, changed or deleted. Record a credit or debit note dated after it instead.';

const fileReturn = (returnType: 'gstr1' | 'gstr3b', extra: Record<string, unknown> = {}) => ({
  returnType,
  year: 2026,
  month: 10,
  filedOn: '2026-11-11',
  arn: 'AA271126012345X',
  ...extra,
});

let octoberFile: string;
let filingId: number;

beforeAll(async () => {
  shop = await lockedShop();
  const download = await send('GET', '/api/reports/gst/gstr1/json?year=2026&month=10');
  expect(download.statusCode, download.body).toBe(200);
  octoberFile = download.body;
}, 240_000);

afterAll(async () => {
  await shop?.t.close();
});

async function documentCount(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    shop.t.database.db,
    sql`select count(*)::int as n from transactions where company_id = ${shop.companyId}`,
  );
  return Number(row!.n);
}

describe('marking a return filed', () => {
  it('refuses a bad ARN, a filing date inside the month or ahead of today, and the Auditor', async () => {
    const arn = await send(
      'POST',
      '/api/reports/gst/filings',
      fileReturn('gstr1', { arn: 'AA12' }),
    );
    expect(arn.statusCode).toBe(400);
    expect(arn.body).toContain('Enter the ARN the portal gave');
    const early = await send(
      'POST',
      '/api/reports/gst/filings',
      fileReturn('gstr1', { filedOn: '2026-10-31' }),
    );
    expect(early.statusCode).toBe(400);
    expect(early.body).toContain('A return is filed after its month ends');
    const ahead = await send(
      'POST',
      '/api/reports/gst/filings',
      fileReturn('gstr1', { filedOn: '2026-11-21' }),
    );
    expect(ahead.statusCode).toBe(400);
    const auditor = await send(
      'POST',
      '/api/reports/gst/filings',
      fileReturn('gstr1'),
      shop.auditor.auth,
    );
    expect(auditor.statusCode).toBe(403);
    const state = (await send('GET', '/api/periods')).json();
    expect(state.filings).toEqual([]);
  });

  it('keeps the date, the ARN (in capitals, spaces dropped) and the JSON as downloaded', async () => {
    const res = await send(
      'POST',
      '/api/reports/gst/filings',
      fileReturn('gstr1', { arn: 'aa27 1126 012345x' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const filing = res.json();
    filingId = filing.id;
    expect(filing).toMatchObject({
      returnType: 'gstr1',
      period: '2026-10',
      filedOn: '2026-11-11',
      arn: 'AA271126012345X',
      undoneAt: null,
    });
    const kept = await send('GET', `/api/reports/gst/filings/${filingId}/json`);
    expect(kept.statusCode).toBe(200);
    expect(kept.headers['content-type']).toContain('application/json');
    expect(kept.headers['content-disposition']).toContain('27AAPFU0939F1ZV_GSTR1_102026.json');
    expect(kept.rawPayload.equals(Buffer.from(octoberFile, 'utf8'))).toBe(true);
    // Every role of the company reads the state; the Auditor too.
    const seen = (
      await send('GET', '/api/reports/gst/filings', undefined, shop.auditor.auth)
    ).json();
    expect(seen.filings.map((f: { arn: string }) => f.arn)).toEqual(['AA271126012345X']);
  });

  it('refuses the same return and month twice, and hides a filing from other companies', async () => {
    const again = await send('POST', '/api/reports/gst/filings', fileReturn('gstr1'));
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('GSTR-1 for October 2026 is already marked as filed.');
    const other = await registerAndLogin(shop.t);
    const res = await send(
      'GET',
      `/api/reports/gst/filings/${filingId}/json`,
      undefined,
      other.auth,
    );
    expect(res.statusCode).toBe(404);
    const undo = await send(
      'POST',
      `/api/reports/gst/filings/${filingId}/undo`,
      { reason: 'not ours' },
      other.auth,
    );
    expect(undo.statusCode).toBe(404);
  });
});

describe('a month whose GSTR-1 is filed', () => {
  it('refuses an edit, a delete and a payment change of its sale, for the owner and the manager', async () => {
    const { october, bill } = shop;
    const edit = await send(
      'PUT',
      `/api/transactions/${october.id}`,
      bill('2026-10-12', 3, { id: october.id }),
    );
    expect(edit.statusCode).toBe(409);
    expect(edit.json().detail).toBe(FILED_OCTOBER);
    const byManager = await send(
      'PUT',
      `/api/transactions/${october.id}`,
      bill('2026-10-12', 3, { id: october.id }),
      shop.manager.auth,
    );
    expect(byManager.statusCode).toBe(409);
    // Moved out of the month: still a change of a filed supply.
    const moved = await send(
      'PUT',
      `/api/transactions/${october.id}`,
      bill('2026-11-12', 2, { id: october.id }),
    );
    expect(moved.statusCode).toBe(409);
    const del = await send('DELETE', `/api/transactions/${october.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().detail).toBe(FILED_OCTOBER);
    const view = (await send('GET', `/api/transactions/${october.id}`)).json();
    expect(view.totals.amount).toBe(210);
  });

  it('refuses a new sale dated in it and an edit that back-dates a later sale into it', async () => {
    const before = await documentCount();
    const back = await send('POST', '/api/transactions', shop.bill('2026-10-30', 1));
    expect(back.statusCode).toBe(409);
    expect(back.json().detail).toBe(FILED_OCTOBER);
    const { november, bill } = shop;
    const into = await send(
      'PUT',
      `/api/transactions/${november.id}`,
      bill('2026-10-31', 1, { id: november.id }),
    );
    expect(into.statusCode).toBe(409);
    expect(await documentCount()).toBe(before);
    expect((await send('GET', `/api/transactions/${november.id}`)).json().transactionDate).toBe(
      '2026-11-05',
    );
  });

  it('refuses a credit note dated in it; one dated after it corrects the sale', async () => {
    const note = (transactionDate: string) => ({
      originalId: shop.october.id,
      transactionDate,
      refundMode: 'adjust',
      lines: [{ lineNo: 1, quantity: 1 }],
    });
    const inside = await send('POST', '/api/returns', note('2026-10-31'));
    expect(inside.statusCode).toBe(409);
    expect(inside.json().detail).toBe(FILED_OCTOBER);
    const after = await send('POST', '/api/returns', note('2026-11-20'));
    expect(after.statusCode, after.body).toBe(201);
    // The filed file is still what was filed; October's return itself did not move either.
    const kept = await send('GET', `/api/reports/gst/filings/${filingId}/json`);
    expect(kept.body).toBe(octoberFile);
    expect((await send('GET', '/api/reports/gst/gstr1/json?year=2026&month=10')).body).toBe(
      octoberFile,
    );
  });

  it('leaves purchases and payment-only entries to GSTR-3B and the books: they still save', async () => {
    const purchase = await shop.post('2026-10-20', 4, true);
    const payment = await send('POST', '/api/transactions/payment', {
      customerId: shop.ganesh.id,
      transactionDate: '2026-10-25',
      amount: 50,
      isBankTransaction: false,
      isPaymentMade: false,
    });
    expect(payment.statusCode, payment.body).toBe(201);
    // GSTR-3B filed by the manager (an accountant's work): now the purchase is held too.
    const filed = await send(
      'POST',
      '/api/reports/gst/filings',
      fileReturn('gstr3b', { filedOn: '2026-11-19' }),
      shop.manager.auth,
    );
    expect(filed.statusCode, filed.body).toBe(201);
    const edit = await send(
      'PUT',
      `/api/transactions/${purchase.id}`,
      shop.bill('2026-10-20', 5, { isPurchase: true, id: purchase.id }),
    );
    expect(edit.statusCode).toBe(409);
    expect(edit.json().detail).toContain('GSTR-3B for October 2026 is filed');
    const kept = await send('GET', `/api/reports/gst/filings/${filed.json().id}/json`);
    expect(JSON.parse(kept.body)).toMatchObject({ gstin: '27AAPFU0939F1ZV', ret_period: '102026' });
  });
});

describe('undoing a filing', () => {
  it('is for the owner only, with a reason, and audited; the JSON filed stays downloadable', async () => {
    const byManager = await send(
      'POST',
      `/api/reports/gst/filings/${filingId}/undo`,
      { reason: 'wrong month' },
      shop.manager.auth,
    );
    expect(byManager.statusCode).toBe(403);
    const noReason = await send('POST', `/api/reports/gst/filings/${filingId}/undo`, {
      reason: '',
    });
    expect(noReason.statusCode).toBe(400);
    const undone = await send('POST', `/api/reports/gst/filings/${filingId}/undo`, {
      reason: 'Marked by mistake: the portal refused the upload',
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().undoReason).toBe('Marked by mistake: the portal refused the upload');
    // GSTR-3B reports the sales too: undone as well, the month opens again.
    const state = (await send('GET', '/api/periods')).json();
    const threeB = state.filings.find((f: { returnType: string }) => f.returnType === 'gstr3b');
    await send('POST', `/api/reports/gst/filings/${threeB.id}/undo`, { reason: 'Refiling both' });
    const { october, bill } = shop;
    // Its lines are held by the credit note: the date changes (the return's invoice date).
    const edit = await send(
      'PUT',
      `/api/transactions/${october.id}`,
      bill('2026-10-13', 2, { id: october.id }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    // The books changed: the download changed, what was filed did not.
    const now = await send('GET', '/api/reports/gst/gstr1/json?year=2026&month=10');
    expect(now.body).not.toBe(octoberFile);
    const kept = await send('GET', `/api/reports/gst/filings/${filingId}/json`);
    expect(kept.rawPayload.equals(Buffer.from(octoberFile, 'utf8'))).toBe(true);
    // Filed again: a new filing in force beside the undone one.
    const refiled = await send(
      'POST',
      '/api/reports/gst/filings',
      fileReturn('gstr1', { filedOn: '2026-11-20' }),
    );
    expect(refiled.statusCode, refiled.body).toBe(201);
    const again = await send('GET', `/api/reports/gst/filings/${refiled.json().id}/json`);
    expect(again.body).toBe(now.body);
  });

  it('left an audit row for each filing and undo', async () => {
    const rows = await queryRows<{
      action: string;
      after: { period: string; undoReason: string | null };
    }>(
      shop.t.database.db,
      sql`select action, after from audit_log
          where company_id = ${shop.companyId} and entity = 'filedReturn' order by id`,
    );
    expect(rows.map((r) => r.action)).toEqual(['create', 'create', 'update', 'update', 'create']);
    expect(rows[2]!.after).toMatchObject({
      period: '2026-10',
      undoReason: 'Marked by mistake: the portal refused the upload',
    });
  });
});
