// What the app shell says about the plan: a quiet reminder from 15 days before the free period
// or the plan year ends, a clear notice once it has ended or the year's invoices are used up.
import { formatDate } from '@hisaab/shared/format';
import { ENDING_SOON_DAYS, planByKey, whenText } from '@hisaab/shared/plans';
import type { Subscription } from '@hisaab/shared/replies/plans';

export interface PlanNotice {
  tone: 'quiet' | 'clear';
  text: string;
}

function endsText(what: string, daysLeft: number, lastDay: string): string {
  const on = daysLeft > 1 ? `, on ${formatDate(lastDay)}` : '';
  return `${what} ends ${whenText(daysLeft)}${on}.`;
}

export function planNotice(sub: Subscription): PlanNotice | null {
  if (sub.status === 'trial-ended' || sub.status === 'expired') {
    return { tone: 'clear', text: sub.message ?? 'Choose a plan in Settings → Plans.' };
  }
  if (sub.blocked.includes('invoices') && sub.message) {
    return { tone: 'clear', text: sub.message };
  }
  // A plan bought ahead starts when the free period ends: nothing to remind.
  if (sub.status === 'trial' && sub.plan === 'none' && sub.trialDaysLeft <= ENDING_SOON_DAYS) {
    return {
      tone: 'quiet',
      text: `${endsText('Your free trial', sub.trialDaysLeft, sub.trialEndsOn)} Choose a plan to keep billing without a break.`,
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
      text: `${endsText(`Your ${name} plan`, sub.periodDaysLeft, sub.periodEndsOn)} Renew it to keep billing without a break.`,
    };
  }
  return null;
}
