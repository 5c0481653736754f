// /api/einvoice: a bill's e-invoice status, its IRP JSON (or a month's in one array), the IRP's
// reply recorded and a portal cancellation recorded. Every signed-in role reads; writes need the
// writeBooks role (app-wide guard: the Auditor gets 403). The reads are
// platform/portal-routes.ts's.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transactionIdParamsSchema } from '@hisaab/shared/schemas/transaction';
import { irnCancelSchema, irnReplySchema } from '@hisaab/shared/einvoice/schemas';
import {
  eInvoiceRecordReply,
  eInvoiceStatusReply,
  irpInvoiceListReply,
  irpInvoiceReply,
} from '@hisaab/shared/replies/einvoice';
import type { AppContext } from '../../platform/app-context.ts';
import { caller } from '../../platform/auth.ts';
import { eInvoiceService } from './einvoice.service.ts';
import { portalRoutes } from '../../platform/portal-routes.ts';

export { sendFile } from '../../platform/portal-routes.ts';

export const eInvoiceRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const service = eInvoiceService(ctx);
    const { tags, security } = portalRoutes(app, ctx, {
      tag: 'einvoice',
      monthFile: { reply: irpInvoiceListReply, make: service.monthJson },
      status: { reply: eInvoiceStatusReply, read: service.status },
      billFile: { reply: irpInvoiceReply, make: service.invoiceJson },
    });

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
