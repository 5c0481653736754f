// Closing a financial year (issue 38 part 5) and recording its annual return (GSTR-9, part 3's
// time limit). Closing (owner or accountant, once the year has ended) closes the books up to 31
// March if they are not already, and posts the closing journal in the same transaction: every
// income and expense account's balance at 31 March moved to the capital account, so the next
// year's trial balance and kept openings (0043, dropped by the journal's own insert) start from
// capital, parties, cash, bank and taxes; stock, never in the ledger, keeps its cost. The profit
// and loss report leaves the journal out. Reopening (owner only, with a reason) deletes the
// journal; the books stay closed until the owner reopens them. Years close and reopen in order.
// Each action takes the settings row FOR UPDATE first, as every change of the locks does.
import { eq, sql } from 'drizzle-orm';
import { todayInIndia } from '@hisaab/shared/format';
import { paiseToRupees } from '@hisaab/shared/money';
import { hasRole } from '@hisaab/shared/permissions';
import { FILING_MESSAGES } from '@hisaab/shared/period-locks';
import type { AnnualReturnReply, YearClosingReply } from '@hisaab/shared/replies/periods';
import type { CloseYearInput, FileAnnualReturnInput } from '@hisaab/shared/schemas/periods';
import {
  canCloseYear,
  financialYear,
  YEAR_CLOSE_MESSAGES as M,
  yearOfDate,
} from '@hisaab/shared/year-close';
import type { AppContext } from '../../platform/app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { companySettings } from '../../db/schema.ts';
import {
  Journal,
  PROFIT_AND_LOSS_ACCOUNTS,
  removePostings,
  type LedgerAccount,
} from '../../bookkeeping/journal.ts';
import { conflict, fieldError, forbidden, notFound } from '../../platform/errors.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import { recordAudit, type AuditEntry } from '../../bookkeeping/audit-trail.ts';
import { queryRows } from '../../db/query-rows.ts';
import { keptYearOf, ledgerToDateSql } from './kept-openings.ts';
import { booksClosedTo } from './period-locks.ts';
import * as repo from './year-closings.repo.ts';

const isOwner = (me: AccessClaims) => hasRole(me.roles, 'Admin');

export function closingView(
  row: repo.YearClosingRow,
  closedByEmail: string | null,
): YearClosingReply {
  const fy = yearOfDate(row.yearStart);
  return {
    id: row.id,
    year: fy.year,
    label: fy.label,
    result: paiseToRupees(row.resultPaise),
    closedByEmail,
    closedAt: row.createdAt.toISOString(),
    reopenedAt: row.reopenedAt?.toISOString() ?? null,
    reopenReason: row.reopenReason,
  };
}

export function annualReturnView(
  row: repo.AnnualReturnRow,
  filedByEmail: string | null,
): AnnualReturnReply {
  const fy = yearOfDate(row.yearStart);
  return {
    id: row.id,
    year: fy.year,
    label: fy.label,
    filedOn: row.filedOn,
    arn: row.arn,
    filedByEmail,
    recordedAt: row.createdAt.toISOString(),
    undoneAt: row.undoneAt?.toISOString() ?? null,
    undoReason: row.undoReason,
  };
}

interface Balance {
  account: LedgerAccount;
  partyId: number | null;
  bankAccountId: number | null;
  taxId: number | null;
  component: string | null;
  expenseItemId: number | null;
  balance: string;
}

/**
 * Every income and expense account's balance at the end of `yearEnd` (debit positive), per
 * ledger key: the year's kept openings (an earlier year not closed carries in) and its lines.
 */
async function profitAndLossBalances(
  tx: DbOrTx,
  companyId: number,
  yearEnd: string,
): Promise<Balance[]> {
  const yearStart = await keptYearOf(tx, companyId, 'ledger', yearEnd);
  return queryRows<Balance>(
    tx,
    sql`select account, party_id as "partyId", bank_account_id as "bankAccountId",
        tax_id as "taxId", component, expense_item_id as "expenseItemId",
        sum(amount_paise)::text as "balance"
      from ${ledgerToDateSql(companyId, yearStart, yearEnd, PROFIT_AND_LOSS_ACCOUNTS)} j
      group by account, party_id, bank_account_id, tax_id, component, expense_item_id
      having sum(amount_paise) <> 0
      order by account, expense_item_id`,
  );
}

