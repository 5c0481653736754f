// /api/ewaybill: a bill's transport details and e-way bill number (read by every role, saved by
// writers: the app-wide guard refuses the Auditor), and the portal's bulk JSON for one bill or a
// month.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transactionIdParamsSchema } from '@hisaab/shared/schemas/transaction';
import { einvoiceMonthQuery, transportSchema } from '@hisaab/shared/einvoice/schemas';
import { eWayBillFileReply, eWayBillStatusReply } from '@hisaab/shared/replies/einvoice';
import type { AppContext } from '../../platform/app-context.ts';
import { authenticate, caller, requirePermission } from '../../platform/auth.ts';
import { sendFile } from '../einvoice/einvoice.routes.ts';
import { eWayBillService } from './ewaybill.service.ts';

const tags = ['ewaybill'];
const security = [{ bearer: [] }];

export const eWayBillRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const service = eWayBillService(ctx);
    app.addHook('preHandler', authenticate(ctx.tokens, ctx.now));
    app.addHook('preHandler', requirePermission('readBooks'));

    app.get(
      '/',
      {
        schema: {
          tags,
          security,
          querystring: einvoiceMonthQuery,
          response: { 200: eWayBillFileReply },
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
          response: { 200: eWayBillStatusReply },
        },
      },
      async (request) => service.get(caller(request), request.params.id),
    );

    app.put(
      '/transactions/:id',
      {
        schema: {
          tags,
          security,
          params: transactionIdParamsSchema,
          body: transportSchema,
          response: { 200: eWayBillStatusReply },
        },
      },
      async (request) => service.save(caller(request), request.params.id, request.body),
    );

    app.get(
      '/transactions/:id/json',
      {
        schema: {
          tags,
          security,
          params: transactionIdParamsSchema,
          response: { 200: eWayBillFileReply },
        },
      },
      async (request, reply) =>
        sendFile(reply, await service.billJson(caller(request), request.params.id)),
    );
  };
