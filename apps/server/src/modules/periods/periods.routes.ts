// /api/periods (issue 38): the company's locks (closing date, filed returns, closed years and
// annual returns; every signed-in role reads them, the invoice screen among them), PUT
// /books-closed, closing and reopening a financial year (part 5), and the annual return
// (GSTR-9) marked filed or undone (part 3's time limit). The monthly filings are under
// /api/reports/gst/filings (reports/gst/filings.routes.ts over filings.service.ts), with the GST returns.
import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  booksClosedSchema,
  closeYearSchema,
  fileAnnualReturnSchema,
  reopenYearSchema,
} from '@hisaab/shared/schemas/periods';
import { periodLocksReply } from '@hisaab/shared/replies/periods';
import { positiveId } from '@hisaab/shared/schemas/common';
import type { AppContext } from '../../platform/app-context.ts';
import { authenticate, caller } from '../../platform/auth.ts';
import { periodsService } from './periods.service.ts';
import { yearCloseService } from './year-close.service.ts';

const tags = ['periods'];
const security = [{ bearer: [] }];
const params = z.object({ id: positiveId() });

export const periodRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const service = periodsService(ctx);
    const years = yearCloseService(ctx);
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
    // Owner or accountant (Manager); reopening: owner only, with a reason.
    r.post(
      '/year-closings',
      { schema: { tags, security, body: closeYearSchema, response: { 200: periodLocksReply } } },
      async (request) => {
        await years.close(caller(request), request.body);
        return service.locks(caller(request));
      },
    );
    r.post(
      '/year-closings/:id/reopen',
      {
        schema: {
          tags,
          security,
          params,
          body: reopenYearSchema,
          response: { 200: periodLocksReply },
        },
      },
      async (request) => {
        await years.reopen(caller(request), request.params.id, request.body.reason);
        return service.locks(caller(request));
      },
    );
    // Owner or manager; undoing: owner only, with a reason.
    r.post(
      '/annual-returns',
      {
        schema: {
          tags,
          security,
          body: fileAnnualReturnSchema,
          response: { 201: periodLocksReply },
        },
      },
      async (request, reply) => {
        await years.fileAnnualReturn(caller(request), request.body);
        return reply.code(201).send(await service.locks(caller(request)));
      },
    );
    r.post(
      '/annual-returns/:id/undo',
      {
        schema: {
          tags,
          security,
          params,
          body: reopenYearSchema,
          response: { 200: periodLocksReply },
        },
      },
      async (request) => {
        await years.undoAnnualReturn(caller(request), request.params.id, request.body.reason);
        return service.locks(caller(request));
      },
    );
  };
