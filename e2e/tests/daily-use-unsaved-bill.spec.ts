// Issue 15, item 4: a half-typed bill is never lost without a word. Leaving by the menu or by
// Back asks first; a reload or a closed tab keeps a draft of that screen, offered back on
// return (Restore / Discard); saving clears it.
import { expect, test } from '@playwright/test';
import { signUpAndLogIn } from '../support/session.ts';
import { apiOf, chooseCustomer, typeLine } from '../support/daily-use.ts';

test('leaving a typed sale asks first, and the draft comes back after a reload', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signUpAndLogIn(page);
  const api = await apiOf(page);
  await api.post('/api/items', { name: 'Sugar 1kg', unitName: 'Pkt', rate: 50, buyRate: 40 });
  await api.post('/api/customers', { name: 'Ravi Kumar', phone: '9876543210' });

  await page.getByRole('link', { name: 'New Sale' }).click();
  await chooseCustomer(page, 'Ravi');
  await typeLine(page, 1, 'Sugar', '3');
  await expect(page.getByTestId('bill-total')).toHaveText('₹150.00');

  // The menu: asked, Stay keeps everything.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Expense' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave this bill?' });
  await expect(leave).toBeVisible();
  await expect(leave.getByRole('button', { name: 'Stay' })).toBeFocused();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/invoice/);
  await expect(page.getByRole('textbox', { name: 'Quantity 1' })).toHaveValue('3');

  // The browser's Back: asked too.
  await page.goBack();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page.getByRole('heading', { name: 'New Sale' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Customer' })).toHaveValue('Ravi Kumar');

  // A reload: the browser asks (beforeunload); after it, the draft is offered back.
  let asked = 0;
  page.on('dialog', (d) => {
    if (d.type() === 'beforeunload') asked += 1;
    void d.accept();
  });
  await page.reload();
  expect(asked).toBe(1);
  const offer = page.getByRole('region', { name: 'Unsaved bill' });
  await expect(offer).toContainText(/Restore the unsaved bill from \d{2}:\d{2}\?/);
  await expect(page.getByRole('textbox', { name: 'Quantity 1' })).toHaveValue('');
  await offer.getByRole('button', { name: 'Restore' }).click();
  await expect(offer).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Customer' })).toHaveValue('Ravi Kumar');
  await expect(page.getByRole('textbox', { name: 'Quantity 1' })).toHaveValue('3');
  await expect(page.getByTestId('bill-total')).toHaveText('₹150.00');

  // Leaving from the menu after all: the draft waits on the New Sale screen.
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // Another screen (a purchase) has its own draft: nothing is offered there.
  await page.getByRole('link', { name: 'New Purchase' }).click();
  await expect(page.getByRole('heading', { name: 'New Purchase' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Unsaved bill' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Close' }).click();

  // A closed tab: the draft outlives it; Discard forgets it.
  await page.getByRole('link', { name: 'New Sale' }).click();
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Discard' }).click();
  await expect(offer).toBeHidden();
  await typeLine(page, 1, 'Sugar', '5');
  await page.close({ runBeforeUnload: true });
  const again = await context.newPage();
  again.on('dialog', (d) => void d.accept());
  await again.goto('/invoice?mode=sale');
  const offer2 = again.getByRole('region', { name: 'Unsaved bill' });
  await offer2.getByRole('button', { name: 'Restore' }).click();
  await expect(again.getByRole('textbox', { name: 'Quantity 1' })).toHaveValue('5');

  // Saved: the draft is gone.
  await again.keyboard.press('Control+s');
  await expect(again).toHaveURL(/\/dashboard$/);
  await again.getByRole('link', { name: 'New Sale' }).click();
  await expect(again.getByRole('heading', { name: 'New Sale' })).toBeVisible();
  await expect(again.getByRole('textbox', { name: 'Quantity 1' })).toHaveValue('');
  await expect(again.getByRole('region', { name: 'Unsaved bill' })).toHaveCount(0);
});
