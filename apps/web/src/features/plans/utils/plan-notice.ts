// What the app shell says about the plan: a quiet reminder from 15 days before the free period
// or the plan year ends, a clear notice once it has ended or the year's invoices are used up.
import { formatDate } from '@hisaab/shared/format';
import { ENDING_SOON_DAYS, planByKey } from '@hisaab/shared/plans';
import type { Subscription } from '@hisaab/shared/replies/plans';
import { i18n } from '../../../i18n/i18n.ts';

export interface PlanNotice {
  tone: 'quiet' | 'clear';
  text: string;
}

/** "Your free trial ends in 12 days, on 20/05/2027." (plan: "Your Basic plan ends …"). */
function endsText(plan: string | null, daysLeft: number, lastDay: string): string {
  const values = {
    plan: plan === null ? '' : i18n.t(plan),
    n: daysLeft,
    date: formatDate(lastDay),
  };
  if (plan === null) {
    if (daysLeft <= 0) return i18n.t('Your free trial ends today.');
    if (daysLeft === 1) return i18n.t('Your free trial ends tomorrow.');
    return i18n.t('Your free trial ends in {{n}} days, on {{date}}.', values);
  }
  if (daysLeft <= 0) return i18n.t('Your {{plan}} plan ends today.', values);
  if (daysLeft === 1) return i18n.t('Your {{plan}} plan ends tomorrow.', values);
  return i18n.t('Your {{plan}} plan ends in {{n}} days, on {{date}}.', values);
}

export function planNotice(sub: Subscription): PlanNotice | null {
  if (sub.status === 'trial-ended' || sub.status === 'expired') {
    return { tone: 'clear', text: sub.message ?? i18n.t('Choose a plan in Settings → Plans.') };
  }
  if (sub.blocked.includes('invoices') && sub.message) {
    return { tone: 'clear', text: sub.message };
  }
  // A plan bought ahead starts when the free period ends: nothing to remind.
  if (sub.status === 'trial' && sub.plan === 'none' && sub.trialDaysLeft <= ENDING_SOON_DAYS) {
    return {
      tone: 'quiet',
      text: `${endsText(null, sub.trialDaysLeft, sub.trialEndsOn)} ${i18n.t('Choose a plan to keep billing without a break.')}`,
    };
  }
  if (
    sub.status === 'active' &&
    sub.plan !== 'none' &&
    sub.periodEndsOn &&
    sub.periodDaysLeft !== null &&
    sub.periodDaysLeft <= ENDING_SOON_DAYS
  ) {
    const name = planByKey(sub.plan).name;
    return {
      tone: 'quiet',
      text: `${endsText(name, sub.periodDaysLeft, sub.periodEndsOn)} ${i18n.t('Renew it to keep billing without a break.')}`,
    };
  }
  return null;
}
