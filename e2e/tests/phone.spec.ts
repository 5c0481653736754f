// Issue 15, "Phone": no screen scrolls sideways at 360 px; on the invoice the lines are stacked
// cards, inputs are at least 16 px (iOS zooms into smaller ones) and the save bar is one compact
// row. Screenshots of the invoice at 390 px are kept in the test's output folder.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signUpAndLogIn } from '../support/session.ts';
import { apiOf, todayInIndia } from '../support/daily-use.ts';

const PHONE = { width: 360, height: 740 };

/** Every path of the app router (apps/web/src/app/routes.tsx), with the query a screen needs. */
function routerPaths(): string[] {
  const source = readFileSync(
    new URL('../../apps/web/src/app/routes.tsx', import.meta.url),
    'utf8',
  );
  const declared = [...source.matchAll(/path="([^"]+)"/g)].map((m) => m[1] ?? '');
  const inCode = [...source.matchAll(/path === '([^']+)'|startsWith\('([^']+)'\)/g)].map(
    (m) => m[1] ?? m[2] ?? '',
  );
  return [...declared, ...inCode];
}

async function noSidewaysScroll(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('body')).not.toBeEmpty();
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(
    widths.scroll,
    `${url} is ${widths.scroll}px wide at ${widths.inner}px`,
  ).toBeLessThanOrEqual(widths.inner);
}

test('no screen scrolls sideways at 360 px', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  page.on('dialog', (d) => void d.accept());

  const signedOut = [
    '/login',
    '/register',
    '/plans',
    '/reset-password?token=x',
    '/accept-invite?token=x',
  ];
  for (const url of signedOut) await noSidewaysScroll(page, url);

  await signUpAndLogIn(page, { gstin: '27AAPFU0939F1ZV' });
  const api = await apiOf(page);
  await api.post('/api/items', {
    name: 'Basmati Rice Premium Long Grain 5kg bag',
    unitName: 'Bag',
    rate: 1250.5,
    buyRate: 1100,
  });
  const customer = await api.post('/api/customers', {
    name: 'Shree Venkateshwara General Stores and Suppliers',
    phone: '9876543210',
    address: '14, Old Market Road, Near Bus Stand, Hubballi',
  });
  const sale = await api.post('/api/transactions', {
    customerId: customer.id,
    transactionDate: todayInIndia(),
    isPurchase: false,
    remark: null,
    lineItems: [
      {
        itemName: 'Basmati Rice Premium Long Grain 5kg bag',
        quantity: 12,
        rate: 1250.5,
        unitName: 'Bag',
      },
    ],
    payments: [
      { amount: 5000, isBankTransaction: false, bankAccountId: null, isPaymentMade: false },
    ],
  });

  const visited = [
    '/dashboard',
    '/expense',
    '/projects',
    '/reports',
    '/insights',
    '/maintenance',
    '/invoice?mode=sale',
    '/invoice?mode=purchase',
    '/invoice?mode=payment',
    '/invoice?mode=paymentmade',
    '/invoice?mode=estimate',
    `/invoice?mode=modify&id=${String(sale.id)}`,
    `/invoice/print?id=${String(sale.id)}`,
    '/estimates',
    '/settings/plans',
    '/settings/import',
    ...[
      'admin',
      'customers',
      'items',
      'taxes',
      'taxgroups',
      'mapitems',
      'bankaccounts',
      'company',
      'audit',
    ].map((tab) => `/settings?tab=${tab}`),
  ];
  // A route added to the router must be added here too.
  const covered = [...signedOut, ...visited, '/', '/login', '*'].map((u) => u.split('?')[0]);
  for (const path of routerPaths()) {
    const plain = path.replace(/\/\*$/, '');
    expect(covered, `route ${path} is not visited`).toContain(plain === '' ? '/' : plain);
  }
  for (const url of visited) await noSidewaysScroll(page, url);
  await context.close();
});

