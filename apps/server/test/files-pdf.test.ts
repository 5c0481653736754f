// The bill PDF rendered by the server, read back with poppler's pdftotext.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companySettings } from '../src/db/schema.ts';
import { COMPANY_GSTIN, CUSTOMER_GSTIN, createFilesWorld, type FilesWorld } from './files-world.ts';

let w: FilesWorld;
beforeAll(async () => {
  w = await createFilesWorld();
});
afterAll(async () => w?.close());

describe('POST /api/files/transaction/{id}/html-to-pdf', () => {
  it('renders the stored inter-state bill as a tax invoice with IGST, both GSTINs, totals and words', async () => {
    const text = w.pdfText(await w.renderedBytes(w.igstSale.id));
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain(w.igstSale.number);
    expect(text).toContain('20/11/2026');
    expect(text).toContain('Sharma Traders Pvt Ltd');
    expect(text).toContain(COMPANY_GSTIN);
    expect(text).toContain('Rao Traders');
    expect(text).toContain(CUSTOMER_GSTIN);
    expect(text).toContain('Karnataka (Code 29)');
    expect(text).toContain('Maharashtra (Code 27)');
    expect(text).toMatch(/Place of Supply\s+Karnataka \(Code 29\)/);
    expect(text).toContain('9608');
    expect(text).toContain('4202');
    // GST.md vectors: ₹100 at 18% → 84.75 + 15.25; ₹999 at 5% → 951.43 + 47.57.
    expect(text).toContain('84.75');
    expect(text).toContain('951.43');
    expect(text).toContain('₹1,099.00');
    expect(text).toContain('₹1,036.18');
    expect(text).toContain('₹62.82');
    expect(text).toMatch(/IGST\s+5%\s+₹951.43\s+₹47.57/);
    expect(text).toMatch(/IGST\s+18%\s+₹84.75\s+₹15.25/);
    expect(text).toMatch(/Total\s+₹1,036.18\s+₹62.82/);
    expect(text).not.toContain('CGST');
    expect(text).toContain('Rupees One Thousand Ninety Nine Only');
    expect(text).toMatch(/Now Paying: ₹500.00 by Bank\/CC\/UPI: HDFC Bank/);
    expect(text).toMatch(/Balance Due\s+₹599.00/);
    // The party's whole balance, by the name the print gives it (issue 42).
    expect(text).toMatch(/Total credit\s+₹[\d,.]+ \((receivable|payable)\)/);
    expect(text).not.toContain('Total Balance');
    expect(text).toContain('Remark: UPI ref 4411');
    expect(text).toContain('Authorised Signatory');
  });

  it('shows CGST and SGST for an intra-state bill', async () => {
    const text = w.pdfText(await w.renderedBytes(w.cgstSale.id));
    expect(text).toMatch(/CGST\s+9%\s+₹200.00\s+₹18.00/);
    expect(text).toMatch(/SGST\s+9%\s+₹200.00\s+₹18.00/);
    expect(text).not.toContain('IGST');
    expect(text).toContain('₹236.00');
    expect(text).toContain('Rupees Two Hundred Thirty Six Only');
  });

  it('draws the content from the stored bill, never from the client HTML', async () => {
    const res = await w.renderPdf(w.cgstSale.id, {
      htmlContent: '<h1>Total ₹1 FAKE-INVOICE</h1>',
      fileName: 'My Bill.pdf',
    });
    expect(res.statusCode).toBe(201);
    const served = await w.getPublic(res.json().publicAccessCode);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe('inline; filename="My Bill.pdf"');
    const text = w.pdfText(served.rawPayload);
    expect(text).not.toContain('FAKE-INVOICE');
    expect(text).toContain(w.cgstSale.number);
  });

  it('breaks a long bill across pages, repeating the table header', async () => {
    const lineItems = Array.from({ length: 45 }, (_, i) => ({
      itemId: w.penItem.id,
      quantity: i + 1,
      rate: 118,
      unitId: w.penItem.unitId,
    }));
    const bill = (
      await w.t.app.inject({
        method: 'POST',
        url: '/api/transactions',
        headers: w.owner.auth,
        payload: {
          customerId: w.raoId,
          transactionDate: '2026-11-20',
          isPurchase: false,
          lineItems,
          payments: [],
        },
      })
    ).json();
    const bytes = await w.renderedBytes(bill.id);
    const pages = w.pdfPages(bytes);
    expect(pages).toBeGreaterThanOrEqual(2);
    const second = w.pdfText(bytes, { first: 2, last: 2 });
    expect(second).toContain(`Tax Invoice · Invoice No. ${bill.number} (continued)`);
    expect(second).toMatch(/No\s+Item\s+HSN\/SAC\s+Qty\s+Unit\s+Rate\s+Taxable\s+Tax\s+Amount/);
    const last = w.pdfText(bytes, { first: pages, last: pages });
    expect(last).toContain(`Page ${pages} of ${pages}`);
    expect(last).toContain('Authorised Signatory');
    // 118 × (1 + … + 45) = 1,22,130
    expect(w.pdfText(bytes)).toContain('₹1,22,130.00');
  });

  it('prints an estimate when the company prints estimates: rate incl. tax, no GST summary', async () => {
    await w.t.database.db
      .update(companySettings)
      .set({ invoicePrintMode: 1 })
      .where(eq(companySettings.companyId, w.companyId));
    try {
      const text = w.pdfText(await w.renderedBytes(w.cgstSale.id));
      expect(text).toContain('ESTIMATE');
      expect(text).toMatch(/Serial No\.\s+INV-\d{4}/);
      expect(text).toContain('Rate (incl. tax)');
      expect(text).not.toContain('GST Summary');
      expect(text).not.toContain('HSN/SAC');
      expect(text).toMatch(/Estimate Total\s+₹236.00/);
    } finally {
      await w.t.database.db
        .update(companySettings)
        .set({ invoicePrintMode: 0 })
        .where(eq(companySettings.companyId, w.companyId));
    }
  });

  it('prints a payment as a receipt with the amount in words', async () => {
    const payment = await w.t.app.inject({
      method: 'POST',
      url: '/api/transactions/payment',
      headers: w.owner.auth,
      payload: {
        customerId: w.raoId,
        transactionDate: '2026-11-21',
        amount: 250.5,
        isPaymentMade: false,
      },
    });
    expect(payment.statusCode).toBe(201);
    const text = w.pdfText(await w.renderedBytes(payment.json().id));
    expect(text).toContain('PAYMENT RECEIPT');
    expect(text).toContain('RECEIVED FROM');
    expect(text).toContain('₹250.50');
    expect(text).toContain('Mode: Cash');
    expect(text).toContain('Rupees Two Hundred Fifty and Fifty Paise Only');
  });

  it('validates the id and the HTML, and answers 404 for another company or a missing bill', async () => {
    const before = await w.fileCount();
    for (const id of ['0', '-3', 'abc']) {
      const res = await w.renderPdf(id);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe('Invalid transaction id');
    }
    const empty = await w.renderPdf(w.cgstSale.id, { htmlContent: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toBe('HTML content is required.');
    expect((await w.renderPdf(w.otherSale.id)).statusCode).toBe(404);
    expect((await w.renderPdf(987654)).statusCode).toBe(404);
    expect((await w.renderPdf(w.otherSale.id, undefined, {})).statusCode).toBe(401);
    expect(await w.fileCount()).toBe(before);
  });
});
