// POST /api/transactions/{id}/amend and /api/returns/{id}/amend (issue 38 part 3): amend a sale
// or a credit note whose month's GSTR-1 is filed. The body is the bill as an edit sends it (a
// note's: as a return is recorded), plus `reason` and, to correct the number, `number`. Registered beside the transactions routes (their sign-in); the role check (owner or
// accountant) is the service's.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { amendReasonSchema } from '@hisaab/shared/schemas/amendment';
import { transactionIdParamsSchema } from '@hisaab/shared/schemas/transaction';
import { transactionReply } from '@hisaab/shared/replies/transactions';
import { returnSchema } from '@hisaab/shared/schemas/returns';
import { salesDebitNoteSchema } from '@hisaab/shared/schemas/sales-debit-note';
import { returnNoteReply } from '@hisaab/shared/replies/returns';
import type { AppContext } from '../../platform/app-context.ts';
import { authenticate, caller } from '../../platform/auth.ts';
import { transactionBody } from '../transactions/index.ts';
import { amendmentService } from './amendments.service.ts';

const tags = ['transactions'];
const security = [{ bearer: [] }];

export const amendmentRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const service = amendmentService(ctx);
    app.addHook('onRequest', authenticate(ctx.tokens, ctx.now));
    app.post(
      '/:id/amend',
      {
        schema: {
          tags,
          security,
          params: transactionIdParamsSchema,
          body: z.intersection(transactionBody, amendReasonSchema),
          response: { 200: transactionReply },
        },
      },
      async (request) => {
        const { reason, number, ...bill } = request.body;
        return service.amendSale(caller(request), request.params.id, bill, reason, number);
      },
    );
  };

/**
 * POST /api/returns/{id}/amend: a filed credit note, its body a return's plus `reason`; and
 * POST /api/returns/sales-debit-notes/{id}/amend: a debit note to a customer, its body as it was
 * raised plus `reason`.
 */
export const noteAmendmentRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const service = amendmentService(ctx);
    app.addHook('onRequest', authenticate(ctx.tokens, ctx.now));
    app.post(
      '/:id/amend',
      {
        schema: {
          tags: ['returns'],
          security,
          params: transactionIdParamsSchema,
          body: z.intersection(returnSchema, amendReasonSchema),
          response: { 200: returnNoteReply },
        },
      },
      async (request) => {
        const { reason, number, ...note } = request.body;
        return service.amendCreditNote(caller(request), request.params.id, note, reason, number);
      },
    );
    app.post(
      '/sales-debit-notes/:id/amend',
      {
        schema: {
          tags: ['returns'],
          security,
          params: transactionIdParamsSchema,
          body: z.intersection(salesDebitNoteSchema, amendReasonSchema),
          response: { 200: returnNoteReply },
        },
      },
      async (request) => {
        const { reason, number, ...note } = request.body;
        return service.amendDebitNote(caller(request), request.params.id, note, reason, number);
      },
    );
  };
