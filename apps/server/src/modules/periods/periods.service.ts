// Filed returns and closed books (issue 38): marking a month's GSTR-1 or GSTR-3B filed (keeping
// its JSON exactly as the download gives it now), undoing a filing (owner only, with a reason),
// and the date the books are closed up to (owner or manager; reopening: owner only, with a
// reason). Each takes the settings row FOR UPDATE first, so no save of the company runs beside
// it (period-locks.ts): the JSON kept holds every document saved before, none after.
import { z } from 'zod';
import { addDays, todayInIndia } from '@hisaab/shared/format';
import { hasRole } from '@hisaab/shared/permissions';
import { FILING_MESSAGES, RETURN_LABELS, type ReturnType } from '@hisaab/shared/period-locks';
import type { BooksClosedInput, FileReturnInput } from '@hisaab/shared/schemas/periods';
import type { FilingReply, PeriodLocksReply } from '@hisaab/shared/replies/periods';
import { gstr1FileReply, gstr3bFileReply } from '@hisaab/shared/replies/gst';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { companySettings } from '../../db/schema.ts';
import { badRequest, conflict, fieldError, forbidden, notFound } from '../../platform/errors.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import { gstr1Download } from '../reports/gst/gstr1-return.ts';
import { gstr3bDownload } from '../reports/gst/gstr3b.ts';
import * as repo from './filed-returns.repo.ts';
import { booksClosedTo, filedIn } from './period-locks.ts';

const M = FILING_MESSAGES;

const isOwner = (me: AccessClaims) => hasRole(me.roles, 'Admin');

/** 'YYYY-MM' of a year and month. */
const periodKey = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/**
 * The upload file's bytes exactly as GET /reports/gst/{return}/json sends them: the route's
 * serializer encodes the body through its reply schema, then JSON.stringify
 * (fastify-type-provider-zod's serializerCompiler).
 */
async function portalFile(
  db: DbOrTx,
  companyId: number,
  returnType: ReturnType,
  year: number,
  month: number,
): Promise<string> {
  if (returnType === 'gstr1') {
    const file = await gstr1Download(db, companyId, year, month);
    return JSON.stringify(z.encode(gstr1FileReply, file.body as z.input<typeof gstr1FileReply>));
  }
  const file = await gstr3bDownload(db, companyId, year, month);
  return JSON.stringify(z.encode(gstr3bFileReply, file.body));
}

function filingView(row: repo.FilingListRow): FilingReply {
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

/** What the audit trail keeps of a filing (the JSON stays in its row). */
const auditOf = (row: repo.FiledReturnRow) => ({
  returnType: row.returnType,
  period: row.period,
  filedOn: row.filedOn,
  arn: row.arn,
  undoneAt: row.undoneAt,
  undoReason: row.undoReason,
});

export function periodsService(ctx: AppContext) {
  async function locks(me: AccessClaims): Promise<PeriodLocksReply> {
    const [settings] = await ctx.db
      .select({ closedTo: companySettings.booksClosedTo })
      .from(companySettings)
      .where(eq(companySettings.companyId, me.companyId));
    const filings = await repo.listFilings(ctx.db, me.companyId);
    return { booksClosedTo: settings?.closedTo ?? null, filings: filings.map(filingView) };
  }

  async function viewOf(me: AccessClaims, id: number): Promise<FilingReply> {
    const row = (await repo.listFilings(ctx.db, me.companyId)).find((f) => f.id === id);
    if (!row) throw notFound(M.notFound);
    return filingView(row);
  }

  return {
    locks,

    /** Records a return filed; 409 when that return of that month is already in force. */
    async file(me: AccessClaims, input: FileReturnInput) {
      const period = periodKey(input.year, input.month);
      // Filed from the day after the month ends, up to today.
      const nextMonth = addDays(`${periodKey(input.year, input.month)}-01`, 31).slice(0, 8) + '01';
      if (input.filedOn < nextMonth) throw fieldError('filedOn', M.filedTooEarly);
      if (input.filedOn > todayInIndia(ctx.now())) throw fieldError('filedOn', M.filedInFuture);
      const id = await ctx.db.transaction(async (tx) => {
        await booksClosedTo(tx, me.companyId, 'update');
        const filed = await filedIn(tx, me.companyId, [period]);
        if (filed.some((f) => f.returnType === input.returnType))
          throw conflict(M.alreadyFiled(input.returnType, period));
        const json = await portalFile(tx, me.companyId, input.returnType, input.year, input.month);
        const row = await repo.insertFiling(tx, {
          companyId: me.companyId,
          returnType: input.returnType,
          period,
          filedOn: input.filedOn,
          arn: input.arn,
          json,
          filedBy: me.userId,
          createdAt: ctx.now(),
        });
        await recordAudit(
          tx,
          {
            companyId: me.companyId,
            userId: me.userId,
            entity: 'filedReturn',
            entityId: row.id,
            action: 'create',
            after: auditOf(row),
          },
          ctx.now(),
        );
        return row.id;
      });
      return viewOf(me, id);
    },

    /** The JSON kept at filing, byte for byte, with the download's file name. */
    async json(me: AccessClaims, id: number) {
      const row = await repo.findFiling(ctx.db, me.companyId, id);
      if (!row) throw notFound(M.notFound);
      const gstin = (JSON.parse(row.json) as { gstin?: string }).gstin ?? '';
      const fp = `${row.period.slice(5, 7)}${row.period.slice(0, 4)}`;
      const label = RETURN_LABELS[row.returnType as ReturnType].replace('-', '');
      return { fileName: `${gstin}_${label}_${fp}.json`, bytes: Buffer.from(row.json, 'utf8') };
    },

    /** Owner only, with a reason: the month opens again; the filing and its JSON are kept. */
    async undo(me: AccessClaims, id: number, reason: string) {
      if (!isOwner(me)) throw forbidden(M.undoOwnerOnly);
      await ctx.db.transaction(async (tx) => {
        await booksClosedTo(tx, me.companyId, 'update');
        const before = await repo.findFiling(tx, me.companyId, id);
        if (!before) throw notFound(M.notFound);
        if (before.undoneAt) throw conflict(M.alreadyUndone);
        const after = await repo.markUndone(tx, me.companyId, id, {
          at: ctx.now(),
          by: me.userId,
          reason,
        });
        await recordAudit(
          tx,
          {
            companyId: me.companyId,
            userId: me.userId,
            entity: 'filedReturn',
            entityId: id,
            action: 'update',
            before: auditOf(before),
            after: auditOf(after),
          },
          ctx.now(),
        );
      });
      return viewOf(me, id);
    },

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
