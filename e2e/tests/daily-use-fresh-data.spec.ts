// Issue 15, item 1: after each write the dashboard, the bill and the balances show the new state
// at once, with no reload (the whole journey stays in the single-page app: links, not goto).
// Sugar at ₹50: a cash sale of 4 (₹200), a credit sale of 10 to Ravi (₹500), ₹300 received
// from Ravi, the credit sale raised to 12 (₹600), the cash sale deleted; an expense of ₹40.
import { expect, test, type Page } from '@playwright/test';
import { signUpAndLogIn } from '../support/session.ts';
import { apiOf, chooseCustomer, typeLine } from '../support/daily-use.ts';

async function expectDashboard(
  page: Page,
  day: { sales: string; received: string; expenses: string; cash: string },
) {
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('total-totalSales')).toHaveText(day.sales);
  await expect(page.getByTestId('total-totalPaymentsReceived')).toHaveText(day.received);
  await expect(page.getByTestId('total-totalExpenses')).toHaveText(day.expenses);
  await expect(page.getByTestId('cash-in-hand')).toHaveText(day.cash);
}

test('the dashboard, a reopened bill and the balances follow every write without a reload', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signUpAndLogIn(page);
  const api = await apiOf(page);
  await api.post('/api/items', { name: 'Sugar 1kg', unitName: 'Pkt', rate: 50, buyRate: 40 });
  await api.post('/api/customers', { name: 'Ravi Kumar', phone: '9876543210' });

  // The dashboard was read first: its answer sits in the cache from here on.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expectDashboard(page, {
    sales: '₹0.00',
    received: '₹0.00',
    expenses: '₹0.00',
    cash: '₹0.00',
  });
  await expect(page.getByText('No transactions for this date.')).toBeVisible();

  // 1. A cash sale.
  await page.getByRole('link', { name: 'New Sale' }).click();
  await expect(page.getByRole('heading', { name: 'New Sale' })).toBeVisible();
  await typeLine(page, 1, 'Sugar', '4');
  await expect(page.getByTestId('bill-total')).toHaveText('₹200.00');
  await page.keyboard.press('Control+s');
  await expectDashboard(page, {
    sales: '₹200.00',
    received: '₹200.00',
    expenses: '₹0.00',
    cash: '₹200.00',
  });
  await expect(page.getByRole('row', { name: 'Open transaction INV-0001' })).toBeVisible();

  // 2. A credit sale to Ravi, nothing paid now.
  await page.getByRole('link', { name: 'New Sale' }).click();
  await chooseCustomer(page, 'Ravi');
  await expect(page.getByTestId('total-pending')).toHaveText('₹0.00');
  await typeLine(page, 1, 'Sugar', '10');
  // A credit bill: Now Paying starts at 0 for a party other than Cash, and no question is asked.
  await expect(page.getByRole('textbox', { name: 'Now Paying' })).toHaveValue('0.00');
  await page.keyboard.press('Control+s');
  await expectDashboard(page, {
    sales: '₹700.00',
    received: '₹200.00',
    expenses: '₹0.00',
    cash: '₹200.00',
  });
  await expect(page.getByRole('row', { name: 'Open transaction INV-0002' })).toBeVisible();

  // 3. ₹300 received from Ravi: his Total Pending was ₹500.
  await page.getByRole('link', { name: 'Payment Received' }).click();
  await chooseCustomer(page, 'Ravi');
  await expect(page.getByTestId('total-pending')).toHaveText('₹500.00');
  await page.getByRole('textbox', { name: 'Now Paying' }).fill('300');
  await page.keyboard.press('Control+s');
  await expectDashboard(page, {
    sales: '₹700.00',
    received: '₹500.00',
    expenses: '₹0.00',
    cash: '₹500.00',
  });

  // 4. The credit sale reopened from its row and raised to 12; reopened again, it shows 12.
  await page.getByRole('row', { name: 'Open transaction INV-0002' }).click();
  await expect(page.getByRole('heading', { name: 'Modify Invoice INV-0002' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Quantity 1' })).toHaveValue('10');
  await page.getByRole('textbox', { name: 'Quantity 1' }).fill('12');
  await expect(page.getByTestId('bill-total')).toHaveText('₹600.00');
  await page.keyboard.press('Control+s');
  await expectDashboard(page, {
    sales: '₹800.00',
    received: '₹500.00',
    expenses: '₹0.00',
    cash: '₹500.00',
  });
  await page.getByRole('row', { name: 'Open transaction INV-0002' }).click();
  await expect(page.getByRole('textbox', { name: 'Quantity 1' })).toHaveValue('12');
  await expect(page.getByTestId('bill-total')).toHaveText('₹600.00');
  await page.getByRole('button', { name: 'Close' }).click();

  // 5. The cash sale deleted.
  await page.getByRole('row', { name: 'Open transaction INV-0001' }).click();
  await expect(page.getByRole('heading', { name: 'Modify Invoice INV-0001' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Delete' })
    .getByRole('button', { name: 'Delete', exact: true })
    .click();
  await expectDashboard(page, {
    sales: '₹600.00',
    received: '₹300.00',
    expenses: '₹0.00',
    cash: '₹300.00',
  });
  await expect(page.getByRole('row', { name: 'Open transaction INV-0001' })).toHaveCount(0);

  // 6. Ravi's Total Pending: ₹600 billed, ₹300 received.
  await page.getByRole('link', { name: 'New Sale' }).click();
  await chooseCustomer(page, 'Ravi');
  await expect(page.getByTestId('total-pending')).toHaveText('₹300.00');
  await page.getByRole('button', { name: 'Close' }).click();
  // Something was chosen on the bill: leaving asks first (item 4).
  await page
    .getByRole('dialog', { name: 'Leave this bill?' })
    .getByRole('button', { name: 'Leave' })
    .click();

  // 7. An expense on the Expense screen, then the dashboard through the menu.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Expense' })
    .click();
  const form = page.getByRole('form', { name: 'Add Expense' });
  await form.getByRole('combobox', { name: 'Item' }).fill('Tea');
  await page.getByRole('option', { name: '[0. Add a new entry]' }).click();
  await form.getByLabel('Amount').fill('40');
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('row', { name: /Edit expense \d+: Tea/ })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expectDashboard(page, {
    sales: '₹600.00',
    received: '₹300.00',
    expenses: '₹40.00',
    cash: '₹260.00',
  });
});
