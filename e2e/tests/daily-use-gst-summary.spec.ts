// Issue 15, item 3: a tax group built of two GST taxes, "CGST 2.5%" and "SGST 2.5%", is a 5%
// GST. Tea at ₹525 (tax-inclusive) → taxable ₹500 and ₹25 of tax. Billed to Karnataka from
// Maharashtra the summary reads IGST 5% ₹25.00 once; within Maharashtra CGST 2.5% ₹12.50 and
// SGST 2.5% ₹12.50: on the screen, the print page, the server's PDF and the share text.
import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { signUpAndLogIn } from '../support/session.ts';
import { apiOf, chooseCustomer, typeLine } from '../support/daily-use.ts';

const COMPANY_GSTIN = '27AAPFU0939F1ZV';
const KARNATAKA_GSTIN = '29AABCR1718E1ZL';

function pdfText(bytes: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes, encoding: 'utf8' });
}

test('a CGST 2.5% + SGST 2.5% group reads IGST 5% across states and CGST/SGST 2.5% within', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await context.addInitScript(() => {
    window.print = () => undefined;
  });
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>WhatsApp</p>' }),
  );
  await signUpAndLogIn(page, { gstin: COMPANY_GSTIN });
  const api = await apiOf(page);
  const cgst = await api.post('/api/taxes', { name: 'CGST 2.5%', taxType: 'GST', rate: 2.5 });
  const sgst = await api.post('/api/taxes', { name: 'SGST 2.5%', taxType: 'GST', rate: 2.5 });
  const group = await api.post('/api/taxes/groups', { name: 'CGST 2.5% + SGST 2.5%' });
  await api.post(`/api/taxes/groups/${String(group.id)}/taxes`, {
    mappings: [
      { taxId: cgst.id, priority: 1 },
      { taxId: sgst.id, priority: 2 },
    ],
  });
  await api.post('/api/items', {
    name: 'Assam Tea 1kg',
    unitName: 'Pkt',
    rate: 525,
    buyRate: 400,
    hsnSacCode: '0902',
    taxGroupId: group.id,
  });
  await api.post('/api/customers', {
    name: 'Rao Traders',
    phone: '9876543210',
    gstin: KARNATAKA_GSTIN,
  });

  // Inter-state, on the screen.
  await page.getByRole('link', { name: 'New Sale' }).click();
  await chooseCustomer(page, 'Rao');
  await typeLine(page, 1, 'Tea', '1');
  const totals = page.getByRole('region', { name: 'Totals' });
  await expect(page.getByTestId('bill-total')).toHaveText('₹525.00');
  await expect(totals.getByText('IGST 5%')).toBeVisible();
  await expect(page.getByTestId('tax-IGST-500')).toHaveText('₹25.00');
  await expect(totals).not.toContainText('2.5%');

  // Save & Send: the share text and the server's PDF say the same.
  await page.getByRole('button', { name: 'Save & Send' }).click();
  const share = page.getByRole('dialog', { name: 'Send via WhatsApp' });
  await expect(share.getByLabel('Message')).toHaveValue(/IGST 5% ₹25\.00/);
  await expect(share.getByLabel('Message')).not.toHaveValue(/2\.5%/);
  const link = await share.getByLabel('Public link').inputValue();
  const pdf = pdfText(await (await page.request.get(link)).body());
  expect(pdf).toMatch(/IGST\s+5%\s+₹500\.00\s+₹25\.00/);
  expect(pdf).not.toContain('2.5%');
  await share.locator('form').getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The print page of the saved bill.
  const row = page.getByRole('row', { name: 'Open transaction INV-0001' });
  await row.click();
  await expect(page.getByRole('heading', { name: 'Modify Invoice INV-0001' })).toBeVisible();
  const id = new URL(page.url()).searchParams.get('id');
  const print = await context.newPage();
  await print.goto(`/invoice/print?id=${id}`);
  const summary = print.getByRole('table', { name: 'Tax summary' });
  // The header, the one rate's row and the Total row, as the PDF prints it (one print model).
  await expect(summary.getByRole('row')).toHaveCount(3);
  await expect(summary.getByRole('row').nth(1)).toHaveText(/IGST\s*5%\s*₹500\.00\s*₹25\.00/);
  await expect(print.getByText('2.5%')).toHaveCount(0);
  await print.close();
  await page.getByRole('button', { name: 'Close' }).click();

  // Within the state: a cash sale.
  await page.getByRole('link', { name: 'New Sale' }).click();
  await typeLine(page, 1, 'Tea', '1');
  await expect(totals.getByText('CGST 2.5%')).toBeVisible();
  await expect(totals.getByText('SGST 2.5%')).toBeVisible();
  await expect(page.getByTestId('tax-CGST-250')).toHaveText('₹12.50');
  await expect(page.getByTestId('tax-SGST-250')).toHaveText('₹12.50');
  await expect(totals).not.toContainText('1.25%');
  await page.keyboard.press('Control+s');
  await expect(page).toHaveURL(/\/dashboard$/);
  const saved = page.getByRole('row', { name: 'Open transaction INV-0002' });
  await saved.click();
  const cashId = new URL(page.url()).searchParams.get('id');
  const print2 = await context.newPage();
  await print2.goto(`/invoice/print?id=${cashId}`);
  const summary2 = print2.getByRole('table', { name: 'Tax summary' });
  await expect(summary2.getByRole('row').nth(1)).toHaveText(/CGST\s*2.5%\s*₹500\.00\s*₹12\.50/);
  await expect(summary2.getByRole('row').nth(2)).toHaveText(/SGST\s*2.5%\s*₹500\.00\s*₹12\.50/);
  await print2.close();
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const rendered = await page.request.post(`/api/files/transaction/${cashId}/html-to-pdf`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { htmlContent: '<p>bill</p>' },
  });
  const code = ((await rendered.json()) as { publicAccessCode: string }).publicAccessCode;
  const cashPdf = pdfText(await (await page.request.get(`/api/files/public/${code}`)).body());
  expect(cashPdf).toMatch(/CGST\s+2.5%\s+₹500\.00\s+₹12\.50/);
  expect(cashPdf).toMatch(/SGST\s+2.5%\s+₹500\.00\s+₹12\.50/);
  expect(cashPdf).not.toContain('1.25%');
});
