import { expect, test } from '@playwright/test';
import { signUpAndLogIn } from '../support/session.ts';
import { apiOf, chooseCustomer, todayInIndia, typeLine } from '../support/daily-use.ts';

test('scratch: sale line of a tracked item', async ({ page }) => {
  await signUpAndLogIn(page);
  const api = await apiOf(page);
  const item = (await api.post('/api/items', {
    name: 'Paracetamol 500 strip', unitName: 'Strip', rate: 10, buyRate: 8, trackedByBatch: true,
  })) as { id: number; unitId: number };
  const v = await api.post('/api/customers', { name: 'Medico Distributors' });
  await api.post('/api/customers', { name: 'Ravi Kumar' });
  await api.post('/api/transactions', {
    customerId: v['id'], transactionDate: todayInIndia(), isPurchase: true,
    lineItems: [
      { itemId: item.id, quantity: 10, rate: 8, unitId: item.unitId, lotSerialNumber: 'E-01', expiryDate: '2027-03-31' },
      { itemId: item.id, quantity: 5, rate: 8, unitId: item.unitId, lotSerialNumber: 'L-02', expiryDate: '2027-09-30' },
    ],
  });
  await page.goto('/invoice?mode=sale');
  await chooseCustomer(page, 'Ravi');
  await typeLine(page, 1, 'Paracetamol', '2');
  await expect(page.getByTestId('line-batch-1')).toContainText('E-01');
  await page.screenshot({ path: '/work/shots/chbatch/sale-line-before.png', fullPage: true });
  console.log(await page.getByRole('table').first().innerText());
});
