// Issue #6's journey: two days of a shop (a cash sale and a UPI sale through the API, a cash
// and a bank expense through the Expense screen), then each day's totals and cash in hand on
// the dashboard and on the expense screen, switching days with the date picker.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signUpAndLogIn } from '../support/session.ts';

const IST_OFFSET_MS = 330 * 60_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const today = isoDay(Date.now() + IST_OFFSET_MS);
const yesterday = isoDay(Date.parse(`${today}T00:00:00Z`) - 86_400_000);
const shown = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

interface Api {
  request: APIRequestContext;
  headers: Record<string, string>;
}

async function post(api: Api, url: string, data: unknown) {
  const res = await api.request.post(url, { headers: api.headers, data });
  expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as Record<string, unknown>;
}

/** A bill of rice to the Cash customer, paid in full in cash or by UPI into the bank. */
async function sale(
  api: Api,
  date: string,
  cashId: number,
  amount: number,
  bankAccountId: number | null,
) {
  await post(api, '/api/transactions', {
    customerId: cashId,
    transactionDate: date,
    isPurchase: false,
    remark: bankAccountId ? 'UPI ref 7781' : null,
    lineItems: [{ itemName: 'Rice', quantity: amount / 50, rate: 50, unitName: 'Kg' }],
    payments: [
      { amount, isBankTransaction: bankAccountId !== null, bankAccountId, isPaymentMade: false },
    ],
  });
}

/** Picks a date through the calendar: open it on the current date, arrow to the day, Enter. */
async function pickYesterdayWithCalendar(page: Page) {
  await page.getByRole('button', { name: 'Open calendar' }).click();
  await expect(page.getByRole('grid').getByRole('button')).toHaveCount(42);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Entry Date')).toHaveValue(shown(yesterday));
}

async function addExpense(
  page: Page,
  item: string,
  amount: string,
  description: string,
  bank: boolean,
  known?: string,
) {
  const form = page.getByRole('form', { name: 'Add Expense' });
  await form.getByRole('combobox', { name: 'Item' }).fill(item);
  if (known) {
    // A known item is picked by its number and brings its last amount.
    await expect(page.getByRole('listbox').getByRole('option').first()).toContainText(`1.${item}`);
    await form.getByRole('combobox', { name: 'Item' }).press('Control+1');
    await expect(form.getByLabel('Amount')).toHaveValue(known);
  } else {
    await page.getByRole('option', { name: '[0. Add a new entry]' }).click();
  }
  await form.getByLabel('Amount').fill(amount);
  if (bank) {
    await form.getByLabel('Bank/CC/UPI').check();
    // The company's only account is chosen for us.
    await expect(form.getByLabel('Bank Account')).toHaveValue(/\d+/);
  }
  await form.getByLabel('Description').fill(description);
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(
    page.getByRole('row', { name: new RegExp(`Edit expense \\d+: ${item}`) }),
  ).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Item' })).toHaveValue('');
}

async function expectDay(
  page: Page,
  day: { sales: string; received: string; expenses: string; cash: string },
) {
  await expect(page.getByTestId('cash-in-hand')).toHaveText(day.cash);
  await expect(page.getByTestId('total-totalSales')).toHaveText(day.sales);
  await expect(page.getByTestId('total-totalPaymentsReceived')).toHaveText(day.received);
  await expect(page.getByTestId('total-totalPurchases')).toHaveText('₹0.00');
  await expect(page.getByTestId('total-totalPaymentsMade')).toHaveText('₹0.00');
  await expect(page.getByTestId('total-totalExpenses')).toHaveText(day.expenses);
}

// Cash in hand counts cash only and carries over: yesterday 300 − 30; today 270 + 1000 − 50.
const YESTERDAY = { sales: '₹500.00', received: '₹500.00', expenses: '₹110.00', cash: '₹270.00' };
const TODAY = { sales: '₹1,500.00', received: '₹1,500.00', expenses: '₹750.00', cash: '₹1,220.00' };

