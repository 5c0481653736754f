// Returns (issue 16): credit notes take goods back from a sale, debit notes send goods back on
// a purchase. Own CN-/DN- series, shares of the original's stored amounts and taxes, stock,
// party and ledger moved back, refund or adjustment, never more than was sold on the bill
// (also when two returns race), deleting a note reverses it, roles, plans and other companies.
//
// The arithmetic (company in Maharashtra 27, prices include tax):
//   INV-0001 to Ravi (27): 10 pens × ₹118 (GST 18%) = 1180.00 → CGST = SGST = 90.00, taxable
//     1000.00; 3 markers × ₹100 (GST 18%) = 300.00 → tax 300 × 18/118 = 45.76 → CGST = SGST
//     22.88, taxable 254.24.
//   CN-0001: 4 pens back → 4/10 of each: 472.00, CGST = SGST = 36.00, taxable 400.00;
//     1 marker → 1/3: amount 100.00, CGST = SGST round(22.88/3 = 7.6266…) = 7.63, taxable
//     100 − 15.26 = 84.74. Note: 572.00, tax 87.26, taxable 484.74; refunded in cash.
//   Markers 2 and 3 back one at a time: CGST (round(2 × 2288 / 3) = 1525) − 763 = 7.62, then
//     2288 − 1525 = 7.63: the three notes add up to the line's 22.88 exactly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  createTestApp,
  inviteAndJoin,
  registerAndLogin,
  type TestApp,
  sender,
} from './support/test-app.ts';
import {
  addBankAccount,
  addCustomer,
  addItem,
  cashCustomer,
  companyIdOf,
  ledgerBalance,
  setCompanyState,
  unbalancedSources,
} from './support/fixtures.ts';

const DAY = '2026-11-20';
let t: TestApp;
let owner: Awaited<ReturnType<typeof registerAndLogin>>;
let companyId: number;
let ravi: { id: number };
let vendor: { id: number };
let cashId: number;
let pen: { id: number; unitId: number };
let marker: { id: number; unitId: number };
let saleId: number;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date(`${DAY}T06:30:00Z`);
  owner = await registerAndLogin(t);
  companyId = companyIdOf(owner.accessToken);
  await setCompanyState(t, companyId, '27');
  ravi = await addCustomer(t, companyId, { name: 'Ravi Kumar', stateCode: '27', phone: '98765' });
  vendor = await addCustomer(t, companyId, { name: 'Pune Stationers', stateCode: '27' });
  cashId = (await cashCustomer(t, companyId)).id;
  pen = await addItem(t, companyId, { name: 'Pen', ratePaise: 11800, group: 'GST 18%' });
  marker = await addItem(t, companyId, { name: 'Marker', ratePaise: 10000, group: 'GST 18%' });
  const bought = await send('POST', '/api/transactions', bill(vendor.id, true, [[pen, 20, 59]]));
  expect(bought.statusCode, bought.body).toBe(201);
  const sold = await send(
    'POST',
    '/api/transactions',
    bill(ravi.id, false, [
      [pen, 10, 118],
      [marker, 3, 100],
    ]),
  );
  expect(sold.statusCode, sold.body).toBe(201);
  saleId = (sold.json() as { id: number }).id;
});
afterAll(async () => t?.close());

const send = sender(
  () => t,
  () => owner.auth,
);

function bill(customerId: number, isPurchase: boolean, lines: [typeof pen, number, number][]) {
  return {
    customerId,
    transactionDate: DAY,
    isPurchase,
    lineItems: lines.map(([item, quantity, rate]) => ({
      itemId: item.id,
      quantity,
      rate,
      unitId: item.unitId,
    })),
  };
}

const giveBack = (
  originalId: number,
  lines: [number, number][],
  refundMode: 'cash' | 'bank' | 'adjust' = 'cash',
  extra: Record<string, unknown> = {},
) => ({
  originalId,
  transactionDate: DAY,
  refundMode,
  lines: lines.map(([lineNo, quantity]) => ({ lineNo, quantity })),
  ...extra,
});

async function stockOf(name: string): Promise<number> {
  const items = (await send('GET', '/api/items')).json() as { name: string; stock: number }[];
  return items.find((i) => i.name === name)!.stock;
}

