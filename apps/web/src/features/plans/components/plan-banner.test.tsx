import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { Subscription } from '@hisaab/shared/replies/plans';
import { json, mockFetch, signInAs } from '../../../test/fetch-mock.ts';
import { renderAt } from '../../../test/render-app.tsx';
import { PlanBanner } from './plan-banner.tsx';
import { TRIAL_ENDED, subscription } from './plans-test-support.ts';

let fetched: () => number = () => 0;

function showBanner(reply: Subscription | null, path = '/dashboard') {
  signInAs(['Admin']);
  const mock = mockFetch((call) =>
    call.url.pathname === '/api/subscription'
      ? reply
        ? json(200, reply)
        : json(500, { title: 'Server error' })
      : undefined,
  );
  fetched = () => mock.callsTo('/api/subscription').length;
  renderAt(path, <PlanBanner />);
}

const banner = () => screen.findByTestId('plan-banner');
/** Once the subscription was fetched and settled, whether the banner stayed away. */
async function noBanner() {
  await waitFor(() => expect(fetched()).toBe(1));
  await new Promise((r) => setTimeout(r, 50));
  return screen.queryByTestId('plan-banner') === null;
}

afterEach(cleanup);

describe('the plan banner in the app shell', () => {
  it('says nothing 16 days before the free trial ends', async () => {
    showBanner(subscription({ trialDaysLeft: 16 }));
    expect(await noBanner()).toBe(true);
    cleanup();
    showBanner(subscription({ trialDaysLeft: 15 }));
    expect(await noBanner()).toBe(false);
  });

  it('reminds quietly from 15 days before, with a link to the plans', async () => {
    showBanner(subscription({ trialDaysLeft: 15 }));
    const b = await banner();
    expect(b.dataset.tone).toBe('quiet');
    expect(b.textContent).toContain(
      'Your free trial ends in 15 days, on 20/05/2027. Choose a plan to keep billing without a break.',
    );
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe(
      '/settings/plans',
    );
  });

  it('says tomorrow and today in words', async () => {
    showBanner(subscription({ trialDaysLeft: 1 }));
    expect((await banner()).textContent).toContain('Your free trial ends tomorrow.');
    cleanup();
    showBanner(subscription({ trialDaysLeft: 0 }));
    expect((await banner()).textContent).toContain('Your free trial ends today.');
  });

  it('does not remind a company that bought its plan ahead', async () => {
    showBanner(
      subscription({
        plan: 'basic',
        trialDaysLeft: 3,
        periodStartsOn: '2027-05-21',
        periodEndsOn: '2028-05-20',
      }),
    );
    expect(await noBanner()).toBe(true);
  });

  it('says clearly why once the trial has ended', async () => {
    showBanner(
      subscription({
        status: 'trial-ended',
        trialDaysLeft: 0,
        blocked: ['documents'],
        message: TRIAL_ENDED,
      }),
    );
    const b = await banner();
    expect(b.dataset.tone).toBe('clear');
    expect(b.textContent).toContain(TRIAL_ENDED);
  });

  it("reminds before a plan year ends and says when the year's invoices are used up", async () => {
    const standard = {
      plan: 'standard' as const,
      status: 'active' as const,
      trialDaysLeft: 0,
      periodStartsOn: '2027-05-21',
      periodEndsOn: '2028-05-20',
      users: { used: 3, allowed: 5 },
      invoices: { used: 7000, allowed: 7300 },
    };
    showBanner(subscription({ ...standard, periodDaysLeft: 10 }));
    expect((await banner()).textContent).toContain(
      'Your Standard plan ends in 10 days, on 20/05/2028. Renew it to keep billing without a break.',
    );
    cleanup();
    const full = 'All 7,300 sales invoices of your Standard plan … are used.';
    showBanner(
      subscription({
        ...standard,
        periodDaysLeft: 200,
        invoices: { used: 7300, allowed: 7300 },
        blocked: ['invoices'],
        message: full,
      }),
    );
    const b = await banner();
    expect(b.dataset.tone).toBe('clear');
    expect(b.textContent).toContain(full);
  });

  it('stays away from the plans page, which says it all, and when the call fails', async () => {
    showBanner(subscription({ trialDaysLeft: 5 }), '/settings/plans');
    expect(await noBanner()).toBe(true);
    cleanup();
    showBanner(null);
    expect(await noBanner()).toBe(true);
  });
});
