import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Subscription } from '@hisaab/shared/replies/plans';
import { json, mockFetch, signInAs } from '../../../test/fetch-mock.ts';
import { renderAt } from '../../../test/render-app.tsx';
import { PlansPage } from './plans-page.tsx';
import { TRIAL_ENDED, subscription } from './plans-test-support.ts';

function openPlans(reply: Subscription) {
  signInAs(['Admin']);
  const mock = mockFetch((call) =>
    call.url.pathname === '/api/subscription' ? json(200, reply) : undefined,
  );
  renderAt('/settings/plans', <PlansPage mode="settings" />);
  return mock;
}

const meter = (name: string) => screen.getByRole('meter', { name });

afterEach(cleanup);

describe('Plans & Pricing, signed in', () => {
  it("shows the free trial's days left, use without limits, the add-on prices and whom to contact", async () => {
    openPlans(
      subscription({ salesContact: 'Call Meera on 98200 12345 or write to sales@kirana.example' }),
    );
    expect(await screen.findByText('Free trial: 12 days left')).toBeTruthy();
    expect(screen.getByText('Unlimited until 20/05/2027.')).toBeTruthy();
    expect(screen.getByText('2 users · unlimited in the free trial')).toBeTruthy();
    expect(screen.getByText('140 invoices · unlimited in the free trial')).toBeTruthy();
    expect(screen.queryByRole('meter')).toBeNull();
    expect(screen.getByText('An extra block of 2,000 invoices for ₹2,000 plus GST.')).toBeTruthy();
    expect(screen.getByText('An extra user seat for ₹1,000 plus GST each.')).toBeTruthy();
    expect(screen.getByText('4 more users and 6,935 more invoices a year than Basic')).toBeTruthy();
    expect(screen.getByTestId('sales-contact').textContent).toBe(
      'Call Meera on 98200 12345 or write to sales@kirana.example',
    );
    expect(screen.getByRole('link', { name: 'sales@kirana.example' }).getAttribute('href')).toBe(
      'mailto:sales@kirana.example',
    );
  });

  it('shows a plan year as bars against its limits, with the current plan marked', async () => {
    openPlans(
      subscription({
        plan: 'standard',
        status: 'active',
        trialDaysLeft: 0,
        periodStartsOn: '2027-05-21',
        periodEndsOn: '2028-05-20',
        periodDaysLeft: 200,
        extraSeats: 1,
        users: { used: 3, allowed: 6 },
        invoices: { used: 7300, allowed: 7300 },
        blocked: ['invoices'],
        message: 'All 7,300 sales invoices of your Standard plan are used.',
      }),
    );
    expect(await screen.findByText('Standard plan')).toBeTruthy();
    expect(
      screen.getByText('21/05/2027 to 20/05/2028; ends in 200 days. Add-ons: 1 extra seat.'),
    ).toBeTruthy();
    const users = meter('Users, pending invitations included');
    expect(users.getAttribute('aria-valuenow')).toBe('3');
    expect(users.getAttribute('aria-valuemax')).toBe('6');
    const invoices = meter('Sales invoices this plan year');
    expect(invoices.getAttribute('aria-valuetext')).toBe('7,300 of 7,300 invoices');
    expect(
      screen.getByText('All 7,300 sales invoices of your Standard plan are used.'),
    ).toBeTruthy();
    const card = screen.getByRole('heading', { name: /Standard/, level: 2 }).closest('li')!;
    expect(within(card).getByText('Your plan')).toBeTruthy();
  });

  it('says plainly what a company without a plan can still do', async () => {
    openPlans(
      subscription({
        status: 'trial-ended',
        trialDaysLeft: 0,
        users: { used: 2, allowed: 0 },
        invoices: { used: 140, allowed: 0 },
        blocked: ['documents'],
        message: TRIAL_ENDED,
      }),
    );
    expect(await screen.findByText('No plan')).toBeTruthy();
    expect(screen.getByText(TRIAL_ENDED)).toBeTruthy();
    expect(screen.getByText(/every screen, report, print and export keeps working/)).toBeTruthy();
    expect(screen.queryByRole('meter')).toBeNull();
  });

  it('opens the fair-usage policy', async () => {
    openPlans(subscription());
    await userEvent.click(await screen.findByRole('button', { name: 'Fair Usage Policy' }));
    expect(screen.getByRole('dialog', { name: 'Fair Usage Policy' })).toBeTruthy();
  });
});

describe('Plans & Pricing, signed out', () => {
  it('asks the server nothing', async () => {
    const mock = mockFetch(() => undefined);
    renderAt('/plans', <PlansPage mode="public" />);
    expect(screen.getByRole('link', { name: 'Start Registration' })).toBeTruthy();
    await new Promise((r) => setTimeout(r, 20));
    expect(mock.calls).toEqual([]);
  });
});