test('two days of sales and expenses add up on the dashboard and the expense screen', async ({
  page,
}) => {
  await signUpAndLogIn(page);
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const api: Api = { request: page.request, headers: { Authorization: `Bearer ${token}` } };

  const account = await post(api, '/api/bankaccounts', {
    bankName: 'HDFC Bank',
    accountName: 'Current',
    accountNumber: '50100',
    branchName: 'Pune',
  });
  const customers = (await (
    await page.request.get('/api/customers', { headers: api.headers })
  ).json()) as { id: number; name: string }[];
  const cashId = customers.find((c) => c.name === 'Cash')?.id;
  expect(cashId).toBeDefined();
  await sale(api, yesterday, cashId as number, 300, null);
  await sale(api, yesterday, cashId as number, 200, Number(account.id));
  await sale(api, today, cashId as number, 1000, null);
  await sale(api, today, cashId as number, 500, Number(account.id));

  // Expenses through the screen: today first, then yesterday chosen in the calendar.
  await page.goto('/expense');
  await expect(page.getByLabel('Entry Date')).toHaveValue(shown(today));
  await expect(page.getByText('No expenses for this date.')).toBeVisible();
  await addExpense(page, 'Tea', '50', 'Staff tea', false);
  await addExpense(page, 'Shop rent', '700', 'March rent', true);
  await expect(page.getByTestId('expenses-total')).toHaveText('₹750.00');
  await expect(page.getByRole('row', { name: /Shop rent/ })).toContainText(
    'HDFC Bank • Current (50100) - Pune',
  );
  // Yesterday's cash expense is not recorded yet: 300 + 1000 − 50.
  await expectDay(page, { ...TODAY, cash: '₹1,250.00' });

  await pickYesterdayWithCalendar(page);
  await expect(page.getByText('Date is not today')).toBeVisible();
  await expect(page.getByText('No expenses for this date.')).toBeVisible();
  await addExpense(page, 'Tea', '30', 'Staff tea', false, '50.00');
  await addExpense(page, 'Courier', '80', 'Parcel to Nashik', true);
  await expectDay(page, YESTERDAY);

  // The dashboard starts on today (its own remembered date), then moves to yesterday.
  await page.goto('/dashboard');
  await expect(page.getByLabel('Entry Date')).toHaveValue(shown(today));
  await expectDay(page, TODAY);
  // The day's bills and its expenses (issue 15: expenses are dashboard rows of their kind),
  // in the order of their times (an expense's time is to the minute).
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(5);
  const kinds = page.getByRole('table').locator('tbody tr td:nth-child(2)');
  await expect(kinds.filter({ hasText: 'Sale' })).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Sale' }).first()).toContainText('₹1,000.00');
  await expect(rows.filter({ hasText: 'Sale' }).last()).toContainText('₹500.00');
  await expect(rows.filter({ hasText: 'Expense' })).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Shop rent' })).toContainText('₹700.00');

  await pickYesterdayWithCalendar(page);
  await expect(page.getByLabel('Entry Date')).toHaveAttribute('data-not-today', 'true');
  await expectDay(page, YESTERDAY);
  await expect(rows).toHaveCount(5);
  await expect(page.getByRole('link', { name: 'New Sale' })).toHaveAttribute(
    'href',
    `/invoice?mode=sale&date=${yesterday}`,
  );

  // Back to today by typing the date; the expense screen still remembers yesterday.
  await page.getByLabel('Entry Date').fill(shown(today));
  await page.getByLabel('Entry Date').press('Enter');
  await expectDay(page, TODAY);
  await page.goto('/expense');
  await expect(page.getByLabel('Entry Date')).toHaveValue(shown(yesterday));
  await expectDay(page, YESTERDAY);
  await expect(page.getByRole('row', { name: /Courier/ })).toBeVisible();

  // A row opens its edit form; a bank expense edited to cash moves its money into the drawer.
  await page.getByRole('row', { name: /Courier/ }).click();
  const edit = page.getByRole('form', { name: 'Edit Expense' });
  await edit.getByLabel('Bank Money').uncheck();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toHaveCount(0);
  await expectDay(page, { ...YESTERDAY, cash: '₹190.00' });
});
