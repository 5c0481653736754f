// Issue #10's journey: a GST-registered shop makes two sales, generates the Sales report on the
// Reports screen and saves it, reopens the snapshot from Saved Reports and exports it as CSV,
// then downloads the month's GSTR-1 for the portal from the GST returns panel.
import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Page } from '@playwright/test';
import { signUpAndLogIn } from '../support/session.ts';
import { call, defaultRange, expectAccessible, type Api } from '../support/reports.ts';

const GSTIN = '27AAPFU0939F1ZV';
async function saved(download: Download): Promise<Buffer> {
  return readFileSync((await download.path()) as string);
}

async function downloadBy(page: Page, click: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return download;
}

test('sales report generated, saved, reopened and exported; GSTR-1 JSON for the month', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpAndLogIn(page, { companyName: 'Sharma Traders', gstin: GSTIN });
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const api: Api = { request: page.request, headers: { Authorization: `Bearer ${token}` } };

  // An item with an HSN code in the GST 5% group, sold by the Kg (a unit the portal knows).
  const groups = (await call(api, 'GET', '/api/taxes/groups')) as { id: number; name: string }[];
  await call(api, 'POST', '/api/items', {
    name: 'Basmati Rice',
    unitName: 'Kg',
    rate: 1180,
    buyRate: 900,
    hsnSacCode: '1006',
    taxGroupId: groups.find((g) => g.name === 'GST 5%')?.id,
  });
  const customers = (await call(api, 'GET', '/api/customers')) as { id: number; name: string }[];
  const cashId = customers.find((c) => c.name === 'Cash')?.id;
  const { start, end } = defaultRange();
  const numbers: string[] = [];
  for (const quantity of [2, 1]) {
    const bill = (await call(api, 'POST', '/api/transactions', {
      customerId: cashId,
      transactionDate: start,
      isPurchase: false,
      lineItems: [{ itemName: 'Basmati Rice', quantity, rate: 1180, unitName: 'Kg' }],
      payments: [{ amount: quantity * 1180, isBankTransaction: false, isPaymentMade: false }],
    })) as { number?: string };
    numbers.push(bill.number ?? '');
  }
  expect(numbers.every((n) => n !== '')).toBe(true);

  // Generate: Sales is chosen first with the default range; saving is on.
  await page.goto('/reports');
  await expect(page.getByRole('tab', { name: 'Generate Reports' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Sales', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  const shown = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
  await expect(page.getByLabel('Start Date')).toHaveValue(shown(start));
  await expect(page.getByLabel('End Date')).toHaveValue(shown(end));
  await expect(page.getByLabel('Save this report after generation')).toBeChecked();
  const name = `Sales check ${Date.now().toString(36)}`;
  await page.getByLabel('Snapshot name (optional)').fill(name);
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByText(`Saved as “${name}”`)).toBeVisible();

  // Rates include GST at 5%, each half (CGST, SGST) rounded from the price: 2 × 1,180 = 2,360
  // with CGST = SGST = 2,360 × 2.5/105 = 56.19, taxable 2,360 − 112.38 = 2,247.62; 1 × 1,180
  // with CGST = SGST = 28.10 (28.095…), taxable 1,180 − 56.20 = 1,123.80.
  const table = page.getByRole('table', { name: 'Sales' });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText(numbers[0] as string);
  await expect(rows.nth(1)).toContainText('₹2,247.62');
  await expect(rows.nth(1)).toContainText('₹2,360.00');
  await expect(rows.nth(2)).toContainText('₹1,180.00');
  await expect(rows.nth(2).getByRole('link', { name: numbers[1] as string })).toHaveAttribute(
    'href',
    /\/invoice\?mode=modify&id=\d+$/,
  );
  await expectAccessible(page, 'generated report');

  // The snapshot, reopened from Saved Reports and exported by the server.
  await page.getByRole('tab', { name: 'Saved Reports' }).click();
  const listed = page.getByRole('table', { name: 'Saved reports' }).getByRole('row', { name });
  await expect(listed).toContainText('Sales');
  await listed.getByRole('button', { name: `Open ${name}` }).click();
  const selected = page.getByRole('region', { name });
  await expect(selected).toContainText('Selected Report');
  await expect(selected.getByRole('table', { name: 'Sales' }).getByRole('row')).toHaveCount(3);
  const csv = await downloadBy(page, () => selected.getByRole('button', { name: 'CSV' }).click());
  await expectAccessible(page, 'saved report opened');
  expect(csv.suggestedFilename()).toBe(`sales-${start}-${end}.csv`);
  const csvBytes = await saved(csv);
  expect([...csvBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csvBytes.subarray(3).toString('utf8').trim().split(/\r\n/);
  expect(lines[0]).toContain('Number');
  expect(lines.some((l) => l.includes(numbers[0] as string) && l.includes('2360.00'))).toBe(true);
  expect(lines.some((l) => l.includes(numbers[1] as string) && l.includes('1180.00'))).toBe(true);

  // GST returns: the month's checks pass, and GSTR-1 downloads in the portal's shape.
  await page.getByRole('tab', { name: 'Generate Reports' }).click();
  await page.getByRole('button', { name: 'GST returns' }).click();
  const month = Number(start.slice(5, 7));
  const year = start.slice(0, 4);
  await expect(page.getByLabel('Year')).toHaveValue(year);
  await expect(page.getByLabel('Month')).toHaveValue(String(month));
  await expect(page.getByText('Every check passed.')).toBeVisible();
  const gstr1Button = page.getByRole('button', { name: 'Download GSTR-1 JSON' });
  await expect(gstr1Button).toBeEnabled();
  await expectAccessible(page, 'GST returns panel');
  const gstr1 = await downloadBy(page, () => gstr1Button.click());
  const mmyyyy = `${start.slice(5, 7)}${year}`;
  expect(gstr1.suggestedFilename()).toBe(`${GSTIN}_GSTR1_${mmyyyy}.json`);
  const body = JSON.parse((await saved(gstr1)).toString('utf8')) as {
    gstin: string;
    fp: string;
    b2cs?: { sply_ty: string; pos: string; typ: string; rt: number; txval: number }[];
  };
  expect(body.gstin).toBe(GSTIN);
  expect(body.fp).toBe(mmyyyy);
  // One intra-state row at 5%: taxable 2,247.62 + 1,123.80 = 3,371.42; CGST and SGST each
  // 56.19 + 28.10 = 84.29.
  expect(body.b2cs).toEqual([
    {
      sply_ty: 'INTRA',
      pos: '27',
      typ: 'OE',
      rt: 5,
      txval: 3371.42,
      camt: 84.29,
      samt: 84.29,
      csamt: 0,
    },
  ]);
});
