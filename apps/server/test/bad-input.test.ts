// Issue 13, finding 2: nothing a browser or a script sends makes the server answer 500. Each case
// below answered 500 (or stack-overflowed) before; now it is a 400 with a message a person can act
// on, from one rule for every text field rather than a check per route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerAndLogin>>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerAndLogin(t);
});
afterAll(async () => t?.close());

const CONTROL = 'Text cannot contain control characters.';
const TOO_DEEP = 'The request body is nested too deeply.';

/** Sends `body` as raw JSON text, so escapes such as \u0000 reach the server as typed. */
const sendRaw = (method: 'POST' | 'PUT', url: string, body: string, auth = true) =>
  t.app.inject({
    method,
    url,
    headers: { 'content-type': 'application/json', ...(auth ? owner.auth : {}) },
    payload: body,
  });
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: owner.auth });

describe('text with characters no database column can hold', () => {
  it('refuses a NUL character in a name with 400 and names the field', async () => {
    const reply = await sendRaw('POST', '/api/units', '{"name":"a\\u0000b"}');
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ detail: CONTROL, errors: { name: [CONTROL] } });
    const units = (await get('/api/units')).json() as { name: string }[];
    expect(units.map((u) => u.name)).toEqual(['No']);
  });

  it('refuses a lone surrogate (half of an emoji) the same way', async () => {
    const reply = await sendRaw('POST', '/api/units', '{"name":"box\\ud800"}');
    expect(reply.statusCode).toBe(400);
    expect(reply.json().detail).toBe(CONTROL);
    // A whole emoji (a surrogate pair) is ordinary text.
    const ok = await sendRaw('POST', '/api/units', '{"name":"box \\ud83d\\udce6"}');
    expect(ok.statusCode).toBe(201);
    expect(ok.json().name).toBe('box 📦');
  });

  it('keeps new lines, which addresses use, and a tab as the space it stands for (issue 37)', async () => {
    const reply = await sendRaw(
      'POST',
      '/api/customers',
      JSON.stringify({ name: 'Mehta Stores', address: 'Shop 4,\n\tMG Road' }),
    );
    expect(reply.statusCode).toBe(201);
    // No font draws a tab: the PDF printed it as a missing-glyph box.
    expect(reply.json().address).toBe('Shop 4,\n MG Road');
  });

  it('applies to every route, those without a shared schema too', async () => {
    const cases: [string, 'POST' | 'PUT', string][] = [
      ['/api/customers', 'POST', '{"name":"Ravi\\u0001 Kumar"}'],
      ['/api/items', 'POST', '{"name":"Pen\\u0000","unitId":1,"rate":1}'],
      ['/api/companysettings/InvoiceNumberFormat', 'PUT', '{"value":"INV-\\u0000{0000}"}'],
      ['/api/companysettings/CompanyInfo', 'PUT', '{"value":{"name":"X\\udfff"}}'],
      ['/api/account/login', 'POST', '{"email":"a\\u0000@b.in","password":"x"}'],
    ];
    for (const [url, method, body] of cases) {
      const reply = await sendRaw(method, url, body);
      expect({ url, status: reply.statusCode, detail: reply.json().detail }).toEqual({
        url,
        status: 400,
        detail: CONTROL,
      });
    }
  });

  it('answers a NUL in a path parameter with 400, not a server error', async () => {
    const reply = await t.app.inject({
      method: 'DELETE',
      url: '/api/account/users/%00',
      headers: owner.auth,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().detail).toBe(CONTROL);
    const inQuery = await get('/api/items?search=%00');
    expect(inQuery.statusCode).toBe(400);
  });
});

describe('deeply nested JSON', () => {
  const nested = '['.repeat(5000) + ']'.repeat(5000);
  it.each([
    ['POST', '/api/items', true],
    ['POST', '/api/account/register', false],
    ['PUT', '/api/companysettings/EnableStockWarning', true],
    ['POST', '/api/units', true],
  ] as const)('%s %s refuses 5,000 nested arrays with 400', async (method, url, auth) => {
    const reply = await sendRaw(method, url, nested, auth);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().detail).toBe(TOO_DEEP);
  });

  it('also inside an object, and the server goes on answering', async () => {
    const body = `{"entityType":"unit","name":"x","extras":${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}}`;
    const reply = await sendRaw('POST', '/api/sync', body);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().detail).toBe(TOO_DEEP);
    expect((await get('/api/units')).statusCode).toBe(200);
  });

  it('still accepts brackets inside strings and ordinary nesting', async () => {
    const reply = await sendRaw(
      'POST',
      '/api/customers',
      JSON.stringify({ name: '[[[[{{{{ Brackets & Co', address: ']]]]'.repeat(20) }),
    );
    expect(reply.statusCode).toBe(201);
  });
});

describe('ids of the rate lookups', () => {
  it.each(['abc', '-1', '1.5', '99999999999999999999', '2147483648'])(
    'answers %s like every other invalid id',
    async (bad) => {
      const reference = await get(`/api/items/${bad}`);
      expect(reference.statusCode).toBe(400);
      expect(reference.json().detail).toBe('Invalid item id');

      const list = await get(`/api/items/customer-rate/${bad}`);
      expect(list.statusCode).toBe(400);
      expect(list.json().detail).toBe('Invalid customer id');

      const one = await get(`/api/items/${bad}/customer-rate/1`);
      expect(one.statusCode).toBe(400);
      expect(one.json().detail).toBe('Invalid item id');
      const byCustomer = await get(`/api/items/1/customer-rate/${bad}`);
      expect(byCustomer.json().detail).toBe('Invalid customer id');

      const vendor = await get(`/api/items/1/vendor-buy-rate/${bad}`);
      expect(vendor.statusCode).toBe(400);
      expect(vendor.json().detail).toBe('Invalid vendor id');
    },
  );

  it('keeps the spec answer for 0, the web app\'s "no customer selected"', async () => {
    expect((await get('/api/items/customer-rate/0')).json()).toEqual([]);
    const none = await get('/api/items/1/vendor-buy-rate/0');
    expect(none.statusCode).toBe(200);
    expect(none.body).toBe('null');
  });
});
