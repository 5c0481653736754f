// Bills, purchases and payments. Any signed-in user of the company may record them; "Update
// Items" (changing master rates) is checked in the service for Admin or Manager.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customerIdParamsSchema,
  openBillsQuerySchema,
  paymentIdParamsSchema,
  paymentSchema,
  transactionIdParamsSchema,
} from '@hisaab/shared/schemas/transaction';
import { noContent, openBillsReply, transactionReply } from '@hisaab/shared/replies/transactions';
import type { AppContext } from '../../platform/app-context.ts';
import { authenticate, caller } from '../../platform/auth.ts';
import { idempotent } from '../../platform/idempotency.ts';
import { askedVersion, ifMatch, setVersionTag } from '../../platform/versions.ts';
import { transactionService } from './transactions.service.ts';
import { transactionBody } from './transaction-body.ts';

const tags = ['transactions'];
const security = [{ bearer: [] }];

export const transactionRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const service = transactionService(ctx);
    app.addHook('onRequest', authenticate(ctx.tokens, ctx.now));

    app.post(
      '/',
      {
        ...idempotent(ctx),
        schema: { tags, security, body: transactionBody, response: { 201: transactionReply } },
      },
      async (request, reply) =>
        reply.status(201).send(await service.save(caller(request), request.body, null)),
    );

    app.post(
      '/payment',
      { schema: { tags, security, body: paymentSchema, response: { 201: transactionReply } } },
      async (request, reply) =>
        reply.status(201).send(
          await service.savePayment(caller(request), {
            ...request.body,
            version: askedVersion(request.body, request.headers),
          }),
        ),
    );

    app.delete(
      '/payment/:id',
      { schema: { tags, security, params: paymentIdParamsSchema, response: { 204: noContent } } },
      async (request, reply) => {
        await service.removePayment(caller(request), request.params.id, ifMatch(request.headers));
        return reply.status(204).send(null);
      },
    );

    // The party's bills a payment may choose to settle (issue 42).
    app.get(
      '/open-bills/:id',
      {
        schema: {
          tags,
          security,
          params: customerIdParamsSchema,
          querystring: openBillsQuerySchema,
          response: { 200: openBillsReply },
        },
      },
      async (request) =>
        service.openBills(
          caller(request),
          request.params.id,
          request.query.isPurchase,
          request.query.paymentId ?? null,
        ),
    );

    app.get(
      '/:id',
      {
        schema: {
          tags,
          security,
          params: transactionIdParamsSchema,
          response: { 200: transactionReply },
        },
      },
      async (request, reply) => {
        const view = await service.get(caller(request), request.params.id);
        setVersionTag(reply, view.version);
        return view;
      },
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
        service.save(
          caller(request),
          { ...request.body, version: askedVersion(request.body, request.headers) },
          request.params.id,
        ),
    );

    app.delete(
      '/:id',
      {
        schema: { tags, security, params: transactionIdParamsSchema, response: { 204: noContent } },
      },
      async (request, reply) => {
        await service.remove(caller(request), request.params.id, ifMatch(request.headers));
        return reply.status(204).send(null);
      },
    );
  };
