/// <reference lib="dom" />
// Issue #5's journey, keyboard only on the invoice screen: a Maharashtra company bills a
// registered Karnataka customer (IGST) with part payment by UPI, modifies, prints and sends
// the bill; a payment received; a purchase; the customer's Total Pending after each step.
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUpAndLogIn } from '../support/session.ts';

const COMPANY_GSTIN = '27AAPFU0939F1ZV';
const CUSTOMER_GSTIN = '29AABCR1718E1ZL';

/** Presses Tab until `target` has the focus (the way a keyboard user gets there). */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the target');
}

async function api(page: Page, method: 'GET' | 'POST', path: string, data?: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const res = await page.request.fetch(path, {
    method,
    data,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as unknown;
}

/** Opens a new sale, picks the customer by keyboard and reads the Total Pending card. */
async function totalPendingOf(page: Page, name: string): Promise<string> {
  await page.goto('/invoice');
  await expect(page.getByRole('combobox', { name: 'Customer' })).toBeFocused();
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  const pending = page.getByTestId('total-pending');
  await expect(pending).not.toHaveText('—');
  return (await pending.textContent()) ?? '';
}

test('a GST bill from the keyboard: IGST sale with UPI part payment, modify, print, send, payment, purchase', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await context.addInitScript(() => {
    // Count print requests instead of opening the browser's dialog.
    window.print = () => {
      (window as unknown as { printed: number }).printed =
        ((window as unknown as { printed?: number }).printed ?? 0) + 1;
    };
  });
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>WhatsApp</p>' }),
  );
  await signUpAndLogIn(page, { companyName: 'Sharma Traders', gstin: COMPANY_GSTIN });

  // Master data through the API: three items with tax groups, one bank account.
  const groups = (await api(page, 'GET', '/api/taxes/groups')) as { id: number; name: string }[];
  const group = (name: string) => groups.find((g) => g.name === name)?.id;
  await api(page, 'POST', '/api/items', {
    name: 'Basmati Rice 5kg',
    unitName: 'Bag',
    rate: 1180,
    buyRate: 900,
    hsnSacCode: '1006',
    taxGroupId: group('GST 5%'),
  });
  await api(page, 'POST', '/api/items', {
    name: 'Steel Bottle',
    unitName: 'Pcs',
    rate: 499,
    buyRate: 300,
    hsnSacCode: '7323',
    taxGroupId: group('GST 18%'),
  });
  await api(page, 'POST', '/api/items', {
    name: 'Notebook A4',
    unitName: 'Pcs',
    rate: 60.5,
    buyRate: 40,
    hsnSacCode: '4820',
    taxGroupId: group('GST 18%'),
  });
  await api(page, 'POST', '/api/bankaccounts', {
    bankName: 'HDFC Bank',
    accountName: 'Sharma Traders',
    accountNumber: '50100012345678',
    branchName: 'Pune',
  });
  const kb = page.keyboard;

  // 1. The sale. The new customer comes from Create New Contact (Ctrl+0).
  await page.goto('/invoice');
  await expect(page.getByRole('heading', { name: 'New Sale' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Customer' })).toBeFocused();
  await kb.type('Ravi Kumar');
  await kb.press('Control+0');
  const contact = page.getByRole('dialog', { name: 'Create New Contact' });
  await expect(contact.getByLabel('Name')).toBeFocused();
  await expect(contact.getByLabel('Name')).toHaveValue('Ravi Kumar');
  await kb.press('Tab');
  await kb.type('9876543210');
  await kb.press('Tab');
  await kb.type('ravi@example.com');
  await kb.press('Tab');
  await kb.type('12 MG Road, Bengaluru');
  await kb.press('Tab');
  await kb.type(CUSTOMER_GSTIN);
  await kb.press('Enter');
  await expect(contact).toBeHidden();
  await expect(page.getByTestId('total-pending')).toHaveText('₹0.00');

  await tabTo(page, page.getByRole('combobox', { name: 'Item 1' }));
  for (const [search, qty] of [
    ['rice', '2'],
    ['bottle', '3'],
    ['4820', '7'],
  ] as const) {
    await kb.type(search);
    await kb.press('Tab'); // picks the first suggestion, on to Quantity
    await kb.type(qty);
    await kb.press('Enter'); // Rate
    await kb.press('Enter'); // next row (the unit came with the item)
  }
  await kb.type('round');
  await kb.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Rate 4' })).toHaveValue('0.50');
  await expect(page.getByTestId('tax-IGST-500')).toHaveText('₹112.38');
  await expect(page.getByTestId('tax-IGST-1800')).toHaveText('₹292.96');
  await expect(page.getByTestId('bill-total')).toHaveText('₹4,281.00');
  await expect(page.getByText('CGST', { exact: false })).toHaveCount(0);

  // Ravi's bill starts on credit (issue 42): Now Paying 0 until typed.
  const paying = page.getByRole('textbox', { name: 'Now Paying' });
  await expect(paying).toHaveValue('0.00');
  await tabTo(page, paying);
  await kb.press('Control+a');
  await kb.type('2000');
  await kb.press('Tab');
  await kb.press('Space'); // Bank/CC/UPI
  await expect(page.getByLabel('Bank account')).toHaveValue(/\d+/); // the only account is chosen
  await tabTo(page, page.getByRole('textbox', { name: 'Remark' }));
  await kb.type('UPI ref 4411');
  await expect(page.getByRole('button', { name: 'Save & Send' })).toBeVisible();
  await kb.press('Control+s');
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText(
    'The customer is paying less than the billed amount in this invoice. Continue?',
  );
  await expect(confirm.getByRole('button', { name: 'Continue' })).toBeFocused();
  await kb.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await totalPendingOf(page, 'Ravi')).toBe('₹2,281.00');

  // 2. Modify: two more notebooks; Save & Print opens the print tab with the new totals.
  const today = await page.evaluate(() =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date()),
  );
  const day = (await api(page, 'GET', `/api/dashboard?date=${today}`)) as {
    transactions: { transactionId: number; number: string }[];
  };
  const saleId = day.transactions.find((t) => t.number === 'INV-0001')?.transactionId;
  expect(saleId).toBeGreaterThan(0);
  await page.goto(`/invoice?mode=modify&id=${saleId}`);
  await expect(page.getByRole('heading', { name: 'Modify Invoice INV-0001' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Now Paying' })).toHaveValue('2000.00');
  await page.getByRole('textbox', { name: 'Quantity 3' }).focus();
  await kb.press('Control+a');
  await kb.type('9');
  await expect(page.getByTestId('bill-total')).toHaveText('₹4,402.00');
  await expect(page.getByTestId('tax-IGST-1800')).toHaveText('₹311.42');
  await tabTo(page, page.getByRole('button', { name: 'Save & Print' }));
  await kb.press('Enter');
  const popupPromise = context.waitForEvent('page');
  await expect(confirm).toBeVisible();
  await kb.press('Enter');
  const printTab = await popupPromise;
  await expect(printTab).toHaveURL(new RegExp(`/invoice/print\\?id=${saleId}$`));
  await expect(printTab.getByRole('heading', { name: 'Tax Invoice' })).toBeVisible();
  await expect(printTab.getByTestId('print-number')).toHaveText('INV-0001');
  await expect(printTab.getByTestId('print-total')).toHaveText('₹4,402.00');
  await expect(printTab.getByTestId('print-paying')).toHaveText('₹2,000.00');
  await expect(printTab.getByTestId('print-words')).toHaveText(
    'Rupees Four Thousand Four Hundred Two Only',
  );
  // Rule 46's state and code, as the PDF prints it (one print model).
  await expect(printTab.getByText('Karnataka (Code 29)', { exact: true })).toBeVisible();
  await expect(printTab.getByText(`GSTIN: ${CUSTOMER_GSTIN}`)).toBeVisible();
  await expect(printTab.getByText(`GSTIN: ${COMPANY_GSTIN}`)).toBeVisible();
  await expect(printTab.getByRole('cell', { name: '4820' })).toBeVisible();
  await expect
    .poll(() => printTab.evaluate(() => (window as unknown as { printed?: number }).printed ?? 0))
    .toBe(1);
  await printTab.close();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await totalPendingOf(page, 'Ravi')).toBe('₹2,402.00');

  // 3. Send: Save & Send uploads the PDF and offers the WhatsApp message with its public link.
  await page.goto(`/invoice?mode=modify&id=${saleId}`);
  await expect(page.getByRole('heading', { name: 'Modify Invoice INV-0001' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Save & Send' }));
  await kb.press('Enter');
  await expect(confirm).toBeVisible();
  await kb.press('Enter');
  const share = page.getByRole('dialog', { name: 'Send via WhatsApp' });
  await expect(share.getByLabel('Phone')).toBeFocused();
  await expect(share.getByLabel('Phone')).toHaveValue('9876543210');
  const link = await share.getByLabel('Public link').inputValue();
  expect(link).toMatch(/^http:\/\/localhost:\d+\/api\/files\/public\/[\w-]{20,}$/);
  await expect(share.getByLabel('Message')).toHaveValue(
    new RegExp(`INV-0001.*₹4,402\\.00[\\s\\S]*${link.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`),
  );
  const pdf = await page.request.get(link);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const waPromise = context.waitForEvent('page');
  await kb.press('Enter'); // submits the dialog: Send
  const wa = await waPromise;
  await wa.waitForLoadState();
  expect(wa.url()).toContain('https://wa.me/919876543210?text=');
  expect(decodeURIComponent(wa.url().split('text=')[1] ?? '')).toContain(link);
  await wa.close();
  await expect(page).toHaveURL(/\/dashboard$/);

  // 4. A payment received of ₹400.
  await page.goto('/invoice?mode=payment');
  await expect(page.getByRole('heading', { name: 'Payment Received' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Customer' })).toBeFocused();
  await kb.type('Ravi');
  await kb.press('Enter');
  await expect(page.getByTestId('total-pending')).toHaveText('₹2,402.00');
  await tabTo(page, page.getByRole('textbox', { name: 'Now Paying' }));
  await kb.type('400');
  await kb.press('Control+s');
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await totalPendingOf(page, 'Ravi')).toBe('₹2,002.00');

  // 4b. The saved bill opened again: Just Print shows the page Save & Print shows (its credit
  // counted once), and Download PDF hands over the server's PDF of it.
  await page.goto(`/invoice?mode=modify&id=${saleId}`);
  await expect(page.getByRole('heading', { name: 'Modify Invoice INV-0001' })).toBeVisible();
  const againPromise = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Just Print' }).click();
  const again = await againPromise;
  await expect(again).toHaveURL(new RegExp(`/invoice/print\\?id=${saleId}$`));
  await expect(again.getByTestId('print-total')).toHaveText('₹4,402.00');
  // Ravi's whole balance is this bill's due: Balance Due and Total credit say the same.
  await expect(again.getByTestId('print-due')).toHaveText('₹2,002.00');
  await expect(again.getByText('Total credit')).toBeVisible();
  await expect(again.getByText('₹2,002.00')).toHaveCount(2);
  await again.close();
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('Tax-Invoice-INV-0001.pdf');
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // 5. A purchase from the same party: 5 bags at the buy rate, ₹1,000 paid in cash.
  await page.goto('/invoice?mode=purchase');
  await expect(page.getByRole('heading', { name: 'New Purchase' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Supplier' })).toBeFocused();
  await kb.type('Ravi');
  await kb.press('Tab');
  await kb.type('rice');
  await kb.press('Tab');
  await kb.type('5');
  await expect(page.getByRole('textbox', { name: 'Rate 1' })).toHaveValue('900.00');
  await expect(page.getByText('Purchase Total')).toBeVisible();
  await expect(page.getByTestId('bill-total')).toHaveText('₹4,500.00');
  await expect(page.getByRole('button', { name: 'Save & Send' })).toHaveCount(0);
  await tabTo(page, page.getByRole('textbox', { name: 'Now Paying' }));
  await kb.press('Control+a');
  await kb.type('1000');
  // Just Print first: a trial print of the unsaved bill, nothing saved.
  await tabTo(page, page.getByRole('button', { name: 'Just Print' }));
  const trialPromise = context.waitForEvent('page');
  await kb.press('Enter');
  const trial = await trialPromise;
  await expect(trial.getByText('Trial print — this bill is not saved.')).toBeVisible();
  await expect(trial.getByRole('heading', { name: 'Purchase Bill' })).toBeVisible();
  await expect(trial.getByTestId('print-total')).toHaveText('₹4,500.00');
  await trial.close();
  await kb.press('Control+s');
  await expect(confirm).toBeVisible();
  await kb.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await totalPendingOf(page, 'Ravi')).toBe('-₹1,498.00');
});
