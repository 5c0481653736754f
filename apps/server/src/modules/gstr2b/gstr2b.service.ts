// GSTR-2B reconciliation (issue 27): upload a month's 2B, reconcile it against the books,
// record what the user decides, and the supplier's message. Each write is one database
// transaction with its audit rows.
//
// Re-uploading a month (2B is regenerated on demand since IMS) keeps the month's row and its
// id, replaces its documents, and keeps the actions: an action points at a document by its key
// (supplier GSTIN, document type and normalised number, as india-compliance keys a re-import)
// and at a bill by id, so it applies again whenever that document and bill are both there. An
// action whose document left the new file stays stored but shows nowhere, and applies again
// if a later regeneration brings the document back (IMS: a pending document drops out and
// returns).
import { formatDate, formatINR } from '@hisaab/shared/format';
import {
  GSTR2B_LOOKBACK_DAYS,
  GSTR2B_DATE_WINDOW_DAYS,
  GSTR2B_MATCHED_SECTIONS,
  GSTR2B_MESSAGES,
  periodDates,
  periodLabel,
  type Gstr2bAction,
} from '@hisaab/shared/gstr2b';
import { normalizeGstin } from '@hisaab/shared/gstin';
import { whatsappLink } from '@hisaab/shared/phone';
import { addDays } from '@hisaab/shared/format';
import type { Language } from '@hisaab/shared/i18n/languages';
import type { AppContext } from '../../platform/app-context.ts';
import { translator } from '../../platform/i18n.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import { recordAudit } from '../../bookkeeping/audit-trail.ts';
import { loadGstProfile } from '../reports/index.ts';
import { readGstr2b } from './gstr2b-file.ts';
import { writeUpload } from './gstr2b-staging.ts';
import * as repo from './gstr2b.repo.ts';
import { reconcile, taxOf, type Row } from './reconcile.ts';

export type ReconcileRow = Row<repo.DocumentRow, repo.BillRow>;

export interface Reconciliation {
  upload: repo.UploadRow;
  rows: ReconcileRow[];
}

