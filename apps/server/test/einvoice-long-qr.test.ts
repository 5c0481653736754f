// Issue 37: a signed QR that a QR code cannot hold is refused where it enters (quickly, before
// it is decoded), and one that fits only at the lowest error correction still prints: the
// bill's PDF answered 500 for ever after a 2,400-character signed QR.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEInvoiceWorld, fakeJwt, IRN, SELLER_GSTIN, BUYER_GSTIN } from './einvoice-world.ts';

let w: Awaited<ReturnType<typeof createEInvoiceWorld>>;
let bill: { id: number; number: string };

beforeAll(async () => {
  w = await createEInvoiceWorld();
  bill = await w.sale({
    customerId: w.customers.xyz.id,
    lines: [w.line(w.items.tiffin, 1, 1180)],
  });
});
afterAll(async () => w?.close());

/** A signed QR for the bill of about `length` characters (its data padded). */
function signedQr(length: number) {
  const data = { SellerGstin: SELLER_GSTIN, BuyerGstin: BUYER_GSTIN, DocNo: bill.number };
  const base = fakeJwt({ ...data, DocDt: '15/07/2024', Irn: IRN, Pad: '' });
  return fakeJwt({
    ...data,
    DocDt: '15/07/2024',
    Irn: IRN,
    Pad: 'x'.repeat((length - base.length) * 0.75),
  });
}

const fields = (qr: string) => ({
  irn: IRN,
  ackNo: '112410012345678',
  ackDate: '2024-07-15 11:20:00',
  signedQr: qr,
});

describe('a long signed QR', () => {
  it('refuses one longer than a QR code holds, and a megabyte one at once', async () => {
    const tooLong = await w.send(
      'POST',
      `/api/einvoice/transactions/${bill.id}/irn`,
      fields(signedQr(3000)),
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors.signedQr).toEqual([
      'The signed QR code is longer than a QR code can hold (2,953 characters). Paste the signed QR code the IRP gave for this bill.',
    ]);
    const started = Date.now();
    const huge = await w.send(
      'POST',
      `/api/einvoice/transactions/${bill.id}/irn`,
      fields('a.'.repeat(450_000)),
    );
    expect([413, 400]).toContain(huge.statusCode);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('prints the bill’s PDF with a 2,400-character signed QR', async () => {
    const qr = signedQr(2400);
    expect(qr.length).toBeGreaterThan(2331); // beyond what error correction M holds
    const saved = await w.send('POST', `/api/einvoice/transactions/${bill.id}/irn`, fields(qr));
    expect(saved.statusCode, saved.body).toBe(201);
    const pdf = await w.send('GET', `/api/files/transaction/${bill.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
