// Issue 40, done means: a distributor takes an order, sends half on a delivery challan, bills
// the challan, and the pending report shows the other half. Gupta orders 20 tiffin boxes
// (SO-0001); 10 go on DC-0001 from the order's screen (stock 50 → 40); Convert to Invoice
// bills them without moving stock again; the challan is settled, the sale names it, and the
// pending orders report shows the 10 still to go.
import { expect, test } from '@playwright/test';
import { signUpAndLogIn } from '../support/session.ts';
import { apiOf, todayInIndia } from '../support/daily-use.ts';

interface Item {
  id: number;
  unitId: number;
  name: string;
  stock: number;
}

test('an order sent half on a challan, the challan billed, the other half pending', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signUpAndLogIn(page, { companyName: 'Sharma Distributors' });
  const api = await apiOf(page);
  const item = (await api.post('/api/items', {
    name: 'Steel Tiffin Box',
    unitName: 'Pcs',
    rate: 1180,
    buyRate: 800,
  })) as unknown as Item;
  const gupta = await api.post('/api/customers', { name: 'Gupta General Store' });
  const day = todayInIndia();
  await api.post('/api/transactions', {
    customerId: gupta['id'],
    transactionDate: day,
    isPurchase: true,
    lineItems: [{ itemId: item.id, quantity: 50, rate: 800, unitId: item.unitId }],
  });
  const order = await api.post('/api/orders', {
    customerId: gupta['id'],
    orderDate: day,
    lineItems: [{ itemId: item.id, quantity: 20, rate: 1180 }],
  });
  const stock = async () =>
    ((await api.get('/api/items')) as Item[]).find((i) => i.name === 'Steel Tiffin Box')?.stock;

  // 1. From the order's screen, a challan of half of it.
  await page.goto(`/orders/${String(order['id'])}`);
  await page.getByRole('button', { name: 'Make delivery challan' }).click();
  await expect(page.getByRole('heading', { name: 'New Delivery Challan' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Quantity of line 1' })).toHaveValue('20');
  await page.getByRole('textbox', { name: 'Quantity of line 1' }).fill('10');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Delivery challan DC-0001' })).toBeVisible();
  await expect(page.getByTestId('challan-links')).toContainText('From order SO-0001');
  await expect(page.getByTestId('challan-pending')).toHaveText('₹11,800.00');
  expect(await stock()).toBe(40);

  // 2. The challan billed: its lines on a new sale, naming it; stock stays as the challan left it.
  await page.getByRole('button', { name: 'Convert to Invoice' }).click();
  await expect(page.getByTestId('from-challans')).toContainText('From challan DC-0001');
  await expect(page.getByRole('textbox', { name: 'Quantity 1' })).toHaveValue('10');
  await page.keyboard.press('Control+Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await stock()).toBe(40);
  await page.goto('/challans');
  const row = page.getByRole('row', { name: /DC-0001/ });
  await expect(row).toContainText('Billed or returned');
  await expect(row).toContainText('₹0.00');

  // 3. The pending orders report: 20 ordered, 10 gone (on the challan), 10 pending.
  await page.goto('/reports');
  await page.getByRole('button', { name: 'Pending orders', exact: true }).click();
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  const pending = page.getByRole('table', { name: 'Pending sale orders' });
  const line = pending.getByRole('row', { name: /SO-0001/ });
  await expect(line).toContainText('Steel Tiffin Box');
  await expect(line).toContainText('20');
  await expect(line).toContainText('₹11,800.00');
  // And the challans' own report has nothing left on DC-0001.
  const challans = (await api.get('/api/reports/challans/pending')) as {
    datasets: { rows: { challanNumber: string }[] }[];
  };
  expect(challans.datasets[0]?.rows.map((r) => r.challanNumber)).not.toContain('DC-0001');
});
