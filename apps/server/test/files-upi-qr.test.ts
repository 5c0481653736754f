// The UPI QR on the server-rendered bill PDF: the page is rasterised with poppler's pdftoppm
// and the QR decoded with jsQR, as a customer's phone would read it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFilesWorld, type FilesWorld } from './files-world.ts';

let w: FilesWorld;
let dir: string;
beforeAll(async () => {
  w = await createFilesWorld();
  dir = mkdtempSync(path.join(tmpdir(), 'hisaab-qr-'));
});
afterAll(async () => {
  await w?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The QR payload on the PDF's first page, or null when the page holds none. */
function qrOnFirstPage(pdf: Buffer): string | null {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  execFileSync('pdftoppm', ['-r', '150', '-f', '1', '-l', '1', '-png', '-singlefile', file, file]);
  const png = PNG.sync.read(readFileSync(`${file}.png`));
  const found = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  return found?.data ?? null;
}

const setUpi = async (body: object) => {
  const res = await w.t.app.inject({
    method: 'PUT',
    url: '/api/companysettings',
    headers: w.owner.auth,
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
};

async function saleFor(amountPaid: number) {
  const res = await w.t.app.inject({
    method: 'POST',
    url: '/api/transactions',
    headers: w.owner.auth,
    payload: {
      transactionDate: '2026-11-21',
      isPurchase: false,
      customerId: w.mumbaiCustomer.id,
      lineItems: [{ itemId: w.penItem.id, quantity: 1, rate: 118, unitId: w.penItem.unitId }],
      payments: amountPaid ? [{ amount: amountPaid, isBankTransaction: false }] : [],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; number: string };
}

describe('UPI QR on the bill PDF', () => {
  it('asks for the amount still due, to the company’s UPI ID, noting the bill number', async () => {
    await setUpi({ upiId: 'sharmatraders@okaxis', upiPayeeName: 'Sharma & Sons' });
    const bytes = await w.renderedBytes(w.igstSale.id);
    // ₹1,099.00 billed, ₹500.00 paid: ₹599.00 still due.
    expect(qrOnFirstPage(bytes)).toBe(
      `upi://pay?pa=sharmatraders@okaxis&pn=Sharma%20%26%20Sons&am=599.00&cu=INR&tn=${encodeURIComponent(w.igstSale.number)}`,
    );
    const text = w.pdfText(bytes);
    expect(text).toContain('Scan to pay ₹599.00');
    expect(text).toContain('UPI ID: sharmatraders@okaxis');
  });

  it('names the company as payee when no payee name is set', async () => {
    await setUpi({ upiId: 'sharmatraders@okaxis', upiPayeeName: null });
    const payload = qrOnFirstPage(await w.renderedBytes(w.cgstSale.id));
    expect(payload).toContain('pn=Sharma%20Traders%20Pvt%20Ltd&am=236.00&cu=INR');
  });

  it('is absent when the bill is paid in full', async () => {
    await setUpi({ upiId: 'sharmatraders@okaxis' });
    const paid = await saleFor(118);
    const bytes = await w.renderedBytes(paid.id);
    expect(qrOnFirstPage(bytes)).toBeNull();
    expect(w.pdfText(bytes)).not.toContain('Scan to pay');
    // A part-paid bill of the same shape does carry one: the check above can fail.
    expect(qrOnFirstPage(await w.renderedBytes((await saleFor(18)).id))).toContain('am=100.00');
  });

  it('is absent when the company has no UPI ID', async () => {
    await setUpi({ upiId: null });
    const bytes = await w.renderedBytes(w.igstSale.id);
    expect(qrOnFirstPage(bytes)).toBeNull();
    expect(w.pdfText(bytes)).not.toContain('UPI ID');
  });
});
