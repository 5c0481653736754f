// A credit or debit note prints, downloads and shares like a bill (issue 23, finding 4): its
// PDF is titled as a note, names the bill it returns and its date (GST rule 53), shows the
// goods taken back as positive amounts and how the note was settled, and asks for no payment.
// And an emoji in a remark leaves a visible stand-in on the PDF instead of vanishing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFilesWorld, type FilesWorld } from './files-world.ts';

let w: FilesWorld;
beforeAll(async () => {
  w = await createFilesWorld();
  const upi = await send('PUT', '/api/companysettings', { upiId: 'sharmatraders@okaxis' });
  expect(upi.statusCode, upi.body).toBe(200);
});
afterAll(async () => w?.close());

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  w.t.app.inject({ method, url, headers: w.owner.auth, ...(payload ? { payload } : {}) });

async function note(originalId: number, refundMode: 'cash' | 'adjust') {
  const res = await send('POST', '/api/returns', {
    originalId,
    transactionDate: '2026-11-21',
    refundMode,
    lines: [{ lineNo: 1, quantity: 1 }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; number: string };
}

const squash = (text: string) => text.replace(/\s+/g, ' ');

describe('the PDF of a credit or debit note', () => {
  it('is a Credit Note naming the invoice it returns, adjusted against the balance', async () => {
    const cn = await note(w.igstSale.id, 'adjust');
    const text = squash(w.pdfText(await w.renderedBytes(cn.id)));
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(`Note No. ${cn.number}`);
    expect(text).toContain(`Original Invoice ${w.igstSale.number}`);
    expect(text).toContain('Invoice Date 20/11/2026');
    // One pen back at ₹100 (IGST 18% inside): the amounts are the goods taken back, positive.
    expect(text).toContain('Credit Note Total ₹100.00');
    expect(text).toContain('Adjusted to balance ₹100.00');
    expect(text).not.toMatch(/-\s?₹?100\.00|TAX INVOICE|Balance Due|Scan to pay/);
  });

  it('is a Debit Note naming the purchase bill, with the refund received', async () => {
    const bought = await send('POST', '/api/transactions', {
      transactionDate: '2026-11-20',
      isPurchase: true,
      customerId: w.mumbaiCustomer.id,
      lineItems: [{ itemId: w.penItem.id, quantity: 2, rate: 59, unitId: w.penItem.unitId }],
      payments: [{ amount: 118, isBankTransaction: false, isPaymentMade: true }],
    });
    expect(bought.statusCode, bought.body).toBe(201);
    const bill = bought.json() as { id: number; number: string };
    const dn = await note(bill.id, 'cash');
    const download = await send('GET', `/api/files/transaction/${dn.id}/pdf`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Debit-Note-${dn.number}.pdf"`,
    );
    const text = squash(w.pdfText(download.rawPayload));
    expect(text).toContain('DEBIT NOTE');
    expect(text).toContain(`Original Bill ${bill.number}`);
    expect(text).toContain('Bill Date 20/11/2026');
    expect(text).toContain('Debit Note Total ₹59.00');
    expect(text).toContain('Refund received ₹59.00');
  });
});

describe('an emoji in a remark', () => {
  it('leaves a visible stand-in on the PDF', async () => {
    const sale = await send('POST', '/api/transactions', {
      transactionDate: '2026-11-20',
      isPurchase: false,
      customerId: w.mumbaiCustomer.id,
      lineItems: [{ itemId: w.penItem.id, quantity: 1, rate: 118, unitId: w.penItem.unitId }],
      payments: [{ amount: 118, isBankTransaction: false }],
      remark: 'Thank you 🙏 visit again',
    });
    expect(sale.statusCode, sale.body).toBe(201);
    const text = squash(w.pdfText(await w.renderedBytes(sale.json().id)));
    expect(text).toMatch(/Remark: Thank you (🙏|□|\uFFFD) visit again/);
  });
});
