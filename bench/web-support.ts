// What the web benches share: the app as `npm start` serves it (compiled server, built and
// precompressed web app) on a fresh embedded database, with a confirmed owner, and Debian's
// Chromium.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface WebServer {
  baseUrl: string;
  owner: { email: string; password: string };
  /** Tokens of the signed-in owner, as the login form stores them in localStorage. */
  tokens: { accessToken: string; refreshToken: string };
  stop(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, '..');

async function confirmLink(outbox: string, email: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox);
    } catch {
      // no mail yet
    }
    for (const file of files) {
      const mail = readFileSync(path.join(outbox, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      if (!mail.includes(email)) continue;
      const link = mail.match(/https?:\/\/[^\s"<>]+/g)?.find((l) => l.includes('confirm-email'));
      if (link) return link.replace(/&amp;/g, '&');
    }
    await sleep(100);
  }
  throw new Error(`no confirmation mail to ${email}`);
}

export async function startWebServer(port: number): Promise<WebServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hisaab-bench-web-'));
  const baseUrl = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; ; i++) {
      if (child.exitCode !== null) throw new Error(`npm start exited ${child.exitCode}`);
      const ok = await fetch(`${baseUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (i > 2400) throw new Error('the server did not start in 120 s');
      await sleep(50);
    }
    const owner = { email: `owner-${Date.now()}@bench.example`, password: 'Secret123' };
    const post = (url: string, body: unknown) =>
      fetch(`${baseUrl}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const reg = await post('/api/account/register', {
      companyName: 'Bench Kirana Store',
      companyCode: `W${Date.now()}`.slice(0, 20),
      ...owner,
      confirmPassword: owner.password,
    });
    if (reg.status !== 201) throw new Error(`register: ${reg.status} ${await reg.text()}`);
    await fetch(await confirmLink(path.join(dataDir, 'outbox'), owner.email), {
      redirect: 'manual',
    });
    const login = await post('/api/account/login', owner);
    if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
    const tokens = (await login.json()) as WebServer['tokens'];
    return { baseUrl, owner, tokens, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A page script that signs the browser in as the login form does. */
export function signInScript(tokens: WebServer['tokens']): string {
  return `localStorage.setItem('accessToken', ${JSON.stringify(tokens.accessToken)});
localStorage.setItem('refreshToken', ${JSON.stringify(tokens.refreshToken)});`;
}

/** The pages the targets name: signed out, and the first two screens of a working day. */
export const PAGES = [
  { name: 'sign-in', path: '/login', signedIn: false, ready: 'Log in' },
  { name: 'dashboard', path: '/dashboard', signedIn: true, ready: 'Dashboard' },
  { name: 'invoice', path: '/invoice', signedIn: true, ready: 'New Sale' },
] as const;
