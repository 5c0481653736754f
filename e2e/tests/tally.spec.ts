// Issue 27, Export to Tally: a shop signs up, sells 5 packets of sugar to Ravi at ₹50 (GST 5%
// inclusive), opens Export to Tally from the Reports screen with the keyboard, and downloads
// the month's file: it holds Ravi's ledger and the sale as a Sales voucher of ₹250.00.
import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signUpAndLogIn } from '../support/session.ts';
import { apiOf, chooseCustomer, todayInIndia, typeLine } from '../support/daily-use.ts';
import { expectAccessible } from '../support/reports.ts';

const SHOTS = process.env.E2E_SHOTS_DIR;

test('a saved sale is in the Tally file downloaded from the screen', async ({ page }) => {
  test.setTimeout(150_000);
  await signUpAndLogIn(page, { gstin: '27AAPFU0939F1ZV' });
  const api = await apiOf(page);
  const groups = (await api.get('/api/taxes/groups')) as { id: number; name: string }[];
  await api.post('/api/items', {
    name: 'Sugar 1kg',
    unitName: 'Pkt',
    rate: 50,
    buyRate: 40,
    hsnSacCode: '1701',
    taxGroupId: groups.find((g) => g.name === 'GST 5%')?.id,
  });
  await api.post('/api/customers', { name: 'Ravi Kumar', phone: '9876543210' });

  await page.getByRole('link', { name: 'New Sale' }).click();
  await chooseCustomer(page, 'Ravi');
  await typeLine(page, 1, 'Sugar', '5');
  await expect(page.getByTestId('bill-total')).toHaveText('₹250.00');
  // A credit bill: Now Paying starts at 0 for the party, and no paying-less question.
  await expect(page.getByRole('textbox', { name: 'Now Paying' })).toHaveValue('0.00');
  await page.keyboard.press('Control+s');
  await expect(page).toHaveURL(/\/dashboard$/);

  // Reports → Export to Tally; the period is this month unless changed.
  await page.getByRole('link', { name: 'Reports' }).click();
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/tally-reports-link.png` });
  }
  await page.getByRole('link', { name: 'Export to Tally' }).click();
  await expect(page.getByRole('heading', { name: 'Export to Tally' })).toBeVisible();
  const today = todayInIndia();
  const from = page.getByRole('textbox', { name: 'From' });
  await expect(from).toHaveValue(`01/${today.slice(5, 7)}/${today.slice(0, 4)}`);

  // A period across two financial years is refused in plain words, before any download.
  await from.fill(`01/03/${today.slice(0, 4)}`);
  await page.getByRole('textbox', { name: 'To' }).fill(`30/04/${today.slice(0, 4)}`);
  await page.getByRole('button', { name: 'Download for Tally' }).click();
  await expect(page.getByText(/must lie inside one financial year/)).toBeVisible();
  await page.reload();

  // Keyboard only: focus the button and press Enter.
  const button = page.getByRole('button', { name: 'Download for Tally' });
  await button.focus();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.keyboard.press('Enter'),
  ]);
  expect(download.suggestedFilename()).toMatch(/^tally-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.xml$/);
  const xml = readFileSync((await download.path()) as string, 'utf8');
  expect(xml).toContain('<LEDGER NAME="Ravi Kumar" ACTION="Create">');
  expect(xml).toContain('<VOUCHER VCHTYPE="Sales" ACTION="Create"');
  expect(xml).toContain('<VOUCHERNUMBER>INV-0001</VOUCHERNUMBER>');
  expect(xml).toContain(`<DATE>${today.replace(/-/g, '')}</DATE>`);
  expect(xml).toContain('<AMOUNT>-250.00</AMOUNT>');
  await expect(page.getByText(`Downloaded ${download.suggestedFilename()}.`)).toBeVisible();
  await expectAccessible(page, 'Export to Tally');
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `${SHOTS}/tally-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 360, height: 800 });
    await page.screenshot({ path: `${SHOTS}/tally-360.png`, fullPage: true });
  }
});
