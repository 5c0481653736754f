// UI.md: "axe reports no serious violation" on the screens people use every day.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signUpAndLogIn } from '../support/session.ts';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
}

test('the sign-in pages have no serious accessibility violations', async ({ page }) => {
  for (const url of ['/login', '/register', '/plans']) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), url).toEqual([]);
  }
});

test('the daily screens have no serious accessibility violations', async ({ page }) => {
  await signUpAndLogIn(page, { gstin: '27AAPFU0939F1ZV' });
  for (const url of [
    '/dashboard',
    '/expense',
    '/invoice',
    '/invoice?mode=purchase',
    '/settings',
    '/settings?tab=items',
    '/settings?tab=company',
  ]) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), url).toEqual([]);
  }
});
