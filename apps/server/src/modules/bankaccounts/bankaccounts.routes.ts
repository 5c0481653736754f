// /api/bankaccounts: list, read, create, update, delete, and an account's transactions.
import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { bankAccountSchema } from '@hisaab/shared/schemas/bank-account';
import { isRealIsoDate, positiveId } from '@hisaab/shared/schemas/common';
import { ID_VALIDATION, REPORT_VALIDATION } from '@hisaab/shared/validation-messages';
import {
  bankAccountListReply,
  bankAccountReply,
  bankTransactionListReply,
} from '@hisaab/shared/replies/bank-accounts';
import type { AppContext } from '../../platform/app-context.ts';
import { authenticate, caller, requirePermission } from '../../platform/auth.ts';
import { askedVersion, ifMatch, setVersionTag } from '../../platform/versions.ts';
import { bankAccountService } from './bankaccounts.service.ts';
import { tk } from '@hisaab/shared/i18n/messages';

const tags = ['bank accounts'];
const security = [{ bearer: [] }];
const WRITE_MESSAGE = tk('Only Admin/Manager can change bank accounts.');

const idParams = z.object({ id: positiveId(ID_VALIDATION.bankAccountId) });

const dateParam = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .string({ error: REPORT_VALIDATION.range })
    .trim()
    .refine(isRealIsoDate, REPORT_VALIDATION.range),
);
const rangeQuery = z
  .object({ startDate: dateParam, endDate: dateParam })
  .refine((q) => q.startDate <= q.endDate, {
    path: ['startDate'],
    message: REPORT_VALIDATION.rangeOrder,
  });

export const bankAccountRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const service = bankAccountService(ctx);
    app.addHook('onRequest', authenticate(ctx.tokens, ctx.now));
    const r = app.withTypeProvider<ZodTypeProvider>();
    const writers = { onRequest: requirePermission('manageMasterData', WRITE_MESSAGE) };

    r.get(
      '/',
      { schema: { tags, security, response: { 200: bankAccountListReply } } },
      async (request) => service.list(caller(request)),
    );

    r.get(
      '/:id',
      { schema: { tags, security, params: idParams, response: { 200: bankAccountReply } } },
      async (request, reply) => {
        const account = await service.get(caller(request), request.params.id);
        setVersionTag(reply, account.version);
        return account;
      },
    );

    r.get(
      '/:id/transactions',
      {
        schema: {
          tags,
          security,
          params: idParams,
          querystring: rangeQuery,
          response: { 200: bankTransactionListReply },
        },
      },
      async (request) =>
        service.transactions(
          caller(request),
          request.params.id,
          request.query.startDate,
          request.query.endDate,
        ),
    );

    r.post(
      '/',
      {
        ...writers,
        schema: { tags, security, body: bankAccountSchema, response: { 201: bankAccountReply } },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(caller(request), request.body)),
    );

    r.put(
      '/:id',
      {
        ...writers,
        schema: {
          tags,
          security,
          params: idParams,
          body: bankAccountSchema,
          response: { 200: bankAccountReply },
        },
      },
      async (request) =>
        service.update(caller(request), request.params.id, {
          ...request.body,
          version: askedVersion(request.body, request.headers),
        }),
    );

    r.delete(
      '/:id',
      { ...writers, schema: { tags, security, params: idParams, response: { 204: z.null() } } },
      async (request, reply) => {
        await service.remove(caller(request), request.params.id, ifMatch(request.headers));
        return reply.status(204).send(null);
      },
    );
  };
