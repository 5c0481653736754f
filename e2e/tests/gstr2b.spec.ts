// Issue 27, GSTR-2B reconciliation: a GST-registered shop enters two purchases from Kale
// Wholesale (GSTIN 27AABCK1332L1ZN) with the supplier's invoice numbers, uploads the month's
// GSTR-2B JSON holding one of them (numbered KW-101 where the books say KW/101, a paisa off in
// tax) and an invoice the books do not have, and sees it matched, the unknown one in 2B only,
// and the other purchase in the books only. It accepts the match, follows up the missing one,
// reads the supplier's WhatsApp message and downloads the reconciliation as CSV.
import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signUpAndLogIn } from '../support/session.ts';
import { apiOf, todayInIndia } from '../support/daily-use.ts';
import { expectAccessible } from '../support/reports.ts';

const SHOTS = process.env.E2E_SHOTS_DIR;
const GSTIN = '27AAPFU0939F1ZV';
const KALE = '27AABCK1332L1ZN';
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

test('a month of purchases reconciled with GSTR-2B', async ({ page }) => {
  test.setTimeout(150_000);
  await signUpAndLogIn(page, { companyName: 'Sharma Traders', gstin: GSTIN });
  const api = await apiOf(page);
  const today = todayInIndia();
  const [yyyy, mm, dd] = today.split('-') as [string, string, string];
  const groups = (await api.get('/api/taxes/groups')) as { id: number; name: string }[];
  const item = (await api.post('/api/items', {
    name: 'Ball Pen Box',
    unitName: 'Box',
    rate: 1180,
    buyRate: 1180,
    taxGroupId: groups.find((g) => g.name === 'GST 18%')?.id,
  })) as { id: number; unitId: number };
  const kale = (await api.post('/api/customers', {
    name: 'Kale Wholesale',
    gstin: KALE,
    phone: '9820011223',
  })) as { id: number };
  // ₹1,180 inclusive of 18%: ₹1,000 taxable, ₹90 CGST, ₹90 SGST each box.
  for (const [number, qty] of [
    ['KW/101', 1],
    ['KW/102', 2],
  ] as const)
    await api.post('/api/transactions', {
      customerId: kale.id,
      transactionDate: today,
      isPurchase: true,
      supplierInvoiceNumber: number,
      supplierInvoiceDate: today,
      lineItems: [{ itemId: item.id, quantity: qty, rate: 1180, unitId: item.unitId }],
      payments: [],
    });

  const inv = (inum: string, txval: number, tax: number) => ({
    inum,
    typ: 'R',
    dt: `${dd}-${mm}-${yyyy}`,
    val: txval + 2 * tax,
    pos: '27',
    rev: 'N',
    itcavl: 'Y',
    rsn: '',
    diffprcnt: 1,
    txval,
    igst: 0,
    cgst: tax,
    sgst: tax,
    cess: 0,
  });
  const file = {
    chksum: 'e2e',
    data: {
      gstin: GSTIN,
      rtnprd: `${mm}${yyyy}`,
      version: '1.0',
      gendt: `${dd}-${mm}-${yyyy}`,
      docdata: {
        b2b: [
          {
            ctin: KALE,
            trdnm: 'Kale Wholesale',
            supprd: `${mm}${yyyy}`,
            inv: [inv('KW-101', 1000, 90.01), inv('KW/150', 500, 45)],
          },
        ],
      },
    },
  };

  await page.getByRole('link', { name: 'GSTR-2B' }).click();
  await expect(page.getByRole('heading', { name: 'GSTR-2B reconciliation' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Year' }).selectOption(yyyy);
  await page.getByRole('combobox', { name: 'Month' }).selectOption(String(Number(mm)));
  const month = `${MONTHS[Number(mm) - 1]} ${yyyy}`;
  await expect(page.getByText(`No GSTR-2B uploaded for ${month} yet.`)).toBeVisible();

  // A file of another GSTIN is refused in plain words, and nothing is shown as uploaded.
  const upload = page.getByTestId('gstr2b-file');
  const other = structuredClone(file);
  other.data.gstin = '29AAFCR4849R1ZC';
  await upload.setInputFiles({
    name: 'other.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(other)),
  });
  await expect(page.getByRole('alert')).toContainText(
    `This GSTR-2B is for GSTIN 29AAFCR4849R1ZC, not your company's GSTIN ${GSTIN}.`,
  );
  await expect(page.getByText(`No GSTR-2B uploaded for ${month} yet.`)).toBeVisible();

  await upload.setInputFiles({
    name: `GSTR2B_${mm}${yyyy}.json`,
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(file)),
  });
  await expect(page.getByText(`Uploaded GSTR-2B for ${month}: 2 documents.`)).toBeVisible();
  const tab = (name: RegExp) => page.getByRole('tab', { name });
  await expect(tab(/^Matched \(1\) · ₹180\.02$/)).toBeVisible();
  await expect(tab(/^Only in 2B \(1\) · ₹90\.00$/)).toBeVisible();
  await expect(tab(/^Only in books \(1\) · ₹360\.00$/)).toBeVisible();
  const table = (name: string) => page.getByRole('table', { name });
  await expect(table('Matched').getByRole('row', { name: /KW-101/ })).toContainText('KW/101');
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/gstr2b-1280.png`, fullPage: true });
  }

  await expectAccessible(page, 'GSTR-2B reconciled');

  // Accepting the match keeps it: the row says so and offers the undo.
  await page.getByRole('button', { name: 'Accept match of KW-101' }).click();
  await expect(page.getByRole('button', { name: 'Undo accept of KW-101' })).toBeVisible();
  await expect(table('Matched').getByRole('row', { name: /KW-101/ })).toContainText(
    'Accepted by you.',
  );

  // Keyboard: the arrow keys move between the categories.
  await tab(/^Matched/).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(tab(/^Only in 2B/)).toHaveAttribute('aria-selected', 'true');
  await expect(table('In 2B, not in books').getByRole('row', { name: /KW\/150/ })).toBeVisible();
  await page.getByRole('button', { name: 'Follow up KW/150 with the supplier' }).click();
  await expect(page.getByRole('button', { name: 'Undo follow up of KW/150' })).toBeVisible();

  await tab(/^Only in books/).click();
  const missing = table('In books, not in 2B').getByRole('row', { name: /KW\/102/ });
  await expect(missing).toContainText('₹360.00');
  await page.getByRole('button', { name: 'Follow up KW/102 with the supplier' }).click();
  await expect(page.getByRole('button', { name: 'Undo follow up of KW/102' })).toBeVisible();
  await page.getByRole('button', { name: 'Message Kale Wholesale' }).click();
  const dialog = page.getByRole('dialog', { name: 'Message to Kale Wholesale' });
  await expect(dialog.getByRole('textbox')).toHaveValue(
    /- Invoice KW\/102 dated .*: value ₹2,360\.00, tax ₹360\.00/,
  );
  await expect(dialog.getByRole('link', { name: 'Send on WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/919820011223\?text=Dear%20Kale%20Wholesale/,
  );
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/gstr2b-message.png` });
  await expectAccessible(page, 'supplier message');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${GSTIN}_GSTR2B_reconciliation_${mm}${yyyy}.csv`);
  const csv = readFileSync((await download.path()) as string, 'utf8');
  expect(csv).toContain('KW/150');
  expect(csv).toMatch(/KW\/102,.*,Follow up/);

  // At 360 px the tabs and the table scroll sideways; nothing spills off the page.
  await page.setViewportSize({ width: 360, height: 740 });
  await tab(/^Matched/).click();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(overflow).toBeLessThanOrEqual(360);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/gstr2b-360.png`, fullPage: true });
});
