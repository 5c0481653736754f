// Filed returns (issue 38): marking a month's GSTR-1 or GSTR-3B filed (keeping its JSON exactly
// as the download gives it now) and undoing a filing (owner only, with a reason). Each takes the
// settings row FOR UPDATE first, so no save of the company runs beside it (period-locks.ts): the
// JSON kept holds every document saved before, none after. The JSON itself is the GST returns'
// (reports/gst/portal-file.ts), handed in: periods sits below the reports that read its locks.
import { addDays, todayInIndia } from '@hisaab/shared/format';
import { FILING_MESSAGES, RETURN_LABELS, type ReturnType } from '@hisaab/shared/period-locks';
import type { FileReturnInput } from '@hisaab/shared/schemas/periods';
import type { FilingReply } from '@hisaab/shared/replies/periods';
import type { AppContext } from '../../platform/app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { conflict, fieldError, forbidden, notFound } from '../../platform/errors.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import { recordAudit } from '../../bookkeeping/audit-trail.ts';
import * as repo from './filed-returns.repo.ts';
import { booksClosedTo, filedIn } from './period-locks.ts';
import { filingView, isOwner } from './periods.service.ts';

const M = FILING_MESSAGES;

/**
 * The upload file of a return for a month, as its download's bytes (the JSON kept at filing).
 */
export type PortalFile = (
  db: DbOrTx,
  companyId: number,
  returnType: ReturnType,
  year: number,
  month: number,
) => Promise<string>;

/** 'YYYY-MM' of a year and month. */
const periodKey = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/** What the audit trail keeps of a filing (the JSON stays in its row). */
const auditOf = (row: repo.FiledReturnRow) => ({
  returnType: row.returnType,
  period: row.period,
  filedOn: row.filedOn,
  arn: row.arn,
  undoneAt: row.undoneAt,
  undoReason: row.undoReason,
});

export function filingsService(ctx: AppContext, portalFile: PortalFile) {
  async function viewOf(me: AccessClaims, id: number): Promise<FilingReply> {
    const row = (await repo.listFilings(ctx.db, me.companyId)).find((f) => f.id === id);
    if (!row) throw notFound(M.notFound);
    return filingView(row);
  }

  return {
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
  };
}
