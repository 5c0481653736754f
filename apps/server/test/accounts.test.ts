import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { sql } from 'drizzle-orm';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { loginPerEmailAndIp: 5 } });
});
afterAll(async () => t?.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

async function count(table: string): Promise<number> {
  const result = (await t.database.db.execute(
    sql.raw(`select count(*)::int as n from ${table}`),
  )) as unknown as {
    rows: { n: number }[];
  };
  return Number(result.rows[0]!.n);
}

describe('registration and sign-in', () => {
  it('registers a company with its defaults, confirms the email from the mail, and logs in', async () => {
    const email = 'owner@sharma.example';
    const reg = await post('/api/account/register', {
      companyName: 'Sharma Traders',
      companyCode: 'SHARMA',
      email,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      gstin: '27AAPFU0939F1ZV',
    });
    expect(reg.statusCode).toBe(201);
    expect(reg.json()).toEqual({ message: 'Registration successful. Please check your email.' });

    const early = await post('/api/account/login', { email, password: 'Secret123' });
    expect(early.statusCode).toBe(403);
    expect(early.json().detail).toContain('confirm your email');

    const link = new URL(t.outbox.lastLink(email, '/api/account/confirm-email'));
    expect(link.origin).toBe('http://hisaab.test');
    const confirm = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(confirm.statusCode).toBe(302);
    expect(confirm.headers.location).toBe(`/login?email=${encodeURIComponent(email)}&confirmed=1`);
    // Opening the link again still says confirmed; a made-up token does not tell whether it is.
    const again = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(again.headers.location).toContain('confirmed=1');
    const guessed = await t.app.inject({
      method: 'GET',
      url: `/api/account/confirm-email?email=${encodeURIComponent(email)}&token=guessed`,
    });
    expect(guessed.headers.location).toBe(`/login?email=${encodeURIComponent(email)}&confirmed=0`);

    const login = await post('/api/account/login', {
      email: 'OWNER@sharma.example',
      password: 'Secret123',
    });
    expect(login.statusCode).toBe(200);
    const claims = decodeJwt(login.json().accessToken);
    expect(claims.roles).toEqual(['Admin']);
    expect(claims.email).toBe(email);
    expect(typeof claims.companyId).toBe('number');

    const companyId = claims.companyId as number;
    const rows = (q: string) =>
      t.database.db
        .execute(sql.raw(q))
        .then((r) => (r as unknown as { rows: Record<string, unknown>[] }).rows);
    expect(
      await rows(`select name, is_default_cash from customers where company_id = ${companyId}`),
    ).toEqual([{ name: 'Cash', is_default_cash: true }]);
    expect(
      (await rows(`select name from items where company_id = ${companyId} order by name`)).map(
        (r) => r.name,
      ),
    ).toEqual(['Discount', 'Opening Balance', 'Round Off']);
    expect(
      (await rows(`select name from units where company_id = ${companyId}`)).map((r) => r.name),
    ).toEqual(['No']);
    expect(
      await rows(
        `select invoice_number_format, purchase_number_format, next_invoice_number, invoice_print_mode from company_settings where company_id = ${companyId}`,
      ),
    ).toEqual([
      {
        invoice_number_format: 'INV-{0000}',
        purchase_number_format: 'PUR-{0000}',
        next_invoice_number: 1,
        invoice_print_mode: 0,
      },
    ]);
    const gst = await rows(
      `select name, effective_to from taxes where company_id = ${companyId} order by display_order`,
    );
    expect(gst.map((r) => r.name)).toEqual([
      'GST 0%',
      'GST 0.25%',
      'GST 3%',
      'GST 5%',
      'GST 18%',
      'GST 40%',
      'GST 12%',
      'GST 28%',
    ]);
    expect(gst.filter((r) => r.effective_to !== null).map((r) => r.name)).toEqual([
      'GST 12%',
      'GST 28%',
    ]);
    expect(await rows(`select state_code from companies where id = ${companyId}`)).toEqual([
      { state_code: '27' },
    ]);
    expect(
      Number(
        (await rows(`select count(*) as n from audit_log where company_id = ${companyId}`))[0]!.n,
      ),
    ).toBeGreaterThan(5);
  });

  // A taken email answers 201 like a new one: see enumeration.test.ts.
  it('refuses a taken company code (any case) with 409 and creates nothing', async () => {
    const before = await count('companies');
    const taken = await post('/api/account/register', {
      companyName: 'Other',
      companyCode: 'sharma',
      email: 'new@x.example',
      password: 'Secret123',
      confirmPassword: 'Secret123',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toMatch(/company code is already taken/);
    expect(await count('companies')).toBe(before);
  });

  it('answers bad input with 400 and the spec messages, changing nothing', async () => {
    const before = await count('companies');
    const base = {
      companyName: 'Good Name',
      companyCode: 'GOOD',
      email: 'good@x.example',
      password: 'Secret123',
      confirmPassword: 'Secret123',
    };
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/account/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"companyName": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().detail).toBe('The request body is not valid JSON.');

    const mismatch = await post('/api/account/register', { ...base, confirmPassword: 'Other123' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors.confirmPassword).toContain('Passwords do not match.');

    const badGstin = await post('/api/account/register', { ...base, gstin: '27AAPFU0939F1ZO' });
    expect(badGstin.statusCode).toBe(400);
    expect(badGstin.json().errors.gstin[0]).toMatch(/check/i);

    const missing = await post('/api/account/register', { companyName: 'X Y' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(
      expect.arrayContaining(['companyCode', 'email', 'password']),
    );

    const tooLong = await post('/api/account/register', { ...base, companyName: 'x'.repeat(5000) });
    expect(tooLong.statusCode).toBe(400);
    const wrongType = await post('/api/account/register', { ...base, email: 42 });
    expect(wrongType.statusCode).toBe(400);
    expect(await count('companies')).toBe(before);
  });

  it('accepts PascalCase request bodies', async () => {
    const res = await post('/api/account/register', {
      CompanyName: 'Pascal Stores',
      CompanyCode: 'PASCAL',
      Email: 'pascal@x.example',
      Password: 'Secret123',
      ConfirmPassword: 'Secret123',
    });
    expect(res.statusCode).toBe(201);
  });

  it('rotates refresh tokens and revokes the sign-in when an old one is reused', async () => {
    const s = await registerAndLogin(t);
    const first = await post('/api/account/refresh-token', {
      accessToken: s.accessToken,
      refreshToken: s.refreshToken,
    });
    expect(first.statusCode).toBe(200);
    const rotated = first.json();
    expect(rotated.refreshToken).not.toBe(s.refreshToken);

    const reuse = await post('/api/account/refresh-token', {
      accessToken: s.accessToken,
      refreshToken: s.refreshToken,
    });
    expect(reuse.statusCode).toBe(401);
    // The reuse ended the whole sign-in: the newest token no longer works either.
    const after = await post('/api/account/refresh-token', {
      accessToken: rotated.accessToken,
      refreshToken: rotated.refreshToken,
    });
    expect(after.statusCode).toBe(401);
  });

  it('logout revokes the refresh token', async () => {
    const s = await registerAndLogin(t);
    const out = await post('/api/account/logout', { refreshToken: s.refreshToken }, s.auth);
    expect(out.statusCode).toBe(204);
    const refresh = await post('/api/account/refresh-token', {
      accessToken: s.accessToken,
      refreshToken: s.refreshToken,
    });
    expect(refresh.statusCode).toBe(401);
    expect((await post('/api/account/logout', {})).statusCode).toBe(401);
  });

  it('resets a password with a single-use mailed link', async () => {
    const s = await registerAndLogin(t);
    const forgot = await post('/api/account/forgot-password', { email: s.email });
    expect(forgot.statusCode).toBe(200);
    const unknown = await post('/api/account/forgot-password', { email: 'nobody@x.example' });
    expect(unknown.json()).toEqual(forgot.json());

    const link = new URL(t.outbox.lastLink(s.email, '/reset-password'));
    const token = link.searchParams.get('token')!;
    const reset = await post('/api/account/reset-password', {
      email: s.email,
      token,
      password: 'Newpass456',
    });
    expect(reset.statusCode).toBe(200);
    const again = await post('/api/account/reset-password', {
      email: s.email,
      token,
      password: 'Other789x',
    });
    expect(again.statusCode).toBe(400);

    expect(
      (await post('/api/account/login', { email: s.email, password: s.password })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/account/login', { email: s.email, password: 'Newpass456' })).statusCode,
    ).toBe(200);
    // Old sessions end with a password change.
    expect(
      (await post('/api/account/refresh-token', { refreshToken: s.refreshToken })).statusCode,
    ).toBe(401);
  });

  it('resends the verification mail with a fresh link; the older link no longer works', async () => {
    const email = 'late@x.example';
    await post('/api/account/register', {
      companyName: 'Late Co',
      companyCode: 'LATE',
      email,
      password: 'Secret123',
      confirmPassword: 'Secret123',
    });
    const oldLink = new URL(t.outbox.lastLink(email, 'confirm-email'));
    expect((await post('/api/account/resend-verification-email', { email })).statusCode).toBe(200);
    const newLink = new URL(t.outbox.lastLink(email, 'confirm-email'));
    expect(newLink.searchParams.get('token')).not.toBe(oldLink.searchParams.get('token'));
    const old = await t.app.inject({ method: 'GET', url: oldLink.pathname + oldLink.search });
    expect(old.headers.location).toContain('confirmed=0');
    const ok = await t.app.inject({ method: 'GET', url: newLink.pathname + newLink.search });
    expect(ok.headers.location).toContain('confirmed=1');
  });

  it('rate limits logins per address and client with a clear 429', async () => {
    const s = await registerAndLogin(t);
    for (let i = 0; i < 4; i++)
      await post('/api/account/login', { email: s.email, password: 'wrong-one1' });
    const limited = await post('/api/account/login', { email: s.email, password: s.password });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toMatch(/Too many attempts\. Please try again in \d+ minutes?\./);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advanceSeconds(16 * 60);
    expect(
      (await post('/api/account/login', { email: s.email, password: s.password })).statusCode,
    ).toBe(200);
  });
});

describe('company codes', () => {
  it('suggests a free code from the name', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/companies/suggest-code?name=Sharma%20General%20Store',
    });
    expect(res.json()).toEqual({ code: 'SHARMAGS' });
    const taken = await t.app.inject({
      method: 'GET',
      url: '/api/companies/suggest-code?name=Sharma',
    });
    expect(taken.json()).toEqual({ code: 'SHARMA2' });
  });

  it('checks availability case-insensitively, on a case-insensitive path', async () => {
    const taken = await t.app.inject({
      method: 'GET',
      url: '/api/Companies/company-code-available?code=sHaRmA',
    });
    expect(taken.json()).toEqual({ available: false });
    const free = await t.app.inject({
      method: 'GET',
      url: '/api/companies/company-code-available?code=FRESH1',
    });
    expect(free.json()).toEqual({ available: true });
    const short = await t.app.inject({
      method: 'GET',
      url: '/api/companies/company-code-available?code=A',
    });
    expect(short.json()).toEqual({ available: false });
  });
});

describe('service endpoints', () => {
  it('reports health and version, and serves the OpenAPI document', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({
      status: 'ok',
    });
    for (const url of ['/version.json', '/api/version.json']) {
      const v = (await t.app.inject({ method: 'GET', url })).json();
      expect(v).toMatchObject({
        name: 'Hisaab',
        version: expect.any(String),
        commit: expect.any(String),
      });
    }
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json().paths)).toEqual(
      expect.arrayContaining(['/api/account/register', '/api/account/invite-user']),
    );
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().title).toBe('Not found');
  });
});