/** The latest year closed (in force), or null. */
export async function latestClosed(tx: DbOrTx, companyId: number) {
  const [latest] = await repo.closingsInForce(tx, companyId);
  return latest ? yearOfDate(latest.yearStart) : null;
}

/** What undoing one kind of kept record takes (see undoKept). */
interface UndoKept<Row> {
  ownerOnly: string;
  notFound: string;
  alreadyDone: string;
  find: (tx: DbOrTx, companyId: number, id: number) => Promise<Row | null>;
  isDone: (row: Row) => boolean;
  /** The record's own step before it is marked (checks that may refuse, postings removed). */
  beforeMark?: (tx: DbOrTx, row: Row) => Promise<void>;
  mark: (
    tx: DbOrTx,
    companyId: number,
    id: number,
    undo: { at: Date; by: number; reason: string },
  ) => Promise<Row>;
  entity: string;
  before: (row: Row, year: string) => Record<string, unknown>;
  after: (row: Row, year: string) => Record<string, unknown>;
}

export function yearCloseService(ctx: AppContext) {
  const audit = (tx: DbOrTx, entry: Omit<AuditEntry, 'userId'>, me: AccessClaims) =>
    recordAudit(tx, { ...entry, userId: me.userId }, ctx.now());

  /**
   * Undoes a kept record of a year (a closing reopened, a GSTR-9 undone): owner only, under the
   * settings row, 404 when it is not the company's, 409 when already undone, then the record's
   * own step, the who/when/why marked and the change audited.
   */
  async function undoKept<Row extends { yearStart: string }>(
    me: AccessClaims,
    id: number,
    reason: string,
    how: UndoKept<Row>,
  ): Promise<void> {
    if (!isOwner(me)) throw forbidden(how.ownerOnly);
    await ctx.db.transaction(async (tx) => {
      await booksClosedTo(tx, me.companyId, 'update');
      const before = await how.find(tx, me.companyId, id);
      if (!before) throw notFound(how.notFound);
      if (how.isDone(before)) throw conflict(how.alreadyDone);
      await how.beforeMark?.(tx, before);
      const after = await how.mark(tx, me.companyId, id, { at: ctx.now(), by: me.userId, reason });
      const year = yearOfDate(before.yearStart).label;
      await audit(
        tx,
        {
          companyId: me.companyId,
          entity: how.entity,
          entityId: id,
          action: 'update',
          before: how.before(before, year),
          after: how.after(after, year),
        },
        me,
      );
    });
  }

  return {
    /** Closes a year that has ended: the books up to 31 March, and the closing journal. */
    async close(me: AccessClaims, input: CloseYearInput): Promise<void> {
      if (!canCloseYear(me.roles)) throw forbidden(M.roles);
      const fy = financialYear(input.year);
      if (todayInIndia(ctx.now()) <= fy.end) throw fieldError('year', M.notEnded(fy.label, fy.end));
      await ctx.db.transaction(async (tx) => {
        const closedTo = await booksClosedTo(tx, me.companyId, 'update');
        const closings = await repo.closingsInForce(tx, me.companyId);
        if (closings.some((c) => c.yearStart === fy.start))
          throw conflict(M.alreadyClosed(fy.label));
        const later = closings.find((c) => c.yearStart > fy.start);
        if (later) throw conflict(M.laterClosed(yearOfDate(later.yearStart).label));
        if (closedTo === null || closedTo < fy.end) {
          await tx
            .update(companySettings)
            .set({ booksClosedTo: fy.end })
            .where(eq(companySettings.companyId, me.companyId));
          await audit(
            tx,
            {
              companyId: me.companyId,
              entity: 'booksClosed',
              entityId: me.companyId,
              action: 'update',
              before: { closedTo },
              after: { closedTo: fy.end, reason: null },
            },
            me,
          );
        }
        const balances = await profitAndLossBalances(tx, me.companyId, fy.end);
        const row = await repo.insertClosing(tx, {
          companyId: me.companyId,
          yearStart: fy.start,
          resultPaise: 0,
          closedBy: me.userId,
          createdAt: ctx.now(),
        });
        // Each account's balance reversed; the capital account takes their sum.
        const journal = new Journal(me.companyId, 'year_close', row.id, fy.end);
        let total = 0;
        for (const b of balances) {
          const amount = Number(b.balance);
          total += amount;
          journal.credit(b.account, amount, {
            partyId: b.partyId,
            bankAccountId: b.bankAccountId,
            taxId: b.taxId,
            component: b.component,
            expenseItemId: b.expenseItemId,
          });
        }
        journal.debit('CAPITAL', total);
        await journal.post(tx, { isNew: true });
        // A profit is the income's credit over the expenses' debit.
        const closed = await repo.setClosingResult(tx, me.companyId, row.id, -total);
        await audit(
          tx,
          {
            companyId: me.companyId,
            entity: 'yearClosing',
            entityId: row.id,
            action: 'create',
            after: { year: fy.label, resultPaise: closed.resultPaise, closedTo: fy.end },
          },
          me,
        );
      });
    },

    /** Owner only, with a reason: the closing journal deleted; the books stay as closed. */
    reopen(me: AccessClaims, id: number, reason: string): Promise<void> {
      return undoKept(me, id, reason, {
        ownerOnly: M.reopenOwnerOnly,
        notFound: M.notFound,
        alreadyDone: M.alreadyReopened,
        find: repo.findClosing,
        isDone: (row) => row.reopenedAt !== null,
        // Years reopen in order, and the closing journal goes with the closing.
        async beforeMark(tx, row) {
          const later = (await repo.closingsInForce(tx, me.companyId)).find(
            (c) => c.yearStart > row.yearStart,
          );
          if (later) throw conflict(M.laterClosed(yearOfDate(later.yearStart).label));
          await removePostings(tx, me.companyId, 'year_close', id);
        },
        mark: repo.markReopened,
        entity: 'yearClosing',
        before: (row, year) => ({ year, resultPaise: row.resultPaise, reopenedAt: null }),
        after: (row, year) => ({ year, reopenedAt: row.reopenedAt, reopenReason: reason }),
      });
    },

    /** Records the annual return (GSTR-9) of a year filed; 409 when one is in force. */
    async fileAnnualReturn(me: AccessClaims, input: FileAnnualReturnInput): Promise<void> {
      const fy = financialYear(input.year);
      if (input.filedOn <= fy.end) throw fieldError('filedOn', M.annualTooEarly);
      if (input.filedOn > todayInIndia(ctx.now()))
        throw fieldError('filedOn', FILING_MESSAGES.filedInFuture);
      await ctx.db.transaction(async (tx) => {
        // An amendment checks the limit under the same row (key share): it sees this or waits.
        await booksClosedTo(tx, me.companyId, 'update');
        if ((await repo.annualReturnFiledOn(tx, me.companyId, fy.start)) !== null)
          throw conflict(M.annualAlreadyFiled(fy.label));
        const row = await repo.insertAnnualReturn(tx, {
          companyId: me.companyId,
          yearStart: fy.start,
          filedOn: input.filedOn,
          arn: input.arn,
          filedBy: me.userId,
          createdAt: ctx.now(),
        });
        await audit(
          tx,
          {
            companyId: me.companyId,
            entity: 'annualReturn',
            entityId: row.id,
            action: 'create',
            after: { year: fy.label, filedOn: row.filedOn, arn: row.arn },
          },
          me,
        );
      });
    },

    /** Owner only, with a reason: the year's amendments are open again up to 30 November. */
    undoAnnualReturn(me: AccessClaims, id: number, reason: string): Promise<void> {
      return undoKept(me, id, reason, {
        ownerOnly: FILING_MESSAGES.undoOwnerOnly,
        notFound: M.annualNotFound,
        alreadyDone: FILING_MESSAGES.alreadyUndone,
        find: repo.findAnnualReturn,
        isDone: (row) => row.undoneAt !== null,
        mark: repo.markAnnualReturnUndone,
        entity: 'annualReturn',
        before: (row, year) => ({ year, filedOn: row.filedOn, arn: row.arn, undoneAt: null }),
        after: (row, year) => ({ year, undoneAt: row.undoneAt, undoReason: reason }),
      });
    },
  };
}
