// Shortcuts for tests whose subject is not sign-up itself: a new company registered through
// the API, confirmed by the mailed link, and signed in through the login form.
import { expect, type Page } from '@playwright/test';
import { linkFromOutbox } from './outbox.ts';

export interface Owner {
  email: string;
  password: string;
  companyCode: string;
}

let counter = 0;

export async function registerCompany(
  page: Page,
  opts: { companyName?: string; gstin?: string } = {},
): Promise<Owner> {
  const suffix = `${Date.now().toString(36)}${(counter++).toString(36)}`;
  const owner = {
    email: `owner-${suffix}@example.com`,
    password: 'Secret123',
    companyCode: `E2E${suffix}`.toUpperCase().slice(0, 20),
  };
  const res = await page.request.post('/api/account/register', {
    data: {
      companyName: opts.companyName ?? 'Sharma Traders',
      companyCode: owner.companyCode,
      email: owner.email,
      password: owner.password,
      confirmPassword: owner.password,
      ...(opts.gstin ? { gstin: opts.gstin } : {}),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const confirm = await page.request.get(
    await linkFromOutbox(owner.email, '/api/account/confirm-email'),
    { maxRedirects: 0 },
  );
  expect(confirm.status()).toBe(302);
  return owner;
}

export async function logIn(page: Page, who: { email: string; password: string }): Promise<void> {
  await page.goto(`/login?email=${encodeURIComponent(who.email)}`);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

export async function signUpAndLogIn(
  page: Page,
  opts: { companyName?: string; gstin?: string } = {},
): Promise<Owner> {
  const owner = await registerCompany(page, opts);
  await logIn(page, owner);
  return owner;
}
