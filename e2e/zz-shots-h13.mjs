import { chromium } from 'playwright-core';
const base = 'http://localhost:8137';
const login = async (email, password) => {
  const r = await fetch(`${base}/api/account/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  return r.json();
};
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const shots = [
  ['admin', '/settings?tab=audit', 'audit-admin'],
  ['admin', '/invoice?mode=modify&id=1', 'invoice-admin'],
  ['admin', '/settings?tab=audit&entity=transaction&entityId=1', 'audit-history'],
  ['auditor', '/dashboard', 'dashboard-auditor'],
  ['auditor', '/expense', 'expense-auditor'],
  ['auditor', '/invoice?mode=modify&id=1', 'invoice-auditor'],
  ['auditor', '/settings', 'settings-auditor'],
];
const tokens = { admin: await login('meena@kirana.example', 'Secret123'), auditor: await login('ravi.auditor@ca.example', 'Joinme123') };
for (const width of [1280, 375]) {
  for (const [who, path, name] of shots) {
    const ctx = await browser.newContext({ viewport: { width, height: width === 375 ? 800 : 900 } });
    const t = tokens[who];
    await ctx.addInitScript(([a, r]) => { localStorage.setItem('accessToken', a); localStorage.setItem('refreshToken', r); }, [t.accessToken, t.refreshToken]);
    const page = await ctx.newPage();
    page.on('pageerror', (e) => console.log('pageerror', name, e.message));
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots/issue13/${name}-${width}.png`, fullPage: true });
    await ctx.close();
  }
}
await browser.close();
console.log('done');
