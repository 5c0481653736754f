// /api/expenses: the day's expenses, the expense items, save (upsert) and delete. Every
// signed-in user of the company may record expenses.
import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { todayInIndia } from '@hisaab/shared/format';
import { expenseItemsReply, expenseReply, expensesReply } from '@hisaab/shared/replies/expenses';
import { positiveId } from '@hisaab/shared/schemas/common';
import { expenseSchema } from '@hisaab/shared/schemas/expense';
import { EXPENSE_VALIDATION } from '@hisaab/shared/validation-messages';
import type { AppContext } from '../../platform/app-context.ts';
import { authenticate, caller } from '../../platform/auth.ts';
import { idempotent } from '../../platform/idempotency.ts';
import { askedVersion, ifMatch } from '../../platform/versions.ts';
import { dayQuery } from '../dashboard/index.ts';
import { expenseService } from './expenses.service.ts';
import { tk } from '@hisaab/shared/i18n/messages';

const tags = ['expenses'];
const security = [{ bearer: [] }];

const idParams = z.object({ id: positiveId(tk('Invalid expense id')) });

interface ValidationIssue {
  instancePath?: string;
  message?: string;
}

export const expenseRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const service = expenseService(ctx);
    app.addHook('onRequest', authenticate(ctx.tokens, ctx.now));
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/',
      { schema: { tags, security, querystring: dayQuery, response: { 200: expensesReply } } },
      async (request) =>
        service.list(caller(request), request.query.date ?? todayInIndia(ctx.now())),
    );

    r.get(
      '/items',
      { schema: { tags, security, response: { 200: expenseItemsReply } } },
      async (request) => service.items(caller(request)),
    );

    // The schema cannot know whether the company has bank accounts: when it has none, a
    // missing account is worded as the spec asks ('Add a bank account in Settings ...').
    r.post(
      '/',
      {
        ...idempotent(ctx),
        attachValidation: true,
        schema: {
          tags,
          security,
          body: expenseSchema,
          response: { 200: expenseReply, 201: expenseReply },
        },
      },
      async (request, reply) => {
        const invalid = request.validationError as
          (Error & { validation?: ValidationIssue[] }) | undefined;
        if (invalid) {
          const missingAccount = invalid.validation?.find(
            (v) =>
              v.instancePath === '/bankAccountId' &&
              v.message === EXPENSE_VALIDATION.bankAccountRequired,
          );
          if (missingAccount && !(await service.hasBankAccounts(caller(request)))) {
            missingAccount.message = EXPENSE_VALIDATION.noBankAccounts;
          }
          throw invalid;
        }
        const { expense, created } = await service.save(caller(request), {
          ...request.body,
          version: askedVersion(request.body, request.headers),
        });
        return reply.status(created ? 201 : 200).send(expense);
      },
    );

    r.delete(
      '/:id',
      {
        schema: {
          tags,
          security,
          params: idParams,
          response: { 204: z.null().describe('Deleted.') },
        },
      },
      async (request, reply) => {
        await service.remove(caller(request), request.params.id, ifMatch(request.headers));
        return reply.status(204).send(null);
      },
    );
  };
