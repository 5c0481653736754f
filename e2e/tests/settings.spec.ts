// Issue #4 in a real browser: an Admin sets up a shop's master data from the Settings tabs and
// finds it all again after a reload; a Manager sees company information read-only.
import { expect, test, type Page } from '@playwright/test';
import { linkFromOutbox } from '../support/outbox.ts';
import { logIn, signUpAndLogIn } from '../support/session.ts';

// Valid GSTINs (check character computed with the shared rule).
const COMPANY_GSTIN = '27AAPFU0939F1ZV';
const CUSTOMER_GSTIN = '29AAGCS1234K1Z7';

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

test('an Admin sets up taxes, a group, an item, a bank account, a customer and company information', async ({
  page,
}) => {
  await signUpAndLogIn(page, { companyName: 'Verma Hardware' });
  await page.goto('/settings?tab=taxes');

  // Two taxes of our own.
  const addTax = page.getByRole('form', { name: 'Add Tax' });
  for (const [name, type, rate] of [
    ['Test VAT', 'VAT', '5'],
    ['Test Cess', 'CESS', '1'],
  ] as const) {
    await addTax.getByLabel('Name').fill(name);
    await addTax.getByLabel('Type').selectOption(type);
    await addTax.getByLabel('Rate %').fill(rate);
    await addTax.getByLabel('Rate %').press('Enter');
    await expect(page.getByRole('row', { name: `Edit ${name}` })).toBeVisible();
  }

  // A group holding both, Cess moved first.
  await openTab(page, 'Tax Groups');
  const addGroup = page.getByRole('form', { name: 'Add Group' });
  await addGroup.getByLabel('Group Name').fill('VAT with cess');
  await addGroup.getByRole('button', { name: 'Add Group' }).click();
  const editor = page.getByRole('region', { name: 'Taxes in VAT with cess' });
  await expect(editor).toBeVisible();
  for (const label of ['Test VAT 5%', 'Test Cess 1%']) {
    await editor.getByLabel('Add a tax').selectOption({ label });
    await editor.getByRole('button', { name: 'Add Tax' }).click();
    await expect(editor.getByRole('listitem').filter({ hasText: label })).toBeVisible();
  }
  await expect(editor.getByRole('listitem')).toHaveCount(2);
  await editor.getByRole('button', { name: 'Move Test Cess up' }).click();
  await expect(editor.getByRole('listitem').first()).toContainText('Test Cess');
  await page
    .getByRole('form', { name: 'Edit Tax Group' })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await expect(page.getByRole('row', { name: 'Edit VAT with cess' })).toContainText(
    'Test Cess 1% + Test VAT 5%',
  );

  // An item in that group, with a unit created from the autocomplete.
  await openTab(page, 'Items');
  const addItem = page.getByRole('form', { name: 'Add Item' });
  await addItem.getByLabel('Name', { exact: true }).fill('Steel Bucket');
  await addItem.getByRole('combobox', { name: 'Unit' }).fill('Bucket');
  await addItem.getByRole('combobox', { name: 'Unit' }).press('Control+0');
  await addItem.getByLabel('Rate (incl. tax)', { exact: true }).fill('118');
  await addItem.getByLabel('Buy Rate (incl. tax)').fill('100');
  await addItem.getByLabel('HSN/SAC').fill('7323');
  await addItem.getByLabel('Tax Group').selectOption({ label: 'VAT with cess' });
  await addItem.getByRole('button', { name: 'Add Item' }).click();
  const itemRow = page.getByRole('row', { name: 'Edit Steel Bucket' });
  await expect(itemRow).toContainText('₹118.00');
  await expect(itemRow).toContainText('2 taxes');
  await expect(itemRow).toContainText('Bucket');

  // A bank account.
  await openTab(page, 'Bank Accounts');
  const addBank = page.getByRole('form', { name: 'Add Bank Account' });
  await addBank.getByLabel('Bank Name').fill('State Bank of India');
  await addBank.getByLabel('Account Name').fill('Verma Hardware');
  await addBank.getByLabel('Account Number').fill('30012345678');
  await addBank.getByLabel('Bank Code').fill('sbin0001234');
  await addBank.getByRole('button', { name: 'Add' }).click();
  const bankRow = page.getByRole('row', { name: /Edit State Bank of India/ });
  await expect(bankRow).toContainText('SBIN0001234');

  // A customer with a GSTIN.
  await openTab(page, 'Customers');
  const addCustomer = page.getByRole('form', { name: 'Add Customer' });
  await addCustomer.getByLabel('Name').fill('Gupta Builders');
  await addCustomer.getByLabel('Phone').fill('9812345678');
  await addCustomer.getByLabel('GSTIN').fill(CUSTOMER_GSTIN);
  await addCustomer.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('row', { name: 'Edit Gupta Builders' })).toContainText(
    '29-Karnataka',
  );

  // Company information.
  await openTab(page, 'Company Settings');
  const info = page.getByRole('form', { name: 'Company information' });
  await info.getByLabel('Address').fill('12 Station Road, Nashik');
  await info.getByLabel('Phone').fill('02532345678');
  await info.getByLabel('GSTIN').fill(COMPANY_GSTIN);
  await info.getByLabel('PAN').fill('AAPFU0939F');
  await info.getByRole('button', { name: 'Save Company Information' }).click();
  await expect(page.getByText('Company information updated.')).toBeVisible();
  // A valid GSTIN locks.
  await expect(info.getByLabel('GSTIN')).toHaveJSProperty('readOnly', true);

  // Everything is still there after a reload.
  await page.reload();
  await expect(info.getByLabel('Address')).toHaveValue('12 Station Road, Nashik');
  await expect(info.getByLabel('Phone')).toHaveValue('02532345678');
  await expect(info.getByLabel('GSTIN')).toHaveValue(COMPANY_GSTIN);
  await expect(info.getByLabel('PAN')).toHaveValue('AAPFU0939F');
  await openTab(page, 'Customers');
  await expect(page.getByRole('row', { name: 'Edit Gupta Builders' })).toContainText(
    CUSTOMER_GSTIN,
  );
  await openTab(page, 'Bank Accounts');
  await expect(page.getByRole('row', { name: /Edit State Bank of India/ })).toContainText(
    '30012345678',
  );
  await openTab(page, 'Items');
  await expect(page.getByRole('row', { name: 'Edit Steel Bucket' })).toContainText('VAT with cess');
  await openTab(page, 'Tax Groups');
  await expect(page.getByRole('row', { name: 'Edit VAT with cess' })).toContainText(
    'Test Cess 1% + Test VAT 5%',
  );
  await openTab(page, 'Taxes');
  await expect(page.getByRole('row', { name: 'Edit Test Cess' })).toContainText('CESS');
  await page.screenshot({ path: 'test-results/settings-admin-taxes.png', fullPage: true });
});

