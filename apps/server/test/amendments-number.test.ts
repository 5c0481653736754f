// Issue 38 part 3: an amendment that corrects the invoice number. October 2026's GSTR-1 and
// GSTR-3B are filed; in December the owner gives a filed sale and a filed credit note the
// numbers they should have had. The document carries its new number; December's GSTR-1 reports
// the filed number and date as oinum/oidt (ont_num/ont_dt) and the new ones as inum/idt
// (nt_num/nt_dt); October computed again is still what was filed, table 13 included; the
// series' counter does not move, and the filed number is never issued again. A number another
// document holds (or held: a filed or deleted one), or one the series will still reach, is
// refused with a message, nothing saved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/query-rows.ts';
import { lockedShop, moveClock } from './support/locked-shop.ts';

let shop: Awaited<ReturnType<typeof lockedShop>>;
const send: (typeof shop)['send'] = (...args) => shop.send(...args);

type Doc = { id: number; number: string; version: number };
let second: Doc;
let note: Doc;
let debitNote: Doc;
let october1: string;
let october3b: string;

const gstr1 = async (month: number) => {
  const res = await send('GET', `/api/reports/gst/gstr1/json?year=2026&month=${month}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
};
const gstr3b = async (month: number) => {
  const res = await send('GET', `/api/reports/gst/gstr3b/json?year=2026&month=${month}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
};

const amendmentCount = async () => {
  const [row] = await queryRows<{ n: number }>(
    shop.t.database.db,
    sql`select count(*)::int as n from amendments where company_id = ${shop.companyId}`,
  );
  return Number(row!.n);
};

const stored = async (id: number) => {
  const res = await send('GET', `/api/transactions/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { number: string; version: number };
};

const nextInvoiceNumber = async () =>
  (await send('GET', '/api/companysettings')).json().nextInvoiceNumber as number;

/** The October sale amended: the same 2 shirts to Ganesh, with `number`. */
const amendOctober = (number: unknown, reason = 'The invoice number was mistyped') =>
  send('POST', `/api/transactions/${shop.october.id}/amend`, {
    ...shop.bill('2026-10-12', 2, { id: shop.october.id }),
    reason,
    number,
  });

beforeAll(async () => {
  shop = await lockedShop();
  second = await shop.post('2026-10-18', 4);
  const returned = await send('POST', '/api/returns', {
    originalId: second.id,
    transactionDate: '2026-10-20',
    refundMode: 'adjust',
    lines: [{ lineNo: 1, quantity: 1 }],
  });
  expect(returned.statusCode, returned.body).toBe(201);
  note = returned.json();
  const raised = await send('POST', '/api/returns/sales-debit-notes', {
    originalId: second.id,
    transactionDate: '2026-10-22',
    lines: [{ lineNo: 1, rate: 10.5 }],
  });
  expect(raised.statusCode, raised.body).toBe(201);
  debitNote = raised.json();
  october1 = await gstr1(10);
  october3b = await gstr3b(10);
  for (const returnType of ['gstr1', 'gstr3b']) {
    const filed = await send('POST', '/api/reports/gst/filings', {
      returnType,
      year: 2026,
      month: 10,
      filedOn: '2026-11-11',
      arn: 'AA271126012345X',
    });
    expect(filed.statusCode, filed.body).toBe(201);
  }
  await moveClock(shop, '2026-12-05T06:30:00Z');
}, 240_000);

afterAll(async () => {
  await shop?.t.close();
});

describe('amending the number of a filed document', () => {
  it('refuses a number held by another document, deleted, ahead in the series or malformed', async () => {
    const { october, november } = shop;
    const amended = await amendmentCount();
    const was = await stored(october.id);
    // Another sale's number, in any case.
    for (const number of [november.number, november.number.toLowerCase()]) {
      const taken = await amendOctober(number);
      expect(taken.statusCode, taken.body).toBe(409);
      expect(taken.json().detail).toBe(
        `Number ${number} is already used by another document (or was filed for one). Choose another number.`,
      );
      expect(taken.json().errors).toEqual({ number: [taken.json().detail] });
    }
    // A deleted December bill's number: December's table 13 reports it as cancelled.
    const december = await shop.post('2026-12-02', 1);
    expect((await send('DELETE', `/api/transactions/${december.id}`)).statusCode).toBe(204);
    const deleted = await amendOctober(december.number);
    expect(deleted.statusCode, deleted.body).toBe(409);
    // A number the invoice series has not reached yet: a later invoice would skip it.
    const ahead = await amendOctober('INV-0050');
    expect(ahead.statusCode, ahead.body).toBe(400);
    expect(ahead.json().detail).toBe(
      'Number INV-0050 is still ahead in this series: a later document would take it. Choose a number outside the series.',
    );
    const malformed = await amendOctober('INV 1');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().detail).toContain('may contain only letters, digits, - and /');
    expect(await stored(october.id)).toEqual(was);
    expect(await amendmentCount()).toBe(amended);
    expect(await gstr1(10)).toBe(october1);
  });

  it('gives a filed sale its new number: b2ba names both, October as filed, the number not reissued', async () => {
    const { october } = shop;
    const counter = await nextInvoiceNumber();
    const res = await amendOctober('INV-0001A');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: october.id, number: 'INV-0001A' });
    expect((await stored(october.id)).number).toBe('INV-0001A');
    const december = JSON.parse(await gstr1(12));
    expect(december.b2ba).toEqual([
      {
        ctin: '27AAGCG4576J1Z6',
        inv: [
          {
            oinum: october.number,
            oidt: '12-10-2026',
            inum: 'INV-0001A',
            idt: '12-10-2026',
            val: 210,
            pos: '27',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [{ num: 501, itm_det: { txval: 200, rt: 5, camt: 5, samt: 5, csamt: 0 } }],
          },
        ],
      },
    ]);
    // October computed again, table 13's range included, is byte for byte what was filed.
    expect(await gstr1(10)).toBe(october1);
    expect(JSON.parse(october1).doc_issue.doc_det[0].docs[0]).toMatchObject({
      from: october.number,
    });
    expect(await gstr3b(10)).toBe(october3b);
    // No figure changed: December's GSTR-3B carries no difference.
    expect(JSON.parse(await gstr3b(12)).sup_details.osup_det).toMatchObject({ txval: 0 });
    // The series' counter did not move, and the next sale takes it.
    expect(await nextInvoiceNumber()).toBe(counter);
    const next = await shop.post('2026-12-06', 1);
    expect(next.number).toBe(`INV-${String(counter).padStart(4, '0')}`);
    const audit = await queryRows<{ before: { number: string }; after: { number: string } }>(
      shop.t.database.db,
      sql`select before, after from audit_log where company_id = ${shop.companyId}
          and entity = 'amendment' and (before ->> 'transactionId')::int = ${october.id}`,
    );
    expect(audit.map((a) => [a.before.number, a.after.number])).toEqual([
      [october.number, 'INV-0001A'],
    ]);
    // The filed number is never issued again: not to another amendment, not by the settings.
    const reuse = await send('POST', `/api/transactions/${second.id}/amend`, {
      ...shop.bill('2026-10-18', 4, { id: second.id }),
      reason: 'Take the freed number',
      number: october.number,
    });
    expect(reuse.statusCode, reuse.body).toBe(409);
    const lowered = await send('PUT', '/api/companysettings', { nextInvoiceNumber: 1 });
    expect(lowered.statusCode, lowered.body).toBe(409);
    expect(lowered.json().detail).toContain(`${october.number} is already used`);
  });

  it('gives a filed credit note its new number: cdnra names both, October stays as filed', async () => {
    const res = await send('POST', `/api/returns/${note.id}/amend`, {
      originalId: second.id,
      transactionDate: '2026-10-20',
      refundMode: 'adjust',
      lines: [{ lineNo: 1, quantity: 1 }],
      reason: 'The note was numbered by hand as CN-0001R',
      number: 'CN-0001R',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ number: 'CN-0001R', amount: 105 });
    const december = JSON.parse(await gstr1(12));
    // The credit note in cdnra (a debit note amended too is beside it, ntty D).
    expect(december.cdnra.map((c: { ctin: string }) => c.ctin)).toEqual(['27AAGCG4576J1Z6']);
    expect(december.cdnra[0].nt.filter((n: { ntty: string }) => n.ntty === 'C')).toEqual([
      {
        ont_num: note.number,
        ont_dt: '20-10-2026',
        ntty: 'C',
        nt_num: 'CN-0001R',
        nt_dt: '20-10-2026',
        val: 105,
        pos: '27',
        rchrg: 'N',
        inv_typ: 'R',
        itms: [{ num: 501, itm_det: { txval: 100, rt: 5, camt: 2.5, samt: 2.5, csamt: 0 } }],
      },
    ]);
    expect(await gstr1(10)).toBe(october1);
    expect(await gstr3b(10)).toBe(october3b);
  });

  it('gives a filed debit note to a customer its new number: cdnra (ntty D) names both', async () => {
    const taken = await send('POST', `/api/returns/sales-debit-notes/${debitNote.id}/amend`, {
      originalId: second.id,
      transactionDate: '2026-10-22',
      lines: [{ lineNo: 1, rate: 10.5 }],
      reason: 'Renumbered',
      number: shop.november.number,
    });
    expect(taken.statusCode, taken.body).toBe(409);
    const res = await send('POST', `/api/returns/sales-debit-notes/${debitNote.id}/amend`, {
      originalId: second.id,
      transactionDate: '2026-10-22',
      lines: [{ lineNo: 1, rate: 10.5 }],
      reason: 'The note was numbered by hand as SDN/26/7',
      number: 'SDN/26/7',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ number: 'SDN/26/7' });
    const december = JSON.parse(await gstr1(12));
    const notes = december.cdnra[0].nt as { ntty: string; ont_num: string; nt_num: string }[];
    expect(notes.filter((n) => n.ntty === 'D')).toEqual([
      expect.objectContaining({
        ont_num: debitNote.number,
        nt_num: 'SDN/26/7',
        nt_dt: '22-10-2026',
      }),
    ]);
    expect(await gstr1(10)).toBe(october1);
    expect(await gstr3b(10)).toBe(october3b);
  });
});