test('the invoice on a phone: stacked lines, 16 px inputs, a one-row save bar', async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await signUpAndLogIn(page);
  const api = await apiOf(page);
  await api.post('/api/items', { name: 'Sugar 1kg', unitName: 'Pkt', rate: 50, buyRate: 40 });
  await api.post('/api/items', { name: 'Tea 250g', unitName: 'Pkt', rate: 120, buyRate: 100 });
  await api.post('/api/customers', { name: 'Ravi Kumar', phone: '9876543210' });
  await page.goto('/invoice?mode=sale');
  await expect(page.getByRole('heading', { name: 'New Sale' })).toBeVisible();
  for (const [n, search, qty] of [
    [1, 'Sugar', '2'],
    [2, 'Tea', '1'],
  ] as const) {
    await page.getByRole('combobox', { name: `Item ${n}` }).fill(search);
    await page
      .getByRole('option', { name: new RegExp(search) })
      .first()
      .click();
    await page.getByRole('textbox', { name: `Quantity ${n}` }).fill(qty);
    if (n === 1) await page.getByRole('button', { name: 'Add Row' }).click();
  }
  await expect(page.getByTestId('bill-total')).toHaveText('₹220.00');

  const layout = await page.evaluate(() => {
    const fields = Array.from(
      document.querySelectorAll<HTMLElement>('main input, main select, main textarea'),
    );
    const small = fields
      .filter((f) => f.offsetParent !== null)
      .filter((f) => parseFloat(getComputedStyle(f).fontSize) < 16)
      .map((f) => f.getAttribute('aria-label') ?? f.id);
    // Nothing inside scrolls sideways either (a wide table in a scrolling box).
    const sideways = Array.from(document.querySelectorAll<HTMLElement>('main *'))
      .filter((el) => el.scrollWidth > el.clientWidth + 1)
      .filter((el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX))
      .map((el) => el.tagName + '.' + el.className.slice(0, 40));
    const q1 = document.getElementById(
      document.querySelector('[aria-label="Items"] input[id^="qty-"]')?.id ?? '',
    );
    const item1 = document.querySelector('[aria-label="Items"] input[id^="item-"]');
    const bar = document.querySelector<HTMLElement>('[data-testid="save-bar"]');
    return {
      small,
      sideways,
      scrollWidth: document.documentElement.scrollWidth,
      // Stacked: the quantity sits below the item, not beside it.
      qtyBelowItem:
        !!q1 && !!item1 && q1.getBoundingClientRect().top >= item1.getBoundingClientRect().bottom,
      barHeight: bar?.getBoundingClientRect().height ?? -1,
      innerHeight: window.innerHeight,
    };
  });
  expect(layout.small, 'inputs under 16 px').toEqual([]);
  expect(layout.sideways, 'boxes that scroll sideways').toEqual([]);
  expect(layout.scrollWidth).toBeLessThanOrEqual(390);
  expect(layout.qtyBelowItem).toBe(true);
  expect(layout.barHeight).toBeGreaterThan(0);
  // One compact row: at most 8% of the screen (it was 22%).
  expect(layout.barHeight / layout.innerHeight).toBeLessThanOrEqual(0.08);

  await page.screenshot({ path: testInfo.outputPath('invoice-390-top.png') });
  await page.screenshot({ path: testInfo.outputPath('invoice-390-full.png'), fullPage: true });
  await page.getByRole('combobox', { name: 'Item 2' }).focus();
  await page.screenshot({ path: testInfo.outputPath('invoice-390-line-2.png') });

  // A credit customer brings Save & Send: still one row at 360 px, the rest under More.
  await page.setViewportSize(PHONE);
  // A five-figure rate is shown whole in its box, not cut off.
  const rate = page.getByRole('textbox', { name: 'Rate 2' });
  await rate.fill('12500.00');
  expect(await rate.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await page.getByRole('combobox', { name: 'Customer' }).fill('Ravi');
  await page.getByRole('option', { name: /Ravi Kumar/ }).click();
  const bar = page.getByTestId('save-bar');
  await expect(bar.getByRole('button', { name: 'Save & Send' })).toBeVisible();
  const box = await bar.boundingBox();
  expect(box && box.height / PHONE.height).toBeLessThanOrEqual(0.08);
  await bar.getByRole('button', { name: 'More' }).click();
  await expect(bar.getByRole('button', { name: 'Save & Print' })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Close' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('invoice-360-more.png') });
  await context.close();
});
