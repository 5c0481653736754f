// Issue 23, "Smaller things a shop meets the same day": no console error on the bill and print
// pages (the dialog's scroll lock once broke the style policy), no clipped cell on the
// dashboard at 1280 px or on the bill at 360 px, an Auditor's read-only bill and import page,
// and a purchase's supplier invoice number and date from the screen to its print.
// Screenshots go to test-results/seams/.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { apiOf, chooseCustomer, todayInIndia, typeLine, type Api } from '../support/daily-use.ts';
import { linkFromOutbox } from '../support/outbox.ts';
import { logIn, signUpAndLogIn, type Owner } from '../support/session.ts';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/seams/${name}.png`, fullPage: true });

/** Every console error and uncaught exception of every page the context opens. */
function consoleErrors(context: BrowserContext): string[] {
  const errors: string[] = [];
  const watch = (page: Page) => {
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  return errors;
}

/** Cells whose text is wider than the cell (cut off, or cut to an ellipsis). */
const clippedCells = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((cells) =>
      cells
        .filter((c) => c.scrollWidth > c.clientWidth)
        .map((c) => `${c.textContent} (${c.scrollWidth} > ${c.clientWidth})`),
    );

const CUSTOMER = 'Shree Ganesh Kirana & General Stores';

async function seed(api: Api) {
  const today = todayInIndia();
  const rice = (await api.post('/api/items', {
    name: 'Basmati Rice 25kg',
    unitName: 'Bag',
    rate: 1344,
    buyRate: 1100,
  })) as { id: number; unitId: number };
  // A long name and a long remark make the dashboard's table wider than the screen: then each
  // column is exactly as wide as the widths worked out for it.
  const ravi = (await api.post('/api/customers', { name: CUSTOMER })) as { id: number };
  const sale = (await api.post('/api/transactions', {
    customerId: ravi.id,
    transactionDate: today,
    isPurchase: false,
    lineItems: [{ itemId: rice.id, quantity: 1, rate: 1344, unitId: rice.unitId }],
    payments: [],
    remark:
      'Delivered to the godown behind the temple; collect the empty bags next week and the balance on Friday',
  })) as { id: number; number: string };
  // A purchase's number ("PUR-0001") is wider than a sale's in most fonts.
  const mill = (await api.post('/api/customers', { name: 'Kale Wholesale' })) as { id: number };
  await api.post('/api/transactions', {
    customerId: mill.id,
    transactionDate: today,
    isPurchase: true,
    lineItems: [{ itemId: rice.id, quantity: 2, rate: 1100, unitId: rice.unitId }],
    payments: [],
  });
  return { today, rice, ravi, sale };
}

async function joinAs(page: Page, owner: Owner, role: string) {
  const login = await page.request.post('/api/account/login', {
    data: { email: owner.email, password: owner.password },
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const email = `${role.toLowerCase()}-${Date.now().toString(36)}@example.com`;
  const invite = await page.request.post('/api/account/invite-user', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: { email, role },
  });
  expect(invite.status(), await invite.text()).toBe(200);
  const link = new URL(await linkFromOutbox(email, '/accept-invite'));
  const accept = await page.request.post('/api/account/accept-invite', {
    data: {
      email: link.searchParams.get('email'),
      token: link.searchParams.get('token'),
      password: 'Joinme123',
      confirmPassword: 'Joinme123',
    },
  });
  expect(accept.status(), await accept.text()).toBe(200);
  return { email, password: 'Joinme123' };
}

test('the bill and print pages log no console error, dialogs and printing included', async ({
  page,
  context,
}) => {
  const errors = consoleErrors(context);
  await signUpAndLogIn(page);
  const { sale } = await seed(await apiOf(page));

  // A part-paid bill asks to confirm in a dialog, then prints in a new tab.
  await page.goto(`/invoice?mode=modify&id=${sale.id}`);
  await expect(page.getByRole('heading', { name: `Modify Invoice ${sale.number}` })).toBeVisible();
  await page.getByRole('textbox', { name: 'Now Paying' }).fill('1000');
  await page.getByRole('button', { name: 'Save & Print' }).click();
  const prompt = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(prompt).toContainText('paying less');
  await shot(page, 'confirm-dialog');
  const [printTab] = await Promise.all([
    context.waitForEvent('page'),
    prompt.getByRole('button', { name: 'Continue' }).click(),
  ]);
  await expect(printTab.getByTestId('print-number')).toHaveText(sale.number);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Just Print of a saved bill.
  await page.goto(`/invoice?mode=modify&id=${sale.id}`);
  const [justPrint] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Just Print' }).click(),
  ]);
  await expect(justPrint.getByTestId('print-number')).toHaveText(sale.number);
  expect(errors).toEqual([]);
});

test('no cell is cut: the dashboard number at 1280 px beside a long remark, a line total at 360 px', async ({
  page,
}) => {
  await signUpAndLogIn(page);
  const { sale } = await seed(await apiOf(page));
  await page.goto('/dashboard');
  const table = page.getByRole('table', { name: 'Transactions' });
  await expect(table.getByRole('cell', { name: sale.number })).toBeVisible();
  await shot(page, 'dashboard-1280');
  expect(await clippedCells(page, 'table[aria-rowcount] tbody td:not(:last-child)')).toEqual([]);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/invoice?mode=modify&id=${sale.id}`);
  const total = page.getByTestId('line-total-1');
  await expect(total).toHaveText('₹1,344.00');
  await shot(page, 'bill-360');
  expect(await clippedCells(page, '[data-testid^="line-total-"]')).toEqual([]);
});

