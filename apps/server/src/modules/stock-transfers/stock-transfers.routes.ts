// /api/stock-transfers (issue 40 part 3): the list (newest first, paged), one transfer,
// create, edit (409 from an older version), delete. Writes need the writeBooks permission like
// bills (platform/auth.ts guardRoutes: the Auditor reads only).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tk } from '@hisaab/shared/i18n/messages';
import { stockTransferSchema } from '@hisaab/shared/schemas/godown';
import { wholeNumber } from '@hisaab/shared/schemas/common';
import { stockTransferListReply, stockTransferReply } from '@hisaab/shared/replies/godowns';
import { noContent } from '@hisaab/shared/replies/transactions';
import type { AppContext } from '../../platform/app-context.ts';
import { authenticate, caller } from '../../platform/auth.ts';
import { askedVersion, ifMatch, setVersionTag } from '../../platform/versions.ts';
import { dbId } from '../taxes/index.ts';
import { stockTransferService } from './stock-transfers.service.ts';

const params = z.object({ id: dbId(tk('Invalid id')) });
const listQuery = z.object({
  skip: wholeNumber(0, 1_000_000, tk('Invalid id')).default(0),
  take: wholeNumber(1, 200, tk('Invalid id')).default(50),
});
const tags = ['stock-transfers'];
const security = [{ bearer: [] }];

export const stockTransferRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const service = stockTransferService(ctx);
    app.addHook('preHandler', authenticate(ctx.tokens, ctx.now));

    app.get(
      '/',
      {
        schema: {
          tags,
          security,
          querystring: listQuery,
          response: { 200: stockTransferListReply },
        },
      },
      async (request) => service.list(caller(request), request.query),
    );

    app.get(
      '/:id',
      { schema: { tags, security, params, response: { 200: stockTransferReply } } },
      async (request, reply) => {
        const transfer = await service.get(caller(request), request.params.id);
        setVersionTag(reply, transfer.version);
        return transfer;
      },
    );

    app.post(
      '/',
      {
        schema: {
          tags,
          security,
          body: stockTransferSchema,
          response: { 201: stockTransferReply },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(caller(request), request.body)),
    );

    app.put(
      '/:id',
      {
        schema: {
          tags,
          security,
          params,
          body: stockTransferSchema,
          response: { 200: stockTransferReply },
        },
      },
      async (request) =>
        service.update(caller(request), request.params.id, {
          ...request.body,
          version: askedVersion(request.body, request.headers),
        }),
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
