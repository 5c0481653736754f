// Issue 15, "Keyboard and speed at the counter": a one-line cash sale from the dashboard in at
// most 12 keystrokes, keys only (no mouse); the shortcuts are shown in the UI and in the `?`
// help sheet; Enter after a chosen item moves on, Enter on the last rate adds a line.
import { expect, test, type Page } from '@playwright/test';
import { signUpAndLogIn } from '../support/session.ts';
import { apiOf, todayInIndia } from '../support/daily-use.ts';

/** The keyboard, counting every key press (a chord such as Alt+N is one keystroke). */
function countingKeyboard(page: Page) {
  let count = 0;
  return {
    press: async (key: string) => {
      count += 1;
      await page.keyboard.press(key);
    },
    type: async (text: string) => {
      count += text.length;
      await page.keyboard.type(text);
    },
    get count() {
      return count;
    },
  };
}

interface DashboardBody {
  summary: { totalSales: string | number };
  transactions: { customerName: string; totalAmount: string | number }[];
}

test('a one-line cash sale by keyboard alone in at most 12 keystrokes', async ({ page }) => {
  await signUpAndLogIn(page);
  const api = await apiOf(page);
  await api.post('/api/items', { name: 'Rice 1kg', unitName: 'Kg', rate: 60, buyRate: 50 });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const keys = countingKeyboard(page);

  await keys.press('Alt+n');
  await expect(page.getByRole('heading', { name: 'New Sale' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Customer' })).toBeFocused();
  // An empty customer is Cash: Enter moves on to the first item.
  await keys.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Item 1' })).toBeFocused();
  await keys.type('ri');
  await keys.press('Enter');
  // The chosen item stays chosen and the quantity is typed into Quantity, not the item name.
  await expect(page.getByRole('textbox', { name: 'Quantity 1' })).toBeFocused();
  await keys.type('3');
  await expect(page.getByRole('combobox', { name: 'Item 1' })).toHaveValue('Rice 1kg');
  await expect(page.getByTestId('bill-total')).toHaveText('₹180.00');
  await keys.press('Control+Enter');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  expect(keys.count).toBeLessThanOrEqual(12);
  const day = (await api.get(`/api/dashboard?date=${todayInIndia()}`)) as DashboardBody;
  expect(day.transactions).toHaveLength(1);
  expect(day.transactions[0]?.customerName).toBe('Cash');
  expect(Number(day.transactions[0]?.totalAmount)).toBe(180);
});

test('Enter on the last rate adds a line; save and new, and the shortcuts are shown', async ({
  page,
}) => {
  await signUpAndLogIn(page);
  const api = await apiOf(page);
  await api.post('/api/items', { name: 'Sugar 1kg', unitName: 'Pkt', rate: 50, buyRate: 40 });
  await api.post('/api/items', { name: 'Tea 250g', unitName: 'Pkt', rate: 120, buyRate: 100 });
  await api.post('/api/customers', { name: 'Ravi Kumar', phone: '9876543210' });
  await page.reload();

  // Shown where they act: on the dashboard's buttons and in the help sheet.
  await expect(page.getByRole('link', { name: 'New Sale' })).toHaveAttribute(
    'aria-keyshortcuts',
    'Alt+N',
  );
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  for (const label of [
    'New sale',
    'New purchase',
    'Payment in',
    'Payment out',
    'Expense',
    'Save',
    'Save and new',
    'Save and print',
    'Find',
  ]) {
    await expect(
      help.getByRole('row', { name: new RegExp(`^${label} (Alt|Ctrl|\\?|/)`) }),
    ).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  // Each navigation key opens its screen.
  await page.keyboard.press('Alt+u');
  await expect(page.getByRole('heading', { name: 'New Purchase' })).toBeVisible();
  await page.keyboard.press('Alt+i');
  await expect(page.getByRole('heading', { name: 'Payment Received' })).toBeVisible();
  await page.keyboard.press('Alt+o');
  await expect(page.getByRole('heading', { name: 'Payment Made' })).toBeVisible();
  await page.keyboard.press('Alt+x');
  await expect(page).toHaveURL(/\/expense$/);
  await page.keyboard.press('Alt+n');
  await expect(page.getByRole('heading', { name: 'New Sale' })).toBeVisible();

  // `?` typed into a field is a character, not the help sheet.
  const customer = page.getByRole('combobox', { name: 'Customer' });
  await expect(customer).toBeFocused();
  await page.keyboard.type('Ravi?');
  await expect(customer).toHaveValue('Ravi?');
  await expect(help).toBeHidden();
  await page.keyboard.press('Backspace');
  // Enter picks the customer and moves on to the item.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Item 1' })).toBeFocused();
  await expect(customer).toHaveValue('Ravi Kumar');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.keyboard.type('sug');
  await page.keyboard.press('Enter');
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Rate 1' })).toBeFocused();
  // Enter on the last line's rate: a new line, its item focused.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Item 2' })).toBeFocused();
  await page.keyboard.type('tea');
  await page.keyboard.press('Enter');
  await page.keyboard.type('1');
  await expect(page.getByTestId('bill-total')).toHaveText('₹220.00');

  // Save and new: saved, and a fresh New Sale is ready in the customer field.
  await page.keyboard.press('Control+Shift+Enter');
  await expect(page.getByRole('heading', { name: 'New Sale' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Customer' })).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Customer' })).toBeFocused();
  await expect(page.getByRole('combobox', { name: 'Item 1' })).toHaveValue('');
  const day = (await api.get(`/api/dashboard?date=${todayInIndia()}`)) as DashboardBody;
  expect(day.transactions.map((t) => [t.customerName, Number(t.totalAmount)])).toEqual([
    ['Ravi Kumar', 220],
  ]);

  // Find (`/`, outside a text field) goes to the bill's item search.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('/');
  await expect(page.getByRole('combobox', { name: 'Item 1' })).toBeFocused();
  await expect(page.getByRole('combobox', { name: 'Item 1' })).toHaveValue('');
  await page.keyboard.type('tea');
  await page.keyboard.press('Enter');
  await page.keyboard.type('1');
  // Save and print: saved, and the printable bill opens in a new tab.
  const printed = page.context().waitForEvent('page');
  await page.keyboard.press('Alt+p');
  const tab = await printed;
  await expect(tab).toHaveURL(/\/invoice\/print\?id=\d+$/);
  await tab.close();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const after = (await api.get(`/api/dashboard?date=${todayInIndia()}`)) as DashboardBody;
  expect(after.transactions.map((t) => Number(t.totalAmount)).sort()).toEqual([120, 220]);

  // On a screen without a search box, Find says so.
  await page.keyboard.press('/');
  await expect(page.getByText('This screen has no search box.', { exact: false })).toBeVisible();
});
