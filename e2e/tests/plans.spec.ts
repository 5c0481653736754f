// Issue #12 in a real browser, with the operator's real command: a server of its own on the
// embedded database, stopped and started around `npm run plan` (which refuses while it runs).
// The quiet banner 10 days before the free trial ends; after it, the clear banner and a bill
// refused with 402 that stays on screen as typed.
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from '../support/env.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = Number(process.env.E2E_PLANS_PORT ?? E2E_PORT + 11);
const BASE = `http://localhost:${PORT}`;
const CONTACT = 'Call Meera on 98200 12345 or write to sales@kirana.example';
const dataDir = mkdtempSync(path.join(tmpdir(), 'hisaab-e2e-plans-'));
let server: ChildProcess | null = null;

const env = {
  ...process.env,
  PORT: String(PORT),
  DATA_DIR: dataDir,
  PUBLIC_URL: BASE,
  DATABASE_URL: '',
  SMTP_URL: '',
  LOG_LEVEL: 'warn',
  SALES_CONTACT: CONTACT,
};

async function startServer(): Promise<void> {
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env,
    stdio: 'inherit',
  });
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the plans e2e server did not start');
}

async function stopServer(): Promise<void> {
  const running = server;
  server = null;
  if (!running || running.exitCode !== null) return;
  const exited = new Promise((r) => running.once('exit', r));
  running.kill('SIGTERM');
  await exited;
}

async function plan(args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await promisify(execFile)(
      'npm',
      ['run', '--silent', 'plan', '--', ...args],
      {
        cwd: ROOT,
        env,
      },
    );
    return { code: 0, out: stdout };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

/** yyyy-mm-dd in India, `days` from today, and the same as dd/mm/yyyy. */
function dayFromToday(days: number): { iso: string; shown: string } {
  const ms = Date.now() + 330 * 60_000 + days * 86_400_000;
  const iso = new Date(ms).toISOString().slice(0, 10);
  return { iso, shown: iso.split('-').reverse().join('/') };
}

function confirmLink(email: string): string {
  const dir = path.join(dataDir, 'outbox');
  for (const file of readdirSync(dir).sort().reverse()) {
    // Quoted-printable: soft line breaks and =XX escapes.
    const mail = readFileSync(path.join(dir, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (!mail.includes(email)) continue;
    const link = mail
      .match(/https?:\/\/[^\s"<>]+/g)
      ?.find((l) => l.includes('/api/account/confirm-email'));
    if (link) return link.replace(/&amp;/g, '&');
  }
  throw new Error(`no confirmation mail to ${email}`);
}

async function registerCompany(page: Page) {
  const stamp = Date.now().toString(36).toUpperCase();
  const owner = { email: `plans-${stamp}@example.com`.toLowerCase(), code: `PLANS${stamp}` };
  const res = await page.request.post(`${BASE}/api/account/register`, {
    data: {
      companyName: 'Kirana Mart',
      companyCode: owner.code,
      email: owner.email,
      password: 'Secret123',
      confirmPassword: 'Secret123',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const confirmed = await page.request.get(confirmLink(owner.email), { maxRedirects: 0 });
  expect(confirmed.status()).toBe(302);
  return owner;
}

test.afterAll(async () => {
  await stopServer();
  rmSync(dataDir, { recursive: true, force: true });
});

test('the trial banner, the operator command, and a refused bill kept on screen', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await startServer();
  const owner = await registerCompany(page);

  // While the server holds the embedded database, the operator command refuses.
  const refused = await plan(['--company', owner.code, '--trial-ends', dayFromToday(10).iso]);
  expect(refused.code).toBe(1);
  expect(refused.out).toContain('stop the server first');

  await stopServer();
  const tenDays = dayFromToday(10);
  const set = await plan(['--company', owner.code, '--trial-ends', tenDays.iso]);
  expect(set.out).toContain(`Free period, unlimited, until ${tenDays.shown} (10 days left)`);
  await startServer();

  await page.goto(`${BASE}/login?email=${encodeURIComponent(owner.email)}`);
  await page.getByLabel('Password', { exact: true }).fill('Secret123');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const item = await page.request.post(`${BASE}/api/items`, {
    data: { name: 'Basmati Rice 5kg', unitName: 'Bag', rate: 450 },
    headers: {
      Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('accessToken'))}`,
    },
  });
  expect(item.status(), await item.text()).toBe(201);

  const banner = page.getByTestId('plan-banner');
  await expect(banner).toHaveAttribute('data-tone', 'quiet');
  await expect(banner).toContainText(
    `Your free trial ends in 10 days, on ${tenDays.shown}. Choose a plan to keep billing without a break.`,
  );
  await page.screenshot({ path: 'test-results/plans-quiet-banner.png' });
  await banner.getByRole('link', { name: 'See plans' }).click();
  await expect(page).toHaveURL(/\/settings\/plans$/);
  await expect(page.getByText('Free trial: 10 days left')).toBeVisible();
  await expect(page.getByTestId('sales-contact')).toHaveText(CONTACT);

  // The operator ends the free period yesterday; the server restarts.
  await stopServer();
  const yesterday = dayFromToday(-1);
  expect((await plan(['--company', owner.code, '--trial-ends', yesterday.iso])).code).toBe(0);
  await startServer();

  await page.goto(`${BASE}/invoice`);
  await expect(banner).toHaveAttribute('data-tone', 'clear');
  const ended = `Your free trial ended on ${yesterday.shown}. Choose a plan in Settings → Plans to keep billing; your books stay readable and exportable.`;
  await expect(banner).toContainText(ended);

  const kb = page.keyboard;
  await expect(page.getByRole('combobox', { name: 'Customer' })).toBeFocused();
  await kb.type('Cash');
  await kb.press('Enter');
  const firstItem = page.getByRole('combobox', { name: 'Item 1' });
  await firstItem.click();
  await kb.type('basmati');
  await kb.press('Tab');
  await kb.type('3');
  await expect(page.getByTestId('bill-total')).toHaveText('₹1,350.00');
  await kb.press('Control+s');

  const alert = page.getByRole('alert');
  await expect(alert).toContainText(ended);
  await expect(alert).toContainText('Nothing is lost: the bill you typed is still here.');
  await expect(page).toHaveURL(/\/invoice$/);
  await expect(page.getByRole('combobox', { name: 'Customer' })).toHaveValue('Cash');
  await expect(firstItem).toHaveValue('Basmati Rice 5kg');
  await expect(page.getByRole('textbox', { name: 'Quantity 1' })).toHaveValue('3');
  await expect(page.getByTestId('bill-total')).toHaveText('₹1,350.00');
  await page.screenshot({ path: 'test-results/plans-refused-save.png', fullPage: true });
});
