// Where a company stands on a given day: in its free period, on a plan, or past either. Pure:
// the guard, GET /api/subscription and the operator command all read it the same way.
import {
  PLAN_MESSAGES,
  PLAN_TITLES,
  daysBetween,
  planByKey,
  planLimits,
  type PlanBlock,
  type PlanChoice,
} from '@hisaab/shared/plans';
import type { SubscriptionStatus } from '@hisaab/shared/replies/plans';
import type { Text } from '@hisaab/shared/i18n/messages';

export interface SubscriptionRow {
  plan: PlanChoice;
  trialEndsOn: string;
  planStartsOn: string | null;
  planEndsOn: string | null;
  extraInvoiceBlocks: number;
  extraSeats: number;
}

export interface PlanState {
  status: SubscriptionStatus;
  trialDaysLeft: number;
  periodDaysLeft: number | null;
  /** null: unlimited. */
  limits: { users: number | null; invoices: number | null };
  /** The first day whose sales invoices count (null: all of them, in the free period). */
  countFrom: string | null;
  /** Every write refused: the 402's title and message. */
  refusal: { title: string; detail: Text } | null;
}

/**
 * The free period covers the registration day and the 180 days after it (trialEndsOn is its last
 * day); a plan covers planStartsOn to planEndsOn. The free period wins while it lasts, so a plan
 * bought early loses none of it.
 */
export function planState(row: SubscriptionRow, today: string): PlanState {
  const trialDaysLeft = Math.max(0, daysBetween(today, row.trialEndsOn));
  const base = { trialDaysLeft, periodDaysLeft: null, countFrom: null, refusal: null };
  if (today <= row.trialEndsOn) {
    return { ...base, status: 'trial', limits: { users: null, invoices: null } };
  }
  if (row.plan === 'none' || !row.planStartsOn || !row.planEndsOn) {
    return {
      ...base,
      status: 'trial-ended',
      limits: { users: 0, invoices: 0 },
      refusal: { title: PLAN_TITLES.needed, detail: PLAN_MESSAGES.trialEnded(row.trialEndsOn) },
    };
  }
  const limits = planLimits(row.plan, row.extraInvoiceBlocks, row.extraSeats);
  const name = planByKey(row.plan).name;
  if (today > row.planEndsOn) {
    return {
      ...base,
      status: 'expired',
      periodDaysLeft: 0,
      limits,
      countFrom: row.planStartsOn,
      refusal: {
        title: PLAN_TITLES.needed,
        detail: PLAN_MESSAGES.planEnded(name, row.planEndsOn),
      },
    };
  }
  return {
    ...base,
    status: 'active',
    periodDaysLeft: daysBetween(today, row.planEndsOn),
    limits,
    countFrom: row.planStartsOn,
  };
}

/** What is refused given the use so far, and the message of the first refusal. */
export function blockedBy(
  row: SubscriptionRow,
  state: PlanState,
  used: { users: number; invoices: number },
): { blocked: PlanBlock[]; message: Text | null } {
  if (state.refusal) return { blocked: ['documents'], message: state.refusal.detail };
  const blocked: PlanBlock[] = [];
  const messages: Text[] = [];
  if (row.plan !== 'none' && state.status === 'active') {
    const name = planByKey(row.plan).name;
    if (state.limits.invoices !== null && used.invoices >= state.limits.invoices) {
      blocked.push('invoices');
      messages.push(invoiceLimitMessage(row, state.limits.invoices));
    }
    if (state.limits.users !== null && used.users >= state.limits.users) {
      blocked.push('seats');
      messages.push(PLAN_MESSAGES.seatLimit(name, state.limits.users));
    }
  }
  return { blocked, message: messages[0] ?? null };
}

export function invoiceLimitMessage(row: SubscriptionRow, allowed: number): Text {
  if (row.plan === 'none') throw new Error('no plan');
  return PLAN_MESSAGES.invoiceLimit(planByKey(row.plan).name, allowed, row.planEndsOn!);
}
