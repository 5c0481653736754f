// /api/estimates: the list (search, paging), create, update and convert-to-sale. An estimate
// is a transaction of kind 'estimate': GET and DELETE /api/transactions/{id} serve it as well.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transactionIdParamsSchema } from '@hisaab/shared/schemas/transaction';
import { wholeNumber } from '@hisaab/shared/schemas/common';
import type { AppContext } from '../../platform/app-context.ts';
import { authenticate, caller } from '../../platform/auth.ts';
import { estimateService } from './estimates.service.ts';
import { transactionBody } from './transactions.routes.ts';
import { transactionService } from './transactions.service.ts';

const tags = ['estimates'];
const security = [{ bearer: [] }];

const listQuery = z.object({
  search: z
    .string()
    .trim()
    .max(100, 'Search can be at most 100 characters.')
    .optional()
    .transform((s) => s || null),
  skip: wholeNumber(0, 1_000_000, 'Skip must be a whole number, 0 or more.').default(0),
  take: wholeNumber(1, 100, 'Take must be a whole number from 1 to 100.').default(50),
});

export const estimateRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const service = estimateService(ctx, transactionService(ctx));
    app.addHook('preHandler', authenticate(ctx.tokens, ctx.now));

    app.get('/', { schema: { tags, security, querystring: listQuery } }, async (request) =>
      service.list(caller(request), request.query),
    );

    app.post('/', { schema: { tags, security, body: transactionBody } }, async (request, reply) =>
      reply.status(201).send(await service.create(caller(request), request.body)),
    );

    app.put(
      '/:id',
      { schema: { tags, security, params: transactionIdParamsSchema, body: transactionBody } },
      async (request) => service.update(caller(request), request.params.id, request.body),
    );

    app.post(
      '/:id/convert',
      { schema: { tags, security, params: transactionIdParamsSchema } },
      async (request, reply) =>
        reply.status(201).send(await service.convert(caller(request), request.params.id)),
    );
  };
