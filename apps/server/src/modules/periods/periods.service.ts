// Closed books (issue 38): the company's locks (the date the books are closed up to and the
// returns filed, filings.service.ts) and closing the books (owner or manager; reopening: owner
// only, with a reason, and not before the end of a closed year: year-close.service.ts). It takes the settings row FOR UPDATE first, so no save of the company
// runs beside it (period-locks.ts).
import { todayInIndia } from '@hisaab/shared/format';
import { hasRole } from '@hisaab/shared/permissions';
import { FILING_MESSAGES, type ReturnType } from '@hisaab/shared/period-locks';
import { YEAR_CLOSE_MESSAGES } from '@hisaab/shared/year-close';
import type { BooksClosedInput } from '@hisaab/shared/schemas/periods';
import type { FilingReply, PeriodLocksReply } from '@hisaab/shared/replies/periods';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/app-context.ts';
import { companySettings } from '../../db/schema.ts';
import { badRequest, conflict, fieldError, forbidden } from '../../platform/errors.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import { recordAudit } from '../../bookkeeping/audit-trail.ts';
import * as repo from './filed-returns.repo.ts';
import { booksClosedTo } from './period-locks.ts';
import * as years from './year-closings.repo.ts';
import { annualReturnView, closingView, latestClosed } from './year-close.service.ts';

const M = FILING_MESSAGES;

export const isOwner = (me: AccessClaims) => hasRole(me.roles, 'Admin');

export function filingView(row: repo.FilingListRow): FilingReply {
  return {
    id: row.id,
    returnType: row.returnType as ReturnType,
    period: row.period,
    filedOn: row.filedOn,
    arn: row.arn,
    filedByEmail: row.filedByEmail,
    recordedAt: row.createdAt.toISOString(),
    undoneAt: row.undoneAt?.toISOString() ?? null,
    undoReason: row.undoReason,
  };
}

export function periodsService(ctx: AppContext) {
  async function locks(me: AccessClaims): Promise<PeriodLocksReply> {
    const [settings] = await ctx.db
      .select({ closedTo: companySettings.booksClosedTo })
      .from(companySettings)
      .where(eq(companySettings.companyId, me.companyId));
    const filings = await repo.listFilings(ctx.db, me.companyId);
    const closings = await years.listClosings(ctx.db, me.companyId);
    const annual = await years.listAnnualReturns(ctx.db, me.companyId);
    return {
      booksClosedTo: settings?.closedTo ?? null,
      filings: filings.map(filingView),
      yearClosings: closings.map((c) => closingView(c.closing, c.closedByEmail)),
      annualReturns: annual.map((a) => annualReturnView(a.filing, a.filedByEmail)),
    };
  }

  return {
    locks,

    /**
     * Closes the books up to a date (owner or manager), or reopens some or all of them (owner
     * only, with a reason).
     */
    async setBooksClosed(me: AccessClaims, input: BooksClosedInput): Promise<PeriodLocksReply> {
      if (input.closedTo !== null && input.closedTo > todayInIndia(ctx.now()))
        throw fieldError('closedTo', M.closedToFuture);
      await ctx.db.transaction(async (tx) => {
        const current = await booksClosedTo(tx, me.companyId, 'update');
        if (input.closedTo === current) throw badRequest(M.unchanged);
        const reopens = current !== null && (input.closedTo === null || input.closedTo < current);
        if (reopens && !isOwner(me)) throw forbidden(M.reopenOwnerOnly);
        if (reopens && input.reason === null) throw fieldError('reason', M.reopenNeedsReason);
        // A closed year's figures stay as closed: its books reopen only with the year.
        const closedYear = reopens ? await latestClosed(tx, me.companyId) : null;
        if (closedYear && (input.closedTo === null || input.closedTo < closedYear.end))
          throw conflict(YEAR_CLOSE_MESSAGES.booksHeld(closedYear.label, closedYear.end));
        await tx
          .update(companySettings)
          .set({ booksClosedTo: input.closedTo })
          .where(eq(companySettings.companyId, me.companyId));
        await recordAudit(
          tx,
          {
            companyId: me.companyId,
            userId: me.userId,
            entity: 'booksClosed',
            entityId: me.companyId,
            action: 'update',
            before: { closedTo: current },
            after: { closedTo: input.closedTo, reason: input.reason },
          },
          ctx.now(),
        );
      });
      return locks(me);
    },
  };
}
