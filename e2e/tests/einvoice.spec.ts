// Issue 27: e-invoicing is turned on in Settings; a B2B sale of ₹59,000 is saved; its IRP JSON
// downloads; the IRP's reply is pasted and the IRN shows on the printed bill with its QR; the
// bill is then read-only and the server refuses its edit; transport details and an e-way bill
// number make the ₹50,000 reminder disappear, and the number prints too. Screens at 1280 and
// 360 px are kept when E2E_SHOTS_DIR is set.
import { mkdirSync, readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signUpAndLogIn } from '../support/session.ts';
import { apiOf, chooseCustomer, todayInIndia, typeLine } from '../support/daily-use.ts';

const SHOTS = process.env.E2E_SHOTS_DIR;
const SELLER = '27AAPFU0939F1ZV';
const IRN = 'a5c12dca80e743321740b001fd70953e8738d109865d28ba4013750f2046f229';

/** UI.md: axe reports no serious violation (the panels and the month's page). */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** A JWT as the IRP signs it (the signature is not checked): payload.data is a JSON string. */
function signed(data: Record<string, unknown>): string {
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${b64({ alg: 'RS256' })}.${b64({ iss: 'NIC', data: JSON.stringify(data) })}.c2ln`;
}

test('a B2B sale gets its IRN and e-way bill number', async ({ page, context }) => {
  test.setTimeout(180_000);
  await context.addInitScript(() => {
    window.print = () => undefined;
  });
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  await signUpAndLogIn(page, { gstin: SELLER });
  const api = await apiOf(page);
  await api.put('/api/companysettings', {
    companyInfo: {
      name: 'Sharma Traders',
      address: '12 MG Road, Pune 411001',
      phone: null,
      email: null,
      website: null,
      gstin: SELLER,
      pan: null,
      cin: null,
    },
  });
  const groups = (await api.get('/api/taxes/groups')) as { id: number; name: string }[];
  await api.post('/api/items', {
    name: 'Steel Tiffin Box',
    unitName: 'Nos',
    rate: 1180,
    buyRate: 800,
    hsnSacCode: '73239390',
    taxGroupId: groups.find((g) => g.name === 'GST 18%')?.id,
  });
  await api.post('/api/customers', {
    name: 'Rao Traders',
    gstin: '29AABCR1718E1ZL',
    address: '4 Brigade Road, Bengaluru 560001',
  });

  // Settings: turnover above ₹5 crore, so e-invoicing applies.
  await page.goto('/settings?tab=company');
  await page.getByRole('radio', { name: 'Above ₹5 crore, below ₹10 crore' }).check();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByRole('radio', { name: 'Above ₹5 crore, below ₹10 crore' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Save Settings' })).toBeDisabled();

  // The sale: 50 tiffin boxes at ₹1,180 (18% inside) = ₹59,000, on credit.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'New Sale' }).click();
  await chooseCustomer(page, 'Rao');
  await typeLine(page, 1, 'Steel', '50');
  await expect(page.getByTestId('bill-total')).toHaveText('₹59,000.00');
  // A credit bill: Now Paying starts at 0 for the party, and no paying-less question.
  await expect(page.getByRole('textbox', { name: 'Now Paying' })).toHaveValue('0.00');
  await page.keyboard.press('Control+s');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('row', { name: /INV-0001/ }).click();
  await expect(page).toHaveURL(/mode=modify/);
  const id = Number(new URL(page.url()).searchParams.get('id'));

  // The IRP JSON.
  const panel = page.getByTestId('einvoice-panel');
  await expect(panel).toContainText('No IRN yet');
  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download JSON for the IRP' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe('einvoice-INV-0001.json');
  const json = JSON.parse(readFileSync((await file.path())!, 'utf8')) as {
    DocDtls: { No: string };
    ValDtls: { IgstVal: number; TotInvVal: number };
  };
  expect(json.DocDtls.No).toBe('INV-0001');
  expect(json.ValDtls).toMatchObject({ IgstVal: 9000, TotInvVal: 59000 });

  // The ₹50,000 reminder, before any e-way bill number.
  const transport = page.getByTestId('transport-panel');
  await expect(transport.getByTestId('ewb-reminder')).toContainText('₹59,000.00');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/einvoice-1280-before.png`, fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  // The IRP's reply, pasted.
  const day = todayInIndia();
  const docDate = `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
  const reply = {
    Status: 1,
    Data: JSON.stringify({
      AckNo: 112410012345678,
      AckDt: `${day} 11:20:00`,
      Irn: IRN,
      SignedQRCode: signed({ SellerGstin: SELLER, DocNo: 'INV-0001', DocDt: docDate, Irn: IRN }),
      Status: 'ACT',
    }),
  };
  await panel.getByRole('textbox', { name: /Reply JSON/ }).fill(JSON.stringify(reply));
  await panel.getByRole('button', { name: 'Save IRN' }).click();
  await expect(panel.getByText('IRN recorded. It prints on the bill.')).toBeVisible();
  await expect(panel.getByTestId('einvoice-irn')).toHaveText(IRN);

  // Read-only now: no saving here, and the server refuses an edit.
  await expect(
    page.getByText('This invoice has an IRN. Cancel it with a credit note instead.').first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const stored = (await api.get(`/api/transactions/${id}`)) as {
    customerId: number;
    lineItems: { itemId: number; unitId: number; rate: number }[];
  };
  const edit = await page.request.put(`/api/transactions/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      id,
      transactionDate: day,
      isPurchase: false,
      customerId: stored.customerId,
      lineItems: stored.lineItems.map((l) => ({ ...l, quantity: 1 })),
      payments: [],
    },
  });
  expect(edit.status()).toBe(409);
  expect((await edit.json()).detail).toBe(
    'This invoice has an IRN. Cancel it with a credit note instead.',
  );

  // Transport details and the e-way bill number: the reminder goes.
  await transport.getByRole('combobox', { name: 'Mode' }).selectOption('1');
  await transport.getByRole('textbox', { name: 'Distance (km)' }).fill('840');
  await transport.getByRole('textbox', { name: 'Vehicle number' }).fill('MH12 CD 3456');
  await transport.getByRole('textbox', { name: 'E-way bill number' }).fill('12345');
  await transport.getByRole('button', { name: 'Save transport' }).click();
  await expect(transport.getByText('The e-way bill number must be 12 digits.')).toBeVisible();
  await transport.getByRole('textbox', { name: 'E-way bill number' }).fill('151234567890');
  await transport.getByRole('button', { name: 'Save transport' }).click();
  await expect(transport.getByText('Transport details saved.')).toBeVisible();
  await expect(transport.getByTestId('ewb-reminder')).toHaveCount(0);
  await expect(transport.getByRole('textbox', { name: 'Vehicle number' })).toHaveValue(
    'MH12CD3456',
  );
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/einvoice-1280-after.png`, fullPage: true });
    await page.setViewportSize({ width: 360, height: 800 });
    await page.screenshot({ path: `${SHOTS}/einvoice-360.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  // The printed bill: IRN, Ack, the signed QR and the e-way bill number.
  const print = await context.newPage();
  await print.goto(`/invoice/print?id=${id}`);
  const block = print.getByTestId('print-einvoice');
  await expect(block).toContainText(`IRN: ${IRN}`);
  await expect(block).toContainText('Ack No.: 112410012345678');
  await expect(print.getByTestId('einvoice-qr')).toBeVisible();
  await expect(print.getByTestId('print-ewb')).toHaveText('151234567890');
  if (SHOTS) await print.screenshot({ path: `${SHOTS}/einvoice-print.png`, fullPage: true });
  await print.close();

  // The month's page, beside GST returns.
  await page.goto('/einvoice');
  await expect(page.getByRole('heading', { name: 'e-Invoice and e-way bill files' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // A month with a B2B sale that has its IRN and its e-way bill: nothing left to send, said so.
  await page.getByRole('button', { name: 'Download e-invoice JSON' }).click();
  await expect(page.getByTestId('month-outcome')).toContainText('needs an e-invoice');
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/einvoice-month-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 360, height: 800 });
    await page.screenshot({ path: `${SHOTS}/einvoice-month-360.png`, fullPage: true });
  }
});
