// Issue #16, import from a spreadsheet: the owner downloads the customers template, fills it
// in with one mistyped GSTIN, sees the problem on its row before anything is saved, fixes the
// file, imports it, and finds the customers (and the opening balance) in Settings.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signUpAndLogIn } from '../support/session.ts';

test('customers come in from a CSV only once every row is right', async ({ page }) => {
  await signUpAndLogIn(page, { companyName: 'Joshi Provisions' });
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Import from Excel' }).click();
  await expect(page).toHaveURL(/\/settings\/import$/);
  await expect(page.getByRole('radio', { name: 'Customers' })).toBeChecked();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'CSV template' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('hisaab-customers-template.csv');
  const template = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const [header] = template.split('\r\n');
  expect(header).toBe('Name,Phone,GSTIN,State,Address,Opening balance');

  const csv = (mehtaGstin: string) =>
    Buffer.from(
      [
        header,
        'Gupta Kirana Store,9876543210,27AAPFU0939F1ZV,,"12 MG Road, Pune",1500',
        `Mehta Traders,,${mehtaGstin},,Hubli,`,
      ].join('\r\n'),
    );
  const fileInput = page.getByLabel('2. Choose the filled file (.xlsx or .csv)');
  await fileInput.setInputFiles({
    name: 'customers.csv',
    mimeType: 'text/csv',
    buffer: csv('29AAGCS1234K1Z8'),
  });
  await expect(page.getByText('2 rows checked: 1 with problems to fix.')).toBeVisible();
  const table = page.getByRole('table', { name: 'Rows of the file' });
  await expect(table.getByRole('row', { name: /Mehta Traders/ })).toContainText(
    'Fix: The last character of GSTIN 29AAGCS1234K1Z8 should be "7", not "8"',
  );
  await expect(page.getByRole('button', { name: 'Import 1 customer' })).toBeDisabled();

  // The owner corrects the GSTIN in the file and chooses it again.
  await fileInput.setInputFiles({
    name: 'customers-fixed.csv',
    mimeType: 'text/csv',
    buffer: csv('29AAGCS1234K1Z7'),
  });
  await expect(page.getByText('2 rows checked: no problems found.')).toBeVisible();
  await page.getByRole('button', { name: 'Import 2 customers' }).click();
  await expect(page.getByText('Imported 2 customers and 1 opening balance.')).toBeVisible();

  await page.getByRole('link', { name: 'See them in Settings' }).click();
  await expect(page.getByRole('tab', { name: 'Customers', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('row', { name: 'Edit Gupta Kirana Store' })).toContainText(
    '₹1,500.00',
  );
  await expect(page.getByRole('row', { name: 'Edit Mehta Traders' })).toContainText(
    '29AAGCS1234K1Z7',
  );
});
