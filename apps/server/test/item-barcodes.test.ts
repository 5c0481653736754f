// Item barcodes (issue 40 part 1): kept on the item, checked (EAN-13/UPC-A check digit), unique
// in the company with a 409 that names the item holding the code, looked up by a scan, taken by
// the item import, and another company's codes neither found nor in the way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  inviteAndJoin,
  registerAndLogin,
  type TestApp,
} from './support/test-app.ts';
import { csv, problemsByRow, uploader, type PreviewBody } from './imports-world.ts';

type Auth = { auth: Record<string, string> };
type Item = { id: number; name: string; barcodes: string[]; mrp: number | null; version: number };

let t: TestApp;
let admin: Auth;
let manager: Auth;
let auditor: Auth;
let other: Auth;
let unitId: number;
let otherUnit: number;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Auth, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: who.auth,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

let serial = 0;
async function createItem(who: Auth, fields: Record<string, unknown>, unit = unitId) {
  serial += 1;
  return call('POST', '/api/items', who, {
    name: `Item ${serial} ${Math.random().toString(36).slice(2, 7)}`,
    unitId: unit,
    rate: 40,
    ...fields,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerAndLogin(t);
  other = await registerAndLogin(t);
  manager = await inviteAndJoin(t, admin, 'Manager');
  auditor = await inviteAndJoin(t, admin, 'Auditor');
  unitId = ((await call('GET', '/api/units', admin)).json() as { id: number }[])[0]!.id;
  otherUnit = ((await call('GET', '/api/units', other)).json() as { id: number }[])[0]!.id;
});
afterAll(async () => t?.close());

describe('an item and its barcodes', () => {
  it('keeps several codes of the three kinds, with its MRP, and edits them', async () => {
    const res = await createItem(admin, {
      name: 'Parle-G 100g',
      mrp: 10,
      barcodes: [' 8901719104046 ', '036000291452', 'PARLE-G/100'],
    });
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json() as Item;
    expect(item.barcodes).toEqual(['8901719104046', '036000291452', 'PARLE-G/100']);
    expect(item.mrp).toBe(10);

    const edited = await call('PUT', `/api/items/${item.id}`, manager, {
      name: item.name,
      unitId,
      rate: 9.5,
      barcodes: ['036000291452', '4006381333931'],
      version: item.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json() as Item).barcodes).toEqual(['036000291452', '4006381333931']);
    expect((edited.json() as Item).mrp).toBe(10);
    // A form that sends no barcodes (the rates screen) keeps them.
    const kept = await call('PUT', `/api/items/${item.id}`, admin, {
      name: item.name,
      unitId,
      rate: 9,
      version: (edited.json() as Item).version,
    });
    expect((kept.json() as Item).barcodes).toEqual(['036000291452', '4006381333931']);
    // The dropped code is free again.
    expect((await createItem(admin, { barcodes: ['8901719104046'] })).statusCode).toBe(201);
  });

  it('refuses an EAN-13 or UPC-A with a wrong check digit, saying the right one', async () => {
    const ean = await createItem(admin, { barcodes: ['8901719104047'] });
    expect([ean.statusCode, ean.json().detail]).toEqual([
      400,
      'Barcode 8901719104047 is not a valid EAN-13 or UPC-A code: its check digit should be 6.',
    ]);
    const upc = await createItem(admin, { barcodes: ['036000291453'] });
    expect(upc.statusCode).toBe(400);
    expect(upc.json().detail).toContain('its check digit should be 2');
    const twice = await createItem(admin, { barcodes: ['ABC-1', 'ABC-1'] });
    expect([twice.statusCode, twice.json().detail]).toEqual([400, 'Barcode ABC-1 is given twice.']);
  });

  it('answers 409 naming the item that already has the code, and changes nothing', async () => {
    const first = (
      await createItem(admin, { name: 'Amul Butter 500g', barcodes: ['8901262150019'] })
    ).json() as Item;
    const res = await createItem(admin, { name: 'Butter copy', barcodes: ['8901262150019'] });
    expect([res.statusCode, res.json().detail]).toEqual([
      409,
      'Barcode 8901262150019 already belongs to item Amul Butter 500g.',
    ]);
    const items = (await call('GET', '/api/items', admin)).json() as Item[];
    expect(items.some((i) => i.name === 'Butter copy')).toBe(false);
    // On an edit too: the second item keeps what it had.
    const second = (await createItem(admin, { barcodes: ['CODE-2'] })).json() as Item;
    const edit = await call('PUT', `/api/items/${second.id}`, admin, {
      name: second.name,
      unitId,
      barcodes: ['CODE-2', '8901262150019'],
      version: second.version,
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().detail).toBe(
      'Barcode 8901262150019 already belongs to item Amul Butter 500g.',
    );
    const after = (await call('GET', `/api/items/${second.id}`, admin)).json() as Item;
    expect(after.barcodes).toEqual(['CODE-2']);
    expect(after.version).toBe(second.version);
    expect(first.barcodes).toEqual(['8901262150019']);
  });

  it('lets only Admin or Manager change barcodes', async () => {
    const res = await createItem(auditor, { barcodes: ['AUD-1'] });
    expect(res.statusCode).toBe(403);
  });
});

describe('the scan lookup', () => {
  it('finds the item a code names, for every role, and finds it by search too', async () => {
    const item = (
      await createItem(admin, { name: 'Maggi 70g', barcodes: ['8901058000290'] })
    ).json() as Item;
    for (const who of [admin, manager, auditor]) {
      const res = await call('GET', '/api/items/by-barcode/8901058000290', who);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id: item.id, name: 'Maggi 70g' });
    }
    const found = (await call('GET', '/api/items?search=8901058000290', admin)).json() as Item[];
    expect(found.map((i) => i.id)).toEqual([item.id]);
    // A Code 128 with a slash, as the web sends it (encoded).
    const slashed = (
      await createItem(admin, { name: 'Tea 250g', barcodes: ['TEA-250/B7'] })
    ).json() as Item;
    const bySlash = await call('GET', '/api/items/by-barcode/TEA-250%2FB7', manager);
    expect([bySlash.statusCode, bySlash.json().id]).toEqual([200, slashed.id]);
  });

  it("answers 404 with the code for an unknown one, and for another company's", async () => {
    const res = await call('GET', '/api/items/by-barcode/4000000000006', admin);
    expect([res.statusCode, res.json().detail]).toEqual([404, 'No item has barcode 4000000000006']);
    const theirs = await createItem(other, { barcodes: ['7622210449283'] }, otherUnit);
    expect(theirs.statusCode, theirs.body).toBe(201);
    const mine = await call('GET', '/api/items/by-barcode/7622210449283', admin);
    expect(mine.statusCode).toBe(404);
    // Their code is theirs alone: this company may give it to its own item.
    expect((await createItem(admin, { barcodes: ['7622210449283'] })).statusCode).toBe(201);
    const theirsStill = await call('GET', '/api/items/by-barcode/7622210449283', other);
    expect(theirsStill.json()).toMatchObject({ id: (theirs.json() as Item).id });
  });
});

