// Issue #16, installable app: the manifest and icons a browser needs to install Hisaab, the
// service worker that serves the built app with no network, the offline banner, and an
// expense added while offline that waits and is saved once when the connection is back.
import { expect, test, type Page } from '@playwright/test';
import { apiOf, todayInIndia } from '../support/daily-use.ts';
import { signUpAndLogIn } from '../support/session.ts';

const OFFLINE_TEXT = 'You are offline. What you type stays on screen';
const WAITING_TEXT = 'Waiting for the connection… 1 save will be sent when it is back.';

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

/** Waits until the service worker is active, then reloads so that it controls the page. */
async function underServiceWorker(page: Page) {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.state;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

test('the manifest and icons are valid and the service worker takes control, with no CSP error', async ({
  page,
}) => {
  const cspErrors: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) cspErrors.push(m.text());
  });
  await signUpAndLogIn(page);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await page.request.get(href!);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await res.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ short_name: 'Hisaab', start_url: '/', display: 'standalone' });
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.headers()['content-type']).toBe('image/png');
    const [w, h] = pngSize(await image.body());
    expect(`${w}x${h}`).toBe(icon.sizes);
  }
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);

  await underServiceWorker(page);
  expect(cspErrors).toEqual([]);
});

test('offline, the app still opens with a banner, and an expense added then is saved once when back online', async ({
  page,
  context,
}) => {
  await signUpAndLogIn(page);
  await page.goto('/expense');
  await underServiceWorker(page);
  await expect(page.getByText('No expenses')).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByText(OFFLINE_TEXT)).toBeVisible();
  // A reload with no network: the service worker serves the app.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Expense', exact: true })).toBeVisible();
  await expect(page.getByText(OFFLINE_TEXT)).toBeVisible();

  const form = page.getByRole('form', { name: 'Add Expense' });
  await form.getByRole('combobox', { name: 'Item' }).fill('Tea for staff');
  await page.getByRole('option', { name: '[0. Add a new entry]' }).click();
  await form.getByLabel('Amount').fill('40');
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText(WAITING_TEXT)).toBeVisible();
  // What was typed stays while the save waits.
  await expect(form.getByLabel('Amount')).toHaveValue('40');

  await context.setOffline(false);
  await expect(page.getByRole('row', { name: /Edit expense \d+: Tea for staff/ })).toBeVisible();
  await expect(page.getByText(WAITING_TEXT)).toBeHidden();
  await expect(page.getByText(OFFLINE_TEXT)).toBeHidden();
  const api = await apiOf(page);
  const saved = (await api.get(`/api/expenses?date=${todayInIndia()}`)) as { amount: number }[];
  expect(saved.map((e) => e.amount)).toEqual([40]);
});
