// Issue 15, "Smaller things that users notice": the dashboard's Kind column, legend and sorting;
// dates that are not dates; a new tax group shown and focused with a toast; opening balances;
// an expense's receipt. Screenshots of the changed screens go to test-results/daily-use/.
import { expect, test, type Page } from '@playwright/test';
import { signUpAndLogIn } from '../support/session.ts';
import { apiOf, todayInIndia } from '../support/daily-use.ts';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/daily-use/${name}.png`, fullPage: true });

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();

test('the dashboard names each row’s kind with a legend and sorts money by value', async ({
  page,
}) => {
  await signUpAndLogIn(page);
  const api = await apiOf(page);
  const today = todayInIndia();
  const item = (await api.post('/api/items', {
    name: 'Sugar 1kg',
    unitName: 'Pkt',
    rate: 50,
    buyRate: 40,
  })) as { id: number; unitId: number };
  const ravi = (await api.post('/api/customers', { name: 'Ravi Kumar' })) as { id: number };
  const mill = (await api.post('/api/customers', { name: 'Rice Mill' })) as { id: number };
  const line = (quantity: number) => [{ itemId: item.id, quantity, rate: 50, unitId: item.unitId }];
  await api.post('/api/transactions', {
    customerId: ravi.id,
    transactionDate: today,
    isPurchase: false,
    lineItems: line(20), // ₹1,000
    payments: [],
  });
  await api.post('/api/transactions', {
    customerId: mill.id,
    transactionDate: today,
    isPurchase: true,
    lineItems: line(3), // ₹150
    payments: [],
  });
  await api.post('/api/transactions/payment', {
    customerId: ravi.id,
    transactionDate: today,
    amount: 90,
    isPaymentMade: false,
  });
  await api.post('/api/transactions/payment', {
    customerId: mill.id,
    transactionDate: today,
    amount: 100,
    isPaymentMade: true,
  });
  await api.post('/api/expenses', {
    expenseItemName: 'Tea',
    amount: 40,
    // The day's first minute, so it comes before the bills saved just now at any hour (at
    // 10:00 it came after them between midnight and 10 in India, and the test failed then).
    timeStamp: `${today}T00:00:00+05:30`,
    isBankTransaction: false,
    bankAccountId: null,
  });

  // The writes above went round the app: open the dashboard afresh.
  await page.goto('/dashboard');
  const table = page.getByRole('table', { name: 'Transactions' });
  await expect(table.getByRole('row')).toHaveCount(6);
  const kinds = table.locator('tbody tr td:nth-child(2)');
  await expect(kinds).toHaveText(['Expense', 'Sale', 'Purchase', 'Payment in', 'Payment out']);
  await expect(page.getByRole('list', { name: 'Legend' })).toContainText('still due');

  // Total sorts by value: ₹0 (payments), ₹40, ₹150, ₹1,000 (as text ₹1,000 would come first).
  const total = table.getByRole('columnheader', { name: /Total/ });
  await total.getByRole('button').click();
  await expect(total).toHaveAttribute('aria-sort', 'ascending');
  await expect(table.locator('tbody tr td:nth-child(6)')).toHaveText([
    '₹0.00',
    '₹0.00',
    '₹40.00',
    '₹150.00',
    '₹1,000.00',
  ]);
  await expect(total).toHaveCSS('text-align', 'right');
  await shot(page, 'dashboard-kinds-sorted');
});

test('31/02 is refused with a message; a date outside the financial year warns', async ({
  page,
}) => {
  await signUpAndLogIn(page);
  await nav(page, 'Expense');
  // Typed once the day's expenses are shown: a remount while the screen loads resets the field
  // (seen once in a full run; noted in the issue).
  await expect(page.getByText('No expenses for this date.')).toBeVisible();
  const date = page.getByLabel('Entry Date');
  await date.fill('31/02/2026');
  await date.press('Tab');
  await expect(page.getByText('31/02/2026 is not a date. Enter it as dd/mm/yyyy.')).toBeVisible();
  await expect(date).toHaveValue('31/02/2026');
  await shot(page, 'date-not-a-date');
  const [y] = todayInIndia().split('-');
  await date.fill(`01/01/${Number(y) - 2}`);
  await expect(page.getByText(/more than a year from today: check the year/)).toBeVisible();
});

test('a new tax group is shown open and focused with a toast; opening balances save', async ({
  page,
}) => {
  await signUpAndLogIn(page);
  const api = await apiOf(page);
  await api.post('/api/bankaccounts', {
    bankName: 'HDFC Bank',
    accountName: 'Shop',
    accountNumber: '5010001',
  });

  await page.goto('/settings?tab=taxgroups');
  const add = page.getByRole('form', { name: 'Add Group' });
  await add.getByLabel('Group Name').fill('Mandi cess 1%');
  await add.getByRole('button', { name: 'Add Group' }).click();
  await expect(page.getByText('Tax group “Mandi cess 1%” added.')).toBeVisible();
  const editor = page.getByRole('form', { name: 'Edit Tax Group' });
  await expect(editor.getByLabel('Group Name')).toBeFocused();
  await expect(editor.getByLabel('Group Name')).toHaveValue('Mandi cess 1%');
  await shot(page, 'tax-group-added');

  await page.goto('/settings?tab=bankaccounts');
  const form = page.getByRole('form', { name: 'Opening balances' });
  await form.getByLabel('Cash in hand').fill('2500.50');
  await form.getByLabel(/HDFC Bank • Shop/).fill('100000');
  await form.getByRole('button', { name: 'Save opening balances' }).click();
  await expect(page.getByText('Opening balances saved.')).toBeVisible();
  await expect(form).toContainText('the start of the books');
  await shot(page, 'opening-balances');

  await nav(page, 'Dashboard');
  await expect(page.getByTestId('cash-in-hand')).toHaveText('₹2,500.50');
});

test('an expense takes a receipt photo and opens it from the list', async ({ page }) => {
  await signUpAndLogIn(page);
  await nav(page, 'Expense');
  const form = page.getByRole('form', { name: 'Add Expense' });
  await form.getByRole('combobox', { name: 'Item' }).fill('Auto');
  await page.getByRole('option', { name: '[0. Add a new entry]' }).click();
  await form.getByLabel('Amount').fill('60');
  // A tiny JPEG (the server checks the first bytes, not the name).
  const jpeg = Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0xff, 0xd9,
  ]);
  await form
    .getByLabel('Receipt (photo or PDF)')
    .setInputFiles({ name: 'auto-fare.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await form.getByRole('button', { name: 'Add' }).click();
  const open = page.getByRole('button', { name: 'Open receipt auto-fare.jpg' });
  await expect(open).toBeVisible();
  await shot(page, 'expense-receipt');
  const popup = page.waitForEvent('popup');
  await open.click();
  const tab = await popup;
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  await tab.close();
});
