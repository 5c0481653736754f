// Issue 13, finding 4: security headers on the web app, the API and the API docs, HSTS only to
// clients on https, and compressed responses. (That the built app runs under this policy with no
// violation is checked in Chromium: see the report of issue 13.)
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { loadConfig } from '../src/platform/config.ts';
import { createMailer } from '../src/platform/mail.ts';
import { createTestDatabase } from './support/test-database.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'hisaab-headers-'));
const dist = path.join(dataDir, 'dist');
const script = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;
let database: Database;

async function appWith(env: Record<string, string>): Promise<App> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-for-hisaab-tests',
    WEB_DIST_DIR: dist,
    ...env,
  });
  const app = await buildApp({
    config,
    database,
    mailer: createMailer({ smtpUrl: null, from: 'x@y.in', outboxDir: dataDir, log: { info() {} } }),
  });
  await app.ready();
  return app;
}

let app: App;
let behindProxy: App;
beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><script type="module" src="/assets/app.js"></script>',
  );
  writeFileSync(path.join(dist, 'login.html'), '<!doctype html><title>light sign-in</title>');
  writeFileSync(path.join(dist, 'assets/app.js'), script);
  writeFileSync(path.join(dist, 'assets/built.js'), script);
  writeFileSync(path.join(dist, 'assets/built.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dist, 'assets/built.js.gz'), gzipSync(script, { level: 9 }));
  database = await createTestDatabase();
  app = await appWith({});
  behindProxy = await appWith({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await app?.close();
  await behindProxy?.close();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const csp = (h: Record<string, unknown>) =>
  Object.fromEntries(
    String(h['content-security-policy'] ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values.join(' ')]),
  );

describe('security headers', () => {
  it.each(['/', '/invoice/print?id=1', '/api/health', '/api/no-such-route'])(
    '%s: strict CSP without inline script, no framing, nosniff, no referrer',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      const policy = csp(res.headers);
      expect(policy['script-src']).toBe("'self'");
      expect(policy['style-src']).toBe("'self'");
      expect(policy['object-src']).toBe("'none'");
      expect(policy['frame-ancestors']).toBe("'none'");
      expect(policy['upgrade-insecure-requests']).toBeUndefined(); // plain http on a LAN works
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['strict-transport-security']).toBeUndefined();
      // The rest of what helmet sends (worked out once at start, not per request).
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['origin-agent-cluster']).toBe('?1');
      expect(res.headers['x-dns-prefetch-control']).toBe('off');
      expect(res.headers['x-download-options']).toBe('noopen');
      expect(res.headers['x-permitted-cross-domain-policies']).toBe('none');
      expect(res.headers['x-xss-protection']).toBe('0');
    },
  );

  it('gives the API docs their own policy: Swagger UI needs inline styles, never inline script', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    const policy = csp(page.headers);
    expect(policy['style-src']).toBe("'self' 'unsafe-inline'");
    expect(policy['script-src']).toBe("'self'");
    expect(policy['frame-ancestors']).toBe("'none'");
  });

  it('sends HSTS only to clients on https: through a trusted proxy, never on its word alone', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const proxied = await behindProxy.inject({ method: 'GET', url: '/api/health', headers: https });
    expect(proxied.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const plain = await behindProxy.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const spoofed = await app.inject({ method: 'GET', url: '/api/health', headers: https });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('web pages', () => {
  it('answers /login with the light sign-in page and every other client route with the app', async () => {
    for (const url of ['/login', '/login?email=ravi%40example.com&confirmed=1', '/login/']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.body, url).toContain('light sign-in');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    for (const url of ['/', '/dashboard', '/register', '/login-help']) {
      expect((await app.inject({ method: 'GET', url })).body, url).toContain('/assets/app.js');
    }
  });
});

describe('compression', () => {
  it('sends the web app assets with brotli or gzip, as the browser accepts', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gzip = await app.inject({
      method: 'GET',
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const none = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(script);
  });

  it('sends the .br and .gz files the build wrote beside an asset, byte for byte', async () => {
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      const reply = await app.inject({
        method: 'GET',
        url: '/assets/built.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(reply.headers['content-encoding']).toBe(encoding);
      expect(reply.headers['content-type']).toMatch(/javascript/);
      expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(
        reply.rawPayload.equals(readFileSync(path.join(dist, 'assets/built.js' + suffix))),
      ).toBe(true);
    }
  });

  it('compresses API answers, and does not inflate request bodies', async () => {
    const doc = await app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(doc.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(doc.rawPayload).toString()).info.title).toBe('Hisaab API');

    const zipped = await app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: Buffer.from([0x1f, 0x8b, 8, 0]),
    });
    // Not inflated (no decompression bomb can grow past the body limit): not JSON either.
    expect(zipped.statusCode).toBe(400);
    expect(zipped.json().detail).toBe('The request body is not valid JSON.');
  });
});
