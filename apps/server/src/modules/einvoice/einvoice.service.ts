// E-invoice use cases: a bill's status, its IRP JSON (or a month's), recording the IRP's reply
// and a cancellation made on the portal. The JSON is built from the stored bill as the print
// reads it (transactionService.get + the company as printed), checked, and refused as a whole
// (422, every problem listed per bill) when any bill of the file fails: a file the IRP would
// half-reject is worse than none, and the month's page lists what to fix.
import { todayInIndia } from '@hisaab/shared/format';
import { asMessage, msg, type Raised, type Text, tk } from '@hisaab/shared/i18n/messages';
import { EINVOICE_MESSAGES as M, IRN_CANCEL_REASONS } from '@hisaab/shared/einvoice/rules';
import { aboveFiveCrore } from '@hisaab/shared/einvoice/aato';
import type { IrnReplyBody } from '@hisaab/shared/einvoice/schemas';
import type { EInvoiceStatusReply, EInvoiceRecordReply } from '@hisaab/shared/replies/einvoice';
import type { AppContext } from '../../platform/app-context.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import { HttpError, badRequest, conflict, notFound } from '../../platform/errors.ts';
import { fileSafe, monthTextRange, unprocessable } from '../../platform/portal-files.ts';
import { recordAudit } from '../../bookkeeping/audit-trail.ts';
import { companyProfile } from '../companies/index.ts';
import {
  lockTransaction,
  transactionService,
  type TransactionView,
  hasActiveIrn,
} from '../transactions/index.ts';
import * as repo from './einvoice.repo.ts';
import { buildIrpInvoice, eligibility, type EInvoiceCompany, type IrpInvoice } from './irp-json.ts';
import { isIrnFields, mismatches, readIrnReply } from './irn-reply.ts';

const MAX_ID = 2_147_483_647;
const NOT_FOUND = tk('Transaction not found.');

export function recordReply(row: repo.EInvoiceRow): EInvoiceRecordReply {
  return {
    irn: row.irn,
    ackNo: row.ackNo,
    ackDate: row.ackDate,
    signedQr: row.signedQr,
    status: row.status === 'cancelled' ? 'cancelled' : 'active',
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelReason: row.cancelReason,
  };
}

