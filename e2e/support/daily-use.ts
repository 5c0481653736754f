// Helpers of the daily-use journeys (issue 15): the signed-in user's API, today in India, and
// the keyboard steps of a bill line.
import { expect, type Page } from '@playwright/test';

const IST_OFFSET_MS = 330 * 60_000;
export const todayInIndia = () => new Date(Date.now() + IST_OFFSET_MS).toISOString().slice(0, 10);

export interface Api {
  get: (path: string) => Promise<unknown>;
  post: (path: string, data?: unknown) => Promise<Record<string, unknown>>;
  put: (path: string, data?: unknown) => Promise<Record<string, unknown>>;
}

/** Calls the API as the signed-in user of `page` (the token the app keeps). */
export async function apiOf(page: Page): Promise<Api> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const headers = { Authorization: `Bearer ${token}` };
  const call = async (method: string, path: string, data?: unknown) => {
    const res = await page.request.fetch(path, { method, headers, data });
    expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
    return res.status() === 204 ? null : ((await res.json()) as unknown);
  };
  return {
    get: (path) => call('GET', path),
    post: async (path, data) => (await call('POST', path, data)) as Record<string, unknown>,
    put: async (path, data) => (await call('PUT', path, data)) as Record<string, unknown>,
  };
}

/** Picks a customer by typing in the focused Customer box and Enter (the first match). */
export async function chooseCustomer(page: Page, name: string): Promise<void> {
  // A purchase's (and a payment made's) party is named Supplier.
  const box = page.getByRole('combobox', { name: /^(Customer|Supplier)$/ });
  await box.focus();
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('total-pending')).not.toHaveText('—');
}

/** Types a line: the item by search (Tab picks the first suggestion), then its quantity. */
export async function typeLine(page: Page, n: number, search: string, qty: string) {
  await page.getByRole('combobox', { name: `Item ${n}` }).focus();
  await page.keyboard.type(search);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: `Quantity ${n}` })).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type(qty);
}