async function documents(): Promise<number> {
  const result = (await t.database.db.execute(
    sql`select count(*)::int as n from transactions where company_id = ${companyId}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]!.n);
}

interface Note {
  id: number;
  number: string;
  title: string;
  amount: number;
  tax: number;
  taxable: number;
  refunded: number;
  refundMode: string;
  original: { id: number; number: string; transactionDate: string };
  lines: { itemName: string; quantity: number; taxable: number; tax: number; amount: number }[];
  taxes: { component: string; rateBp: number; taxable: number; amount: number }[];
}

describe('credit notes', () => {
  it('shows what the bill sold and what is left to take back', async () => {
    const res = await send('GET', `/api/returns/original/${saleId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      kind: 'credit_note',
      number: 'INV-0001',
      customerName: 'Ravi Kumar',
      lines: [
        { lineNo: 1, itemName: 'Pen', sold: 10, returned: 0, returnable: 10, amount: 1180 },
        { lineNo: 2, itemName: 'Marker', sold: 3, returned: 0, returnable: 3, amount: 300 },
      ],
      notes: [],
    });
  });

  it('takes back part of a sale: shares of the stored taxes, stock, ledger and cash refund', async () => {
    const cashBefore = await ledgerBalance(t, companyId, 'CASH');
    const raviBefore = await ledgerBalance(t, companyId, 'PARTY', { partyId: ravi.id });
    const res = await send(
      'POST',
      '/api/returns',
      giveBack(
        saleId,
        [
          [1, 4],
          [2, 1],
        ],
        'cash',
        { remark: 'Damaged in transit' },
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const note = res.json() as Note;
    expect(note).toMatchObject({
      number: 'CN-0001',
      title: 'Credit Note',
      amount: 572,
      tax: 87.26,
      taxable: 484.74,
      refunded: 572,
      refundMode: 'cash',
      original: { id: saleId, number: 'INV-0001', transactionDate: DAY },
    });
    expect(note.lines).toEqual([
      expect.objectContaining({ itemName: 'Pen', quantity: 4, taxable: 400, tax: 72, amount: 472 }),
      expect.objectContaining({
        itemName: 'Marker',
        quantity: 1,
        taxable: 84.74,
        tax: 15.26,
        amount: 100,
      }),
    ]);
    expect(note.taxes).toEqual([
      { component: 'CGST', rateBp: 900, taxable: 484.74, amount: 43.63 },
      { component: 'SGST', rateBp: 900, taxable: 484.74, amount: 43.63 },
    ]);
    // Stock: 20 bought − 10 sold + 4 back.
    expect(await stockOf('Pen')).toBe(14);
    // Sales and output tax are debited back; the customer gets cash back, so his balance
    // is where it was, and the cash drawer is 572.00 lighter.
    expect(await ledgerBalance(t, companyId, 'CASH')).toBe(cashBefore - 57200);
    expect(await ledgerBalance(t, companyId, 'PARTY', { partyId: ravi.id })).toBe(raviBefore);
    expect(await ledgerBalance(t, companyId, 'SALES')).toBe(-(100000 + 25424) + 48474);
    expect(await ledgerBalance(t, companyId, 'TAX_OUTPUT')).toBe(-(18000 + 4576) + 8726);
    expect(await unbalancedSources(t)).toEqual([]);
  });

  it('refuses to take back more than is left on the bill, and saves nothing', async () => {
    const before = await documents();
    const res = await send('POST', '/api/returns', giveBack(saleId, [[1, 6.5]]));
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(
      'Line 1 (Pen): INV-0001 has 10 of it and 4 are already returned, so at most 6 can be taken back.',
    );
    expect(await documents()).toBe(before);
    expect(await stockOf('Pen')).toBe(14);
    // Nor a line that is not on the bill, nor nothing at all.
    const missing = await send('POST', '/api/returns', giveBack(saleId, [[9, 1]]));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toContain('Line 9 of INV-0001');
    const empty = await send('POST', '/api/returns', giveBack(saleId, []));
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain(
      'Enter a quantity to take back on at least one line.',
    );
  });

  it('two returns at once cannot together take back more than was sold', async () => {
    const [a, b] = await Promise.all([
      send('POST', '/api/returns', giveBack(saleId, [[1, 4]])),
      send('POST', '/api/returns', giveBack(saleId, [[1, 4]])),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 400]);
    const left = (await send('GET', `/api/returns/original/${saleId}`)).json() as {
      lines: { returned: number; returnable: number }[];
    };
    expect(left.lines[0]).toMatchObject({ returned: 8, returnable: 2 });
    // The refused one took no number: the next note is CN-0003.
    const next = await send('POST', '/api/returns', giveBack(saleId, [[2, 1]], 'adjust'));
    expect(next.statusCode, next.body).toBe(201);
    expect((next.json() as Note).number).toBe('CN-0003');
  });

  it('returned one at a time, a line adds up to the bill paisa for paisa', async () => {
    const res = await send('POST', '/api/returns', giveBack(saleId, [[2, 1]], 'adjust'));
    expect(res.statusCode, res.body).toBe(201);
    const taxes = (await t.database.db.execute(
      sql`select sum(x.amount_paise)::bigint as tax, sum(l.qty_milli)::bigint as qty
          from transaction_line_taxes x
          join transaction_lines l on l.company_id = x.company_id and l.id = x.line_id
          join transactions tr on tr.company_id = l.company_id and tr.id = l.transaction_id
          where x.company_id = ${companyId} and l.item_id = ${marker.id} and x.component = 'CGST'
            and tr.kind = 'credit_note'`,
    )) as unknown as { rows: { tax: string; qty: string }[] };
    expect(Number(taxes.rows[0]!.tax)).toBe(-2288);
    expect(Number(taxes.rows[0]!.qty)).toBe(-3000);
    const over = await send('POST', '/api/returns', giveBack(saleId, [[2, 0.001]]));
    expect(over.statusCode).toBe(400);
    expect(over.json().detail).toContain('at most 0 can be taken back');
  });

  it('lists and searches notes, and GET /api/transactions serves them too', async () => {
    const all = (await send('GET', '/api/returns?kind=credit_note')).json() as {
      items: { number: string; original: { number: string }; amount: number }[];
      total: number;
    };
    expect(all.total).toBe(4);
    expect(all.items.map((n) => n.number)).toEqual(['CN-0004', 'CN-0003', 'CN-0002', 'CN-0001']);
    const byBill = (await send('GET', '/api/returns?search=inv-0001')).json() as { total: number };
    expect(byBill.total).toBe(4);
    const byNumber = (await send('GET', '/api/returns?search=CN-0001')).json() as {
      items: { amount: number }[];
    };
    expect(byNumber.items).toEqual([expect.objectContaining({ amount: 572 })]);
    expect((await send('GET', '/api/returns?search=nobody')).json().total).toBe(0);
  });

  it('a bill with returns keeps its lines and cannot be deleted; a note cannot be changed', async () => {
    const del = await send('DELETE', `/api/transactions/${saleId}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().detail).toBe(
      'This bill has returns (CN-0001, CN-0002, CN-0003, CN-0004). Delete them before changing its lines or deleting it.',
    );
    const changed = await send('PUT', `/api/transactions/${saleId}`, {
      ...bill(ravi.id, false, [[pen, 9, 118]]),
      id: saleId,
    });
    expect(changed.statusCode).toBe(409);
    const notes = (await send('GET', '/api/returns')).json() as { items: { id: number }[] };
    const noteId = notes.items[0]!.id;
    const put = await send('PUT', `/api/transactions/${noteId}`, {
      ...bill(ravi.id, false, [[pen, 1, 118]]),
      id: noteId,
    });
    expect(put.statusCode).toBe(409);
    expect(put.json().detail).toBe(
      'A credit or debit note cannot be changed. Delete it and make a new one.',
    );
  });

  it('deleting a note reverses it (stock, ledger, refund) and leaves an audit trail', async () => {
    const list = (await send('GET', '/api/returns?search=CN-0001')).json() as {
      items: { id: number }[];
    };
    const id = list.items[0]!.id;
    const cashBefore = await ledgerBalance(t, companyId, 'CASH');
    const stockBefore = await stockOf('Pen');
    const res = await send('DELETE', `/api/returns/${id}`);
    expect(res.statusCode, res.body).toBe(204);
    expect(await stockOf('Pen')).toBe(stockBefore - 4);
    expect(await ledgerBalance(t, companyId, 'CASH')).toBe(cashBefore + 57200);
    expect((await send('GET', `/api/returns/${id}`)).statusCode).toBe(404);
    const audit = (await t.database.db.execute(
      sql`select action, before, after from audit_log where company_id = ${companyId}
          and entity = 'transaction' and entity_id = ${String(id)} order by id`,
    )) as unknown as { rows: { action: string; before: unknown; after: unknown }[] };
    expect(audit.rows.map((r) => r.action)).toEqual(['create', 'delete']);
    // The create row holds what was written; the delete row what was read back: the same note.
    expect(audit.rows[0]!.after).toEqual(audit.rows[1]!.before);
    // The pens are returnable again.
    const left = (await send('GET', `/api/returns/original/${saleId}`)).json() as {
      lines: { returnable: number }[];
    };
    expect(left.lines[0]!.returnable).toBe(6);
    expect(await unbalancedSources(t)).toEqual([]);
  });

  it('refuses a date before the bill, and a balance adjustment for the cash customer', async () => {
    const early = await send(
      'POST',
      '/api/returns',
      giveBack(saleId, [[1, 1]], 'cash', { transactionDate: '2026-11-19' }),
    );
    expect(early.statusCode).toBe(400);
    expect(JSON.stringify(early.json())).toContain(
      'A return cannot be dated before its bill (20/11/2026).',
    );
    const cashSale = await send('POST', '/api/transactions', {
      ...bill(cashId, false, [[pen, 2, 118]]),
      payments: [{ amount: 236, isBankTransaction: false, isPaymentMade: false }],
    });
    expect(cashSale.statusCode, cashSale.body).toBe(201);
    const cashSaleId = (cashSale.json() as { id: number }).id;
    const adjust = await send('POST', '/api/returns', giveBack(cashSaleId, [[1, 1]], 'adjust'));
    expect(adjust.statusCode).toBe(400);
    expect(JSON.stringify(adjust.json())).toContain('A return from the cash customer');
    const refund = await send('POST', '/api/returns', giveBack(cashSaleId, [[1, 1]], 'cash'));
    expect(refund.statusCode, refund.body).toBe(201);
    expect(await ledgerBalance(t, companyId, 'PARTY', { partyId: cashId })).toBe(0);
  });
});

describe('debit notes', () => {
  it('sends goods back on a purchase: DN series, stock down, input tax and vendor back', async () => {
    const bank = await addBankAccount(t, companyId);
    const purchase = await send(
      'POST',
      '/api/transactions',
      bill(vendor.id, true, [[marker, 10, 59]]),
    );
    expect(purchase.statusCode, purchase.body).toBe(201);
    const purchaseId = (purchase.json() as { id: number }).id;
    const markersBefore = await stockOf('Marker');
    const inputBefore = await ledgerBalance(t, companyId, 'TAX_INPUT');
    const vendorBefore = await ledgerBalance(t, companyId, 'PARTY', { partyId: vendor.id });
    // 2 of 10 markers at ₹59 (incl. 18%): 118.00, tax 18.00, taxable 100.00.
    const res = await send(
      'POST',
      '/api/returns',
      giveBack(purchaseId, [[1, 2]], 'bank', { bankAccountId: bank.id, remark: 'Dry ink' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      number: 'DN-0001',
      title: 'Debit Note',
      amount: 118,
      tax: 18,
      taxable: 100,
      refundMode: 'bank',
    });
    expect(await stockOf('Marker')).toBe(markersBefore - 2);
    expect(await ledgerBalance(t, companyId, 'TAX_INPUT')).toBe(inputBefore - 1800);
    // The vendor paid the money back into the bank: his balance is unchanged.
    expect(await ledgerBalance(t, companyId, 'PARTY', { partyId: vendor.id })).toBe(vendorBefore);
    expect(await ledgerBalance(t, companyId, 'BANK', { bankAccountId: bank.id })).toBe(11800);
    // Against the balance instead: we owe the vendor 118.00 less.
    const adjust = await send('POST', '/api/returns', giveBack(purchaseId, [[1, 2]], 'adjust'));
    expect(adjust.statusCode, adjust.body).toBe(201);
    expect((adjust.json() as Note).number).toBe('DN-0002');
    expect(await ledgerBalance(t, companyId, 'PARTY', { partyId: vendor.id })).toBe(
      vendorBefore + 11800,
    );
    expect(await unbalancedSources(t)).toEqual([]);
  });

  it('a {FY} format set in the company settings counts per financial year', async () => {
    const put = await send('PUT', '/api/companysettings', {
      debitNoteNumberFormat: 'DN/{FY}/{000}',
    });
    expect(put.statusCode, put.body).toBe(200);
    const settings = (await send('GET', '/api/companysettings')).json();
    expect(settings).toMatchObject({
      creditNoteNumberFormat: 'CN-{0000}',
      nextCreditNoteNumber: 6,
      debitNoteNumberFormat: 'DN/{FY}/{000}',
      nextDebitNoteNumber: 1,
    });
    const purchase = await send('POST', '/api/transactions', bill(vendor.id, true, [[pen, 1, 59]]));
    const res = await send(
      'POST',
      '/api/returns',
      giveBack((purchase.json() as { id: number }).id, [[1, 1]], 'adjust'),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as Note).number).toBe('DN/26-27/001');
    // A format whose next number is already a note's is refused.
    const taken = await send('PUT', '/api/companysettings', {
      creditNoteNumberFormat: 'CN-{0000}',
      nextCreditNoteNumber: 2,
    });
    expect(taken.statusCode).toBe(409);
  });

  it('a credit note skips a number a sale already holds, and uses no number twice', async () => {
    // Sales and credit notes are on the same side; a sale numbered like the next note (a
    // format typed to match) makes the note take the one after it.
    const put = await send('PUT', '/api/companysettings', {
      invoiceNumberFormat: 'CN-{0000}',
      nextInvoiceNumber: 6,
    });
    expect(put.statusCode, put.body).toBe(200);
    const sale = await send('POST', '/api/transactions', bill(ravi.id, false, [[pen, 1, 118]]));
    expect(sale.statusCode, sale.body).toBe(201);
    expect((sale.json() as { number: string }).number).toBe('CN-0006');
    const res = await send(
      'POST',
      '/api/returns',
      giveBack((sale.json() as { id: number }).id, [[1, 1]], 'adjust'),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as Note).number).toBe('CN-0007');
    const restored = await send('PUT', '/api/companysettings', {
      invoiceNumberFormat: 'INV-{0000}',
      nextInvoiceNumber: 3,
    });
    expect(restored.statusCode, restored.body).toBe(200);
  });
});

describe('the books and who may do it', () => {
  it('the trial balance still balances', async () => {
    const res = await send('GET', `/api/reports/ledger/trial-balance?asOfDate=${DAY}`);
    expect(res.statusCode, res.body).toBe(200);
    const totals = (
      res.json() as { datasets: { name: string; rows: Record<string, number>[] }[] }
    ).datasets.find((d) => d.name === 'totals')!.rows[0]!;
    expect(totals['difference']).toBe(0);
    expect(totals['debit']).toBe(totals['credit']);
  });

  it('the Auditor reads notes but cannot make one', async () => {
    const auditor = await inviteAndJoin(t, owner, 'Auditor');
    expect((await send('GET', '/api/returns', undefined, auditor.auth)).statusCode).toBe(200);
    const res = await send('POST', '/api/returns', giveBack(saleId, [[1, 1]]), auditor.auth);
    expect(res.statusCode).toBe(403);
  });

  it("another company's bills and notes are not found", async () => {
    const other = await registerAndLogin(t);
    const notes = (await send('GET', '/api/returns')).json() as { items: { id: number }[] };
    const noteId = notes.items[0]!.id;
    expect(
      (await send('GET', `/api/returns/original/${saleId}`, undefined, other.auth)).statusCode,
    ).toBe(404);
    expect((await send('GET', `/api/returns/${noteId}`, undefined, other.auth)).statusCode).toBe(
      404,
    );
    expect((await send('DELETE', `/api/returns/${noteId}`, undefined, other.auth)).statusCode).toBe(
      404,
    );
    const post = await send('POST', '/api/returns', giveBack(saleId, [[1, 1]]), other.auth);
    expect(post.statusCode).toBe(404);
    expect(post.json().detail).toBe('Bill not found.');
    expect((await send('GET', '/api/returns', undefined, other.auth)).json().total).toBe(0);
  });
});
