// Issue 40, done means: a distributor takes an order, sends half on a delivery challan, bills
// the challan, and the pending report shows the other half. Gupta orders 20 tiffin boxes
// (SO-0001); 10 go on DC-0001 from the order's screen (stock 50 → 40); Convert to Invoice
// bills them without moving stock again; the challan is settled, the sale names it, and the
// pending orders report shows the 10 still to go. And a chemist's strips kept by batch go on a
// challan with their batch, printed, and carried onto the invoice.
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

// A chemist's strips are kept by batch: the challan's line takes the first-expiring batch with
// stock (B1), prints it with its expiry, and the invoice made from the challan bills that batch
// (shown on the row, nothing to pick) without taking the strips out of stock again.
test('a challan of an item kept by batch: its batch printed and carried onto the invoice', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signUpAndLogIn(page, { companyName: 'Jain Medicals' });
  const api = await apiOf(page);
  const item = (await api.post('/api/items', {
    name: 'Crocin strip',
    unitName: 'Strip',
    rate: 30,
    buyRate: 20,
    trackedByBatch: true,
  })) as unknown as Item;
  const vendor = await api.post('/api/customers', { name: 'Medico Distributors' });
  await api.post('/api/customers', { name: 'Ravi Kumar' });
  const day = todayInIndia();
  const inDays = (days: number) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const early = inDays(200);
  const month = `${early.slice(5, 7)}/${early.slice(0, 4)}`;
  await api.post('/api/transactions', {
    customerId: vendor['id'],
    transactionDate: day,
    isPurchase: true,
    lineItems: [
      {
        itemId: item.id,
        quantity: 10,
        rate: 20,
        unitId: item.unitId,
        lotSerialNumber: 'B2',
        expiryDate: inDays(400),
      },
      {
        itemId: item.id,
        quantity: 10,
        rate: 20,
        unitId: item.unitId,
        lotSerialNumber: 'B1',
        expiryDate: early,
      },
    ],
  });
  const batches = async () =>
    (await api.get(`/api/batches?itemId=${item.id}&date=${day}`)) as {
      number: string;
      stock: number;
    }[];

  // 1. The challan: the strip's line picks B1, the first to expire.
  await page.goto('/challans/new');
  await page.getByRole('combobox', { name: 'Customer' }).click();
  await page.keyboard.type('Ravi');
  await page.keyboard.press('Enter');
  await page.getByRole('combobox', { name: 'Item of line 1' }).click();
  await page.keyboard.type('Crocin');
  await page.keyboard.press('Enter');
  await page.getByRole('textbox', { name: 'Quantity of line 1' }).fill('3');
  const picker = page
    .getByTestId('line-batch-1')
    .getByRole('combobox', { name: 'Batch of line 1' });
  await expect(picker.locator('option:checked')).toHaveText(`B1 · Exp ${month} · 10 in stock`);
  await page.screenshot({ path: '/work/shots/chbatch/challan-batch.png', fullPage: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Delivery challan DC-0001' })).toBeVisible();
  expect((await batches()).find((b) => b.number === 'B1')?.stock).toBe(7);
  const challanId = /\/challans\/(\d+)/.exec(page.url())![1];

  // 2. Its print names the batch and the month it expires under the item.
  const print = await page.context().newPage();
  await print.goto(`/challans/print?id=${challanId}`);
  await expect(print.getByTestId('print-batch')).toHaveText(`Batch B1 · Exp ${month}`);
  await print.screenshot({ path: '/work/shots/chbatch/challan-print.png', fullPage: true });
  await print.close();

  // 3. Converted to an invoice: the row bills B1, shown once, nothing to pick; stock stays.
  await page.getByRole('button', { name: 'Convert to Invoice' }).click();
  await expect(page.getByTestId('from-challans')).toContainText('From challan DC-0001');
  const row = page.getByTestId('line-batch-1');
  await expect(row).toHaveText(`Batch B1 · Exp ${month}`);
  await expect(row.getByRole('combobox')).toHaveCount(0);
  await page.screenshot({ path: '/work/shots/chbatch/invoice-from-challan.png', fullPage: true });
  await page.keyboard.press('Control+Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await batches()).map((b) => [b.number, b.stock])).toEqual([
    ['B1', 7],
    ['B2', 10],
  ]);
  const sales = (await api.get(`/api/dashboard?date=${day}`)) as {
    transactions: { transactionId: number | null; kind: string }[];
  };
  const sale = sales.transactions.find((t) => t.kind === 'sale')!;
  const bill = (await api.get(`/api/transactions/${sale.transactionId}`)) as {
    lineItems: { batch: { number: string } | null }[];
  };
  expect(bill.lineItems[0]?.batch?.number).toBe('B1');
});
