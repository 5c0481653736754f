// /api/gstr2b: the months uploaded, a month's GSTR-2B upload (multipart `file`, or the file's
// JSON as the body), its reconciliation against the books, exports (CSV, XLSX), the user's
// actions and a supplier's message. Admin, Manager and Auditor read (as reports); the Auditor
// never writes (guardRoutes refuses its POST and DELETE).
import { z } from 'zod';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSION_MESSAGES } from '@hisaab/shared/permissions';
import { GSTR2B_CATEGORIES, GSTR2B_MAX_BYTES, GSTR2B_MESSAGES } from '@hisaab/shared/gstr2b';
import { paiseToRupees } from '@hisaab/shared/money';
import {
  gstr2bActionReply,
  gstr2bReconciliationReply,
  gstr2bSupplierMessageReply,
  gstr2bUploadListReply,
  gstr2bUploadReply,
} from '@hisaab/shared/replies/gstr2b';
import { EXPORT_MEDIA_TYPES, exportFileReply } from '@hisaab/shared/replies/reports';
import {
  gstr2bActionParams,
  gstr2bActionSchema,
  gstr2bExportQuery,
  gstr2bIdParams,
  gstr2bReconciliationQuery,
  gstr2bSupplierParams,
  type Gstr2bReconciliationQuery,
  gstr2bUploadQuery,
} from '@hisaab/shared/schemas/gstr2b';
import type { AppContext } from '../../platform/app-context.ts';
import { authenticate, caller, requirePermission } from '../../platform/auth.ts';
import { badRequest, HttpError } from '../../platform/errors.ts';
import { sendFile } from '../reports/index.ts';
import { taxOf } from './reconcile.ts';
import { exportFile } from './gstr2b-export.ts';
import { cleanLeftovers, lostBefore } from './gstr2b-staging.ts';
import { gstr2bService, type ReconcileRow, type Reconciliation } from './gstr2b.service.ts';
import type { UploadRow } from './gstr2b.repo.ts';
import type { ItcHeads, SectionSummary } from './gstr2b-sections.ts';

const tags = ['gstr2b'];
const security = [{ bearer: [] }];

/** The file of a multipart form (field `file`), or the JSON body itself. */
async function readFile(request: FastifyRequest): Promise<unknown> {
  if (!request.isMultipart()) {
    if (request.body === undefined || request.body === null)
      throw badRequest(GSTR2B_MESSAGES.noFile);
    return request.body;
  }
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') bytes = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, 'Payload too large', GSTR2B_MESSAGES.tooLarge);
    if (code === 'FST_FILES_LIMIT') throw badRequest('Choose one file at a time.');
    throw badRequest('The upload could not be read. Please try again.');
  }
  if (!bytes || bytes.length === 0) throw badRequest(GSTR2B_MESSAGES.noFile);
  try {
    // A BOM is what some editors leave at the start of a saved JSON file.
    return JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, ''));
  } catch {
    throw badRequest(GSTR2B_MESSAGES.notJson);
  }
}

const itcReply = (h: ItcHeads) => ({
  igst: paiseToRupees(h.igst),
  cgst: paiseToRupees(h.cgst),
  sgst: paiseToRupees(h.sgst),
  cess: paiseToRupees(h.cess),
});

const uploadReply = (u: UploadRow) => ({
  id: u.id,
  period: u.period,
  gstin: u.gstin,
  generatedOn: u.generatedOn,
  documentCount: u.documentCount,
  // An upload made before sections were kept has none: its reply lists none.
  sections: (u.sections as unknown as SectionSummary[]).map((s) => ({
    section: s.section,
    read: s.read,
    documents: s.documents,
    replaced: s.replaced,
    itcAvailable: itcReply(s.itcAvailable),
    itcNotAvailable: itcReply(s.itcNotAvailable),
  })),
  uploadedAt: u.uploadedAt.toISOString(),
  uploadedByEmail: u.uploadedByEmail,
});

const heads = (h: {
  taxablePaise: number;
  igstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  cessPaise: number;
}) => ({
  taxableValue: paiseToRupees(h.taxablePaise),
  igst: paiseToRupees(h.igstPaise),
  cgst: paiseToRupees(h.cgstPaise),
  sgst: paiseToRupees(h.sgstPaise),
  cess: paiseToRupees(h.cessPaise),
  tax: paiseToRupees(taxOf(h)),
});

function rowReply(r: ReconcileRow) {
  const d = r.document;
  const b = r.bill;
  return {
    category: r.category,
    document: d && {
      docKey: d.docKey,
      section: d.section,
      docType: d.docType,
      supplierGstin: d.supplierGstin,
      supplierName: d.supplierName,
      supplierPeriod: d.supplierPeriod,
      number: d.number,
      date: d.docDate,
      amendsNumber: d.amendsNumber,
      value: paiseToRupees(d.valuePaise),
      ...heads(d),
      itcAvailable: d.itcAvailable as 'Y' | 'N' | 'T',
      itcReason: d.itcReason,
    },
    bill: b && {
      id: b.id,
      kind: b.kind,
      number: b.number,
      transactionDate: b.transactionDate,
      supplierInvoiceNumber: b.supplierInvoiceNumber,
      supplierInvoiceDate: b.supplierInvoiceDate,
      supplierName: b.supplierName,
      supplierGstin: b.supplierGstin,
      value: paiseToRupees(b.valuePaise),
      ...heads(b),
    },
    differences: r.differences,
    reason: r.reason,
    itcAtStake: paiseToRupees(r.itcPaise),
    decided: r.decided,
    actions: r.actions,
  };
}

