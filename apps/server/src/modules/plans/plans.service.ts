// The subscription as the company sees it (GET /api/subscription), and the operator's change of
// it (`npm run plan`): there is no payment gateway, plans are set by the operator.
import { addDays, todayInIndia } from '@hisaab/shared/format';
import { planYearEnd, type PlanChoice } from '@hisaab/shared/plans';
import type { Subscription } from '@hisaab/shared/replies/plans';
import type { Raised } from '@hisaab/shared/i18n/messages';
import type { Db, DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../bookkeeping/audit-trail.ts';
import { blockedBy, planState, type SubscriptionRow } from './plan-state.ts';
import * as repo from './plans.repo.ts';

/** The subscription and its use on `today`, as GET /api/subscription answers it. */
export async function subscriptionView(
  db: DbOrTx,
  row: repo.CompanySubscription,
  today: string,
  salesContact: string,
): Promise<Raised<Subscription>> {
  const state = planState(row, today);
  const invoicesUsed = await repo.countSalesInvoices(db, row.id, {
    from: state.countFrom,
    untilExclusive: state.countFrom && row.planEndsOn ? addDays(row.planEndsOn, 1) : null,
  });
  const usersUsed = await repo.countSeats(db, row.id);
  const { blocked, message } = blockedBy(row, state, { users: usersUsed, invoices: invoicesUsed });
  return {
    plan: row.plan,
    status: state.status,
    trialEndsOn: row.trialEndsOn,
    trialDaysLeft: state.trialDaysLeft,
    periodStartsOn: row.planStartsOn,
    periodEndsOn: row.planEndsOn,
    periodDaysLeft: state.periodDaysLeft,
    extraInvoiceBlocks: row.extraInvoiceBlocks,
    extraSeats: row.extraSeats,
    users: { used: usersUsed, allowed: state.limits.users },
    invoices: { used: invoicesUsed, allowed: state.limits.invoices },
    blocked,
    message,
    salesContact,
  };
}

export async function companySubscription(
  db: DbOrTx,
  companyId: number,
  now: Date,
  salesContact: string,
): Promise<Raised<Subscription> | null> {
  const row = await repo.subscriptionOf(db, companyId);
  return row ? subscriptionView(db, row, todayInIndia(now), salesContact) : null;
}

/** A refusal of the operator command, printed as it is. */
export class PlanCommandError extends Error {}

export interface PlanChange {
  companyCode: string;
  /** Starts a new plan year (and resets the add-ons unless they are given too). */
  plan?: PlanChoice;
  /** The add-ons of the current plan year, as totals (running the command twice is harmless). */
  extraInvoiceBlocks?: number;
  extraSeats?: number;
  /** The last day of the free period. */
  trialEndsOn?: string;
  /** Who ran the command, for the audit trail. */
  operator: string;
}

const subscriptionFields = (r: SubscriptionRow) => ({
  plan: r.plan,
  trialEndsOn: r.trialEndsOn,
  planStartsOn: r.planStartsOn,
  planEndsOn: r.planEndsOn,
  extraInvoiceBlocks: r.extraInvoiceBlocks,
  extraSeats: r.extraSeats,
});

/**
 * Applies the operator's change in one transaction with its audit entry and answers the
 * company's new state. A plan year starts today, or the day after the free period when the
 * plan is bought before it ends.
 */
export async function changePlan(
  db: Db,
  change: PlanChange,
  now: Date,
  salesContact: string,
): Promise<{ company: { code: string; name: string }; subscription: Raised<Subscription> }> {
  const today = todayInIndia(now);
  return db.transaction(async (tx) => {
    const row = await repo.findByCode(tx, change.companyCode, { lock: true });
    if (!row) throw new PlanCommandError(`No company has the code ${change.companyCode}.`);
    const next: SubscriptionRow = { ...subscriptionFields(row) };
    if (change.trialEndsOn !== undefined) {
      next.trialEndsOn = change.trialEndsOn;
      // A plan bought ahead, not yet started, follows the free period it was waiting for.
      if (next.planStartsOn && next.planStartsOn > today) startPlanYear(next, today);
    }
    if (change.plan !== undefined) {
      next.plan = change.plan;
      startPlanYear(next, today);
      next.extraInvoiceBlocks = 0;
      next.extraSeats = 0;
    }
    const addOns = change.extraInvoiceBlocks !== undefined || change.extraSeats !== undefined;
    if (addOns && next.plan === 'none') {
      throw new PlanCommandError(
        'Add-ons belong to a plan year: give --plan too, or set it first.',
      );
    }
    if (change.extraInvoiceBlocks !== undefined)
      next.extraInvoiceBlocks = change.extraInvoiceBlocks;
    if (change.extraSeats !== undefined) next.extraSeats = change.extraSeats;

    const before = subscriptionFields(row);
    const changed = JSON.stringify(before) !== JSON.stringify(next);
    if (changed) {
      await repo.updateSubscription(tx, row.id, next);
      await recordAudit(
        tx,
        {
          companyId: row.id,
          userId: null,
          entity: 'subscription',
          entityId: row.id,
          action: 'update',
          before,
          after: { ...next, by: `operator ${change.operator}` },
        },
        now,
      );
    }
    const subscription = await subscriptionView(tx, { ...row, ...next }, today, salesContact);
    return { company: { code: row.code, name: row.name }, subscription };
  });
}

/** The plan year starts today, or the day after the free period if that is later. */
function startPlanYear(row: SubscriptionRow, today: string): void {
  const dayAfterTrial = addDays(row.trialEndsOn, 1);
  const start = row.plan === 'none' ? null : today > dayAfterTrial ? today : dayAfterTrial;
  row.planStartsOn = start;
  row.planEndsOn = start && planYearEnd(start);
}
