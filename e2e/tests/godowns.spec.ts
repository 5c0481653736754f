// Issue 40 part 3, godowns, in Chromium against the real server: a shop with a second godown
// buys pens into it, moves some back to the main godown on the Godowns screen, is warned when a
// sale from the second godown takes more than it holds (not when the sale is from the main
// one), and reads the stock report by godown.
import { expect, test } from '@playwright/test';
import { signUpAndLogIn } from '../support/session.ts';
import { apiOf, chooseCustomer, todayInIndia, typeLine } from '../support/daily-use.ts';

test('purchase into the second godown, transfer back, a short sale warns, stock by godown', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpAndLogIn(page);
  const api = await apiOf(page);
  const pen = await api.post('/api/items', {
    name: 'Gel pen',
    unitName: 'No',
    rate: 10,
    buyRate: 6,
  });
  const vendor = await api.post('/api/customers', { name: 'Asha Stationers' });
  await api.post('/api/customers', { name: 'Ravi Kumar' });
  await api.put('/api/companysettings', { enableStockWarning: true });
  const shop = await api.post('/api/godowns', { name: 'Shop floor' });
  await api.post('/api/transactions', {
    customerId: vendor['id'],
    transactionDate: todayInIndia(),
    isPurchase: true,
    godownId: shop['id'],
    lineItems: [{ itemId: pen['id'], quantity: 20, rate: 6, unitId: pen['unitId'] }],
  });

  // 15 of the 20 go back to the main godown.
  await page.goto('/godowns');
  await expect(page.getByRole('table', { name: 'Godowns' })).toContainText('Shop floor');
  await page.getByLabel('From godown').selectOption({ label: 'Shop floor' });
  await page.getByLabel('To godown').selectOption({ label: 'Main godown' });
  await page.getByLabel('Item').selectOption({ label: 'Gel pen' });
  await page.getByLabel('Quantity').fill('15');
  await page.getByRole('button', { name: 'Move stock' }).click();
  await expect(page.getByRole('table', { name: 'Stock transfers' })).toContainText('ST-0001');

  // A sale of 8 from the shop floor (5 there) warns; from the main godown (15 there) it does not.
  await page.goto('/invoice?mode=sale');
  await chooseCustomer(page, 'Ravi');
  await page.getByLabel('From godown').selectOption({ label: 'Shop floor' });
  await typeLine(page, 1, 'Gel', '8');
  await expect(page.getByText('Out of stock (-3 after this bill)')).toBeVisible();
  await page.getByLabel('From godown').selectOption({ label: 'Main godown' });
  await expect(page.getByText(/Out of stock|Low stock/)).toBeHidden();

  // The stock report of one godown, and of all.
  await page.goto('/reports');
  await page.getByRole('button', { name: 'Stock', exact: true }).click();
  await page.getByLabel('Godown').selectOption({ label: 'Shop floor' });
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  const table = page.getByRole('table', { name: 'Stock' });
  await expect(table.getByRole('row').filter({ hasText: 'Gel pen' })).toContainText('5');
  await page.getByLabel('Godown').selectOption({ label: 'All godowns' });
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(table.getByRole('row').filter({ hasText: 'Gel pen' })).toContainText('20');
});
