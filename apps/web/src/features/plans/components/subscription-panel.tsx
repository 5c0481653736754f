import { formatDate } from '@hisaab/shared/format';
import { planByKey, whenText } from '@hisaab/shared/plans';
import { Alert } from '../../../ui/alert.tsx';
import { Badge } from '../../../ui/badge.tsx';
import { LoadingText } from '../../../ui/spinner.tsx';
import { useSubscription, type Subscription } from '../api/get-subscription.ts';
import { count } from './plans-data.ts';
import { UsageBar } from './usage-bar.tsx';

function standing(sub: Subscription): {
  title: string;
  detail: string;
  tone: 'accent' | 'warning' | 'danger';
} {
  const name = sub.plan === 'none' ? null : planByKey(sub.plan).name;
  switch (sub.status) {
    case 'trial': {
      const days = sub.trialDaysLeft;
      const left =
        days === 0 ? 'last day today' : `${count(days)} day${days === 1 ? '' : 's'} left`;
      const next =
        name && sub.periodStartsOn
          ? ` Your ${name} plan starts on ${formatDate(sub.periodStartsOn)}.`
          : '';
      return {
        title: `Free trial: ${left}`,
        detail: `Unlimited until ${formatDate(sub.trialEndsOn)}.${next}`,
        tone: days <= 15 && !name ? 'warning' : 'accent',
      };
    }
    case 'trial-ended':
      return {
        title: 'No plan',
        detail: `Your free trial ended on ${formatDate(sub.trialEndsOn)}.`,
        tone: 'danger',
      };
    case 'active':
      return {
        title: `${name} plan`,
        detail: `${formatDate(sub.periodStartsOn!)} to ${formatDate(sub.periodEndsOn!)}; ends ${whenText(sub.periodDaysLeft ?? 0)}.`,
        tone: (sub.periodDaysLeft ?? 0) <= 15 ? 'warning' : 'accent',
      };
    case 'expired':
      return {
        title: `${name} plan ended`,
        detail: `It ran from ${formatDate(sub.periodStartsOn!)} to ${formatDate(sub.periodEndsOn!)}.`,
        tone: 'danger',
      };
  }
}

/** The company's plan or free trial and its use against the limits (signed in only). */
export function SubscriptionPanel() {
  const { data: sub, isPending, isError } = useSubscription();
  if (isPending) return <LoadingText />;
  if (isError || !sub) return <Alert tone="error">Failed to load your plan.</Alert>;
  const now = standing(sub);
  const readOnly = sub.status === 'trial-ended' || sub.status === 'expired';
  const addOns = [
    sub.extraInvoiceBlocks > 0 &&
      `${sub.extraInvoiceBlocks} extra block${sub.extraInvoiceBlocks === 1 ? '' : 's'} of 2,000 invoices`,
    sub.extraSeats > 0 && `${sub.extraSeats} extra seat${sub.extraSeats === 1 ? '' : 's'}`,
  ].filter(Boolean);
  return (
    <section
      aria-labelledby="your-plan"
      className="mb-6 flex flex-col gap-3 rounded-md border border-line bg-surface p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="your-plan" className="text-base font-semibold">
          Your plan
        </h2>
        <Badge tone={now.tone}>{now.title}</Badge>
      </div>
      {/* Once read-only, the message below says when and why. */}
      {!readOnly && (
        <p>
          {now.detail}
          {addOns.length > 0 && ` Add-ons: ${addOns.join(', ')}.`}
        </p>
      )}
      {sub.message && (
        <Alert tone={readOnly || sub.blocked.includes('invoices') ? 'warning' : 'info'}>
          {sub.message}
        </Alert>
      )}
      {!readOnly && (
        <div className="grid gap-3 sm:grid-cols-2">
          <UsageBar
            label="Users, pending invitations included"
            used={sub.users.used}
            allowed={sub.users.allowed}
            unit="users"
          />
          <UsageBar
            label={sub.status === 'active' ? 'Sales invoices this plan year' : 'Sales invoices'}
            used={sub.invoices.used}
            allowed={sub.invoices.allowed}
            unit="invoices"
          />
        </div>
      )}
      {readOnly && (
        <p className="text-muted">
          Your books stay yours: every screen, report, print and export keeps working. New bills,
          payments and expenses wait for a plan.
        </p>
      )}
    </section>
  );
}
