import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inviteAndJoin } from './support/test-app.ts';
import { createFilesWorld, JPEG, PDF, PNG, type FilesWorld } from './files-world.ts';

let w: FilesWorld;
beforeAll(async () => {
  w = await createFilesWorld();
});
afterAll(async () => w?.close());

describe('POST /api/files (upload)', () => {
  it('stores a JPEG for a bill and serves the same bytes at the public link without login', async () => {
    const res = await w.upload(
      { transactionId: String(w.igstSale.id) },
      { name: 'receipt.jpg', type: 'image/jpeg', bytes: JPEG },
    );
    expect(res.statusCode).toBe(201);
    const { publicAccessCode } = res.json();
    // 24 random bytes in base64url: 192 bits.
    expect(publicAccessCode).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const served = await w.getPublic(publicAccessCode);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['content-disposition']).toBe('inline; filename="receipt.jpg"');
    expect(served.rawPayload.equals(JPEG)).toBe(true);
  });

  it('stores a PDF for an expense, whatever name it was given, and names it by its real type', async () => {
    const res = await w.upload(
      { ExpenseId: String(w.expenseId) },
      { name: 'scan.bin', type: 'application/octet-stream', bytes: PDF },
    );
    expect(res.statusCode).toBe(201);
    const served = await w.getPublic(res.json().publicAccessCode);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe('inline; filename="scan.bin.pdf"');
    expect(served.rawPayload.equals(PDF)).toBe(true);
  });

  it('accepts the ids after the file as well', async () => {
    const body = w.multipart(
      { transactionId: String(w.cgstSale.id) },
      { name: 'a.pdf', type: 'application/pdf', bytes: PDF },
      { fileFirst: true },
    );
    const res = await w.t.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { ...w.owner.auth, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
  });

  it('needs exactly one of transactionId or expenseId', async () => {
    const before = await w.fileCount();
    const both = await w.upload(
      { transactionId: String(w.igstSale.id), expenseId: String(w.expenseId) },
      { name: 'a.pdf', type: 'application/pdf', bytes: PDF },
    );
    expect(both.statusCode).toBe(400);
    expect(both.json().detail).toBe('Exactly one of transactionId or expenseId must be provided.');
    const neither = await w.upload({}, { name: 'a.pdf', type: 'application/pdf', bytes: PDF });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().detail).toBe(
      'Exactly one of transactionId or expenseId must be provided.',
    );
    const zeros = await w.upload(
      { transactionId: '0', expenseId: '' },
      { name: 'a.pdf', type: 'application/pdf', bytes: PDF },
    );
    expect(zeros.json().detail).toBe('Exactly one of transactionId or expenseId must be provided.');
    expect(await w.fileCount()).toBe(before);
  });

  it('checks the type by content, not by name: a PNG called .pdf is refused', async () => {
    const before = await w.fileCount();
    const res = await w.upload(
      { transactionId: String(w.igstSale.id) },
      { name: 'invoice.pdf', type: 'application/pdf', bytes: PNG },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Only PDF or JPEG files can be uploaded.');
    expect(await w.fileCount()).toBe(before);
  });

  it('refuses a file over 10 MB and stores nothing', async () => {
    const before = await w.fileCount();
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024, 0x20)]);
    const res = await w.upload(
      { transactionId: String(w.igstSale.id) },
      { name: 'big.pdf', type: 'application/pdf', bytes: big },
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toBe('The file is too large. Files can be at most 10 MB.');
    expect(await w.fileCount()).toBe(before);
  });

  it('refuses a missing file, a bad id and a request that is not multipart', async () => {
    expect((await w.upload({ transactionId: String(w.igstSale.id) })).json().detail).toBe(
      'Please choose a file to upload.',
    );
    const bad = await w.upload(
      { transactionId: 'abc' },
      { name: 'a.pdf', type: 'application/pdf', bytes: PDF },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('Invalid transaction id');
    const json = await w.t.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: w.owner.auth,
      payload: { transactionId: w.igstSale.id },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().detail).toBe('Send the file as multipart/form-data.');
  });

  it("answers 404 for another company's bill or a missing expense, and stores nothing", async () => {
    const before = await w.fileCount();
    const res = await w.upload(
      { transactionId: String(w.otherSale.id) },
      { name: 'a.pdf', type: 'application/pdf', bytes: PDF },
    );
    expect(res.statusCode).toBe(404);
    const missing = await w.upload(
      { expenseId: '999999' },
      { name: 'a.jpg', type: 'image/jpeg', bytes: JPEG },
    );
    expect(missing.statusCode).toBe(404);
    const huge = await w.upload(
      { transactionId: '99999999999' },
      { name: 'a.jpg', type: 'image/jpeg', bytes: JPEG },
    );
    expect(huge.statusCode).toBe(404);
    expect(await w.fileCount()).toBe(before);
  });

  // Issue 13: an Auditor may not upload (this test used to let every role upload).
  it('needs a login, lets a Manager upload and refuses an Auditor', async () => {
    const anonymous = await w.upload(
      { transactionId: String(w.igstSale.id) },
      { name: 'a.pdf', type: 'application/pdf', bytes: PDF },
      {},
    );
    expect(anonymous.statusCode).toBe(401);
    const auditor = await inviteAndJoin(w.t, w.owner, 'Auditor');
    const refused = await w.upload(
      { transactionId: String(w.igstSale.id) },
      { name: 'a.pdf', type: 'application/pdf', bytes: PDF },
      auditor.auth,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('Auditors can read the books but not change them.');
    const manager = await inviteAndJoin(w.t, w.owner, 'Manager');
    const res = await w.upload(
      { transactionId: String(w.igstSale.id) },
      { name: 'a.pdf', type: 'application/pdf', bytes: PDF },
      manager.auth,
    );
    expect(res.statusCode).toBe(201);
  });
});