test('an Auditor reads a saved bill with nothing to type in, and is told imports are not theirs', async ({
  page,
  browser,
}) => {
  const owner = await signUpAndLogIn(page);
  const { sale } = await seed(await apiOf(page));
  const auditor = await joinAs(page, owner, 'Auditor');

  const context = await browser.newContext();
  const errors = consoleErrors(context);
  const theirs = await context.newPage();
  await logIn(theirs, auditor);
  await theirs.goto(`/invoice?mode=modify&id=${sale.id}`);
  await expect(
    theirs.getByRole('heading', { name: `Modify Invoice ${sale.number}` }),
  ).toBeVisible();
  await expect(theirs.getByRole('combobox', { name: 'Customer' })).toHaveValue(CUSTOMER);
  await expect(theirs.getByText('Auditors can read the books but not change them.')).toBeVisible();
  const editable = await theirs
    .locator('main')
    .locator('input, select, textarea')
    .evaluateAll((fields) => fields.filter((f) => !f.matches(':disabled')).map((f) => f.id));
  expect(editable).toEqual([]);
  for (const name of ['Add Row', 'Delete', 'Save', 'Save & Print', 'Save & Send'])
    await expect(theirs.getByRole('button', { name, exact: true })).toHaveCount(0);
  await expect(theirs.getByRole('button', { name: /^Delete line/ })).toHaveCount(0);
  await expect(theirs.getByRole('button', { name: 'Just Print' })).toBeVisible();
  await shot(theirs, 'auditor-bill');

  await theirs.goto('/settings/import');
  await expect(theirs.getByText('Only Admin/Manager can import.')).toBeVisible();
  await expect(theirs.getByLabel('2. Choose the filled file (.xlsx or .csv)')).toHaveCount(0);
  await shot(theirs, 'auditor-import');
  expect(errors).toEqual([]);
  await context.close();
});

test("a purchase takes the supplier's invoice number and date, refuses it twice, and prints it", async ({
  page,
  context,
}) => {
  await signUpAndLogIn(page);
  const api = await apiOf(page);
  await seed(api);
  const today = todayInIndia();
  const [y, m, d] = today.split('-');

  const enterPurchase = async () => {
    await page.goto('/invoice?mode=purchase');
    await chooseCustomer(page, 'Kale');
    await page.getByRole('textbox', { name: 'Supplier Invoice No.' }).fill('KW/2026-27/118');
    await page.getByRole('textbox', { name: 'Supplier Invoice Date' }).fill(`${d}/${m}/${y}`);
    await typeLine(page, 1, 'Basmati', '10');
  };
  await enterPurchase();
  await shot(page, 'purchase-supplier-invoice');
  const [printTab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Save & Print' }).click(),
  ]);
  // Label and value in the head box beside the number, as on the PDF (one print model).
  await expect(printTab.getByText('Supplier Invoice No.', { exact: true })).toBeVisible();
  await expect(printTab.getByText('KW/2026-27/118', { exact: true })).toBeVisible();
  await expect(printTab.getByText('Supplier Invoice Date', { exact: true })).toBeVisible();
  await expect(printTab.getByText(`${d}/${m}/${y}`, { exact: true }).first()).toBeVisible();
  await shot(printTab, 'purchase-print');

  // The same supplier invoice again: refused, naming the bill that has it.
  await enterPurchase();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Supplier invoice KW/2026-27/118 of Kale Wholesale is already entered on PUR-0002',
  );
});