/**
 * Every category's count and ITC, and one page of the rows the query asks for (issue 37: the
 * whole month in one reply was 82 MB at 180,000 documents).
 */
export function reconciliationReply(result: Reconciliation, query: Gstr2bReconciliationQuery) {
  const count = new Map(GSTR2B_CATEGORIES.map((c) => [c, { count: 0, itc: 0 }]));
  const asked: ReconcileRow[] = [];
  for (const r of result.rows) {
    const c = count.get(r.category)!;
    c.count += 1;
    c.itc += r.itcPaise;
    if (query.category !== null && r.category !== query.category) continue;
    if (
      query.gstin !== null &&
      (r.document?.supplierGstin ?? r.bill?.supplierGstin) !== query.gstin
    )
      continue;
    asked.push(r);
  }
  const categories = GSTR2B_CATEGORIES.map((category) => {
    const c = count.get(category)!;
    return { category, count: c.count, itcAtStake: paiseToRupees(c.itc) };
  });
  return {
    upload: uploadReply(result.upload),
    categories,
    rows: asked.slice(query.skip, query.skip + query.take).map(rowReply),
    page: { skip: query.skip, take: query.take, total: asked.length },
  };
}

export const gstr2bRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const service = gstr2bService(ctx);
    // What a crash left of an upload (gstr2b-staging.ts), deleted in the background once the
    // embedded database is open: this process is its only writer, no upload is under way yet.
    if (ctx.databaseKind === 'pglite') {
      let closing = false;
      const cleaning = cleanLeftovers(ctx.db, null, lostBefore('pglite'), () => closing)
        .then(
          (n) => n > 0 && app.log.info(`GSTR-2B: ${n} documents left by a stopped upload deleted`),
        )
        .catch((error: Error) => app.log.warn(`GSTR-2B: leftovers not deleted: ${error.message}`));
      app.addHook('onClose', async () => {
        closing = true;
        await cleaning;
      });
    }
    await app.register(fastifyMultipart, {
      limits: { fileSize: GSTR2B_MAX_BYTES, files: 1, fields: 2, fieldSize: 1024, parts: 3 },
    });
    app.addHook('onRequest', authenticate(ctx.tokens, ctx.now));
    app.addHook('onRequest', requirePermission('reports', PERMISSION_MESSAGES.noReportsAccess));

    app.get(
      '/',
      { schema: { tags, security, response: { 200: gstr2bUploadListReply } } },
      async (request) => (await service.list(caller(request))).map(uploadReply),
    );

    app.post(
      '/',
      {
        bodyLimit: GSTR2B_MAX_BYTES,
        schema: {
          tags,
          security,
          consumes: ['multipart/form-data', 'application/json'],
          querystring: gstr2bUploadQuery,
          response: { 201: gstr2bUploadReply },
        },
      },
      async (request, reply) => {
        const json = await readFile(request);
        const u = await service.upload(caller(request), json, request.query.period, (message) =>
          request.log.warn(message),
        );
        return reply.status(201).send(uploadReply(u));
      },
    );

    app.get(
      '/:id',
      {
        schema: {
          tags,
          security,
          params: gstr2bIdParams,
          querystring: gstr2bReconciliationQuery,
          response: { 200: gstr2bReconciliationReply },
        },
      },
      async (request) =>
        reconciliationReply(
          await service.reconciliation(caller(request), request.params.id),
          request.query,
        ),
    );

    app.get(
      '/:id/export',
      {
        schema: {
          tags,
          security,
          params: gstr2bIdParams,
          querystring: gstr2bExportQuery,
          response: {
            200: {
              description: 'The reconciliation as CSV or XLSX.',
              content: {
                [EXPORT_MEDIA_TYPES.csv]: { schema: exportFileReply },
                [EXPORT_MEDIA_TYPES.xlsx]: { schema: exportFileReply },
              },
            },
          },
        },
      },
      async (request, reply) => {
        const result = await service.reconciliation(caller(request), request.params.id);
        const format = request.query.format;
        return sendFile(reply, exportFile(result, format), format);
      },
    );

    app.get(
      '/:id/suppliers/:gstin/message',
      {
        schema: {
          tags,
          security,
          params: gstr2bSupplierParams,
          response: { 200: gstr2bSupplierMessageReply },
        },
      },
      async (request) =>
        service.supplierMessage(
          caller(request),
          request.params.id,
          request.params.gstin,
          request.language,
        ),
    );

    app.post(
      '/:id/actions',
      {
        schema: {
          tags,
          security,
          params: gstr2bIdParams,
          body: gstr2bActionSchema,
          response: { 200: gstr2bActionReply, 201: gstr2bActionReply },
        },
      },
      async (request, reply) => {
        const { action, created } = await service.act(
          caller(request),
          request.params.id,
          request.body,
        );
        return reply.status(created ? 201 : 200).send({
          id: action.id,
          action: action.action as 'accept' | 'link' | 'follow_up',
          docKey: action.docKey,
          transactionId: action.transactionId,
        });
      },
    );

    app.delete(
      '/:id/actions/:actionId',
      {
        schema: {
          tags,
          security,
          params: gstr2bActionParams,
          response: { 204: z.null().describe('Undone.') },
        },
      },
      async (request, reply) => {
        await service.undo(caller(request), request.params.id, request.params.actionId);
        return reply.status(204).send(null);
      },
    );
  };