export function gstr2bService(ctx: AppContext) {
  async function upload(me: AccessClaims, uploadId: number) {
    const row = await repo.findUpload(ctx.db, me.companyId, uploadId);
    if (!row) throw notFound(GSTR2B_MESSAGES.notFound);
    return row;
  }

  /**
   * The month's reconciliation. Its documents are read in several queries: when an upload made
   * another generation current meanwhile (the one read may be partly deleted by now), it is
   * read again.
   */
  async function reconciliation(me: AccessClaims, uploadId: number): Promise<Reconciliation> {
    for (let attempt = 1; ; attempt++) {
      const result = await reconcileOnce(me, uploadId);
      const now = await repo.currentGeneration(ctx.db, me.companyId, uploadId);
      if (now === result.upload.currentGeneration || attempt === 3) return result;
    }
  }

  async function reconcileOnce(me: AccessClaims, uploadId: number): Promise<Reconciliation> {
    const u = await upload(me, uploadId);
    const { start, end } = periodDates(u.period);
    const [documents, bills, actions] = await Promise.all([
      repo.documentsOf(ctx.db, me.companyId, u.id, u.currentGeneration!),
      repo.billsOf(ctx.db, me.companyId, {
        from: addDays(start, -GSTR2B_LOOKBACK_DAYS),
        to: addDays(end, GSTR2B_DATE_WINDOW_DAYS),
        periodStart: start,
        periodEnd: end,
      }),
      repo.actionsOf(ctx.db, me.companyId, u.id),
    ]);
    // ISD credit and bills of entry are matched with nothing in the books: listed with their ITC.
    const matched = documents.filter((d) => GSTR2B_MATCHED_SECTIONS.includes(d.section));
    const others: ReconcileRow[] = documents
      .filter((d) => !GSTR2B_MATCHED_SECTIONS.includes(d.section))
      .map((d) => ({
        category: 'isdAndImports',
        document: d,
        bill: null,
        differences: [],
        reason: null,
        itcPaise: d.itcAvailable === 'N' ? 0 : taxOf(d),
        decided: null,
        actions: [],
      }));
    return { upload: u, rows: [...(await reconcile(matched, bills, actions)), ...others] };
  }

  return {
    list: (me: AccessClaims) => repo.listUploads(ctx.db, me.companyId),

    reconciliation,

    /** The file's JSON → the month's documents, replacing an earlier upload's. */
    async upload(
      me: AccessClaims,
      json: unknown,
      chosenPeriod: string | null,
      log?: (message: string) => void,
    ) {
      const file = await readGstr2b(json);
      const profile = await loadGstProfile(ctx.db, me.companyId);
      if (!profile.gstin) throw badRequest(GSTR2B_MESSAGES.noCompanyGstin);
      if (normalizeGstin(file.gstin) !== profile.gstin)
        throw badRequest(GSTR2B_MESSAGES.otherGstin(file.gstin, profile.gstin));
      if (chosenPeriod !== null && chosenPeriod !== file.period)
        throw badRequest(GSTR2B_MESSAGES.otherPeriod(file.period, chosenPeriod));
      const at = ctx.now();
      const fields = {
        gstin: file.gstin,
        generatedOn: file.generatedOn,
        documentCount: file.documents.length,
        sections: file.sections as unknown as Record<string, unknown>[],
        uploadedBy: me.userId,
        uploadedAt: at,
      };
      const summary = (r: {
        period: string;
        generatedOn: string | null;
        documentCount: number;
      }) => ({
        period: r.period,
        generatedOn: r.generatedOn,
        documentCount: r.documentCount,
      });
      // Written a slice at a time, then made current with the audit row (gstr2b-staging.ts).
      const id = await writeUpload(
        ctx,
        { companyId: me.companyId, period: file.period },
        fields,
        file.documents,
        (tx, before, uploadId) =>
          recordAudit(
            tx,
            {
              companyId: me.companyId,
              userId: me.userId,
              entity: 'gstr2b',
              entityId: uploadId,
              action: before ? 'update' : 'create',
              before: before ? summary(before) : null,
              after: { ...summary({ ...fields, period: file.period }), gstin: file.gstin },
            },
            at,
          ),
        log,
      );
      return (await repo.findUpload(ctx.db, me.companyId, id))!;
    },

    async act(
      me: AccessClaims,
      uploadId: number,
      body: { action: Gstr2bAction; docKey: string | null; transactionId: number | null },
    ) {
      const u = await upload(me, uploadId);
      if (body.action !== 'follow_up' && (body.docKey === null || body.transactionId === null))
        throw badRequest(GSTR2B_MESSAGES.linkNeedsBoth);
      if (body.docKey === null && body.transactionId === null)
        throw badRequest(GSTR2B_MESSAGES.actionNeedsTarget);
      const at = ctx.now();
      return ctx.db.transaction(async (tx) => {
        if (body.docKey !== null && !(await repo.findDocument(tx, me.companyId, u.id, body.docKey)))
          throw notFound(GSTR2B_MESSAGES.documentNotFound);
        if (
          body.transactionId !== null &&
          !(await repo.findBill(tx, me.companyId, body.transactionId))
        )
          throw notFound(GSTR2B_MESSAGES.billNotFound);
        const { action, created } = await repo.insertAction(tx, {
          companyId: me.companyId,
          uploadId: u.id,
          action: body.action,
          docKey: body.docKey,
          transactionId: body.transactionId,
          createdBy: me.userId,
          createdAt: at,
        });
        if (created)
          await recordAudit(
            tx,
            {
              companyId: me.companyId,
              userId: me.userId,
              entity: 'gstr2b_action',
              entityId: action.id,
              action: 'create',
              after: {
                period: u.period,
                action: action.action,
                docKey: action.docKey,
                transactionId: action.transactionId,
              },
            },
            at,
          );
        return { action, created };
      });
    },

    async undo(me: AccessClaims, uploadId: number, actionId: number) {
      const u = await upload(me, uploadId);
      const at = ctx.now();
      await ctx.db.transaction(async (tx) => {
        const a = await repo.findAction(tx, me.companyId, u.id, actionId);
        if (!a) throw notFound(GSTR2B_MESSAGES.actionNotFound);
        await repo.deleteAction(tx, me.companyId, a.id);
        await recordAudit(
          tx,
          {
            companyId: me.companyId,
            userId: me.userId,
            entity: 'gstr2b_action',
            entityId: a.id,
            action: 'delete',
            before: {
              period: u.period,
              action: a.action,
              docKey: a.docKey,
              transactionId: a.transactionId,
            },
          },
          at,
        );
      });
    },

    /**
     * The supplier's purchases of the month that 2B does not show, as a message to send them,
     * with a wa.me link when their phone is known (as bills are shared on WhatsApp).
     */
    async supplierMessage(
      me: AccessClaims,
      uploadId: number,
      gstinParam: string,
      language: Language = 'en',
    ) {
      const tr = translator(language);
      const gstin = normalizeGstin(gstinParam);
      const { upload: u, rows } = await reconciliation(me, uploadId);
      const missing = rows.filter(
        (r) => r.category === 'missingIn2b' && r.bill?.supplierGstin === gstin,
      );
      if (missing.length === 0) throw notFound(GSTR2B_MESSAGES.noSupplier);
      const contact = await repo.supplierContact(ctx.db, me.companyId, gstin);
      const profile = await loadGstProfile(ctx.db, me.companyId);
      const name = contact?.name ?? missing[0]!.bill!.supplierName;
      const lines = missing.map((r) => {
        const b = r.bill!;
        const values = {
          number: b.supplierInvoiceNumber ?? b.number ?? `#${b.id}`,
          date: formatDate(b.matchDate),
          value: formatINR(Math.abs(b.valuePaise)),
          tax: formatINR(Math.abs(taxOf(b))),
        };
        return b.kind === 'debit_note'
          ? tr.t('- Debit note {{number}} dated {{date}}: value {{value}}, tax {{tax}}', values)
          : tr.t('- Invoice {{number}} dated {{date}}: value {{value}}, tax {{tax}}', values);
      });
      // The month's name in the caller's language ("October 2026"); digits stay.
      const [month = '', year = ''] = periodLabel(u.period).split(' ');
      const period = `${tr.t(month)} ${year}`;
      const text = [
        tr.t('Dear {{name}},', { name }),
        tr.t(
          'These documents you issued to us (GSTIN {{gstin}}) are not in our GSTR-2B for {{period}}:',
          { gstin: u.gstin, period },
        ),
        ...lines,
        tr.t(
          'Please file them in your GSTR-1/IFF with our GSTIN {{gstin}}, so that we can claim the input tax credit. Thank you.',
          { gstin: profile.gstin ?? u.gstin },
        ),
      ].join('\n');
      const subject = tr.t('Invoices missing from GSTR-2B for {{period}}', { period });
      return {
        supplierName: name,
        supplierGstin: gstin,
        phone: contact?.phone ?? null,
        email: contact?.email ?? null,
        subject,
        text,
        count: missing.length,
        whatsappUrl: contact?.phone ? whatsappLink(contact.phone, text) : null,
        mailtoUrl: `mailto:${contact?.email ?? ''}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text)}`,
      };
    },
  };
}
