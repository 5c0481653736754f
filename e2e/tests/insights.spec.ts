// Issue #11's journey: a shop buys four items and sells two of them, then asks Insights what
// needs attention. Slow-moving items names the two that did not sell, with the stock tied up
// in them, and exports as CSV; the ABC analysis splits the two that sold and draws its curve.
// Like every spec, it runs on the server of playwright.config.ts; set E2E_PORT and
// E2E_DATA_DIR to run it beside another e2e run without the two colliding.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signUpAndLogIn } from '../support/session.ts';
import { call, defaultRange, expectAccessible, type Api } from '../support/reports.ts';

interface Line {
  item: string;
  quantity: number;
  rate: number;
}

test('slow-moving items found and exported as CSV; the ABC split drawn as a curve', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpAndLogIn(page, { companyName: 'Gupta Kirana' });
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const api: Api = { request: page.request, headers: { Authorization: `Bearer ${token}` } };

  // No tax group: each line's taxable value is its amount.
  const items: [string, number][] = [
    ['Basmati Rice', 100],
    ['Sugar', 50],
    ['Chana Dal', 220],
    ['Toor Dal', 150],
  ];
  for (const [name, rate] of items) {
    await call(api, 'POST', '/api/items', { name, unitName: 'Kg', rate });
  }
  const vendor = (await call(api, 'POST', '/api/customers', { name: 'Metro Wholesale' })) as {
    id: number;
  };
  const customers = (await call(api, 'GET', '/api/customers')) as { id: number; name: string }[];
  const cashId = customers.find((c) => c.name === 'Cash')?.id;
  const { start, end } = defaultRange();
  const bill = (customerId: number | undefined, isPurchase: boolean, lines: Line[]) =>
    call(api, 'POST', '/api/transactions', {
      customerId,
      transactionDate: start,
      isPurchase,
      lineItems: lines.map((l) => ({
        itemName: l.item,
        quantity: l.quantity,
        rate: l.rate,
        unitName: 'Kg',
      })),
      payments: [
        {
          amount: lines.reduce((t, l) => t + l.quantity * l.rate, 0),
          isBankTransaction: false,
          isPaymentMade: isPurchase,
        },
      ],
    });
  await bill(vendor.id, true, [
    { item: 'Basmati Rice', quantity: 10, rate: 80 },
    { item: 'Sugar', quantity: 20, rate: 40 },
    { item: 'Chana Dal', quantity: 4, rate: 180 },
    { item: 'Toor Dal', quantity: 5, rate: 120 },
  ]);
  await bill(cashId, false, [
    { item: 'Basmati Rice', quantity: 2, rate: 100 },
    { item: 'Sugar', quantity: 3, rate: 50 },
  ]);

  // Slow-moving items opens first, on the default range with nothing unsold allowed.
  await page.goto('/insights');
  await expect(page.getByRole('button', { name: 'Slow-moving items' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(page.getByText('What it finds:')).toBeVisible();
  await expect(page.getByLabel('Min quantity')).toHaveValue('0');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();

  // Chana Dal 4 × ₹180 = ₹720 and Toor Dal 5 × ₹120 = ₹600 did not sell: ₹1,320 tied up.
  // The range counts its first and last day.
  const days = (Date.parse(end) - Date.parse(start)) / 86_400_000 + 1;
  await expect(
    page.getByText(`2 items have not sold in ${days} days; ₹1,320 of stock is tied up in them.`),
  ).toBeVisible();
  const rows = page.getByRole('table', { name: 'Slow-moving items' }).getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('Chana Dal');
  await expect(rows.nth(1)).toContainText('₹720.00');
  await expect(rows.nth(2)).toContainText('Toor Dal');
  await expect(rows.nth(2)).toContainText('₹600.00');
  await expectAccessible(page, 'slow-moving items generated');

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toBe(`analytics-slow-moving-${start}-${end}.csv`);
  const bytes = readFileSync((await csv.path()) as string);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').trim().split(/\r\n/);
  expect(lines[0]).toContain('Item');
  // Valued by the one costing rule; this shop has no GSTIN, so purchase GST is its cost.
  expect(lines[0]).toContain('Stock value incl. GST');
  expect(lines).toHaveLength(3);
  expect(lines[1]).toMatch(/^Chana Dal,.*720\.00$/);
  expect(lines[2]).toMatch(/^Toor Dal,.*600\.00$/);

  // ABC: Basmati Rice 2 × ₹100 = ₹200 is 57.1% of ₹350 (A: the first item always is); Sugar's
  // ₹150 starts at 57.1%, below the 80% cut (A too); with an A cut of 0.5 it starts past it (B).
  await page.getByRole('button', { name: 'ABC analysis' }).click();
  await expect(page.getByText('2 items have not sold')).toHaveCount(0);
  await expect(page.getByLabel('A cut')).toHaveValue('0.8');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(
    page.getByText('A: 2 items, 100% of sales; B: 0 items, 0% of sales; C: 0 items, 0% of sales.'),
  ).toBeVisible();
  await page.getByLabel('A cut').fill('0.5');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(
    page.getByText(
      'A: 1 item, 57.1% of sales; B: 1 item, 42.9% of sales; C: 0 items, 0% of sales.',
    ),
  ).toBeVisible();
  const abc = page.getByRole('table', { name: 'ABC analysis' }).getByRole('row');
  await expect(abc.nth(1)).toContainText('Basmati Rice');
  await expect(abc.nth(1).getByRole('cell').last()).toHaveText('A');
  await expect(abc.nth(2).getByRole('cell').last()).toHaveText('B');
  const chart = page.getByTestId('insight-chart');
  await expect(page.getByText('Cumulative share of sales by item rank')).toBeVisible();
  await expect(chart.locator('canvas')).toHaveCount(1);

  // On a phone the types are a select, and the page itself never scrolls sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByLabel('Insight type', { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Insight types' })).toBeHidden();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
