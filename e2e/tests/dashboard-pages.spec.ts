// Issue #14: a day of more bills than one page of the dashboard (100 rows). The first page
// shows at once; scrolling down loads the rest, numbered on, each row opening its bill. The
// 260 bills are opening balances imported in one upload (the fair-use ceiling of 120 new
// documents a minute would slow 260 saves down).
import { expect, test } from '@playwright/test';
import { signUpAndLogIn } from '../support/session.ts';

const BILLS = 260;

test('a day of more than one page scrolls to show every row, numbered on', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpAndLogIn(page);
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const csv = [
    'Name,Opening balance',
    ...Array.from({ length: BILLS }, (_, i) => `Buyer ${String(i + 1).padStart(3, '0')},${i + 1}`),
  ].join('\n');
  const res = await page.request.post('/api/imports/customers', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { file: { name: 'buyers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
  });
  expect(res.status(), await res.text()).toBe(201);

  await page.goto('/dashboard');
  // 1 + 2 + … + 260 rupees of opening balances, all of the day: none of it is a sale (issue 23).
  await expect(page.getByTestId('total-totalSales')).toHaveText('₹0.00');
  const table = page.getByRole('table', { name: 'Transactions' });
  await expect(table).toHaveAttribute('aria-rowcount', String(BILLS + 1));
  await page.screenshot({ path: 'test-results/dashboard-pages/desktop.png' });
  // Only the rows in view are drawn.
  expect(await table.getByRole('row').count()).toBeLessThan(80);

  // Scroll until the last row shows; the rows pass by in order, each number once.
  const seen = new Set<number>();
  for (let i = 0; i < 120 && !seen.has(BILLS); i++) {
    for (const no of await table
      .locator('tbody tr[aria-rowindex]')
      .evaluateAll((rows) => rows.map((r) => Number(r.querySelector('td')?.textContent))))
      seen.add(no);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(100);
  }
  expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: BILLS }, (_, i) => i + 1));
  await expect(page.getByText(/Loading more/)).toHaveCount(0);

  // The last row, from the second page, opens its bill.
  const last = table.getByRole('row', { name: /Open transaction/ }).last();
  await expect(last).toContainText('Buyer 260');
  await expect(last).toContainText('+₹260.00');
  await page.screenshot({ path: 'test-results/dashboard-pages/desktop-end.png' });
  await last.click();
  await expect(page).toHaveURL(/\/invoice\?mode=modify&id=\d+/);

  // On a phone the rows are cards, drawn as they come into view.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/dashboard');
  await expect(table.getByText('Buyer 001')).toBeVisible();
  await page.screenshot({ path: 'test-results/dashboard-pages/phone.png' });
  await table.getByText('Buyer 001').scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 3000);
  await page.waitForTimeout(300);
  await page.screenshot({ path: 'test-results/dashboard-pages/phone-scrolled.png' });
});
