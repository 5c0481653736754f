// GET /api/subscription: any signed-in user of the company sees its plan and use.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subscriptionReply, type Subscription } from '@hisaab/shared/replies/plans';
import type { AppContext } from '../../platform/app-context.ts';
import { authenticate, caller } from '../../platform/auth.ts';
import { notFound, sent } from '../../platform/errors.ts';
import { companySubscription } from './plans.service.ts';
import { tk } from '@hisaab/shared/i18n/messages';

export const planRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', authenticate(ctx.tokens, ctx.now));
    app.get(
      '/',
      {
        schema: {
          tags: ['plans'],
          security: [{ bearer: [] }],
          response: { 200: subscriptionReply },
        },
      },
      async (request) => {
        const me = caller(request);
        const view = await companySubscription(
          ctx.db,
          me.companyId,
          ctx.now(),
          ctx.config.salesContact,
        );
        if (!view) throw notFound(tk('Company not found.'));
        // Why writes are refused: a Message, in the caller's language like the refusal itself.
        return sent<Subscription>(view);
      },
    );
  };
