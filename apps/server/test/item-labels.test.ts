// Barcode labels (issue 40): the PDF is rendered to an image with poppler's pdftoppm and each
// label's barcode is read back with ZXing (@zxing/library), as a counter scanner would read it:
// the code printed must be the item's. A4 sheets of 3 × 8 and 50 × 25 mm thermal labels.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  inviteAndJoin,
  registerAndLogin,
  type TestApp,
} from './support/test-app.ts';

type Auth = { auth: Record<string, string> };

let poppler = true;
try {
  execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
} catch {
  poppler = false;
  console.warn('item-labels: pdftoppm (poppler-utils) is not installed; skipping.');
}

let t: TestApp;
let admin: Auth;
let auditor: Auth;
let other: Auth;
const ids: Record<string, number> = {};
const DPI = 200;
const MM = DPI / 25.4;

const call = (method: 'GET' | 'POST', url: string, who: Auth, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: who.auth,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** The PDF's pages as grey images: width, height and one luminance byte a pixel. */
function pages(pdf: Buffer): { width: number; height: number; grey: Uint8ClampedArray }[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'hisaab-labels-'));
  try {
    writeFileSync(path.join(dir, 'labels.pdf'), pdf);
    execFileSync('pdftoppm', ['-r', String(DPI), '-png', 'labels.pdf', 'page'], { cwd: dir });
    return readdirSync(dir)
      .filter((f) => f.endsWith('.png'))
      .sort()
      .map((f) => {
        const png = PNG.sync.read(readFileSync(path.join(dir, f)));
        const grey = new Uint8ClampedArray(png.width * png.height);
        for (let i = 0; i < grey.length; i++) grey[i] = png.data[i * 4]!;
        return { width: png.width, height: png.height, grey };
      });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The code ZXing reads in a region of a page (pixels), or the error's name. */
function decode(
  page: { width: number; height: number; grey: Uint8ClampedArray },
  region = { left: 0, top: 0, width: page.width, height: page.height },
): string {
  const source = new RGBLuminanceSource(
    page.grey,
    Math.min(region.width, page.width - region.left),
    Math.min(region.height, page.height - region.top),
    page.width,
    page.height,
    region.left,
    region.top,
  );
  const reader = new MultiFormatReader();
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.TRY_HARDER, true],
    [
      DecodeHintType.POSSIBLE_FORMATS,
      [BarcodeFormat.EAN_13, BarcodeFormat.UPC_A, BarcodeFormat.CODE_128],
    ],
  ]);
  try {
    return reader.decode(new BinaryBitmap(new HybridBinarizer(source)), hints).getText();
  } catch (error) {
    return `not read: ${(error as Error).name}`;
  }
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerAndLogin(t);
  other = await registerAndLogin(t);
  auditor = await inviteAndJoin(t, admin, 'Auditor');
  const unitId = ((await call('GET', '/api/units', admin)).json() as { id: number }[])[0]!.id;
  const make = async (key: string, body: Record<string, unknown>, who = admin, unit = unitId) => {
    const res = await call('POST', '/api/items', who, { unitId: unit, ...body });
    expect(res.statusCode, res.body).toBe(201);
    ids[key] = (res.json() as { id: number }).id;
  };
  await make('ean', { name: 'Parle-G 100g', rate: 9.5, mrp: 10, barcodes: ['8901719104046'] });
  await make('code128', { name: 'चायपत्ती 250 ग्राम', rate: 120, barcodes: ['TEA-250/B7'] });
  await make('upc', { name: 'Imported Soup', rate: 300, barcodes: ['036000291452', 'SOUP-2'] });
  await make('none', { name: 'Loose Sugar', rate: 44 });
  const otherUnit = ((await call('GET', '/api/units', other)).json() as { id: number }[])[0]!.id;
  await make('theirs', { name: 'Their item', barcodes: ['THEIRS-1'] }, other, otherUnit);
});
afterAll(async () => t?.close());

describe.skipIf(!poppler)('barcode labels read back by a decoder', () => {
  it('prints 50 × 25 mm thermal labels, one a page, copies as asked', async () => {
    const res = await call('POST', '/api/items/labels', admin, {
      format: 'thermal',
      items: [
        { itemId: ids.ean, copies: 2 },
        { itemId: ids.code128, copies: 1 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const images = pages(res.rawPayload);
    expect(images).toHaveLength(3);
    // 50 × 25 mm at 200 dpi.
    expect(images[0]!.width).toBeCloseTo(50 * MM, -1);
    expect(images[0]!.height).toBeCloseTo(25 * MM, -1);
    expect(images.map((p) => decode(p))).toEqual(['8901719104046', '8901719104046', 'TEA-250/B7']);
  });

  it("prints A4 sheets of 3 × 8 labels of 70 × 37 mm, each with its item's first code", async () => {
    const res = await call('POST', '/api/items/labels', admin, {
      format: 'a4',
      items: [
        { itemId: ids.upc, copies: 1 },
        { itemId: ids.ean, copies: 24 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const images = pages(res.rawPayload);
    // 25 labels: a full sheet and one on the second.
    expect(images).toHaveLength(2);
    const cell = (n: number) => ({
      left: Math.round((n % 3) * 70 * MM),
      top: Math.round((0.5 + Math.floor(n / 3) * 37) * MM),
      width: Math.round(70 * MM),
      height: Math.round(37 * MM),
    });
    expect(decode(images[0]!, cell(0))).toBe('036000291452');
    expect(decode(images[0]!, cell(1))).toBe('8901719104046');
    expect(decode(images[0]!, cell(23))).toBe('8901719104046');
    expect(decode(images[1]!, cell(0))).toBe('8901719104046');
    // The second sheet's second place is left blank: nothing darker than paper in it.
    const blank = cell(1);
    let dark = 0;
    for (let y = blank.top; y < blank.top + blank.height; y++)
      for (let x = blank.left; x < blank.left + blank.width; x++)
        if (images[1]!.grey[y * images[1]!.width + x]! < 128) dark++;
    expect(dark).toBe(0);
    const words = execFileSync('pdftotext', ['-layout', '-', '-'], {
      input: res.rawPayload,
    }).toString('utf8');
    expect(words).toContain('Parle-G 100g');
    expect(words).toContain('₹9.50');
    expect(words).toContain('MRP ₹10.00');
    expect(words).toContain('Imported Soup');
  });

  it("refuses an item without a barcode by name, another company's item, and an Auditor", async () => {
    const none = await call('POST', '/api/items/labels', admin, {
      format: 'a4',
      items: [{ itemId: ids.none, copies: 1 }],
    });
    expect([none.statusCode, none.json().detail]).toEqual([
      400,
      'Item Loose Sugar has no barcode: add one in its form first.',
    ]);
    const theirs = await call('POST', '/api/items/labels', admin, {
      format: 'a4',
      items: [{ itemId: ids.theirs, copies: 1 }],
    });
    expect(theirs.statusCode).toBe(404);
    const copies = await call('POST', '/api/items/labels', admin, {
      format: 'thermal',
      items: [{ itemId: ids.ean, copies: 0 }],
    });
    expect([copies.statusCode, copies.json().detail]).toEqual([
      400,
      'Copies must be a whole number from 1 to 1000.',
    ]);
    const audit = await call('POST', '/api/items/labels', auditor, {
      format: 'a4',
      items: [{ itemId: ids.ean, copies: 1 }],
    });
    expect(audit.statusCode).toBe(403);
  });
});
