// Amending a filed supply (issue 38 part 3): a sale, credit note or debit note to a customer
// whose month's GSTR-1 is filed is changed by the ordinary save (transactions module: ledger,
// balances and stock follow) with the filing's lock lifted, and the amendment is recorded in the
// same database transaction: the document's return figures before and after (doc-figures.ts),
// the original as filed (number, date, GSTIN, place, table), the month it is reported in (today
// in India), who, when and why. Owner or accountant only, up to the time limit (shared rule:
// 30 November after the year, or the day its annual return was filed if that is earlier).
// A wrong invoice number is amended with the rest: the document takes the number typed (free
// on the sales side, never a number a filed or deleted document had, not one its series will
// still reach, so the series neither repeats nor skips a number), and the series' counter does
// not move; the original number stays the filed one (amendments.original_number, oinum).
// Any refusal throws before the commit: nothing is half-saved.
import { todayInIndia } from '@hisaab/shared/format';
import {
  AMENDABLE_KINDS,
  AMENDMENT_MESSAGES as M,
  amendmentAllowed,
  amendmentDeadline,
  canAmend,
} from '@hisaab/shared/amendments';
import { periodOf } from '@hisaab/shared/period-locks';
import { yearOfDate } from '@hisaab/shared/year-close';
import type { TransactionData } from '@hisaab/shared/schemas/transaction';
import type { ReturnData } from '@hisaab/shared/schemas/returns';
import type { SalesDebitNoteData } from '@hisaab/shared/schemas/sales-debit-note';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/app-context.ts';
import type { Tx } from '../../db/client.ts';
import { amendments } from '../../db/schema.ts';
import { badRequest, conflict, fieldError, forbidden, notFound } from '../../platform/errors.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import { recordAudit } from '../../bookkeeping/audit-trail.ts';
import { annualReturnFiledOn, booksClosedTo, filedIn } from '../periods/index.ts';
import {
  loadGstProfile,
  type GstProfile,
  docFigures,
  sectionOf,
  type DocFigures,
} from '../reports/index.ts';
import {
  TRANSACTION_MESSAGES,
  lockTransaction,
  numberHeldByOther,
  renumberTransaction,
  seriesWillReach,
  transactionService,
  type DocumentSeries,
} from '../transactions/index.ts';
import { returnService } from '../returns/index.ts';

/** The first amendment of a document: what was filed. */
async function firstAmendment(tx: Tx, companyId: number, transactionId: number) {
  const [row] = await tx
    .select()
    .from(amendments)
    .where(and(eq(amendments.companyId, companyId), eq(amendments.transactionId, transactionId)))
    .orderBy(asc(amendments.id))
    .limit(1);
  return row ?? null;
}

/** The number series of each kind of amendable document. */
const SERIES: Readonly<Record<string, DocumentSeries>> = {
  sale: 'invoice',
  credit_note: 'credit_note',
  sales_debit_note: 'sales_debit_note',
};

/** Gives the amended document the number typed, or refuses it (see the file's header). */
async function renumber(
  tx: Tx,
  companyId: number,
  stored: { id: number; kind: string },
  number: string,
  date: string,
) {
  const taken = () => conflict(M.numberTaken(number), { number: [M.numberTaken(number)] });
  if (await numberHeldByOther(tx, companyId, stored.id, number)) throw taken();
  if (await seriesWillReach(tx, companyId, SERIES[stored.kind]!, number, date))
    throw fieldError('number', M.numberAhead(number));
  if (!(await renumberTransaction(tx, companyId, stored.id, number))) throw taken();
}

/** The refusals that depend on the document as it is and as it will be. */
function refuseChange(before: DocFigures, after: DocFigures, profile: GstProfile) {
  if (periodOf(after.date) !== periodOf(before.date)) throw fieldError('transactionDate', M.month);
  const section = sectionOf(before, profile);
  if (sectionOf(after, profile) !== section) throw badRequest(M.section);
  if (section === 'b2cl' && after.pos !== before.pos) throw badRequest(M.b2clPlace);
}