export function eInvoiceService(ctx: AppContext) {
  const bills = transactionService(ctx);

  async function company(companyId: number): Promise<EInvoiceCompany> {
    const profile = await companyProfile(ctx.db, companyId);
    const f = await repo.flags(ctx.db, companyId);
    return { ...profile, aatoBand: f.aatoBand };
  }

  async function view(me: AccessClaims, id: number): Promise<TransactionView> {
    if (id > MAX_ID) throw notFound(NOT_FOUND);
    return bills.get(me, id);
  }

  async function build(me: AccessClaims, v: TransactionView, c: EInvoiceCompany) {
    const units = await repo.unitCodes(
      ctx.db,
      me.companyId,
      v.lineItems.map((l) => l.unitId).filter((u): u is number => u !== null),
    );
    return buildIrpInvoice({ view: v, company: c, units, today: todayInIndia(ctx.now()) });
  }

  return {
    async status(me: AccessClaims, id: number): Promise<Raised<EInvoiceStatusReply>> {
      const v = await view(me, id);
      const c = await company(me.companyId);
      const row = await repo.findEInvoice(ctx.db, me.companyId, id);
      const e = eligibility(v, c);
      const built = aboveFiveCrore(c.aatoBand) && e.eligible ? await build(me, v, c) : null;
      return {
        enabled: aboveFiveCrore(c.aatoBand),
        eligible: e.eligible,
        reason: e.eligible ? null : e.reason,
        problems: built?.problems ?? [],
        notes: built?.notes ?? [],
        eInvoice: row ? recordReply(row) : null,
        locked: row?.status === 'active',
      };
    },

    /** One bill's IRP JSON; 422 with the problems, or why the IRP does not take it. */
    async invoiceJson(
      me: AccessClaims,
      id: number,
    ): Promise<{ fileName: string; body: IrpInvoice }> {
      const v = await view(me, id);
      const c = await company(me.companyId);
      if (!aboveFiveCrore(c.aatoBand)) throw conflict(M.notEnabled);
      const e = eligibility(v, c);
      if (!e.eligible) throw unprocessable(e.reason, [e.reason]);
      const { invoice, problems } = await build(me, v, c);
      if (problems.length) throw unprocessable(problems[0]!, problems);
      return { fileName: `einvoice-${fileSafe(v.number ?? String(v.id))}.json`, body: invoice };
    },

    /**
     * The month's eligible bills (B2B sales and credit notes without an active IRN) in one
     * array. B2C, nil/exempt-only and own-GSTIN bills are never in it; bills that already have
     * an IRN are left out too (they are with the IRP). Any problem: nothing, and every problem.
     */
    async monthJson(me: AccessClaims, month: string) {
      const c = await company(me.companyId);
      if (!aboveFiveCrore(c.aatoBand)) throw conflict(M.notEnabled);
      const { start, end } = monthTextRange(month);
      const ids = await repo.monthBills(ctx.db, me.companyId, start, end);
      const out: IrpInvoice[] = [];
      const problems: Text[] = [];
      for (const id of ids) {
        if (await hasActiveIrn(ctx.db, me.companyId, id)) continue;
        const v = await bills.get(me, id);
        if (!eligibility(v, c).eligible) continue;
        const built = await build(me, v, c);
        problems.push(...built.problems);
        out.push(built.invoice);
      }
      if (problems.length)
        throw unprocessable(
          msg('{{count}} problem(s) stop the file; fix them and download again.', {
            count: problems.length,
          }),
          problems,
        );
      if (out.length === 0)
        throw unprocessable(msg('No bill of {{month}} needs an e-invoice.', { month }), [
          msg(
            'No bill of {{month}} needs an e-invoice (B2B sales and credit notes without an IRN).',
            { month },
          ),
        ]);
      return { fileName: `einvoice-${month}.json`, body: out };
    },

    /** Records the IRP's reply for the bill (audited); refuses one that is not this bill's. */
    async recordIrn(me: AccessClaims, id: number, body: IrnReplyBody) {
      const v = await view(me, id);
      const c = await company(me.companyId);
      const e = eligibility(v, c);
      if (!e.eligible) throw unprocessable(e.reason, [e.reason]);
      const fields = readIrnReply(body);
      if (!isIrnFields(fields)) throw badRequest(Object.values(fields)[0]![0]!, fields);
      const wrong = mismatches(fields, {
        number: v.number ?? '',
        date: v.transactionDate,
        sellerGstin: c.gstin ?? '',
      });
      if (wrong.length)
        throw new HttpError(
          422,
          tk('Not this bill'),
          wrong[0],
          { reply: wrong },
          { problems: wrong.map(asMessage) },
        );
      const row = await ctx.db.transaction(async (tx) => {
        if (!(await lockTransaction(tx, me.companyId, id))) throw notFound(NOT_FOUND);
        const existing = await repo.findEInvoice(tx, me.companyId, id);
        if (existing?.status === 'active') throw conflict(M.alreadyHasIrn);
        const values = {
          companyId: me.companyId,
          transactionId: id,
          irn: fields.irn,
          ackNo: fields.ackNo,
          ackDate: fields.ackDate,
          signedQr: fields.signedQr,
          signedInvoice: fields.signedInvoice,
          status: 'active',
          createdBy: me.userId,
        };
        const saved = existing
          ? await repo.replaceEInvoice(tx, values)
          : await repo.insertEInvoice(tx, values);
        await recordAudit(
          tx,
          {
            companyId: me.companyId,
            userId: me.userId,
            entity: 'e_invoice',
            entityId: id,
            action: existing ? 'update' : 'create',
            before: existing ?? undefined,
            after: { ...saved, signedInvoice: saved.signedInvoice ? '(kept)' : null },
          },
          ctx.now(),
        );
        return saved;
      });
      return recordReply(row);
    },

    /** Records that the IRN was cancelled on the portal (within its 24 hours); the bill opens. */
    async cancelIrn(me: AccessClaims, id: number, reason: string, remark: string | null) {
      if (id > MAX_ID) throw notFound(NOT_FOUND);
      const row = await ctx.db.transaction(async (tx) => {
        if (!(await lockTransaction(tx, me.companyId, id))) throw notFound(NOT_FOUND);
        const existing = await repo.findEInvoice(tx, me.companyId, id);
        if (!existing || existing.status !== 'active') throw conflict(M.noIrn);
        const text = `${reason} ${IRN_CANCEL_REASONS[reason as keyof typeof IRN_CANCEL_REASONS]}${remark ? `: ${remark}` : ''}`;
        const saved = await repo.cancelEInvoice(tx, me.companyId, id, ctx.now(), text);
        await recordAudit(
          tx,
          {
            companyId: me.companyId,
            userId: me.userId,
            entity: 'e_invoice',
            entityId: id,
            action: 'update',
            before: { status: existing.status },
            after: { status: 'cancelled', cancelReason: text },
          },
          ctx.now(),
        );
        return saved!;
      });
      return recordReply(row);
    },
  };
}
