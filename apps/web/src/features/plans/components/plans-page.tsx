import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../ui/button.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { FairUsageDialog } from './fair-usage-dialog.tsx';
import { FREE_PERIOD_DAYS, PLANS, SALES_EMAIL, count, rupees } from './plans-data.ts';

const LINK = 'text-accent underline-offset-2 hover:underline';

/** 'public' at /plans when signed out; 'settings' at /settings/plans when signed in. */
export function PlansPage({ mode }: { mode: 'public' | 'settings' }) {
  const [fairUsageOpen, setFairUsageOpen] = useState(false);
  const body = (
    <>
      <PageHeader title="Plans & Pricing">
        {mode === 'settings' && (
          <Link to="/settings" className={LINK}>
            Back to Settings
          </Link>
        )}
      </PageHeader>
      <p className="mb-4">
        Every new company gets the first 6 months ({FREE_PERIOD_DAYS} days) free, with unlimited
        access and no payment details. Choose a yearly plan after that.
      </p>
      <ul className="grid gap-3 sm:grid-cols-3">
        {PLANS.map((p) => (
          <li key={p.name} className="rounded-md border border-line bg-surface p-4">
            <h2 className="text-base font-semibold">{p.name}</h2>
            <p className="mt-1 text-2xl font-semibold tabular-nums">
              {rupees(p.priceRupees)}
              <span className="text-sm font-normal text-muted"> / year</span>
            </p>
            <ul className="mt-2 text-sm">
              <li>
                {p.users} {p.users === 1 ? 'user' : 'users'}
              </li>
              <li>{count(p.invoicesPerYear)} invoices a year</li>
            </ul>
          </li>
        ))}
      </ul>
      <h2 className="mt-6 mb-2 text-base font-semibold">Add-ons</h2>
      <ul className="list-disc pl-5">
        <li>
          An extra block of {count(2000)} invoices for {rupees(2000)} plus GST.
        </li>
        <li>An extra user seat for {rupees(1000)} plus GST each.</li>
      </ul>
      <p className="mt-4">
        All plans are under a fair-usage policy: throttling or suspension is possible in case of
        abuse.{' '}
        <Button variant="link" onClick={() => setFairUsageOpen(true)}>
          Fair Usage Policy
        </Button>
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        {mode === 'public' ? (
          <>
            <Link
              to="/register"
              className="rounded-md bg-accent px-3 py-1.5 font-medium text-white"
            >
              Start Registration
            </Link>
            <Link
              to="/login"
              className="rounded-md border border-line bg-surface px-3 py-1.5 font-medium"
            >
              Back to Login
            </Link>
          </>
        ) : (
          <p>
            To choose or change a plan, write to{' '}
            <a className={LINK} href={`mailto:${SALES_EMAIL}`}>
              {SALES_EMAIL}
            </a>
            .
          </p>
        )}
      </div>
      <FairUsageDialog open={fairUsageOpen} onClose={() => setFairUsageOpen(false)} />
    </>
  );
  if (mode === 'settings') return body;
  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <p className="mb-6 text-2xl font-semibold text-accent">Hisaab</p>
      {body}
    </main>
  );
}
