// Returns (issue 16), continued from returns.test.ts: debit notes send goods back on a purchase
// (DN- series, stock down, input tax and the supplier's balance back), the note series in the
// company's settings, and the books, roles and other companies. The shop: returns-world.ts.
import { describe, expect, it } from 'vitest';
import { inviteAndJoin, registerAndLogin } from './support/test-app.ts';
import { addBankAccount, ledgerBalance, unbalancedSources } from './support/fixtures.ts';
import {
  DAY,
  bill,
  counter,
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

describe('debit notes', () => {
  it('sends goods back on a purchase: DN series, stock down, input tax and vendor back', async () => {
    const bank = await addBankAccount(w.t, w.companyId);
    const purchase = await send(
      'POST',
      '/api/transactions',
      bill(w.vendor.id, true, [[w.marker, 10, 59]]),
    );
    expect(purchase.statusCode, purchase.body).toBe(201);
    const purchaseId = (purchase.json() as { id: number }).id;
    const { debitNoteNumberFormat, nextDebitNoteNumber } = await numberSettings();
    const markersBefore = await stockOf('Marker');
    const inputBefore = await ledgerBalance(w.t, w.companyId, 'TAX_INPUT');
    const vendorBefore = await ledgerBalance(w.t, w.companyId, 'PARTY', { partyId: w.vendor.id });
    // 2 of 10 markers at ₹59 (incl. 18%): 118.00, tax 18.00, taxable 100.00.
    const res = await send(
      'POST',
      '/api/returns',
      giveBack(purchaseId, [[1, 2]], 'bank', { bankAccountId: bank.id, remark: 'Dry ink' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(debitNoteNumberFormat).toBe('DN-{0000}');
    expect(res.json()).toMatchObject({
      number: numbered('DN', nextDebitNoteNumber),
      title: 'Debit Note',
      amount: 118,
      tax: 18,
      taxable: 100,
      refundMode: 'bank',
    });
    expect(await stockOf('Marker')).toBe(markersBefore - 2);
    expect(await ledgerBalance(w.t, w.companyId, 'TAX_INPUT')).toBe(inputBefore - 1800);
    // The vendor paid the money back into the bank: his balance is unchanged.
    expect(await ledgerBalance(w.t, w.companyId, 'PARTY', { partyId: w.vendor.id })).toBe(
      vendorBefore,
    );
    expect(await ledgerBalance(w.t, w.companyId, 'BANK', { bankAccountId: bank.id })).toBe(11800);
    // Against the balance instead: we owe the vendor 118.00 less.
    const adjust = await send('POST', '/api/returns', giveBack(purchaseId, [[1, 2]], 'adjust'));
    expect(adjust.statusCode, adjust.body).toBe(201);
    expect((adjust.json() as Note).number).toBe(numbered('DN', nextDebitNoteNumber + 1));
    expect(await ledgerBalance(w.t, w.companyId, 'PARTY', { partyId: w.vendor.id })).toBe(
      vendorBefore + 11800,
    );
    expect(await unbalancedSources(w.t)).toEqual([]);
  });

  it('a {FY} format set in the company settings counts per financial year', async () => {
    const before = await numberSettings();
    // A credit note of its own, for the refusal below.
    const note = await takeBack((await sell()).id, [[1, 1]]);
    try {
      const put = await send('PUT', '/api/companysettings', {
        debitNoteNumberFormat: 'DN/{FY}/{000}',
      });
      expect(put.statusCode, put.body).toBe(200);
      const settings = await numberSettings();
      expect(settings).toMatchObject({
        creditNoteNumberFormat: 'CN-{0000}',
        nextCreditNoteNumber: counter(note.number) + 1,
        debitNoteNumberFormat: 'DN/{FY}/{000}',
        nextDebitNoteNumber: 1,
      });
      const purchase = await send(
        'POST',
        '/api/transactions',
        bill(w.vendor.id, true, [[w.pen, 1, 59]]),
      );
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
        nextCreditNoteNumber: counter(note.number),
      });
      expect(taken.statusCode).toBe(409);
    } finally {
      // The DN-{0000} series again, where it was: the other tests are numbered from it.
      const restored = await send('PUT', '/api/companysettings', {
        debitNoteNumberFormat: before.debitNoteNumberFormat,
        nextDebitNoteNumber: before.nextDebitNoteNumber,
      });
      expect(restored.statusCode, restored.body).toBe(200);
    }
  });

  it('a credit note skips a number a sale already holds, and uses no number twice', async () => {
    // Sales and credit notes are on the same side; a sale numbered like the next note (a
    // format typed to match) makes the note take the one after it.
    const before = await numberSettings();
    const next = before.nextCreditNoteNumber;
    try {
      const put = await send('PUT', '/api/companysettings', {
        invoiceNumberFormat: 'CN-{0000}',
        nextInvoiceNumber: next,
      });
      expect(put.statusCode, put.body).toBe(200);
      const sale = await send(
        'POST',
        '/api/transactions',
        bill(w.ravi.id, false, [[w.pen, 1, 118]]),
      );
      expect(sale.statusCode, sale.body).toBe(201);
      expect((sale.json() as { number: string }).number).toBe(numbered('CN', next));
      const res = await send(
        'POST',
        '/api/returns',
        giveBack((sale.json() as { id: number }).id, [[1, 1]], 'adjust'),
      );
      expect(res.statusCode, res.body).toBe(201);
      expect((res.json() as Note).number).toBe(numbered('CN', next + 1));
    } finally {
      const restored = await send('PUT', '/api/companysettings', {
        invoiceNumberFormat: before.invoiceNumberFormat,
        nextInvoiceNumber: before.nextInvoiceNumber,
      });
      expect(restored.statusCode, restored.body).toBe(200);
    }
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
    const auditor = await inviteAndJoin(w.t, w.owner, 'Auditor');
    expect((await send('GET', '/api/returns', undefined, auditor.auth)).statusCode).toBe(200);
    const res = await send('POST', '/api/returns', giveBack(w.saleId, [[1, 1]]), auditor.auth);
    expect(res.statusCode).toBe(403);
  });

  it("another company's bills and notes are not found", async () => {
    const other = await registerAndLogin(w.t);
    const noteId = (await takeBack((await sell()).id, [[1, 1]])).id;
    expect(
      (await send('GET', `/api/returns/original/${w.saleId}`, undefined, other.auth)).statusCode,
    ).toBe(404);
    expect((await send('GET', `/api/returns/${noteId}`, undefined, other.auth)).statusCode).toBe(
      404,
    );
    expect((await send('DELETE', `/api/returns/${noteId}`, undefined, other.auth)).statusCode).toBe(
      404,
    );
    const post = await send('POST', '/api/returns', giveBack(w.saleId, [[1, 1]]), other.auth);
    expect(post.statusCode).toBe(404);
    expect(post.json().detail).toBe('Bill not found.');
    expect((await send('GET', '/api/returns', undefined, other.auth)).json().total).toBe(0);
  });
});
