// Issue 23, findings 6 and 7 in a real browser. A shop registered without a GSTIN bills Ghee
// (an item in GST 5%) without tax, as a Bill of Supply on the print page. A GST-registered shop
// billing today an item still in "GST 12%" (ended 21/09/2025) sees a warning on the line, and
// Settings → Tax Groups moves the group's items to a current group in one step.
import { expect, test } from '@playwright/test';
import { signUpAndLogIn } from '../support/session.ts';
import { apiOf, chooseCustomer, typeLine } from '../support/daily-use.ts';

test('a shop without a GSTIN bills no GST and prints a Bill of Supply', async ({
  page,
  context,
}) => {
  await context.addInitScript(() => {
    window.print = () => undefined;
  });
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await signUpAndLogIn(page, { companyName: 'Gupta Dairy' });
  const api = await apiOf(page);
  const groups = (await api.get('/api/taxes/groups')) as { id: number; name: string }[];
  await api.post('/api/items', {
    name: 'Ghee 1L',
    unitName: 'Ltr',
    rate: 630,
    hsnSacCode: '0405',
    taxGroupId: groups.find((g) => g.name === 'GST 5%')!.id,
  });
  await api.post('/api/customers', { name: 'Joshi Sweets', phone: '9876543210' });

  await page.getByRole('link', { name: 'New Sale' }).click();
  await chooseCustomer(page, 'Joshi');
  await typeLine(page, 1, 'Ghee', '2');
  await expect(page.getByTestId('bill-total')).toHaveText('₹1,260.00');
  await expect(page.getByTestId('total-tax')).toHaveText('₹0.00');
  await expect(page.getByTestId('total-base')).toHaveText('₹1,260.00');
  await expect(page.getByRole('region', { name: 'Totals' })).not.toContainText('CGST');
  await page.keyboard.press('Control+s');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('row', { name: 'Open transaction INV-0001' }).click();
  const id = new URL(page.url()).searchParams.get('id');
  const saved = (await api.get(`/api/transactions/${id}`)) as { totals: { tax: number } };
  expect(saved.totals.tax).toBe(0);
  const print = await context.newPage();
  await print.goto(`/invoice/print?id=${id}`);
  await expect(print.getByRole('heading', { name: 'Bill of Supply' })).toBeVisible();
  await expect(print.getByRole('table', { name: 'Tax summary' })).toHaveCount(0);
  await expect(print.getByText('Tax Invoice')).toHaveCount(0);
  await print.close();
  expect(errors).toEqual([]);
});

test('an item in an ended group warns on the bill, and Settings moves its group in one step', async ({
  page,
}) => {
  await signUpAndLogIn(page, { companyName: 'Desai Hardware', gstin: '27AAPFU0939F1ZV' });
  const api = await apiOf(page);
  const groups = (await api.get('/api/taxes/groups')) as { id: number; name: string }[];
  await api.post('/api/items', {
    name: 'Steel tiffin',
    unitName: 'Pcs',
    rate: 560,
    hsnSacCode: '7323',
    taxGroupId: groups.find((g) => g.name === 'GST 12%')!.id,
  });

  await page.getByRole('link', { name: 'New Sale' }).click();
  await typeLine(page, 1, 'tiffin', '1');
  const warning = page.getByTestId('line-tax-warning');
  await expect(warning).toContainText('No tax of "GST 12%" is in force on');
  await expect(warning).toContainText('this line carries no tax');
  await expect(page.getByTestId('total-tax')).toHaveText('₹0.00');

  // Settings → Tax Groups: the ended group says so, and its items move in one step.
  await page.goto('/settings?tab=taxgroups');
  const offer = page.getByRole('region', { name: 'Items in ended tax groups' });
  await expect(offer).toContainText('GST 12% (ended 21/09/2025) still has 1 item');
  await offer.getByLabel('Move the items of GST 12% to').selectOption({ label: 'GST 18%' });
  await offer.getByRole('button', { name: 'Move 1 item' }).click();
  await expect(page.getByText('1 item moved from GST 12% to GST 18%.')).toBeVisible();
  await expect(offer).toHaveCount(0);
  await expect(
    page.getByRole('row', { name: 'Edit GST 12%' }).getByText('GST 12% (ended 21/09/2025)'),
  ).toBeVisible();

  // A new item is not offered the ended groups.
  await page.goto('/settings?tab=items');
  const add = page.getByRole('form', { name: 'Add Item' });
  const groupSelect = add.getByLabel('Tax Group');
  await expect(groupSelect.locator('option', { hasText: 'GST 18%' })).toHaveCount(1);
  await expect(groupSelect.locator('option', { hasText: 'GST 12%' })).toHaveCount(0);
  await expect(groupSelect.locator('option', { hasText: 'GST 28%' })).toHaveCount(0);

  await page.goto('/invoice');
  await typeLine(page, 1, 'tiffin', '1');
  await expect(page.getByTestId('tax-CGST-900')).toHaveText('₹42.71');
  await expect(page.getByTestId('line-tax-warning')).toHaveCount(0);
});
