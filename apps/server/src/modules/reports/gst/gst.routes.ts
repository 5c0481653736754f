// GET /api/reports/gst/gstr1/json and /gst/gstr3b/json?year=&month=: the month's return as
// the portal's upload file. Registered inside the reports plugin, so the same sign-in and
// roles (Admin, Manager, Auditor) apply.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { gstReturnParamsSchema } from '@hisaab/shared/schemas/reports';
import type { AppContext } from '../../../platform/app-context.ts';
import { caller } from '../../../platform/auth.ts';
import { badRequest } from '../../../platform/errors.ts';
import { gstr1Download } from './gstr1-return.ts';
import { gstr3bDownload } from './gstr3b.ts';

const tags = ['reports'];
const security = [{ bearer: [] }];
const querystring = z.record(z.string(), z.string());

function period(query: Record<string, string>) {
  const parsed = gstReturnParamsSchema.safeParse(query);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid request.');
  return parsed.data as { year: number; month: number };
}

function sendJson(reply: FastifyReply, file: { fileName: string; body: unknown }) {
  return reply
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('Cache-Control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(file.body));
}

export const gstReturnRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/gst/gstr1/json',
      { schema: { tags, security, querystring } },
      async (request, reply) => {
        const { year, month } = period(request.query);
        return sendJson(reply, await gstr1Download(ctx.db, caller(request).companyId, year, month));
      },
    );

    app.get(
      '/gst/gstr3b/json',
      { schema: { tags, security, querystring } },
      async (request, reply) => {
        const { year, month } = period(request.query);
        return sendJson(
          reply,
          await gstr3bDownload(ctx.db, caller(request).companyId, year, month),
        );
      },
    );
  };
