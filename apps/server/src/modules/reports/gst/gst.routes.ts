// GET /api/reports/gst/gstr1/json and /gst/gstr3b/json?year=&month=: the month's return as
// the portal's upload file. Registered inside the reports plugin, so the same sign-in and
// roles (Admin, Manager, Auditor) apply.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { gstReturnParamsSchema } from '@hisaab/shared/schemas/reports';
import { gstr1FileReply, gstr3bFileReply, type Gstr1File } from '@hisaab/shared/replies/gst';
import type { AppContext } from '../../../platform/app-context.ts';
import { caller } from '../../../platform/auth.ts';
import { badRequest } from '../../../platform/errors.ts';
import { gstr1Download } from './gstr1-return.ts';
import { gstr3bDownload } from './gstr3b.ts';
import { issueText } from '@hisaab/shared/schemas/zod-messages';

const tags = ['reports'];
const security = [{ bearer: [] }];
const querystring = z.record(z.string(), z.string());

function period(query: Record<string, string>) {
  const parsed = gstReturnParamsSchema.safeParse(query);
  if (!parsed.success) throw badRequest(issueText(parsed.error.issues[0], 'Invalid request.'));
  return parsed.data as { year: number; month: number };
}

/** The file as a download; Fastify's serializer checks it against the portal's shape. */
function sendJson<T>(reply: FastifyReply, file: { fileName: string; body: T }): T {
  reply
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('Cache-Control', 'no-store')
    .type('application/json; charset=utf-8');
  return file.body;
}

export const gstReturnRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/gst/gstr1/json',
      { schema: { tags, security, querystring, response: { 200: gstr1FileReply } } },
      async (request, reply) => {
        const { year, month } = period(request.query);
        const file = await gstr1Download(ctx.db, caller(request).companyId, year, month);
        // gstr1Json builds the sections as loose records; the serializer checks the shape.
        return sendJson(reply, { fileName: file.fileName, body: file.body as Gstr1File });
      },
    );

    app.get(
      '/gst/gstr3b/json',
      { schema: { tags, security, querystring, response: { 200: gstr3bFileReply } } },
      async (request, reply) => {
        const { year, month } = period(request.query);
        return sendJson(
          reply,
          await gstr3bDownload(ctx.db, caller(request).companyId, year, month),
        );
      },
    );
  };