// Issue 28: account mails in the recipient's language: the user's own choice, else the
// language of the request that caused the mail; an invitation in the inviting request's.
describe('account mails in the recipient language', () => {
  const lastMail = (to: string) =>
    t.outbox
      .messages()
      .filter((m) => m.to.includes(to))
      .at(-1)!;

  it('sends a Hindi reset mail to a Hindi request, HTML escaped, with a working link', async () => {
    const s = await registerAndLogin(t);
    const forgot = await post(
      '/api/account/forgot-password',
      { email: s.email },
      { 'accept-language': 'hi' },
    );
    expect(forgot.json()).toEqual({
      message: 'अगर इस ईमेल का खाता है, तो पासवर्ड रीसेट लिंक भेज दिया गया है।',
    });
    const mail = lastMail(s.email);
    expect(mail.subject).toBe('अपना Hisaab पासवर्ड रीसेट करें');
    expect(mail.body).toContain(
      'किसी ने इस Hisaab खाते का पासवर्ड रीसेट करने को कहा है। अगर यह आप नहीं थे, तो इस मेल को अनदेखा करें।',
    );
    expect(mail.body).toContain('यह लिंक 1 घंटे तक मान्य है।');
    expect(mail.body).toContain('>नया पासवर्ड चुनें</a>');
    expect(mail.body).toContain('अगर बटन काम न करे, तो यह पता अपने ब्राउज़र में कॉपी करें:');
    expect(mail.body).not.toContain('Someone asked');

    const token = new URL(t.outbox.lastLink(s.email, '/reset-password')).searchParams.get('token')!;
    const reset = await post('/api/account/reset-password', {
      email: s.email,
      token,
      password: 'Newpass456',
    });
    expect(reset.statusCode).toBe(200);
  });

  it("writes in the user's chosen language over the request's, and English without either", async () => {
    const s = await registerAndLogin(t);
    await post('/api/account/forgot-password', { email: s.email });
    expect(lastMail(s.email).subject).toBe('Reset your Hisaab password');

    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/account/preferences',
      headers: s.auth,
      payload: { language: 'mr' },
    });
    expect(set.statusCode).toBe(200);
    await post('/api/account/forgot-password', { email: s.email }, { 'accept-language': 'hi' });
    expect(lastMail(s.email).subject).toBe('तुमचा Hisaab पासवर्ड रीसेट करा');
  });

  it('sends a Marathi confirmation mail to a Marathi registration', async () => {
    const email = 'marathi-owner@x.example';
    const reg = await post(
      '/api/account/register',
      {
        companyName: 'Patil <Traders>',
        companyCode: 'PATIL-MR',
        email,
        password: 'Secret123',
        confirmPassword: 'Secret123',
      },
      { 'accept-language': 'mr-IN,mr;q=0.9' },
    );
    expect(reg.statusCode).toBe(201);
    expect(reg.json()).toEqual({ message: 'नोंदणी झाली. कृपया तुमचा ईमेल पाहा.' });
    const mail = lastMail(email);
    expect(mail.subject).toBe('Hisaab साठी तुमच्या ईमेलची पुष्टी करा');
    // The company's name is escaped in the HTML as before.
    expect(mail.body).toContain('Patil &lt;Traders&gt; चे खाते वापरणे सुरू करण्यासाठी');
    expect(t.outbox.lastLink(email, '/api/account/confirm-email')).toContain('token=');
  });

  it("sends an invitation in the inviting request's language", async () => {
    const s = await registerAndLogin(t, { companyName: 'Gupta Stores' });
    const invited = 'invited-hi@x.example';
    const res = await post(
      '/api/account/invite-user',
      { email: invited, role: 'Auditor' },
      { ...s.auth, 'accept-language': 'hi' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'निमंत्रण भेज दिया गया।' });
    const mail = lastMail(invited);
    expect(mail.subject).toBe('आपको Hisaab पर Gupta Stores में आमंत्रित किया गया है');
    expect(mail.body).toContain(
      'आपको Hisaab पर Gupta Stores में Auditor के रूप में जुड़ने के लिए आमंत्रित किया गया है।',
    );
    expect(t.outbox.lastLink(invited, '/accept-invite')).toContain('token=');
  });
});
