// Builds the real application on a fresh database, with mail written to a temporary outbox
// and a clock the test can move.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../../src/app.ts';
import {
  defaultRateLimits,
  loadConfig,
  type FairUseConfig,
  type RateLimitConfig,
} from '../../src/platform/config.ts';
import { createMailer } from '../../src/platform/mail.ts';
import type { Database } from '../../src/db/client.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestApp {
  app: App;
  /** DATA_DIR of this app: its outbox and stored files. */
  dataDir: string;
  database: Database;
  clock: { now: Date; advanceSeconds(s: number): void };
  outbox: Outbox;
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    rateLimits?: Partial<RateLimitConfig>;
    fairUse?: Partial<FairUseConfig>;
    /** A database of the test's own (closed with the app); a fresh clone when not given. */
    database?: Database;
    /** How long the app trusts what it read about a user (platform/user-state.ts). */
    userStateCacheMs?: number;
    /** How often the app checks PGlite's tables for vacuum and analysis (db/autovacuum.ts). */
    autovacuumCheckEveryMs?: number;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hisaab-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-for-hisaab-tests',
    PUBLIC_URL: 'http://hisaab.test',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
  });
  config.rateLimits = {
    ...defaultRateLimits,
    loginPerIp: 1000,
    mailPerIp: 1000,
    ...options.rateLimits,
  };
  // Fair-use ceilings are off unless a test is about them: suites save hundreds of bills a minute.
  config.fairUse = { requestsPerMinute: 0, documentsPerMinute: 0, ...options.fairUse };
  const database = options.database ?? (await createTestDatabase());
  const outboxDir = path.join(dataDir, 'outbox');
  const clock = {
    now: new Date(),
    advanceSeconds(s: number) {
      this.now = new Date(this.now.getTime() + s * 1000);
    },
  };
  const app = await buildApp({
    config,
    database,
    mailer: createMailer({
      smtpUrl: null,
      from: config.mailFrom,
      outboxDir,
      log: { info: () => undefined },
    }),
    now: () => clock.now,
    ...(options.userStateCacheMs === undefined
      ? {}
      : { userStateCacheMs: options.userStateCacheMs }),
    ...(options.autovacuumCheckEveryMs === undefined
      ? {}
      : { autovacuumCheckEveryMs: options.autovacuumCheckEveryMs }),
  });
  await app.ready();
  return {
    app,
    dataDir,
    database,
    clock,
    outbox: new Outbox(outboxDir),
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Reads the .eml files the outbox mailer wrote. */
export class Outbox {
  constructor(private readonly dir: string) {}

  messages(): { to: string; subject: string; body: string }[] {
    let files: string[];
    try {
      files = readdirSync(this.dir).sort();
    } catch {
      return [];
    }
    return files.map((f) => {
      const raw = readFileSync(path.join(this.dir, f), 'utf8');
      // Long headers (an encoded Hindi subject) are folded over lines: unfold them first.
      const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
      const header = (name: string) =>
        new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1]?.trim() ?? '';
      return {
        to: header('To'),
        subject: decodeWords(header('Subject')),
        body: decodeQuotedPrintable(raw) + decodeBase64Parts(raw),
      };
    });
  }

  /** The first link in the newest mail to `to` whose URL contains `pathPart`. */
  lastLink(to: string, pathPart: string): string {
    const mail = this.messages()
      .filter((m) => m.to.includes(to))
      .at(-1);
    if (!mail) throw new Error(`no mail to ${to}`);
    const link = mail.body.match(/https?:\/\/[^\s"<>]+/g)?.find((l) => l.includes(pathPart));
    if (!link) throw new Error(`no ${pathPart} link in mail to ${to}`);
    return link.replace(/&amp;/g, '&');
  }
}

/** A header's encoded words (=?UTF-8?B?...?= or ?Q?), as a Hindi subject is sent. */
function decodeWords(s: string): string {
  return s
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_h, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );
}

/** The text of the parts sent in base64 (non-Latin mails), decoded. */
function decodeBase64Parts(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  return parts
    .filter((p) => /content-transfer-encoding:\s*base64/i.test(p))
    .map((p) => {
      const body = p
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join('')
        .replace(/\s+/g, '');
      return '\n' + Buffer.from(body, 'base64').toString('utf8');
    })
    .join('');
}

function decodeQuotedPrintable(s: string): string {
  const bytes = s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  // The escapes are UTF-8 bytes: a Hindi text sent quoted-printable reads back whole.
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Registers a company, confirms its Admin from the outbox link, and logs in. */
export async function registerAndLogin(
  t: TestApp,
  opts: { email?: string; code?: string; companyName?: string; password?: string } = {},
) {
  const email = opts.email ?? `owner-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = opts.password ?? 'Secret123';
  const companyCode = opts.code ?? `C${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
  const reg = await t.app.inject({
    method: 'POST',
    url: '/api/account/register',
    payload: {
      companyName: opts.companyName ?? 'Sharma Traders',
      companyCode,
      email,
      password,
      confirmPassword: password,
    },
  });
  if (reg.statusCode !== 201) throw new Error(`register failed: ${reg.statusCode} ${reg.body}`);
  const link = new URL(t.outbox.lastLink(email, '/api/account/confirm-email'));
  await t.app.inject({ method: 'GET', url: link.pathname + link.search });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/account/login',
    payload: { email, password },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  const tokens = login.json() as { accessToken: string; refreshToken: string };
  return {
    email,
    password,
    companyCode,
    ...tokens,
    auth: { authorization: `Bearer ${tokens.accessToken}` },
  };
}

/** Invites a colleague with `role` into the admin's company, accepts by the mailed link, logs in. */
export async function inviteAndJoin(
  t: TestApp,
  admin: { auth: Record<string, string> },
  role: 'Admin' | 'Manager' | 'Auditor',
  email = `${role.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
) {
  const invite = await t.app.inject({
    method: 'POST',
    url: '/api/account/invite-user',
    headers: admin.auth,
    payload: { email, role },
  });
  if (invite.statusCode !== 200)
    throw new Error(`invite failed: ${invite.statusCode} ${invite.body}`);
  const token = new URL(t.outbox.lastLink(email, '/accept-invite')).searchParams.get('token')!;
  const password = 'Joinme123';
  await t.app.inject({
    method: 'POST',
    url: '/api/account/accept-invite',
    payload: { email, token, password, confirmPassword: password },
  });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/account/login',
    payload: { email, password },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  const { accessToken } = login.json() as { accessToken: string };
  return { email, accessToken, auth: { authorization: `Bearer ${accessToken}` } };
}

/**
 * `send(method, url, payload?, auth?)`: a JSON request to the app, as `defaultAuth()` unless
 * another user's headers are given. Both are read at call time: test files make the app and
 * its users in beforeAll, after this is declared.
 */
export function sender(app: () => TestApp, defaultAuth: () => Record<string, string>) {
  return (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    auth: Record<string, string> = defaultAuth(),
  ) =>
    app().app.inject({
      method,
      url,
      headers: auth,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}
