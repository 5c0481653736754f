// Issue 28: the server answers in the caller's language: the user's chosen one when signed in,
// else the best of Accept-Language, else English. The choice is kept per user.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerAndLogin>>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerAndLogin(t);
});
afterAll(async () => t?.close());

describe('the language of server answers', () => {
  it('is English without a header, and the header language for a caller not signed in', async () => {
    const en = await t.app.inject({ method: 'GET', url: '/api/account/preferences' });
    expect(en.statusCode).toBe(401);
    expect(en.json()).toMatchObject({ title: 'Unauthorized', detail: 'Please log in.' });

    const hi = await t.app.inject({
      method: 'GET',
      url: '/api/account/preferences',
      headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
    });
    expect(hi.json()).toMatchObject({ title: 'अनुमति नहीं', detail: 'कृपया लॉग इन करें।' });

    const fr = await t.app.inject({
      method: 'GET',
      url: '/api/account/preferences',
      headers: { 'accept-language': 'fr-FR' },
    });
    expect(fr.json()).toMatchObject({ detail: 'Please log in.' });
  });

  it('is kept per user, refused when unknown, and wins over the header once chosen', async () => {
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/account/preferences',
      headers: owner.auth,
    });
    expect(before.json()).toEqual({ language: null });

    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/account/preferences',
      headers: { ...owner.auth, 'accept-language': 'mr' },
      payload: { language: 'fr' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      title: 'अवैध विनंती',
      errors: { language: ['भाषा निवडा.'] },
    });

    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/account/preferences',
      headers: owner.auth,
      payload: { language: 'mr' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ language: 'mr' });

    // Signed in, the user's Marathi wins over a browser asking for Hindi.
    const after = await t.app.inject({
      method: 'PUT',
      url: '/api/account/preferences',
      headers: { ...owner.auth, 'accept-language': 'hi' },
      payload: { language: 'xx' },
    });
    expect(after.json()).toMatchObject({ title: 'अवैध विनंती' });
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/account/preferences',
      headers: owner.auth,
    });
    expect(read.json()).toEqual({ language: 'mr' });
  });
});
