// Screenshots for issue 12 (not part of the repo): a server on PostgreSQL so the operator
// command runs beside it.
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { chromium } from 'playwright-core';

const ROOT = '/work/main';
const PORT = 8142;
const BASE = `http://localhost:${PORT}`;
const dbName = `hisaab_shots_${Date.now()}`;
const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
await admin.connect();
await admin.query(`create database ${dbName}`);
const DATABASE_URL = `postgres://postgres@127.0.0.1:5432/${dbName}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'issue12-shots-'));
const env = { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, DATABASE_URL, PUBLIC_URL: BASE, LOG_LEVEL: 'warn',
  SALES_CONTACT: 'Call Meera on 98200 12345 or write to sales@kirana.example' };
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: ROOT, env, stdio: 'inherit' });
const plan = (...args) => execFileSync('npm', ['run', '--silent', 'plan', '--', ...args], { cwd: ROOT, env }).toString();
const day = (d) => new Date(Date.now() + 330 * 60000 + d * 86400000).toISOString().slice(0, 10);
try {
  for (let i = 0; i < 100; i++) { try { if ((await fetch(`${BASE}/api/health`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 200)); }
  const email = 'meera@kirana.example';
  const post = (url, body, token) => fetch(BASE + url, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  let r = await post('/api/account/register', { companyName: 'Kirana Mart', companyCode: 'KIRANA', email, password: 'Secret123', confirmPassword: 'Secret123' });
  console.log('register', r.status);
  const dir = path.join(dataDir, 'outbox');
  const mail = readFileSync(path.join(dir, readdirSync(dir)[0]), 'utf8').replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h) => String.fromCharCode(parseInt(h, 16)));
  const link = mail.match(/https?:\/\/[^\s"<>]+/g).find((l) => l.includes('confirm-email')).replace(/&amp;/g, '&');
  await fetch(link, { redirect: 'manual' });
  const token = (await (await post('/api/account/login', { email, password: 'Secret123' })).json()).accessToken;
  r = await post('/api/items', { name: 'Basmati Rice 5kg', unitName: 'Bag', rate: 450 }, token);
  const itemRow = await r.json();
  for (const e of ['ravi@kirana.example', 'anil@kirana.example']) await post('/api/account/invite-user', { email: e, role: 'Manager' }, token);
  console.log(plan('--company', 'KIRANA', '--trial-ends', day(12)));

  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  const pages = {};
  for (const width of [1280, 375]) {
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    await page.goto(`${BASE}/login?email=${encodeURIComponent(email)}`);
    await page.getByLabel('Password', { exact: true }).fill('Secret123');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/dashboard/);
    pages[width] = page;
  }
  const shoot = async (name, url, width, prep) => {
    const page = pages[width];
    await page.goto(BASE + url);
    await page.waitForTimeout(800);
    if (prep) await prep(page);
    await page.screenshot({ path: `/tmp/shots/issue12/${name}-${width}.png`, fullPage: true });
  };
  for (const w of [1280, 375]) {
    await shoot('trial-dashboard', '/dashboard', w);
    await shoot('trial-plans', '/settings/plans', w);
  }
  console.log(plan('--company', 'KIRANA', '--trial-ends', day(-1), '--plan', 'standard', '--extra-seats', '1'));
  for (let i = 0; i < 3; i++) {
    const s = await post('/api/transactions', { customerId: 0, customerName: 'Asha Stores', transactionDate: day(0), isPurchase: false, lineItems: [{ itemId: itemRow.id, unitId: itemRow.unitId, quantity: 1, rate: 450 }], payments: [] }, token);
    if (s.status !== 201) console.log('sale', s.status, await s.text());
  }
  for (const w of [1280, 375]) await shoot('active-plans', '/settings/plans', w);
  console.log(plan('--company', 'KIRANA', '--plan', 'none'));
  for (const w of [1280, 375]) {
    await shoot('ended-plans', '/settings/plans', w);
    await shoot('ended-invoice', '/invoice', w, async (page) => {
      await page.keyboard.type('Cash');
      await page.keyboard.press('Enter');
      await page.getByRole('combobox', { name: 'Item 1' }).click();
      await page.keyboard.type('basmati');
      await page.keyboard.press('Tab');
      await page.keyboard.type('3');
      await page.keyboard.press('Control+s');
      await page.waitForTimeout(800);
    });
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}
