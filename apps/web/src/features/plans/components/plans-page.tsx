import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react.ts';
import { Button } from '../../../ui/button.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useSubscription } from '../api/get-subscription.ts';
import { FairUsageDialog } from './fair-usage-dialog.tsx';
import {
  ADD_ONS,
  FREE_PERIOD_DAYS,
  PLANS,
  addsOverPrevious,
  contactEmail,
  count,
  rupees,
} from './plans-data.ts';
import { SubscriptionPanel } from './subscription-panel.tsx';

const LINK = 'text-accent underline-offset-2 hover:underline';

/** How to buy or change a plan: the configured contact, its email as a mail link. */
function HowToUpgrade() {
  const { t } = useTranslation();
  const { data } = useSubscription();
  const contact = data?.salesContact ?? null;
  const email = contact ? contactEmail(contact) : null;
  const [before, after] = email && contact ? contact.split(email, 2) : [contact, ''];
  return (
    <section aria-labelledby="how-to-upgrade" className="mt-6">
      <h2 id="how-to-upgrade" className="mb-2 text-base font-semibold">
        {t('How to choose or upgrade')}
      </h2>
      <p>
        {t(
          'There is no card to enter here: our team sets up your plan and add-ons once you have paid, and your books carry on as they are.',
        )}
      </p>
      {contact && (
        <p className="mt-2 font-medium" data-testid="sales-contact">
          {before}
          {email && (
            <a className={LINK} href={`mailto:${email}`}>
              {email}
            </a>
          )}
          {after}
        </p>
      )}
    </section>
  );
}

/** 'public' at /plans when signed out; 'settings' at /settings/plans when signed in. */
export function PlansPage({ mode }: { mode: 'public' | 'settings' }) {
  const { t } = useTranslation();
  const [fairUsageOpen, setFairUsageOpen] = useState(false);
  const current = useSubscription(mode === 'settings').data;
  const currentPlan = mode === 'settings' && current?.status === 'active' ? current.plan : null;
  const body = (
    <>
      <PageHeader title={t('Plans & Pricing')}>
        {mode === 'settings' && (
          <Link to="/settings" className={LINK}>
            {t('Back to Settings')}
          </Link>
        )}
      </PageHeader>
      {mode === 'settings' && <SubscriptionPanel />}
      <p className="mb-4">
        {t(
          'Every new company gets the first 6 months ({{days}} days) free, with unlimited access and no payment details. Choose a yearly plan after that.',
          { days: FREE_PERIOD_DAYS },
        )}
      </p>
      <ul className="grid gap-3 sm:grid-cols-3">
        {PLANS.map((p, index) => (
          <li
            key={p.name}
            className={`rounded-md border bg-surface p-4 ${p.key === currentPlan ? 'border-accent ring-1 ring-accent' : 'border-line'}`}
          >
            <h2 className="flex items-center gap-2 text-base font-semibold">
              {t(p.name)}
              {p.key === currentPlan && (
                <span className="rounded bg-accent-soft px-1.5 py-0.5 text-xs font-medium text-accent">
                  {t('Your plan')}
                </span>
              )}
            </h2>
            <p className="mt-1 text-2xl font-semibold tabular-nums">
              {rupees(p.priceRupees)}
              <span className="text-sm font-normal text-muted"> / {t('year')}</span>
            </p>
            <ul className="mt-2 text-sm">
              <li>{p.users === 1 ? t('1 user') : t('{{n}} users', { n: p.users })}</li>
              <li>{t('{{n}} invoices a year', { n: count(p.invoicesPerYear) })}</li>
            </ul>
            {addsOverPrevious(index) && (
              <p className="mt-2 text-sm text-muted">{addsOverPrevious(index)}</p>
            )}
          </li>
        ))}
      </ul>
      <h2 className="mt-6 mb-2 text-base font-semibold">{t('Add-ons')}</h2>
      <ul className="list-disc pl-5">
        <li>
          {t('An extra block of {{n}} invoices for {{price}} plus GST.', {
            n: count(ADD_ONS.invoiceBlock.invoices),
            price: rupees(ADD_ONS.invoiceBlock.priceRupees),
          })}
        </li>
        <li>
          {t('An extra user seat for {{price}} plus GST each.', {
            price: rupees(ADD_ONS.seat.priceRupees),
          })}
        </li>
      </ul>
      <p className="mt-4">
        {t(
          'All plans are under a fair-usage policy: throttling or suspension is possible in case of abuse.',
        )}{' '}
        <Button variant="link" onClick={() => setFairUsageOpen(true)}>
          {t('Fair Usage Policy')}
        </Button>
      </p>
      {mode === 'public' ? (
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/register" className="rounded-md bg-accent px-3 py-1.5 font-medium text-white">
            {t('Start Registration')}
          </Link>
          <Link
            to="/login"
            className="rounded-md border border-line bg-surface px-3 py-1.5 font-medium"
          >
            {t('Back to Login')}
          </Link>
        </div>
      ) : (
        <HowToUpgrade />
      )}
      <FairUsageDialog open={fairUsageOpen} onClose={() => setFairUsageOpen(false)} />
    </>
  );
  if (mode === 'settings') return body;
  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <p className="mb-6 text-2xl font-semibold text-accent">{t('Hisaab')}</p>
      {body}
    </main>
  );
}
