// Issue 16, "Thermal receipts" and "UPI QR on every bill": a bill prints as a one-column receipt
// on an 80 mm or 58 mm roll (the company's setting, or the print page's choice for this bill),
// exactly as wide as the roll and one page long, and every printed bill with an amount due
// carries a UPI QR that a phone reads as the upi://pay link for that amount.
import { writeFileSync } from 'node:fs';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { signUpAndLogIn } from '../support/session.ts';
import { apiOf, chooseCustomer, todayInIndia, typeLine } from '../support/daily-use.ts';

const COMPANY_GSTIN = '27AAPFU0939F1ZV';
const PUNE_GSTIN = '27AAGCG4576J1Z6';
const KARNATAKA_GSTIN = '29AABCR1718E1ZL';
const UPI_ID = 'sharmatraders@okaxis';
const PT_PER_MM = 72 / 25.4;
const PX_PER_MM = 96 / 25.4;

test.use({ deviceScaleFactor: 2 });

/** The QR in a screenshot, as a phone's scanner reads it; null when there is none. */
function decodeQr(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}

/** Page sizes (points) of the PDF Chromium prints, honouring the page's own @page size. */
async function printedPages(page: Page): Promise<{ width: number; height: number }[]> {
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  await page.emulateMedia({ media: 'screen' });
  return [...pdf.toString('latin1').matchAll(/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map(
    (m) => ({ width: Number(m[1]), height: Number(m[2]) }),
  );
}

/** Elements of the receipt that stick out of it, as printed (nothing may: the roll ends there). */
async function overflowing(page: Page): Promise<string[]> {
  await page.emulateMedia({ media: 'print' });
  const out = await page.getByTestId('thermal-receipt').evaluate((receipt) => {
    const box = receipt.getBoundingClientRect();
    const bad: string[] = [];
    for (const el of [receipt, ...Array.from(receipt.querySelectorAll('*'))]) {
      const r = el.getBoundingClientRect();
      const wider = el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0;
      if (r.left < box.left - 0.5 || r.right > box.right + 0.5 || wider)
        bad.push(`${el.tagName} "${(el.textContent ?? '').slice(0, 30)}" ${r.left}-${r.right}`);
    }
    return bad;
  });
  await page.emulateMedia({ media: 'screen' });
  return out;
}

/** Kept in test-results (and attached to the report) for a person to look at. */
async function keepScreenshot(testInfo: TestInfo, name: string, png: Buffer) {
  const file = testInfo.outputPath(`${name}.png`);
  writeFileSync(file, png);
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/** The printed page is as long as the receipt (within the 3 mm of slack), no blank roll after. */
async function expectLengthOfReceipt(page: Page, pageHeightPt: number) {
  const receiptPt =
    ((await page.getByTestId('thermal-receipt').boundingBox())!.height / PX_PER_MM) * PT_PER_MM;
  expect(pageHeightPt).toBeGreaterThanOrEqual(receiptPt);
  expect(pageHeightPt).toBeLessThanOrEqual(receiptPt + 3 * PT_PER_MM);
}

test('a bill prints as an 80 mm or 58 mm receipt with its GST by rate and a UPI QR for what is due', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(150_000);
  await context.addInitScript(() => {
    window.print = () => undefined;
  });
  await signUpAndLogIn(page, { companyName: 'Sharma Traders', gstin: COMPANY_GSTIN });
  const api = await apiOf(page);
  await api.put('/api/companysettings', {
    upiId: UPI_ID,
    upiPayeeName: 'Sharma Traders',
    printPaper: '80mm',
  });
  const groups = (await api.get('/api/taxes/groups')) as { id: number; name: string }[];
  const group = (name: string) => groups.find((g) => g.name === name)!.id;
  const rice = await api.post('/api/items', {
    name: 'Basmati Rice Premium Extra Long Grain 25kg Bag',
    unitName: 'Bag',
    rate: 1180,
    hsnSacCode: '1006',
    taxGroupId: group('GST 5%'),
  });
  const bottle = await api.post('/api/items', {
    name: 'Steel Bottle',
    unitName: 'Pcs',
    rate: 118,
    hsnSacCode: '7323',
    taxGroupId: group('GST 18%'),
  });
  const pune = await api.post('/api/customers', { name: 'Pune Stores', gstin: PUNE_GSTIN });
  const rao = await api.post('/api/customers', { name: 'Rao Traders', gstin: KARNATAKA_GSTIN });
  const sale = async (customerId: unknown, paid: number) =>
    (await api.post('/api/transactions', {
      transactionDate: todayInIndia(),
      isPurchase: false,
      customerId,
      lineItems: [
        { itemId: rice.id, quantity: 1, rate: 1180, unitId: rice.unitId },
        { itemId: bottle.id, quantity: 2, rate: 118, unitId: bottle.unitId },
      ],
      payments: paid ? [{ amount: paid, isBankTransaction: false }] : [],
    })) as { id: number; number: string };
  // ₹1,416.00 billed, ₹416.00 paid: ₹1,000.00 due.
  const local = await sale(pune.id, 416);
  const dueLink = `upi://pay?pa=${UPI_ID}&pn=Sharma%20Traders&am=1000.00&cu=INR&tn=${local.number}`;

  // 1. The company prints on an 80 mm roll: the receipt, one column, CGST and SGST by rate.
  await page.goto(`/invoice/print?id=${local.id}`);
  const receipt = page.getByTestId('thermal-receipt');
  await expect(receipt).toHaveAttribute('data-paper', '80mm');
  await expect(page.getByLabel('Paper')).toHaveValue('80mm');
  await expect(receipt).toContainText('Sharma Traders');
  await expect(receipt).toContainText(`GSTIN: ${COMPANY_GSTIN}`);
  await expect(receipt).toContainText(local.number);
  await expect(receipt).toContainText('Basmati Rice Premium Extra Long Grain 25kg Bag');
  const taxes = receipt.getByRole('region', { name: 'Tax summary' });
  // Amounts in rupees with their sign, as the A4 print's GST summary (one print model).
  await expect(taxes).toContainText('CGST 2.5% on ₹1,123.80');
  await expect(taxes).toContainText('SGST 2.5% on ₹1,123.80');
  await expect(taxes).toContainText('CGST 9% on ₹200.00');
  await expect(taxes).toContainText('SGST 9% on ₹200.00');
  await expect(taxes).not.toContainText('IGST');
  await expect(receipt).toContainText(/Total\s*₹1,416\.00/);
  await expect(page.getByTestId('receipt-words')).toHaveText(
    'Rupees One Thousand Four Hundred Sixteen Only',
  );
  await expect(receipt.getByText('Scan to pay ₹1,000.00')).toBeVisible();
  expect(decodeQr(await receipt.getByRole('img', { name: /UPI QR code/ }).screenshot())).toBe(
    dueLink,
  );
  const shot80 = await receipt.screenshot();
  await keepScreenshot(testInfo, 'receipt-80mm', shot80);
  // 80 mm at 96 CSS px per inch.
  expect((await receipt.boundingBox())!.width).toBeCloseTo(80 * PX_PER_MM, 1);
  expect(await overflowing(page)).toEqual([]);
  const pages80 = await printedPages(page);
  expect(pages80).toHaveLength(1);
  expect(pages80[0]!.width).toBeCloseTo(80 * PT_PER_MM, 0);
  await expectLengthOfReceipt(page, pages80[0]!.height);

  // 2. This bill on a 58 mm roll instead: the same receipt, narrower, still fitting.
  await page.getByLabel('Paper').selectOption('58mm');
  await expect(receipt).toHaveAttribute('data-paper', '58mm');
  await expect(page).toHaveURL(/paper=58mm/);
  expect(decodeQr(await receipt.getByRole('img', { name: /UPI QR code/ }).screenshot())).toBe(
    dueLink,
  );
  const shot58 = await receipt.screenshot();
  await keepScreenshot(testInfo, 'receipt-58mm', shot58);
  expect((await receipt.boundingBox())!.width).toBeCloseTo(58 * PX_PER_MM, 1);
  expect(await overflowing(page)).toEqual([]);
  const pages58 = await printedPages(page);
  expect(pages58).toHaveLength(1);
  expect(pages58[0]!.width).toBeCloseTo(58 * PT_PER_MM, 0);
  await expectLengthOfReceipt(page, pages58[0]!.height);

  // 3. And on A4: the full tax invoice, with the same QR beside the signature.
  await page.getByLabel('Paper').selectOption('A4');
  await expect(receipt).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Tax Invoice' })).toBeVisible();
  const qrA4 = page.getByRole('img', { name: 'UPI QR code: Scan to pay ₹1,000.00' });
  expect(decodeQr(await qrA4.screenshot())).toBe(dueLink);
  await keepScreenshot(testInfo, 'a4', await page.screenshot({ fullPage: true }));
  const pagesA4 = await printedPages(page);
  expect(pagesA4[0]!.width).toBeCloseTo(595.28, 0);

  // 4. Across states the receipt shows IGST at the combined rate.
  const inter = await sale(rao.id, 0);
  await page.goto(`/invoice/print?id=${inter.id}`);
  const interTaxes = receipt.getByRole('region', { name: 'Tax summary' });
  await expect(interTaxes).toContainText(/IGST 5% on ₹1,123.8\d/);
  await expect(interTaxes).toContainText('IGST 18% on ₹200.00');
  await expect(interTaxes).not.toContainText('CGST');
  await expect(receipt.getByText('Scan to pay ₹1,416.00')).toBeVisible();

  // 5. A bill paid in full asks for nothing: no QR on the receipt or the A4 bill.
  const paid = await sale(pune.id, 1416);
  await page.goto(`/invoice/print?id=${paid.id}`);
  await expect(receipt).toContainText(paid.number);
  await expect(page.getByTestId('upi-qr')).toHaveCount(0);
  expect(decodeQr(await receipt.screenshot())).toBeNull();
  await page.goto(`/invoice/print?id=${paid.id}&paper=A4`);
  await expect(page.getByTestId('print-number')).toHaveText(paid.number);
  await expect(page.getByTestId('upi-qr')).toHaveCount(0);
});

test('the Settings screen keeps the UPI ID and the receipt paper, and explains a bad UPI ID', async ({
  page,
}) => {
  await signUpAndLogIn(page, { companyName: 'Mehta Textiles' });
  await page.goto('/settings?tab=company');
  const form = page.getByRole('form', { name: 'Company settings' });
  await form.getByLabel('UPI ID').fill('mehtatextiles');
  await form.getByLabel('58 mm roll').check();
  await form.getByRole('button', { name: 'Save Settings' }).click();
  await expect(
    form.getByText('UPI ID must look like name@bank, for example shopname@okaxis.'),
  ).toBeVisible();
  await form.getByLabel('UPI ID').fill('mehtatextiles@ybl');
  await form.getByLabel('UPI payee name').fill('Mehta Textiles');
  await form.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Saved')).toBeVisible();
  await page.reload();
  await expect(form.getByLabel('UPI ID')).toHaveValue('mehtatextiles@ybl');
  await expect(form.getByLabel('58 mm roll')).toBeChecked();
});

test('Save & Send puts the UPI link for what is still due in the WhatsApp text', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>WhatsApp</p>' }),
  );
  await signUpAndLogIn(page, { companyName: 'Sharma Traders', gstin: COMPANY_GSTIN });
  const api = await apiOf(page);
  await api.put('/api/companysettings', { upiId: UPI_ID });
  const groups = (await api.get('/api/taxes/groups')) as { id: number; name: string }[];
  await api.post('/api/items', {
    name: 'Steel Bottle',
    unitName: 'Pcs',
    rate: 118,
    hsnSacCode: '7323',
    taxGroupId: groups.find((g) => g.name === 'GST 18%')!.id,
  });
  await api.post('/api/customers', { name: 'Pune Stores', phone: '9876543210' });

  await page.getByRole('link', { name: 'New Sale' }).click();
  await chooseCustomer(page, 'Pune');
  await typeLine(page, 1, 'Bottle', '1');
  await page.getByRole('textbox', { name: 'Now Paying' }).fill('18');
  await page.getByRole('button', { name: 'Save & Send' }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await confirm.getByRole('button', { name: 'Continue' }).click();
  const share = page.getByRole('dialog', { name: 'Send via WhatsApp' });
  // No payee name set: the company's name stands in.
  await expect(share.getByLabel('Message')).toHaveValue(
    /Pay ₹100\.00 by UPI: upi:\/\/pay\?pa=sharmatraders@okaxis&pn=Sharma%20Traders&am=100\.00&cu=INR&tn=INV-0001\n/,
  );
});