test('a Manager sees company information read-only', async ({ page, browser }) => {
  const owner = await signUpAndLogIn(page, { companyName: 'Kapoor Sweets', gstin: COMPANY_GSTIN });
  const login = await page.request.post('/api/account/login', {
    data: { email: owner.email, password: owner.password },
  });
  const { accessToken: token } = (await login.json()) as { accessToken: string };
  const manager = `manager-${Date.now().toString(36)}@example.com`;
  const invite = await page.request.post('/api/account/invite-user', {
    headers: { Authorization: `Bearer ${token}` },
    data: { email: manager, role: 'Manager' },
  });
  expect(invite.status(), await invite.text()).toBe(200);
  const link = new URL(await linkFromOutbox(manager, '/accept-invite'));
  const accept = await page.request.post('/api/account/accept-invite', {
    data: {
      email: link.searchParams.get('email'),
      token: link.searchParams.get('token'),
      password: 'Joinme123',
      confirmPassword: 'Joinme123',
    },
  });
  expect(accept.status(), await accept.text()).toBe(200);

  const context = await browser.newContext();
  const theirs = await context.newPage();
  await logIn(theirs, { email: manager, password: 'Joinme123' });
  await theirs.goto('/settings?tab=company');
  await expect(theirs.getByText('Only admins can edit company information.')).toBeVisible();
  const info = theirs.getByRole('form', { name: 'Company information' });
  await expect(info.getByLabel('Name')).toHaveValue('Kapoor Sweets');
  await expect(info.getByLabel('Name')).toHaveJSProperty('readOnly', true);
  await expect(info.getByLabel('GSTIN')).toHaveValue(COMPANY_GSTIN);
  await expect(info.getByRole('button', { name: 'Save Company Information' })).toHaveCount(0);
  // The Manager still keeps the other settings.
  await expect(theirs.getByRole('button', { name: 'Save Settings' })).toBeVisible();
  await theirs.screenshot({ path: 'test-results/settings-manager-company.png', fullPage: true });
  await context.close();
});
