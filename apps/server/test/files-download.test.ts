// Download PDF on a saved bill: the PDF drawn from the stored bill, handed back as an
// attachment (nothing stored, no public link made); another company's bill is not found.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFilesWorld, type FilesWorld } from './files-world.ts';

let w: FilesWorld;
beforeAll(async () => {
  w = await createFilesWorld();
});
afterAll(async () => w?.close());

const download = (id: number | string, auth: Record<string, string> | null = w.owner.auth) =>
  w.t.app.inject({
    method: 'GET',
    url: `/api/files/transaction/${id}/pdf`,
    ...(auth ? { headers: auth } : {}),
  });

describe('Download PDF', () => {
  it('answers the stored bill as a PDF attachment named after it, storing nothing', async () => {
    const files = await w.fileCount();
    const res = await download(w.igstSale.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Tax-Invoice-${w.igstSale.number}.pdf"`,
    );
    const text = w.pdfText(res.rawPayload);
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain(w.igstSale.number);
    expect(text).toMatch(/Balance Due\s+₹599\.00/);
    expect(await w.fileCount()).toBe(files);
  });

  it("is not found for another company's bill, and needs a sign-in", async () => {
    expect((await download(w.otherSale.id)).statusCode).toBe(404);
    expect((await download(w.igstSale.id, w.other.auth)).statusCode).toBe(404);
    expect((await download(w.igstSale.id, null)).statusCode).toBe(401);
    expect((await download('abc')).statusCode).toBe(400);
  });
});
