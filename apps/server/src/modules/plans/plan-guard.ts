// The one place that says whether the plan allows a write. Services call it first thing inside
// the transaction of the write, so the check and the write commit together: with the company
// row locked, two parallel saves cannot both take the last invoice or seat.
import { addDays, todayInIndia } from '@hisaab/shared/format';
import { ERROR_CODES } from '@hisaab/shared/error-codes';
import type { Text } from '@hisaab/shared/i18n/messages';
import { PLAN_MESSAGES, PLAN_TITLES, planByKey } from '@hisaab/shared/plans';
import type { AppContext } from '../../platform/app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../platform/errors.ts';
import { limitDocumentCreation } from './fair-use.ts';
import { invoiceLimitMessage, planState } from './plan-state.ts';
import * as repo from './plans.repo.ts';

/**
 * new-invoice: a new sales invoice (counts against the year's invoices);
 * new-document: a new purchase, payment or expense; change: modifying or deleting any of them
 * (refused only once the free period or plan is over); new-seat: inviting a user.
 */
export type PlanWrite = 'new-invoice' | 'new-document' | 'change' | 'new-seat';

/** 402; the message is also the `plan` error, so screens show it alone, without the title. */
export const paymentRequired = (title: string, detail: Text, blocked: string) =>
  new HttpError(402, title, detail, { plan: [detail] }, { blocked }, ERROR_CODES.planLimit);

export function planGuard(ctx: Pick<AppContext, 'now' | 'config'>) {
  return {
    /**
     * `read`: the subscription as the caller already read it in this transaction (unlocked),
     * to save a statement.
     */
    async assertCanWrite(
      tx: DbOrTx,
      companyId: number,
      write: PlanWrite,
      read?: repo.CompanySubscription | null,
    ): Promise<void> {
      const now = ctx.now();
      let row = read === undefined ? await repo.subscriptionOf(tx, companyId) : read;
      if (!row) return; // the caller answers for a missing company
      let state = planState(row, todayInIndia(now));
      // Only a write counted against a limit locks the row (read again under the lock): a
      // company's saves do not queue on it without a limit to count.
      const counted =
        (write === 'new-invoice' && state.limits.invoices !== null && row.planEndsOn !== null) ||
        (write === 'new-seat' && state.limits.users !== null && row.plan !== 'none');
      if (counted) {
        row = await repo.subscriptionOf(tx, companyId, { lock: true });
        if (!row) return;
        state = planState(row, todayInIndia(now));
      }
      if (state.refusal)
        throw paymentRequired(state.refusal.title, state.refusal.detail, 'documents');
      if (write === 'new-invoice' || write === 'new-document') {
        await limitDocumentCreation(tx, ctx.config.fairUse, companyId, now);
      }
      if (write === 'new-invoice' && state.limits.invoices !== null && row.planEndsOn) {
        const used = await repo.countSalesInvoices(tx, companyId, {
          from: state.countFrom,
          untilExclusive: addDays(row.planEndsOn, 1),
        });
        if (used >= state.limits.invoices) {
          throw paymentRequired(
            PLAN_TITLES.limit,
            invoiceLimitMessage(row, state.limits.invoices),
            'invoices',
          );
        }
      }
      if (write === 'new-seat' && state.limits.users !== null && row.plan !== 'none') {
        if ((await repo.countSeats(tx, companyId)) >= state.limits.users) {
          throw paymentRequired(
            PLAN_TITLES.limit,
            PLAN_MESSAGES.seatLimit(planByKey(row.plan).name, state.limits.users),
            'seats',
          );
        }
      }
    },
  };
}
