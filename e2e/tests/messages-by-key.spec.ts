// Issue 39, messages by key: a shop owner reading Hindi sees every message with a value in it in
// Hindi, the value as it is (a refusal of the form and of the server, a report's dated title),
// and what they typed stays as typed even when it reads like the app's own words (a customer
// named 'Total' or 'Must be 5 characters or fewer.' in the import preview).
import { writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signUpAndLogIn } from '../support/session.ts';
import { hindi, keepScreenshot } from '../support/language.ts';
import { todayInIndia } from '../support/daily-use.ts';

test('messages with values read in Hindi; typed names stay as typed', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signUpAndLogIn(page, { companyName: 'Verma Stores' });
  await page.getByLabel('Language').first().selectOption('hi');
  await expect(page.getByRole('link', { name: hindi('Dashboard') })).toBeVisible();

  // The form's own check, with the field's name in it; then the server's, with its limit.
  await page.goto('/insights');
  await page.getByRole('button', { name: hindi('Overstock') }).click();
  const lookback = page.getByLabel(hindi('Lookback days'));
  await lookback.fill('0');
  await lookback.blur();
  const label = hindi('Lookback days');
  await expect(
    page.getByText(hindi('{{label}} must be a whole number of at least 1.', { label })),
  ).toBeVisible();
  await lookback.fill('100000');
  await page.getByRole('button', { name: hindi('Generate') }).click();
  await expect(
    page.getByText(hindi('{{label}} must be {{max}} or fewer.', { label, max: '36,500' })),
  ).toBeVisible();
  await keepScreenshot(page, testInfo, 'insight-refused');

  // A report's title with its date in it.
  await page.goto('/reports');
  await page.getByRole('button', { name: hindi('Trial balance') }).click();
  await page.getByRole('button', { name: hindi('Generate') }).click();
  const dated = hindi('Trial balance as of {{date}}', { date: todayInIndia() });
  await expect(page.getByRole('option', { name: dated })).toBeAttached();
  await keepScreenshot(page, testInfo, 'trial-balance-dated');

  // The import preview: names that read like the app's words stay as typed.
  const file = testInfo.outputPath('opening-balances.csv');
  writeFileSync(file, 'Customer,Opening balance\nTotal,100\nMust be 5 characters or fewer.,50\n');
  await page.goto('/settings/import?kind=opening-balances');
  await page.locator('input[type=file]').setInputFiles(file);
  const unknown = (name: string) =>
    hindi(
      'No customer named "{{name}}" in your books. Import customers first, or check the spelling.',
      { name },
    );
  for (const name of ['Total', 'Must be 5 characters or fewer.'])
    await expect(page.getByText(unknown(name), { exact: false }).first()).toBeVisible();
  await expect(page.getByText('कुल', { exact: true })).toHaveCount(0);
  await keepScreenshot(page, testInfo, 'import-preview-names');
});