describe('the item import', () => {
  const HEADER = ['Name', 'Unit', 'Sale rate', 'Barcodes'];

  it('takes several codes a row, separated by commas', async () => {
    const upload = uploader(t);
    const bytes = csv([HEADER, ['Tata Salt 1kg', 'No', '28', '8904043901015, TS-1KG']]);
    const res = await upload(admin.auth, 'items', { name: 'items.csv', bytes });
    expect(res.statusCode, res.body).toBe(201);
    const found = await call('GET', '/api/items/by-barcode/TS-1KG', admin);
    expect(found.json()).toMatchObject({
      name: 'Tata Salt 1kg',
      barcodes: ['8904043901015', 'TS-1KG'],
    });
  });

  it('refuses a row whose code is taken, repeated in the file or has a bad check digit', async () => {
    await createItem(admin, { name: 'Surf Excel 1kg', barcodes: ['8901030865237'] });
    const upload = uploader(t);
    const bytes = csv([
      HEADER,
      ['Import A', 'No', '10', '8901030865237'],
      ['Import B', 'No', '10', 'DUP-1'],
      ['Import C', 'No', '10', 'DUP-1'],
      ['Import D', 'No', '10', '8901030865238'],
    ]);
    const preview = (
      await upload(admin.auth, 'items/preview', { name: 'items.csv', bytes })
    ).json() as PreviewBody;
    expect(problemsByRow(preview)).toEqual({
      2: ['error: Barcode 8901030865237 already belongs to item Surf Excel 1kg.'],
      4: ['error: Barcode DUP-1 is also on row 3: a code names one item.'],
      5: [
        'error: Barcode 8901030865238 is not a valid EAN-13 or UPC-A code: its check digit should be 7.',
      ],
    });
    const res = await upload(admin.auth, 'items', { name: 'items.csv', bytes });
    expect(res.statusCode).toBe(400);
    expect((await call('GET', '/api/items/by-barcode/DUP-1', admin)).statusCode).toBe(404);
  });
});
