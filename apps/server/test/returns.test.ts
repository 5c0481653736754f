// Returns (issue 16): credit notes take goods back from a sale. Own CN- series, shares of the
// original's stored amounts and taxes, stock, party and ledger moved back, refund or
// adjustment, never more than was sold on the bill (also when two returns race), deleting a
// note reverses it. Debit notes, the series' settings, roles and other companies:
// returns-debit-notes.test.ts. Each test takes back from a sale of its own (returns-world.ts).
//
// The arithmetic (company in Maharashtra 27, prices include tax):
//   A sale to Ravi (27): 10 pens × ₹118 (GST 18%) = 1180.00 → CGST = SGST = 90.00, taxable
//     1000.00; 3 markers × ₹100 (GST 18%) = 300.00 → tax 300 × 18/118 = 45.76 → CGST = SGST
//     22.88, taxable 254.24.
//   Its first note: 4 pens back → 4/10 of each: 472.00, CGST = SGST = 36.00, taxable 400.00;
//     1 marker → 1/3: amount 100.00, CGST = SGST round(22.88/3 = 7.6266…) = 7.63, taxable
//     100 − 15.26 = 84.74. Note: 572.00, tax 87.26, taxable 484.74; refunded in cash.
//   Markers back one at a time: CGST 7.63, then (round(2 × 2288 / 3) = 1525) − 763 = 7.62,
//     then 2288 − 1525 = 7.63: the three notes add up to the line's 22.88 exactly.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ledgerBalance, unbalancedSources } from './support/fixtures.ts';
import {
  DAY,
  bill,
  counter,
  documents,
  giveBack,
  numbered,
  numberSettings,
  send,
  sell,
  stockOf,
  takeBack,
  w,
  type Note,
} from './returns-world.ts';

