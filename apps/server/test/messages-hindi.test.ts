// Issue 28: every message the server answers is in the caller's language. The bad requests of
// the bad-input sweep and of the route fuzz (every route of the OpenAPI document, from its own
// schemas, mixed with hostile values), sent with Accept-Language: hi; every 4xx answer's title,
// detail and errors[] messages must be Hindi (Devanagari), nothing left in English.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';
import { createCompanyBooks, type CompanyBooks } from './support/company-books.ts';
import { fuzzRoutes, ownerSession } from './support/route-fuzz.ts';
import { csv, uploader, type PreviewBody } from './imports-world.ts';

const HI = { 'accept-language': 'hi' };
const DEVANAGARI = /[\u0900-\u097F]/;

/** Texts with no words to translate: none so far (a bare code would go here). */
const LANGUAGE_FREE: readonly string[] = [];

let t: TestApp;
let books: CompanyBooks;

beforeAll(async () => {
  t = await createTestApp({
    rateLimits: { loginPerEmailAndIp: 1e9, loginPerEmail: 1e9, mailPerEmail: 1e9 },
  });
  books = await createCompanyBooks(t, 'Hindi Co');
}, 120_000);
afterAll(async () => t?.close());

/** The texts of an error answer that are still not Hindi. */
function englishLeft(body: unknown): string[] {
  if (!body || typeof body !== 'object') return [];
  const b = body as { title?: unknown; detail?: unknown; errors?: unknown; message?: unknown };
  const texts: unknown[] = [b.title, b.detail];
  if (b.errors && typeof b.errors === 'object') {
    for (const list of Object.values(b.errors as Record<string, unknown>)) {
      if (Array.isArray(list)) texts.push(...list);
    }
  }
  return texts.filter(
    (x): x is string =>
      typeof x === 'string' && !DEVANAGARI.test(x) && !LANGUAGE_FREE.includes(x.trim()),
  );
}

function parse(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}

const sendRaw = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, body?: string) =>
  t.app.inject({
    method,
    url,
    headers: {
      ...HI,
      ...books.auth,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: body }),
  });

