// /api/ewaybill: a bill's transport details and e-way bill number (read by every role, saved by
// writers: the app-wide guard refuses the Auditor), and the portal's bulk JSON for one bill or a
// month. The reads are platform/portal-routes.ts's.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transactionIdParamsSchema } from '@hisaab/shared/schemas/transaction';
import { transportSchema } from '@hisaab/shared/einvoice/schemas';
import {
  eWayBillFileReply,
  eWayBillStatusReply,
  type EWayBillStatusReply,
} from '@hisaab/shared/replies/einvoice';
import type { AppContext } from '../../platform/app-context.ts';
import { caller } from '../../platform/auth.ts';
import { sent } from '../../platform/errors.ts';
import { portalRoutes } from '../../platform/portal-routes.ts';
import { askedVersion } from '../../platform/versions.ts';
import { eWayBillService } from './ewaybill.service.ts';

export const eWayBillRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const service = eWayBillService(ctx);
    const { tags, security } = portalRoutes(app, ctx, {
      tag: 'ewaybill',
      monthFile: { reply: eWayBillFileReply, make: service.monthJson },
      status: { reply: eWayBillStatusReply, read: service.get },
      billFile: { reply: eWayBillFileReply, make: service.billJson },
    });

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
      async (request) =>
        sent<EWayBillStatusReply>(
          await service.save(caller(request), request.params.id, {
            ...request.body,
            version: askedVersion(request.body, request.headers),
          }),
        ),
    );
  };
