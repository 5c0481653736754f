import { useTranslation } from '../../../i18n/react.ts';
import { formatDate } from '@hisaab/shared/format';
import { planByKey } from '@hisaab/shared/plans';
import { i18n } from '../../../i18n/i18n.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Badge } from '../../../ui/badge.tsx';
import { LoadingText } from '../../../ui/spinner.tsx';
import { useSubscription, type Subscription } from '../api/get-subscription.ts';
import { count } from './plans-data.ts';
import { UsageBar } from './usage-bar.tsx';

const t = i18n.t.bind(i18n);

/** "today", "tomorrow", "in 12 days" (the shared whenText, in the screen's language). */
function whenText(daysLeft: number): string {
  if (daysLeft <= 0) return t('today');
  if (daysLeft === 1) return t('tomorrow');
  return t('in {{n}} days', { n: daysLeft });
}

function standing(sub: Subscription): {
  title: string;
  detail: string;
  tone: 'accent' | 'warning' | 'danger';
} {
  const name = sub.plan === 'none' ? null : t(planByKey(sub.plan).name);
  switch (sub.status) {
    case 'trial': {
      const days = sub.trialDaysLeft;
      const title =
        days === 0
          ? t('Free trial: last day today')
          : days === 1
            ? t('Free trial: 1 day left')
            : t('Free trial: {{n}} days left', { n: count(days) });
      const next =
        name && sub.periodStartsOn
          ? ` ${t('Your {{plan}} plan starts on {{date}}.', { plan: name, date: formatDate(sub.periodStartsOn) })}`
          : '';
      return {
        title,
        detail: `${t('Unlimited until {{date}}.', { date: formatDate(sub.trialEndsOn) })}${next}`,
        tone: days <= 15 && !name ? 'warning' : 'accent',
      };
    }
    case 'trial-ended':
      return {
        title: t('No plan'),
        detail: t('Your free trial ended on {{date}}.', { date: formatDate(sub.trialEndsOn) }),
        tone: 'danger',
      };
    case 'active':
      return {
        title: `${name} ${t('plan')}`,
        detail: t('{{from}} to {{to}}; ends {{when}}.', {
          from: formatDate(sub.periodStartsOn!),
          to: formatDate(sub.periodEndsOn!),
          when: whenText(sub.periodDaysLeft ?? 0),
        }),
        tone: (sub.periodDaysLeft ?? 0) <= 15 ? 'warning' : 'accent',
      };
    case 'expired':
      return {
        title: t('{{plan}} plan ended', { plan: name }),
        detail: t('It ran from {{from}} to {{to}}.', {
          from: formatDate(sub.periodStartsOn!),
          to: formatDate(sub.periodEndsOn!),
        }),
        tone: 'danger',
      };
  }
}

/** The company's plan or free trial and its use against the limits (signed in only). */
export function SubscriptionPanel() {
  const { t } = useTranslation();
  const { data: sub, isPending, isError } = useSubscription();
  if (isPending) return <LoadingText />;
  if (isError || !sub) return <Alert tone="error">{t('Failed to load your plan.')}</Alert>;
  const now = standing(sub);
  const readOnly = sub.status === 'trial-ended' || sub.status === 'expired';
  const addOns = [
    sub.extraInvoiceBlocks > 0 &&
      (sub.extraInvoiceBlocks === 1
        ? t('1 extra block of 2,000 invoices')
        : t('{{n}} extra blocks of 2,000 invoices', { n: sub.extraInvoiceBlocks })),
    sub.extraSeats > 0 &&
      (sub.extraSeats === 1 ? t('1 extra seat') : t('{{n}} extra seats', { n: sub.extraSeats })),
  ].filter(Boolean);
  return (
    <section
      aria-labelledby="your-plan"
      className="mb-6 flex flex-col gap-3 rounded-md border border-line bg-surface p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="your-plan" className="text-base font-semibold">
          {t('Your plan')}
        </h2>
        <Badge tone={now.tone}>{now.title}</Badge>
      </div>
      {/* Once read-only, the message below says when and why. */}
      {!readOnly && (
        <p>
          {now.detail}
          {addOns.length > 0 && ` ${t('Add-ons: {{list}}.', { list: addOns.join(', ') })}`}
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
            label={t('Users, pending invitations included')}
            used={sub.users.used}
            allowed={sub.users.allowed}
            unit={t('users')}
          />
          <UsageBar
            label={
              sub.status === 'active' ? t('Sales invoices this plan year') : t('Sales invoices')
            }
            used={sub.invoices.used}
            allowed={sub.invoices.allowed}
            unit={t('invoices')}
          />
        </div>
      )}
      {readOnly && (
        <p className="text-muted">
          {t(
            'Your books stay yours: every screen, report, print and export keeps working. New bills, payments and expenses wait for a plan.',
          )}
        </p>
      )}
    </section>
  );
}