describe('credit notes', () => {
  it('shows what the bill sold and what is left to take back', async () => {
    const sale = await sell();
    const res = await send('GET', `/api/returns/original/${sale.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      kind: 'credit_note',
      number: sale.number,
      customerName: 'Ravi Kumar',
      lines: [
        { lineNo: 1, itemName: 'Pen', sold: 10, returned: 0, returnable: 10, amount: 1180 },
        { lineNo: 2, itemName: 'Marker', sold: 3, returned: 0, returnable: 3, amount: 300 },
      ],
      notes: [],
    });
  });

  it('takes back part of a sale: shares of the stored taxes, stock, ledger and cash refund', async () => {
    const sale = await sell();
    const { nextCreditNoteNumber } = await numberSettings();
    const cashBefore = await ledgerBalance(w.t, w.companyId, 'CASH');
    const raviBefore = await ledgerBalance(w.t, w.companyId, 'PARTY', { partyId: w.ravi.id });
    const salesBefore = await ledgerBalance(w.t, w.companyId, 'SALES');
    const taxBefore = await ledgerBalance(w.t, w.companyId, 'TAX_OUTPUT');
    const pensBefore = await stockOf('Pen');
    const res = await send(
      'POST',
      '/api/returns',
      giveBack(
        sale.id,
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
      number: numbered('CN', nextCreditNoteNumber),
      title: 'Credit Note',
      amount: 572,
      tax: 87.26,
      taxable: 484.74,
      refunded: 572,
      refundMode: 'cash',
      original: { id: sale.id, number: sale.number, transactionDate: DAY },
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
    expect(await stockOf('Pen')).toBe(pensBefore + 4);
    // Sales and output tax are debited back; the customer gets cash back, so his balance
    // is where it was, and the cash drawer is 572.00 lighter.
    expect(await ledgerBalance(w.t, w.companyId, 'CASH')).toBe(cashBefore - 57200);
    expect(await ledgerBalance(w.t, w.companyId, 'PARTY', { partyId: w.ravi.id })).toBe(raviBefore);
    expect(await ledgerBalance(w.t, w.companyId, 'SALES')).toBe(salesBefore + 48474);
    expect(await ledgerBalance(w.t, w.companyId, 'TAX_OUTPUT')).toBe(taxBefore + 8726);
    expect(await unbalancedSources(w.t)).toEqual([]);
  });

  it('refuses to take back more than is left on the bill, and saves nothing', async () => {
    const sale = await sell();
    await takeBack(sale.id, [[1, 4]]);
    const before = await documents();
    const pens = await stockOf('Pen');
    const res = await send('POST', '/api/returns', giveBack(sale.id, [[1, 6.5]]));
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(
      `Line 1 (Pen): ${sale.number} has 10 of it and 4 are already returned, so at most 6 can be taken back.`,
    );
    expect(await documents()).toBe(before);
    expect(await stockOf('Pen')).toBe(pens);
    // Nor a line that is not on the bill, nor nothing at all.
    const missing = await send('POST', '/api/returns', giveBack(sale.id, [[9, 1]]));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toContain(`Line 9 of ${sale.number}`);
    const empty = await send('POST', '/api/returns', giveBack(sale.id, []));
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain(
      'Enter a quantity to take back on at least one line.',
    );
  });

  it('two returns at once cannot together take back more than was sold', async () => {
    const sale = await sell();
    await takeBack(sale.id, [[1, 4]]);
    const [a, b] = await Promise.all([
      send('POST', '/api/returns', giveBack(sale.id, [[1, 4]])),
      send('POST', '/api/returns', giveBack(sale.id, [[1, 4]])),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 400]);
    const left = (await send('GET', `/api/returns/original/${sale.id}`)).json() as {
      lines: { returned: number; returnable: number }[];
    };
    expect(left.lines[0]).toMatchObject({ returned: 8, returnable: 2 });
    // The refused one took no number: the next note has the one after the winner's.
    const won = ((a.statusCode === 201 ? a : b).json() as Note).number;
    const next = await takeBack(sale.id, [[2, 1]], 'adjust');
    expect(next.number).toBe(numbered('CN', counter(won) + 1));
  });

  it('returned one at a time, a line adds up to the bill paisa for paisa', async () => {
    const sale = await sell();
    for (let i = 0; i < 3; i++) await takeBack(sale.id, [[2, 1]], 'adjust');
    const taxes = (await w.t.database.db.execute(
      sql`select sum(x.amount_paise)::bigint as tax, sum(l.qty_milli)::bigint as qty
          from transaction_line_taxes x
          join transaction_lines l on l.company_id = x.company_id and l.id = x.line_id
          join transactions tr on tr.company_id = l.company_id and tr.id = l.transaction_id
          where x.company_id = ${w.companyId} and l.item_id = ${w.marker.id} and x.component = 'CGST'
            and tr.kind = 'credit_note' and tr.return_of_transaction_id = ${sale.id}`,
    )) as unknown as { rows: { tax: string; qty: string }[] };
    expect(Number(taxes.rows[0]!.tax)).toBe(-2288);
    expect(Number(taxes.rows[0]!.qty)).toBe(-3000);
    const over = await send('POST', '/api/returns', giveBack(sale.id, [[2, 0.001]]));
    expect(over.statusCode).toBe(400);
    expect(over.json().detail).toContain('at most 0 can be taken back');
  });

  it('lists and searches notes, and GET /api/transactions serves them too', async () => {
    const sale = await sell();
    const first = await takeBack(sale.id, [
      [1, 4],
      [2, 1],
    ]);
    const made = [first];
    for (let i = 0; i < 3; i++) made.push(await takeBack(sale.id, [[1, 1]], 'adjust'));
    const all = (await send('GET', '/api/returns?kind=credit_note')).json() as {
      items: { number: string; original: { number: string }; amount: number }[];
      total: number;
    };
    // Newest first, this bill's four among them.
    const numbers = made.map((n) => n.number).reverse();
    expect(all.items.map((n) => n.number).filter((n) => numbers.includes(n))).toEqual(numbers);
    const byBill = (
      await send('GET', `/api/returns?search=${sale.number.toLowerCase()}`)
    ).json() as { items: { number: string }[]; total: number };
    expect(byBill.total).toBe(4);
    expect(byBill.items.map((n) => n.number)).toEqual(numbers);
    const byNumber = (await send('GET', `/api/returns?search=${first.number}`)).json() as {
      items: { amount: number }[];
    };
    expect(byNumber.items).toEqual([expect.objectContaining({ amount: 572 })]);
    expect((await send('GET', '/api/returns?search=nobody')).json().total).toBe(0);
  });

  it('a bill with returns keeps its lines and cannot be deleted; a note cannot be changed', async () => {
    const sale = await sell();
    const notes = [await takeBack(sale.id, [[1, 1]]), await takeBack(sale.id, [[2, 1]])];
    const del = await send('DELETE', `/api/transactions/${sale.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().detail).toBe(
      `This bill has returns (${notes.map((n) => n.number).join(', ')}). Delete them before changing its lines or deleting it.`,
    );
    const changed = await send('PUT', `/api/transactions/${sale.id}`, {
      ...bill(w.ravi.id, false, [[w.pen, 9, 118]]),
      id: sale.id,
    });
    expect(changed.statusCode).toBe(409);
    const noteId = notes[0]!.id;
    const put = await send('PUT', `/api/transactions/${noteId}`, {
      ...bill(w.ravi.id, false, [[w.pen, 1, 118]]),
      id: noteId,
    });
    expect(put.statusCode).toBe(409);
    expect(put.json().detail).toBe(
      'A credit or debit note cannot be changed. Delete it and make a new one.',
    );
  });

  it('deleting a note reverses it (stock, ledger, refund) and leaves an audit trail', async () => {
    const sale = await sell();
    const { id } = await takeBack(sale.id, [
      [1, 4],
      [2, 1],
    ]);
    const cashBefore = await ledgerBalance(w.t, w.companyId, 'CASH');
    const stockBefore = await stockOf('Pen');
    const res = await send('DELETE', `/api/returns/${id}`);
    expect(res.statusCode, res.body).toBe(204);
    expect(await stockOf('Pen')).toBe(stockBefore - 4);
    expect(await ledgerBalance(w.t, w.companyId, 'CASH')).toBe(cashBefore + 57200);
    expect((await send('GET', `/api/returns/${id}`)).statusCode).toBe(404);
    const audit = (await w.t.database.db.execute(
      sql`select action, before, after from audit_log where company_id = ${w.companyId}
          and entity = 'transaction' and entity_id = ${String(id)} order by id`,
    )) as unknown as { rows: { action: string; before: unknown; after: unknown }[] };
    expect(audit.rows.map((r) => r.action)).toEqual(['create', 'delete']);
    // The create row holds what was written; the delete row what was read back: the same note.
    expect(audit.rows[0]!.after).toEqual(audit.rows[1]!.before);
    // The pens and the marker are returnable again.
    const left = (await send('GET', `/api/returns/original/${sale.id}`)).json() as {
      lines: { returnable: number }[];
    };
    expect(left.lines.map((l) => l.returnable)).toEqual([10, 3]);
    expect(await unbalancedSources(w.t)).toEqual([]);
  });
  it('refuses a date before the bill, and a balance adjustment for the cash customer', async () => {
    const early = await send(
      'POST',
      '/api/returns',
      giveBack(w.saleId, [[1, 1]], 'cash', { transactionDate: '2026-11-19' }),
    );
    expect(early.statusCode).toBe(400);
    expect(JSON.stringify(early.json())).toContain(
      'A return cannot be dated before its bill (20/11/2026).',
    );
    const cashSale = await send('POST', '/api/transactions', {
      ...bill(w.cashId, false, [[w.pen, 2, 118]]),
      payments: [{ amount: 236, isBankTransaction: false, isPaymentMade: false }],
    });
    expect(cashSale.statusCode, cashSale.body).toBe(201);
    const cashSaleId = (cashSale.json() as { id: number }).id;
    const adjust = await send('POST', '/api/returns', giveBack(cashSaleId, [[1, 1]], 'adjust'));
    expect(adjust.statusCode).toBe(400);
    expect(JSON.stringify(adjust.json())).toContain('A return from the cash customer');
    const refund = await send('POST', '/api/returns', giveBack(cashSaleId, [[1, 1]], 'cash'));
    expect(refund.statusCode, refund.body).toBe(201);
    expect(await ledgerBalance(w.t, w.companyId, 'PARTY', { partyId: w.cashId })).toBe(0);
  });
});
