// Issue 15, item 5: an estimate is its own document. EST-0001 for Ravi (3 × Sugar at ₹50) moves
// no stock, no balance, no invoice number, no sales report and no dashboard total; it prints
// in the simpler table, is found in the estimates list, and becomes INV-0001 in one step.
// The company's Estimate print mode still prints a SALE in the simpler table and saves a sale.
import { expect, test } from '@playwright/test';
import { signUpAndLogIn } from '../support/session.ts';
import { apiOf, chooseCustomer, todayInIndia, typeLine } from '../support/daily-use.ts';

interface Item {
  name: string;
  stock: number;
}
interface Customer {
  name: string;
  balance: number;
}

test('an estimate stays an estimate until it is converted into a sale', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await context.addInitScript(() => {
    window.print = () => undefined;
  });
  await signUpAndLogIn(page);
  const api = await apiOf(page);
  await api.post('/api/items', { name: 'Sugar 1kg', unitName: 'Pkt', rate: 50, buyRate: 40 });
  await api.post('/api/customers', { name: 'Ravi Kumar', phone: '9876543210' });
  // 10 packets bought, so that stock has something to lose.
  await page.getByRole('link', { name: 'New Purchase' }).click();
  await typeLine(page, 1, 'Sugar', '10');
  await page.keyboard.press('Control+s');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('total-totalPurchases')).toHaveText('₹400.00');

  const stock = async () =>
    ((await api.get('/api/items')) as Item[]).find((i) => i.name === 'Sugar 1kg')?.stock;
  const raviBalance = async () =>
    ((await api.get('/api/customers')) as Customer[]).find((c) => c.name === 'Ravi Kumar')?.balance;
  const salesRows = async () => {
    const day = todayInIndia();
    const r = (await api.get(`/api/reports/sales?startDate=${day}&endDate=${day}`)) as {
      datasets: { rows: unknown[] }[];
    };
    return r.datasets[0]?.rows.length;
  };

  // 1. A new estimate from the dashboard, saved and printed.
  await page.getByRole('link', { name: 'New Estimate' }).click();
  await expect(page.getByRole('heading', { name: 'New Estimate' })).toBeVisible();
  await chooseCustomer(page, 'Ravi');
  await typeLine(page, 1, 'Sugar', '3');
  await expect(page.getByText('Estimate Total')).toBeVisible();
  await expect(page.getByTestId('bill-total')).toHaveText('₹150.00');
  await expect(page.getByRole('textbox', { name: 'Now Paying' })).toHaveCount(0);
  const printPromise = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Save & Print' }).click();
  const printTab = await printPromise;
  await expect(printTab.getByRole('heading', { name: 'Estimate' })).toBeVisible();
  await expect(printTab.getByTestId('print-number')).toHaveText('EST-0001');
  await expect(printTab.getByRole('columnheader', { name: 'Rate (incl. tax)' })).toBeVisible();
  await expect(printTab.getByRole('columnheader', { name: 'HSN/SAC' })).toHaveCount(0);
  await expect(printTab.getByRole('table', { name: 'Tax summary' })).toHaveCount(0);
  await printTab.close();

  // Nothing moved: dashboard, stock, balance, numbering, sales report.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('total-totalSales')).toHaveText('₹0.00');
  await expect(page.getByRole('row', { name: /EST-0001/ })).toHaveCount(0);
  expect(await stock()).toBe(10);
  expect(await raviBalance()).toBe(0);
  expect(
    ((await api.get('/api/companysettings')) as { nextInvoiceNumber: number }).nextInvoiceNumber,
  ).toBe(1);
  expect(await salesRows()).toBe(0);

  // 2. A second estimate for a walk-in (Cash) customer, through the API.
  const second = await api.post('/api/estimates', {
    customerId: 0,
    customerName: 'Meena Stores',
    transactionDate: todayInIndia(),
    lineItems: [{ itemName: 'Sugar 1kg', quantity: 1, rate: 48, unitName: 'Pkt' }],
  });
  expect(second.number).toBe('EST-0002');
  expect(second.kind).toBe('estimate');

  // 3. The estimates list: both, newest first; searchable by customer or number.
  await page.getByRole('link', { name: 'Estimates' }).click();
  await expect(page.getByRole('heading', { name: 'Estimates' })).toBeVisible();
  const rows = page.getByRole('row', { name: /Open estimate/ });
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('EST-0002');
  await page.getByRole('searchbox', { name: 'Search estimates' }).fill('ravi');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('EST-0001');
  await expect(rows.first()).toContainText('Ravi Kumar');
  await expect(rows.first()).toContainText('₹150.00');
  await expect(rows.first()).toContainText('Open');

  // 4. Opened, then converted into a sale in one step.
  await rows.first().click();
  await expect(page.getByRole('heading', { name: 'Modify Estimate EST-0001' })).toBeVisible();
  await page.getByRole('button', { name: 'Convert to Sale' }).click();
  const confirm = page.getByRole('dialog', { name: 'Convert to Sale' });
  await confirm.getByRole('button', { name: 'Convert' }).click();
  await expect(page.getByRole('heading', { name: 'Modify Invoice INV-0001' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Quantity 1' })).toHaveValue('3');
  expect(await stock()).toBe(7);
  expect(await raviBalance()).toBe(150);
  expect(await salesRows()).toBe(1);
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('total-totalSales')).toHaveText('₹150.00');

  // The estimate says what it became.
  await page.getByRole('link', { name: 'Estimates' }).click();
  const converted = page.getByRole('row', { name: /EST-0001/ });
  await expect(converted).toContainText('Converted to INV-0001');
  await converted.click();
  await expect(page.getByText('Converted to INV-0001')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Convert to Sale' })).toHaveCount(0);

  // 5. Print mode Estimate keeps its meaning for a sale: simpler table, but a real sale.
  await api.put('/api/companysettings', { invoicePrintMode: 1 });
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await page.getByRole('link', { name: 'New Sale' }).click();
  await typeLine(page, 1, 'Sugar', '2');
  const salePrintPromise = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Save & Print' }).click();
  const salePrint = await salePrintPromise;
  await expect(salePrint.getByRole('heading', { name: 'Estimate' })).toBeVisible();
  await expect(salePrint.getByTestId('print-number')).toHaveText('INV-0002');
  await salePrint.close();
  expect(await stock()).toBe(5);
  await expect(page.getByTestId('total-totalSales')).toHaveText('₹250.00');
});
