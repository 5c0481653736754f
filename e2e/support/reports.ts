// What the reports and insights journeys share: today in India, the spec's default report
// range, a signed-in API caller for seeding, and the axe check.
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

const IST_OFFSET_MS = 330 * 60_000;
export const today = new Date(Date.now() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** Spec section 9: the 1st of this month to today from the 15th, else all of last month. */
export function defaultRange(): { start: string; end: string } {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  if (d >= 15) return { start: `${today.slice(0, 8)}01`, end: today };
  const first = new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 10);
  const last = new Date(Date.UTC(y, m - 1, 0)).toISOString().slice(0, 10);
  return { start: first, end: last };
}

export interface Api {
  request: APIRequestContext;
  headers: Record<string, string>;
}

export async function call(api: Api, method: 'GET' | 'POST', url: string, data?: unknown) {
  const res = await api.request.fetch(url, { method, headers: api.headers, data });
  expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as unknown;
}

/** UI.md: axe reports no serious violation (the screen in its current state). */
export async function expectAccessible(page: Page, state: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3)})`);
  expect(serious, state).toEqual([]);
}
