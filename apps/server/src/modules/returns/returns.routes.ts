// /api/returns: credit notes (sale returns) and debit notes (purchase returns), and debit notes
// to customers (POST /sales-debit-notes: a price raised after a sale). The list (kind, search,
// paging), a bill with what is left to take back, a note, a new note, and deleting one. Writes need the writeBooks role (authenticate) and pass the plan guard.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transactionIdParamsSchema } from '@hisaab/shared/schemas/transaction';
import { searchPageQuery } from '@hisaab/shared/schemas/common';
import { RETURN_KINDS, returnSchema } from '@hisaab/shared/schemas/returns';
import { salesDebitNoteSchema } from '@hisaab/shared/schemas/sales-debit-note';
import {
  notePageReply,
  returnableBillReply,
  returnNoteReply,
} from '@hisaab/shared/replies/returns';
import type { AppContext } from '../../platform/app-context.ts';
import { authenticate, caller } from '../../platform/auth.ts';
import { ifMatch } from '../../platform/versions.ts';
import { transactionService } from '../transactions/index.ts';
import { returnService } from './returns.service.ts';
import { tk } from '@hisaab/shared/i18n/messages';

const tags = ['returns'];
const security = [{ bearer: [] }];

const listQuery = searchPageQuery.extend({
  kind: z
    .enum(RETURN_KINDS, { error: tk('Kind must be credit_note, debit_note or sales_debit_note.') })
    .optional()
    .transform((k) => k ?? null),
});

export const returnRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const service = returnService(ctx, transactionService(ctx));
    app.addHook('preHandler', authenticate(ctx.tokens, ctx.now));

    app.get(
      '/',
      { schema: { tags, security, querystring: listQuery, response: { 200: notePageReply } } },
      async (request) => service.list(caller(request), request.query),
    );

    app.get(
      '/original/:id',
      {
        schema: {
          tags,
          security,
          params: transactionIdParamsSchema,
          response: { 200: returnableBillReply },
        },
      },
      async (request) => service.returnable(caller(request), request.params.id),
    );

    app.get(
      '/:id',
      {
        schema: {
          tags,
          security,
          params: transactionIdParamsSchema,
          response: { 200: returnNoteReply },
        },
      },
      async (request) => service.get(caller(request), request.params.id),
    );

    app.post(
      '/',
      { schema: { tags, security, body: returnSchema, response: { 201: returnNoteReply } } },
      async (request, reply) =>
        reply.status(201).send(await service.create(caller(request), request.body)),
    );

    app.post(
      '/sales-debit-notes',
      {
        schema: { tags, security, body: salesDebitNoteSchema, response: { 201: returnNoteReply } },
      },
      async (request, reply) =>
        reply.status(201).send(await service.createSalesDebitNote(caller(request), request.body)),
    );

    app.delete(
      '/:id',
      {
        schema: {
          tags,
          security,
          params: transactionIdParamsSchema,
          response: { 204: z.null().describe('Deleted.') },
        },
      },
      async (request, reply) => {
        await service.remove(caller(request), request.params.id, ifMatch(request.headers));
        return reply.status(204).send(null);
      },
    );
  };
