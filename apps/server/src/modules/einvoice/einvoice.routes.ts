// /api/einvoice: a bill's e-invoice status, its IRP JSON (or a month's in one array), the IRP's
// reply recorded and a portal cancellation recorded. Every signed-in role reads; writes need the
// writeBooks role (app-wide guard: the Auditor gets 403).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { transactionIdParamsSchema } from '@hisaab/shared/schemas/transaction';
import {
  einvoiceMonthQuery,
  irnCancelSchema,
  irnReplySchema,
} from '@hisaab/shared/einvoice/schemas';
import {
  eInvoiceRecordReply,
  eInvoiceStatusReply,
  irpInvoiceListReply,
  irpInvoiceReply,
} from '@hisaab/shared/replies/einvoice';
import type { AppContext } from '../../platform/app-context.ts';
import { authenticate, caller, requirePermission } from '../../platform/auth.ts';
import { eInvoiceService } from './einvoice.service.ts';

const tags = ['einvoice'];
const security = [{ bearer: [] }];

/** A portal file as a download. */
export function sendFile<T>(reply: FastifyReply, file: { fileName: string; body: T }): T {
  reply
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('Cache-Control', 'no-store')
    .type('application/json; charset=utf-8');
  return file.body;
}

export const eInvoiceRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const service = eInvoiceService(ctx);
    app.addHook('preHandler', authenticate(ctx.tokens, ctx.now));
    app.addHook('preHandler', requirePermission('readBooks'));

    app.get(
      '/',
      {
        schema: {
          tags,
          security,
          querystring: einvoiceMonthQuery,
          response: { 200: irpInvoiceListReply },
        },
      },
      async (request, reply) =>
        sendFile(reply, await service.monthJson(caller(request), request.query.month)),
    );

    app.get(
      '/transactions/:id',
      {
        schema: {
          tags,
          security,
          params: transactionIdParamsSchema,
          response: { 200: eInvoiceStatusReply },
        },
      },
      async (request) => service.status(caller(request), request.params.id),
    );

    app.get(
      '/transactions/:id/json',
      {
        schema: {
          tags,
          security,
          params: transactionIdParamsSchema,
          response: { 200: irpInvoiceReply },
        },
      },
      async (request, reply) =>
        sendFile(reply, await service.invoiceJson(caller(request), request.params.id)),
    );

    app.post(
      '/transactions/:id/irn',
      {
        schema: {
          tags,
          security,
          params: transactionIdParamsSchema,
          body: irnReplySchema,
          response: { 201: eInvoiceRecordReply },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await service.recordIrn(caller(request), request.params.id, request.body)),
    );

    app.post(
      '/transactions/:id/cancel',
      {
        schema: {
          tags,
          security,
          params: transactionIdParamsSchema,
          body: irnCancelSchema,
          response: { 200: eInvoiceRecordReply },
        },
      },
      async (request) =>
        service.cancelIrn(
          caller(request),
          request.params.id,
          request.body.reason,
          request.body.remark ?? null,
        ),
    );
  };