describe('spec messages, word for word', () => {
  it('in Hindi and in Marathi', async () => {
    const login = (language: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/login',
        headers: { 'accept-language': language },
        payload: { email: books.email, password: 'Wrong1234' },
      });
    expect((await login('hi')).json()).toMatchObject({
      title: 'अनुमति नहीं',
      detail: 'ईमेल या पासवर्ड ग़लत है।',
    });
    expect((await login('mr')).json()).toMatchObject({
      title: 'परवानगी नाही',
      detail: 'ईमेल किंवा पासवर्ड चुकीचा आहे.',
    });
    expect((await login('en')).json()).toMatchObject({ detail: 'Invalid email or password.' });

    const owner = await registerAndLogin(t);
    const control = (language: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/units',
        headers: {
          ...owner.auth,
          'accept-language': language,
          'content-type': 'application/json',
        },
        payload: '{"name":"a\\u0000b"}',
      });
    expect((await control('hi')).json()).toMatchObject({
      title: 'अमान्य अनुरोध',
      detail: 'टेक्स्ट में कंट्रोल कैरेक्टर नहीं हो सकते।',
      errors: { name: ['टेक्स्ट में कंट्रोल कैरेक्टर नहीं हो सकते।'] },
    });
    expect((await control('mr')).json()).toMatchObject({
      title: 'अवैध विनंती',
      detail: 'मजकुरात कंट्रोल कॅरेक्टर असू शकत नाहीत.',
    });
  });

  it('carries the values of a message with values into its translation', async () => {
    const owner = await registerAndLogin(t);
    const reply = await t.app.inject({
      method: 'GET',
      url: '/api/items/abc',
      headers: { ...owner.auth, 'accept-language': 'mr' },
    });
    expect(reply.json()).toMatchObject({ detail: 'वस्तूचा id अवैध आहे' });
    const route = await t.app.inject({
      method: 'GET',
      url: '/api/no-such-route?x=1',
      headers: { 'accept-language': 'hi' },
    });
    expect(route.json()).toEqual({
      title: 'नहीं मिला',
      detail: 'GET /api/no-such-route के लिए कोई रास्ता नहीं है',
      code: 'not_found',
      values: { method: 'GET', path: '/api/no-such-route' },
    });
  });
  it('translates a success sentence with counts beside it', async () => {
    const owner = await registerAndLogin(t);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/taxes/groups',
      headers: owner.auth,
      payload: { name: 'Hindi Group' },
    });
    expect(created.statusCode).toBe(201);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/taxes/groups/${created.json().id}`,
      headers: { ...owner.auth, ...HI },
    });
    expect(removed.json()).toEqual({ message: 'कर समूह हटा दिया गया।', itemsWithoutGroup: 0 });
  });
});

describe('the problems of an import file', () => {
  it('are in Hindi in the preview and in the refused import', async () => {
    const upload = uploader(t);
    const bad = csv([
      ['Name', 'Phone', 'GSTIN', 'State', 'Address', 'Opening balance', 'Remarks'],
      ['Gupta Stores', '9876543210', '27AAPFU0939F1ZA', '', '', '1500', 'good'],
      ['gupta stores', '', '', 'Gujrat', '', 'abc', ''],
      ['Cash', '', '27AAPFU939F1ZV', '', '', '12.345', ''],
    ]);
    const hi = { ...books.auth, ...HI };
    const preview = await upload(hi, 'customers/preview', { name: 'c.csv', bytes: bad });
    expect(preview.statusCode).toBe(200);
    const body = preview.json() as PreviewBody;
    const messages = [
      ...body.fileProblems.map((p) => p.message),
      ...body.rows.flatMap((r) => r.problems.map((p) => p.message)),
    ];
    expect(messages.length).toBeGreaterThan(5);
    expect(messages.filter((m) => !DEVANAGARI.test(m))).toEqual([]);
    expect(body.fileProblems[0]!.message).toBe(
      'कॉलम "Remarks" Hisaab नहीं पढ़ता: इसे छोड़ दिया गया है।',
    );
    expect(messages).toContain('शुरुआती बकाया "abc" संख्या नहीं है।');

    const refused = await upload(hi, 'customers', { name: 'c.csv', bytes: bad });
    expect(refused.statusCode).toBe(400);
    const r = refused.json() as { title: string; detail: string; rows: PreviewBody['rows'] };
    expect(r.detail).toBe('3 पंक्तियों में गड़बड़ी है। कुछ भी इम्पोर्ट नहीं हुआ: फ़ाइल ठीक करके फिर कोशिश करें।');
    const rowMessages = r.rows.flatMap((row) => row.problems.map((p) => p.message));
    expect(rowMessages.filter((m) => !DEVANAGARI.test(m))).toEqual([]);
  });
});

describe('the bad-input sweep in Hindi', () => {
  it('answers the fixed bad requests of the bad-input sweep in Hindi', async () => {
    const nested = '['.repeat(5000) + ']'.repeat(5000);
    const cases: [string, 'POST' | 'PUT' | 'DELETE' | 'GET', string | undefined][] = [
      ['/api/units', 'POST', '{"name":"a\\u0000b"}'],
      ['/api/units', 'POST', '{"name":"box\\ud800"}'],
      ['/api/customers', 'POST', '{"name":"Ravi\\u0001 Kumar"}'],
      ['/api/items', 'POST', '{"name":"Pen\\u0000","unitId":1,"rate":1}'],
      ['/api/companysettings/InvoiceNumberFormat', 'PUT', '{"value":"INV-\\u0000{0000}"}'],
      ['/api/companysettings/CompanyInfo', 'PUT', '{"value":{"name":"X\\udfff"}}'],
      ['/api/account/login', 'POST', '{"email":"a\\u0000@b.in","password":"x"}'],
      ['/api/account/users/%00', 'DELETE', undefined],
      ['/api/items?search=%00', 'GET', undefined],
      ['/api/items', 'POST', nested],
      ['/api/account/register', 'POST', nested],
      ['/api/units', 'POST', '{'],
      ['/api/units', 'POST', '{}'],
      ['/api/customers', 'POST', '{"name":"x"}'],
      ['/api/items/abc', 'GET', undefined],
      ['/api/items/customer-rate/abc', 'GET', undefined],
      ['/api/items/1/vendor-buy-rate/-1', 'GET', undefined],
      ['/api/items/999999', 'GET', undefined],
      ['/api/no-such-route', 'GET', undefined],
    ];
    const left: string[] = [];
    for (const [url, method, body] of cases) {
      const reply = await sendRaw(method, url, body);
      expect(reply.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(reply.statusCode, `${method} ${url}`).toBeLessThan(500);
      for (const text of englishLeft(reply.json())) left.push(`${method} ${url}: ${text}`);
    }
    expect(left).toEqual([]);
  });

  it('answers every fuzzed bad request of every route in Hindi', async () => {
    const session = ownerSession(t.app, books);
    const left = new Map<string, string>();
    let checked = 0;
    const result = await fuzzRoutes(t.app, session, {
      runsPerRoute: Number(process.env.ROUTE_FUZZ_RUNS ?? 12),
      seed: Number(process.env.ROUTE_FUZZ_SEED ?? 28),
      headers: HI,
      // The caller's own language would win over the header (and the fuzz would choose one).
      skip: (op) => op.path === '/api/account/preferences',
      onReply(op, reply) {
        if (reply.statusCode < 400 || reply.statusCode >= 500) return;
        checked++;
        for (const text of englishLeft(parse(reply.body))) {
          if (!left.has(text)) left.set(text, `${op.method} ${op.path} (${reply.statusCode})`);
        }
      },
    });
    expect(result.routes).toBeGreaterThan(80);
    expect(checked).toBeGreaterThan(100);
    expect([...left].map(([text, where]) => `${where}: ${text}`)).toEqual([]);
  }, 600_000);
});
