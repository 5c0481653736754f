// /api/dashboard: the day's summary and transactions, and the daily cash status. Every
// signed-in user of the company may read them.
import { z } from 'zod';
import { cashStatusReply, dashboardReply } from '@hisaab/shared/replies/dashboard';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/app-context.ts';
import { authenticate, caller } from '../../platform/auth.ts';
import { wholeNumber } from '@hisaab/shared/schemas/common';
import { CURSOR_PATTERN, MAX_PAGE, dashboardService } from './dashboard.service.ts';
import { dayQuery } from './day-query.ts';
import { msg, tk } from '@hisaab/shared/i18n/messages';

const tags = ['dashboard'];
const security = [{ bearer: [] }];

/** ?date= plus the page: `after` (the previous page's nextCursor) and `take` (rows, default 100). */
const dashboardQuery = dayQuery.extend({
  after: z
    .string()
    .regex(CURSOR_PATTERN, tk('After must be the nextCursor of the previous page.'))
    .optional(),
  take: wholeNumber(
    1,
    MAX_PAGE,
    msg('Take must be a whole number from 1 to {{MAX_PAGE}}.', { MAX_PAGE }),
  ).optional(),
});

export const dashboardRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const service = dashboardService(ctx);
    app.addHook('onRequest', authenticate(ctx.tokens, ctx.now));
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/',
      {
        schema: {
          tags,
          security,
          querystring: dashboardQuery,
          response: { 200: dashboardReply },
        },
      },
      async (request) => service.dashboard(caller(request), request.query),
    );

    r.get(
      '/cash-status',
      { schema: { tags, security, querystring: dayQuery, response: { 200: cashStatusReply } } },
      async (request) => service.cashStatus(caller(request), request.query.date),
    );
  };
