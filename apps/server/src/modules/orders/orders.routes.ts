// /api/orders (issue 40): sale and purchase orders: the list (a side, search, paging), one
// order, create, edit (409 from an older version), delete, close or reopen. Writes need the
// writeBooks permission like bills (platform/auth.ts guardRoutes: the Auditor reads only).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transactionIdParamsSchema } from '@hisaab/shared/schemas/transaction';
import { closeOrderSchema, orderListQuery, orderSchema } from '@hisaab/shared/schemas/order';
import { orderListReply, orderReply } from '@hisaab/shared/replies/orders';
import { noContent } from '@hisaab/shared/replies/transactions';
import type { AppContext } from '../../platform/app-context.ts';
import { authenticate, caller } from '../../platform/auth.ts';
import { askedVersion, ifMatch, setVersionTag } from '../../platform/versions.ts';
import { orderService } from './orders.service.ts';

const tags = ['orders'];
const security = [{ bearer: [] }];
const params = transactionIdParamsSchema;

export const orderRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const service = orderService(ctx);
    app.addHook('preHandler', authenticate(ctx.tokens, ctx.now));

    app.get(
      '/',
      {
        schema: { tags, security, querystring: orderListQuery, response: { 200: orderListReply } },
      },
      async (request) => service.list(caller(request), request.query),
    );

    app.get(
      '/:id',
      { schema: { tags, security, params, response: { 200: orderReply } } },
      async (request, reply) => {
        const order = await service.get(caller(request), request.params.id);
        setVersionTag(reply, order.version);
        return order;
      },
    );

    app.post(
      '/',
      { schema: { tags, security, body: orderSchema, response: { 201: orderReply } } },
      async (request, reply) =>
        reply.status(201).send(await service.create(caller(request), request.body)),
    );

    app.put(
      '/:id',
      { schema: { tags, security, params, body: orderSchema, response: { 200: orderReply } } },
      async (request) =>
        service.update(caller(request), request.params.id, {
          ...request.body,
          version: askedVersion(request.body, request.headers),
        }),
    );

    app.post(
      '/:id/close',
      { schema: { tags, security, params, body: closeOrderSchema, response: { 200: orderReply } } },
      async (request) =>
        service.setClosed(
          caller(request),
          request.params.id,
          request.body.closed,
          askedVersion(request.body, request.headers),
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
