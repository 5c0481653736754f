// What /api/einvoice and /api/ewaybill share: both portals' files are read by every signed-in
// role (writes need writeBooks: the app-wide guard refuses the Auditor), and both serve a
// month's file (GET /?month=yyyy-mm), a bill's status (GET /transactions/{id}) and a bill's
// file (GET /transactions/{id}/json), a file being a JSON download. Each route file adds its
// own writes with the tags and security returned here.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type * as core from 'zod/v4/core';
import { transactionIdParamsSchema } from '@hisaab/shared/schemas/transaction';
import { einvoiceMonthQuery } from '@hisaab/shared/einvoice/schemas';
import type { AppContext } from './app-context.ts';
import { authenticate, caller, requirePermission } from './auth.ts';
import type { AccessClaims } from './tokens.ts';
import { sent } from './errors.ts';
import type { Raised } from '@hisaab/shared/i18n/messages';

type App = Parameters<FastifyPluginAsyncZod>[0];
type Schema = core.$ZodType;
type PortalFile<T> = { fileName: string; body: T };

/** A portal file as a download. */
export function sendFile<T>(reply: FastifyReply, file: PortalFile<T>): T {
  reply
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('Cache-Control', 'no-store')
    .type('application/json; charset=utf-8');
  return file.body;
}

export interface PortalRoutes<M extends Schema, S extends Schema, F extends Schema> {
  tag: string;
  /** The month's file: its reply schema and how it is made. */
  monthFile: {
    reply: M;
    make: (me: AccessClaims, month: string) => Promise<PortalFile<core.output<M>>>;
  };
  /** A bill's status; its reason, problems and notes are Messages, translated as it is sent. */
  status: { reply: S; read: (me: AccessClaims, id: number) => Promise<Raised<core.output<S>>> };
  /** A bill's file. */
  billFile: {
    reply: F;
    make: (me: AccessClaims, id: number) => Promise<PortalFile<core.output<F>>>;
  };
}

/**
 * Authenticates, requires readBooks, and registers the three reads; returns the tags and
 * security for the route file's own routes.
 */
export function portalRoutes<M extends Schema, S extends Schema, F extends Schema>(
  app: App,
  ctx: AppContext,
  spec: PortalRoutes<M, S, F>,
) {
  const tags = [spec.tag];
  const security = [{ bearer: [] }];
  // Plain schemas here: each reply's type is checked where the spec is written (PortalRoutes).
  const replies: Record<'month' | 'status' | 'file', Schema> = {
    month: spec.monthFile.reply,
    status: spec.status.reply,
    file: spec.billFile.reply,
  };
  app.addHook('preHandler', authenticate(ctx.tokens, ctx.now));
  app.addHook('preHandler', requirePermission('readBooks'));

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        querystring: einvoiceMonthQuery,
        response: { 200: replies.month },
      },
    },
    async (request, reply) =>
      sendFile(reply, await spec.monthFile.make(caller(request), request.query.month)),
  );

  app.get(
    '/transactions/:id',
    {
      schema: {
        tags,
        security,
        params: transactionIdParamsSchema,
        response: { 200: replies.status },
      },
    },
    async (request) =>
      sent<core.output<S>>(await spec.status.read(caller(request), request.params.id)),
  );

  app.get(
    '/transactions/:id/json',
    {
      schema: {
        tags,
        security,
        params: transactionIdParamsSchema,
        response: { 200: replies.file },
      },
    },
    async (request, reply) =>
      sendFile(reply, await spec.billFile.make(caller(request), request.params.id)),
  );

  return { tags, security };
}
