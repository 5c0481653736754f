// Issue 40 part 2, batches and expiry, in Chromium against the real server: a pharmacy buys
// two batches of a strip with different expiries on the purchase screen, scans the strip at the
// counter and gets the earliest-expiring batch on the bill, its print shows the batch and
// expiry under the item, and the Expiring stock insight lists that batch with its value.
import { expect, test, type Page } from '@playwright/test';
import { signUpAndLogIn } from '../support/session.ts';
import { apiOf, chooseCustomer, todayInIndia, typeLine } from '../support/daily-use.ts';

const STRIP = '8901234567890';

const inDays = (days: number) =>
  new Date(Date.parse(`${todayInIndia()}T00:00:00Z`) + days * 86_400_000)
    .toISOString()
    .slice(0, 10);
/** yyyy-mm-dd → dd/mm/yyyy, as the date fields take it. */
const typed = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const month = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

async function scan(page: Page, code: string) {
  await page.keyboard.type(code, { delay: 5 });
  await page.keyboard.press('Enter');
}

interface DashboardBody {
  transactions: { transactionId: number | null; kind: string }[];
}

test('the earliest-expiring batch goes on the scanned bill, prints, and shows as expiring', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpAndLogIn(page);
  const api = await apiOf(page);
  await api.post('/api/items', {
    name: 'Paracetamol 500 strip',
    unitName: 'Strip',
    rate: 10,
    buyRate: 8,
    barcodes: [STRIP],
    trackedByBatch: true,
  });
  await api.post('/api/customers', { name: 'Medico Distributors' });
  const early = inDays(40);
  const late = inDays(300);

  // The purchase: two lines of the strip, each with its batch and expiry.
  await page.goto('/invoice?mode=purchase');
  await chooseCustomer(page, 'Medico');
  for (const [n, batch, expiry] of [
    [1, 'L-02', late],
    [2, 'E-01', early],
  ] as const) {
    if (n > 1) await page.getByRole('button', { name: 'Add Row' }).click();
    await typeLine(page, n, 'Paracetamol', '10');
    const line = page.getByTestId(`line-batch-${n}`);
    await line.getByLabel('Batch no.').fill(batch);
    await line.getByLabel('Expiry date').fill(typed(expiry));
    await line.getByLabel('Expiry date').press('Tab');
  }
  await page.keyboard.press('Control+Enter');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // The sale: a scan puts the strip on the bill with the batch that expires first.
  await page.goto('/invoice?mode=sale');
  await expect(page.getByRole('combobox', { name: 'Customer' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Item 1' })).toBeFocused();
  // Scanned with no field focused (the item search does not redraw on each of its keys).
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await scan(page, STRIP);
  await expect(page.getByRole('combobox', { name: 'Item 1' })).toHaveValue('Paracetamol 500 strip');
  const batchLine = page.getByTestId('line-batch-1');
  // Named once, by the picker: E-01 chosen, L-02 offered.
  const picker = batchLine.getByRole('combobox', { name: 'Batch of line 1' });
  await expect(picker.locator('option:checked')).toContainText(`E-01 · Exp ${month(early)}`);
  await expect(picker).toContainText('L-02');
  await expect(batchLine.getByText(`Batch E-01`)).toHaveCount(0);
  await page.keyboard.press('Control+Enter');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const day = (await api.get(`/api/dashboard?date=${todayInIndia()}`)) as DashboardBody;
  const sale = day.transactions.find((t) => t.kind === 'sale')!;

  // Its print names the batch and the month it expires, under the item.
  await page.goto(`/invoice/print?id=${sale.transactionId}`);
  await expect(page.getByTestId('print-batch')).toHaveText(`Batch E-01 · Exp ${month(early)}`);

  // Expiring stock within 60 days: E-01's nine strips at ₹8.
  await page.goto('/insights');
  await page.getByRole('button', { name: 'Expiring stock' }).click();
  await page.getByLabel('Expiring within').selectOption('60');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(
    page.getByText('1 batch worth ₹72 expiring in the next 60 days; none in stock has expired.'),
  ).toBeVisible();
  const rows = page.getByRole('table', { name: 'Expiring soon' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('E-01');
  await expect(rows.nth(1)).toContainText('₹72.00');
});
