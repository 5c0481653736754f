// Issue 40 part 1, barcodes at the counter, in Chromium against the real server: a scanner's
// burst (digits typed a few ms apart, then Enter) adds the item's line, a second scan one more
// to its quantity, a scan into Quantity goes to the line, an unknown code offers the item, the
// bill saves; Settings › Items › Print labels downloads the labels' PDF.
import { expect, test, type Page } from '@playwright/test';
import { signUpAndLogIn } from '../support/session.ts';
import { apiOf, todayInIndia } from '../support/daily-use.ts';

const PARLE = '8901719104046';
const BUTTER = '8901262150019';

async function scan(page: Page, code: string) {
  await page.keyboard.type(code, { delay: 5 });
  await page.keyboard.press('Enter');
}

interface DashboardBody {
  transactions: { totalAmount: string | number }[];
}

test('scans fill the bill with no mouse, and labels print', async ({ page }) => {
  await signUpAndLogIn(page);
  const api = await apiOf(page);
  await api.post('/api/items', {
    name: 'Parle-G 100g',
    unitName: 'Pcs',
    rate: 10,
    mrp: 10,
    barcodes: [PARLE],
  });
  await api.post('/api/items', {
    name: 'Amul Butter 500g',
    unitName: 'Pcs',
    rate: 270,
    barcodes: [BUTTER],
  });

  await page.goto('/invoice?mode=sale');
  await expect(page.getByRole('combobox', { name: 'Customer' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Item 1' })).toBeFocused();
  await scan(page, PARLE);
  await expect(page.getByRole('combobox', { name: 'Item 1' })).toHaveValue('Parle-G 100g');
  await expect(page.getByRole('combobox', { name: 'Item 2' })).toBeFocused();
  await scan(page, PARLE);
  await expect(page.getByRole('textbox', { name: 'Quantity 1' })).toHaveValue('2');
  await scan(page, BUTTER);
  await expect(page.getByRole('combobox', { name: 'Item 2' })).toHaveValue('Amul Butter 500g');
  // Scanned into Quantity by mistake: the line gets one more, the quantity no crores.
  await page.getByRole('textbox', { name: 'Quantity 2' }).click();
  await page.keyboard.press('End');
  await scan(page, BUTTER);
  await expect(page.getByRole('textbox', { name: 'Quantity 2' })).toHaveValue('2');
  await expect(page.getByTestId('bill-total')).toHaveText('₹560.00');
  // An unknown code says so and makes the item there and then.
  await scan(page, '4006381333931');
  await expect(page.getByText('No item has barcode 4006381333931')).toBeVisible();
  await page.keyboard.type('Pencil box');
  await page.keyboard.press('Tab');
  await page.keyboard.type('35');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Item 3' })).toHaveValue('Pencil box');
  await expect(page.getByTestId('bill-total')).toHaveText('₹595.00');
  await page.keyboard.press('Control+Enter');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const day = (await api.get(`/api/dashboard?date=${todayInIndia()}`)) as DashboardBody;
  expect(day.transactions.map((t) => Number(t.totalAmount))).toEqual([595]);

  await page.goto('/settings?tab=items');
  await page.getByRole('button', { name: 'Print labels' }).click();
  await page.getByLabel('Print labels of Parle-G 100g').check();
  await page.getByLabel('Copies of Parle-G 100g').fill('3');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download labels (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('labels-a4.pdf');
  const bytes = await (await download.createReadStream()).toArray();
  expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe('%PDF-');
});