describe('GET /api/files/public/{code}', () => {
  it('answers 404 for a wrong or malformed code', async () => {
    expect((await w.getPublic('A'.repeat(32))).statusCode).toBe(404);
    expect((await w.getPublic('not a code')).statusCode).toBe(404);
    expect((await w.getPublic('..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
  });

  it('stops serving a bill once the bill is deleted', async () => {
    const line = { itemName: 'Loose Rice', quantity: 1, rate: 50, unitName: 'Kg' };
    const bill = (
      await w.t.app.inject({
        method: 'POST',
        url: '/api/transactions',
        headers: w.owner.auth,
        payload: {
          customerId: 0,
          customerName: 'Walk-in Ravi',
          transactionDate: '2026-11-20',
          isPurchase: false,
          lineItems: [line],
          payments: [],
        },
      })
    ).json();
    const filesBefore = storedFileCount(w.t.dataDir);
    const code = (await w.renderPdf(bill.id)).json().publicAccessCode;
    expect((await w.getPublic(code)).statusCode).toBe(200);
    expect(storedFileCount(w.t.dataDir)).toBe(filesBefore + 1);
    expect(
      (
        await w.t.app.inject({
          method: 'DELETE',
          url: `/api/transactions/${bill.id}`,
          headers: w.owner.auth,
        })
      ).statusCode,
    ).toBe(204);
    expect((await w.getPublic(code)).statusCode).toBe(404);
    // …and its bytes are gone from the file store too.
    expect(storedFileCount(w.t.dataDir)).toBe(filesBefore);
  });
});

function storedFileCount(dataDir: string): number {
  try {
    return readdirSync(path.join(dataDir, 'files'), {
      recursive: true,
      withFileTypes: true,
    }).filter((e) => e.isFile()).length;
  } catch {
    return 0;
  }
}

describe('GET /api/files/expense/:id/receipt', () => {
  it("opens the expense's newest receipt for its company only, and lists its name with the expense", async () => {
    const none = await w.t.app.inject({
      method: 'GET',
      url: '/api/files/expense/999999/receipt',
      headers: w.owner.auth,
    });
    expect(none.statusCode).toBe(404);
    expect(none.json().detail).toBe('This expense has no receipt.');

    const res = await w.upload(
      { expenseId: String(w.expenseId) },
      { name: 'tea-bill.jpg', type: 'image/jpeg', bytes: JPEG },
    );
    expect(res.statusCode).toBe(201);
    const open = (auth: Record<string, string>) =>
      w.t.app.inject({
        method: 'GET',
        url: `/api/files/expense/${w.expenseId}/receipt`,
        headers: auth,
      });
    const mine = await open(w.owner.auth);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/jpeg');
    expect(mine.headers['content-disposition']).toBe('inline; filename="tea-bill.jpg"');
    expect(mine.rawPayload.equals(JPEG)).toBe(true);
    // Another company cannot open it; nobody without a login can.
    expect((await open(w.other.auth)).statusCode).toBe(404);
    expect((await open({})).statusCode).toBe(401);

    const list = await w.t.app.inject({
      method: 'GET',
      url: '/api/expenses?date=2026-11-20',
      headers: w.owner.auth,
    });
    const row = (list.json() as { id: number; receiptFileName: string | null }[]).find(
      (e) => e.id === w.expenseId,
    );
    expect(row?.receiptFileName).toBe('tea-bill.jpg');
  });
});
