// A plan's yearly sales invoices and user seats (spec section 9, issue 12): the invoice past the
// limit is refused with the count and modifying stays possible; purchases, payments and expenses
// never count; an extra block adds 2,000; pending invitations hold seats.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildErrorMessage, isSafeServerMessage } from '@hisaab/shared/messages';
import { inviteAndJoin } from './support/test-app.ts';
import { createPlansWorld, openCompany, type PlansWorld } from './plans-world.ts';

let w: PlansWorld;
beforeAll(async () => {
  // Registered 01/04/2026: the free period's last day is 28/09/2026.
  w = await createPlansWorld({ registeredAt: '2026-04-01T10:00:00' });
});
afterAll(async () => w?.close());

const limitMessage = (allowed: string) =>
  `All ${allowed} sales invoices of your Basic plan for the year to 28/09/2027 are used. Add 2,000 more or upgrade in Settings → Plans.`;

describe('sales invoices on Basic', () => {
  it('a plan bought in the free period starts the day after it, losing none of it', async () => {
    expect((await w.saveSale()).statusCode).toBe(201); // a free-period invoice
    const { subscription } = await w.setPlan({ plan: 'basic' });
    expect(subscription).toMatchObject({
      plan: 'basic',
      status: 'trial',
      trialEndsOn: '2026-09-28',
      periodStartsOn: '2026-09-29',
      periodEndsOn: '2027-09-28',
      invoices: { used: 1, allowed: null },
      blocked: [],
    });
  });

  it('takes the 365th invoice of the plan year and refuses the 366th with the count', async () => {
    await w.setToday('2026-10-10');
    await w.seedSales(364, new Date('2026-10-01T10:00:00+05:30'));
    expect((await w.subscription()).invoices).toEqual({ used: 364, allowed: 365 });

    const last = await w.saveSale();
    expect(last.statusCode, last.body).toBe(201);
    expect(await w.subscription()).toMatchObject({
      invoices: { used: 365, allowed: 365 },
      blocked: ['invoices', 'seats'],
      message: limitMessage('365'),
    });

    const refused = await w.saveSale();
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({
      title: 'Plan limit',
      detail: limitMessage('365'),
      errors: { plan: [limitMessage('365')] },
      blocked: 'invoices',
      code: 'plan_limit',
      values: { planName: 'Basic', allowed: '365', invoices: '2,000', lastDay: '28/09/2027' },
    });
    expect(isSafeServerMessage(buildErrorMessage(402, refused.json()))).toBe(true);

    // Modifying an invoice of the year stays possible at the limit.
    const edit = await w.send(
      'PUT',
      `/api/transactions/${last.json().id}`,
      w.saleBody({ remark: 'corrected' }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().number).toBe(last.json().number);
  });

  it('never counts purchases, payments or expenses, and still takes them at the limit', async () => {
    const purchase = await w.saveSale({ isPurchase: true });
    expect(purchase.statusCode, purchase.body).toBe(201);
    const payment = await w.send('POST', '/api/transactions/payment', {
      customerId: w.customer.id,
      transactionDate: '2026-10-10',
      amount: 100,
      isBankTransaction: false,
      isPaymentMade: false,
    });
    expect(payment.statusCode, payment.body).toBe(201);
    const expense = await w.send('POST', '/api/expenses', {
      expenseItemName: 'Tea',
      amount: 20,
      remark: null,
      timeStamp: '2026-10-10T10:15:00+05:30',
      isBankTransaction: false,
      bankAccountId: null,
    });
    expect(expense.statusCode, expense.body).toBe(201);
    expect((await w.subscription()).invoices).toEqual({ used: 365, allowed: 365 });
  });

  it('with one extra block takes the 2,365th invoice and refuses the 2,366th, even in parallel', async () => {
    const { subscription } = await w.setPlan({ extraInvoiceBlocks: 1 });
    // An add-on alone keeps the plan year.
    expect(subscription).toMatchObject({
      periodStartsOn: '2026-09-29',
      periodEndsOn: '2027-09-28',
      extraInvoiceBlocks: 1,
      invoices: { used: 365, allowed: 2365 },
      blocked: ['seats'],
    });
    await w.seedSales(1999, new Date('2026-10-02T10:00:00+05:30'), 'MORE');
    expect((await w.subscription()).invoices).toEqual({ used: 2364, allowed: 2365 });

    // Two saves race for the last slot: the company row is locked, so exactly one wins.
    const both = await Promise.all([w.saveSale(), w.saveSale()]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 402]);
    const refused = both.find((r) => r.statusCode === 402)!;
    expect(refused.json().detail).toBe(limitMessage('2,365'));
    expect((await w.subscription()).invoices).toEqual({ used: 2365, allowed: 2365 });
    expect((await w.saveSale()).statusCode).toBe(402);
  });
});

