// /api/estimates: the list (search, paging), create, update and convert-to-sale. An estimate
// is a transaction of kind 'estimate': GET and DELETE /api/transactions/{id} serve it as well.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transactionIdParamsSchema } from '@hisaab/shared/schemas/transaction';
import { convertEstimateSchema } from '@hisaab/shared/schemas/estimate';
import { searchPageQuery } from '@hisaab/shared/schemas/common';
import { estimateListReply } from '@hisaab/shared/replies/estimates';
import { transactionReply } from '@hisaab/shared/replies/transactions';
import type { AppContext } from '../../platform/app-context.ts';
import { authenticate, caller } from '../../platform/auth.ts';
import { askedVersion } from '../../platform/versions.ts';
import { estimateService } from './estimates.service.ts';
import { transactionBody } from './transaction-body.ts';
import { transactionService } from './transactions.service.ts';

const tags = ['estimates'];
const security = [{ bearer: [] }];

export const estimateRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const service = estimateService(ctx, transactionService(ctx));
    app.addHook('preHandler', authenticate(ctx.tokens, ctx.now));

    app.get(
      '/',
      {
        schema: {
          tags,
          security,
          querystring: searchPageQuery,
          response: { 200: estimateListReply },
        },
      },
      async (request) => service.list(caller(request), request.query),
    );

    app.post(
      '/',
      { schema: { tags, security, body: transactionBody, response: { 201: transactionReply } } },
      async (request, reply) =>
        reply.status(201).send(await service.create(caller(request), request.body)),
    );

    app.put(
      '/:id',
      {
        schema: {
          tags,
          security,
          params: transactionIdParamsSchema,
          body: transactionBody,
          response: { 200: transactionReply },
        },
      },
      async (request) =>
        service.update(caller(request), request.params.id, {
          ...request.body,
          version: askedVersion(request.body, request.headers),
        }),
    );

    app.post(
      '/:id/convert',
      {
        schema: {
          tags,
          security,
          params: transactionIdParamsSchema,
          body: convertEstimateSchema,
          response: { 201: transactionReply },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await service.convert(
              caller(request),
              request.params.id,
              request.body?.transactionDate,
            ),
          ),
    );
  };
