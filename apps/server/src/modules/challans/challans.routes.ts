// /api/challans (issue 40): delivery challans: the list (search, open ones, a party's, paging),
// one challan, create, edit (409 from an older version), delete, close or reopen, goods
// returned (and undone), and the e-way bill JSON with the transport given. Writes need the
// writeBooks permission like bills (platform/auth.ts guardRoutes: the Auditor reads only).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transactionIdParamsSchema } from '@hisaab/shared/schemas/transaction';
import {
  challanListQuery,
  challanReturnParams,
  challanReturnSchema,
  challanSchema,
  closeChallanSchema,
} from '@hisaab/shared/schemas/challan';
import { transportSchema } from '@hisaab/shared/einvoice/schemas';
import { challanListReply, challanReply } from '@hisaab/shared/replies/challans';
import { eWayBillFileReply } from '@hisaab/shared/replies/einvoice';
import { noContent } from '@hisaab/shared/replies/transactions';
import type { AppContext } from '../../platform/app-context.ts';
import { authenticate, caller } from '../../platform/auth.ts';
import { askedVersion, ifMatch, setVersionTag } from '../../platform/versions.ts';
import { sendFile } from '../../platform/portal-routes.ts';
import { challanService } from './challans.service.ts';

const tags = ['challans'];
const security = [{ bearer: [] }];
const params = transactionIdParamsSchema;
const returnParams = challanReturnParams;

export const challanRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const service = challanService(ctx);
    app.addHook('preHandler', authenticate(ctx.tokens, ctx.now));

    app.get(
      '/',
      {
        schema: {
          tags,
          security,
          querystring: challanListQuery,
          response: { 200: challanListReply },
        },
      },
      async (request) => service.list(caller(request), request.query),
    );

    app.get(
      '/:id',
      { schema: { tags, security, params, response: { 200: challanReply } } },
      async (request, reply) => {
        const challan = await service.get(caller(request), request.params.id);
        setVersionTag(reply, challan.version);
        return challan;
      },
    );

    app.post(
      '/',
      { schema: { tags, security, body: challanSchema, response: { 201: challanReply } } },
      async (request, reply) =>
        reply.status(201).send(await service.create(caller(request), request.body)),
    );

    app.put(
      '/:id',
      {
        schema: { tags, security, params, body: challanSchema, response: { 200: challanReply } },
      },
      async (request) =>
        service.update(caller(request), request.params.id, {
          ...request.body,
          version: askedVersion(request.body, request.headers),
        }),
    );

    app.post(
      '/:id/close',
      {
        schema: {
          tags,
          security,
          params,
          body: closeChallanSchema,
          response: { 200: challanReply },
        },
      },
      async (request) =>
        service.setClosed(
          caller(request),
          request.params.id,
          request.body.closed,
          askedVersion(request.body, request.headers),
        ),
    );

    app.post(
      '/:id/returns',
      {
        schema: {
          tags,
          security,
          params,
          body: challanReturnSchema,
          response: { 200: challanReply },
        },
      },
      async (request) =>
        service.recordReturn(caller(request), request.params.id, {
          ...request.body,
          version: askedVersion(request.body, request.headers),
        }),
    );

    // A POST that reads: the transport details travel in its body (a challan stores none).
    app.post(
      '/:id/ewaybill',
      {
        schema: {
          tags,
          security,
          params,
          body: transportSchema,
          response: { 200: eWayBillFileReply },
        },
      },
      async (request, reply) =>
        sendFile(
          reply,
          await service.eWayBillJson(caller(request), request.params.id, request.body),
        ),
    );

    // Goods returned recorded by mistake: the record undone (the version of the challan read).
    app.delete(
      '/:id/returns/:returnId',
      {
        schema: { tags, security, params: returnParams, response: { 200: challanReply } },
      },
      async (request) =>
        service.removeReturn(
          caller(request),
          request.params.id,
          request.params.returnId,
          ifMatch(request.headers),
        ),
    );

    app.delete(
      '/:id',
      { schema: { tags, security, params, response: { 204: noContent } } },
      async (request, reply) => {
        await service.remove(caller(request), request.params.id, ifMatch(request.headers));
        return reply.status(204).send(null);
      },
    );
  };