export function amendmentService(ctx: AppContext) {
  const transactions = transactionService(ctx);
  const notes = returnService(ctx, transactions);

  /**
   * Amends a document of one of `kinds` with `save` (the module's own write, the filing's lock
   * lifted) and records the amendment, in one transaction.
   */
  async function amend(
    me: AccessClaims,
    id: number,
    reason: string,
    number: string | null,
    kinds: ReadonlySet<string>,
    save: (tx: Tx) => Promise<unknown>,
  ): Promise<void> {
    if (!canAmend(me.roles)) throw forbidden(M.roles);
    const today = todayInIndia(ctx.now());
    await ctx.db.transaction(async (tx) => {
      const stored = await lockTransaction(tx, me.companyId, id);
      if (!stored) throw notFound(TRANSACTION_MESSAGES.notFound);
      if (!AMENDABLE_KINDS.has(stored.kind) || !kinds.has(stored.kind) || stored.isPurchase)
        throw badRequest(M.kind);
      const period = periodOf(stored.transactionDate);
      const filed = await filedIn(tx, me.companyId, [period]);
      if (!filed.some((f) => f.returnType === 'gstr1')) throw badRequest(M.notFiled);
      // Under the settings row (key share): recording the annual return waits, or is seen.
      await booksClosedTo(tx, me.companyId, 'key share');
      const annual = await annualReturnFiledOn(
        tx,
        me.companyId,
        yearOfDate(stored.transactionDate).start,
      );
      if (!amendmentAllowed(stored.transactionDate, today, annual)) {
        const deadline = amendmentDeadline(stored.transactionDate, annual);
        throw badRequest(
          deadline === annual ? M.pastAnnualReturn(annual) : M.pastDeadline(deadline),
        );
      }
      const profile = await loadGstProfile(tx, me.companyId);
      const before = (await docFigures(tx, me.companyId, profile, id))!;
      await save(tx);
      if (number !== null && number !== stored.number) {
        const date = (await docFigures(tx, me.companyId, profile, id))!.date;
        await renumber(tx, me.companyId, stored, number, date);
      }
      const after = (await docFigures(tx, me.companyId, profile, id))!;
      refuseChange(before, after, profile);
      const first = await firstAmendment(tx, me.companyId, id);
      const [row] = await tx
        .insert(amendments)
        .values({
          companyId: me.companyId,
          transactionId: id,
          kind: stored.kind,
          originalPeriod: period,
          amendmentPeriod: periodOf(today),
          originalNumber: first ? first.originalNumber : before.number,
          originalDate: first ? first.originalDate : before.date,
          originalCtin: first ? first.originalCtin : before.ctin,
          originalPos: first ? first.originalPos : before.pos,
          section: first ? first.section : sectionOf(before, profile),
          before,
          after,
          reason,
          createdBy: me.userId,
          createdAt: ctx.now(),
        })
        .returning();
      await recordAudit(
        tx,
        {
          companyId: me.companyId,
          userId: me.userId,
          entity: 'amendment',
          entityId: row!.id,
          action: 'create',
          before: {
            transactionId: id,
            number: before.number,
            date: before.date,
            ctin: before.ctin,
            pos: before.pos,
          },
          after: {
            number: after.number,
            date: after.date,
            ctin: after.ctin,
            pos: after.pos,
            amendmentPeriod: row!.amendmentPeriod,
            reason,
          },
        },
        ctx.now(),
      );
    });
  }

  return {
    /** A sale amended with an edit's body; answers it as saved. */
    async amendSale(
      me: AccessClaims,
      id: number,
      body: TransactionData,
      reason: string,
      number: string | null = null,
    ) {
      await amend(me, id, reason, number, SALES, (tx) =>
        transactions.saveIn(tx, me, body, id, { amendment: true }),
      );
      return transactions.get(me, id);
    },
    /** A credit note amended with a return's body (its bill, date, quantities); answers it. */
    async amendCreditNote(
      me: AccessClaims,
      id: number,
      body: ReturnData,
      reason: string,
      number: string | null = null,
    ) {
      await amend(me, id, reason, number, CREDIT_NOTES, (tx) => notes.amendIn(tx, me, id, body));
      return notes.get(me, id);
    },
    /** A debit note to a customer amended with its body (its bill, date, raises); answers it. */
    async amendDebitNote(
      me: AccessClaims,
      id: number,
      body: SalesDebitNoteData,
      reason: string,
      number: string | null = null,
    ) {
      await amend(me, id, reason, number, DEBIT_NOTES, (tx) =>
        notes.amendSalesDebitNoteIn(tx, me, id, body),
      );
      return notes.get(me, id);
    },
  };
}

const SALES: ReadonlySet<string> = new Set(['sale']);
const CREDIT_NOTES: ReadonlySet<string> = new Set(['credit_note']);
const DEBIT_NOTES: ReadonlySet<string> = new Set(['sales_debit_note']);
