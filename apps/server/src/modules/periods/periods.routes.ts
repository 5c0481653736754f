// /api/periods (issue 38): the company's locks (closing date and filed returns; every signed-in
// role reads them, the invoice screen among them) and PUT /books-closed. The filings themselves
// are under /api/reports/gst/filings (reports/gst/filings.routes.ts over filings.service.ts),
// with the GST returns.
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { booksClosedSchema } from '@hisaab/shared/schemas/periods';
import { periodLocksReply } from '@hisaab/shared/replies/periods';
import type { AppContext } from '../../platform/app-context.ts';
import { authenticate, caller } from '../../platform/auth.ts';
import { periodsService } from './periods.service.ts';

const tags = ['periods'];
const security = [{ bearer: [] }];

export const periodRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const service = periodsService(ctx);
    app.addHook('onRequest', authenticate(ctx.tokens, ctx.now));
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get('/', { schema: { tags, security, response: { 200: periodLocksReply } } }, (request) =>
      service.locks(caller(request)),
    );
    // Owner or manager (the app-wide write guard refuses the Auditor); reopening: owner only.
    r.put(
      '/books-closed',
      { schema: { tags, security, body: booksClosedSchema, response: { 200: periodLocksReply } } },
      (request) => service.setBooksClosed(caller(request), request.body),
    );
  };
