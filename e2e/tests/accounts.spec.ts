// Issue #2's journey in a real browser: register, confirm from the outbox, log in, invite a
// Manager, who accepts in a fresh browser and sees what a Manager may see.
import { expect, test } from '@playwright/test';
import { linkFromOutbox } from '../support/outbox.ts';

test('an owner registers, confirms, invites a Manager who joins and sees the Manager screens', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const owner = `owner-${stamp}@example.com`;
  const manager = `manager-${stamp}@example.com`;

  await page.goto('/register');
  await page.getByLabel('Company name').fill(`Gupta General Store ${stamp}`);
  await page.getByLabel('GSTIN (optional)').fill('27aapfu0939f1zv');
  await expect(page.getByLabel('GSTIN (optional)')).toHaveValue('27AAPFU0939F1ZV');
  await page.getByRole('button', { name: 'Next' }).click();

  const code = page.getByLabel('Company code');
  await expect(code).toHaveValue(/^GUPTA/);
  await code.fill(`GUPTA${stamp}`.toUpperCase().slice(0, 20));
  await code.blur();
  await expect(page.getByText('Code is available')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('Email').fill(owner);
  await page.getByLabel('Password', { exact: true }).fill('Secret123');
  await page.getByLabel('Confirm Password').fill('Secret123');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Registration successful. Please check your email.')).toBeVisible();

  // Logging in before confirming is refused with a way to resend the mail.
  await page.goto(`/login?email=${encodeURIComponent(owner)}`);
  await page.getByLabel('Password', { exact: true }).fill('Secret123');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText(/confirm your email/)).toBeVisible();

  await page.goto(await linkFromOutbox(owner, '/api/account/confirm-email'));
  await expect(page).toHaveURL(/\/login\?email=.*confirmed=1/);
  await expect(page.getByLabel('Email')).toHaveValue(owner);
  await page.getByLabel('Password', { exact: true }).fill('Secret123');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.screenshot({ path: 'test-results/accounts-owner-dashboard.png' });

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page.getByRole('tab', { name: 'User Management' })).toBeVisible();
  await page.getByLabel('Email').fill(manager);
  await page.getByLabel('Role').selectOption('Manager');
  await page.getByRole('button', { name: 'Invite User' }).click();
  await expect(page.getByText('Invitation sent.')).toBeVisible();
  await expect(page.getByRole('cell', { name: manager, exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/accounts-user-management.png', fullPage: true });

  // The colleague opens the mailed link in a browser of their own.
  const colleague = await browser.newContext();
  const theirPage = await colleague.newPage();
  await theirPage.goto(await linkFromOutbox(manager, '/accept-invite'));
  await theirPage.getByLabel('Password', { exact: true }).fill('Joinme123');
  await theirPage.getByLabel('Confirm Password').fill('Joinme123');
  await theirPage.getByRole('button', { name: 'Accept Invitation' }).click();
  await expect(theirPage).toHaveURL(/\/login\?email=/);
  await expect(theirPage.getByLabel('Email')).toHaveValue(manager);
  await theirPage.getByLabel('Password', { exact: true }).fill('Joinme123');
  await theirPage.getByRole('button', { name: 'Log in' }).click();
  await expect(theirPage).toHaveURL(/\/dashboard$/);

  const nav = theirPage.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Reports' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Insights' })).toBeVisible();
  await nav.getByRole('link', { name: 'Settings' }).click();
  await expect(theirPage.getByRole('tab').first()).toBeVisible();
  await expect(theirPage.getByRole('tab', { name: 'User Management' })).toHaveCount(0);
  await theirPage.screenshot({ path: 'test-results/accounts-manager-settings.png' });
  await colleague.close();
});

test('signed-out routing: plans, unknown paths and the register link', async ({ page }) => {
  await page.goto('/plans');
  await expect(page.getByText('₹3,499')).toBeVisible();
  await page
    .getByRole('button', { name: 'Start Registration' })
    .or(page.getByRole('link', { name: 'Start Registration' }))
    .click();
  await expect(page).toHaveURL(/\/register$/);
  await page.goto('/some/deep/path');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});