describe('user seats on Standard', () => {
  let s: PlansWorld;
  beforeAll(async () => {
    s = await openCompany(w.t);
    // A free period that ended yesterday, and Standard from today.
    await s.setPlan({ trialEndsOn: '2026-10-09', plan: 'standard' });
  });

  const invite = (email: string) =>
    s.send('POST', '/api/account/invite-user', { email, role: 'Auditor' });

  it('counts a pending invitation: the 5th user is invited, the 6th refused', async () => {
    for (const role of ['Manager', 'Auditor', 'Auditor'] as const) {
      await inviteAndJoin(s.t, { auth: s.auth }, role);
    }
    expect((await s.subscription()).users).toEqual({ used: 4, allowed: 5 });
    const fifth = await invite('fifth@example.com');
    expect(fifth.statusCode, fifth.body).toBe(200);
    expect(await s.subscription()).toMatchObject({
      users: { used: 5, allowed: 5 },
      blocked: ['seats'],
    });

    const sixth = await invite('sixth@example.com');
    expect(sixth.statusCode).toBe(402);
    const seats =
      'Your Standard plan has 5 user seats, all taken (pending invitations count). Add a seat or upgrade in Settings → Plans.';
    expect(sixth.json()).toEqual({
      title: 'Plan limit',
      detail: seats,
      errors: { plan: [seats] },
      blocked: 'seats',
      code: 'plan_limit',
      values: { planName: 'Standard', allowed: 5 },
    });
    // No user row and no mail for the refused invitation.
    expect(s.t.outbox.messages().some((m) => m.to.includes('sixth@example.com'))).toBe(false);
  });

  it('frees the seat when the invitation is cancelled, and adds one with an extra seat', async () => {
    const cancel = await s.send('POST', '/api/account/cancel-invitation', {
      email: 'fifth@example.com',
    });
    expect(cancel.statusCode).toBe(200);
    expect((await invite('sixth@example.com')).statusCode).toBe(200);

    await s.setPlan({ extraSeats: 1 });
    expect((await s.subscription()).users).toEqual({ used: 5, allowed: 6 });
    expect((await invite('seventh@example.com')).statusCode).toBe(200);
    const eighth = await invite('eighth@example.com');
    expect(eighth.statusCode).toBe(402);
    expect(eighth.json().detail).toContain('has 6 user seats');
  });
});

describe("the operator's changes", () => {
  it('moves a plan bought ahead with the free period, and refuses add-ons without a plan', async () => {
    const c = await openCompany(w.t); // registered 10/10/2026: free until 08/04/2027
    await expect(c.setPlan({ extraSeats: 1 })).rejects.toThrow(
      'Add-ons belong to a plan year: give --plan too, or set it first.',
    );
    expect((await c.setPlan({ plan: 'premium' })).subscription).toMatchObject({
      trialEndsOn: '2027-04-08',
      periodStartsOn: '2027-04-09',
      periodEndsOn: '2028-04-08',
    });
    expect((await c.setPlan({ trialEndsOn: '2027-05-31' })).subscription).toMatchObject({
      status: 'trial',
      periodStartsOn: '2027-06-01',
      periodEndsOn: '2028-05-31',
    });
    // Ended yesterday: the plan year starts today.
    expect((await c.setPlan({ trialEndsOn: '2026-10-09' })).subscription).toMatchObject({
      status: 'active',
      periodStartsOn: '2026-10-10',
      periodEndsOn: '2027-10-09',
      users: { used: 1, allowed: 10 },
    });
  });
});
